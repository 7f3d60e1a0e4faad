#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include "core/save.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {
void write_text(const fs::path& p, const std::string& s) { std::ofstream(p, std::ios::binary) << s; }
std::string read_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}
}  // namespace

TEST_CASE("Save: round trip of the envelope") {
    TempDir dir;
    fs::path p = dir.path / "camp.json";
    write_save(p, {"microhero", 1, {{"turn", 3}}});
    auto s = read_save(p, "microhero", 1);
    CHECK(s.game == "microhero");
    CHECK(s.version == 1);
    CHECK(s.state["turn"] == 3);
}

TEST_CASE("Save: damaged, foreign and newer files are refused with the file's name, and kept") {
    TempDir dir;
    fs::path p = dir.path / "bad.json";
    auto expect_error = [&](const std::string& content, const std::string& words) {
        write_text(p, content);
        try {
            read_save(p, "microhero", 1);
            FAIL("accepted: " << content);
        } catch (const SaveError& e) {
            std::string msg = e.what();
            CHECK(msg.find(p.string()) != std::string::npos);
            CHECK_MESSAGE(msg.find(words) != std::string::npos, msg);
        }
        CHECK(read_text(p) == content);  // never overwritten or deleted
    };
    expect_error(R"({"format":"olympus-save","version":1,"game":"micro)", "truncated");
    expect_error("", "empty");
    expect_error(R"({"format":"other","version":1,"game":"microhero","state":{}})", "not an Olympus save");
    expect_error(R"({"format":"olympus-save","version":9,"game":"microhero","state":{}})", "newer");
    expect_error(R"({"format":"olympus-save","version":1,"game":"arc","state":{}})", "holds a game of arc");
    expect_error(R"({"format":"olympus-save","game":"microhero","state":{}})", "no version");
    expect_error(R"([1,2,3])", "not an Olympus save");
    CHECK_THROWS_AS(read_save(dir.path / "missing.json", "microhero", 1), SaveError);
}

TEST_CASE("Save: an unwritable folder gives a clear error") {
    if (::geteuid() == 0) {
        // root ignores permissions; a path under a regular file cannot be a folder for anyone.
        TempDir dir;
        write_text(dir.path / "file", "x");
        CHECK_THROWS_WITH_AS(write_save(dir.path / "file" / "s.json", {"g", 1, nlohmann::json::object()}),
                             doctest::Contains("cannot"), SaveError);
        return;
    }
    TempDir dir;
    fs::path ro = dir.path / "ro";
    fs::create_directories(ro);
    ::chmod(ro.c_str(), 0555);
    CHECK_THROWS_WITH_AS(write_save(ro / "s.json", {"g", 1, nlohmann::json::object()}), doctest::Contains("cannot"),
                         SaveError);
    ::chmod(ro.c_str(), 0755);
}

TEST_CASE("Save: a write interrupted before the rename leaves the old save intact") {
    TempDir dir;
    fs::path p = dir.path / "camp.json";
    write_save(p, {"microhero", 1, {{"turn", 1}}});
    std::string before = read_text(p);
    struct Crash {};
    CHECK_THROWS_AS(write_file_atomic(p, "{\"half\":", [] { throw Crash{}; }), Crash);
    CHECK(read_text(p) == before);
    CHECK(read_save(p, "microhero", 1).state["turn"] == 1);
    // No temporary file is left behind.
    int files = 0;
    for (auto& e : fs::directory_iterator(dir.path)) (void)e, ++files;
    CHECK(files == 1);
}

TEST_CASE("Save: listing a folder names damaged files without failing") {
    TempDir dir;
    write_save(dir.path / "a.json", {"microhero", 1, nlohmann::json::object()});
    write_text(dir.path / "b.json", "{broken");
    write_text(dir.path / "notes.txt", "ignored");
    auto l = list_saves(dir.path);
    REQUIRE(l.size() == 2u);
    CHECK(l[0].name == "a");
    CHECK(l[0].game == "microhero");
    CHECK(l[0].problem.empty());
    CHECK(l[1].name == "b");
    CHECK(!l[1].problem.empty());
    CHECK(list_saves(dir.path / "none").empty());
}

TEST_CASE("Save: the default folder follows XDG_DATA_HOME") {
    const char* old = std::getenv("XDG_DATA_HOME");
    std::string keep = old ? old : "";
    ::setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
    CHECK(default_save_dir() == fs::path("/tmp/xdg-test/olympus"));
    ::unsetenv("XDG_DATA_HOME");
    CHECK(default_save_dir().string().ends_with(".local/share/olympus"));
    if (old) ::setenv("XDG_DATA_HOME", keep.c_str(), 1);
}
