// Headless players for the simulator, the tests and as a baseline computer player.
// A policy reads only what the acting player may know (hand, played cards, discard, Reserve,
// Trial values, the known top of the deck); its own randomness comes from the Rng it is given.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

using Policy = std::function<Action(const State&, Rng&)>;

// A legal action chosen uniformly at random.
Action random_policy(const State& s, Rng& rng);
// A sensible player: orders the hand to make the best totals for this turn (blocking first,
// then Health taken, then Experience), uses the Stance when it pays, buys Blessings, then
// the Technique its deck lacks, and exhausts Wounds between rounds.
Action greedy_policy(const State& s, Rng& rng);

std::vector<std::string> policy_names();                // "random", "greedy"
std::optional<Policy> policy_by_name(std::string_view name);

}  // namespace olympus::microhero
