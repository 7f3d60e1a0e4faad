// What the terminal description (terminfo) says, kept apart because <term.h> defines a macro for
// every capability name (hangup, lines, columns...) that would rename code elsewhere.
#pragma once
#include <string>

namespace olympus::tui {

// The bytes that leave full-screen mode, as endwin would send them: plain text, cursor shown,
// keypad off, the normal screen back. Valid once ncurses has set the terminal up.
std::string terminal_reset_bytes();

}  // namespace olympus::tui
