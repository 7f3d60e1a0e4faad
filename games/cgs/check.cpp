// The game's invariants, in one place (see check() in state.hpp).
#include "cgs/state.hpp"

namespace olympus::cgs {

std::string check(const State& s) { return s.check_invariants(); }

}  // namespace olympus::cgs
