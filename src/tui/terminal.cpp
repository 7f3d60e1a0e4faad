#include "tui/terminal.hpp"

#include <langinfo.h>
#include <ncurses.h>
#include <termios.h>
#include <unistd.h>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "tui/crash_guard.hpp"
#include "tui/keys.hpp"
#include "tui/ncurses_canvas.hpp"
#include "tui/terminfo.hpp"

namespace olympus::tui {

volatile std::sig_atomic_t g_pending_signal = 0;

namespace {
extern "C" void on_signal(int sig) {
    g_pending_signal = sig;
    // A hangup leaves stdin dead; closing it makes a blocked read return at once.
    if (sig == SIGHUP) ::close(STDIN_FILENO);
}

int translate(int ch) {
    switch (ch) {
        case KEY_UP: return key::Up;
        case KEY_DOWN: return key::Down;
        case KEY_LEFT: return key::Left;
        case KEY_RIGHT: return key::Right;
        case KEY_PPAGE: return key::PageUp;
        case KEY_NPAGE: return key::PageDown;
        case KEY_HOME: return key::Home;
        case KEY_END: return key::End;
        case KEY_BACKSPACE: case 127: case 8: return key::Backspace;
        case KEY_RESIZE: return key::Resize;
        case KEY_ENTER: case '\r': return key::Enter;
        case KEY_BTAB: return key::BackTab;
        default: return ch;
    }
}
}  // namespace

bool locale_is_utf8() {
    const char* cs = nl_langinfo(CODESET);
    return cs && (std::strcmp(cs, "UTF-8") == 0 || std::strcmp(cs, "utf8") == 0);
}

void install_signal_handlers() {
    struct sigaction sa {};
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;  // no SA_RESTART: a blocked read returns so the loop sees the flag
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    sigaction(SIGHUP, &sa, nullptr);
}

Terminal::Terminal(const TerminalOptions& opts) {
    bool utf8 = locale_is_utf8();
    if (opts.glyphs == TerminalOptions::Glyphs::Unicode) utf8 = true;
    if (opts.glyphs == TerminalOptions::Glyphs::Ascii) utf8 = false;
    theme_.glyphs = utf8 ? &unicode_glyphs() : &ascii_glyphs();
    if (!std::getenv("ESCDELAY")) set_escdelay(25);
    // The settings to give back if the program crashes, taken before ncurses changes them.
    const int tty = ::isatty(STDOUT_FILENO) ? STDOUT_FILENO : STDIN_FILENO;
    termios shell_mode{};
    const bool have_shell_mode = ::tcgetattr(tty, &shell_mode) == 0;
    if (!initscr()) throw std::runtime_error("cannot start the terminal (is TERM set?)");
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    const char* nc = std::getenv("NO_COLOR");
    theme_.color = !opts.no_color && !(nc && *nc) && has_colors();
    if (theme_.color) {
        start_color();
        use_default_colors();
        init_ncurses_colors();
        // The palette's richer shades need 256 colours and a pair for each shade drawn.
        theme_.rich = COLORS >= 256 && COLOR_PAIRS >= 64;
    }
    install_signal_handlers();
    if (have_shell_mode) arm_crash_restore(tty, shell_mode, terminal_reset_bytes());
}

Terminal::~Terminal() {
    disarm_crash_restore();
    curs_set(1);
    endwin();
}

int Terminal::run(ScreenStack& stack) {
    NcursesCanvas canvas;
    timeout(100);  // wake up to see signals and let computer players move
    bool dirty = true;
    while (!stack.empty()) {
        if (g_pending_signal) {
            int sig = g_pending_signal;
            stack.hangup();
            return 128 + sig;
        }
        if (dirty) {
            stack.draw(canvas, theme_);
            canvas.present();
            dirty = false;
        }
        int ch = getch();
        if (ch == ERR) {
            if (stack.tick()) dirty = true;
            if (stack.take_stale_keys()) {  // typed while the computer thought
                std::vector<int> typed;
                timeout(0);
                for (int typed_ch = getch(); typed_ch != ERR; typed_ch = getch()) typed.push_back(translate(typed_ch));
                timeout(100);
                if (!stack.feed_stale(typed)) break;
            }
            continue;
        }
        if (!stack.feed(translate(ch))) break;
        dirty = true;
    }
    return 0;
}

}  // namespace olympus::tui
