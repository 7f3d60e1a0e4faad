// A drawing surface of character cells. The ncurses backend draws to the terminal; the memory
// backend keeps the cells so screens can be tested as text without a terminal.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace olympus::tui {

enum class Color : std::uint8_t { Default, Red, Green, Yellow, Blue, Magenta, Cyan, White };

struct Style {
    Color fg = Color::Default;
    bool bold = false;
    bool reverse = false;
    bool dim = false;
    bool underline = false;
    // A 256-colour index (tui/palette.hpp) drawn instead of fg where the terminal has 256
    // colours; 0: none (black is never used as ink).
    std::uint8_t shade = 0;
    bool operator==(const Style&) const = default;
};

struct Rect {
    int y = 0, x = 0, h = 0, w = 0;
    int bottom() const { return y + h; }
    int right() const { return x + w; }
};

class Canvas {
public:
    virtual ~Canvas() = default;
    virtual int height() const = 0;
    virtual int width() const = 0;
    // Puts one cell: `cell` is one character of UTF-8 (one column wide). Off-canvas is ignored.
    virtual void put_cell(int y, int x, std::string_view cell, Style style) = 0;
    virtual void clear() = 0;
};

// Number of code points in UTF-8 text: the width in cells for the glyphs we use.
int text_width(std::string_view utf8);
// Cuts UTF-8 text to at most `cells` columns.
std::string clip_text(std::string_view utf8, int cells);

// Draws text from (y, x), clipped to max_w cells (or to the canvas edge). Returns cells drawn.
int draw_text(Canvas& c, int y, int x, std::string_view utf8, Style style = {}, int max_w = -1);
void fill(Canvas& c, Rect r, std::string_view cell = " ", Style style = {});

}  // namespace olympus::tui
