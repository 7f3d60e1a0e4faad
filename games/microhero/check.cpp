// The game's invariants, in one place (see check() in state.hpp).
#include <stdexcept>

#include "microhero/state.hpp"

namespace olympus::microhero {

std::string check(const State& s) {
    try {
        s.check_invariants();
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}

}  // namespace olympus::microhero
