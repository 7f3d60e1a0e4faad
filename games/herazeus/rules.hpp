// Internal to the rules: the questions "may the seat to act do this now?", asked of a Board, so
// they serve the true State and a seat's View alike. Columns and positions here are 0-based.
#pragma once
#include <string>
#include <vector>

#include "herazeus/state.hpp"

namespace olympus::herazeus::rules {

inline int other(int seat) { return 1 - seat; }

// Challenges (and Pegasus from the hand, which challenges) wait for each player's second turn.
inline bool first_round(const Board& b) { return b.turn <= 2; }
inline bool in_turn(const Board& b) {
    return b.phase == Phase::Play && b.pending.type == kUnknown && b.ap_used < b.ap_total;
}

int figure_column(const SideZones& z);  // -1 when the figure is not on the table
int columns_held(const SideZones& z);
int cards_on_table(const SideZones& z);  // the figure is not a card
// In play, before the player to move has spent an action point or anything waits (check.cpp).
bool turn_beginning(const Board& b);
bool hand_has(const SideZones& z, TypeId t);
// Io, Argus, Medusa and Pandora never start a challenge.
bool can_initiate(Power p);

// turn.cpp
bool can_draw(const Board& b);
bool can_play(const CardSet& cs, const Board& b, TypeId t, int col, int pos);
// challenge.cpp
bool can_challenge(const CardSet& cs, const Board& b, int col);
// What happens when `attacker` challenges `defender` (both cards, neither the figure).
enum class Duel { AttackerWins, DefenderWins, Tie, HostageFound, BoxOpens };
Duel duel(const CardSet& cs, TypeId attacker, TypeId defender);
// specials.cpp
bool can_stand_figure(const Board& b, int col);
bool can_strike(const Board& b, int col);  // Pegasus from the hand at the opponent's first row
bool can_move(const Board& b, int c1, int p1, int c2, int p2);  // Dionysus
bool raid_may_place(const SideZones& victim, int col);
bool can_place(const Board& b, int col);
bool can_recall(const Board& b);
bool sirens_may_take(const CardSet& cs, const Board& b);
// Whether the seat to act may use card t from its hand as `a` says (a.kind == Use).
bool can_use(const CardSet& cs, const Board& b, TypeId t, const Action& a);

// Calls f(Action) for each legal move, in a fixed order, until f returns true.
template <class F>
void for_each_legal(const CardSet& cs, const Board& b, F&& f);

std::vector<Action> legal_actions(const CardSet& cs, const Board& b);
bool has_legal_action(const CardSet& cs, const Board& b);
std::string why_illegal(const CardSet& cs, const Board& b, const Action& a);

// ---- implementation of the template ----

template <class F>
void for_each_legal(const CardSet& cs, const Board& b, F&& f) {
    if (b.phase == Phase::Over) return;
    const int me = acting_seat(b);
    if (!b.ordering[me].empty()) {
        // Which of the cards on their way to the pile goes next.
        std::array<bool, 256> has{};
        for (const Card& c : b.ordering[me]) has[c.type] = true;
        for (std::size_t t = 0; t < cs.types.size(); ++t)
            if (has[t] && f(Action::discard(cs.token(static_cast<TypeId>(t), me)))) return;
        return;
    }
    const SideZones& mine = b.side[me];
    const SideZones& theirs = b.side[other(me)];

    // The hand's distinct card types, in type order, so the list does not depend on hand order.
    std::array<std::uint8_t, 256> count{};
    for (const Card& c : mine.hand)
        if (c.type != kUnknown) ++count[c.type];

    if (b.phase == Phase::Opening) {
        for (std::size_t t = 0; t < cs.types.size(); ++t) {
            if (!count[t] || !cs.playable_to_table(static_cast<TypeId>(t))) continue;
            for (int c = 0; c < kColumns; ++c)
                if (can_play(cs, b, static_cast<TypeId>(t), c, 0) &&
                    f(Action::play(cs.token(static_cast<TypeId>(t), me), c + 1, 1)))
                    return;
        }
        return;
    }
    if (b.pending.type != kUnknown) {
        for (int c = 0; c < kColumns; ++c)
            if (can_place(b, c) && f(Action::place(c + 1))) return;
        return;
    }
    if (!in_turn(b)) return;

    if (can_draw(b) && f(Action::draw())) return;
    for (std::size_t ti = 0; ti < cs.types.size(); ++ti) {
        auto t = static_cast<TypeId>(ti);
        if (!count[t] || !cs.playable_to_table(t)) continue;
        std::string tok = cs.token(t, me);
        for (int c = 0; c < kColumns; ++c)
            for (int p = 0; p <= static_cast<int>(mine.field[c].size()); ++p)
                if (can_play(cs, b, t, c, p) && f(Action::play(tok, c + 1, p + 1))) return;
    }
    for (int c = 0; c < kColumns; ++c)
        if (can_challenge(cs, b, c) && f(Action::challenge(c + 1))) return;
    for (std::size_t ti = 0; ti < cs.types.size(); ++ti) {
        auto t = static_cast<TypeId>(ti);
        if (!count[t]) continue;
        std::string tok = cs.token(t, me);
        switch (cs.power(t)) {
            case Power::Figure:
                for (int c = 0; c < kColumns; ++c)
                    if (can_stand_figure(b, c) && f(Action::use_column(tok, c + 1))) return;
                break;
            case Power::Pegasus:
                if (first_round(b)) break;
                if (!theirs.hand.empty() && f(Action::use_hand(tok))) return;
                for (int c = 0; c < kColumns; ++c)
                    if (can_strike(b, c) && f(Action::use_column(tok, c + 1))) return;
                break;
            case Power::Pythia:
                if (f(Action::use_hand(tok))) return;
                for (int c = 0; c < kColumns; ++c)
                    if (!theirs.field[c].empty() && f(Action::use_column(tok, c + 1))) return;
                break;
            case Power::Sirens:
                if (sirens_may_take(cs, b) && f(Action::use(tok))) return;
                break;
            case Power::Hades: {
                std::array<bool, 256> done{};
                for (const Card& d : mine.discard) {
                    if (done[d.type]) continue;
                    done[d.type] = true;
                }
                for (std::size_t k = 0; k < cs.types.size(); ++k)
                    if (done[k] && f(Action::use_card(tok, cs.token(static_cast<TypeId>(k), me)))) return;
                break;
            }
            case Power::Persephone:
                if (f(Action::use(tok))) return;
                break;
            case Power::Dionysus:
                for (int c1 = 0; c1 < kColumns; ++c1)
                    for (int p1 = 0; p1 < static_cast<int>(mine.field[c1].size()); ++p1)
                        for (int c2 = 0; c2 < kColumns; ++c2)
                            for (int p2 = 0; p2 <= static_cast<int>(mine.field[c2].size()); ++p2)
                                if (can_move(b, c1, p1, c2, p2) && f(Action::use_move(tok, c1 + 1, p1 + 1, c2 + 1, p2 + 1)))
                                    return;
                break;
            default:
                break;
        }
    }
    if (can_recall(b) && f(Action::recall())) return;
}

}  // namespace olympus::herazeus::rules
