// D2 and B1: speed, mountains, roads, water and walls, exploring, caves, Olympus.
// The arena: Hercules (P1) on 1.0, the centre of proving_ground (see cgs_test.hpp). P1 leads
// Iolaus too, so the movement phase stays open while Hercules has no points left.
#include "cgs/action_label.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;

namespace {
int moves_left(const State& s, const std::string& name) { return s.moves_left(*s.piece(name)); }
State two_arena() { return cgs_test::arena(1, {{"characters", "hercules+iolaus,xena"}}); }
}  // namespace

TEST_CASE("CGS movement: speed 2, one hex per movement point (D2.1, D2.11)") {
    State s = two_arena();
    CHECK(s.phase() == Phase::Move);
    CHECK(moves_left(s, "hercules") == 2);
    // Not onto the mountain at once? It costs 2 of the 2 points (B1.17).
    CHECK(legal(s, "move hercules 1.1"));
    act(s, "move hercules 1.6");
    CHECK(s.piece("hercules")->cell == *parse_cell("1.6"));
    CHECK(moves_left(s, "hercules") == 1);
    // The mountain 1.1 is next door but needs 2; the plain centre needs 1.
    CHECK(!legal(s, "move hercules 1.1"));
    act(s, "move hercules 1.0");
    CHECK(moves_left(s, "hercules") == 0);
    // D2.11: no points left; only the free road crossing remains (B1.16).
    std::vector<std::string> moves;
    for (const Action& a : s.legal_actions())
        if (a.kind == Action::Kind::Move && a.a == "hercules") moves.push_back(a.to_string());
    CHECK(moves == std::vector<std::string>{"move hercules 1.5"});
}

TEST_CASE("CGS movement: a mountain costs one more (B1.17)") {
    State s = two_arena();
    act(s, "move hercules 1.1");
    CHECK(moves_left(s, "hercules") == 0);
    CHECK(s.piece("hercules")->moves_used == 2);
}

TEST_CASE("CGS movement: one road crossing a turn is free, the next costs as usual (B1.16)") {
    State s = two_arena();
    act(s, "move hercules 1.5");  // over the road from the centre
    CHECK(moves_left(s, "hercules") == 2);
    CHECK(s.piece("hercules")->road_used);
    act(s, "move hercules 1.6");  // over the second road: paid
    CHECK(moves_left(s, "hercules") == 1);
    act(s, "move hercules 1.0");
    CHECK(moves_left(s, "hercules") == 0);
}

TEST_CASE("CGS movement: the free road crossing comes back every turn (B1.16)") {
    State s = two_arena();
    act(s, "move hercules 1.5");
    REQUIRE(s.piece("hercules")->road_used);
    const int turn = s.turn();
    for (int guard = 0; guard < 300 && !(s.turn() > turn && s.to_move() == 0 && s.phase() == Phase::Move); ++guard) {
        Action a = s.legal_actions().front();
        for (const Action& b : s.legal_actions())
            if (b.kind == Action::Kind::Done || b.kind == Action::Kind::Pass) a = b;
        s.apply(a);
        REQUIRE(s.check_invariants() == "");
    }
    REQUIRE(s.to_move() == 0);
    REQUIRE(s.phase() == Phase::Move);
    CHECK(!s.piece("hercules")->road_used);
    act(s, "move hercules 1.0");  // back over the road: free again
    CHECK(moves_left(s, "hercules") == 2);
}

TEST_CASE("CGS movement: water and walls cannot be crossed (B1.14, B1.15)") {
    State s = two_arena();
    CHECK(!legal(s, "move hercules 1.3"));  // water
    CHECK(!legal(s, "move hercules 1.4"));  // wall
    CHECK(s.step_cost(*s.piece("hercules"), *parse_cell("1.3")) == -1);
    CHECK(s.step_cost(*s.piece("hercules"), *parse_cell("1.4")) == -1);
    // Round about, through the forest, the same hex can be reached.
    act(s, "move hercules 1.2");
    CHECK(legal(s, "move hercules 1.3"));
}

TEST_CASE("CGS movement: one character after the other (D2)") {
    State s = two_arena();
    act(s, "move hercules 1.6");
    act(s, "move iolaus 1.6");
    // Hercules' move ended when Iolaus set off, with a point unused (D2.11: no one must use all).
    CHECK(s.piece("hercules")->moved);
    CHECK(!legal(s, "move hercules 1.0"));
    CHECK(legal(s, "move iolaus 1.0"));
    // Several pieces may share a hex (D2.12).
    CHECK(s.piece("hercules")->cell == s.piece("iolaus")->cell);
}

TEST_CASE("CGS movement: exploring turns a face-down tile over before the step (D2.21)") {
    State s = edit(two_arena(), [](nlohmann::json& j) { piece_json(j, "hercules")["cell"] = "1.1"; });
    const CellId target = s.map().neighbor(*parse_cell("1.1"), 0);
    REQUIRE(target >= 0);
    REQUIRE(slot_of(target) == 2);
    REQUIRE(!s.map().revealed(target));
    // The player chooses the turn of the tile: six moves, one per turn.
    int offered = 0;
    for (const Action& a : s.legal_actions()) offered += a.kind == Action::Kind::Move && a.b == cell_name(target);
    CHECK(offered == 6);
    CHECK(!legal(s, "move hercules " + cell_name(target)));  // the turn must be said
    act(s, "move hercules " + cell_name(target) + " turn 1");
    CHECK(s.map().slots[2].revealed);
    CHECK(s.map().slots[2].turn == 1);
    CHECK(logged(s, "Position 2 is explored"));
}

TEST_CASE("CGS movement: a tile's turn is said as the menu says it, and not at all when it lies unturned") {
    State s = edit(two_arena(), [](nlohmann::json& j) { piece_json(j, "hercules")["cell"] = "1.1"; });
    const CellId east = s.map().neighbor(*parse_cell("1.1"), 0);
    const std::string target = cell_name(east);
    // Named by its way from the hero and the tile's number the map shows, never by coordinates.
    const std::string way = "east (tile " + std::to_string(slot_of(east)) + ")";
    // Left turns 4 and 5 are the short way round to the right; 180 degrees has no way round.
    const char* said[6] = {"", "60 degrees left", "120 degrees left", "180 degrees", "120 degrees right", "60 degrees right"};
    for (int n = 0; n < 6; ++n) {
        CAPTURE(n);
        State t = s;
        const auto a = Action::parse("move hercules " + target + " turn " + std::to_string(n));
        REQUIRE(a);
        const std::string label = action_label(view_for(t, 0), *a);
        act(t, a->to_string());
        std::string line;
        for (const std::string& l : t.log())
            if (l.find("is explored") != std::string::npos) line = l;
        CHECK(line.find(" 0 degrees") == std::string::npos);
        if (n == 0) {
            CHECK(label == "Hercules explores " + way + ", as it lies");
            CHECK(line.ends_with("is explored and shows " + t.content().land[static_cast<std::size_t>(t.map().slots[2].tile)].name + "."));
        } else {
            CHECK(label == "Hercules explores " + way + ", turned " + said[n]);
            CHECK(line.ends_with(std::string(", turned ") + said[n] + "."));
        }
    }
}

TEST_CASE("CGS movement: a barrier on the new tile ends the move (D2.22)") {
    // The Rocky Coast at position 2: turned 2, water lies between 1.1 and 2.3.
    State s = edit(two_arena(), [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "1.1";
        for (int p : {3, 5, 6})
            if (slot_json(j, p)["tile"] == "coast") slot_json(j, p)["tile"] = slot_json(j, 2)["tile"];
        slot_json(j, 2)["tile"] = "coast";
    });
    act(s, "move hercules 2.3 turn 2");
    CHECK(s.map().slots[2].revealed);
    CHECK(s.piece("hercules")->cell == *parse_cell("1.1"));
    CHECK(s.piece("hercules")->moved);
    for (const Action& a : s.legal_actions()) CHECK(!(a.kind == Action::Kind::Move && a.a == "hercules"));
}

TEST_CASE("CGS movement: exploring needs a movement point left (D2.21)") {
    State s = edit(two_arena(), [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "1.1";
        piece_json(j, "hercules")["moves_used"] = 2;
    });
    for (const Action& a : s.legal_actions()) CHECK(!(a.kind == Action::Kind::Move && a.a == "hercules"));
}

TEST_CASE("CGS movement: Olympus only with banners of at least 8 and more than anyone's (C2.31)") {
    auto with_banners = [](std::map<std::string, int> banners, std::map<std::string, std::string> opts = {}) {
        opts["characters"] = "hercules+iolaus,xena";
        return edit(cgs_test::arena(1, opts), [&](nlohmann::json& j) {
            piece_json(j, "hercules")["cell"] = "0.2";
            // Every position face up, so the banners' indicators count.
            for (int p = 1; p <= 6; ++p) slot_json(j, p)["revealed"] = true;
            for (auto& [cell, team] : banners) j["banners"][cell] = team;
        });
    };
    // Proving Lair: 4.0 encounter 3, 4.1 creature 1, 4.5 creature 2.
    State low = with_banners({{"4.0", 0}, {"4.1", 0}, {"4.5", 0}});
    CHECK(low.banner_total(0) == 6);
    CHECK(!low.may_enter_olympus(0));
    CHECK(!legal(low, "move hercules 0.0"));
    // With the number lowered to 6 (C2.31's note: a shorter game) he may go.
    State ok = with_banners({{"4.0", 0}, {"4.1", 0}, {"4.5", 0}}, {{"olympus", "6"}});
    CHECK(ok.may_enter_olympus(0));
    CHECK(legal(ok, "move hercules 0.0"));
    // Olympus's centre is a mountain reached over a road: the road makes it free.
    act(ok, "move hercules 0.0");
    CHECK(ok.piece("hercules")->cell == kOlympusCell);
    // Not when another player has as many.
    State tie = with_banners({{"4.0", 0}, {"4.1", 1}, {"4.5", 1}}, {{"olympus", "3"}});
    CHECK(tie.banner_total(0) == 3);
    CHECK(tie.banner_total(1) == 3);
    CHECK(!tie.may_enter_olympus(0));
    CHECK(!legal(tie, "move hercules 0.0"));
}

TEST_CASE("CGS movement: a cave entrance leads to a cave board drawn when first entered (B1.19, B1.21)") {
    State s = edit(two_arena(), [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "4.3";
        j["cave_pile"] = {"underworld_passage", "cyclops_cave"};  // the cyclops' cave on top
    });
    CHECK(legal(s, "move hercules cave"));
    act(s, "move hercules cave");
    const Slot& cave = s.map().slots[kPositions];
    REQUIRE(cave.revealed);
    CHECK(content()->caves[static_cast<std::size_t>(cave.tile)].key == "cyclops_cave");
    CHECK(cave.link == *parse_cell("4.3"));
    const CellId exit = cell_of(kPositions, cave.exit);
    CHECK(s.piece("hercules")->cell == exit);
    CHECK(moves_left(s, "hercules") == 1);  // one movement (B1.19A)
    CHECK(s.cave_pile().size() == 1u);
    // B1.19B: back out to the entrance for one movement.
    CHECK(legal(s, "move hercules 4.3"));
    // B1.21: black hexes and the board's edge close the way.
    s = edit(s, [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "c1.2";
        piece_json(j, "hercules")["moves_used"] = 0;
    });
    CHECK(!legal(s, "move hercules c1.3"));  // black
    int steps = 0;
    for (const Action& a : s.legal_actions())
        if (a.kind == Action::Kind::Move && a.a == "hercules") {
            ++steps;
            CHECK(a.b.rfind("c1.", 0) == 0);
        }
    CHECK(steps == 2);  // the exit and the centre; the rest is black or off the board
}

TEST_CASE("CGS movement: a hex is named by what the map shows, never by coordinates") {
    const State s = started(1);
    Map m;  // Olympus alone face up: every other hex is named from it
    m.slots[0] = s.map().slots[0];
    const Content& c = s.content();
    CHECK(hex_words(c, m, {}, kOlympusCell) == "Olympus");
    for (int d = 0; d < 6; ++d)
        CHECK(hex_words(c, m, {}, cell_of(0, 1 + d)) == "the mountain 1 hex " + std::string(direction_words(d)) + " of Olympus");
    const CellId off = main_cell_at({2, -1});
    REQUIRE(off >= 0);
    CHECK(hex_words(c, m, {}, off) == "a hex of face-down tile " + std::to_string(slot_of(off)) + ", 1 hex east and 1 north-east of Olympus");
    CHECK(hex_words(c, m, {{off, "P2"}}, off) == "P2's base camp");
    CHECK(step_words(c, m, {}, cell_of(0, 1), kOlympusCell) == "west onto Olympus");
    // A place name is its own landmark, and names the hexes nearest it.
    const State t = started(3);
    for (CellId x = 0; x < kPositions * 7; ++x) {
        const HexDef* h = t.map().hex(c, x);
        if (!h || h->place.empty() || x == kOlympusCell) continue;
        CHECK(hex_words(c, t.map(), {}, x) == h->place);
    }
}
