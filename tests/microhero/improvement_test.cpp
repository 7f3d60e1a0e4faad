// The Improvement Phase's conditions, the preparation actions, and what co-op pools.
#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace mh_test;

namespace {

// Plays a hand giving 13 Experience (Train+ first of 5, a Train third) and no Defense worth a
// Wound against a harmless Trial: the Improvement Phase is open.
void thirteen_xp(State& s) {
    set_trial(s, "nemean-lion", 0, 20, 30);
    set_hand(s, 0, {"train+", "strike", "train", "strike", "strike"});
    play(s, {"Train+", "Strike", "Train", "Strike", "Strike"});
    REQUIRE(s.phase == Phase::Improvement);
    REQUIRE(s.xp == 13);
}

// Overcomes the Trial with the player's own cards, leaving the Reserve as set up.
void win_with_own_cards(State& s, std::vector<std::string> hand = {"strike", "strike", "block", "block", "train"}) {
    s.t_health = 1;
    s.t_defense = 1;
    set_hand_own(s, s.actor, hand);
    std::vector<std::string> names;
    for (const auto& id : hand) names.push_back(s.cat->card(s.cat->card_index(id)).name);
    play(s, names);
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
}

bool in_reserve(const State& s, int uid) {
    for (const Card& c : s.reserve)
        if (c.uid == uid) return true;
    return false;
}

}  // namespace

TEST_CASE("Upgrade: a card already upgraded cannot be upgraded again") {
    State s = fresh();
    thirteen_xp(s);
    s.apply(Action::buy("block"));
    CHECK(olympus::is_legal(s, Action::upgrade()));
    s.apply(Action::upgrade());
    CHECK(s.card_name(s.players[0].discard.top()) == "Block+");
    REQUIRE(s.xp == 5);  // enough for another upgrade, were it allowed
    CHECK(!olympus::is_legal(s, Action::upgrade()));
    CHECK_THROWS_AS(s.apply(Action::upgrade()), IllegalAction);
    CHECK(s.can_upgrade(s.players[0].discard.top()) == false);
}

TEST_CASE("Upgrade: an upgraded card that reached the discard pile by play is not upgraded again") {
    State s = fresh();
    set_trial(s, "nemean-lion", 0, 20, 30);
    s.players[0].discard.put_top(take(s, "strike+"));
    set_hand(s, 0, {"train+", "strike", "train", "strike", "block"});
    play(s, {"Train+", "Strike", "Train", "Strike", "Block"});
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(!olympus::is_legal(s, Action::upgrade()));
    CHECK(olympus::is_legal(s, Action::anticipate()));
}

TEST_CASE("Anticipation needs an upgraded card on top of the discard pile") {
    State s = fresh();
    thirteen_xp(s);
    s.apply(Action::buy("block"));
    // A base Block on top: it cannot be anticipated.
    CHECK(!olympus::is_legal(s, Action::anticipate()));
    CHECK_THROWS_AS(s.apply(Action::anticipate()), IllegalAction);
    s.apply(Action::upgrade());
    CHECK(olympus::is_legal(s, Action::anticipate()));
    // A Wound, even one that could be upgraded, is never anticipated (see RULINGS).
    State w = fresh({{"expansions", "blood"}});
    set_trial(w, "nemean-lion", 0, 20, 30);
    Card hw = take(w, "heavy-wound");
    hw.up = true;
    w.players[0].discard.put_top(hw);
    set_hand(w, 0, {"train+", "strike", "train", "strike", "strike"});
    play(w, {"Train+", "Strike", "Train", "Strike", "Strike"});
    REQUIRE(w.phase == Phase::Improvement);
    CHECK(!olympus::is_legal(w, Action::anticipate()));
    CHECK(!olympus::is_legal(w, Action::upgrade()));
}

TEST_CASE("Preparation: gain takes a Technique from the Reserve into the deck; Blessings cannot be gained") {
    State s = fresh();
    win_with_own_cards(s);
    REQUIRE(s.phase == Phase::Preparation);
    // The overcome Trial's Blessing is in the Reserve but not offered.
    bool blessing_offered = false;
    for (const Action& a : s.legal_actions()) {
        if (a.kind != Action::Kind::PrepGain) continue;
        blessing_offered |= s.cat->card(s.cat->card_index(a.card)).type == CardType::Blessing;
    }
    CHECK(!blessing_offered);
    int blocks_reserve = 0, blocks_deck = 0;
    for (const Card& c : s.reserve) blocks_reserve += s.def(c).id == "block";
    for (const Card& c : s.players[0].deck.bottom_first()) blocks_deck += s.def(c).id == "block";
    const std::size_t deck = s.players[0].deck.size(), reserve = s.reserve.size();
    s.apply(Action::prep_gain("block"));
    CHECK(s.players[0].deck.size() == deck + 1);
    CHECK(s.reserve.size() == reserve - 1);
    int br = 0, bd = 0;
    for (const Card& c : s.reserve) br += s.def(c).id == "block";
    for (const Card& c : s.players[0].deck.bottom_first()) bd += s.def(c).id == "block";
    CHECK(br == blocks_reserve - 1);
    CHECK(bd == blocks_deck + 1);
    CHECK(log_has(s, "Block joins your deck for the next Trial."));
    // The same action twice is allowed.
    s.apply(Action::prep_gain("block"));
    REQUIRE(s.phase == Phase::Planning);
    CHECK(s.owned_cards(0).size() == deck + 2);
    s.check_invariants();
}

TEST_CASE("Preparation: an upgraded Technique can be exhausted, and returns to the Reserve at its base level") {
    State s = fresh();
    win_with_own_cards(s);
    REQUIRE(s.phase == Phase::Preparation);
    s.apply(Action::prep_upgrade("strike"));
    // Only Strikes not yet upgraded are offered for upgrade; the upgraded one can be exhausted.
    CHECK(olympus::is_legal(s, Action::prep_exhaust("strike", true)));
    int uid = -1;
    for (const Card& c : s.players[0].deck.bottom_first())
        if (c.up) uid = c.uid;
    REQUIRE(uid >= 0);
    s.apply(Action::prep_exhaust("strike", true));
    REQUIRE(s.phase == Phase::Planning);
    CHECK(in_reserve(s, uid));
    for (const Card& c : s.reserve) CHECK(!c.up);
}

TEST_CASE("Preparation: a Technique whose every copy is upgraded cannot be upgraded again") {
    State s = fresh({{"deck", "6T1S3B"}});
    win_with_own_cards(s, {"strike", "block", "block", "train", "train"});
    REQUIRE(s.phase == Phase::Preparation);
    int strikes = 0;
    for (const Card& c : s.players[0].deck.bottom_first()) strikes += s.def(c).id == "strike";
    REQUIRE(strikes == 1);
    s.apply(Action::prep_upgrade("strike"));
    CHECK(!olympus::is_legal(s, Action::prep_upgrade("strike")));
    CHECK(olympus::is_legal(s, Action::prep_upgrade("block")));
}

TEST_CASE("Co-op: Experience and Attack are pooled; each player takes two preparation actions") {
    State s = fresh({{"players", "2"}});
    set_trial(s, "ceryneian-hind", 0, 5, 40);
    // Alone, neither reaches Defense 5 or 4 Experience: 3 Attack and 3 XP each (2 + 1).
    set_hand(s, 0, {"strike", "strike"});
    set_hand(s, 1, {"train", "train"});
    play(s, {"Strike", "Strike"});
    REQUIRE(s.actor == 1);
    play(s, {"Train", "Train"});
    // 3 XP buys nothing, so the team went on to attack with P1's 3 alone: no Health lost.
    CHECK(log_has(s, "Attack 3 against Defense 5"));
    CHECK(s.t_health == 40);
    if (s.phase == Phase::Defense) s.apply(Action::defend(0));
    REQUIRE(s.phase == Phase::Planning);

    // Each now gives 3 XP and some Attack: P1 3 Attack, P2 2. Pooled: 6 XP (a buy), Attack 5 (1 Health).
    set_hand(s, 0, {"strike", "train", "train"});
    set_hand(s, 1, {"strike", "train", "block"});
    play(s, {"Strike", "Train", "Train"});  // Strike 3 Attack; Trains 2 + 1 XP
    play(s, {"Train", "Strike", "Block"});  // Train 3 XP; Strike 2 Attack; Block 1 Defense
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(s.xp == 6);
    // The pool buys onto either player's discard pile.
    CHECK(olympus::is_legal(s, Action::buy("block", 0)));
    CHECK(olympus::is_legal(s, Action::buy("block", 1)));
    s.apply(Action::buy("block", 1));
    CHECK(log_has(s, "The team buys Block for P2; 2 XP left."));
    CHECK(s.card_name(s.players[1].discard.top()) == "Block");
    REQUIRE(s.phase == Phase::Defense);  // 2 XP buys nothing more: the attack came
    CHECK(s.t_health == 39);             // 3 + 2 = 5 against Defense 5
    CHECK(log_has(s, "Attack 5 against Defense 5"));
    s.apply(Action::defend(0));

    // Two preparation actions each, player 1 first.
    s.t_health = 1;
    s.t_defense = 1;
    set_hand(s, 0, {"strike"});
    set_hand(s, 1, {"strike"});
    play(s, {"Strike"});
    play(s, {"Strike"});
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Preparation);
    CHECK(s.actor == 0);
    CHECK(s.players[0].prep_left == 2);
    CHECK(s.players[1].prep_left == 2);
    s.apply(Action::prep_upgrade("strike"));
    s.apply(Action::prep_upgrade("strike"));
    REQUIRE(s.phase == Phase::Preparation);
    CHECK(s.actor == 1);
    s.apply(Action::prep_upgrade("train"));
    s.apply(Action::prep_upgrade("train"));
    REQUIRE(s.phase == Phase::Planning);
    int p1_up = 0, p2_up = 0;
    for (const Card& c : s.owned_cards(0)) p1_up += c.up;
    for (const Card& c : s.owned_cards(1)) p2_up += c.up;
    CHECK(p1_up == 2);
    CHECK(p2_up == 2);
    s.check_invariants();
}

TEST_CASE("It's Raining Cards can be used in the Improvement Phase; its card waits in hand for the next turn") {
    State s = fresh();
    s.players[0].stance.side = 1;  // It's Raining Cards, upright
    set_trial(s, "nemean-lion", 0, 20, 30);
    set_hand(s, 0, {"train+", "strike", "train", "strike", "strike"});
    play(s, {"Train+", "Strike", "Train", "Strike", "Strike"});
    s.apply(Action::end_planning());  // the Stance is kept upright through Planning
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(olympus::is_legal(s, Action::tap_stance()));
    s.apply(Action::tap_stance());
    CHECK(s.phase == Phase::Improvement);
    CHECK(s.players[0].hand.size() == 1);
    CHECK(s.players[0].stance.side == 0);  // turned to Supercharged, untapped...
    CHECK(!s.players[0].stance.tapped);
    CHECK(!olympus::is_legal(s, Action::tap_stance()));  // ...which has nothing to mark after Planning
    CHECK(s.xp == 13);                                    // drawing costs no Experience
    s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Planning);
    CHECK(s.players[0].hand.size() == 6);
}

TEST_CASE("The log says the turn's Experience as a sentence, with the cards that gave it and how often each triggered") {
    State s = fresh();
    thirteen_xp(s);
    const std::string said = "You gain 13 XP for the Improvement Phase: 10 from Train+ (triggered 5 times), 3 from Train (triggered 3 times).";
    CHECK(std::count(s.log.begin(), s.log.end(), said) == 1);

    // No card gave any: no line for nothing.
    State none = fresh();
    set_trial(none, "nemean-lion", 0, 20, 30);
    set_hand(none, 0, {"strike", "strike", "strike", "block", "block"});
    play(none, {"Strike", "Strike", "Strike", "Block", "Block"});
    for (const std::string& line : none.log) CHECK(line.find("XP") == std::string::npos);
}

TEST_CASE("The Experience line says copies of a card as one entry, with how often each triggered") {
    State s = fresh();
    set_trial(s, "nemean-lion", 0, 20, 30);
    set_hand(s, 0, {"train", "strike", "train", "strike", "strike"});
    play(s, {"Train", "Strike", "Train", "Strike", "Strike"});
    REQUIRE(s.phase == Phase::Improvement);
    const std::string said = "You gain 8 XP for the Improvement Phase: 8 from 2x Train (triggered 5 times and 3 times).";
    INFO(s.log.back());
    CHECK(std::count(s.log.begin(), s.log.end(), said) == 1);
}
