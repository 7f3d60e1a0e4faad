// Playing an ARC duel at the terminal, two or three players, any of them people or the computer.
// The screen draws only the View of the seat whose keyboard it is; when several people share the
// keyboard, a "pass the keyboard" screen hides everything private between their decisions.
// Saved at every turn start, on leaving and on hangup.
#pragma once
#include <filesystem>
#include <memory>

#include "arc/seats.hpp"
#include "core/save_lock.hpp"
#include "tui/screen.hpp"

namespace olympus::arc {

std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock,
                                              std::uint64_t ai_seed);

}  // namespace olympus::arc
