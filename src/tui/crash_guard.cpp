#include "tui/crash_guard.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace olympus::tui {

namespace {
constexpr int kCrashSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
constexpr int kCount = sizeof kCrashSignals / sizeof kCrashSignals[0];

// Filled before the handlers are installed and only read by them.
int g_fd = -1;
termios g_shell_mode{};
char g_reset[512];
std::size_t g_reset_len = 0;
volatile sig_atomic_t g_armed = 0;
struct sigaction g_previous[kCount];

// The handler's own stack: a stack overflow leaves none to run on.
alignas(16) char g_alt_stack[64 * 1024];

extern "C" void on_crash(int sig) {
    const int saved_errno = errno;
    if (g_armed) {
        g_armed = 0;  // a second crash inside this handler goes straight to the default action
        std::size_t done = 0;
        while (done < g_reset_len) {
            ssize_t n = ::write(g_fd, g_reset + done, g_reset_len - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            done += static_cast<std::size_t>(n);
        }
        ::tcsetattr(g_fd, TCSANOW, &g_shell_mode);
    }
    // SA_RESETHAND has put back the default action. The signal stays blocked until this returns,
    // then the raised one kills the process (a fault would also recur on return).
    ::raise(sig);
    errno = saved_errno;
}
}  // namespace

void arm_crash_restore(int tty_fd, const termios& shell_mode, std::string_view reset) {
    g_fd = tty_fd;
    g_shell_mode = shell_mode;
    g_reset_len = reset.size() < sizeof g_reset ? reset.size() : sizeof g_reset - 1;
    std::memcpy(g_reset, reset.data(), g_reset_len);

    stack_t ss{};
    ss.ss_sp = g_alt_stack;
    ss.ss_size = sizeof g_alt_stack;
    ::sigaltstack(&ss, nullptr);

    struct sigaction sa {};
    sa.sa_handler = on_crash;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND | SA_ONSTACK;
    for (int i = 0; i < kCount; ++i) ::sigaction(kCrashSignals[i], &sa, &g_previous[i]);
    g_armed = 1;
}

void disarm_crash_restore() {
    if (!g_armed) return;
    g_armed = 0;
    for (int i = 0; i < kCount; ++i) ::sigaction(kCrashSignals[i], &g_previous[i], nullptr);
}

}  // namespace olympus::tui
