// The characters screens draw with: Unicode box drawing and card marks on a UTF-8 terminal,
// plain ASCII otherwise. Only glyphs one cell wide in common terminal fonts are used.
#pragma once
#include <string_view>

#include "core/orientation.hpp"

namespace olympus::tui {

struct Glyphs {
    bool unicode = true;
    std::string_view h, v, tl, tr, bl, br;        // light box
    std::string_view hh, vv, htl, htr, hbl, hbr;  // heavy box: the selected card or panel
    std::string_view tee_down, tee_up, tee_right, tee_left, cross;
    std::string_view back;       // card back fill
    std::string_view cursor;     // the menu pointer
    std::string_view mark;       // marked / chosen
    std::string_view bullet;
    std::string_view star, sword, shield, heart;  // XP, attack, defence, health
    std::string_view up, down, left, right;
    std::string_view ellipsis;
    std::string_view orientation(Orientation o) const { return orientation_glyph(o, unicode); }
};

const Glyphs& unicode_glyphs();
const Glyphs& ascii_glyphs();

}  // namespace olympus::tui
