// Micro Hero's card kinds on the table: a Blessing carries B on its top edge and the gift role,
// a Wound W and the bad role, a Technique neither; with colour off the letters remain alone.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "support/colour.hpp"
#include "tui/memory_canvas.hpp"

using namespace mh_test;
using namespace olympus;
using olympus::tui::ColorDepth;
using olympus::tui::Role;

namespace {

Card made(const State& s, const std::string& id, int uid) {
    Card c;
    c.uid = uid;
    c.def = s.cat->card_index(id);
    REQUIRE(c.def >= 0);
    return c;
}

tui::MemoryCanvas draw(const tui::Theme& t) {
    State s = fresh();
    Player& pl = s.players[0];
    pl.hand = {made(s, "strike", 901), made(s, "heavy-wound", 902), made(s, "lions-hide", 903)};
    tui::MemoryCanvas c(24, 80);
    microhero::BoardUi ui;
    microhero::draw_board(c, {0, 0, 24, 80}, s, ui, t);
    return c;
}

// The top edge of the hand's card whose title is `title`: (row, column of the left corner).
std::pair<int, int> card_top(const tui::MemoryCanvas& c, const std::string& title) {
    for (int y = 1; y < c.height(); ++y) {
        for (const char* edge : {"|", "#"})  // a plain frame, or the cursor's heavy one
            if (const auto at = c.row(y).find(edge + title); at != std::string::npos) return {y - 1, static_cast<int>(at)};
    }
    return {-1, -1};
}

}  // namespace

TEST_CASE("Micro Hero colour: a card's kind is a letter on its top edge and its colour") {
    for (ColorDepth depth : {ColorDepth::None, ColorDepth::Basic, ColorDepth::Rich}) {
        CAPTURE(static_cast<int>(depth));
        const tui::Theme t = test::colour_theme(false, depth);
        const tui::MemoryCanvas c = draw(t);
        const auto [by, bx] = card_top(c, "Lion's");
        const auto [wy, wx] = card_top(c, "Heavy");
        const auto [sy, sx] = card_top(c, "Strike");
        REQUIRE(by >= 0);
        REQUIRE(wy >= 0);
        REQUIRE(sy >= 0);
        CHECK(c.cell(by, bx + 2) == "B");
        CHECK(c.cell(wy, wx + 2) == "W");
        CHECK(c.cell(sy, sx + 2) != "B");
        CHECK(c.cell(sy, sx + 2) != "W");
        if (depth == ColorDepth::None) {
            CHECK(test::no_colour(c));
            continue;
        }
        CHECK(test::wears(c, by, bx + 2, t, Role::Gift));
        CHECK(test::wears(c, by, bx + 4, t, Role::Gift));  // the frame
        CHECK(test::wears(c, wy, wx + 2, t, Role::Bad));
        CHECK(!test::coloured(c.style(sy, sx + 4)));
    }
}
