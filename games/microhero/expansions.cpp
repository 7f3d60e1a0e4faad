// The mini-expansions' own steps. Blood and Bruises' Wound effects are in round.cpp
// (discard_played), Athena's Shield in combat.cpp (defense_phase), Omphale's Stance in turn.cpp
// (use_stance) and round.cpp (its cards return at round end).
#include <algorithm>

#include "microhero/state.hpp"

namespace olympus::microhero {

// Hera's Revenge: after the Planning Phase, before the Improvement Phase.
void State::hera_reveal() {
    if (hera_stack.empty()) {
        for (int h : hera_discard) hera_stack.put_top(h);
        hera_discard.clear();
        hera_stack.shuffle(rng);
    }
    if (hera_stack.empty()) return;
    int h = *hera_stack.draw();
    hera_last = h;
    const HeraCardDef& hd = cat->hera[static_cast<std::size_t>(h)];
    switch (hd.symbol) {
        case HeraSymbol::Lightning:
            note("Hera's Revenge shows lightning; every upright Stance is tapped and acts");
            for (int p = 0; p < cfg.players; ++p)
                if (!players[static_cast<std::size_t>(p)].stance.tapped) use_stance(p, -1);
            break;
        case HeraSymbol::Cross:
            note("Hera's Revenge shows a cross; the last card played is discarded for nothing");
            for (int p = 0; p < cfg.players && result == 0; ++p) {
                Player& pl = players[static_cast<std::size_t>(p)];
                if (pl.played.empty()) continue;
                Card c = pl.played.back();
                pl.played.pop_back();
                if (pl.supercharged == static_cast<int>(pl.played.size())) pl.supercharged = -1;
                // Discarded like any played card: in co-op onto the teammate's pile.
                note(card_name(c) + " is discarded");
                discard_played(p, c, coop_partner(p), false);
            }
            break;
        case HeraSymbol::Cloud: note("Hera's Revenge shows a cloud; nothing happens"); break;
    }
    hera_discard.push_back(h);
    if (hera_stack.empty()) {
        for (int x : hera_discard) hera_stack.put_top(x);
        hera_discard.clear();
        hera_stack.shuffle(rng);
    }
}

// Calm and Wrath: the special Health card for the Trial just revealed.
void State::choose_health_card(int id) {
    health_card = id;
    note(cat->health_cards[static_cast<std::size_t>(id)].name + " is the Health card. " +
         cat->health_cards[static_cast<std::size_t>(id)].text);
    if (overcome.empty()) {
        begin_turn();  // the first Trial: no preparation before it
        return;
    }
    phase = Phase::Preparation;
    actor = 0;
}

// Blood and Bruises: Flesh Wounds on top, Heavy in the middle, Deep at the bottom.
void State::reshape_wound_stack() {
    std::vector<Card> all = wounds.top_first();
    std::stable_sort(all.begin(), all.end(), [&](const Card& a, const Card& b) {
        int la = def(a).layer, lb = def(b).layer;
        return la != lb ? la < lb : a.uid < b.uid;
    });
    wounds = Pile<Card>::from_top_first(all);
}

}  // namespace olympus::microhero
