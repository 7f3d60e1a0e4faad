// The hint a solo player asks for with H: the strongest player's move (the simulator's greedy
// policy, each distinct move tried in campaigns played on by that policy) and how the campaign
// went after each, worked out from the player's view only.
#pragma once
#include <nlohmann/json.hpp>

#include "core/table.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

// From a view_json: `iterations` > 0: that many playouts and no clock; else `ms` of clock.
MoveAdvice hint_from_view(const nlohmann::json& view, Rng& rng, int iterations, int ms);
// The same for `seat` (to act in `s`): only s.view_json(seat) is read.
MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms);

}  // namespace olympus::microhero
