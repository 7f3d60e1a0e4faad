// Game Turn: 1. Draw Phase, 2. Planning Phase, and the Stance card's action effects.
#include <algorithm>

#include "core/log_lines.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

int State::hand_size() const { return std::max(0, 5 + static_sum(Effect::HandSize)); }

void State::begin_turn() {
    for (auto& pl : players) {
        pl.supercharged = -1;
        pl.deep_due = 0;
        pl.stance.pending = false;
        pl.stance.bonus = 0;
    }
    hera_last = -1;
    // The round is the Trial's number, which its own line gave: this one fits 80 columns.
    note("Turn " + std::to_string(turn) + " begins; " + cat->trials[static_cast<std::size_t>(trial)].name + " has Attack " +
         std::to_string(t_attack) + ", Defense " + std::to_string(t_defense) + ", Health " + std::to_string(t_health));
    // A card drawn after last turn's planning (It's Raining Cards) is still in hand: draw 5 more.
    for (int p = 0; p < cfg.players; ++p)
        for (int k = 0; k < hand_size(); ++k)
            if (!draw_card(p)) break;
    phase = Phase::Planning;
    actor = 0;
}

// Draws one card into p's hand, turning the discard pile over (without shuffling) when the deck
// is empty. False when there is nothing left to draw.
bool State::draw_card(int p) {
    Player& pl = players[static_cast<std::size_t>(p)];
    if (pl.deck.empty()) {
        if (pl.discard.empty()) return false;
        // The discard pile is face up, so the player knows the order of the new deck.
        pl.deck.turn_over_from(pl.discard);
        pl.deck_known = static_cast<int>(pl.deck.size());
    }
    pl.hand.push_back(*pl.deck.draw());
    pl.deck_known = std::max(0, pl.deck_known - 1);
    return true;
}

Totals State::contribution(int p, std::size_t index) const {
    const Player& pl = players[static_cast<std::size_t>(p)];
    const Card& c = pl.played.at(index);
    // Each card triggers once for itself and once more for every card played after it.
    int triggers = static_cast<int>(pl.played.size() - index);
    if (pl.supercharged == static_cast<int>(index)) triggers *= 2;
    const Half& h = def(c).half(c.up);
    return {h.attack * triggers, h.defense * triggers, h.xp * triggers};
}

Totals State::totals(int p) const {
    const Player& pl = players[static_cast<std::size_t>(p)];
    Totals t;
    for (std::size_t i = 0; i < pl.played.size(); ++i) {
        Totals c = contribution(p, i);
        t.attack += c.attack;
        t.defense += c.defense;
        t.xp += c.xp;
    }
    t.attack += pl.stance.bonus;
    t.defense += pl.stance.bonus;
    return t;
}

void State::play_card(int p, std::size_t hand_index) {
    Player& pl = players[static_cast<std::size_t>(p)];
    Card c = pl.hand.at(hand_index);
    pl.hand.erase(pl.hand.begin() + static_cast<std::ptrdiff_t>(hand_index));
    pl.played.push_back(c);
    const CardDef& d = def(c);
    std::string extra;
    if (pl.stance.pending && d.type != CardType::Wound) {
        pl.supercharged = static_cast<int>(pl.played.size() - 1);
        pl.stance.pending = false;
        extra = " supercharged; it counts twice, then is exhausted";
    }
    note((cfg.players == 2 ? "P" + std::to_string(p + 1) + " plays " : "You play ") + card_name(c) + extra);
    // Supercharged applies the card's whole effect a second time, its draw included.
    const bool twice = pl.supercharged == static_cast<int>(pl.played.size() - 1);
    const int draws = d.half(c.up).draw * (twice ? 2 : 1);
    for (int k = 0; k < draws; ++k)
        if (!draw_card(p)) break;
}

// The Stance's action effect (tap the upright card). hand_index is Omphale's chosen card.
void State::use_stance(int p, int hand_index) {
    Player& pl = players[static_cast<std::size_t>(p)];
    Stance& st = pl.stance;
    const StanceDef& sd = cat->stances[static_cast<std::size_t>(st.def)];
    const StanceSide& side = sd.sides[static_cast<std::size_t>(st.side)];
    st.tapped = true;
    note((cfg.players == 2 ? "P" + std::to_string(p + 1) + " taps " : "You tap ") + sd.name + " for " + side.name);
    switch (side.action) {
        case StanceAction::SuperchargeNext: st.pending = true; break;
        case StanceAction::DrawThenFlip:
            for (int k = 0; k < std::max(1, side.amount); ++k)
                if (!draw_card(p)) break;
            // Then the Stance is untapped and turned over, ready to be used again this turn.
            st.tapped = false;
            st.side = 1 - st.side;
            break;
        case StanceAction::PutUnder:
            if (hand_index >= 0 && hand_index < static_cast<int>(pl.hand.size())) {
                Card c = pl.hand[static_cast<std::size_t>(hand_index)];
                pl.hand.erase(pl.hand.begin() + hand_index);
                pl.under.push_back(c);
                note(card_name(c) + " goes under " + sd.name + " until the round ends");
            }
            for (int k = 0; k < side.amount; ++k)
                if (!draw_card(p)) break;
            break;
        case StanceAction::BonusPerUnder:
            st.bonus += side.base + side.amount * static_cast<int>(pl.under.size());
            break;
    }
}

void State::end_planning(int p) {
    players[static_cast<std::size_t>(p)].stance.pending = false;
    if (p + 1 < cfg.players) {
        actor = p + 1;  // co-op: the partner plans next (the turns are simultaneous at the table)
        return;
    }
    after_planning();
}

void State::after_planning() {
    if (cfg.hera) hera_reveal();
    if (result != 0) return;
    // Improvement Phase: the players pool their Experience (co-op).
    int pool = 0;
    for (int p = 0; p < cfg.players; ++p) pool += totals(p).xp;
    pool = std::max(0, pool + static_sum(Effect::Xp));
    xp = pool;
    note_xp_gained();
    phase = Phase::Improvement;
    actor = 0;
}

// The Experience of the turn, said with where it came from: each card that gave some (and how
// often it triggered), then a Trial that adds or takes away. Copies of a card are one entry
// ("5 from 2x Train (triggered 3 times and once)"), so the line reads at a glance. Nothing gained
// and nothing given: no line.
void State::note_xp_gained() {
    std::string from;
    auto add = [&](const std::string& part) { from += (from.empty() ? "" : ", ") + part; };
    struct Source {
        int player = 0, gained = 0;
        std::string name;
        std::vector<int> triggers;  // one count for each copy
    };
    std::vector<Source> sources;
    for (int p = 0; p < cfg.players; ++p) {
        const Player& pl = players[static_cast<std::size_t>(p)];
        for (std::size_t i = 0; i < pl.played.size(); ++i) {
            const int gained = contribution(p, i).xp;
            if (gained == 0) continue;
            int triggers = static_cast<int>(pl.played.size() - i);
            if (pl.supercharged == static_cast<int>(i)) triggers *= 2;
            const std::string name = card_name(pl.played[i]);
            auto same = std::find_if(sources.begin(), sources.end(), [&](const Source& o) { return o.player == p && o.name == name; });
            if (same == sources.end()) same = sources.insert(sources.end(), Source{p, 0, name, {}});
            same->gained += gained;
            same->triggers.push_back(triggers);
        }
    }
    for (const Source& o : sources) {
        const bool once = std::all_of(o.triggers.begin(), o.triggers.end(), [](int t) { return t == 1; });
        std::vector<std::string> counts;
        for (int t : o.triggers) counts.push_back(t == 1 ? std::string("once") : std::to_string(t) + " times");
        const std::string times = once ? std::string() : and_list(counts);
        const std::size_t n = o.triggers.size();
        add(std::to_string(o.gained) + " from " + (cfg.players == 2 ? "P" + std::to_string(o.player + 1) + "'s " : "") +
            (n > 1 ? std::to_string(n) + "x " : "") + o.name + (once ? "" : " (triggered " + times + ")"));
    }
    for (int t : active_trials())
        for (const auto& a : cat->trials[static_cast<std::size_t>(t)].abilities)
            if (a.when == Trigger::Static && a.effect == Effect::Xp && a.amount != 0)
                add(cat->trials[static_cast<std::size_t>(t)].name + (a.amount < 0 ? " takes " + std::to_string(-a.amount) + " away"
                                                                                   : " gives " + std::to_string(a.amount) + " more"));
    if (from.empty()) return;
    const std::string who = cfg.players == 2 ? "P1 and P2 gain " : "You gain ";
    note(who + (xp > 0 ? std::to_string(xp) + " XP" : std::string("no XP")) + " for the Improvement Phase" + (cfg.players == 2 ? ", together" : "") + ": " + from);
}

}  // namespace olympus::microhero
