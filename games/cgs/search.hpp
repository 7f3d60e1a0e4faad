// The strong CGS player: the shared ISMCTS (src/ai/ismcts.hpp) over worlds dealt from the seat's
// knowledge (sample.cpp), choosing among all its legal moves at the decision in hand, every
// later decision played by the heuristic (ai.hpp), and playouts cut after a round and scored by
// banners, the way into Olympus and the characters' health (search.cpp).
#pragma once
#include "ai/ismcts.hpp"
#include "cgs/state.hpp"

namespace olympus::cgs {

struct SearchSettings {
    int time_ms = 700;        // the clock per decision (under the 1 s promised)
    int iterations = 1000000; // and at most this many worlds
    double exploration = 0.5;
    int rounds = 1;           // playouts run this many rounds past the decision, then are scored
    double keep = 0.03;       // the heuristic's own move stays unless another is this much better
};

// The move for the seat to act; it reads only s.view_for(that seat). Decisions with one legal
// move, set-up decisions and the equipment-passing step are the heuristic's.
Action search_action(const State& s, Rng& rng, const SearchSettings& st = {}, ai::SearchStats* stats = nullptr);

// How good the position is for `seat`, in [0, 1]: its team's banners and way to Olympus against
// the best other team's.
double evaluate(const State& s, int seat);

}  // namespace olympus::cgs
