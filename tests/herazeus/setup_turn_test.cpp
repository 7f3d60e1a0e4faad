// Preparation and the shape of a turn (rulebook: "preparation", "the playing field",
// "playing the game", actions 1 and 2).
#include <set>

#include "hz_test.hpp"

using namespace hz;

TEST_CASE("a new game deals 9 cards each and never leaves a hostage in a hand") {
    bool shown = false;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o);
        REQUIRE(s.check_invariants() == "");
        const Board& b = s.board();
        CHECK(b.phase == Phase::Opening);
        CHECK(b.to_move == kHera);  // nobody at this table has been to a Greek restaurant
        for (int side = 0; side < 2; ++side) {
            CHECK(b.side[side].hand.size() == 9);
            CHECK(b.side[side].deck.size() == 34);
            CHECK(b.side[side].hostage_in_deck);
            for (const Card& c : b.side[side].hand) CHECK(s.cards().power(c.type) != Power::Hostage);
        }
        for (const Event& e : b.events)
            if (e.kind == EventKind::HostageShown) {
                shown = true;
                CHECK(s.cards().power(e.a) == Power::Hostage);
                // The hostage dealt is shown to both players.
                CHECK(s.view_json(1 - e.seat).dump().find(s.cards().full_name(e.a)) != std::string::npos);
            }
    }
    CHECK(shown);  // 9 of 43 cards: about one deal in five shows a hostage
}

TEST_CASE("options: who begins, the turn cap, and errors") {
    GameOptions o;
    o.values["first"] = "zeus";
    CHECK(State::new_game(o).current_player() == kZeus);
    o.values["first"] = "poseidon";
    CHECK_THROWS_AS(State::new_game(o), OptionError);
    o.values.clear();
    o.values["max_turns"] = "5";
    CHECK_THROWS_AS(State::new_game(o), OptionError);
    o.values.clear();
    o.values["colour"] = "violet";
    CHECK_THROWS_AS(State::new_game(o), OptionError);
}

TEST_CASE("the opening row: 3 cards face down, one per column, Hera first, then Zeus") {
    GameOptions o;
    o.seed = 7;
    State s = State::new_game(o);
    for (const Action& a : s.legal_actions()) {
        CHECK(a.kind == Action::Kind::Play);
        CHECK(a.pos == 1);
        // Mythology cards with no number never go to the table.
        CHECK(s.cards().playable_to_table(*s.cards().from_token(a.card, kHera)));
    }
    for (int i = 0; i < 3; ++i) {
        CHECK(s.current_player() == kHera);
        act(s, s.legal_actions().front().to_string());
    }
    CHECK(s.current_player() == kZeus);
    // Zeus sees three face-down cards and not what they are.
    View zv = s.view_for(kZeus);
    for (int c = 0; c < 3; ++c) {
        REQUIRE(zv.board.side[kHera].field[c].size() == 1);
        CHECK(zv.board.side[kHera].field[c][0].type == kUnknown);
    }
    for (int i = 0; i < 3; ++i) act(s, s.legal_actions().back().to_string());
    CHECK(s.board().phase == Phase::Play);
    CHECK(s.current_player() == kHera);
    CHECK(s.board().turn == 1);
    CHECK(s.board().ap_total == 3);
    CHECK(s.board().side[kHera].hand.size() == 6);
}

TEST_CASE("an opening hand short of table cards lays what it can") {
    State s = pos(R"({"phase":"opening","to_move":"hera",
        "hera":{"hand":["hydra","sirens","hades","hades","dionysus","dionysus","persephone","hera","hera"]},
        "zeus":{"hand":["giant","giant","giant","cyclops"]}})");
    act(s, "play hydra col2 pos1");
    CHECK(s.current_player() == kZeus);  // Hera has no more table cards
    act(s, "play giant col1 pos1");
    act(s, "play giant col2 pos1");
    act(s, "play cyclops col3 pos1");
    CHECK(s.board().phase == Phase::Play);
    CHECK(s.current_player() == kHera);
    CHECK(s.board().ap_total == 1);  // one column, one action point
}

TEST_CASE("action points: one per column held at the start of the turn, four with the figure") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],[],["harpy","furies"]]},"zeus":{"field":[["giant"]]}})");
    CHECK(s.board().ap_total == 2);
    State f = pos(R"({"to_move":"hera","hera":{"field":[["figure","hydra"],[],[]]},"zeus":{"field":[["giant"]]}})");
    CHECK(f.board().ap_total == 4);
}

TEST_CASE("all points must be spent; then the turn passes") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"],[]]},"zeus":{"field":[["giant"],[],[]]}})");
    act(s, "draw");
    CHECK(s.current_player() == kHera);
    CHECK(ap_left(s) == 1);
    act(s, "draw");
    CHECK(s.current_player() == kZeus);
    CHECK(s.board().ap_total == 1);
    CHECK(s.board().turn == 4);
}

TEST_CASE("drawing: at most 12 in the hand, never from an empty deck") {
    State s = pos(R"({"hera":{"field":[["hydra"]],"hand":["harpy","harpy","harpy","harpy","harpy","harpy",
        "furies","furies","furies","furies","furies","hydra"]},"zeus":{"field":[["giant"]]}})");
    CHECK_FALSE(legal(s, "draw"));
    CHECK(s.why_illegal(*Action::parse("draw")) == "your hand holds 12 cards already");
    auto j = s.to_json();
    {
        // Simpler: move the deck and the 12 hand cards but one into the discard pile.
        nlohmann::json disc = nlohmann::json::array();
        for (auto& c : j["hera"]["deck"]) disc.push_back(c);
        nlohmann::json hand = j["hera"]["hand"];
        for (std::size_t i = 1; i < hand.size(); ++i) disc.push_back(hand[i]);
        j["hera"]["deck"] = nlohmann::json::array();
        j["hera"]["hand"] = nlohmann::json::array({hand[0]});
        j["hera"]["discard"] = disc;
    }
    State e = State::from_json(j);
    CHECK_FALSE(legal(e, "draw"));
    CHECK(e.why_illegal(*Action::parse("draw")) == "your deck is empty");
}

TEST_CASE("laying a card face down: front, between or behind, pushing cards back, at most 4") {
    State s = pos(R"({"turn":3,"hera":{"field":[["hydra","harpy"],[],["furies","furies","furies","furies"]],
        "hand":["artemis","artemis","amazon","sirens"]},"zeus":{"field":[["giant"]]}})");
    CHECK(s.board().ap_total == 2);
    CHECK(legal(s, "play artemis col1 pos1"));
    CHECK(legal(s, "play artemis col1 pos2"));
    CHECK(legal(s, "play artemis col1 pos3"));
    CHECK_FALSE(legal(s, "play artemis col1 pos4"));  // no gaps
    CHECK_FALSE(legal(s, "play artemis col3 pos1"));  // four cards already
    CHECK_FALSE(legal(s, "play artemis col2 pos2"));
    CHECK(legal(s, "play artemis col2 pos1"));        // a new column
    CHECK_FALSE(legal(s, "play sirens col2 pos1"));   // a Mythology card never goes to the table
    act(s, "play artemis col1 pos1");
    CHECK(column(s, kHera, 1) == Words{"artemis", "hydra", "harpy"});
    act(s, "play amazon col1 pos3");
    CHECK(column(s, kHera, 1) == Words{"artemis", "hydra", "amazon", "harpy"});
    // A new column counts from the next turn on.
    CHECK(s.current_player() == kZeus);
}

TEST_CASE("action points are counted when the turn begins: a column made or lost counts from the next turn") {
    // A new column: two points this turn, three next turn.
    State s = pos(R"({"turn":3,"to_move":"hera","hera":{"field":[["hydra"],["harpy"],[]],"hand":["artemis"]},
        "zeus":{"field":[["giant"]]}})");
    CHECK(s.board().ap_total == 2);
    act(s, "play artemis col3 pos1");
    CHECK(s.board().ap_total == 2);
    CHECK(ap_left(s) == 1);
    act(s, "draw");
    CHECK(s.current_player() == kZeus);
    act(s, "draw");
    CHECK(s.current_player() == kHera);
    CHECK(s.board().ap_total == 3);

    // A lost column: Hydra and Giant are equal and both go, but the turn keeps its two points.
    State l = pos(R"({"turn":3,"to_move":"hera","hera":{"field":[["hydra"],["harpy"],[]]},
        "zeus":{"field":[["giant"],["centaur"]]}})");
    act(l, "challenge col1");
    CHECK(column(l, kHera, 1).empty());  // both cards went
    CHECK(l.board().ap_total == 2);
    CHECK(ap_left(l) == 1);
    act(l, "draw");
    CHECK(l.current_player() == kZeus);
    act(l, "draw");
    CHECK(l.current_player() == kHera);
    CHECK(l.board().ap_total == 1);
}

TEST_CASE("a hostage dealt to a hand is shuffled back into the deck, not put on top or bottom") {
    std::set<std::size_t> places;
    int dealt = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o);
        for (const Event& e : s.board().events) {
            if (e.kind != EventKind::HostageShown) continue;
            ++dealt;
            const auto& deck = s.board().side[e.seat].deck;
            for (std::size_t i = 0; i < deck.size(); ++i)
                if (s.cards().power(deck[i].type) == Power::Hostage) places.insert(i);
        }
    }
    REQUIRE(dealt >= 20);
    CHECK(places.size() >= 10);  // spread through the 34 cards, not one fixed place
}

TEST_CASE("the first round has no challenges") {
    State s = pos(R"({"turn":1,"hera":{"field":[["hydra"],["harpy"],["artemis"]],"hand":["pegasus","pythia"]},
        "zeus":{"field":[["giant"],["centaur"],["cyclops"]],"hand":["giant"]}})");
    for (const Action& a : s.legal_actions()) {
        CHECK(a.kind != Action::Kind::Challenge);
        if (a.kind == Action::Kind::Use) CHECK(a.card != "pegasus");  // Pegasus from the hand challenges too
    }
    CHECK(legal(s, "pythia hand"));  // Pythia is not a challenge
    CHECK(legal(s, "pythia col2"));
    act(s, "draw");
    act(s, "draw");
    act(s, "draw");
    CHECK(s.board().turn == 2);
    CHECK_FALSE(legal(s, "challenge col1"));
    act(s, "draw");
    act(s, "draw");
    act(s, "draw");
    CHECK(s.board().turn == 3);
    CHECK(legal(s, "challenge col1"));
    CHECK(legal(s, "pegasus hand"));
}
