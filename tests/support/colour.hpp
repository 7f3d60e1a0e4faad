// Reading colour off a MemoryCanvas: which cells are coloured, and whether one wears a role.
#pragma once
#include "tui/memory_canvas.hpp"
#include "tui/screen.hpp"

namespace olympus::test {

inline bool coloured(tui::Style s) { return s.fg != tui::Color::Default || s.shade != 0; }

// True when no cell of the canvas has a colour (bold, reverse and the like may remain).
inline bool no_colour(const tui::MemoryCanvas& c) {
    for (int y = 0; y < c.height(); ++y)
        for (int x = 0; x < c.width(); ++x)
            if (coloured(c.style(y, x))) return false;
    return true;
}

// The cell's ink is the role's (its colour; weight may differ, as a highlight adds bold).
inline bool wears(const tui::MemoryCanvas& c, int y, int x, const tui::Theme& t, tui::Role r) {
    const tui::Style want = t.role(r), got = c.style(y, x);
    return got.fg == want.fg && got.shade == want.shade;
}

inline tui::Theme colour_theme(bool unicode, tui::ColorDepth depth) {
    tui::Theme t;
    t.glyphs = unicode ? &tui::unicode_glyphs() : &tui::ascii_glyphs();
    t.color = depth != tui::ColorDepth::None;
    t.rich = depth == tui::ColorDepth::Rich;
    return t;
}

}  // namespace olympus::test
