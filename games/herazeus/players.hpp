// The computer players of Hera & Zeus. Both read only the acting seat's View.
//   heuristic: the fast rule-of-thumb player (ai.cpp)
//   strong:    information-set MCTS (src/ai) with heuristic playouts cut at a position score
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/ismcts.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

enum class Level { Random, Heuristic, Strong };

std::optional<Level> level_by_name(std::string_view name);
std::string_view level_name(Level l);
std::vector<std::string> level_names();

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

// The strong player's move for the view's seat, which must be to act: at most `iterations`
// search iterations and at most `time_ms` (0: no clock). It is given only the view.
Action strong_move(const View& v, Rng& rng, int iterations, int time_ms, MoveStats* stats = nullptr);

}  // namespace olympus::herazeus
