// D2.3-D2.4 and D3.3: indicators wake when a character enters; creature counters and rule
// counters; surprise attacks; encounter cards (special, creature, other); overcoming an
// indicator, banners and taking one over; winning on Olympus (C2.4).
// proving_lair at position 4: 4.0 encounter 3, 4.1 creature 1, 4.5 creature 2; Hercules starts
// next to them on 4.6 in these tests.
#include "cgs_test.hpp"

using namespace cgs_test;

namespace {

State at_lair(const std::function<void(nlohmann::json&)>& more = {}) {
    return edit(arena(), [&](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "4.6";
        piece_json(j, "xena")["cell"] = "1.0";
        j["teams"][1]["camp"] = "1.0";  // out of the way
        if (more) more(j);
    });
}

void stack_top(nlohmann::json& j, int n, const std::vector<std::string>& top_last) {
    auto& st = j["stacks"][std::to_string(n)];
    for (const std::string& k : top_last) {
        for (std::size_t i = 0; i < st.size(); ++i)
            if (st[i] == k) {
                st.erase(i);
                break;
            }
        st.push_back(k);
    }
}

}  // namespace

TEST_CASE("CGS encounters: a creature indicator brings a counter of its number, which attacks at once (D2.34, D2.41)") {
    State s = rigged(at_lair([](nlohmann::json& j) { stack_top(j, 1, {"wolf"}); }), {1, 5});
    act(s, "move hercules 4.1");
    CHECK(logged(s, "Hercules activates the creature indicator 1 on " + where(s, *parse_cell("4.1")) + "."));
    CHECK(logged(s, "A Wolf appears on " + where(s, *parse_cell("4.1")) + "."));
    // The surprise attack (wolf melee 2 + 1), Hercules' counter (4 + 5 > 4).
    CHECK(logged(s, "Wolf rolls for the attack on Hercules: melee 2 + a roll of 1 = 3 against defence 7. Hercules holds."));
    CHECK(logged(s, "Hercules counter-attacks Wolf in melee: 4 + a roll of 5 = 9 against defence 4. Wolf is hit."));
    CHECK(s.piece("wolf") == nullptr);
    CHECK(s.seats()[0].dinars == 3 + 1);
    // Meeting an indicator ends the move (see RULINGS).
    CHECK(s.piece("hercules")->moved);
}

TEST_CASE("CGS encounters: no new creature while one stands there; banners keep their own out (D2.32, D2.33)") {
    State s = at_lair([](nlohmann::json& j) { add_counter(j, "giant_snake", "4.1"); });
    const std::size_t stack = s.creature_stack(1).size();
    s = rigged(s, {1, 1});
    act(s, "move hercules 4.1");
    CHECK(!logged(s, "activates"));
    CHECK(s.creature_stack(1).size() == stack);
    // Its own banner: the indicator stays asleep for that player...
    State own = at_lair([](nlohmann::json& j) { j["banners"]["4.1"] = 0; });
    act(own, "move hercules 4.1");
    CHECK(!logged(own, "activates"));
    CHECK(!own.piece("hercules")->moved);
    // ...but not for another.
    State other = rigged(at_lair([](nlohmann::json& j) {
                             j["banners"]["4.1"] = 1;
                             stack_top(j, 1, {"wolf"});
                         }),
                         {1, 1});
    act(other, "move hercules 4.1");
    CHECK(logged(other, "activates the creature indicator"));
}

TEST_CASE("CGS encounters: a rule counter draws more; a lair lets the victor place a banner (D2.34)") {
    // Stack 2: the lair, then a gryphon (defence 5, melee 3). Hercules is on 4.6, next to 4.5.
    State s = rigged(at_lair([](nlohmann::json& j) { stack_top(j, 2, {"gryphon", "lair_2"}); }), {1, 6});
    act(s, "move hercules 4.5");
    CHECK(logged(s, "Lair, a rule counter, comes up"));
    CHECK(logged(s, "A Gryphon appears on " + where(s, *parse_cell("4.5")) + "."));
    // Gryphon's attack fails, Hercules' counter shows the logo: defeated, banner on the lair.
    CHECK(s.piece("gryphon") == nullptr);
    CHECK(s.banner(*parse_cell("4.5")) == 0);
    CHECK(s.banner_total(0) == 2);
    // The rule counter went back with its creature.
    std::vector<std::string> stack2;
    for (auto x : s.creature_stack(2).bottom_first()) stack2.push_back(content()->creatures[static_cast<std::size_t>(x)].key);
    CHECK(std::count(stack2.begin(), stack2.end(), "lair_2") == 1);
    CHECK(std::count(stack2.begin(), stack2.end(), "gryphon") == 1);
}

TEST_CASE("CGS encounters: a pack brings two creatures, each with a surprise attack (D2.34)") {
    State s = rigged(at_lair([](nlohmann::json& j) { stack_top(j, 1, {"wolf", "brigand", "pack"}); }), {1, 1});
    act(s, "move hercules 4.1");
    CHECK(logged(s, "Pack, a rule counter, comes up: 2 more counters are drawn."));
    CHECK(logged(s, "A Brigand appears on " + where(s, *parse_cell("4.1")) + "."));
    CHECK(logged(s, "A Wolf appears on " + where(s, *parse_cell("4.1")) + "."));
    CHECK(logged(s, "Brigand rolls for the attack on Hercules: melee 2 + a roll of 1"));
    CHECK(logged(s, "Wolf rolls for the attack on Hercules: melee 2 + a roll of"));
}

TEST_CASE("CGS encounters: special cards are followed and another drawn; other encounters wait (D2.35)") {
    State s = at_lair([](nlohmann::json& j) {
        top_of(j, "encounter", "lost_child");
        top_of(j, "encounter", "hidden_cache");
    });
    act(s, "move hercules 4.0");
    CHECK(logged(s, "Hercules meets a special card: Hidden Cache."));
    CHECK(s.seats()[0].dinars == 3 + 2);
    CHECK(logged(s, "Hercules faces Lost Child (value 1)."));
    const Site* site = s.site(*parse_cell("4.0"));
    REQUIRE(site);
    CHECK(content()->card_def(site->current).key == "lost_child");
    CHECK(s.piece("hercules")->moved);
}

namespace {

// Takes a card out of a pile of the saved state (to lay it somewhere else).
void take(nlohmann::json& j, const std::string& pile, const std::string& key) {
    auto& p = j[pile];
    for (std::size_t i = 0; i < p.size(); ++i)
        if (p[i] == key) {
            p.erase(i);
            return;
        }
    FAIL("no " << key << " in " << pile);
}

// An encounter site with cards already beaten and one waiting (a creature card gets its piece).
void site(nlohmann::json& j, const std::string& cell, const std::vector<std::string>& beaten, const std::string& current) {
    nlohmann::json b = nlohmann::json::array();
    for (const std::string& k : beaten) {
        take(j, "encounter", k);
        b.push_back(k);
    }
    take(j, "encounter", current);
    int creature = -1;
    if (content()->card_def(*content()->card(current)).type == CardType::Creature) {
        creature = j["next_uid"].get<int>();
        j["next_uid"] = creature + 1;
        j["pieces"].push_back({{"uid", creature}, {"kind", "creature"}, {"def", current}, {"seat", -1}, {"name", current},
                               {"cell", cell}, {"wounded", false}, {"cards", nlohmann::json::array()},
                               {"rules", nlohmann::json::array()}, {"home", cell}, {"moves_used", 0}, {"road_used", false},
                               {"moved", false}, {"acted", false}});
    }
    j["sites"].push_back({{"cell", cell}, {"beaten", b}, {"current", current}, {"creature", creature}, {"ready_turn", 0}});
}

State facing(const std::vector<std::string>& beaten, const std::string& current, const std::string& cell = "4.0",
             const std::function<void(nlohmann::json&)>& more = {}) {
    return at_lair([&](nlohmann::json& j) {
        site(j, cell, beaten, current);
        piece_json(j, "hercules")["cell"] = cell;
        j["phase"] = "combat";
        if (more) more(j);
    });
}

}  // namespace

TEST_CASE("CGS encounters: a character on a waiting encounter must try it (D2.35, D3.3); success pays its value (D3.41)") {
    State s = facing({}, "lost_child", "4.0", [](nlohmann::json& j) { top_of(j, "encounter", "sacred_grove"); });
    CHECK(!legal(s, "done"));
    CHECK(legal(s, "attempt hercules diplomacy"));
    for (const Action& a : s.legal_actions()) CHECK(a.kind == Action::Kind::Attempt);
    s = rigged(s, {5});
    act(s, "attempt hercules diplomacy");
    // Diplomacy 3 + 2 = 5, rolls 5: a success (B6.4: at most the value).
    CHECK(logged(s, "Hercules tries Lost Child with diplomacy 3 +2 (Lost Child) = 5 and rolls 5, where at most 5 succeeds. It succeeds."));
    CHECK(s.seats()[0].dinars == 3 + 1);
    // 1 of 3: the next card lies there, to be tried next turn.
    CHECK(logged(s, "The indicator on " + where(s, *parse_cell("4.0")) + " stands at 1 of 3; 2 more to go."));
    const Site* x = s.site(*parse_cell("4.0"));
    CHECK(content()->card_def(x->current).key == "sacred_grove");
    CHECK(x->beaten.size() == 1u);
    CHECK(!legal(s, "attempt hercules magic"));
    CHECK(s.banner(*parse_cell("4.0")) == -1);
}

TEST_CASE("CGS encounters: a failed attempt can cost a wound; some encounters can be paid off (D3.31)") {
    State s = rigged(facing({}, "warlords_challenge"), {6});
    act(s, "attempt hercules melee");
    CHECK(logged(s, "melee 4 +1 ("));
    CHECK(logged(s, ") = 5 and rolls 6, where at most 5 succeeds. It fails."));
    CHECK(s.piece("hercules")->wounded);
    CHECK(content()->card_def(s.site(*parse_cell("4.0"))->current).key == "warlords_challenge");

    State p = facing({}, "toll_keeper", "4.0", [](nlohmann::json& j) { top_of(j, "encounter", "lost_child"); });
    CHECK(legal(p, "attempt hercules pay"));
    act(p, "attempt hercules pay");
    CHECK(p.seats()[0].dinars == 3 - 2 + 1);
    State poor = facing({}, "toll_keeper", "4.0", [](nlohmann::json& j) { j["seats"][0]["dinars"] = 1; j["bank"] = j["bank"].get<int>() + 2; });
    CHECK(!legal(poor, "attempt hercules pay"));
}

TEST_CASE("CGS encounters: cards worth the indicator's number overcome it: a banner (D2.35, D3.32)") {
    State s = rigged(facing({"suspicious_villagers"}, "lost_child"), {1});
    act(s, "attempt hercules diplomacy");
    CHECK(s.banner(*parse_cell("4.0")) == 0);
    CHECK(logged(s, "P1 overcomes the indicator on " + where(s, *parse_cell("4.0")) + " with 3, where 3 were needed, and places a banner."));
    CHECK(s.site(*parse_cell("4.0"))->beaten.empty());
    CHECK(s.site(*parse_cell("4.0"))->current == -1);
    CHECK(s.encounter_discard().size() >= 2u);
    CHECK(s.banner_total(0) == 3);
}

TEST_CASE("CGS encounters: another's banner falls only to twice the indicator (D3.33)") {
    auto held = [](nlohmann::json& j) { j["banners"]["4.0"] = 1; };
    State s = rigged(facing({"suspicious_villagers"}, "lost_child", "4.0", held), {1});
    act(s, "attempt hercules diplomacy");
    CHECK(s.banner(*parse_cell("4.0")) == 1);
    // What is needed is said: twice the indicator, against another's banner.
    CHECK(logged(s, "The indicator on " + where(s, *parse_cell("4.0")) + " stands at 3 of 6: P2's banner lies there, so taking it needs beaten encounters "
                    "worth twice the indicator's 3; 3 more to go."));
    State t = rigged(facing({"trial_of_the_oracle"}, "lost_child", "4.0", held), {1});
    act(t, "attempt hercules diplomacy");
    CHECK(t.banner(*parse_cell("4.0")) == 0);
    CHECK(logged(t, "with 6, where 6 were needed, and places a banner, replacing another."));
}

TEST_CASE("CGS encounters: an encounter creature attacks, carries equipment, and pays when beaten (D2.35, D2.41, D3.42)") {
    State s = rigged(at_lair([](nlohmann::json& j) {
                         top_of(j, "encounter", "lost_child");
                         top_of(j, "encounter", "bandits");
                         top_of(j, "draw", "short_sword");
                     }),
                     {1, 5});
    act(s, "move hercules 4.0");
    CHECK(logged(s, "Hercules meets a creature, Bandits (value 1)."));
    CHECK(logged(s, "Bandits carries Short Sword."));
    // The bandits' surprise attack fails; Hercules' counter defeats them.
    // The sword counts for them, and the line says so.
    CHECK(logged(s, "Bandits rolls for the attack on Hercules: melee 2 +1 (Short Sword) + a roll of 1 = 4 against defence 7. Hercules holds."));
    CHECK(s.piece("bandits") == nullptr);
    CHECK(logged(s, "Hercules takes Short Sword."));
    const Piece& h = *s.piece("hercules");
    REQUIRE(h.cards.size() == 1u);
    CHECK(content()->card_def(h.cards[0].card).key == "short_sword");
    CHECK(s.value(h, Stat::Melee) == 5);
    CHECK(s.seats()[0].dinars == 3 + 1);
    // 1 of 3: the next card waits.
    CHECK(content()->card_def(s.site(*parse_cell("4.0"))->current).key == "lost_child");
}

TEST_CASE("CGS encounters: a creature beaten away from its hex still counts for the victor (D2.35)") {
    // P1 sends the boar of 4.0 against Xena next door; her counter-attack beats it: 2 + 2 >= 3.
    State s = facing({"suspicious_villagers"}, "giant_boar", "4.0", [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "1.0";
        piece_json(j, "xena")["cell"] = "4.6";
        j["phase"] = "creature";
    });
    s = rigged(s, {1, 6});
    act(s, "creature giant_boar xena");
    CHECK(s.piece("giant_boar") == nullptr);
    CHECK(s.banner(*parse_cell("4.0")) == 1);
    CHECK(s.seats()[1].dinars == 3 + 2);
}

TEST_CASE("CGS encounters: the first to overcome Olympus's indicator wins (C2.4)") {
    State s = rigged(facing({"trial_of_the_oracle"}, "lost_child", "0.0"), {1});
    act(s, "attempt hercules diplomacy");
    CHECK(s.is_terminal());
    CHECK(s.winner() == 0);
    CHECK(s.winning_team() == 0);
    CHECK(logged(s, "P1 wins the game on Olympus!"));
    CHECK(s.legal_actions().empty());
}

TEST_CASE("CGS encounters: after a win from afar a special card meets nobody and is set aside (see RULINGS)") {
    State s = facing({}, "giant_boar", "4.0", [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "1.0";
        piece_json(j, "xena")["cell"] = "4.6";
        j["phase"] = "creature";
        top_of(j, "encounter", "lost_child");
        top_of(j, "encounter", "hidden_cache");
    });
    s = rigged(s, {1, 6});
    act(s, "creature giant_boar xena");
    CHECK(logged(s, "A special card, Hidden Cache, is set aside: nobody meets it on " + where(s, *parse_cell("4.0")) + "."));
    CHECK(s.seats()[1].dinars == 3 + 2);  // the boar's value, not the cache
    CHECK(content()->card_def(s.site(*parse_cell("4.0"))->current).key == "lost_child");
    CHECK(s.banner(*parse_cell("4.0")) == -1);
}
