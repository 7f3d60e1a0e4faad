// CGS as the arcade sees it: screens, script mode, simulator, save summaries.
#pragma once
#include "tui/game_entry.hpp"

namespace olympus::cgs {

GameEntry make_entry();

}  // namespace olympus::cgs
