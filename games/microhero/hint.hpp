// The hint a solo player asks for with H: the strongest player's move (the simulator's greedy
// policy, each distinct move tried in campaigns played on by that policy) and how the campaign
// went after each, worked out from the player's view only.
#pragma once
#include <nlohmann/json.hpp>

#include "core/table.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

// From a view_json: `iterations` > 0: that many playouts and no clock; else `ms` of clock.
// `weigh` (Table::advice): every distinct move is tried anyway; this one stands for its words.
MoveAdvice hint_from_view(const nlohmann::json& view, Rng& rng, int iterations, int ms, const std::string& weigh = {});
// The same for `seat` (to act in `s`): only s.view_json(seat) is read.
MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh = {});

}  // namespace olympus::microhero
