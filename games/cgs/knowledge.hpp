// What one CGS seat knows, for the search and the conformance suite: the state with everything
// hidden from that seat blanked (face-down land tiles, the cave boards not yet drawn, the other
// seats' hands and Keep pools, the order and contents of the draw and encounter decks, the
// creature counter stacks, and the dice to come). Sizes stay: how many cards a hand holds is seen.
// State::sample_world deals the blanks back in (sample.cpp).
#pragma once
#include "cgs/state.hpp"

namespace olympus::cgs {

struct Knowledge {
    int seat = 0;
    State masked;  // never played on: its blanks are -1
    bool operator==(const Knowledge& o) const { return seat == o.seat && masked == o.masked; }
};

}  // namespace olympus::cgs
