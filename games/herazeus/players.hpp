// The computer players of Hera & Zeus, on the shared ladder (src/ai/ladder.hpp). Every one reads
// only the acting seat's View.
//   novice, casual: the heuristic misjudging moves (the novice also forgets the cards it saw)
//   skilled:        the fast rule-of-thumb player (ai.cpp)
//   strong:         information-set MCTS (src/ai) with heuristic playouts cut at a position score
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/ismcts.hpp"
#include "ai/ladder.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

using Level = ai::Level;

std::optional<Level> level_by_name(std::string_view name);  // older words too ("heuristic", "ismcts")
using ai::level_name;  // "novice" ... "strong"

struct MoveStats {
    int iterations = 0;
    double seconds = 0;
    std::vector<ai::RootStat> root;  // the strong player's search at the root (empty: no search)
};

// The strong player's time per decision in the arcade and the simulator (unless ms=N says
// otherwise): the budget its measured strength in docs/PERFORMANCE.md was played at.
inline constexpr int kStrongMs = 300;

// The move of the seat to act. `time_ms` bounds the strong player's search.
Action computer_move(const State& s, Level level, Rng& rng, int time_ms = kStrongMs, MoveStats* stats = nullptr);

// The heuristic with a person's mistakes: at each decision it forgets each card of the other side
// it saw face down with chance `forget`, then misjudges and overlooks moves as `m` says; without
// `lookahead` it does not count whether a move leaves it enough to do later (the novice).
Action mistaken_move(const View& v, Rng& rng, const ai::Mistakes& m, double forget, bool lookahead);
// The mistakes of the novice and casual levels, and how often each forgets a card it saw.
ai::Mistakes mistakes_of(Level l);
double forgetting_of(Level l);
// The view with each of the other side's face-down table cards this seat knew forgotten (turned
// unknown) with chance `forget`.
View forget_cards(View v, double forget, Rng& rng);

// The strong player's move for the view's seat, which must be to act: at most `iterations`
// search iterations and at most `time_ms` (0: no clock). It is given only the view. `weigh`: a
// legal move searched beside the heuristic's candidates (a review scores the move played).
Action strong_move(const View& v, Rng& rng, int iterations, int time_ms, MoveStats* stats = nullptr,
                   const std::string& weigh = {});

}  // namespace olympus::herazeus
