// The deck editor: browse a set's cards (filtered by type and colour), add and remove copies,
// see the deck check as you go (size, copies, unknown names with the nearest known name), and
// save the deck in <save-dir>/arc/decks/NAME.txt, or open one of those, or a sample deck to start from.
#pragma once
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::arc {

std::unique_ptr<tui::Screen> make_deck_editor(const AppContext& ctx);

}  // namespace olympus::arc
