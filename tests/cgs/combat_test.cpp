// D3 and D4: range, barriers and forest, the attack roll with the action die, wounds, defeat,
// the counter-attack, support and its limit, rewards; the creature phase; fighting at Olympus.
// Arena values (our sheets): Hercules defence 7, melee 4, ranged 1, command 3 (wounded 6/3/1/2);
// Xena defence 7, melee 4, ranged 3 (wounded 6/3/2).
#include "cgs_test.hpp"

using namespace cgs_test;

namespace {

State duel(const std::string& xena_cell, const std::string& phase = "combat") {
    return edit(arena(), [&](nlohmann::json& j) {
        piece_json(j, "xena")["cell"] = xena_cell;
        j["phase"] = phase;
    });
}

}  // namespace

TEST_CASE("CGS combat: melee in the same or a neighbouring hex, not across water or a wall (D3.12, B1.14, B1.15)") {
    State s = duel("1.6");
    const Piece& h = *s.piece("hercules");
    auto at = [&](const std::string& cell) {
        return edit(s, [&](nlohmann::json& j) { piece_json(j, "xena")["cell"] = cell; });
    };
    CHECK(s.in_range(h, *s.piece("xena"), false));
    CHECK(at("1.0").in_range(*at("1.0").piece("hercules"), *at("1.0").piece("xena"), false));  // same hex
    State water = at("1.3"), wall = at("1.4");
    CHECK(!water.in_range(*water.piece("hercules"), *water.piece("xena"), false));
    CHECK(water.in_range(*water.piece("hercules"), *water.piece("xena"), true));  // shooting over water is fine
    CHECK(!wall.in_range(*wall.piece("hercules"), *wall.piece("xena"), false));
    CHECK(!wall.in_range(*wall.piece("hercules"), *wall.piece("xena"), true));  // nothing across a wall
}

TEST_CASE("CGS combat: ranged up to two hexes, not over a wall (D3.12, B1.15)") {
    // 1.4 lies behind the centre's wall; 1.1 is straight across the centre from it.
    State s = edit(arena(), [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "1.4";
        piece_json(j, "xena")["cell"] = "1.1";
        j["phase"] = "combat";
    });
    REQUIRE(s.map().distance(*parse_cell("1.4"), *parse_cell("1.1")) == 2);
    CHECK(!s.in_range(*s.piece("hercules"), *s.piece("xena"), true));
    // 1.3 to 1.6 across the centre crosses water only: a shot is allowed, a blow is not.
    State w = edit(s, [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "1.3";
        piece_json(j, "xena")["cell"] = "1.6";
    });
    CHECK(w.in_range(*w.piece("hercules"), *w.piece("xena"), true));
    CHECK(!w.in_range(*w.piece("hercules"), *w.piece("xena"), false));
    CHECK(legal(w, "attack hercules xena ranged"));
    CHECK(!legal(w, "attack hercules xena melee"));
    // Three hexes is too far.
    CellId far = -1;
    for (CellId c = 0; c < kCells; ++c)
        if (w.map().revealed(c) && w.map().distance(*parse_cell("1.3"), c) == 3) far = c;
    REQUIRE(far >= 0);
    State f = edit(w, [&](nlohmann::json& j) { piece_json(j, "xena")["cell"] = cell_name(far); });
    CHECK(!f.in_range(*f.piece("hercules"), *f.piece("xena"), true));
}

TEST_CASE("CGS combat: a forest adds one to defence against ranged attacks (B1.18)") {
    State s = duel("1.2");  // forest
    const Piece& x = *s.piece("xena");
    CHECK(s.defence_against(x, true) == 8);
    CHECK(s.defence_against(x, false) == 7);
}

TEST_CASE("CGS combat: the forest's +1 counts in the roll of a ranged attack, not of a blow (B1.18)") {
    // Xena in the forest (1.2) next to Hercules (1.0); Hercules ranged 1, melee 4.
    State shot = rigged(duel("1.2"), {6 - 1, 1});
    act(shot, "attack hercules xena ranged");
    CHECK(logged(shot, "Hercules rolls for the attack on Xena: ranged 1 + a roll of 5 = 6 against defence 7 +1 (forest) = 8. Xena holds."));
    State blow = rigged(duel("1.2"), {4, 1});
    act(blow, "attack hercules xena melee");
    CHECK(logged(blow, "Hercules rolls for the attack on Xena: melee 4 + a roll of 4 = 8 against defence 7. Xena is hit."));
}

TEST_CASE("CGS combat: in a cave ranged combat reaches only neighbours (B1.22); none into or out of Olympus (C2.32)") {
    State s = edit(arena(), [](nlohmann::json& j) {
        slot_json(j, 7) = {{"tile", "cyclops_cave"}, {"turn", 0}, {"revealed", true}, {"link", "4.3"}, {"exit", 1}};
        j["cave_pile"] = {"underworld_passage"};
        piece_json(j, "hercules")["cell"] = "c1.1";
        piece_json(j, "xena")["cell"] = "c1.6";
    });
    REQUIRE(s.map().distance(*parse_cell("c1.1"), *parse_cell("c1.6")) == 1);
    CHECK(s.in_range(*s.piece("hercules"), *s.piece("xena"), true));
    State two = edit(s, [](nlohmann::json& j) { piece_json(j, "xena")["cell"] = "c1.4"; });
    REQUIRE(two.map().distance(*parse_cell("c1.1"), *parse_cell("c1.4")) == 2);
    CHECK(!two.in_range(*two.piece("hercules"), *two.piece("xena"), true));
    // Entrance and exit are neighbours (B1.22).
    State link = edit(s, [](nlohmann::json& j) { piece_json(j, "xena")["cell"] = "4.3"; });
    CHECK(link.in_range(*link.piece("hercules"), *link.piece("xena"), false));
    CHECK(link.in_range(*link.piece("hercules"), *link.piece("xena"), true));
    // Olympus: from its ring into the centre, neither way.
    State o = edit(arena(), [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "0.0";
        piece_json(j, "xena")["cell"] = "0.2";
    });
    CHECK(!o.in_range(*o.piece("hercules"), *o.piece("xena"), false));
    CHECK(!o.in_range(*o.piece("xena"), *o.piece("hercules"), true));
    State both = edit(o, [](nlohmann::json& j) { piece_json(j, "xena")["cell"] = "0.0"; });
    CHECK(both.in_range(*both.piece("xena"), *both.piece("hercules"), false));
}

TEST_CASE("CGS combat: the roll must beat the defence; a defender not defeated strikes back (D3.11)") {
    State s = rigged(duel("1.6"), {3, 4});
    act(s, "attack hercules xena melee");
    // Hercules melee 4 + 3 = 7: not more than Xena's defence 7.
    CHECK(logged(s, "Hercules rolls for the attack on Xena: melee 4 + a roll of 3 = 7 against defence 7. Xena holds."));
    CHECK(!s.piece("xena")->wounded);
    // Xena's counter-attack, her best way (melee 4 against 7, rather than ranged 3): 4 + 4 = 8 > 7.
    CHECK(logged(s, "Xena counter-attacks Hercules in melee: 4 + a roll of 4 = 8 against defence 7. Hercules is hit."));
    CHECK(s.piece("hercules")->wounded);
    CHECK(s.value(*s.piece("hercules"), Stat::Melee) == 3);  // its wounded side
    CHECK(s.piece("hercules")->acted);
}

TEST_CASE("CGS combat: the action die's logo is a hit whatever the numbers (B4.1); no counter to a counter") {
    State s = rigged(duel("1.6"), {6, 6});
    act(s, "attack hercules xena melee");
    CHECK(logged(s, "Hercules rolls for the attack on Xena: melee 4, and the die shows the logo, which always hits. Xena is hit."));
    CHECK(s.piece("xena")->wounded);
    CHECK(logged(s, "Xena counter-attacks Hercules in melee: 3, and the die shows the logo, which always hits. Hercules is hit."));
    CHECK(s.piece("hercules")->wounded);
    int counters = 0;
    for (const std::string& l : s.log()) counters += l.find(" counter-attacks ") != std::string::npos;
    CHECK(counters == 1);
}

TEST_CASE("CGS combat: a wounded main character hit again goes back to its camp unwounded (D3.11)") {
    State s = rigged(edit(duel("1.6"), [](nlohmann::json& j) { piece_json(j, "xena")["wounded"] = true; }), {6});
    act(s, "attack hercules xena melee");
    CHECK(logged(s, "Xena is defeated."));
    const Piece& x = *s.piece("xena");
    CHECK(x.cell == s.teams()[1].camp);
    CHECK(!x.wounded);
    for (const std::string& l : s.log()) CHECK(l.find(" counter-attacks ") == std::string::npos);  // defeated: no counter
}

TEST_CASE("CGS combat: a defeated character card is discarded with its cards (D3.11)") {
    State s = rigged(edit(duel("4.6"), [](nlohmann::json& j) {
                         add_ally(j, 1, "village_militia", "1.6");
                         equip(j, "village_militia", "shield");
                     }),
                     {6});
    act(s, "attack hercules village_militia melee");
    CHECK(s.piece("village_militia") == nullptr);
    std::vector<std::string> top;
    for (CardId c : s.discard_pile().top_first()) top.push_back(content()->card_def(c).key);
    CHECK(std::find(top.begin(), top.end(), "village_militia") != top.end());
    CHECK(std::find(top.begin(), top.end(), "shield") != top.end());
}

TEST_CASE("CGS combat: support adds one each (D3.21, Draco and Hercules)") {
    // The giant (our counter: defence 7, melee 5) stands next to Hercules and Draco.
    State s = rigged(edit(duel("4.6"), [](nlohmann::json& j) {
                         add_ally(j, 0, "draco", "1.0");
                         add_counter(j, "giant", "1.6");
                     }),
                     {3, 1});
    CHECK(legal(s, "attack hercules giant melee"));
    CHECK(legal(s, "attack hercules giant melee with draco"));
    act(s, "attack hercules giant melee with draco");
    // 4 + 3 + 1 = 8 > 7: without Draco it would have been 7.
    CHECK(logged(s, "Hercules rolls for the attack on Giant: melee 4 + a roll of 3 + support 1 = 8 against defence 7. Giant is hit."));
    CHECK(s.piece("giant")->wounded);
    CHECK(s.piece("draco")->acted);  // support is Draco's action (D3.2)
    // Draco has acted: he cannot attack too.
    for (const Action& a : s.legal_actions()) CHECK(a.a != "draco");
}

TEST_CASE("CGS combat: only a character able to attack the target may support it (D3.2)") {
    State s = edit(duel("4.6"), [](nlohmann::json& j) {
        add_ally(j, 0, "draco", "1.0");
        add_counter(j, "giant", "1.6");
    });
    CHECK(legal(s, "attack hercules giant melee with draco"));
    State far = edit(s, [](nlohmann::json& j) { piece_json(j, "draco")["cell"] = "4.6"; });
    REQUIRE(far.map().distance(*parse_cell("4.6"), *parse_cell("1.6")) > 2);
    CHECK(legal(far, "attack hercules giant melee"));
    CHECK(!legal(far, "attack hercules giant melee with draco"));
}

TEST_CASE("CGS combat: no more supporters than the attacker's command (D3.22)") {
    State s = edit(arena(1, {{"characters", "salmoneus+autolycus+iolaus,xena"}}), [](nlohmann::json& j) {
        add_counter(j, "giant", "1.6");
        j["phase"] = "combat";
    });
    // Salmoneus: command 1.
    CHECK(legal(s, "attack salmoneus giant melee with autolycus"));
    CHECK(legal(s, "attack salmoneus giant melee with iolaus"));
    CHECK(!legal(s, "attack salmoneus giant melee with autolycus,iolaus"));
    // Iolaus: command 2.
    CHECK(legal(s, "attack iolaus giant melee with salmoneus,autolycus"));
}

TEST_CASE("CGS combat: a creature counter defeated pays its value in dinars and goes back to its stack (D3.41)") {
    State s = rigged(edit(duel("4.6"), [](nlohmann::json& j) { add_counter(j, "wolf", "1.6"); }), {5});
    const int before = s.seats()[0].dinars;
    const std::size_t stack = s.creature_stack(1).size();
    act(s, "attack hercules wolf melee");
    CHECK(s.piece("wolf") == nullptr);
    CHECK(s.seats()[0].dinars == before + 1);
    CHECK(s.creature_stack(1).size() == stack + 1);
}

TEST_CASE("CGS combat: the creature phase sends one creature against another player's character (D4)") {
    State s = edit(duel("1.6", "creature"), [](nlohmann::json& j) { add_counter(j, "wolf", "1.6"); });
    CHECK(legal(s, "creature wolf xena"));
    CHECK(!legal(s, "creature wolf hercules"));  // not against one's own
    s = rigged(s, {5, 1});
    act(s, "creature wolf xena");
    // The wolf: melee 2 + 5 = 7, not more than Xena's 7; her counter: 4 + 1 = 5 > 4.
    CHECK(logged(s, "Wolf rolls for the attack on Xena: melee 2 + a roll of 5 = 7 against defence 7. Xena holds."));
    CHECK(s.piece("wolf") == nullptr);
    CHECK(s.seats()[1].dinars == 3 + 1);  // the reward goes to Xena's player (D3.41)
    // One creature attack, then the turn passes.
    CHECK(s.to_move() == 1);
}
