#include "tui/terminfo.hpp"

#include <ncurses.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>

#include "tui/terminal.hpp"

#include <term.h>

namespace olympus::tui {

// Padding marks ($<5>) are dropped: the crash handler cannot pad.
std::string terminal_reset_bytes() {
    std::string out;
    for (const char* cap : {"sgr0", "cnorm", "rmkx", "rmcup"}) {
        const char* s = tigetstr(const_cast<char*>(cap));
        if (!s || s == reinterpret_cast<char*>(-1)) continue;
        for (const char* p = s; *p; ++p) {
            if (p[0] == '$' && p[1] == '<')
                if (const char* end = std::strchr(p, '>')) {
                    p = end;
                    continue;
                }
            out += *p;
        }
    }
    return out;
}

bool terminal_can_draw(std::string& why) {
    const char* term = std::getenv("TERM");
    const std::string name = term && *term ? term : "";
    int err = 0;
    if (name.empty() || setupterm(nullptr, STDOUT_FILENO, &err) != OK) {
        why = name.empty() ? "the terminal type is not set (TERM is empty)"
                           : "the terminal type '" + name + "' is unknown here";
        return false;
    }
    const char* cup = tigetstr(const_cast<char*>("cup"));
    const bool can_move = cup && cup != reinterpret_cast<char*>(-1);
    del_curterm(cur_term);  // initscr sets the terminal up again for itself
    if (!can_move) {
        why = "this terminal (TERM=" + name + ") cannot move the cursor, so it cannot draw the arcade";
        return false;
    }
    return true;
}

}  // namespace olympus::tui
