// The Micro Hero board drawn on a MemoryCanvas: what the played cards' labels and the Trial
// panel show.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "tui/memory_canvas.hpp"

using namespace mh_test;
using namespace olympus;
using olympus::tui::MemoryCanvas;

namespace {

// A card made for drawing only (not taken from anywhere: the board is drawn, not played on).
Card made(const State& s, const std::string& id, bool up) {
    Card c;
    c.uid = 900;
    c.def = s.cat->card_index(id);
    REQUIRE(c.def >= 0);
    c.up = up;
    return c;
}

MemoryCanvas draw(const State& s) {
    MemoryCanvas c(24, 80);
    tui::Theme theme;
    microhero::BoardUi ui;
    microhero::draw_board(c, {0, 0, 24, 80}, s, ui, theme);
    return c;
}

}  // namespace

TEST_CASE("Micro Hero board: a supercharged card's label stays inside its border") {
    State s = fresh();
    set_trial(s, "lernaean-hydra", 50, 50, 50);
    // Golden Apple+ (2 Attack, 2 Defense, 2 XP a trigger), supercharged, first of three played:
    // 12 of each, "+12A12D12X!", wider than the card.
    Player& pl = s.players[0];
    pl.played = {made(s, "golden-apple", true), made(s, "strike", false), made(s, "strike", false)};
    pl.played[1].uid = 901;
    pl.played[2].uid = 902;
    pl.supercharged = 0;
    REQUIRE(s.contribution(0, 0) == microhero::Totals{12, 12, 12});
    MemoryCanvas c = draw(s);
    // Each played card's bottom edge keeps both its corners: find the row with the label.
    int row = -1;
    for (int y = 0; y < 24 && row < 0; ++y)
        if (c.row(y).find("12A12D") != std::string::npos) row = y;
    REQUIRE_MESSAGE(row >= 0, c.to_text());
    const std::string line = c.row(row);
    INFO(line);
    // Three cards side by side, each with its two bottom corners: nothing overwrote one.
    int left = 0, right = 0;
    for (std::size_t p = 0; (p = line.find("\u2514", p)) != std::string::npos; p += 3) ++left;
    for (std::size_t p = 0; (p = line.find("\u2518", p)) != std::string::npos; p += 3) ++right;
    CHECK(left == 3);
    CHECK(right == 3);
    CHECK(line.rfind("\u2514", 0) == 0);  // the first card's left corner is there
}

TEST_CASE("Micro Hero board: a played card's label, shortened to fit") {
    using microhero::played_corner;
    CHECK(played_corner({2, 0, 0}, false, 8) == "+2A");
    CHECK(played_corner({0, 0, 0}, false, 8) == "0");
    CHECK(played_corner({24, 0, 0}, true, 8) == "+24A!");
    CHECK(played_corner({2, 12, 12}, true, 8) == "2A12D12X");  // the "+" and the "!" give way
    CHECK(played_corner({2, 2, 2}, true, 8) == "+2A2D2X!");
    CHECK(played_corner({12, 12, 12}, true, 8) == "12A12D");  // the Experience gives way last
}
