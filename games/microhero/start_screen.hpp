// Micro Hero's menu, the shared game menu (tui/game_menu.hpp) with its own entries: continue a
// campaign (after an overview of it), start a new one on the set-up screen, read the history of
// finished campaigns, or read how to play.
#pragma once
#include <filesystem>
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::microhero {

std::unique_ptr<tui::Screen> make_start_screen(const AppContext& ctx);
// Opens one saved campaign's overview (the arcade's Continue).
// The set-up a game server offers (GameEntry::served_setup): this game's form without the fields
// only a game at one keyboard has.
tui::ServedSetup served_setup(const AppContext& ctx);
std::unique_ptr<tui::Screen> make_resume_screen(const AppContext& ctx, const std::filesystem::path& save);

}  // namespace olympus::microhero
