// A save killed at a random moment (SIGKILL: no handler runs) must leave a file that loads: the
// previous save or the new one, never a torn mix.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "core/rng.hpp"
#include "core/save.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {
// A state big enough that writing it takes a while, numbered so the loader can tell versions.
nlohmann::json state_number(int n) {
    nlohmann::json j = {{"n", n}, {"pad", nlohmann::json::array()}};
    for (int i = 0; i < 2000; ++i) j["pad"].push_back(n * 7919 + i);
    return j;
}
}  // namespace

TEST_CASE("Save: SIGKILL at random moments while saving always leaves a save that loads") {
    TempDir dir;
    const fs::path p = dir.path / "campaign.json";
    write_save(p, {"microhero", 1, state_number(0)});
    Rng rng(2024);
    int last_seen = 0;
    for (int run = 0; run < 40; ++run) {
        pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            // Saves newer and newer versions until killed; never returns into the test runner.
            for (int n = last_seen + 1;; ++n) write_save(p, {"microhero", 1, state_number(n)});
        }
        std::this_thread::sleep_for(std::chrono::microseconds(200 + rng.below(20000)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        REQUIRE(WIFSIGNALED(status));
        SaveEnvelope s = read_save(p, "microhero", 1);  // throws if the kill tore the file
        const int n = s.state.at("n").get<int>();
        CHECK(n >= last_seen);
        CHECK(s.state == state_number(n));
        last_seen = n;
    }
    // Temporary files a kill left behind are not saves and do not disturb listing.
    for (const auto& l : list_saves(dir.path)) CHECK(l.problem.empty());
}
