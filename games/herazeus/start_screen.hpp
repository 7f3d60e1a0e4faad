// Hera & Zeus's own menu: continue a saved game, set up a new one, read how to play.
#pragma once
#include <filesystem>
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::herazeus {

std::unique_ptr<tui::Screen> make_start_screen(const AppContext& ctx);
// The set-up a game server offers (GameEntry::served_setup): this game's form without the fields
// only a game at one keyboard has.
tui::ServedSetup served_setup(const AppContext& ctx);
std::unique_ptr<tui::Screen> make_resume_screen(const AppContext& ctx, const std::filesystem::path& save);

}  // namespace olympus::herazeus
