// Every worked example of the Micro Hero: Hercules rulebook, as a position and what must follow.
#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace mh_test;

TEST_CASE("Planning: a Strike played first of 5 gives 5 Attack; the second as penultimate gives 2, 7 in all") {
    State s = fresh();
    set_trial(s, "nemean-lion", 1, 20, 30);  // nothing dies, no Wound
    set_hand(s, 0, {"strike", "train", "block", "strike", "train"});
    s.check_invariants();
    play(s, {"Strike", "Train", "Block"});
    // While planning, each card's running contribution is visible and grows with later cards.
    CHECK(s.contribution(0, 0).attack == 3);
    play(s, {"Strike", "Train"});
    // Planning is over (the hand is empty); the played cards stay in play until the Upkeep.
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(s.contribution(0, 0).attack == 5);
    CHECK(s.contribution(0, 3).attack == 2);
    CHECK(s.totals(0).attack == 7);
    CHECK(s.totals(0).defense == 3);
    CHECK(s.totals(0).xp == 4 + 1);
    s.check_invariants();
}

TEST_CASE("Planning: an upgraded card gives 2 per trigger; a Wound gives nothing but triggers earlier cards") {
    State s = fresh();
    set_trial(s, "nemean-lion", 1, 20, 30);
    set_hand(s, 0, {"strike+", "heavy-wound", "train", "heavy-wound", "train"});
    play(s, {"Strike+", "Heavy Wound", "Train", "Heavy Wound", "Train"});
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(s.contribution(0, 0).attack == 10);
    CHECK(s.contribution(0, 1) == Totals{0, 0, 0});
    CHECK(s.contribution(0, 2).xp == 3);
    CHECK(s.totals(0) == Totals{10, 0, 4});
}

TEST_CASE("Improvement: 13 XP buys a Block, upgrades it, anticipates it; the last point is lost") {
    State s = fresh();
    set_trial(s, "nemean-lion", 1, 20, 30);
    // Train+ first of 5 gives 10 XP, a Train third gives 3: 13 in all.
    set_hand(s, 0, {"train+", "strike", "train", "strike", "strike"});
    play(s, {"Train+", "Strike", "Train", "Strike", "Strike"});
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(s.xp == 13);
    std::size_t blocks_in_reserve = 0;
    for (const Card& c : s.reserve) blocks_in_reserve += s.def(c).id == "block";
    REQUIRE(blocks_in_reserve > 0);

    s.apply(Action::buy("block"));
    CHECK(s.xp == 9);
    CHECK(s.card_name(s.players[0].discard.top()) == "Block");
    s.apply(Action::upgrade());
    CHECK(s.xp == 5);
    CHECK(s.card_name(s.players[0].discard.top()) == "Block+");
    // A Wound, a Technique or a Blessing: every improvement costs the same for its type.
    int block_uid = s.players[0].discard.top().uid;
    s.apply(Action::anticipate());
    // With 1 XP left nothing else is possible: the phase ends by itself and the point is lost.
    CHECK(s.xp == 0);
    CHECK(log_has(s, "The unspent XP (1) is lost."));
    // The next turn has begun and the Block+ was drawn.
    REQUIRE(s.phase == Phase::Planning);
    bool drawn = false;
    for (const Card& c : s.players[0].hand) drawn |= c.uid == block_uid && c.up;
    CHECK(drawn);
    s.check_invariants();
}

TEST_CASE("Improvement: no Blessing can be bought in the first round, and a Blessing costs 8") {
    State s = fresh();
    set_trial(s, "nemean-lion", 1, 20, 30);
    // Put a Blessing in the Reserve by hand, as if a Trial had been overcome.
    s.overcome.push_back(s.upcoming.top());
    s.upcoming.draw();
    int bless = s.cat->trials[static_cast<std::size_t>(s.overcome.back())].blessing;
    for (std::size_t u = 0; u < s.uid_def.size(); ++u)
        if (s.uid_def[u] == bless) s.reserve.push_back(Card{static_cast<int>(u), bless, false});
    s.round = 2;
    s.check_invariants();
    set_hand(s, 0, {"train+", "train", "train", "strike", "strike"});
    s.round = 1;  // pretend: the same position in round 1
    play(s, {"Train+", "Train", "Train", "Strike", "Strike"});
    REQUIRE(s.xp >= 8);
    const std::string bid = s.cat->card(bless).id;
    CHECK(!olympus::is_legal(s, Action::buy(bid)));
    s.round = 2;
    CHECK(olympus::is_legal(s, Action::buy(bid)));
    int before = s.xp;
    s.apply(Action::buy(bid));
    CHECK(s.xp == before - 8);
}

TEST_CASE("Attack: Defense 4 against Attack 7 costs the Trial 1 Health; against 13, 3 Health") {
    SUBCASE("7") {
        State s = fresh();
        set_trial(s, "ceryneian-hind", 1, 4, 10);
        set_hand(s, 0, {"strike", "block", "block", "strike", "block"});
        play(s, {"Strike", "Block", "Block", "Strike", "Block"});
        // Nothing to buy with 0 XP: on to the attack.
        CHECK(s.t_health == 9);
        CHECK(log_has(s, "Attack 7 against Defense 4"));
    }
    SUBCASE("13") {
        State s = fresh();
        set_trial(s, "ceryneian-hind", 1, 4, 10);
        set_hand(s, 0, {"strike+", "block", "strike", "block", "block"});
        play(s, {"Strike+", "Block", "Strike", "Block", "Block"});
        CHECK(s.t_health == 7);
        CHECK(log_has(s, "Attack 13 against Defense 4"));
    }
}

TEST_CASE("Defense: the Lernaean Hydra at Attack 3 against Defense 1 wounds; Defense 3 blocks; +1 Attack either way") {
    SUBCASE("Defense 1: a Wound on top of the discard pile (under this turn's played cards)") {
        State s = fresh();
        set_trial(s, "lernaean-hydra", 3, 20, 10);
        set_hand(s, 0, {"strike", "strike", "strike", "strike", "block"});
        // Two cards already in the discard pile, so "on top" differs from "anywhere in it".
        Player& pl = s.players[0];
        for (int k = 0; k < 2; ++k) pl.discard.put_top(*pl.deck.draw());
        const std::vector<Card> old = pl.discard.bottom_first();
        int wounds = s.wounds_left();
        play(s, {"Strike", "Strike", "Strike", "Strike", "Block"});
        REQUIRE(s.phase == Phase::Planning);  // the Upkeep is done and the next turn drew from the deck
        CHECK(s.wounds_left() == wounds - 1);
        CHECK(s.t_attack == 4);
        // Bottom to top: the two old cards, the Wound, then the 5 played cards the Upkeep put on it.
        const std::vector<Card> pile = pl.discard.bottom_first();
        REQUIRE(pile.size() == 8);
        CHECK(pile[0] == old[0]);
        CHECK(pile[1] == old[1]);
        CHECK(s.def(pile[2]).type == CardType::Wound);
        for (std::size_t i = 3; i < pile.size(); ++i) CHECK(s.def(pile[i]).type != CardType::Wound);
    }
    SUBCASE("Defense 3: blocked") {
        State s = fresh();
        set_trial(s, "lernaean-hydra", 3, 20, 10);
        set_hand(s, 0, {"block", "strike", "strike", "strike", "strike"});
        // Block first of 5 = 5 Defense.
        int wounds = s.wounds_left();
        play(s, {"Strike", "Strike", "Block", "Strike", "Strike"});  // Block third = 3
        CHECK(s.wounds_left() == wounds);
        CHECK(s.t_attack == 4);
    }
    SUBCASE("The Hydra gains 1 Attack for good whenever it loses Health") {
        State s = fresh();
        set_trial(s, "lernaean-hydra", 3, 2, 10);
        set_hand(s, 0, {"strike", "block", "block", "strike", "block"});
        play(s, {"Strike", "Block", "Block", "Strike", "Block"});  // Attack 7 vs 2: 3 Health; Defense 3+... blocks
        CHECK(s.t_health == 7);
        CHECK(s.t_attack == 3 + 1 + 1);  // its ability, then the usual +1 after the Defense Phase
        CHECK(log_has(s, "Lernaean Hydra gains 1 Attack, now 4."));
        // The usual rise is logged too, so the log's numbers add up to the Attack shown next.
        CHECK(log_has(s, "Lernaean Hydra gains 1 Attack at the end of the turn, now 5."));
    }
}

TEST_CASE("The Stance example: It's Raining Cards upgrades the top card, draws, then Supercharged doubles a Strike+ to 24") {
    State s = fresh();
    set_trial(s, "ceryneian-hind", 1, 100, 30);
    Player& pl = s.players[0];
    pl.stance.side = 1;  // It's Raining Cards, upright
    set_hand(s, 0, {"train", "train", "train", "train", "block"});
    set_deck_top(s, 0, {"strike", "block", "train", "strike", "strike", "train"});
    s.check_invariants();

    // 1. The player does not use the Stance this turn: at End of Turn it upgrades the top card.
    play(s, {"Train", "Train", "Train", "Train"});
    s.apply(Action::play(0));  // the Block; the Stance stays upright
    REQUIRE(s.phase == Phase::Planning);  // It's Raining Cards could still be used
    s.apply(Action::end_planning());
    REQUIRE(s.phase == Phase::Improvement);
    s.apply(Action::end_improvement());
    CHECK(log_has(s, "reveals Strike, upgraded to Strike+"));

    // 2. The next turn drew the Strike+ (it was on top).
    REQUIRE(s.phase == Phase::Planning);
    REQUIRE(s.players[0].hand.size() == 5);
    CHECK(s.card_name(s.players[0].hand[0]) == "Strike+");
    int strike_uid = s.players[0].hand[0].uid;

    // 3. Tapping It's Raining Cards draws a sixth card; the Stance comes back untapped on Supercharged.
    s.apply(Action::tap_stance());
    CHECK(s.players[0].hand.size() == 6);
    CHECK(s.players[0].stance.side == 0);
    CHECK(!s.players[0].stance.tapped);

    // 4. Supercharged is tapped before the Strike+ is played: the Strike+ is marked.
    s.apply(Action::tap_stance());
    CHECK(s.players[0].stance.tapped);
    play(s, {"Strike+"});
    CHECK(s.players[0].supercharged == 0);

    // 5. Five cards after it: 12 Attack, applied twice = 24.
    play(s, {"Block", "Train", "Strike", "Strike", "Train"});
    REQUIRE(s.phase == Phase::Improvement);  // 5 XP to spend keeps the cards in play
    REQUIRE(s.players[0].played.size() == 6);
    CHECK(s.contribution(0, 0).attack == 24);
    s.apply(Action::end_improvement());

    // In the Upkeep the Strike+ is exhausted: back to the Reserve as a base Strike.
    bool in_reserve = false;
    for (const Card& c : s.reserve)
        if (c.uid == strike_uid) in_reserve = !c.up;
    CHECK(in_reserve);
    // A tapped Supercharged turns to It's Raining Cards at End of Turn.
    CHECK(s.players[0].stance.side == 1);
    CHECK(!s.players[0].stance.tapped);
    s.check_invariants();
}

TEST_CASE("Supercharged never marks a Wound: the next non-Wound card gets it") {
    State s = fresh();
    set_trial(s, "ceryneian-hind", 1, 100, 30);
    set_hand(s, 0, {"heavy-wound", "strike", "block", "train", "train"});
    s.apply(Action::tap_stance());
    play(s, {"Heavy Wound", "Strike"});
    CHECK(s.players[0].supercharged == 1);
}

TEST_CASE("Co-op defense: 6 and 2 pooled to 8 against Attack 7, split 7/1: player A blocks, player B is wounded") {
    State s = fresh({{"players", "2"}});
    set_trial(s, "ceryneian-hind", 7, 100, 60);
    // Player 1: Blocks giving 3+2+1 = 6. Player 2: a Block then a Train, 2 Defense.
    set_hand(s, 0, {"block", "block", "block"});
    set_hand(s, 1, {"block", "train"});
    play(s, {"Block", "Block", "Block"});
    REQUIRE(s.actor == 1);
    play(s, {"Block", "Train"});
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Defense);
    CHECK(s.totals(0).defense == 6);
    CHECK(s.totals(1).defense == 2);
    CHECK(s.legal_actions().size() == 9);  // 0..8 to player 1
    int wounds = s.wounds_left();
    int p1_wounds_before = 0, p2_wounds_before = 0;
    for (const Card& c : s.owned_cards(0)) p1_wounds_before += s.def(c).type == CardType::Wound;
    for (const Card& c : s.owned_cards(1)) p2_wounds_before += s.def(c).type == CardType::Wound;
    s.apply(Action::defend(7));
    CHECK(s.wounds_left() == wounds - 1);
    int p1 = 0, p2 = 0;
    for (const Card& c : s.owned_cards(0)) p1 += s.def(c).type == CardType::Wound;
    for (const Card& c : s.owned_cards(1)) p2 += s.def(c).type == CardType::Wound;
    CHECK(p1 == p1_wounds_before);
    CHECK(p2 == p2_wounds_before + 1);
    CHECK(log_has(s, "P1 blocks (Defense 7 against Attack 7)"));
    CHECK(log_has(s, "P2 fails to block (Defense 1 against Attack 7)"));
}

TEST_CASE("Co-op: played cards go to the teammate's discard pile; the Trial's Health is doubled") {
    State s = fresh({{"players", "2"}});
    int solo_health = s.cat->trials[static_cast<std::size_t>(s.trial)].health;
    CHECK(s.t_health == 2 * solo_health);
    set_trial(s, "ceryneian-hind", 0, 100, 60);
    set_hand(s, 0, {"strike", "strike"});
    set_hand(s, 1, {"train"});
    std::vector<int> p1_uids;
    for (const Card& c : s.players[0].hand) p1_uids.push_back(c.uid);
    play(s, {"Strike", "Strike"});
    play(s, {"Train"});
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    if (s.phase == Phase::Defense) s.apply(Action::defend(0));
    REQUIRE(s.phase == Phase::Planning);
    for (int uid : p1_uids) {
        bool with_p2 = false;
        for (const Card& c : s.owned_cards(1)) with_p2 |= c.uid == uid;
        CHECK(with_p2);
    }
}

TEST_CASE("Supercharged applies a card's whole effect twice: a Blessing that draws, draws twice") {
    State s = fresh();
    // The first Blessing whose base half draws a card (the data decides which one).
    int bless = -1;
    for (std::size_t i = 0; i < s.cat->cards.size(); ++i)
        if (s.cat->cards[i].type == CardType::Blessing && s.cat->cards[i].base.draw > 0) bless = static_cast<int>(i);
    REQUIRE(bless >= 0);
    const CardDef& bd = s.cat->card(bless);
    // As if its Trial had been overcome: off the upcoming pile, its Blessing in the Reserve.
    std::vector<int> rest;
    for (int x : s.upcoming.top_first())
        if (x != bd.trial) rest.push_back(x);
    if (s.trial == bd.trial) {
        s.trial = rest.front();
        rest.erase(rest.begin());
    }
    s.upcoming = olympus::Pile<int>::from_top_first(rest);
    s.overcome.push_back(bd.trial);
    s.round = 2;
    for (std::size_t u = 0; u < s.uid_def.size(); ++u)
        if (s.uid_def[u] == bless) s.reserve.push_back(Card{static_cast<int>(u), bless, false});
    s.t_attack = 0;
    s.t_defense = 99;
    s.t_health = s.t_health_start = 50;
    s.check_invariants();
    set_hand(s, 0, {bd.id, "train", "train", "train", "train"});
    const std::size_t deck_before = s.players[0].deck.size();

    s.apply(Action::tap_stance());
    s.apply(Action::play(0));
    REQUIRE(s.players[0].supercharged == 0);
    // Once for the card, once more for Supercharged.
    CHECK(s.players[0].hand.size() == 4 + 2 * static_cast<std::size_t>(bd.base.draw));
    CHECK(s.players[0].deck.size() == deck_before - 2 * static_cast<std::size_t>(bd.base.draw));
    while (s.phase == Phase::Planning && !s.players[0].hand.empty()) s.apply(Action::play(0));
    REQUIRE(s.phase == Phase::Improvement);
    const int n = 5 + 2 * bd.base.draw;  // every card played that turn
    REQUIRE(static_cast<int>(s.players[0].played.size()) == n);
    CHECK(s.contribution(0, 0) == Totals{2 * n * bd.base.attack, 2 * n * bd.base.defense, 2 * n * bd.base.xp});
}

TEST_CASE("Upkeep: the played cards go onto the discard pile in the order they were played") {
    State s = fresh();
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    set_hand(s, 0, {"block", "train", "strike", "train", "strike"});
    std::vector<int> order;  // uids in play order
    for (const char* n : {"Strike", "Train", "Block", "Strike", "Train"}) {
        const Player& pl = s.players[0];
        for (std::size_t i = 0; i < pl.hand.size(); ++i)
            if (s.card_name(pl.hand[i]) == n) {
                order.push_back(pl.hand[i].uid);
                s.apply(Action::play(static_cast<int>(i)));
                break;
            }
    }
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Planning);
    REQUIRE(s.turn == 2);
    // The first card played lies at the bottom, the last on top.
    std::vector<int> pile;
    for (const Card& c : s.players[0].discard.bottom_first()) pile.push_back(c.uid);
    CHECK(pile == order);
}

TEST_CASE("Draw: an empty deck is rebuilt by turning the discard pile over, in its order, unshuffled") {
    State s = fresh();
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    Player& pl = s.players[0];
    // The deck's 5 cards go to the discard pile one by one: the deck is empty and the pile's order known.
    while (!pl.deck.empty()) pl.discard.put_top(*pl.deck.draw());
    std::vector<int> old;  // bottom to top
    for (const Card& c : pl.discard.bottom_first()) old.push_back(c.uid);
    REQUIRE(old.size() == 5);
    std::vector<int> played;
    for (const Card& c : pl.hand) played.push_back(c.uid);
    while (s.turn == 1 && s.phase == Phase::Planning && !pl.hand.empty()) s.apply(Action::play(0));
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Planning);
    REQUIRE(s.turn == 2);
    // Turned over, the pile's bottom card is the deck's top: the hand is the old pile, bottom first,
    // and the deck below it is this turn's cards in play order.
    std::vector<int> hand, deck;
    for (const Card& c : pl.hand) hand.push_back(c.uid);
    for (const Card& c : pl.deck.top_first()) deck.push_back(c.uid);
    CHECK(hand == old);
    CHECK(deck == played);
    CHECK(pl.discard.empty());
    CHECK(pl.deck_known == 5);  // the pile was face up: the player knows the rest of the deck
    s.check_invariants();
}

TEST_CASE("It's Raining Cards at End of Turn turns an empty deck's discard pile over, unshuffled, before revealing") {
    State s = fresh();
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    Player& pl = s.players[0];
    pl.stance.side = 1;  // It's Raining Cards, upright
    set_hand(s, 0, {"train", "train", "train", "train", "block"});
    while (!pl.deck.empty()) pl.discard.put_top(*pl.deck.draw());
    // Bottom of the pile first: the card the reveal finds once it is turned over.
    std::vector<int> order;
    for (const Card& c : pl.discard.bottom_first()) order.push_back(c.uid);
    // The Upkeep puts the 5 played cards on top, in play order, before the End of Turn effect.
    for (const Card& c : pl.hand) order.push_back(c.uid);
    const std::string first = s.card_name(pl.discard.bottom_first().front());
    play(s, {"Train", "Train", "Train", "Train", "Block"});
    s.apply(Action::end_planning());  // keep the Stance upright
    s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Planning);
    CHECK(log_has(s, "reveals " + first));
    std::vector<int> now;
    for (const Card& c : pl.hand) now.push_back(c.uid);
    for (const Card& c : pl.deck.top_first()) now.push_back(c.uid);
    CHECK(now == order);
    CHECK(pl.hand.front().up);  // the revealed card, upgraded, was drawn first
    s.check_invariants();
}
