// Hera & Zeus as the arcade sees it.
#pragma once
#include "tui/game_entry.hpp"

namespace olympus::herazeus {
GameEntry make_entry();
}
