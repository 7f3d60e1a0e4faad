// A crash while the arcade owns the terminal gives the terminal back and dies by the same signal
// (so the exit status says 139 for SIGSEGV), even when the crash is a stack overflow.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "tui/crash_guard.hpp"

using namespace olympus::tui;

namespace {
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kUnderAddressSanitizer = true;
#else
constexpr bool kUnderAddressSanitizer = false;
#endif
#else
constexpr bool kUnderAddressSanitizer = false;
#endif

volatile int g_keep_going = 1;
[[gnu::noinline]] int recurse(int n) {
    volatile char pad[1024];
    pad[0] = static_cast<char>(n);
    if (g_keep_going) return recurse(n + 1) + pad[0];
    return 0;
}

struct Outcome {
    std::string written;  // what the handler wrote to the "terminal"
    int status = 0;
};
// Runs crash() in a child whose "terminal" is a pipe armed with the reset bytes "RESET".
template <class Crash>
Outcome run_child(Crash crash) {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(fds[0]);
        rlimit no_core{0, 0};
        ::setrlimit(RLIMIT_CORE, &no_core);  // no core files from the test
        termios t{};
        arm_crash_restore(fds[1], t, "RESET");
        crash();
        ::_exit(0);  // the crash must not be survived
    }
    ::close(fds[1]);
    Outcome o;
    char buf[64];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;) o.written.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    ::waitpid(child, &o.status, 0);
    return o;
}
}  // namespace

TEST_CASE("Crash guard: a stack overflow restores the terminal and dies by SIGSEGV") {
    Outcome o = run_child([] { recurse(0); });
    CHECK(o.written == "RESET");
    REQUIRE(WIFSIGNALED(o.status));
    CHECK(WTERMSIG(o.status) == SIGSEGV);
}

TEST_CASE("Crash guard: a SIGSEGV sent from outside is not survived") {
    Outcome o = run_child([] { ::kill(::getpid(), SIGSEGV); });
    CHECK(o.written == "RESET");
    REQUIRE(WIFSIGNALED(o.status));
    CHECK(WTERMSIG(o.status) == SIGSEGV);
}

TEST_CASE("Crash guard: abort restores the terminal and dies by SIGABRT; disarmed, nothing is written") {
    Outcome o = run_child([] { std::abort(); });
    CHECK(o.written == "RESET");
    REQUIRE(WIFSIGNALED(o.status));
    CHECK(WTERMSIG(o.status) == SIGABRT);

    Outcome off = run_child([] {
        disarm_crash_restore();
        ::kill(::getpid(), SIGBUS);
    });
    CHECK(off.written.empty());
    REQUIRE(WIFSIGNALED(off.status));
    // Disarmed, the handler before ours answers: the default one, or AddressSanitizer's, which
    // reports the fault and aborts.
    CHECK(WTERMSIG(off.status) == (kUnderAddressSanitizer ? SIGABRT : SIGBUS));
}
