// The hint a person asks for with H against the computer: the strong player's move for a seat and
// the moves its search weighed, worked out from that seat's Knowledge only.
#pragma once
#include "cgs/state.hpp"
#include "core/table.hpp"

namespace olympus::cgs {

// `iterations` > 0: that many search iterations and no clock; else `ms` of clock.
// `weigh`: a move the search weighs beside its own (a review scores the move a person played,
// which may be a way to try an encounter the search leaves out).
MoveAdvice hint_from_view(const Knowledge& k, int seat, Rng& rng, int iterations, int ms, const std::string& weigh = {});
// The same for `seat` (to act in `s`): only s.view_for(seat) is read.
MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh = {});

}  // namespace olympus::cgs
