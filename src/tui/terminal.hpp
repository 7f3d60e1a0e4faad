// The ncurses session: owns the terminal while the arcade runs and always gives it back sane,
// on a normal exit, an exception, or SIGINT/SIGTERM/SIGHUP (after letting the screens save).
#pragma once
#include <csignal>

#include "tui/screen_stack.hpp"

namespace olympus::tui {

struct TerminalOptions {
    enum class Glyphs { Auto, Unicode, Ascii };
    Glyphs glyphs = Glyphs::Auto;
    bool no_color = false;
};

// True when the locale's character set is UTF-8 (after setlocale).
bool locale_is_utf8();

// Set by the signal handler; the main loop reads it at a safe point.
extern volatile std::sig_atomic_t g_pending_signal;
void install_signal_handlers();

class Terminal {
public:
    explicit Terminal(const TerminalOptions& opts);
    ~Terminal();
    Terminal(const Terminal&) = delete;
    Terminal& operator=(const Terminal&) = delete;

    const Theme& theme() const { return theme_; }
    // Runs the screens until the stack empties or a signal arrives. Returns the exit status:
    // 0, or 128 + the signal number.
    int run(ScreenStack& stack);

private:
    Theme theme_;
};

}  // namespace olympus::tui
