// CGS's menu (continue a saved game, a new game, how to play) and its set-up screen: 2 to 4
// seats, each a person or a computer player, the main characters each seat leads, teams on or off.
#pragma once
#include <filesystem>
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::cgs {

std::unique_ptr<tui::Screen> make_start_screen(const AppContext& ctx);
// Opens a saved game at once (the arcade's Continue). Throws SaveError.
// The set-up a game server offers (GameEntry::served_setup): this game's form without the fields
// only a game at one keyboard has.
tui::ServedSetup served_setup(const AppContext& ctx);
std::unique_ptr<tui::Screen> make_resume_screen(const AppContext& ctx, const std::filesystem::path& save);

}  // namespace olympus::cgs
