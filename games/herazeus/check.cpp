// The game's invariants, in one place (see check() in state.hpp).
#include "herazeus/state.hpp"

namespace olympus::herazeus {

std::string check(const State& s) { return s.check_invariants(); }

}  // namespace olympus::herazeus
