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

// What the greedy player values, per unit. The defaults were chosen with the simulator.
struct GreedyWeights {
    double wound = 115;           // each Wound taken this turn
    double wound_scarcity = 20;   // more, divided by (Wounds left in the Reserve + 1)
    // Blood and Bruises: a Flesh Wound soon goes back to the stack, a Deep Wound brings another.
    double flesh_factor = 0.4, deep_factor = 1.6;
    double health = 40;           // each Health the Trial loses
    double xp_action = 10;        // each improvement the Experience pays for
    double xp_point = 0.3;        // each leftover Experience point (a tie-breaker)
    double exhaust_technique = 6, exhaust_upgraded = 3, exhaust_blessing = 30;  // Supercharged's price
    double trial_attack = 16, trial_defense = 12, trial_heal = 20;              // what abilities add
};

// The greedy player with other weights (for tuning).
Policy greedy_policy_with(const GreedyWeights& w);

// A legal action chosen uniformly at random.
Action random_policy(const State& s, Rng& rng);
// A sensible player: orders the hand to make the best totals for this turn (blocking first,
// then Health taken, then Experience), uses the Stance when it pays, buys Blessings, then
// the Technique its deck lacks, and exhausts Wounds between rounds.
Action greedy_policy(const State& s, Rng& rng);

std::vector<std::string> policy_names();                // "random", "greedy"
std::optional<Policy> policy_by_name(std::string_view name);

}  // namespace olympus::microhero
