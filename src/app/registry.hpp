// The games the arcade hosts. Adding a game touches its own folder and one line in registry.cpp.
#pragma once
#include <string_view>
#include <vector>

#include "tui/game_entry.hpp"

namespace olympus::app {

const std::vector<GameEntry>& games();
const GameEntry* find_game(std::string_view id);

}  // namespace olympus::app
