// The arcade menu: the games, Continue for the newest saved game, History (replays), Records, Help and Quit.
#pragma once
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::app {

struct SavedGame {
    const GameEntry* game = nullptr;
    std::filesystem::path path;
    std::string name;
    std::string summary;  // what the game says of it, or the problem reading it
    bool readable = true;
    std::filesystem::file_time_type modified;
};
// Every save of every registered game, newest first.
std::vector<SavedGame> find_saved_games(const std::filesystem::path& save_dir);

std::unique_ptr<tui::Screen> make_arcade_screen(AppContext ctx);

}  // namespace olympus::app
