// Micro Hero as the arcade sees it.
#pragma once
#include "tui/game_entry.hpp"

namespace olympus::microhero {
GameEntry make_entry();
}
