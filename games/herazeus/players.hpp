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
};

// The move of the seat to act. `time_ms` bounds the strong player's search.
Action computer_move(const State& s, Level level, Rng& rng, int time_ms = 800, MoveStats* stats = nullptr);

}  // namespace olympus::herazeus
