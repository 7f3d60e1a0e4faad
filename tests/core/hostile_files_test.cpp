// Files in the save folder that a hostile user of the same machine could plant: a FIFO named
// like a save (reading it blocked forever), a link to /dev/zero (read until memory ran out), a
// huge file, a version number that wrapped into a small one, temporary files a kill left behind.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <thread>

#include "core/input_file.hpp"
#include "core/save.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {
// Runs f in a child process, so a reader that blocks forever fails the test instead of hanging
// it: true when the child exits 0 within the time.
template <class F>
bool finishes_ok(F f, int seconds = 10) {
    pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) ::_exit(f() ? 0 : 1);
    for (int i = 0; i < seconds * 20; ++i) {
        int status = 0;
        if (::waitpid(child, &status, WNOHANG) == child) return WIFEXITED(status) && WEXITSTATUS(status) == 0;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
    return false;
}
std::string problem_of(const fs::path& dir, const std::string& name) {
    for (const auto& l : list_saves(dir))
        if (l.name == name) return l.problem;
    return "(not listed)";
}
bool has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
pid_t dead_pid() {
    pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    ::waitpid(child, nullptr, 0);
    return child;
}
}  // namespace

TEST_CASE("A FIFO named like a save is listed as a problem and does not block list or load") {
    TempDir dir;
    write_save(dir.path / "good.json", {"arc", 1, {{"a", 1}}});
    REQUIRE(::mkfifo((dir.path / "trap.json").c_str(), 0644) == 0);
    CHECK(finishes_ok([&] {
        return has(problem_of(dir.path, "trap"), "trap.json: is not a regular file") && problem_of(dir.path, "good").empty();
    }));
    CHECK(finishes_ok([&] {
        try {
            read_save(dir.path / "trap.json", "arc", 1);
        } catch (const SaveError& e) {
            return has(e.what(), "is not a regular file");
        }
        return false;
    }));
}

TEST_CASE("A link to /dev/zero and an oversized file are refused without reading them whole") {
    TempDir dir;
    fs::create_symlink("/dev/zero", dir.path / "zero.json");
    CHECK(finishes_ok([&] { return has(problem_of(dir.path, "zero"), "zero.json: is not a regular file"); }));
    {
        std::ofstream(dir.path / "huge.json");
    }
    fs::resize_file(dir.path / "huge.json", (std::uintmax_t{16} << 20) + 1);  // sparse: costs no disk
    CHECK(has(problem_of(dir.path, "huge"), "huge.json: is larger than 16 MiB"));
    // A link to a regular save is followed: the player may keep a save elsewhere.
    write_save(dir.path / "real.json", {"arc", 1, {{"a", 1}}});
    fs::create_symlink(dir.path / "real.json", dir.path / "linked.json");
    CHECK(problem_of(dir.path, "linked").empty());
    CHECK_THROWS_WITH_AS(read_input_file(dir.path), doctest::Contains("is a folder"), InputFileError);
}

TEST_CASE("A version past the range of int is refused, not wrapped to a small one") {
    TempDir dir;
    const fs::path p = dir.path / "v.json";
    for (const char* v : {"4294967297", "9223372036854775807", "-4294967295", "0"}) {
        std::ofstream(p) << R"({"format":"olympus-save","version":)" << v << R"(,"game":"arc","state":{}})";
        CAPTURE(v);
        CHECK_THROWS_WITH_AS(read_save(p, "arc", 1), doctest::Contains("invalid version number"), SaveError);
    }
}

TEST_CASE("A save with a field no Olympus save has is refused by name, not passed by") {
    TempDir dir;
    const fs::path p = dir.path / "x.json";
    std::ofstream(p) << R"({"format":"olympus-save","version":1,"game":"arc","state":{},"colour":"red"})";
    CHECK_THROWS_WITH_AS(read_save(p, "arc", 1), doctest::Contains("has a field no Olympus save has: 'colour'"), SaveError);
    std::ofstream(p) << R"({"format":"olympus-save","version":1,"game":"arc","state":{},"extra":{}})";
    CHECK_NOTHROW(read_save(p, "arc", 1));
}

TEST_CASE("Temporary files a killed save left are removed by the next save, and nothing else") {
    TempDir dir;
    const auto old = fs::file_time_type::clock::now() - std::chrono::minutes(5);
    auto make = [&](const std::string& name, bool is_old) {
        std::ofstream(dir.path / name) << "partial";
        if (is_old) fs::last_write_time(dir.path / name, old);
    };
    const std::string dead = std::to_string(dead_pid()), live = std::to_string(::getppid());  // alive (and not our own temp name)
    make(".camp.json.tmp" + dead, true);   // a kill left it: removed
    make(".deck.txt.tmp" + dead, true);    // the same for a decklist: removed
    make(".camp.json.tmp" + live, true);   // its writer still runs: kept
    make(".other.json.tmp" + dead, false); // too new to be sure: kept
    make(".notes.tmp" + dead, true);       // not a name we write: kept
    make("camp.json.tmp" + dead, true);    // not hidden, so not ours: kept
    make(".camp.json.tmp" + dead + "x", true);
    write_save(dir.path / "camp.json", {"arc", 1, {{"a", 1}}});
    CHECK(!fs::exists(dir.path / (".camp.json.tmp" + dead)));
    CHECK(!fs::exists(dir.path / (".deck.txt.tmp" + dead)));
    CHECK(fs::exists(dir.path / (".camp.json.tmp" + live)));
    CHECK(fs::exists(dir.path / (".other.json.tmp" + dead)));
    CHECK(fs::exists(dir.path / (".notes.tmp" + dead)));
    CHECK(fs::exists(dir.path / ("camp.json.tmp" + dead)));
    CHECK(fs::exists(dir.path / (".camp.json.tmp" + dead + "x")));
    CHECK(read_save(dir.path / "camp.json", "arc", 1).state["a"] == 1);
}

TEST_CASE("Temporary files a killed save left in any game's folder go at start, before any save") {
    TempDir dir;
    const auto old = fs::file_time_type::clock::now() - std::chrono::minutes(5);
    const std::string dead = std::to_string(dead_pid());
    for (const fs::path& sub : {fs::path("arc"), fs::path("net") / "joined", fs::path("")}) {
        fs::create_directories(dir.path / sub);
        std::ofstream(dir.path / sub / (".duel.json.tmp" + dead)) << "partial";
        fs::last_write_time(dir.path / sub / (".duel.json.tmp" + dead), old);
    }
    tidy_save_folders(dir.path);
    CHECK(!fs::exists(dir.path / "arc" / (".duel.json.tmp" + dead)));
    CHECK(!fs::exists(dir.path / "net" / "joined" / (".duel.json.tmp" + dead)));
    CHECK(!fs::exists(dir.path / (".duel.json.tmp" + dead)));
}

TEST_CASE("A save takes its own mode even where a leftover temporary file of its name lies") {
    TempDir dir;
    const fs::path tmp = dir.path / (".token.json.tmp" + std::to_string(::getpid()));
    std::ofstream(tmp) << "left";
    ::chmod(tmp.c_str(), 0644);
    write_file_atomic(dir.path / "token.json", "{}\n", {}, 0600);
    struct stat st {};
    REQUIRE(::stat((dir.path / "token.json").c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
}
