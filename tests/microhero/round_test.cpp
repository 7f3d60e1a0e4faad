// End of round, preparation, victory and defeat, difficulty levels, every Trial ability and
// every Blessing.
#include <doctest/doctest.h>

#include "helpers.hpp"

using namespace mh_test;

namespace {

int count_type(const State& s, int p, CardType t) {
    int n = 0;
    for (const Card& c : s.owned_cards(p)) n += s.def(c).type == t;
    return n;
}

// The current Trial becomes `id` with these values and only this ability.
void designed_trial(State& s, const std::string& id, int attack, int defense, int health, std::vector<Ability> abilities) {
    design_trial(s, id, attack, defense, health, std::move(abilities));
    set_trial(s, id, attack, defense, health);
}

}  // namespace

TEST_CASE("End of round: Blessing in the Reserve, upgrades reset, next Trial +1 Health, two preparations, Stance reset") {
    State s = fresh();
    int first = s.trial;
    int next = s.upcoming.top();
    // An upgraded card somewhere in the deck, and a tapped Stance on side B.
    Card up = take(s, "block+");
    s.players[0].deck.put_bottom(up);
    s.players[0].stance.side = 1;
    s.players[0].stance.tapped = true;
    win_this_turn(s);
    REQUIRE(s.phase == Phase::Preparation);
    CHECK(s.overcome == std::vector<int>{first});
    CHECK(s.round == 2);
    // 1. The Trial is a Blessing in the Reserve.
    int bless = s.cat->trials[static_cast<std::size_t>(first)].blessing;
    bool in_reserve = false;
    for (const Card& c : s.reserve) in_reserve |= c.def == bless;
    CHECK(in_reserve);
    // 2. Every card is back in the deck, none upgraded.
    for (const Card& c : s.players[0].deck.bottom_first()) CHECK(!c.up);
    CHECK(s.players[0].hand.empty());
    CHECK(s.players[0].discard.empty());
    // 3. The next Trial, with +1 Health for the one overcome.
    CHECK(s.trial == next);
    CHECK(s.t_health == s.cat->trials[static_cast<std::size_t>(next)].health + 1);
    CHECK(s.t_attack == s.cat->trials[static_cast<std::size_t>(next)].attack);
    // 4. Two preparation actions, the same one twice allowed.
    CHECK(s.players[0].prep_left == 2);
    auto deck_before = s.players[0].deck.size();
    s.apply(Action::prep_exhaust("train"));
    CHECK(s.phase == Phase::Preparation);
    s.apply(Action::prep_exhaust("train"));
    CHECK(s.players[0].deck.size() + s.players[0].hand.size() == deck_before - 2);
    // 5. The Stance is upright on side A, and the next round has begun.
    CHECK(s.phase == Phase::Planning);
    CHECK(s.players[0].stance.side == 0);
    CHECK(!s.players[0].stance.tapped);
    CHECK(s.turn == 1);
    s.check_invariants();
}

TEST_CASE("The winning turn has no Upkeep, but the card Supercharged marked is still exhausted") {
    State s = fresh();
    s.t_health = 1;
    s.t_defense = 1;
    set_hand(s, 0, {"strike", "strike", "block", "block", "train"});
    s.apply(Action::tap_stance());  // Supercharged: the next card played is marked
    const int marked = s.players[0].hand[0].uid;
    play(s, {"Strike", "Strike", "Block", "Block", "Train"});
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    REQUIRE(s.phase == Phase::Preparation);
    bool in_reserve = false;
    for (const Card& c : s.reserve) in_reserve |= c.uid == marked && !c.up;
    CHECK(in_reserve);
    for (const Card& c : s.owned_cards(0)) CHECK(c.uid != marked);
    CHECK(log_has(s, "Strike is exhausted to the Reserve"));
    s.check_invariants();
}

TEST_CASE("Preparation: exhaust a Wound, exhaust a Technique, upgrade a Technique") {
    State s = fresh();
    Card w = take(s, "heavy-wound");
    s.players[0].deck.put_top(w);
    win_this_turn(s);
    REQUIRE(s.phase == Phase::Preparation);
    int wounds = s.wounds_left();
    CHECK(olympus::is_legal(s, Action::prep_exhaust("heavy-wound")));
    CHECK(!olympus::is_legal(s, Action::prep_upgrade("heavy-wound")));
    CHECK(!olympus::is_legal(s, Action::prep_shield()));  // Athena is not in play
    s.apply(Action::prep_exhaust("heavy-wound"));
    CHECK(s.wounds_left() == wounds + 1);
    s.apply(Action::prep_upgrade("strike"));
    REQUIRE(s.phase == Phase::Planning);
    int ups = 0;
    for (const Card& c : s.owned_cards(0)) ups += c.up;
    CHECK(ups == 1);
    CHECK(count_type(s, 0, CardType::Wound) == 0);
}

TEST_CASE("Victory after the twelfth Trial; defeat when a Wound is needed and none is left") {
    SUBCASE("victory") {
        State s = fresh();
        for (int k = 0; k < 12; ++k) {
            REQUIRE(s.result == 0);
            win_this_turn(s);
            while (s.phase == Phase::Preparation) s.apply(s.legal_actions().front());
            s.check_invariants();
        }
        CHECK(s.result == 1);
        CHECK(s.is_terminal());
        CHECK(s.winner() == 0);
        CHECK(s.overcome.size() == 12);
        CHECK(s.legal_actions().empty());
        CHECK_THROWS_AS(s.apply(Action::end_planning()), IllegalAction);
    }
    SUBCASE("defeat") {
        State s = fresh();
        set_trial(s, "ceryneian-hind", 50, 50, 50);
        // Take all three Wounds out of the Reserve, into the deck.
        while (!s.wounds.empty()) s.players[0].deck.put_bottom(*s.wounds.draw());
        set_hand(s, 0, {"strike", "strike", "strike"});
        play(s, {"Strike", "Strike", "Strike"});
        CHECK(s.result == -1);
        CHECK(s.is_terminal());
        CHECK(s.winner() == -1);
        CHECK(log_has(s, "none is left"));
        // The turn that lost was played: the end screen and History say 1, not 0.
        CHECK(s.turns_total == 1);
        s.check_invariants();
    }
    SUBCASE("defeat in the second turn counts two turns") {
        State s = fresh();
        set_trial(s, "ceryneian-hind", 0, 50, 50);
        set_hand(s, 0, {"strike", "strike", "strike", "strike", "block"});
        play(s, {"Strike", "Strike", "Strike", "Strike", "Block"});  // Attack 0: blocked
        REQUIRE(s.result == 0);
        CHECK(s.turns_total == 1);
        s.t_attack = 50;
        while (!s.wounds.empty()) s.players[0].deck.put_bottom(*s.wounds.draw());
        set_hand(s, 0, {"strike", "strike", "strike"});
        play(s, {"Strike", "Strike", "Strike"});
        CHECK(s.result == -1);
        CHECK(s.turns_total == 2);
    }
}

TEST_CASE("Heroic: the overcome Trial stays one more round with its ability, then becomes a Blessing") {
    State s = fresh({{"difficulty", "heroic"}});
    set_trial(s, "lernaean-hydra", 3, 1, 1);
    int hydra = s.trial;
    win_this_turn(s);
    REQUIRE(s.phase == Phase::Preparation);
    REQUIRE(s.lingering.size() == 1);
    CHECK(s.lingering[0].trial == hydra);
    for (const Card& c : s.reserve) CHECK(s.def(c).type != CardType::Blessing);
    while (s.phase == Phase::Preparation) s.apply(s.legal_actions().front());
    // The Hydra's ability now works on the new Trial.
    set_trial(s, "ceryneian-hind", 1, 2, 10);
    set_hand(s, 0, {"strike", "block", "block", "block", "train"});
    play(s, {"Strike", "Block", "Block", "Block", "Train"});
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
    CHECK(log_has(s, "Lernaean Hydra gives Ceryneian Hind 1 Attack, now 2."));
    CHECK(s.t_attack == 1 + 1 + 1);
    // Overcome this one: the Hydra becomes a Blessing, the Hind lingers.
    win_this_turn(s);
    REQUIRE(s.lingering.size() == 1);
    CHECK(s.lingering[0].trial == s.cat->trial_index("ceryneian-hind"));
    bool hydra_blessing = false;
    for (const Card& c : s.reserve) hydra_blessing |= s.def(c).trial == hydra;
    CHECK(hydra_blessing);
    // Health: +1 for each of the two Trials overcome.
    CHECK(s.t_health == s.cat->trials[static_cast<std::size_t>(s.trial)].health + 2);
    s.check_invariants();
}

TEST_CASE("Mythic: a Trial stays two more rounds") {
    State s = fresh({{"difficulty", "mythic"}});
    int first = s.trial;
    win_this_turn(s);
    while (s.phase == Phase::Preparation) s.apply(s.legal_actions().front());
    CHECK(s.lingering.size() == 1);
    win_this_turn(s);
    while (s.phase == Phase::Preparation) s.apply(s.legal_actions().front());
    CHECK(s.lingering.size() == 2);
    CHECK(s.active_trials().size() == 3);
    win_this_turn(s);
    bool first_blessed = false;
    for (const Card& c : s.reserve) first_blessed |= s.def(c).trial == first;
    CHECK(first_blessed);
    CHECK(s.lingering.size() == 2);
}

TEST_CASE("Every kind of Trial ability does what it says, on a Trial built for the test") {
    // Each case: a Trial given one ability of the engine's vocabulary (so the shipped tuning in
    // data/microhero/trials.json can change), a hand and play order, and what must follow.
    SUBCASE("Nemean Lion: at most 3 Health lost per turn") {
        State s = fresh();
        designed_trial(s, "nemean-lion", 1, 1, 20, {{Trigger::Static, Effect::MaxDamage, 3}});
        set_hand(s, 0, {"strike", "strike", "strike", "block", "train"});
        play(s, {"Strike", "Strike", "Strike", "Block", "Train"});
        CHECK(s.t_health == 17);
    }
    SUBCASE("Ceryneian Hind: recovers 1 after a turn without loss") {
        State s = fresh();
        designed_trial(s, "ceryneian-hind", 1, 50, 20, {{Trigger::NoHealthLost, Effect::Heal, 1}});
        s.t_health = 15;
        set_hand(s, 0, {"strike", "block", "block", "block", "train"});
        play(s, {"Strike", "Block", "Block", "Block", "Train"});
        CHECK(s.t_health == 16);
    }
    SUBCASE("Erymanthian Boar: +1 Attack when it wounds") {
        State s = fresh();
        designed_trial(s, "erymanthian-boar", 30, 50, 20, {{Trigger::Wounded, Effect::Attack, 1}});
        set_hand(s, 0, {"strike", "train", "train", "train", "train"});
        play(s, {"Strike", "Train", "Train", "Train", "Train"});
        if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
        CHECK(s.t_attack == 32);
    }
    SUBCASE("Augean Stables: improvements cost 1 more") {
        State s = fresh();
        designed_trial(s, "augean-stables", 1, 50, 20, {{Trigger::Static, Effect::XpCost, 1}});
        set_hand(s, 0, {"train", "train", "block", "strike", "strike"});
        play(s, {"Train", "Train", "Block", "Strike", "Strike"});
        REQUIRE(s.xp == 9);
        s.apply(Action::buy("block"));
        CHECK(log_has(s, "You buy Block; 4 XP left."));
        CHECK(log_has(s, "The unspent XP (4) is lost."));  // 4 no longer buys anything
    }
    SUBCASE("Stymphalian Birds: +1 Defense when it loses Health") {
        State s = fresh();
        designed_trial(s, "stymphalian-birds", 1, 2, 20, {{Trigger::HealthLost, Effect::Defense, 1}});
        set_hand(s, 0, {"strike", "block", "block", "block", "train"});
        play(s, {"Strike", "Block", "Block", "Block", "Train"});
        CHECK(s.t_defense == 3);
    }
    SUBCASE("Cretan Bull: +1 Defense when blocked") {
        State s = fresh();
        designed_trial(s, "cretan-bull", 1, 50, 20, {{Trigger::Blocked, Effect::Defense, 1}});
        set_hand(s, 0, {"block", "strike", "strike", "strike", "train"});
        play(s, {"Block", "Strike", "Strike", "Strike", "Train"});
        CHECK(s.t_defense == 51);
    }
    SUBCASE("Mares of Diomedes: recover 1 when they wound") {
        State s = fresh();
        designed_trial(s, "mares-of-diomedes", 30, 50, 20, {{Trigger::Wounded, Effect::Heal, 1}});
        s.t_health = 10;
        set_hand(s, 0, {"strike", "train", "train", "train", "train"});
        play(s, {"Strike", "Train", "Train", "Train", "Train"});
        if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
        CHECK(s.t_health == 11);
    }
    SUBCASE("Belt of Hippolyta: 2 less Experience") {
        State s = fresh();
        designed_trial(s, "belt-of-hippolyta", 1, 50, 20, {{Trigger::Static, Effect::Xp, -2}});
        set_hand(s, 0, {"train", "train", "block", "strike", "strike"});
        play(s, {"Train", "Train", "Block", "Strike", "Strike"});
        CHECK(s.xp == 7);
    }
    SUBCASE("Cattle of Geryon: +1 Attack after a turn without loss") {
        State s = fresh();
        designed_trial(s, "cattle-of-geryon", 1, 50, 20, {{Trigger::NoHealthLost, Effect::Attack, 1}});
        set_hand(s, 0, {"block", "strike", "strike", "strike", "train"});
        play(s, {"Block", "Strike", "Strike", "Strike", "Train"});
        CHECK(s.t_attack == 3);
    }
    SUBCASE("Apples of the Hesperides: one card less drawn") {
        State s = fresh();
        designed_trial(s, "apples-of-the-hesperides", 1, 50, 20, {{Trigger::Static, Effect::HandSize, -1}});
        set_hand(s, 0, {"block", "strike", "strike", "strike", "train"});
        play(s, {"Block", "Strike", "Strike", "Strike", "Train"});
        REQUIRE(s.phase == Phase::Planning);
        CHECK(s.players[0].hand.size() == 4);
    }
    SUBCASE("A Wound ability (three more when it wounds), with Blood and Bruises") {
        State s = fresh({{"expansions", "blood"}});
        designed_trial(s, "cerberus", 13, 50, 20, {{Trigger::Wounded, Effect::Wound, 3}});
        set_hand(s, 0, {"block", "block", "block", "train", "train"});
        play(s, {"Block", "Block", "Block", "Train", "Train"});
        if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
        // Defense 12 against Attack 13: one Wound, then Cerberus's three.
        CHECK(log_has(s, "Cerberus deals 3 more Wounds."));
        CHECK(s.wounds_left() == 9 - 1 - 3);
    }
    SUBCASE("A Wound ability in the base game: a failed block needing four Wounds of the three loses") {
        State s = fresh();
        designed_trial(s, "cerberus", 30, 50, 20, {{Trigger::Wounded, Effect::Wound, 3}});
        set_hand(s, 0, {"strike", "train", "train", "train", "train"});
        play(s, {"Strike", "Train", "Train", "Train", "Train"});
        if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
        CHECK(s.wounds_left() == 0);
        CHECK(s.result == -1);
    }
}

TEST_CASE("Every Blessing gives its points per trigger and draws what it says") {
    const State base = fresh();
    for (const CardDef& d : base.cat->cards) {
        if (d.type != CardType::Blessing) continue;
        CAPTURE(d.id);
        State s = base;
        const std::string& own_trial = s.cat->trials[static_cast<std::size_t>(d.trial)].id;
        set_trial(s, own_trial == "ceryneian-hind" ? "nemean-lion" : "ceryneian-hind", 0, 99, 50);
        // As if its Trial had been overcome: off the upcoming pile, its Blessing in the Reserve.
        std::vector<int> rest;
        for (int x : s.upcoming.top_first())
            if (x != d.trial) rest.push_back(x);
        s.upcoming = olympus::Pile<int>::from_top_first(rest);
        s.overcome.push_back(d.trial);
        s.round = 2;
        for (std::size_t u = 0; u < s.uid_def.size(); ++u)
            if (s.cat->card(s.uid_def[u]).id == d.id) s.reserve.push_back(Card{static_cast<int>(u), s.uid_def[u], false});
        s.check_invariants();
        // The Blessing first, then four Trains, so there is Experience to keep the cards in play.
        set_hand(s, 0, {d.id, "train", "train", "train", "train"});
        s.apply(Action::play(0));
        CHECK(s.players[0].hand.size() == 4 + static_cast<std::size_t>(d.base.draw));
        const int n = 5 + d.base.draw;
        while (!s.players[0].hand.empty() && s.phase == Phase::Planning) s.apply(Action::play(0));
        REQUIRE(s.phase == Phase::Improvement);
        REQUIRE(static_cast<int>(s.players[0].played.size()) == n);
        CHECK(s.contribution(0, 0) == Totals{d.base.attack * n, d.base.defense * n, d.base.xp * n});
        // Bought back and upgraded, it gives its other half.
        CHECK(s.cost_of(s.players[0].played[0]) == 8);
    }
}
