// The ncurses session: owns the terminal while the arcade runs and always gives it back sane,
// on a normal exit, an exception, or SIGINT/SIGTERM/SIGHUP (after letting the screens save),
// and on a crash too (see crash_guard.hpp: then nothing is saved).
#pragma once
#include <csignal>
#include <string>

#include "tui/screen_stack.hpp"

namespace olympus::tui {

struct TerminalOptions {
    enum class Glyphs { Auto, Unicode, Ascii };
    Glyphs glyphs = Glyphs::Auto;
    bool no_color = false;
};

// True when the locale's character set is UTF-8 (after setlocale).
bool locale_is_utf8();

// False, with the reason in `why`, when the terminal cannot draw a full screen (no TERM, an
// unknown one, or one that cannot move the cursor such as TERM=dumb): ncurses would draw garbage.
bool terminal_can_draw(std::string& why);

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
