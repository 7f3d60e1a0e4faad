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

// For the shell's undo (found by ADL): a card left a deck, a hidden card of another seat than the
// one that moved first came to light, or chance was used.
bool revealed_hidden(const State& before, const State& after);
// Changes at each new turn: the shell saves then.
long long turn_mark_of(const State& s);

}  // namespace olympus::arc
