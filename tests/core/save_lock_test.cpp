// The campaign lock, attacked as a hostile or unlucky neighbour would: a holder killed with -9,
// a lock file naming an unrelated live process, fifty openers at once, a take-over asked of a
// live holder and of one that never answers.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <memory>
#include <vector>

#include "core/save.hpp"
#include "core/save_lock.hpp"
#include "support/lock_holder.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;

namespace {

// A child process that is killed and reaped when the test ends, even by a failed REQUIRE, so a
// failing test never leaves one running.
struct Kid {
    pid_t pid = -1;
    explicit Kid(pid_t p) : pid(p) {}
    Kid(const Kid&) = delete;
    Kid& operator=(const Kid&) = delete;
    ~Kid() {
        if (pid <= 0) return;
        ::kill(pid, SIGKILL);
        ::waitpid(pid, nullptr, 0);
    }
};

bool still_running(pid_t pid) {
    int status = 0;
    return ::waitpid(pid, &status, WNOHANG) == 0;
}

void stop(Kid& k) {
    ::kill(k.pid, SIGKILL);
    ::waitpid(k.pid, nullptr, 0);
    k.pid = -1;
}

}  // namespace

TEST_CASE("SaveLock: taken, refused to a second opener even in this process, and free once let go") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    {
        SaveLock l = SaveLock::acquire(save);
        CHECK(l.held());
        CHECK(!SaveLock::try_acquire(save));
        CHECK_THROWS_WITH_AS(SaveLock::acquire(save), doctest::Contains("open in another running Olympus"), SaveError);
    }
    CHECK(SaveLock::try_acquire(save));
    // Once let go nothing is left beside the save.
    CHECK(!std::filesystem::exists(save.string() + ".lock"));
    CHECK(!std::filesystem::exists(save.string() + ".lock.sock"));
}

TEST_CASE("SaveLock: a holder killed with -9 leaves a lock that opens without a question") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    Kid child(lock_holder(save, [](SaveLock&) {
        for (;;) ::pause();
    }));
    CHECK(!SaveLock::try_acquire(save));
    stop(child);  // SIGKILL: no destructor runs, the files stay behind
    CHECK(std::filesystem::exists(save.string() + ".lock"));
    auto lock = SaveLock::try_acquire(save);
    CHECK(lock);
    // Taking it over asks nothing of anyone either: the lock is simply free.
    lock.reset();
    auto t = SaveLock::take_over(save, 100);
    CHECK(t.lock);
    CHECK(t.why.empty());
}

TEST_CASE("SaveLock: a lock file naming an unrelated live process is never signalled") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    // An unrelated process, as a lock file of an older Olympus (or a hostile one) would name it.
    Kid other(::fork());
    REQUIRE(other.pid >= 0);
    if (other.pid == 0) {
        for (;;) ::pause();
    }
    std::ofstream(save.string() + ".lock") << other.pid << "\n";
    {
        auto lock = SaveLock::try_acquire(save);  // the file's content means nothing
        CHECK(lock);
    }
    std::ofstream(save.string() + ".lock") << other.pid << "\n";
    auto t = SaveLock::take_over(save, 200);
    CHECK(t.lock);
    t.lock.reset();
    // And when a live holder is there, the one asked is the holder, through its socket: the
    // process named in the file still hears nothing.
    Kid holder(lock_holder(save, [](SaveLock&) {
        for (;;) ::pause();  // holds, never answers
    }));
    std::ofstream(save.string() + ".lock") << other.pid << "\n";
    t = SaveLock::take_over(save, 300);
    CHECK(!t.lock);
    ::usleep(100000);
    CHECK(still_running(other.pid));
    CHECK(still_running(holder.pid));
    stop(holder);
    stop(other);
}

TEST_CASE("SaveLock: of 50 processes opening at the same moment exactly one wins") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    constexpr int kOpeners = 50;
    int go[2], results[2], done[2];
    REQUIRE(::pipe(go) == 0);
    REQUIRE(::pipe(results) == 0);
    REQUIRE(::pipe(done) == 0);
    std::vector<std::unique_ptr<Kid>> kids;
    for (int i = 0; i < kOpeners; ++i) {
        pid_t c = ::fork();
        REQUIRE(c >= 0);
        if (c == 0) {
            ::close(go[1]);
            ::close(results[0]);
            ::close(done[1]);
            char b;
            (void)!::read(go[0], &b, 1);  // all wait here until the parent closes the pipe
            auto lock = SaveLock::try_acquire(save);
            char r = lock ? 'W' : 'l';
            (void)!::write(results[1], &r, 1);
            (void)!::read(done[0], &b, 1);  // the winner holds on until every opener has tried
            ::_exit(0);
        }
        kids.push_back(std::make_unique<Kid>(c));
    }
    ::close(go[0]);
    ::close(results[1]);
    ::close(done[0]);
    ::close(go[1]);  // every child wakes at once
    int wins = 0, answers = 0;
    char r;
    while (answers < kOpeners && ::read(results[0], &r, 1) == 1) {
        ++answers;
        wins += r == 'W';
    }
    ::close(done[1]);
    for (auto& k : kids) {
        ::waitpid(k->pid, nullptr, 0);
        k->pid = -1;
    }
    ::close(results[0]);
    CHECK(answers == kOpeners);
    CHECK(wins == 1);
}

TEST_CASE("SaveLock: 50 processes taking and letting go in turn never hold it two at a time") {
    // A holder removes the lock file as it lets go; an opener that opened the old file must not
    // count its lock on that dead file as a win.
    TempDir dir;
    auto save = dir.path / "camp.json";
    auto marker = dir.path / "inside";
    std::vector<std::unique_ptr<Kid>> kids;
    for (int i = 0; i < 50; ++i) {
        pid_t c = ::fork();
        REQUIRE(c >= 0);
        if (c == 0) {
            int bad = 0;
            for (int round = 0; round < 20; ++round) {
                if (auto lock = SaveLock::try_acquire(save)) {
                    // Only one process may be here: the marker is made exclusively.
                    int fd = ::open(marker.c_str(), O_CREAT | O_EXCL | O_WRONLY, 0600);
                    if (fd < 0) {
                        ++bad;
                        continue;
                    }
                    ::close(fd);
                    ::unlink(marker.c_str());
                }
            }
            ::_exit(bad ? 1 : 0);
        }
        kids.push_back(std::make_unique<Kid>(c));
    }
    int failed = 0;
    for (auto& k : kids) {
        int status = 0;
        ::waitpid(k->pid, &status, 0);
        k->pid = -1;
        failed += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    }
    CHECK(failed == 0);
}

TEST_CASE("SaveLock: a live holder is asked through its socket, saves, lets go and the asker takes it") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    Kid child(lock_holder(save, [&](SaveLock& l) {
        // The holder's main loop: polls, and on a request writes the save and hands over.
        for (int i = 0; i < 1000; ++i) {
            if (l.takeover_requested()) {
                std::ofstream(save) << "saved by the holder\n";
                l.hand_over();
                ::_exit(0);  // the real program goes on; this child has no more to do
            }
            ::usleep(10000);
        }
        ::_exit(3);
    }));
    CHECK(!SaveLock::try_acquire(save));
    auto t = SaveLock::take_over(save, 5000);
    CHECK(t.lock);
    CHECK(t.why.empty());
    int status = 0;
    REQUIRE(::waitpid(child.pid, &status, 0) == child.pid);
    child.pid = -1;
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);  // not signalled: it let go itself
    std::ifstream in(save);
    std::string line;
    std::getline(in, line);
    CHECK(line == "saved by the holder");  // it saved before it let go
}

TEST_CASE("SaveLock: a holder that cannot save keeps the game, and the asker is told why") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    Kid child(lock_holder(save, [&](SaveLock& l) {
        for (int i = 0; i < 1000; ++i) {
            if (l.takeover_requested()) l.refuse();
            ::usleep(10000);
        }
    }));
    auto t = SaveLock::take_over(save, 5000);
    CHECK(!t.lock);
    CHECK(t.why.find("could not save") != std::string::npos);
    CHECK(still_running(child.pid));
    CHECK(!SaveLock::try_acquire(save));  // it still holds it
    stop(child);
}

TEST_CASE("SaveLock: a holder that does not answer is left alone, and the asker says so in time") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    Kid child(lock_holder(save, [](SaveLock&) {
        for (;;) ::pause();
    }));
    auto t0 = std::chrono::steady_clock::now();
    auto t = SaveLock::take_over(save, 500);
    auto took = std::chrono::steady_clock::now() - t0;
    CHECK(!t.lock);
    CHECK(t.why.find("did not answer") != std::string::npos);
    CHECK(took < std::chrono::seconds(2));
    CHECK(still_running(child.pid));
    stop(child);
}

TEST_CASE("SaveLock: a request naming another save is not answered") {
    TempDir dir;
    auto save = dir.path / "camp.json";
    Kid child(lock_holder(save, [](SaveLock& l) {
        for (int i = 0; i < 1000; ++i) {
            if (l.takeover_requested()) ::_exit(4);  // must not happen
            ::usleep(10000);
        }
    }));
    // A socket copied to another save's place: the holder there names camp.json, not other.json.
    auto other = dir.path / "other.json";
    {
        auto hold_other = SaveLock::try_acquire(other);  // so take_over has to ask
        REQUIRE(hold_other);
        std::filesystem::remove(other.string() + ".lock.sock");
        // Point other.json's socket at camp.json's holder.
        std::filesystem::create_symlink(save.string() + ".lock.sock", other.string() + ".lock.sock");
        pid_t asker = ::fork();
        if (asker == 0) {
            auto t = SaveLock::take_over(other, 500);
            ::_exit(t.lock ? 5 : 0);
        }
        int status = 0;
        ::waitpid(asker, &status, 0);
        CHECK(WEXITSTATUS(status) == 0);
    }
    CHECK(still_running(child.pid));
    stop(child);
}
