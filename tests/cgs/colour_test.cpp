// Colour on the CGS map carries meaning and never alone: water, walls and roads on edges, forest
// and mountain in hexes, each seat's pieces and each team's banners and camps wear their role,
// and every coloured run also shows the glyph or number that says the same. With colour off no
// cell has a colour, and the pieces still say whose they are.
#include <doctest/doctest.h>

#include <cctype>

#include "cgs/ai.hpp"
#include "cgs/table_view.hpp"
#include "cgs_test.hpp"
#include "support/colour.hpp"
#include "tui/memory_canvas.hpp"

using namespace cgs_test;
using olympus::tui::ColorDepth;
using olympus::tui::Role;

namespace {

State played_to(int players, int round, std::uint64_t seed) {
    State s = new_game(seed, {{"players", std::to_string(players)}});
    Rng rng(seed);
    while (!s.is_terminal() && s.round() < round) s.apply(heuristic_action(s, rng));
    return s;
}

// The map alone, the cursor on Olympus (its reverse block is the one place roles give way).
tui::MemoryCanvas draw_main(const View& v, const tui::Theme& t, bool detailed) {
    MapUi ui;
    ui.detailed = detailed;
    tui::MemoryCanvas c(map_height(v, ui), map_width(v, ui));
    draw_map(c, {0, 0, c.height(), c.width()}, v, ui, t);
    return c;
}

int seat_of_role(const tui::MemoryCanvas& c, int y, int x, const tui::Theme& t) {
    for (int s = 0; s < 4; ++s)
        if (test::wears(c, y, x, t, tui::seat_role(s))) return s;
    return -1;
}

}  // namespace

TEST_CASE("CGS colour: terrain, edges, pieces, camps and banners wear their roles, each with its glyph") {
    for (std::uint64_t seed : {7u, 12u})
        for (bool unicode : {true, false})
            for (bool detailed : {false, true})
                for (ColorDepth depth : {ColorDepth::Basic, ColorDepth::Rich}) {
                    CAPTURE(seed);
                    CAPTURE(unicode);
                    CAPTURE(detailed);
                    const State s = played_to(4, 6, seed);
                    const View v = view_for(s, 0);
                    const tui::Theme t = test::colour_theme(unicode, depth);
                    const tui::MemoryCanvas c = draw_main(v, t, detailed);
                    const std::string water = unicode ? "≈" : "~", road = unicode ? "═" : "=", wall = unicode ? "█" : "#";
                    int seen_water = 0, seen_road = 0, seen_forest = 0, seen_seat = 0;
                    for (int y = 0; y < c.height(); ++y)
                        for (int x = 0; x < c.width(); ++x) {
                            const std::string& ch = c.cell(y, x);
                            if (c.style(y, x).reverse) continue;  // the cursor's hex
                            // A glyph wears its role; with 256 colours, where every role on the
                            // map has a shade of its own, the role is worn by that glyph only.
                            if (ch == water) CHECK(test::wears(c, y, x, t, Role::Water));
                            if (ch == road) CHECK(test::wears(c, y, x, t, Role::Road));
                            seen_water += ch == water;
                            seen_road += ch == road;
                            seen_forest += (ch == "%" || ch == "f") && test::wears(c, y, x, t, Role::Forest);
                            if (depth != ColorDepth::Rich) continue;  // 8 colours: seats share hues with terrain
                            CHECK((ch == water) == test::wears(c, y, x, t, Role::Water));
                            CHECK((ch == road) == test::wears(c, y, x, t, Role::Road));
                            if (test::wears(c, y, x, t, Role::Wall)) CHECK(ch == wall);
                            if (!detailed && ch == "%") CHECK(test::wears(c, y, x, t, Role::Forest));
                            if (!detailed && ch == "^") CHECK(test::wears(c, y, x, t, Role::Mountain));
                            // A seat's colour: its run of cells holds the seat's number.
                            if (const int seat = seat_of_role(c, y, x, t); seat >= 0) {
                                ++seen_seat;
                                if (x > 0 && seat_of_role(c, y, x - 1, t) == seat) continue;  // not the run's start
                                std::string run;
                                for (int k = x; k < c.width() && seat_of_role(c, y, k, t) == seat; ++k) run += c.cell(y, k);
                                CAPTURE(run);
                                CHECK(run.find(std::to_string(seat + 1)) != std::string::npos);
                            }
                        }
                    CHECK(seen_water > 0);
                    CHECK(seen_road > 0);
                    CHECK(seen_forest > 0);
                    if (depth == ColorDepth::Rich) CHECK(seen_seat >= 4);  // four camps at least
                }
}

TEST_CASE("CGS colour: a hex with one hero shows its initial and seat number in the seat's colour") {
    const State s = played_to(3, 4, 7);
    const View v = view_for(s, 0);
    int checked = 0;
    for (CellId cell = 0; cell < kCells; ++cell) {
        if (cell_layer(cell) != 0 || !v.map.exists(cell)) continue;
        const auto ps = v.pieces_at(cell);
        if (ps.size() != 1 || ps[0]->seat < 0) continue;
        const std::string code = compact_cell(v, cell, false);
        CAPTURE(code);
        CHECK(code.substr(3) == piece_abbrev(*ps[0], 1) + std::to_string(ps[0]->seat + 1));
        CHECK(std::isupper(static_cast<unsigned char>(code[3])));
        ++checked;
    }
    CHECK(checked >= 2);
}

TEST_CASE("CGS colour: with colour off the whole table has no colour and still tells the seats apart") {
    const State s = played_to(4, 6, 7);
    const View v = view_for(s, 0);
    for (bool detailed : {false, true}) {
        const tui::Theme t = test::colour_theme(false, ColorDepth::None);
        tui::MemoryCanvas c(24, 80);
        TableUi ui;
        ui.swap_map = detailed;
        ui.prompt = "prompt";
        draw_table(c, {0, 0, 24, 80}, v, ui, t);
        CHECK(test::no_colour(c));
        const tui::MemoryCanvas m = draw_main(v, t, detailed);
        CHECK(test::no_colour(m));
        // Every seat's camp is on the map by its number.
        for (std::size_t team = 0; team < v.camps.size(); ++team) CHECK(m.contains("@" + std::to_string(team + 1)));
    }
}
