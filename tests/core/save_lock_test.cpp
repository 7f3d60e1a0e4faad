#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>

#include "core/save.hpp"
#include "core/save_lock.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;

TEST_CASE("SaveLock: taken, released, and stale locks ignored") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    {
        SaveLock l = SaveLock::acquire(save);
        CHECK(l.held());
        CHECK(std::filesystem::exists(save.string() + ".lock"));
        CHECK(!SaveLock::holder(save));  // our own lock is no obstacle to us
    }
    CHECK(!std::filesystem::exists(save.string() + ".lock"));
    // A lock naming a process that is gone is stale.
    std::ofstream(save.string() + ".lock") << 999999999 << "\n";
    CHECK(!SaveLock::holder(save));
    CHECK(SaveLock::acquire(save).held());
}

TEST_CASE("SaveLock: a live holder blocks, and take_over asks it to quit") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    pid_t child = ::fork();
    if (child == 0) {
        // The other copy: holds the lock until SIGTERM, then lets go as the real program does.
        static volatile sig_atomic_t stop = 0;
        ::signal(SIGTERM, [](int) { stop = 1; });
        {
            SaveLock l = SaveLock::acquire(save);
            while (!stop) ::usleep(10000);
        }
        ::_exit(0);
    }
    for (int i = 0; i < 200 && !SaveLock::holder(save); ++i) ::usleep(10000);
    REQUIRE(SaveLock::holder(save) == child);
    CHECK_THROWS_WITH_AS(SaveLock::acquire(save), doctest::Contains("in use by another running Olympus"), SaveError);
    CHECK(SaveLock::take_over(save, 5000));
    int status = 0;
    ::waitpid(child, &status, 0);
    CHECK(SaveLock::acquire(save).held());
}
