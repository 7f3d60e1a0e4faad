// The ARC duels as the arcade sees them.
#pragma once
#include "tui/game_entry.hpp"

namespace olympus::arc {
GameEntry make_entry();
}
