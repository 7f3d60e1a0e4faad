// A Canvas held in memory: what golden-screen tests and the random-key harness draw on.
#pragma once
#include <string>
#include <vector>

#include "tui/canvas.hpp"

namespace olympus::tui {

class MemoryCanvas final : public Canvas {
public:
    MemoryCanvas(int height, int width);
    int height() const override { return h_; }
    int width() const override { return w_; }
    void put_cell(int y, int x, std::string_view cell, Style style) override;
    void clear() override;

    const std::string& cell(int y, int x) const { return cells_[index(y, x)]; }
    Style style(int y, int x) const { return styles_[index(y, x)]; }
    std::string row(int y) const;  // trailing blanks trimmed
    // Every row joined with newlines, trailing blanks trimmed: the golden-screen text form.
    std::string to_text() const;
    bool contains(std::string_view text) const;

private:
    std::size_t index(int y, int x) const { return static_cast<std::size_t>(y) * static_cast<std::size_t>(w_) + x; }
    int h_, w_;
    std::vector<std::string> cells_;
    std::vector<Style> styles_;
};

}  // namespace olympus::tui
