// What a crash does while the arcade owns the terminal. SIGSEGV, SIGBUS, SIGFPE, SIGILL and
// SIGABRT give the terminal back (its line settings from before the screen started and the bytes
// that leave full-screen mode) and then die by the same signal, so the exit status and the core
// dump tell the truth. Nothing is saved or removed: after a crash the program's memory cannot be
// trusted, and writing it over a good save would turn one crash into a lost game.
// Only async-signal-safe calls run in the handler (write, tcsetattr, raise), on its own stack so a
// stack overflow can be handled too.
#pragma once
#include <termios.h>

#include <string_view>

namespace olympus::tui {

// `tty_fd`: the terminal; `shell_mode`: its settings to give back; `reset`: the bytes that end the
// full-screen mode (copied; at most 511 are kept).
void arm_crash_restore(int tty_fd, const termios& shell_mode, std::string_view reset);
// Puts back the actions that were there before arm_crash_restore.
void disarm_crash_restore();

}  // namespace olympus::tui
