// The Canvas that draws on the ncurses standard screen. It never clears the terminal itself:
// ncurses sends only the cells that changed since the last refresh.
#pragma once
#include <array>
#include <cstdint>

#include "tui/canvas.hpp"

namespace olympus::tui {

void init_ncurses_colors();

class NcursesCanvas final : public Canvas {
public:
    int height() const override;
    int width() const override;
    void put_cell(int y, int x, std::string_view cell, Style style) override;
    void clear() override;
    void present();

private:
    short shade_pair(std::uint8_t shade);
    std::array<short, 256> shade_pairs_{};
    short next_pair_ = 8;
};

}  // namespace olympus::tui
