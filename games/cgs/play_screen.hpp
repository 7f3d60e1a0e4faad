// Playing CGS at the terminal: any mix of people and computer players. The screen draws only the
// View of the seat whose keyboard it is, offers only moves from that View's legal moves and makes
// them through apply(). With several people at one keyboard a pass screen hides everything
// private between their decisions. Saved at each change of turn, on leaving and on hangup.
#pragma once
#include <filesystem>
#include <memory>

#include "cgs/seats.hpp"
#include "core/save_lock.hpp"
#include "tui/screen.hpp"

namespace olympus::cgs {

std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock,
                                              std::uint64_t ai_seed, int hint_iterations = 0);

}  // namespace olympus::cgs
