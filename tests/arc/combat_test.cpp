// How to attack: tapping attackers, blocking (one or several blockers), one combat card each with
// the defender first, and what happens; the rulebook's attack example and its double block.
#include "arc_test.hpp"

using namespace arct;

TEST_CASE("the rulebook's example of attack: two attackers, one blocked, 4 cards discarded, the blocker lost") {
    // 5: P1 has a 4-power and a 3-power character; P2 one 2-power character and a 20-card deck.
    State s = pos(R"({"active":1,
        "p1":{"characters":["Cyclops","Wandering Tribe"]},
        "p2":{"characters":["Servants of Hera"],"deck_size":20}})");
    // 5A: both attack (tapped).
    act(s, "attack with Cyclops");
    act(s, "attack with Wandering Tribe");
    CHECK(chars(s, 1) == Words{"*Cyclops", "*Wandering Tribe"});
    act(s, "done");
    // 5B: P2 blocks one of them.
    REQUIRE(s.current_player() == 1);
    CHECK(legal(s, "block Cyclops with Servants of Hera"));
    // With nothing more to block with and no combat cards on either side, 5C passes and 5D
    // happens at once.
    act(s, "block Wandering Tribe with Servants of Hera");
    // 5D: the unblocked 4-power character discards 4 cards from P2's deck, and the blocked one,
    // stronger than its blocker, discards it.
    CHECK(chars(s, 2).empty());
    CHECK(chars(s, 1) == Words{"*Cyclops", "*Wandering Tribe"});
    const Words d = discard(s, 2);
    REQUIRE(d.size() == 5);
    CHECK(d[0] == "Servants of Hera");
    // 5E: the turn ends; P2 untaps and draws: 20 - 4 - 1.
    CHECK(s.board().active == 1);
    CHECK(deck_size(s, 2) == 15);
}

TEST_CASE("the rulebook's double block: 3 and 4 power together against 6") {
    State s = pos(R"({"active":1,
        "p1":{"characters":["Hades"]},
        "p2":{"characters":["Wandering Tribe","Hera's Executioners"],"deck_size":20}})");
    act(s, "attack with Hades");
    act(s, "done");
    act(s, "block Hades with Wandering Tribe");
    act(s, "block Hades with Hera's Executioners");
    // Nothing more can block, nobody has a combat card: on to 5D. Their combined 7 reaches Hades's 6: Hades is discarded. Hades discards either blocker
    // (3 or 4 fits under 6) but not both (7 does not).
    REQUIRE(s.board().step == Step::Discard);
    REQUIRE(s.current_player() == 0);
    std::vector<std::string> options;
    for (const Action& a : s.legal_actions()) options.push_back(a.to_string());
    CHECK(options == Words{"discard Wandering Tribe", "discard Hera's Executioners", "done"});
    act(s, "discard Hera's Executioners");
    // Nothing else fits: the fight resolves.
    CHECK(chars(s, 1).empty());
    CHECK(chars(s, 2) == Words{"Wandering Tribe"});  // untapped: it is P2's turn now
    CHECK(discard(s, 1) == Words{"Hades"});
    CHECK(discard(s, 2) == Words{"Hera's Executioners"});
    CHECK(deck_size(s, 2) == 19);  // nothing got through; P2 drew for its turn

    // The other choice.
    State t = pos(R"({"active":1, "p1":{"characters":["Hades"]},
        "p2":{"characters":["Wandering Tribe","Hera's Executioners"]}})");
    for (const char* m : {"attack with Hades", "done", "block Hades with Wandering Tribe", "block Hades with Hera's Executioners",
                          "discard Wandering Tribe"})
        act(t, m);
    CHECK(chars(t, 2) == Words{"Hera's Executioners"});
    CHECK(discard(t, 2) == Words{"Wandering Tribe"});
}

TEST_CASE("several blockers: all of them discarded when together they do not exceed the attacker") {
    State s = pos(R"({"active":1, "p1":{"characters":["Hades"]},
        "p2":{"characters":["Overworked Mother","Servants of Hera"]}})");
    for (const char* m : {"attack with Hades", "done", "block Hades with Overworked Mother", "block Hades with Servants of Hera"})
        act(s, m);
    // 1 + 2 = 3 < 6: Hades survives and discards both, no choice needed.
    CHECK(chars(s, 1) == Words{"*Hades"});
    CHECK(chars(s, 2).empty());
}

TEST_CASE("blocked: the lower power is discarded, equal powers both") {
    SUBCASE("attacker stronger") {
        State s = pos(R"({"active":1, "p1":{"characters":["Cyclops"]}, "p2":{"characters":["Servants of Hera"]}})");
        for (const char* m : {"attack with Cyclops", "done", "block Cyclops with Servants of Hera"}) act(s, m);
        CHECK(chars(s, 1) == Words{"*Cyclops"});
        CHECK(chars(s, 2).empty());
    }
    SUBCASE("blocker stronger") {
        State s = pos(R"({"active":1, "p1":{"characters":["Servants of Hera"]}, "p2":{"characters":["Hera's Executioners"]}})");
        for (const char* m : {"attack with Servants of Hera", "done", "block Servants of Hera with Hera's Executioners"}) act(s, m);
        CHECK(chars(s, 1).empty());
        CHECK(chars(s, 2) == Words{"Hera's Executioners"});  // untapped again: it is P2's turn now
    }
    SUBCASE("equal") {
        State s = pos(R"({"active":1, "p1":{"characters":["Wandering Tribe"]}, "p2":{"characters":["Royal Guards"]}})");
        // Royal Guards: 3, +1 while blocking: 4 against 3, the attacker is lost.
        for (const char* m : {"attack with Wandering Tribe", "done", "block Wandering Tribe with Royal Guards"}) act(s, m);
        CHECK(chars(s, 1).empty());
        CHECK(chars(s, 2) == Words{"Royal Guards"});
        State t = pos(R"({"active":1, "p1":{"characters":["Wandering Tribe"]}, "p2":{"characters":["Argonaut"]}})");
        for (const char* m : {"attack with Wandering Tribe", "done", "block Wandering Tribe with Argonaut"}) act(t, m);
        CHECK(chars(t, 1).empty());
        CHECK(chars(t, 2).empty());
        CHECK(discard(t, 1) == Words{"Wandering Tribe"});
        CHECK(discard(t, 2) == Words{"Argonaut"});
    }
}

TEST_CASE("blocking taps the blocker; the defender says when it is done") {
    State s = pos(R"({"active":1, "p1":{"characters":["Cyclops"]}, "p2":{"characters":["Argonaut","Royal Guards"]}})");
    act(s, "attack with Cyclops");
    act(s, "done");
    act(s, "block Cyclops with Royal Guards");
    CHECK(tapped(s, 2, "Royal Guards"));
    CHECK_FALSE(tapped(s, 2, "Argonaut"));
    CHECK(s.board().step == Step::Block);
    act(s, "done");
    CHECK(chars(s, 1).empty());  // Cyclops 4 against Royal Guards 3 + 1
}

TEST_CASE("attacking and blocking need untapped characters; each blocker blocks one attacker") {
    State s = pos(R"({"active":1, "p1":{"characters":["Cyclops","*Wandering Tribe","Hades"]},
        "p2":{"characters":["Argonaut","*Royal Guards"]}})");
    CHECK_FALSE(legal(s, "attack with Wandering Tribe"));
    act(s, "attack with Cyclops");
    CHECK_FALSE(legal(s, "attack with Cyclops"));
    act(s, "attack with Hades");
    act(s, "done");
    CHECK_FALSE(legal(s, "block Cyclops with Royal Guards"));  // tapped
    CHECK(legal(s, "block Hades with Argonaut"));
    act(s, "block Cyclops with Argonaut");
    // Argonaut is tapped and busy, Royal Guards was tapped: nothing is left to block with, so the
    // block step ends by itself and the fight resolves.
    CHECK(chars(s, 2) == Words{"Royal Guards"});
}

TEST_CASE("combat cards: the defender first, then the attacker, one each") {
    State s = pos(R"({"active":1,
        "p1":{"characters":["Cyclops"],"hand":["Herculean Effort","Herc Helps Out"],"resources":["Wedding Feast","Satyr Hollow","Hidden Clearing"]},
        "p2":{"characters":["Royal Guards"],"hand":["Antaeus Guards the Way","Captured by Hera"],"resources":["Burial Chamber","Altar to Hera","Magical Cave"]}})");
    for (const char* m : {"attack with Cyclops", "done", "block Cyclops with Royal Guards"}) act(s, m);
    REQUIRE(s.board().step == Step::DefenderCombat);
    REQUIRE(s.current_player() == 1);
    CHECK(legal(s, "pass"));
    act(s, "play Antaeus Guards the Way [B]");
    CHECK(power_of(s, 2, "Royal Guards") == 3 + 1 + 3);
    // Now the attacker, and only one card.
    REQUIRE(s.board().step == Step::AttackerCombat);
    REQUIRE(s.current_player() == 0);
    act(s, "play Herculean Effort [G]");
    // 7 against 7: both are discarded, and the turn passed to P2.
    CHECK(chars(s, 1).empty());
    CHECK(chars(s, 2).empty());
    CHECK(hand(s, 1) == Words{"Herc Helps Out"});
    CHECK(discard(s, 1) == Words{"Cyclops", "Herculean Effort"});
}

TEST_CASE("combat cards: the attacker may play one even when the defender did not") {
    State s = pos(R"({"active":1,
        "p1":{"characters":["Wandering Tribe"],"hand":["Herculean Effort"],"resources":["Wedding Feast"]},
        "p2":{"characters":["Cyclops"],"hand":["Antaeus Guards the Way"],"resources":["Burial Chamber"]}})");
    for (const char* m : {"attack with Wandering Tribe", "done", "block Wandering Tribe with Cyclops", "pass"}) act(s, m);
    act(s, "play Herculean Effort [G]");
    // 6 against Cyclops's 5 (4, +1 blocking).
    CHECK(chars(s, 1) == Words{"*Wandering Tribe"});
    CHECK(chars(s, 2).empty());
}

TEST_CASE("a deck emptied by an attack loses at once") {
    State s = pos(R"({"active":1, "p1":{"characters":["Cyclops"]}, "p2":{"deck_size":3}})");
    act(s, "attack with Cyclops");
    act(s, "done");
    CHECK(s.is_terminal());
    CHECK(s.winner() == 0);
    CHECK(deck_size(s, 2) == 0);  // even though it could have discarded more
    CHECK(s.legal_actions().empty());
}

TEST_CASE("a deck emptied by an action loses at once") {
    State s = pos(R"({"active":1, "p1":{"hand":["Catapult Attack"],"resources":["Warlord Camp","Bath House","Town Square","Dance Studio"]},
        "p2":{"deck_size":5}})");
    act(s, "play Catapult Attack [RRRR]");
    CHECK(s.is_terminal());
    CHECK(s.winner() == 0);
    CHECK(discard(s, 1) == Words{"Catapult Attack"});
}

TEST_CASE("static abilities in a fight: trample, discarding more when unblocked, ward, who may block") {
    SUBCASE("trample: the power beyond the blocker's goes to the deck") {
        State s = pos(R"({"active":1, "p1":{"characters":["Primord"]}, "p2":{"characters":["Servants of Hera"],"deck_size":20}})");
        for (const char* m : {"attack with Primord", "done", "block Primord with Servants of Hera"}) act(s, m);
        CHECK(discard(s, 2).size() == 1 + 4);  // the blocker, and 6 - 2 cards
    }
    SUBCASE("unblocked bonus") {
        State s = pos(R"({"active":1, "p1":{"characters":["Greedy Warlord"]}, "p2":{"deck_size":20}})");
        for (const char* m : {"attack with Greedy Warlord", "done"}) act(s, m);
        CHECK(discard(s, 2).size() == 3 + 2);
    }
    SUBCASE("ward: each unblocked attacker discards fewer") {
        State s = pos(R"({"active":1, "p1":{"characters":["Cyclops","Servants of Hera"]},
            "p2":{"characters":["*Overworked Mother"],"deck_size":20}})");
        for (const char* m : {"attack with Cyclops", "attack with Servants of Hera", "done"}) act(s, m);
        CHECK(discard(s, 2).size() == (4 - 1) + (2 - 1));
    }
    SUBCASE("can be blocked only by some; can't block") {
        State s = pos(R"({"active":1, "p1":{"characters":["Crafty Hunter"]},
            "p2":{"characters":["Cyclops","Servants of Hera","Spoiled Princess"]}})");
        for (const char* m : {"attack with Crafty Hunter", "done"}) act(s, m);
        CHECK_FALSE(legal(s, "block Crafty Hunter with Cyclops"));  // power 3 or more may not
        CHECK(legal(s, "block Crafty Hunter with Servants of Hera"));
        CHECK_FALSE(legal(s, "block Crafty Hunter with Spoiled Princess"));  // can't block at all
    }
    SUBCASE("can't attack") {
        State s = pos(R"({"active":1, "p1":{"characters":["Guardian Minotaurs","Cyclops"]}, "p2":{}})");
        CHECK_FALSE(legal(s, "attack with Guardian Minotaurs"));
        CHECK(legal(s, "attack with Cyclops"));
    }
}

TEST_CASE("taken out of combat: an attacker deals nothing; a blocked attacker whose blockers leave deals nothing") {
    State s = pos(R"({"active":1, "p1":{"characters":["Cyclops","Wandering Tribe"]},
        "p2":{"characters":["Argonaut"],"hand":["Captured by Hera"],"resources":["Burial Chamber","Altar to Hera"],"deck_size":20}})");
    for (const char* m : {"attack with Cyclops", "attack with Wandering Tribe", "done", "done"}) act(s, m);
    act(s, "play Captured by Hera [BB]");
    act(s, "choose Cyclops of P1");
    // Wandering Tribe's 3 gets through; Cyclops's 4 does not, and Cyclops stays in play.
    REQUIRE(discard(s, 2).size() == 4);
    CHECK(discard(s, 2).back() == "Captured by Hera");
    CHECK(chars(s, 1) == Words{"*Cyclops", "*Wandering Tribe"});
    CHECK(deck_size(s, 2) == 20 - 3 - 1);

    State t = pos(R"({"active":1, "p1":{"characters":["Cyclops"]},
        "p2":{"characters":["Argonaut"],"hand":["Divine Intervention"],"resources":["Burial Chamber","Altar to Hera"],"deck_size":20}})");
    for (const char* m : {"attack with Cyclops", "done", "block Cyclops with Argonaut"}) act(t, m);
    act(t, "play Divine Intervention [BB]");
    CHECK(chars(t, 2) == Words{"Argonaut"});  // saved, and untapped: P2's turn
    CHECK(deck_size(t, 2) == 20 - 1);          // nothing got through
}

TEST_CASE("the player whose turn it is orders abilities that fire together, when they differ") {
    // Both attackers lose their fights; each has an ability for being discarded.
    State s = pos(R"({"active":1,
        "p1":{"characters":["Soldier of Hades","Mandrake"]},
        "p2":{"characters":["Cyclops","Royal Guards"],"hand":["Festival","Festival"],"deck_size":20}})");
    for (const char* m : {"attack with Soldier of Hades", "attack with Mandrake", "done", "block Soldier of Hades with Cyclops",
                          "block Mandrake with Royal Guards"})
        act(s, m);
    REQUIRE(s.current_player() == 0);
    Words firsts;
    for (const Action& a : s.legal_actions()) firsts.push_back(a.to_string());
    CHECK(firsts == Words{"first Soldier of Hades of P1", "first Mandrake of P1"});
    act(s, "first Mandrake of P1");
    // Mandrake's went first (a random card from P2's hand), then Soldier of Hades's (two from the deck).
    const auto& log = s.board().log;
    auto at = [&](const std::string& needle) {
        for (std::size_t i = 0; i < log.size(); ++i)
            if (log[i].find(needle) != std::string::npos) return static_cast<int>(i);
        return -1;
    };
    REQUIRE(at("from the hand because of Mandrake") >= 0);
    REQUIRE(at("P2 discards 2 cards from the deck") >= 0);
    CHECK(at("from the hand because of Mandrake") < at("P2 discards 2 cards from the deck"));
    CHECK(hand(s, 2).size() == 1 + 1);  // one discarded, one drawn for P2's turn

    // The same ability twice needs no order.
    State t = pos(R"({"active":1, "p1":{"characters":["Soldier of Hades","Soldier of Hades"]},
        "p2":{"characters":["Cyclops","Royal Guards"],"deck_size":20}})");
    for (const char* m : {"attack with Soldier of Hades #1", "attack with Soldier of Hades #2", "done",
                          "block Soldier of Hades #1 with Cyclops", "block Soldier of Hades #2 with Royal Guards"})
        act(t, m);
    CHECK(t.board().active == 1);
    CHECK(discard(t, 2).size() == 4);
}

TEST_CASE("a card that does a thing to a character and then to up to one more names two different ones") {
    auto said = [](const State& s, const std::string& line) { return std::count(s.board().log.begin(), s.board().log.end(), line); };
    const std::string raider = "Forest Raider of P2 can't block this turn because of Aphrodite's Wiles.";
    // One character to name: it is named once, and said once; nothing more is asked.
    State s = pos(R"({"active":1, "p1":{"hand":["Aphrodite's Wiles"],"resources":["Burial Chamber","Altar to Hera"]},
        "p2":{"characters":["Forest Raider"]}})");
    act(s, "play Aphrodite's Wiles [BB]");
    CHECK(s.board().stack.empty());
    CHECK(said(s, raider) == 1);
    // Two: the second choice offers only the one not named yet.
    State t = pos(R"({"active":1, "p1":{"hand":["Aphrodite's Wiles"],"resources":["Burial Chamber","Altar to Hera"]},
        "p2":{"characters":["Forest Raider","Cyclops"]}})");
    act(t, "play Aphrodite's Wiles [BB]");
    act(t, "choose Forest Raider of P2");
    CHECK_FALSE(legal(t, "choose Forest Raider of P2"));
    act(t, "choose Cyclops of P2");
    CHECK(said(t, raider) == 1);
    CHECK(said(t, "Cyclops of P2 can't block this turn because of Aphrodite's Wiles.") == 1);
}
