// ARC's card colours on the table: each box's frame and each hand card wear the role of the
// card's printed colour, whose letter (6G, B x2, (G)) is on the same box or item; with colour off
// nothing is coloured and the letters remain.
#include <doctest/doctest.h>

#include "arc/board_view.hpp"
#include "arc_test.hpp"
#include "support/colour.hpp"
#include "tui/memory_canvas.hpp"

using namespace arct;
using olympus::tui::ColorDepth;
using olympus::tui::Role;

namespace {

const char* kTable = R"({"players":2, "active":1, "turn":9, "resource_played":false, "seed":4,
  "p1":{"name":"A", "hand":["Hercules","Cyclops","Hidden Clearing"],
        "resources":["Wedding Feast","Satyr Hollow"], "characters":["Iolaus"], "deck_size":24},
  "p2":{"name":"B", "hand":["Zeus"], "resources":["Burial Chamber","Warlord Camp"],
        "characters":["Temple Protector","Royal Guards"], "deck_size":19}})";

tui::MemoryCanvas draw(const tui::Theme& t) {
    const State s = pos(kTable);
    const View v = s.view_for(0);
    BoardUi ui;
    tui::MemoryCanvas c(24, 80);
    draw_board(c, {0, 0, 23, 80}, v, ui, t);
    return c;
}

// The column where `text` starts on row y (ASCII glyphs: one byte a cell), or -1.
int find_on(const tui::MemoryCanvas& c, int y, const std::string& text) {
    const auto at = c.row(y).find(text);
    return at == std::string::npos ? -1 : static_cast<int>(at);
}

}  // namespace

TEST_CASE("ARC colour: box frames and hand cards wear their card colour's role, beside its letter") {
    for (ColorDepth depth : {ColorDepth::Basic, ColorDepth::Rich}) {
        const tui::Theme t = test::colour_theme(false, depth);
        const tui::MemoryCanvas c = draw(t);
        int boxes = 0, hand = 0;
        const std::pair<std::string, Role> colours[] = {{"Green", Role::CardGreen}, {"Blue", Role::CardBlue}, {"Red", Role::CardRed}};
        for (int y = 0; y < c.height(); ++y) {
            for (const auto& [name, role] : colours)
                if (const int x = find_on(c, y, "+" + name); x >= 0) {
                    CHECK(test::wears(c, y, x, t, role));  // the corner of a resource stack
                    CHECK(c.row(y + 1).find(name.substr(0, 1) + " x") != std::string::npos);
                    ++boxes;
                }
            // Characters: the frame's corner left of the name, the cost letter inside.
            if (const int x = find_on(c, y, "+Iolaus"); x >= 0) {
                CHECK(test::wears(c, y, x, t, Role::CardGreen));
                CHECK(c.row(y + 1).find("3G") != std::string::npos);
                ++boxes;
            }
            if (const int x = find_on(c, y, "+Temple Protector"); x >= 0) {
                CHECK(test::wears(c, y, x, t, Role::CardBlue));
                ++boxes;
            }
            if (const int x = find_on(c, y, "Hercules 6G"); x >= 0) {
                CHECK(test::wears(c, y, x, t, Role::CardGreen));
                ++hand;
            }
        }
        CHECK(boxes >= 5);
        CHECK(hand == 1);
    }
}

TEST_CASE("ARC colour: with colour off nothing is coloured and each colour's letter remains") {
    const tui::MemoryCanvas c = draw(test::colour_theme(false, ColorDepth::None));
    CHECK(test::no_colour(c));
    CHECK(c.contains("G x"));
    CHECK(c.contains("6G"));
    CHECK(c.contains("2B"));
}
