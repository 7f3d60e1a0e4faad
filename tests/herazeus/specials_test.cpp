// "Mythological actions": every use of every special card, from the rulebook's text.
#include <set>

#include "hz_test.hpp"

using namespace hz;
using nlohmann::json;

// ---- Hera and Zeus ----

TEST_CASE("Hera card: free, four points this turn, the figure stands in front and the column moves back") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy"],[],[]],"hand":["hera","furies"]},
        "zeus":{"field":[["giant"]]}})");
    CHECK(s.board().ap_total == 1);
    CHECK_FALSE(legal(s, "hera col2"));  // never in an empty column
    act(s, "hera col1");
    CHECK(column(s, kHera, 1) == Words{"figure", "hydra", "harpy"});
    CHECK(s.board().ap_total == 4);
    CHECK(ap_left(s) == 4);  // it cost nothing
    CHECK(discard(s, kHera) == Words{"hera:hera"});
    CHECK_FALSE(legal(s, "play furies col1 pos1"));  // nothing goes before the figure
    CHECK(legal(s, "play furies col1 pos2"));
}

TEST_CASE("Hera card after spending points: the turn counts as one that began with four") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"],[]],"hand":["hera","hera"]},
        "zeus":{"field":[["giant"]]}})");
    act(s, "draw");
    CHECK(ap_left(s) == 1);
    act(s, "hera col2");
    CHECK(ap_left(s) == 3);
    CHECK_FALSE(legal(s, "hera col1"));  // one figure only
}

TEST_CASE("the figure cannot go into a full column; with all three full the card cannot be played") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","hydra","hydra","harpy"],["harpy"],[]],
        "hand":["hera"]},"zeus":{"field":[["giant"]]}})");
    CHECK_FALSE(legal(s, "hera col1"));
    CHECK(legal(s, "hera col2"));
    State full = pos(R"({"to_move":"hera","hera":{"field":[["harpy","harpy","harpy","harpy"],
        ["furies","furies","furies","furies"],["hydra","hydra","hydra","artemis"]],"hand":["hera"]},
        "zeus":{"field":[["giant"]]}})");
    for (const Action& a : full.legal_actions()) CHECK(a.card != "hera");
}

TEST_CASE("while the figure stands its owner has four points a turn; recalling it costs one") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["figure","hydra"],[],[]]},
        "zeus":{"field":[["giant"]]}})");
    act(s, "draw");
    CHECK(s.current_player() == kHera);
    CHECK(s.board().ap_total == 4);  // one column, but the figure stands
    act(s, "recall");
    CHECK(column(s, kHera, 1) == Words{"hydra"});
    CHECK(ap_left(s) == 3);
    act(s, "draw");
    act(s, "draw");
    act(s, "draw");
    act(s, "draw");  // Zeus
    CHECK(s.board().ap_total == 1);  // Hera: back to one per column
}

TEST_CASE("a figure brought down by Pegasus may stand again with the next Hera card") {
    State s = pos(R"({"turn":5,"to_move":"zeus","hera":{"field":[["figure","hydra","harpy"],["furies"],[]],
        "hand":["hera"]},"zeus":{"field":[["giant"]],"hand":["pegasus"]}})");
    act(s, "pegasus col1");
    CHECK(column(s, kHera, 1) == Words{"hydra", "harpy"});
    CHECK(s.current_player() == kHera);
    CHECK(s.board().ap_total == 2);
    CHECK(legal(s, "hera col2"));
    act(s, "hera col2");
    CHECK(column(s, kHera, 2) == Words{"figure", "furies"});
    CHECK(s.board().ap_total == 4);
}

TEST_CASE("Pegasus from the hand may strike a column where its player has no card") {
    // The strike comes from the hand, not from a first row (see docs/RULINGS.md).
    State s = pos(R"({"turn":3,"to_move":"hera","hera":{"field":[["hydra"],[],[]],"hand":["pegasus"]},
        "zeus":{"field":[["giant"],["centaur"]]}})");
    REQUIRE(legal(s, "pegasus col2"));
    CHECK_FALSE(legal(s, "pegasus col3"));  // nothing there to strike
    act(s, "pegasus col2");
    CHECK(column(s, kZeus, 2).size() == 1);
    CHECK(column(s, kZeus, 2).front().front() == '^');  // turned face up
}

TEST_CASE("Dionysus never moves the figure, nor leaves it alone") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["figure","hydra"],["harpy","furies"],[]],
        "hand":["dionysus"]},"zeus":{"field":[["giant"]]}})");
    for (const Action& a : s.legal_actions())
        if (a.card == "dionysus") {
            CHECK_FALSE((a.col == 1 && a.pos == 1));  // the figure stays
            CHECK_FALSE((a.col == 1 && a.col2 != 1)); // the figure's only card stays with it
            CHECK_FALSE((a.col2 == 1 && a.pos2 == 1)); // nothing before the figure
        }
    CHECK(legal(s, "dionysus col2 pos2 col1 pos2"));
}

TEST_CASE("Pegasus from the hand removes the opponent's figure; the column closes up") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["figure","hydra","harpy"],[],[]]},
        "zeus":{"field":[["giant"]],"hand":["pegasus"]}})");
    CHECK_FALSE(legal(s, "challenge col1"));
    act(s, "pegasus col1");
    CHECK(column(s, kHera, 1) == Words{"hydra", "harpy"});
    CHECK(discard(s, kZeus) == Words{"zeus:pegasus"});
    CHECK(s.current_player() == kHera);
    CHECK(s.board().ap_total == 1);  // the figure is gone: one column, one point
}

// ---- Medusa, Hercules and the Amazons ----

TEST_CASE("Medusa destroys any challenger but Hercules or an Amazon and stays face up") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["medusa","io"]]},
        "zeus":{"field":[["poseidon"],["giant"]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kZeus, 1).empty());
    CHECK(column(s, kHera, 1) == Words{"^medusa", "io"});
    CHECK(discard(s, kZeus) == Words{"zeus:poseidon"});
}

TEST_CASE("Hercules defeats Medusa and stays face up") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["medusa","io"]]},"zeus":{"field":[["hero"]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kHera, 1) == Words{"io"});
    CHECK(column(s, kZeus, 1) == Words{"^hero"});
    CHECK(discard(s, kHera) == Words{"hera:medusa"});
}

TEST_CASE("an Amazon defeats Medusa; otherwise an Amazon is a plain 2") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["amazon"],["amazon"]]},
        "zeus":{"field":[["medusa"],["centaur"]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kZeus, 1).empty());
    CHECK(column(s, kHera, 1) == Words{"^amazon"});
    act(s, "challenge col2");
    CHECK(column(s, kHera, 2).empty());  // 2 against 3
    CHECK(column(s, kZeus, 2) == Words{"^centaur"});
}

TEST_CASE("Pegasus striking Medusa only turns her up") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["medusa"]]}})");
    act(s, "pegasus col1");
    CHECK(column(s, kZeus, 1) == Words{"^medusa"});
}

// ---- Pandora ----

TEST_CASE("challenging Pandora empties that column on both sides, and nothing else") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy","furies"],["artemis"]]},
        "zeus":{"field":[["pandora","giant","apollo"],["centaur"]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kHera, 1).empty());
    CHECK(column(s, kZeus, 1).empty());
    CHECK(column(s, kHera, 2) == Words{"artemis"});
    CHECK(column(s, kZeus, 2) == Words{"centaur"});
    CHECK_FALSE(s.is_terminal());
    // "Each player determines the order in which the cards are placed on his discard pile": the
    // challenger first, then the opponent, one card at a time; the last one ends on top.
    CHECK(s.current_player() == kHera);
    CHECK(s.legal_actions() == std::vector<Action>{Action::discard("hydra"), Action::discard("harpy"), Action::discard("furies")});
    CHECK_FALSE(legal(s, "challenge col2"));
    act(s, "discard hydra");
    act(s, "discard furies");  // one card left: it goes on top by itself
    CHECK(discard(s, kHera) == Words{"hera:harpy", "hera:furies", "hera:hydra"});
    CHECK(s.current_player() == kZeus);  // in Hera's turn, Zeus orders his own pile
    CHECK(s.view_for(kZeus).legal_actions().size() == 3);
    CHECK(s.view_for(kHera).legal_actions().empty());
    act(s, "discard giant");
    act(s, "discard pandora");
    CHECK(discard(s, kZeus) == Words{"zeus:apollo", "zeus:pandora", "zeus:giant"});
    // Back to Hera, with the point the challenge left her.
    CHECK(s.current_player() == kHera);
    CHECK(ap_left(s) == 1);
    CHECK(s.board().ordering[0].empty());
    CHECK(s.board().ordering[1].empty());
}

TEST_CASE("Pandora: cards of one kind need no order; a waiting order survives a save") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["harpy","harpy"],["artemis"]]},
        "zeus":{"field":[["pandora","giant","apollo"],["centaur"]]}})");
    act(s, "challenge col1");
    CHECK(discard(s, kHera) == Words{"hera:harpy", "hera:harpy"});
    CHECK(s.current_player() == kZeus);
    CHECK(State::from_json(s.to_json()) == s);
    CHECK(s.view_json(kHera)["ordering"]["zeus"] == nlohmann::json::array({"zeus:pandora", "zeus:giant", "zeus:apollo"}));
    CHECK_FALSE(legal(s, "discard centaur"));
    CHECK(s.why_illegal(*Action::parse("discard centaur")) == "Centaur is not among the cards you are discarding");
    act(s, "discard apollo");
    act(s, "discard giant");
    CHECK(discard(s, kZeus) == Words{"zeus:pandora", "zeus:giant", "zeus:apollo"});
    // With nothing waiting, "discard" is refused.
    CHECK(s.why_illegal(*Action::parse("discard harpy")) == "there is nothing to put on your discard pile");
}

TEST_CASE("Pandora never starts a challenge") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["hydra"]]},"zeus":{"field":[["pandora"],["giant"]]}})");
    CHECK_FALSE(legal(s, "challenge col1"));
}

TEST_CASE("Pegasus picking Pandora from a hand discards the whole hand") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant"]],"hand":["pandora"]}})");
    act(s, "pegasus hand");
    CHECK(hand(s, kZeus).empty());
    CHECK(discard(s, kZeus) == Words{"zeus:pandora"});
    bool emptied = false;
    for (std::uint64_t seed = 1; seed < 40 && !emptied; ++seed) {
        std::string spec = R"({"seed":)" + std::to_string(seed) + R"(,"to_move":"hera","hera":{"field":[["hydra"]],
            "hand":["pegasus"]},"zeus":{"field":[["giant"]],"hand":["pandora","poseidon","giant","sirens"]}})";
        State t = State::from_position(nlohmann::json::parse(spec));
        act(t, "pegasus hand");
        if (hand(t, kZeus).empty()) {
            // Zeus places them on his pile in the order he wants.
            emptied = true;
            CHECK(t.current_player() == kZeus);
            act(t, "discard giant");
            act(t, "discard poseidon");
            act(t, "discard sirens");
            CHECK(discard(t, kZeus) == Words{"zeus:pandora", "zeus:sirens", "zeus:poseidon", "zeus:giant"});
            CHECK(t.board().turn == 4);  // Hera's one point went on the raid: Zeus's turn begins
        }
    }
    CHECK(emptied);
}

TEST_CASE("Pegasus striking Pandora opens the box too") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy"],["artemis"]],"hand":["pegasus"]},
        "zeus":{"field":[["pandora","giant"],["centaur"]]}})");
    act(s, "pegasus col1");
    CHECK(column(s, kHera, 1).empty());
    CHECK(column(s, kZeus, 1).empty());
}

// ---- Pegasus ----

TEST_CASE("Pegasus raid: a Mythology card (not Hercules/Amazon) goes to its owner's discard pile") {
    for (const char* key : {"hades", "poseidon", "pythia", "medusa", "pegasus"}) {
        std::string spec = std::string(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
            "zeus":{"field":[["giant"]],"hand":[")") + key + R"("]}})";
        State s = State::from_position(nlohmann::json::parse(spec));
        CAPTURE(key);
        act(s, "pegasus hand");
        CHECK(hand(s, kZeus).empty());
        CHECK(discard(s, kZeus) == Words{"zeus:" + std::string(key)});
        CHECK(discard(s, kHera) == Words{"hera:pegasus"});
        CHECK(column(s, kZeus, 1) == Words{"giant"});
    }
}

TEST_CASE("Pegasus raid: a card of strength 2-7 goes face up into a first-row place the raider picks") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant"],["figure","centaur"],[]],"hand":["hero"]}})");
    act(s, "pegasus hand");
    CHECK(s.board().pending.type == *s.cards().find(kZeus, "hero"));
    CHECK(s.current_player() == kHera);
    CHECK(legal(s, "place col1"));
    CHECK_FALSE(legal(s, "place col2"));  // the figure's column
    CHECK(legal(s, "place col3"));        // an empty column is a column too
    CHECK_FALSE(legal(s, "draw"));        // the placing comes first
    act(s, "place col1");
    CHECK(column(s, kZeus, 1) == Words{"^hero", "giant"});
    CHECK(s.current_player() == kHera);
    CHECK(ap_left(s) == 1);  // the raid cost one point, the placing nothing
}

TEST_CASE("Pegasus raid: with one place the card goes there; with none it is discarded") {
    State one = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant","giant","giant","centaur"],["figure","centaur"],["apollo"]],"hand":["cyclops"]}})");
    act(one, "pegasus hand");
    CHECK(column(one, kZeus, 3) == Words{"^cyclops", "apollo"});
    State none = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant","giant","giant","centaur"],["figure","centaur"],["apollo","apollo","cyclops","hero"]],
        "hand":["cyclops"]}})");
    act(none, "pegasus hand");
    CHECK(discard(none, kZeus) == Words{"zeus:cyclops"});
}

TEST_CASE("Pegasus strike: a card of strength 0-1 is discarded, a stronger one turned up") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["pegasus","pegasus"]},
        "zeus":{"field":[["pegasus","giant"],["giant"]]}})");
    act(s, "pegasus col1");
    CHECK(column(s, kZeus, 1) == Words{"giant"});
    CHECK(discard(s, kZeus) == Words{"zeus:pegasus"});
    act(s, "pegasus col2");
    CHECK(column(s, kZeus, 2) == Words{"^giant"});
}

TEST_CASE("Pegasus on the table is a strength-1 card and has no power there") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},"zeus":{"field":[["centaur"]]}})");
    act(s, "play pegasus col1 pos1");
    CHECK(column(s, kHera, 1) == Words{"pegasus", "hydra"});
    State t = pos(R"({"to_move":"hera","hera":{"field":[["pegasus"],["hydra"]]},"zeus":{"field":[["centaur"]]}})");
    act(t, "challenge col1");
    CHECK(column(t, kHera, 1).empty());
    CHECK(column(t, kZeus, 1) == Words{"^centaur"});
}

// ---- Pythia, Nemesis and Poseidon ----

TEST_CASE("Pythia into the hand: every card shown, Nemesis and Poseidon discarded, Io and Pandora kept") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["hydra"]],"hand":["nemesis","io","pandora","harpy"]},
        "zeus":{"field":[["giant"]],"hand":["pythia"]}})");
    CHECK(s.view_for(kZeus).board.side[kHera].hand[0].type == kUnknown);
    act(s, "pythia hand");
    CHECK(hand(s, kHera) == Words{"harpy", "io", "pandora"});
    CHECK(discard(s, kHera) == Words{"hera:nemesis"});
    View v = s.view_for(kZeus);
    for (const Card& c : v.board.side[kHera].hand) CHECK(c.type != kUnknown);
    CHECK_FALSE(s.is_terminal());  // finding Io this way wins nothing
}

TEST_CASE("what Pythia saw stays known until a card of the hand goes face down") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["hydra"],["harpy"]],"hand":["artemis","furies"]},
        "zeus":{"field":[["giant"]],"hand":["pythia"]}})");
    act(s, "pythia hand");
    act(s, "draw");  // Hera: a new unknown card joins two known ones
    View v = s.view_for(kZeus);
    int known = 0;
    for (const Card& c : v.board.side[kHera].hand) known += c.type != kUnknown;
    CHECK(known == 2);
    act(s, "play artemis col3 pos1");
    v = s.view_for(kZeus);
    for (const Card& c : v.board.side[kHera].hand) CHECK(c.type == kUnknown);
    CHECK(v.board.side[kHera].field[2][0].type == kUnknown);
}

TEST_CASE("Pythia attacking Nemesis or Poseidon wins; attacked by them she loses; otherwise a plain 1") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["nemesis"],["furies"]]},
        "zeus":{"field":[["pythia"],["pythia"]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kHera, 1).empty());
    CHECK(column(s, kZeus, 1) == Words{"^pythia"});
    act(s, "challenge col2");  // 1 against 3
    CHECK(column(s, kZeus, 2).empty());
    State t = pos(R"({"to_move":"hera","hera":{"field":[["nemesis"]]},"zeus":{"field":[["pythia"]]}})");
    act(t, "challenge col1");
    CHECK(column(t, kZeus, 1).empty());
    CHECK(column(t, kHera, 1) == Words{"^nemesis"});
}

TEST_CASE("Pythia turns a whole opponent column face up, to no other effect") {
    State s = pos(R"({"turn":1,"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pythia"]},
        "zeus":{"field":[["giant","pandora","argus","poseidon"],["centaur"]]}})");
    act(s, "pythia col1");
    CHECK(column(s, kZeus, 1) == Words{"^giant", "^pandora", "^argus", "^poseidon"});
    CHECK(column(s, kZeus, 2) == Words{"centaur"});
    CHECK_FALSE(s.is_terminal());
}

// ---- Sirens ----

TEST_CASE("Sirens take the top of the opponent's discard pile when it has strength 1-7") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["sirens","sirens"]},
        "zeus":{"field":[["giant"]],"discard":["apollo","medusa"]}})");
    act(s, "sirens");
    CHECK(hand(s, kHera) == Words{"apollo*", "sirens"});
    CHECK(discard(s, kZeus) == Words{"zeus:medusa"});
    CHECK_FALSE(legal(s, "sirens"));  // Medusa has strength 0
    // Played as Hera's own card, but Zeus recognises his card's back.
    act(s, "play apollo* col3 pos1");
    CHECK(s.view_for(kZeus).board.side[kHera].field[2][0].type == *s.cards().find(kZeus, "apollo"));
}

TEST_CASE("Sirens cannot take a Mythology card or from an empty pile") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["sirens"]},
        "zeus":{"field":[["giant"]],"discard":["hades","apollo"]}})");
    CHECK_FALSE(legal(s, "sirens"));
    State e = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["sirens"]},"zeus":{"field":[["giant"]]}})");
    CHECK_FALSE(legal(e, "sirens"));
    State p = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["sirens"]},
        "zeus":{"field":[["giant"]],"discard":["pegasus"]}})");
    CHECK(legal(p, "sirens"));  // Pegasus has strength 1
}

// ---- Hades ----

TEST_CASE("Hades takes any card back from its owner's discard pile") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["hades"],
        "discard":["furies","sirens","artemis"]},"zeus":{"field":[["giant"]]}})");
    CHECK(legal(s, "hades sirens"));
    CHECK(legal(s, "hades artemis"));
    CHECK_FALSE(legal(s, "hades hades"));  // not itself
    CHECK_FALSE(legal(s, "hades nemesis"));
    act(s, "hades artemis");
    CHECK(hand(s, kHera) == Words{"artemis"});
    CHECK(discard(s, kHera) == Words{"hera:hades", "hera:furies", "hera:sirens"});
    CHECK(ap_left(s) == 1);
}

TEST_CASE("Hades: the opponent is not told which card came back") {
    // The rulebook: the player need not tell or show the opponent which card he took.
    const char* spec = R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["hades"],
        "discard":["furies","sirens","artemis"]},"zeus":{"field":[["giant"]],"hand":["sirens"]}})";
    State took_artemis = pos(spec), took_furies = pos(spec);
    // The search keys the opponent's moves by what it observes of them: the same for either card.
    CHECK(took_artemis.observe(*Action::parse("hades artemis"), kZeus) ==
          took_artemis.observe(*Action::parse("hades furies"), kZeus));
    CHECK(took_artemis.observe(*Action::parse("hades artemis"), kHera) == "hades artemis");
    act(took_artemis, "hades artemis");
    act(took_furies, "hades furies");
    CHECK(hand(took_artemis, kHera) == Words{"artemis"});
    CHECK(hand(took_furies, kHera) == Words{"furies"});
    // Zeus sees the same table, log and piles either way: Hades on top, two cards below that
    // are two of furies, sirens and artemis, he cannot say which.
    CHECK(took_artemis.view_json(kZeus) == took_furies.view_json(kZeus));
    json zv = took_artemis.view_json(kZeus);
    CHECK(zv["hera"]["discard"] == json::array({"hera:hades", "?", "?"}));
    CHECK(zv["hera"]["hand"] == json::array({"?"}));
    CHECK(zv["hera"]["hades_pool"] == json::array({"hera:sirens", "hera:artemis", "hera:furies"}));
    CHECK(zv["log"].back() == "Hera used Hades to take a card back from the discard pile.");
    // Hera's own view names her card; her pile is as it is.
    json hv = took_artemis.view_json(kHera);
    CHECK(hv["hera"]["hand"] == json::array({"hera:artemis"}));
    CHECK(hv["hera"]["discard"] == json::array({"hera:hades", "hera:furies+hidden", "hera:sirens+hidden"}));
    // Worlds dealt from Zeus's view put two of the three remembered cards back on the pile and
    // vary which.
    std::set<std::string> piles;
    Rng r(3);
    for (int i = 0; i < 200; ++i) {
        State w = State::sample_world(took_artemis.view_for(kZeus), kZeus, r);
        REQUIRE(w.check_invariants() == "");
        Words d = discard(w, kHera);
        REQUIRE(d.size() == 3);
        CHECK(d[0] == "hera:hades");
        for (std::size_t k = 1; k < 3; ++k)
            CHECK((d[k] == "hera:furies" || d[k] == "hera:sirens" || d[k] == "hera:artemis"));
        piles.insert(d[1] < d[2] ? d[1] + d[2] : d[2] + d[1]);
    }
    CHECK(piles.size() == 3);
    // The save keeps what is hidden and what Zeus remembers.
    CHECK(State::from_json(took_artemis.to_json()) == took_artemis);
}

TEST_CASE("Hades fetching a card of the other deck: its back gives it away") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["hades"],
        "discard":["giant*","furies"]},"zeus":{"field":[["giant"]]}})");
    CHECK(s.observe(*Action::parse("hades giant*"), kZeus) == "hades giant*");
    act(s, "hades giant*");
    json zv = s.view_json(kZeus);
    CHECK(zv["hera"]["hand"] == json::array({"zeus:giant+seen"}));
    CHECK(zv["hera"]["discard"] == json::array({"hera:hades", "hera:furies"}));
    CHECK(!zv["hera"].contains("hades_pool"));
}

// ---- Persephone ----

TEST_CASE("Persephone brings back up to three Pegasus, even none, within the hand limit") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["persephone"],
        "discard":["pegasus","furies","pegasus","pegasus","pegasus"]},"zeus":{"field":[["giant"]]}})");
    act(s, "persephone");
    CHECK(hand(s, kHera) == Words{"pegasus", "pegasus", "pegasus"});
    CHECK(discard(s, kHera) == Words{"hera:persephone", "hera:furies", "hera:pegasus"});
    State none = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["persephone"],"discard":["furies"]},
        "zeus":{"field":[["giant"]]}})");
    CHECK(legal(none, "persephone"));
    act(none, "persephone");
    CHECK(hand(none, kHera).empty());
    State full = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["persephone","harpy","harpy","harpy",
        "harpy","harpy","harpy","furies","furies","furies","furies","furies"],"discard":["pegasus","pegasus"]},
        "zeus":{"field":[["giant"]]}})");
    act(full, "persephone");
    CHECK(full.board().side[kHera].hand.size() == 12);
    CHECK(discard(full, kHera) == Words{"hera:persephone", "hera:pegasus"});
}

// ---- Dionysus ----

TEST_CASE("Dionysus moves one card to another column, in front, between or behind") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy"],["furies","artemis"],[]],
        "hand":["dionysus","dionysus"]},"zeus":{"field":[["giant"]]}})");
    CHECK(s.board().ap_total == 2);
    act(s, "dionysus col1 pos2 col2 pos2");
    CHECK(column(s, kHera, 1) == Words{"hydra"});
    CHECK(column(s, kHera, 2) == Words{"furies", "harpy", "artemis"});
    act(s, "dionysus col2 pos3 col3 pos1");  // to an empty column
    CHECK(column(s, kHera, 3) == Words{"artemis"});
}

TEST_CASE("Dionysus moves a card within its column, never into a full one, and must move it") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy","furies"],["amazon","amazon","amazon","artemis"]],
        "hand":["dionysus"]},"zeus":{"field":[["giant"]]}})");
    CHECK_FALSE(legal(s, "dionysus col1 pos1 col2 pos1"));  // four cards there
    CHECK_FALSE(legal(s, "dionysus col1 pos2 col1 pos2"));  // no move at all
    act(s, "dionysus col1 pos3 col1 pos1");
    CHECK(column(s, kHera, 1) == Words{"furies", "hydra", "harpy"});
    CHECK(discard(s, kHera) == Words{"hera:dionysus"});
}
