// The strong CGS player: the shared ISMCTS (src/ai/ismcts.hpp) over worlds dealt from the seat's
// knowledge (sample.cpp), choosing among all its legal moves at the decision in hand, every
// later decision played by the heuristic (ai.hpp), and playouts cut after a round and scored by
// banners, the way into Olympus and the characters' health (search.cpp).
#pragma once
#include <string>

#include "ai/ismcts.hpp"
#include "cgs/state.hpp"

namespace olympus::cgs {

struct SearchSettings {
    int time_ms = 700;        // the clock per decision (under the 1 s promised)
    int iterations = 1000000; // and at most this many worlds
    double exploration = 0.5;
    int rounds = 1;           // playouts run this many rounds past the decision, then are scored
    double keep = 0.03;       // the heuristic's own move stays unless another is this much better
    double noise = 2.0;       // ... and better by this many standard errors of the difference (a
                              // few playouts' scores are mostly luck: the dice, the worlds dealt)
    // Past the clock on a loaded machine, the search goes on to this many worlds (the blunder
    // suite's budget, tests/cgs/blunder_test.cpp), but never past hard_ms: every decision stays
    // under the promised second. Only at the normal clock (a shorter one is a simulator's choice).
    int floor_iterations = 100;
    int hard_ms = 900;
    std::string weigh;        // a move searched beside the others though the search would leave it
                              // out (a review scores the move a person played); empty: none
};

// The move for the seat to act; it reads only s.view_for(that seat). Decisions with one legal
// move, set-up decisions and the equipment-passing step are the heuristic's. Of the ways to try
// one encounter only the heuristic's favourite is searched (attempt_score in ai.hpp): they win
// the same when they succeed, and what a failed check costs (a turn) lies past the playouts'
// horizon, so their scores could not tell a sure payment from a long shot.
Action search_action(const State& s, Rng& rng, const SearchSettings& st = {}, ai::SearchStats* stats = nullptr);

// How good the position is for `seat`, in [0, 1]: its team's banners and way to Olympus against
// the best other team's.
double evaluate(const State& s, int seat);

}  // namespace olympus::cgs
