// What the shell's local table asks of a Micro Hero state: what undo may not pass over, and when
// a new turn begins (the table saves then).
#include "microhero/play_screen.hpp"

namespace olympus::microhero {

namespace {
int total_deck(const State& s) {
    int n = 0;
    for (const auto& p : s.players) n += static_cast<int>(p.deck.size());
    return n;
}
int total_played(const State& s) {
    int n = 0;
    for (const auto& p : s.players) n += static_cast<int>(p.played.size());
    return n;
}
}  // namespace

bool revealed_hidden(const State& before, const State& after) {
    // The rulebook's co-op rules: a card played goes to the team and never back to a hand.
    if (after.cfg.players == 2 && total_played(after) > total_played(before)) return true;
    return !(before.rng == after.rng) || total_deck(after) < total_deck(before) ||
           after.upcoming.size() != before.upcoming.size() || after.hera_stack.size() != before.hera_stack.size() ||
           after.trial != before.trial;
}

int review_iterations_of(const State&) { return 1; }

TurnCount turn_count_of(const State& s) { return {"turn", s.turn}; }

long long turn_mark_of(const State& s) {
    // A round end is the Preparation phase; the next turn's start changes round or turn.
    return (static_cast<long long>(s.round) * 1000 + s.turn) * 2 + (s.phase == Phase::Preparation ? 1 : 0);
}

}  // namespace olympus::microhero
