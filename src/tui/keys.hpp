// Key codes as screens see them: printable characters are themselves; the rest are named here
// so screens never include ncurses.
#pragma once
#include <string>

namespace olympus::tui::key {

inline constexpr int None = -1;
inline constexpr int Enter = '\n';
inline constexpr int Escape = 27;
inline constexpr int Tab = '\t';
inline constexpr int Up = 0x110000;
inline constexpr int Down = Up + 1;
inline constexpr int Left = Up + 2;
inline constexpr int Right = Up + 3;
inline constexpr int PageUp = Up + 4;
inline constexpr int PageDown = Up + 5;
inline constexpr int Home = Up + 6;
inline constexpr int End = Up + 7;
inline constexpr int Backspace = Up + 8;
inline constexpr int Resize = Up + 9;
inline constexpr int BackTab = Up + 10;

// Arrows and hjkl move; Enter and Space choose; q and Esc back out.
inline bool is_up(int k) { return k == Up || k == 'k'; }
inline bool is_down(int k) { return k == Down || k == 'j'; }
inline bool is_left(int k) { return k == Left || k == 'h'; }
inline bool is_right(int k) { return k == Right || k == 'l'; }
inline bool is_choose(int k) { return k == Enter || k == '\r' || k == ' ' || k == 0x157 /* KEY_ENTER */; }
inline bool is_back(int k) { return k == Escape || k == 'q'; }
// How far a key scrolls a text: a row for Up/Down, a page (5 rows) for PgUp/PgDn, 0 for the rest.
inline int scroll_step(int k) {
    if (is_up(k)) return -1;
    if (is_down(k)) return 1;
    if (k == PageUp) return -5;
    if (k == PageDown) return 5;
    return 0;
}

std::string name(int k);

}  // namespace olympus::tui::key
