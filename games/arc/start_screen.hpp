// The ARC menu: continue a saved duel, set up a new one (game type, players, who sits where, the
// decks, the agreed deck size, who goes first), build decks, read how to play.
#pragma once
#include <filesystem>
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::arc {

std::unique_ptr<tui::Screen> make_start_screen(const AppContext& ctx);
// The set-up a game server offers (GameEntry::served_setup): this game's form without the fields
// only a game at one keyboard has.
tui::ServedSetup served_setup(const AppContext& ctx);
std::unique_ptr<tui::Screen> make_resume_screen(const AppContext& ctx, const std::filesystem::path& save);
// The set-up screen on its own (tests drive it).
std::unique_ptr<tui::Screen> make_setup_screen(const AppContext& ctx);

}  // namespace olympus::arc
