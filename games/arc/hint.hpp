// The hint a person asks for with H at a table against the computer: the strong player's move
// for a seat and the moves its search weighed, worked out from that seat's View only.
#pragma once
#include "arc/state.hpp"
#include "core/table.hpp"

namespace olympus::arc {

// `iterations` > 0: that many search iterations and no clock; else `ms` of clock.
// `weigh`: a legal move to score beside the search's own candidates (Table::advice).
MoveAdvice hint_from_view(const View& v, Rng& rng, int iterations, int ms, const std::string& weigh = {});
// The same for `seat` (to act in `s`): only s.view_for(seat) is read.
MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh = {});

}  // namespace olympus::arc
