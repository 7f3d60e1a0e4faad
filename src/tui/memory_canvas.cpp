#include "tui/memory_canvas.hpp"

namespace olympus::tui {

MemoryCanvas::MemoryCanvas(int height, int width)
    : h_(height), w_(width), cells_(static_cast<std::size_t>(height * width), " "),
      styles_(static_cast<std::size_t>(height * width)) {}

void MemoryCanvas::put_cell(int y, int x, std::string_view cell, Style style) {
    if (y < 0 || x < 0 || y >= h_ || x >= w_) return;
    cells_[index(y, x)].assign(cell.data(), cell.size());
    styles_[index(y, x)] = style;
}

void MemoryCanvas::clear() {
    for (auto& c : cells_) c = " ";
    for (auto& s : styles_) s = Style{};
}

std::string MemoryCanvas::row(int y) const {
    std::string out;
    for (int x = 0; x < w_; ++x) out += cells_[index(y, x)];
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

std::string MemoryCanvas::to_text() const {
    std::string out;
    for (int y = 0; y < h_; ++y) out += row(y) + "\n";
    return out;
}

bool MemoryCanvas::contains(std::string_view text) const {
    for (int y = 0; y < h_; ++y)
        if (row(y).find(text) != std::string::npos) return true;
    return false;
}

}  // namespace olympus::tui
