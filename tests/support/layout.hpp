// Reading a table screen's board part: the rows cut to the board's width, so a name the inspector
// column beside it reads does not stand in for one the board cut.
#pragma once
#include <string>
#include <vector>

#include "tui/table_screen.hpp"

inline std::vector<std::string> board_rows(const std::string& screen, int h, int w) {
    const int bw = olympus::tui::board_part(olympus::tui::Rect{0, 0, h, w}).w;
    std::vector<std::string> rows;
    std::size_t at = 0;
    for (std::size_t end; (end = screen.find('\n', at)) != std::string::npos; at = end + 1) {
        // One cell a code point (the boards draw no double-width text).
        const std::string row = screen.substr(at, end - at);
        std::string cut;
        int cells = 0;
        for (std::size_t i = 0; i < row.size() && cells < bw; ++cells) {
            const unsigned char ch = static_cast<unsigned char>(row[i]);
            const std::size_t n = ch >= 0xF0 ? 4 : ch >= 0xE0 ? 3 : ch >= 0xC0 ? 2 : 1;
            cut += row.substr(i, n);
            i += n;
        }
        rows.push_back(cut);
    }
    return rows;
}

inline bool on_a_row(const std::vector<std::string>& rows, const std::string& text) {
    for (const auto& r : rows)
        if (r.find(text) != std::string::npos) return true;
    return false;
}

// The sizes a layout sweep draws: every 10 columns from 80 to 160, every 6 rows from 24 to 48.
template <class F>
void for_each_size(F f) {
    for (int w = 80; w <= 160; w += 10)
        for (int h = 24; h <= 48; h += 6) f(h, w);
}
