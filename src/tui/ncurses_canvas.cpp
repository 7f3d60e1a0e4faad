#include "tui/ncurses_canvas.hpp"

#include <ncurses.h>

#include <string>

namespace olympus::tui {

void init_ncurses_colors() {
    const short map[] = {-1, COLOR_RED, COLOR_GREEN, COLOR_YELLOW, COLOR_BLUE, COLOR_MAGENTA, COLOR_CYAN, COLOR_WHITE};
    for (short i = 1; i < 8; ++i) init_pair(i, map[i], -1);
}

// Pairs 1-7 are the basic colours; a 256-colour shade gets the next free pair the first time it
// is drawn. Without room (a terminal with few pairs) it falls back to its basic colour's pair.
short NcursesCanvas::shade_pair(std::uint8_t shade) {
    short& p = shade_pairs_[shade];
    if (p == 0) {
        if (next_pair_ >= COLOR_PAIRS || shade >= COLORS) return -1;
        p = next_pair_++;
        init_pair(p, shade, -1);
    }
    return p;
}

int NcursesCanvas::height() const { return LINES; }
int NcursesCanvas::width() const { return COLS; }

void NcursesCanvas::put_cell(int y, int x, std::string_view cell, Style s) {
    if (y < 0 || x < 0 || y >= LINES || x >= COLS) return;
    attr_t a = A_NORMAL;
    if (s.bold) a |= A_BOLD;
    if (s.reverse) a |= A_REVERSE;
    if (s.dim) a |= A_DIM;
    if (s.underline) a |= A_UNDERLINE;
    auto pair = static_cast<short>(s.fg);
    if (s.shade)
        if (short sp = shade_pair(s.shade); sp > 0) pair = sp;
    attr_set(a, pair, nullptr);
    std::string text(cell);
    // The bottom-right cell would scroll the screen with addstr; insert it instead.
    if (y == LINES - 1 && x == COLS - 1) mvinsstr(y, x, text.c_str());
    else mvaddstr(y, x, text.c_str());
    attr_set(A_NORMAL, 0, nullptr);
}

void NcursesCanvas::clear() { erase(); }

void NcursesCanvas::present() { refresh(); }

}  // namespace olympus::tui
