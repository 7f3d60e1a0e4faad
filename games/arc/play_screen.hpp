// Playing an ARC duel at the terminal, two or three players, any of them people or the computer:
// the table shell (tui/local_table) over the same seat board a network game uses.
#pragma once
#include <filesystem>
#include <memory>

#include "arc/seats.hpp"
#include "core/save_lock.hpp"
#include "tui/screen.hpp"

namespace olympus::arc {

std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock,
                                              std::uint64_t ai_seed, int hint_iterations = 0);


}  // namespace olympus::arc
