// The five mini-expansions, each in a position that shows its rule.
#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace mh_test;

namespace {

int wounds_owned(const State& s, int p, const std::string& id = "") {
    int n = 0;
    for (const Card& c : s.owned_cards(p))
        n += s.def(c).type == CardType::Wound && (id.empty() || s.def(c).id == id);
    return n;
}

// Puts the Hera's Revenge card with this symbol on top of the stack.
void hera_next(State& s, HeraSymbol sym) {
    std::vector<int> stack = s.hera_stack.top_first();
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (s.cat->hera[static_cast<std::size_t>(stack[i])].symbol == sym) {
            std::swap(stack[0], stack[i]);
            break;
        }
    s.hera_stack = olympus::Pile<int>::from_top_first(stack);
}

void finish_turn(State& s) {
    if (s.phase == Phase::Planning && s.players[static_cast<std::size_t>(s.actor)].hand.empty())
        s.apply(Action::end_planning());
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
}

}  // namespace

TEST_CASE("Blood and Bruises: a defense short by 3 takes 3 Wounds, Flesh Wounds first") {
    State s = fresh({{"expansions", "blood"}});
    set_trial(s, "ceryneian-hind", 10, 50, 20);
    set_hand(s, 0, {"block", "block", "strike", "train", "train"});
    play(s, {"Strike", "Block", "Block", "Train", "Train"});  // Defense 4 + 3 = 7
    finish_turn(s);
    CHECK(wounds_owned(s, 0, "flesh-wound") == 3);
    CHECK(s.wounds_left() == 6);
}

TEST_CASE("Blood and Bruises: discarded Wounds act by kind") {
    SUBCASE("a Flesh Wound is exhausted back onto the Wound stack") {
        State s = fresh({{"expansions", "blood"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        set_hand(s, 0, {"flesh-wound", "strike", "block", "train", "train"});
        play(s, {"Strike", "Block", "Train", "Train", "Flesh Wound"});
        finish_turn(s);
        CHECK(wounds_owned(s, 0) == 0);
        CHECK(s.wounds_left() == 9);
        CHECK(s.cat->card(s.wounds.top().def).id == "flesh-wound");
    }
    SUBCASE("a Heavy Wound stays in the deck, at the bottom, unless upgraded") {
        State s = fresh({{"expansions", "blood"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        set_hand(s, 0, {"heavy-wound", "strike", "block", "train", "train"});
        play(s, {"Strike", "Block", "Train", "Train", "Heavy Wound"});
        finish_turn(s);
        const auto& deck = s.players[0].deck.bottom_first();
        REQUIRE(!deck.empty());
        CHECK(s.def(deck.front()).id == "heavy-wound");
        for (const Card& c : s.players[0].discard.bottom_first()) CHECK(s.def(c).type != CardType::Wound);
    }
    SUBCASE("an upgraded Heavy Wound is discarded; upgrading one costs 4") {
        State s = fresh({{"expansions", "blood"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        s.players[0].discard.put_top(take(s, "heavy-wound"));
        set_hand(s, 0, {"train", "train", "block", "strike", "strike"});
        play(s, {"Train", "Train", "Block", "Strike", "Strike"});
        REQUIRE(s.phase == Phase::Improvement);
        int xp = s.xp;
        s.apply(Action::upgrade());
        CHECK(s.xp == xp - 4);
        CHECK(s.card_name(s.players[0].discard.top()) == "Heavy Wound+");
        // Without Blood and Bruises a Wound's upgrade would change nothing, so none is offered.
        State plain = fresh();
        plain.players[0].discard.put_top(take(plain, "heavy-wound"));
        set_hand(plain, 0, {"train", "train", "block", "strike", "strike"});
        set_trial(plain, "ceryneian-hind", 0, 50, 20);
        play(plain, {"Train", "Train", "Block", "Strike", "Strike"});
        REQUIRE(plain.phase == Phase::Improvement);
        CHECK(!olympus::is_legal(plain, Action::upgrade()));
    }
    SUBCASE("an upgraded Heavy Wound, once played, is discarded like any card: it leaves the deck") {
        State s = fresh({{"expansions", "blood"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        set_hand(s, 0, {"heavy-wound+", "strike", "block", "train", "train"});
        const int uid = s.players[0].hand[0].uid;
        play(s, {"Strike", "Block", "Train", "Train", "Heavy Wound+"});
        finish_turn(s);
        REQUIRE(s.phase == Phase::Planning);
        // Played last, it lies on top of the discard pile, still upgraded; the deck does not hold it.
        CHECK(s.players[0].discard.top().uid == uid);
        CHECK(s.card_name(s.players[0].discard.top()) == "Heavy Wound+");
        for (const Card& c : s.players[0].deck.bottom_first()) CHECK(c.uid != uid);
        CHECK(!log_has(s, "stays in the deck"));
    }
    SUBCASE("a Deep Wound brings the top Wound of the stack with it") {
        State s = fresh({{"expansions", "blood"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        set_hand(s, 0, {"deep-wound", "strike", "block", "train", "train"});
        play(s, {"Strike", "Block", "Train", "Train", "Deep Wound"});
        finish_turn(s);
        CHECK(wounds_owned(s, 0, "deep-wound") == 1);
        CHECK(wounds_owned(s, 0, "flesh-wound") == 1);
        CHECK(s.wounds_left() == 7);
    }
}

TEST_CASE("Blood and Bruises: after the preparation actions the Wound stack is reshaped") {
    State s = fresh({{"expansions", "blood"}});
    // Mess the stack up.
    auto w = s.wounds.top_first();
    std::reverse(w.begin(), w.end());
    s.wounds = olympus::Pile<Card>::from_top_first(w);
    win_this_turn(s);
    REQUIRE(s.phase == Phase::Preparation);
    s.apply(Action::prep_upgrade("strike"));
    s.apply(Action::prep_upgrade("strike"));
    int last = -1;
    for (const Card& c : s.wounds.top_first()) {
        CHECK(s.def(c).layer >= last);
        last = s.def(c).layer;
    }
}

TEST_CASE("Athena's Protection: excess Defense is kept, spent when short, reset after a Trial; +5 to prepare") {
    State s = fresh({{"expansions", "athena"}});
    set_trial(s, "ceryneian-hind", 5, 50, 20);
    set_hand(s, 0, {"block", "block", "strike", "train", "train"});
    play(s, {"Block", "Strike", "Block", "Train", "Train"});  // 5 + 3 = 8 against 5
    finish_turn(s);
    CHECK(s.players[0].shield == 3);
    // Next: Attack 6, Defense 4: the Shield pays 2 and the attack is blocked.
    set_hand(s, 0, {"block", "strike", "strike", "train", "train"});
    play(s, {"Strike", "Block", "Strike", "Train", "Train"});
    finish_turn(s);
    CHECK(s.players[0].shield == 1);
    CHECK(s.wounds_left() == 3);
    // Attack 7, Defense 1: the last point is spent and still a Wound.
    set_hand(s, 0, {"block", "strike", "strike", "train", "train"});
    play(s, {"Strike", "Strike", "Train", "Train", "Block"});
    finish_turn(s);
    CHECK(s.players[0].shield == 0);
    CHECK(s.wounds_left() == 2);
    // Overcoming the Trial resets it; +5 is a preparation action.
    s.players[0].shield = 4;
    win_this_turn(s);
    REQUIRE(s.phase == Phase::Preparation);
    CHECK(s.players[0].shield == 0);
    s.apply(Action::prep_shield());
    s.apply(Action::prep_shield());
    CHECK(s.players[0].shield == 10);
}

TEST_CASE("Hera's Revenge: cross, lightning, cloud") {
    SUBCASE("cross: the last card played is discarded and counts as never played") {
        State s = fresh({{"expansions", "hera"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        hera_next(s, HeraSymbol::Cross);
        set_hand(s, 0, {"train", "train", "strike", "block", "train"});
        play(s, {"Train", "Train", "Strike", "Block", "Train"});
        REQUIRE(s.phase == Phase::Improvement);
        CHECK(s.players[0].played.size() == 4);
        CHECK(s.totals(0) == Totals{2, 1, 4 + 3});
        CHECK(s.card_name(s.players[0].discard.top()) == "Train");
        CHECK(s.hera_discard.size() == 1);
    }
    SUBCASE("lightning: the upright Stance is tapped and acts (It's Raining Cards draws for next turn)") {
        State s = fresh({{"expansions", "hera"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        hera_next(s, HeraSymbol::Lightning);
        s.players[0].stance.side = 1;
        set_hand(s, 0, {"train", "train", "strike", "block", "train"});
        play(s, {"Train", "Train", "Strike", "Block", "Train"});
        s.apply(Action::end_planning());  // keep It's Raining Cards upright
        CHECK(s.players[0].hand.size() == 1);
        CHECK(s.players[0].stance.side == 0);
        CHECK(!s.players[0].stance.tapped);
        finish_turn(s);
        CHECK(s.players[0].hand.size() == 6);  // the kept card and 5 more
    }
    SUBCASE("cloud: nothing; an empty stack is shuffled anew") {
        State s = fresh({{"expansions", "hera"}});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        for (int turn = 0; turn < 7; ++turn) {
            set_hand(s, 0, {"train", "train", "train", "block", "strike"});
            play(s, {"Train", "Train", "Train", "Block", "Strike"});
            finish_turn(s);
            s.check_invariants();
        }
        CHECK(s.hera_stack.size() + s.hera_discard.size() == 6);
        CHECK(s.hera_discard.size() == 1);  // six revealed, reshuffled, one more
    }
}

TEST_CASE("Calm and Wrath: a Health card for each Trial, another one each time, its bonus read at the current Health") {
    State s = fresh({{"expansions", "calm"}});
    REQUIRE(s.phase == Phase::HealthCard);
    CHECK(s.legal_actions().size() == 4);
    s.apply(Action::health_card("dying-fury"));
    REQUIRE(s.phase == Phase::Planning);
    set_trial(s, "ceryneian-hind", 5, 50, 2);
    CHECK(s.trial_attack_now() == 6);  // +1 at 1-2 Health
    set_hand(s, 0, {"block", "block", "strike", "train", "train"});
    play(s, {"Strike", "Block", "Block", "Train", "Train"});  // Defense 7 blocks 6
    finish_turn(s);
    CHECK(s.wounds_left() == 3);
    // The next Trial needs a different card.
    win_this_turn(s);
    REQUIRE(s.phase == Phase::HealthCard);
    CHECK(!olympus::is_legal(s, Action::health_card("dying-fury")));
    s.apply(Action::health_card("stone-skin"));
    CHECK(s.phase == Phase::Preparation);
    s.t_health = 9;
    CHECK(s.trial_defense_now() == s.t_defense + 2);
}

TEST_CASE("Omphale: Servitude puts a card under and draws 2, Lion Skin adds its bonus, the cards come back at round end") {
    State s = fresh({{"expansions", "omphale"}});
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    set_hand(s, 0, {"heavy-wound", "strike", "block", "train", "train"});
    s.apply(Action::tap_stance(0));
    CHECK(s.players[0].under.size() == 1);
    CHECK(s.players[0].hand.size() == 6);
    while (s.phase == Phase::Planning && !s.players[0].hand.empty()) s.apply(Action::play(0));
    finish_turn(s);
    CHECK(s.players[0].stance.side == 1);  // tapped Servitude turned to Lion Skin
    s.apply(Action::tap_stance());
    CHECK(s.players[0].stance.bonus == 14 + 2);
    int wound_uid = s.players[0].under[0].uid;
    // Overcome the Trial: the card under Omphale goes back into the deck.
    s.t_health = 1;
    s.t_defense = 1;
    while (s.phase == Phase::Planning && !s.players[0].hand.empty()) s.apply(Action::play(0));
    finish_turn(s);
    REQUIRE(s.phase == Phase::Preparation);
    CHECK(s.players[0].under.empty());
    bool back = false;
    for (const Card& c : s.players[0].deck.bottom_first()) back |= c.uid == wound_uid;
    CHECK(back);
}

TEST_CASE("Blood and Bruises: a Deep Wound's extra Wound comes in the Upkeep, on top of the cards just discarded") {
    State s = fresh({{"expansions", "blood"}});
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    set_hand(s, 0, {"deep-wound", "strike", "block", "train", "train"});
    // Played first, the Deep Wound ends at the bottom of the five; its Wound comes after them all.
    play(s, {"Deep Wound", "Strike", "Block", "Train", "Train"});
    finish_turn(s);
    REQUIRE(s.phase == Phase::Planning);
    std::vector<std::string> pile;
    for (const Card& c : s.players[0].discard.top_first()) pile.push_back(s.card_name(c));
    CHECK(pile == std::vector<std::string>{"Flesh Wound", "Train", "Train", "Block", "Strike", "Deep Wound"});
    CHECK(log_has(s, "A Deep Wound opens and deals one more Wound."));
    s.check_invariants();
}

TEST_CASE("Blood and Bruises: the Deep Wound's Wound takes an exhausted Flesh Wound back off the stack") {
    // A Flesh Wound exhausted in the same Upkeep is on top of the stack when the Deep Wound's
    // Wound is taken: the order of the rulebook's steps (discard everything, then the Wounds).
    State s = fresh({{"expansions", "blood"}});
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    set_hand(s, 0, {"deep-wound", "flesh-wound", "block", "train", "train"});
    const int stack = s.wounds_left();
    play(s, {"Deep Wound", "Block", "Train", "Train", "Flesh Wound"});
    finish_turn(s);
    CHECK(s.wounds_left() == stack);  // one back, one out
    CHECK(s.card_name(s.players[0].discard.top()) == "Flesh Wound");
}

TEST_CASE("Blood and Bruises in co-op: the Deep Wound goes to the teammate's pile, its Wound to its own player") {
    State s = fresh({{"players", "2"}, {"expansions", "blood"}});
    set_trial(s, "ceryneian-hind", 0, 50, 40);
    set_hand(s, 0, {"deep-wound", "train"});
    set_hand(s, 1, {"train"});
    play(s, {"Deep Wound", "Train"});
    play(s, {"Train"});
    finish_turn(s);
    if (s.phase == Phase::Defense) s.apply(Action::defend(0));
    REQUIRE(s.phase == Phase::Planning);
    CHECK(s.card_name(s.players[0].discard.top()) == "Flesh Wound");
    bool deep_with_p2 = false;
    for (const Card& c : s.players[1].discard.bottom_first()) deep_with_p2 |= s.def(c).id == "deep-wound";
    CHECK(deep_with_p2);
}

TEST_CASE("Hera's Revenge in co-op: the cross takes each player's last card, discarded to the teammate's pile") {
    State s = fresh({{"players", "2"}, {"expansions", "hera"}});
    set_trial(s, "ceryneian-hind", 0, 50, 40);
    hera_next(s, HeraSymbol::Cross);
    set_hand(s, 0, {"train", "train", "strike"});
    set_hand(s, 1, {"train", "train", "block"});
    const int p1_strike = s.players[0].hand[2].uid;
    const int p2_block = s.players[1].hand[2].uid;
    play(s, {"Train", "Train", "Strike"});
    play(s, {"Train", "Train", "Block"});
    REQUIRE(s.phase == Phase::Improvement);
    REQUIRE(s.players[0].played.size() == 2);
    REQUIRE(s.players[1].played.size() == 2);
    // Counted as never played: each player's Trains gave 2 + 1, not 3 + 2.
    CHECK(s.xp == 6);
    CHECK(s.totals(0).attack == 0);
    CHECK(s.totals(1).defense == 0);
    REQUIRE(!s.players[1].discard.empty());
    REQUIRE(!s.players[0].discard.empty());
    CHECK(s.players[1].discard.top().uid == p1_strike);
    CHECK(s.players[0].discard.top().uid == p2_block);
}

TEST_CASE("Hera's Revenge: lightning taps an upright Supercharged, which then marks nothing") {
    State s = fresh({{"expansions", "hera"}});
    set_trial(s, "ceryneian-hind", 0, 50, 20);
    hera_next(s, HeraSymbol::Lightning);
    set_hand(s, 0, {"train", "train", "strike", "block", "train"});
    play(s, {"Train", "Train", "Strike", "Block", "Train"});
    REQUIRE(s.phase == Phase::Improvement);
    CHECK(s.players[0].stance.tapped);
    CHECK(s.players[0].supercharged == -1);
    CHECK(s.totals(0) == Totals{3, 2, 5 + 4 + 1});
    finish_turn(s);
    // Tapped Supercharged turns to It's Raining Cards at the end of the turn, as if tapped by hand.
    CHECK(s.players[0].stance.side == 1);
    CHECK(!s.players[0].stance.tapped);
}

TEST_CASE("It's Raining Cards with Heavy Wounds: with Blood and Bruises a revealed Heavy Wound is upgraded") {
    for (bool blood : {true, false}) {
        CAPTURE(blood);
        State s = fresh(blood ? std::map<std::string, std::string>{{"expansions", "blood"}}
                              : std::map<std::string, std::string>{});
        set_trial(s, "ceryneian-hind", 0, 50, 20);
        s.players[0].stance.side = 1;  // It's Raining Cards, upright
        set_hand(s, 0, {"train", "train", "strike", "block", "train"});
        set_deck_top(s, 0, {"heavy-wound"});
        play(s, {"Train", "Train", "Strike", "Block", "Train"});
        s.apply(Action::end_planning());
        finish_turn(s);
        REQUIRE(s.phase == Phase::Planning);
        // The revealed card was drawn this turn.
        bool upgraded = false, found = false;
        for (const Card& c : s.players[0].hand)
            if (s.def(c).id == "heavy-wound") found = true, upgraded = c.up;
        REQUIRE(found);
        // Only Blood and Bruises gives the Heavy Wound an upgraded side (it leaves the deck).
        CHECK(upgraded == blood);
    }
}

TEST_CASE("Calm and Wrath in combat: the Defense bonus counts in the Attack Phase, the Attack bonus in the Defense Phase") {
    // Block first of 5: 5 Defense; Strike second: 4 Attack. Against the printed values (Attack 5,
    // Defense 4) this hand takes 1 Health and blocks.
    SUBCASE("Last Stand's +2 Defense at 2 Health: the Attack no longer takes Health") {
        State s = fresh({{"expansions", "calm"}});
        REQUIRE(s.phase == Phase::HealthCard);
        s.apply(Action::health_card("last-stand"));
        set_trial(s, "ceryneian-hind", 5, 4, 2);
        REQUIRE(s.trial_defense_now() == 6);
        REQUIRE(s.trial_attack_now() == 5);
        const int wounds = s.wounds_left();
        set_hand(s, 0, {"block", "strike", "train", "train", "train"});
        play(s, {"Block", "Strike", "Train", "Train", "Train"});
        finish_turn(s);
        REQUIRE(s.phase == Phase::Planning);
        CHECK(log_has(s, "Attack 4 against Defense 6"));
        CHECK(s.t_health == 2);
        CHECK(s.wounds_left() == wounds);
    }
    SUBCASE("Dying Fury's +1 Attack at 2 Health: the Defense no longer blocks") {
        State s = fresh({{"expansions", "calm"}});
        REQUIRE(s.phase == Phase::HealthCard);
        s.apply(Action::health_card("dying-fury"));
        set_trial(s, "ceryneian-hind", 5, 4, 3);
        REQUIRE(s.trial_defense_now() == 4);
        REQUIRE(s.trial_attack_now() == 5);  // no bonus at 3 Health
        const int wounds = s.wounds_left();
        set_hand(s, 0, {"block", "strike", "train", "train", "train"});
        play(s, {"Block", "Strike", "Train", "Train", "Train"});
        finish_turn(s);
        REQUIRE(s.phase == Phase::Planning);
        CHECK(s.t_health == 2);  // the hit brings it to 2, where the bonus is read
        CHECK(log_has(s, "fail to block (Defense 5 against Attack 6)"));
        CHECK(s.wounds_left() == wounds - 1);
    }
}

TEST_CASE("Hera's Revenge: once a Trial is overcome all six cards, drawn or not, are shuffled into a new stack") {
    // RULINGS: "create a new Hera's Revenge stack" takes the undrawn cards too, so the new stack is
    // a shuffle of all six: over many seeds its top is sometimes a card already revealed and
    // sometimes the one still waiting. Kept on top or put underneath, the waiting card would be
    // always or never on top.
    bool top_was_waiting = false, top_was_revealed = false;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        State s = fresh({{"expansions", "hera"}}, seed);
        // Four cards revealed earlier this round; the winning turn reveals a fifth.
        std::vector<int> stack = s.hera_stack.top_first();
        s.hera_discard.assign(stack.begin(), stack.begin() + 4);
        s.hera_stack = olympus::Pile<int>::from_top_first({stack[4], stack[5]});
        const int waiting = stack[5];
        s.check_invariants();
        win_this_turn(s);
        REQUIRE(s.phase == Phase::Preparation);
        CHECK(s.hera_stack.size() == 6);
        CHECK(s.hera_discard.empty());
        (s.hera_stack.top() == waiting ? top_was_waiting : top_was_revealed) = true;
    }
    CHECK(top_was_waiting);
    CHECK(top_was_revealed);
}

TEST_CASE("Hera's Revenge: a campaign saved when the split had two crosses still loads, its second cross read as the third cloud") {
    State s = fresh({{"expansions", "hera"}}, 3);
    nlohmann::json j = s.to_json();
    // Such a save names "hera-cross-2" where today's names "hera-cloud-3".
    for (auto& id : j["hera"]["stack"])
        if (id == "hera-cloud-3") id = "hera-cross-2";
    REQUIRE(j.dump().find("hera-cross-2") != std::string::npos);
    const State back = State::from_json(j);
    CHECK(back == s);
    back.check_invariants();
    // Any other unknown card is still refused, with a message in our words.
    for (auto& id : j["hera"]["stack"])
        if (id == "hera-cross-2") id = "hera-cross-9";
    CHECK_THROWS_WITH_AS(State::from_json(j), doctest::Contains("unknown Hera's Revenge card"), std::exception);
}
