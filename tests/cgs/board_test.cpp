// The CGS map and table drawn for one seat: golden screens of both map sizes at 80x24 and
// 120x40 in Unicode and ASCII, and the proof that nothing hidden reaches the screen: two worlds
// the seat cannot tell apart draw the same, character for character.
#include <doctest/doctest.h>

#include <optional>

#include "cgs/ai.hpp"
#include "cgs/table_view.hpp"
#include "cgs_test.hpp"
#include "rehidden.hpp"
#include "support/golden.hpp"
#include "tui/memory_canvas.hpp"

using namespace cgs_test;

namespace {

// A game a few rounds in: heroes moved, tiles explored, encounters met.
State midgame() {
    State s = new_game(7, {{"players", "3"}});
    Rng rng(7);
    while (!s.is_terminal() && s.round() < 6) s.apply(heuristic_action(s, rng));
    return s;
}

std::string draw(const View& v, int h, int w, bool unicode, bool detailed, CellId cursor) {
    tui::MemoryCanvas c(h, w);
    tui::Theme t;
    t.glyphs = unicode ? &tui::unicode_glyphs() : &tui::ascii_glyphs();
    TableUi ui;
    ui.swap_map = detailed;  // at these sizes the compact map is the one that fits
    ui.map.cursor = cursor;
    for (int s = 0; s < static_cast<int>(v.seats.size()); ++s) ui.labels.push_back("P" + std::to_string(s + 1));
    for (const auto& p : v.pieces)
        if (p.seat == v.seat && is_character(p.kind)) {
            ui.selected = p.uid;
            ui.map.cursor = cursor < 0 ? p.cell : cursor;
            if (auto it = v.reach.find(p.uid); it != v.reach.end()) ui.map.reach.insert(it->second.begin(), it->second.end());
            if (auto it = v.targets.find(p.uid); it != v.targets.end())
                for (int uid : it->second) ui.map.targets.insert(v.piece(uid)->cell);
            break;
        }
    ui.prompt = "prompt line";
    draw_table(c, {0, 0, h, w}, v, ui, t);
    return c.to_text();
}

}  // namespace

TEST_CASE("CGS board: golden maps, compact and detailed, 80x24 and 120x40, Unicode and ASCII") {
    const State s = midgame();
    const View v = view_for(s, s.current_player());
    for (bool detailed : {false, true})
        for (auto [h, w] : {std::pair{24, 80}, {40, 120}})
            for (bool unicode : {true, false}) {
                const std::string name = std::string("cgs/") + (detailed ? "detailed" : "compact") + "-" + std::to_string(w) + "x" +
                                         std::to_string(h) + "-" + (unicode ? "unicode" : "ascii");
                check_golden(name, draw(v, h, w, unicode, detailed, -1));
            }
}

TEST_CASE("CGS board: the compact map fits the whole main board beside a panel at 80x24") {
    const State s = started(3, {{"players", "4"}});
    const View v = view_for(s, s.current_player());
    MapUi ui;
    CHECK(map_width(v, ui) <= 55);
    CHECK(map_height(v, ui) <= 20);
    const std::string text = draw(v, 24, 80, false, false, kOlympusCell);
    for (int slot = 1; slot <= 6; ++slot) {
        // Every tile is on the screen: face down with its number, or face up with its hexes.
        const bool face_up = s.map().slots[static_cast<std::size_t>(slot)].revealed;
        if (!face_up) CHECK(text.find("::" + std::to_string(slot) + "::") != std::string::npos);
    }
    CHECK(text.find("OL") != std::string::npos);
    CHECK(text.find("[") != std::string::npos);  // the cursor's frame
}

TEST_CASE("CGS board: a compact hex names its terrain, indicator, camp and pieces") {
    const State s = midgame();
    const View v = view_for(s, 0);
    int indicators = 0, pieces = 0;
    for (CellId c = 0; c < kCells; ++c) {
        if (!v.map.exists(c) || cell_layer(c) != 0) continue;
        const std::string code = compact_cell(v, c, false);
        CHECK(code.size() == 5u);
        if (const HexDef* h = v.hex(c); h && h->indicator != IndicatorKind::None && !v.pieces_at(c).size()) {
            bool camp = false;
            for (CellId k : v.camps) camp |= k == c;
            if (!camp && c != kOlympusCell) CHECK(code.find(std::to_string(h->value)) != std::string::npos);
            ++indicators;
        }
        if (!v.pieces_at(c).empty()) {
            CHECK(code.substr(3) != "  ");
            ++pieces;
        }
    }
    CHECK(indicators > 3);
    CHECK(pieces > 1);
}

TEST_CASE("CGS board: a compact hex keeps its mark and its pieces apart, never run together") {
    const State s0 = started(3);
    const View v0 = view_for(s0, 0);
    CellId marked = -1, bare = -1;
    for (CellId c = 0; c < kCells; ++c) {
        const HexDef* h = v0.hex(c);
        if (!h || cell_layer(c) != 0 || c == kOlympusCell || h->terrain == Terrain::Black || !v0.pieces_at(c).empty()) continue;
        bool camp = false;
        for (CellId k : v0.camps) camp |= k == c;
        if (camp) continue;
        if (h->indicator == IndicatorKind::Encounter && marked < 0) marked = c;
        if (h->indicator == IndicatorKind::None && h->cave == CaveMark::None && bare < 0) bare = c;
    }
    REQUIRE(marked >= 0);
    REQUIRE(bare >= 0);
    const std::string ind = "E" + std::to_string(v0.hex(marked)->value);
    auto code_with = [&](CellId at, const std::vector<std::string>& who) {
        const State s = edited(s0, [&](nlohmann::json& j) {
            for (const auto& w : who) piece_json(j, w)["cell"] = cell_name(at);
        });
        return compact_cell(view_for(s, 0), at, false);
    };
    // The indicator, a space, then Hercules of P1: "E4 H1", not " E4H1".
    CHECK(code_with(marked, {"hercules"}) == ind + " H1");
    // Two pieces beside a mark: the first one's and "+".
    CHECK(code_with(marked, {"hercules", "xena"}) == ind + " 1+");
    // Two pieces on a hex without a mark: each its own, apart.
    const std::string two = code_with(bare, {"hercules", "xena"});
    CHECK(two.substr(1) == " 1 2");
}

TEST_CASE("CGS board: two worlds the seat cannot tell apart draw the same screens") {
    int compared = 0;
    for (std::uint64_t seed : {41u, 42u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + seed % 3)}});
        Rng play(seed);
        for (int step = 0; step < 500 && !s.is_terminal(); ++step) {
            if (step % 25 == 0) {
                const int me = s.current_player();
                const State other = rehidden(s, seed * 1000 + static_cast<std::uint64_t>(step));
                const View a = view_for(s, me), b = view_for(other, me);
                for (bool detailed : {false, true}) {
                    CHECK(draw(a, 24, 80, true, detailed, -1) == draw(b, 24, 80, true, detailed, -1));
                    CHECK(draw(a, 40, 120, false, detailed, -1) == draw(b, 40, 120, false, detailed, -1));
                }
                ++compared;
            }
            s.apply(heuristic_action(s, play));
        }
    }
    CHECK(compared >= 8);
}

TEST_CASE("CGS board: the view hides face-down tiles and other hands") {
    const State s = started(5, {{"players", "3"}});
    const View v = view_for(s, 0);
    for (int slot = 1; slot < kSlots; ++slot)
        if (!s.map().slots[static_cast<std::size_t>(slot)].revealed) CHECK(v.map.slots[static_cast<std::size_t>(slot)].tile == -1);
    CHECK(v.seats[1].hand.empty());
    CHECK(v.seats[1].hand_size == static_cast<int>(s.seats()[1].hand.size()));
    CHECK(v.seats[0].hand == s.seats()[0].hand);
}

TEST_CASE("CGS board: survives every size, on the main map and with the cursor anywhere") {
    const State s = midgame();
    const View v = view_for(s, 0);
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {40, 120}, {60, 250}})
        for (CellId c : {CellId{0}, CellId{13}, CellId{48}})
            for (bool detailed : {false, true}) CHECK(!draw(v, h, w, true, detailed, c).empty());
}

TEST_CASE("CGS board: a cave board is drawn on its own when the cursor is in it") {
    // Random movers until one has entered a cave (B1.19): its board is then in play.
    std::optional<State> found;
    for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
        State s = new_game(seed, {{"players", "4"}});
        Rng rng(seed);
        while (!s.is_terminal() && !s.map().slots[static_cast<std::size_t>(kPositions)].revealed) s.apply(random_action(s, rng));
        if (s.map().slots[static_cast<std::size_t>(kPositions)].revealed) found = s;
    }
    REQUIRE(found);
    const View v = view_for(*found, found->current_player());
    const CellId exit = cell_of(kPositions, found->map().slots[static_cast<std::size_t>(kPositions)].exit);
    MapUi ui;
    ui.cursor = exit;
    CHECK(map_width(v, ui) < 25);  // one tile of seven hexes
    const std::string text = draw(v, 24, 80, false, false, exit);
    CHECK(text.find("<<") != std::string::npos);   // its exit
    CHECK(text.find("OL") == std::string::npos);   // not the main map
    CHECK(text.find(" side of ") != std::string::npos);  // the hex named by its side of the cave board
    CHECK(text.find("c1.") == std::string::npos);         // never by coordinates
    check_golden("cgs/cave-80x24-ascii", text);
    CHECK(!draw(v, 40, 120, true, true, exit).empty());
}

TEST_CASE("CGS board: a log line too long for the panel wraps, so its end (who was hit) is read") {
    const State s = midgame();
    View v = view_for(s, s.current_player());
    v.log.push_back("Xena counter-attacks Nemean Lion in melee: 4 +1 (Short Sword) + a roll of 5 = 10 against defence 7. Nemean Lion is hit.");
    v.log.push_back("P2 ends the turn.");
    const std::string screen = draw(v, 24, 80, true, false, -1);
    CHECK_MESSAGE(screen.find("Nemean Lion is hit.") != std::string::npos, screen);
    CHECK(screen.find("Xena counter-attacks Nemean Lion") != std::string::npos);
    CHECK(screen.find("P2 ends the turn.") != std::string::npos);
}
