// The game's invariants, in one place (see check() in state.hpp).
#include "arc/state.hpp"

namespace olympus::arc {

std::string check(const State& s) { return s.check_invariants(); }

}  // namespace olympus::arc
