// Every game under the one conformance suite (conformance.hpp), in several set-ups of its own
// options. A new game joins with one line.
#include "conformance/conformance.hpp"

#include "arc/state.hpp"
#include "cgs/knowledge.hpp"  // the conformance check deals worlds from a seat's knowledge
#include "herazeus/state.hpp"
#include "microhero/state.hpp"

OLYMPUS_CONFORMANCE(olympus::arc::State, "arc", "players=2")
OLYMPUS_CONFORMANCE(olympus::arc::State, "arc", "players=3")
OLYMPUS_CONFORMANCE(olympus::cgs::State, "cgs", "players=2")
OLYMPUS_CONFORMANCE(olympus::cgs::State, "cgs", "players=3,max_rounds=6")  // short, so random games end
OLYMPUS_CONFORMANCE(olympus::cgs::State, "cgs", "players=4,teams=on")
OLYMPUS_CONFORMANCE(olympus::herazeus::State, "herazeus", "first=hera")
OLYMPUS_CONFORMANCE(olympus::herazeus::State, "herazeus", "first=random")
OLYMPUS_CONFORMANCE(olympus::microhero::State, "microhero", "players=1")
OLYMPUS_CONFORMANCE(olympus::microhero::State, "microhero", "players=2")
OLYMPUS_CONFORMANCE(olympus::microhero::State, "microhero", "players=1,expansions=all,difficulty=heroic")
