// Building exact Micro Hero positions for rules tests. Cards are moved, never created, so every
// position still passes check_invariants().
#pragma once
#include <doctest/doctest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "microhero/state.hpp"

namespace mh_test {

using namespace olympus::microhero;

inline State fresh(std::map<std::string, std::string> opts = {}, std::uint64_t seed = 1) {
    olympus::GameOptions go;
    go.seed = seed;
    go.values = std::move(opts);
    return State::new_game(go);
}

// "strike+" -> a Strike taken from anywhere, upgraded.
inline Card take(State& s, std::string id) {
    bool up = !id.empty() && id.back() == '+';
    if (up) id.pop_back();
    Card c = s.take_card(id);
    c.up = up;
    return c;
}

// Puts a player's hand back at the bottom of the deck, then fills the hand with these cards.
inline void set_hand(State& s, int p, const std::vector<std::string>& ids) {
    Player& pl = s.players[static_cast<std::size_t>(p)];
    for (const Card& c : pl.hand) pl.deck.put_bottom(c);
    pl.hand.clear();
    std::vector<Card> cards;
    for (const auto& id : ids) cards.push_back(take(s, id));
    pl.hand = cards;
    pl.deck_known = 0;
}

// Like set_hand, but the cards come from the player's own deck and discard pile (so the Reserve
// is left as the rules left it); throws when the player has no such card.
inline void set_hand_own(State& s, int p, const std::vector<std::string>& ids) {
    Player& pl = s.players[static_cast<std::size_t>(p)];
    for (const Card& c : pl.hand) pl.deck.put_bottom(c);
    pl.hand.clear();
    for (const auto& id : ids) {
        int d = s.cat->card_index(id);
        bool found = false;
        for (olympus::Pile<Card>* pile : {&pl.deck, &pl.discard}) {
            for (std::size_t k = 0; k < pile->size() && !found; ++k)
                if (pile->at_from_top(k).def == d && !pile->at_from_top(k).up) {
                    pl.hand.push_back(pile->take_at(k));
                    found = true;
                }
            if (found) break;
        }
        REQUIRE_MESSAGE(found, "player " << p + 1 << " owns no free " << id);
    }
    pl.deck_known = 0;
}

// Puts these cards on top of the deck, the first listed on top.
inline void set_deck_top(State& s, int p, const std::vector<std::string>& ids) {
    std::vector<Card> cards;
    for (const auto& id : ids) cards.push_back(take(s, id));
    Player& pl = s.players[static_cast<std::size_t>(p)];
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) pl.deck.put_top(*it);
    pl.deck_known = static_cast<int>(cards.size());
}

// Makes the current Trial this one, with these values.
inline void set_trial(State& s, const std::string& id, int attack, int defense, int health) {
    int t = s.cat->trial_index(id);
    REQUIRE(t >= 0);
    // Swap it with the current Trial in the upcoming pile, so each Trial stays in one place.
    if (s.trial != t) {
        std::vector<int> up = s.upcoming.top_first();
        for (auto& x : up)
            if (x == t) x = s.trial;
        s.upcoming = olympus::Pile<int>::from_top_first(up);
        s.trial = t;
    }
    s.t_attack = attack;
    s.t_defense = defense;
    s.t_health = health;
    s.t_health_start = health;
}

// Gives Trial `id` these values and abilities in this state's own copy of the catalog, so a rule
// test does not hang on the shipped Trials' tuning (data/microhero/trials.json).
inline void design_trial(State& s, const std::string& id, int attack, int defense, int health,
                         std::vector<Ability> abilities) {
    auto cat = std::make_shared<Catalog>(*s.cat);
    const int t = cat->trial_index(id);
    REQUIRE(t >= 0);
    TrialDef& td = cat->trials[static_cast<std::size_t>(t)];
    td.attack = attack;
    td.defense = defense;
    td.health = health;
    td.abilities = std::move(abilities);
    s.cat.p = std::move(cat);
}

// Plays the hand cards named, in order, by looking each up in the current hand. A forced last
// card has already been played by the engine (a choice of one is no choice).
inline void play(State& s, const std::vector<std::string>& names) {
    for (const auto& n : names) {
        const Player& pl = s.players[static_cast<std::size_t>(s.actor)];
        int idx = -1;
        for (std::size_t i = 0; i < pl.hand.size(); ++i)
            if (s.card_name(pl.hand[i]) == n) {
                idx = static_cast<int>(i);
                break;
            }
        if (idx < 0 && pl.hand.empty()) continue;  // the last card was forced: the engine played it
        REQUIRE_MESSAGE(idx >= 0, "no " << n << " in hand");
        s.apply(Action::play(idx));
    }
}

// Plays a hand that overcomes the current Trial (set to 1 Health, 1 Defense) this turn, up to
// the round's end.
inline void win_this_turn(State& s) {
    s.t_health = 1;
    s.t_defense = 1;
    set_hand(s, s.actor, {"strike", "strike", "block", "block", "train"});
    play(s, {"Strike", "Strike", "Block", "Block", "Train"});
    if (s.phase == Phase::Planning && s.players[static_cast<std::size_t>(s.actor)].hand.empty())
        s.apply(Action::end_planning());
    if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
}

inline bool log_has(const State& s, const std::string& text) {
    for (const auto& l : s.log)
        if (l.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace mh_test
