#include "tui/canvas.hpp"

#include "core/printable.hpp"

namespace olympus::tui {

namespace {
std::size_t cell_length(std::string_view s, std::size_t i) {
    auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xe ? 3 : (b >> 3) == 0x1e ? 4 : 1;
    return i + n <= s.size() ? n : s.size() - i;
}
}  // namespace

int text_width(std::string_view s) {
    int w = 0;
    for (std::size_t i = 0; i < s.size(); i += cell_length(s, i)) ++w;
    return w;
}

std::string clip_text(std::string_view s, int cells) {
    std::size_t i = 0;
    for (int w = 0; i < s.size() && w < cells; ++w) i += cell_length(s, i);
    return std::string(s.substr(0, i));
}

int draw_text(Canvas& c, int y, int x, std::string_view s, Style style, int max_w) {
    int limit = c.width() - x;
    if (max_w >= 0 && max_w < limit) limit = max_w;
    int w = 0;
    for (std::size_t i = 0; i < s.size() && w < limit;) {
        std::size_t n = cell_length(s, i);
        // The last guard before the terminal: a cell that is not one printable character (a
        // control, a bidi override, broken UTF-8) would be read by the terminal as a command.
        const std::string_view cell = s.substr(i, n);
        c.put_cell(y, x + w, is_printable(cell) ? cell : std::string_view("?"), style);
        i += n;
        ++w;
    }
    return w;
}

void fill(Canvas& c, Rect r, std::string_view cell, Style style) {
    for (int y = r.y; y < r.bottom(); ++y)
        for (int x = r.x; x < r.right(); ++x) c.put_cell(y, x, cell, style);
}

}  // namespace olympus::tui
