// What the local table (tui/local_table) asks of a CGS game through TableOf<State>: when undo may
// not go back past a move, and when a new turn begins (it saves then).
#include "cgs/seats.hpp"

namespace olympus::cgs {

bool revealed_hidden(const State& before, const State& after) {
    // A die, a shuffle or a scatter: chance was used.
    if (!(before.rng() == after.rng())) return true;
    // A card or counter taken from a face-down pile came to light to someone (a draw, an
    // encounter turned up at an indicator, a creature counter, a cave board).
    if (before.draw_deck().size() != after.draw_deck().size() ||
        before.encounter_deck().size() != after.encounter_deck().size() ||
        before.cave_pile().size() != after.cave_pile().size())
        return true;
    for (int n = 0; n <= kMaxStack; ++n)
        if (before.creature_stack(n).size() != after.creature_stack(n).size()) return true;
    // An explored tile was face down.
    for (std::size_t i = 0; i < before.map().slots.size(); ++i)
        if (before.map().slots[i].revealed != after.map().slots[i].revealed) return true;
    return false;
}

long long turn_mark_of(const State& s) { return s.turn(); }
TurnCount turn_count_of(const State& s) { return {"round", std::max(1, s.round())}; }

int review_iterations_of(const State&) { return 12; }

}  // namespace olympus::cgs
