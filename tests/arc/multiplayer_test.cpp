// The three-player rules: attack only to the left, block only from the right, "your opponent"
// chosen among the others, the bonus when your left-hand player is eliminated, last one standing.
#include "arc_test.hpp"

using namespace arct;

TEST_CASE("three players: play passes to the left, and you attack only the player to your left") {
    State s = pos(R"({"players":3, "active":1,
        "p1":{"characters":["Cyclops"]},
        "p2":{"characters":["Argonaut"]},
        "p3":{"characters":["Royal Guards","Servants of Hera"]}})");
    act(s, "attack with Cyclops");
    CHECK(s.board().combat.defender == 1);
    act(s, "done");
    // Only P2 blocks: P3's characters are not offered.
    REQUIRE(s.current_player() == 1);
    for (const Action& a : s.legal_actions()) CHECK(a.other != "Royal Guards");
    act(s, "done");
    CHECK(deck_size(s, 2) == 10 - 4 - 1);  // and P2 drew for its turn
    CHECK(s.board().active == 1);  // P2's turn
    act(s, "attack with Argonaut");
    CHECK(s.board().combat.defender == 2);  // P2 attacks P3
    act(s, "done");
    REQUIRE(s.current_player() == 2);
    CHECK(legal(s, "block Argonaut with Royal Guards"));
    act(s, "block Argonaut with Royal Guards");
    act(s, "done");
    CHECK(s.board().active == 2);  // P3's turn; its left is P1
    act(s, "attack with Servants of Hera");
    CHECK(s.board().combat.defender == 0);
}

TEST_CASE("three players: only the two players in an attack take part in it") {
    State s = pos(R"({"players":3, "active":1,
        "p1":{"characters":["Cyclops"]},
        "p2":{"characters":["Argonaut"]},
        "p3":{"characters":["Royal Guards"],"hand":["Antaeus Guards the Way"],"resources":["Burial Chamber"]}})");
    act(s, "attack with Cyclops");
    act(s, "done");
    for (int k = 0; k < 3 && !s.is_terminal() && s.board().active == 0; ++k) {
        CHECK(s.current_player() != 2);
        if (s.legal_actions().size() > 0) act(s, s.legal_actions().back().to_string());
    }
    CHECK(hand(s, 3) == Words{"Antaeus Guards the Way"});
}

TEST_CASE("three players: \"your opponent\" is either of the others, picked when the card is played") {
    State s = pos(R"({"players":3, "active":1,
        "p1":{"hand":["Centaur Attack","Nemesis Strikes!"],"resources":["Warlord Camp","Bath House","Burial Chamber","Altar to Hera","Magical Cave"]},
        "p2":{"characters":["Argonaut"],"deck_size":12},
        "p3":{"characters":["Royal Guards"],"deck_size":12}})");
    act(s, "play Centaur Attack [RR]");
    REQUIRE(s.current_player() == 0);
    CHECK(legal(s, "choose P2"));
    act(s, "choose P3");
    CHECK(deck_size(s, 3) == 9);
    CHECK(deck_size(s, 2) == 12);
    act(s, "play Nemesis Strikes! [BBB]");
    act(s, "choose P2");
    // P2 has one character of power 3 or less: it goes at once.
    CHECK(chars(s, 2).empty());
    CHECK(chars(s, 3) == Words{"Royal Guards"});
}

TEST_CASE("three players: your left-hand player eliminated gives you up to seven cards back; last one standing wins") {
    State s = pos(R"({"players":3, "active":1,
        "p1":{"characters":["Cyclops"],"discard":["Festival","Festival","Cyclops","Argonaut","Spoiled Princess","Primord","Banding Together","Angry Villager","Forest Raider"],"deck_size":5},
        "p2":{"characters":["*Argonaut"],"resources":["Wedding Feast"],"deck_size":3},
        "p3":{"characters":["Royal Guards"],"discard":["Festival"],"deck_size":10}})");
    act(s, "attack with Cyclops");
    act(s, "done");
    // P2's deck ran out: P2 is out, its cards leave play, and P1 (P2 was its left) gets seven
    // random cards of its nine from the discard pile, known to all, at the bottom of its deck.
    CHECK(player(s, 2).out);
    CHECK(player(s, 2).characters.empty());
    CHECK(player(s, 2).resources.empty());
    CHECK(discard(s, 1).size() == 2);
    CHECK(deck_size(s, 1) == 5 + 7);
    for (int i = 0; i < 7; ++i) CHECK(player(s, 1).deck[static_cast<std::size_t>(i)].known);
    CHECK_FALSE(player(s, 1).deck[7].known);
    CHECK(discard(s, 3).size() == 1);  // P3 gets nothing
    CHECK_FALSE(s.is_terminal());
    // The turn passes over P2 to P3, who now attacks P1.
    CHECK(s.board().active == 2);
    act(s, "attack with Royal Guards");
    CHECK(s.board().combat.defender == 0);
    act(s, "done");  // P1's Cyclops is tapped: no block, and the attack resolves
    CHECK(s.board().active == 0);
    // P1's left is now P3.
    act(s, "attack with Cyclops");
    CHECK(s.board().combat.defender == 2);
}

TEST_CASE("three players: the bonus takes what there is; the last player standing wins") {
    State s = pos(R"({"players":3, "active":3,
        "p1":{"deck_size":2},
        "p2":{"characters":["Primord"],"deck_size":10},
        "p3":{"characters":["Cyclops"],"discard":["Festival","Festival"],"deck_size":10}})");
    act(s, "attack with Cyclops");
    act(s, "done");
    // P3's left was P1.
    CHECK(player(s, 1).out);
    CHECK(discard(s, 3).empty());
    CHECK(deck_size(s, 3) == 12);  // P2 drew for its turn, not P3
    CHECK(s.board().active == 1);
    act(s, "attack with Primord");
    CHECK(s.board().combat.defender == 2);  // P2's left is P3 now
    act(s, "done");
    CHECK(deck_size(s, 3) == 12 - 6 - 1);
    // P3 now attacks P2, the only one left.
    act(s, "attack with Cyclops");
    CHECK(s.board().combat.defender == 1);
}

TEST_CASE("three players: the last one standing wins") {
    State s = pos(R"({"players":3, "active":1,
        "p1":{"characters":["Cyclops"]},
        "p2":{"deck_size":2},
        "p3":{"out":true,"deck_size":0}})");
    act(s, "attack with Cyclops");
    act(s, "done");
    CHECK(s.is_terminal());
    CHECK(s.winner() == 0);
}

TEST_CASE("a player whose own card empties its deck is out at once, and the turn moves on") {
    State s = pos(R"({"players":3, "active":1,
        "p1":{"hand":["Reckless Warlords"],"resources":["Warlord Camp","Bath House"],"deck_size":2},
        "p2":{"deck_size":10},
        "p3":{"deck_size":10}})");
    act(s, "play Reckless Warlords [RR]");
    act(s, "choose P3");
    CHECK(player(s, 1).out);
    CHECK(discard(s, 1).front() == "Reckless Warlords");
    // P1 was P3's left-hand player: P3 gets its four discarded cards back under its deck.
    CHECK(deck_size(s, 3) == 10 - 4 + 4);
    CHECK(discard(s, 3).empty());
    CHECK(s.board().active == 1);
    CHECK_FALSE(s.is_terminal());
}
