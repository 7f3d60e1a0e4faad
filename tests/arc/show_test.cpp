// Three players: a card of your hand may be shown, but only to everybody ("show NAME"). The move
// is free, keeps the decision with the same player, is offered once per copy, and makes the card
// known to all (views, JSON, sampled worlds) until it leaves the hand.
#include <set>

#include "ai/ismcts.hpp"
#include "arc_test.hpp"

using namespace arct;
using nlohmann::json;

namespace {

// P1 to act in its main step, before its resource; P2 and P3 with hands of their own.
const char* kThree = R"({"players":3, "active":1, "resource_played":false, "seed":3,
    "p1":{"hand":["Cyclops","Festival","Satyr Hollow"],"resources":["Wedding Feast","Satyr Hollow","Wedding Feast","Satyr Hollow"],
          "characters":["Argonaut"]},
    "p2":{"hand":["Hercules","Wedding Feast"],"characters":["Cyclops"]},
    "p3":{"hand":["Festival"]}})";

Words shows(const State& s) {
    Words out;
    for (const Action& a : s.legal_actions())
        if (a.kind == Action::Kind::Show) out.push_back(a.card);
    return out;
}

// What `seat` (0-based) sees of player n's hand, sorted: names, "?" for a hidden card.
Words seen_hand(const State& s, int seat, int n) {
    Words out;
    const View v = s.view_for(seat);
    for (const Card& c : v.board.p[static_cast<std::size_t>(n - 1)].hand)
        out.push_back(c.id == kUnknown ? "?" : s.db()[c.id].name);
    std::sort(out.begin(), out.end());
    return out;
}

int known_in_hand(const State& s, int n) {
    int k = 0;
    for (const Card& c : player(s, n).hand) k += c.known;
    return k;
}

}  // namespace

TEST_CASE("show: offered in three-player games for each card of your own hand, beside your decision") {
    State s = pos(kThree);
    REQUIRE(s.current_player() == 0);
    CHECK(shows(s) == Words{"Cyclops", "Festival", "Satyr Hollow"});
    // Another player's card, or one not held, is not yours to show.
    CHECK_FALSE(legal(s, "show Hercules"));
    CHECK_THROWS_AS(s.apply(*Action::parse("show Hercules")), std::invalid_argument);
    CHECK_FALSE(legal(s, "show Argonaut"));  // in play, not in the hand
    CHECK(Action::parse("show Cyclops")->to_string() == "show Cyclops");
    CHECK_FALSE(Action::parse("show").has_value());
}

TEST_CASE("show: not in a two-player game") {
    State s = pos(R"({"players":2, "active":1, "resource_played":false,
        "p1":{"hand":["Cyclops","Festival","Satyr Hollow"],"resources":["Wedding Feast"]},
        "p2":{"hand":["Hercules"]}})");
    CHECK(shows(s).empty());
    CHECK_THROWS_AS(s.apply(Action::show("Cyclops")), std::invalid_argument);
    // Nor for the defender of an attack.
    State t = pos(R"({"players":2, "active":1, "p1":{"characters":["Argonaut"]},
        "p2":{"hand":["Hercules"],"characters":["Cyclops"]}})");
    act(t, "attack with Argonaut");
    act(t, "done");
    REQUIRE(t.current_player() == 1);
    CHECK(shows(t).empty());
}

TEST_CASE("show: free, the same player decides again, and the log says it to everybody") {
    State s = pos(kThree);
    const Board before = s.board();
    std::vector<Action> others;
    for (const Action& a : s.legal_actions())
        if (a.kind != Action::Kind::Show) others.push_back(a);
    act(s, "show Cyclops");
    CHECK(s.current_player() == 0);
    CHECK(s.board().step == before.step);
    CHECK(s.board().resource_step);  // showing is not "something else done" before the resource
    CHECK(legal(s, "resource Satyr Hollow"));
    CHECK(s.board().log.back() == "P1 shows Cyclops to everybody.");
    // Everything else is as it was, and so are the other moves.
    std::vector<Action> after;
    for (const Action& a : s.legal_actions())
        if (a.kind != Action::Kind::Show) after.push_back(a);
    CHECK(after == others);
    Board b = s.board();
    b.log = before.log;
    for (Card& c : b.p[0].hand) c.known = false;
    CHECK(b == before);
    // Offered once: a card everybody knows is not shown again.
    CHECK(shows(s) == Words{"Festival", "Satyr Hollow"});
    CHECK_FALSE(legal(s, "show Cyclops"));
    act(s, "show Festival");
    act(s, "show Satyr Hollow");
    CHECK(shows(s).empty());
    CHECK(known_in_hand(s, 1) == 3);
}

TEST_CASE("show: two copies are shown one at a time") {
    State s = pos(R"({"players":3, "active":1, "p1":{"hand":["Cyclops","Cyclops"]}, "p2":{}, "p3":{}})");
    act(s, "show Cyclops");
    CHECK(known_in_hand(s, 1) == 1);
    CHECK(seen_hand(s, 1, 1) == Words{"?", "Cyclops"});
    act(s, "show Cyclops");
    CHECK(known_in_hand(s, 1) == 2);
    CHECK(shows(s).empty());
}

TEST_CASE("show: the defender may show while it decides; the third player never has the move") {
    State s = pos(R"({"players":3, "active":1, "p1":{"characters":["Argonaut"],"hand":["Festival"]},
        "p2":{"hand":["Hercules"],"characters":["Cyclops"]}, "p3":{"hand":["Zeus"]}})");
    act(s, "attack with Argonaut");
    act(s, "done");
    REQUIRE(s.current_player() == 1);
    REQUIRE(s.board().step == Step::Block);
    CHECK(shows(s) == Words{"Hercules"});
    act(s, "show Hercules");
    CHECK(s.current_player() == 1);
    CHECK(s.board().step == Step::Block);
    CHECK(legal(s, "block Argonaut with Cyclops"));
    for (const Action& a : s.legal_actions()) CHECK(a.card != "Zeus");
}

TEST_CASE("show: a shown card is in every other seat's view and JSON view; the others stay hidden") {
    State s = pos(kThree);
    CHECK(seen_hand(s, 1, 1) == Words{"?", "?", "?"});
    act(s, "show Cyclops");
    for (int seat : {1, 2}) {
        CAPTURE(seat);
        CHECK(seen_hand(s, seat, 1) == Words{"?", "?", "Cyclops"});
        int named = 0, hidden = 0;
        const json view = s.view_json(seat);
        for (const json& c : view["p"][0]["hand"]) {
            if (c.is_null()) {
                ++hidden;
            } else {
                CHECK(c == json{{"card", "Cyclops"}, {"known", true}});
                ++named;
            }
        }
        CHECK(named == 1);
        CHECK(hidden == 2);
    }
    CHECK(seen_hand(s, 0, 1) == Words{"Cyclops", "Festival", "Satyr Hollow"});
    // The others' hands are as hidden as before.
    CHECK(seen_hand(s, 0, 2) == Words{"?", "?"});
}

TEST_CASE("show: the card is known only while it stays in the hand") {
    SUBCASE("put in play as a resource, the one known copy goes") {
        State s = pos(R"({"players":3, "active":1, "resource_played":false, "p1":{"hand":["Satyr Hollow","Satyr Hollow"]}, "p2":{}, "p3":{}})");
        // The second copy is the known one (as after a card came back to the hand).
        s.board_for_tests().p[0].hand[1].known = true;
        act(s, "resource Satyr Hollow");
        CHECK(known_in_hand(s, 1) == 0);
        CHECK(seen_hand(s, 1, 1) == Words{"?"});
    }
    SUBCASE("played, the one known copy goes") {
        State s = pos(R"({"players":3, "active":1, "p1":{"hand":["Cyclops","Cyclops"],
            "resources":["Wedding Feast","Satyr Hollow","Wedding Feast","Satyr Hollow"]}, "p2":{}, "p3":{}})");
        s.board_for_tests().p[0].hand[1].known = true;
        act(s, "play Cyclops [GGGG]");
        CHECK(chars(s, 1) == Words{"Cyclops"});
        // Nobody can tell which copy was played: the Cyclops left in the hand is not known.
        CHECK(known_in_hand(s, 1) == 0);
        CHECK(seen_hand(s, 1, 1) == Words{"?"});
        CHECK(shows(s) == Words{"Cyclops"});
    }
    SUBCASE("discarded at random, a copy known to all goes first") {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            CAPTURE(seed);
            State s = pos(R"({"players":3, "active":1, "seed":)" + std::to_string(seed) + R"(,
                "p1":{"hand":["Cyclops","Cyclops","Hired Warrior"],"resources":["Warlord Camp"]}, "p2":{}, "p3":{}})");
            act(s, "show Cyclops");
            act(s, "play Hired Warrior [R]");  // its owner discards a card at random: a Cyclops
            REQUIRE(hand(s, 1) == Words{"Cyclops"});
            CHECK(known_in_hand(s, 1) == 0);
            CHECK(seen_hand(s, 2, 1) == Words{"?"});
        }
    }
}

TEST_CASE("show: a save keeps what was shown, and a save with nothing shown loads as before") {
    State s = pos(kThree);
    act(s, "show Festival");
    const json j = s.to_json();
    int marked = 0;
    for (const json& c : j["board"]["p"][0]["hand"]) marked += c.is_object() && c.value("known", false);
    CHECK(marked == 1);
    State t = State::from_json(json::parse(j.dump()));
    CHECK(t == s);
    CHECK(seen_hand(t, 2, 1) == Words{"?", "?", "Festival"});
    CHECK(shows(t) == Words{"Cyclops", "Satyr Hollow"});
    // A hand of plain names (every save written before showing existed) loads with nothing known.
    json old = pos(kThree).to_json();
    for (const json& c : old["board"]["p"][0]["hand"]) REQUIRE(c.is_string());
    State u = State::from_json(old);
    CHECK(known_in_hand(u, 1) == 0);
    CHECK(shows(u) == Words{"Cyclops", "Festival", "Satyr Hollow"});
}

TEST_CASE("show: the worlds the strong player samples keep a shown card in its owner's hand") {
    State s = pos(kThree);
    act(s, "show Cyclops");
    Rng rng(8);
    std::set<Words> p1_hands;
    for (int k = 0; k < 60; ++k) {
        // P2 samples: P1's Cyclops is always there, known; P1's other two cards are dealt.
        State w = State::sample_world(s.view_for(1), 1, rng);
        REQUIRE(w.check_invariants() == "");
        REQUIRE(w.view_for(1) == s.view_for(1));
        int known_cyclops = 0;
        for (const Card& c : w.board().p[0].hand) known_cyclops += c.known && w.db()[c.id].name == "Cyclops";
        CHECK(known_cyclops == 1);
        p1_hands.insert(hand(w, 1));
    }
    CHECK(p1_hands.size() > 1);  // while the hidden two vary
}

TEST_CASE("show: the computer players never show, so their turns go on") {
    State s = pos(kThree);
    REQUIRE_FALSE(shows(s).empty());
    // Nothing to do but end the turn: a show would score the same, and still is not taken.
    State idle = pos(R"({"players":3, "active":1, "p1":{"hand":["Cyclops"]}, "p2":{}, "p3":{}})");
    REQUIRE(idle.legal_actions() == std::vector<Action>{Action::end_turn(), Action::show("Cyclops")});
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng r(seed);
        CHECK(heuristic_action(idle, r) == Action::end_turn());
        CHECK(heuristic_action(idle.view_for(0), r) == Action::end_turn());
        CHECK(rollout_action(s, r, 1.0).kind != Action::Kind::Show);  // always the random move
    }
    for (const Action& a : heuristic_ranking(s, 0)) CHECK(a.kind != Action::Kind::Show);
    SearchSettings st;
    st.time_ms = 0;
    st.iterations = 200;
    Rng r(5);
    CHECK(search_action(s, r, st).kind != Action::Kind::Show);
    // A decision with one move besides the shows is forced: no search is run.
    State t = pos(R"({"players":3, "active":1, "p1":{"characters":["Argonaut"],"hand":["Festival"]},
        "p2":{"hand":["Hercules"],"characters":["*Cyclops"]}, "p3":{}})");
    act(t, "attack with Argonaut");
    REQUIRE(t.legal_actions() == std::vector<Action>{Action::done(), Action::show("Festival")});
    ai::SearchStats stats;
    stats.iterations = -1;
    CHECK(search_action(t, r, st, &stats) == Action::done());
    CHECK(stats.iterations == 0);
}
