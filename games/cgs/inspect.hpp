// The CGS inspector: the whole text of what the seat's cursor is on (the shell shows it in its
// column, and full size on `i`): a card in the hand, the card or piece a menu entry names, or the
// hex under the cursor with its terrain, tile, indicator, banner, encounter and every piece there.
// Reads only the seat's View.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "cgs/view.hpp"
#include "tui/seat_board.hpp"

namespace olympus::cgs {

// What the seat's controls point at.
struct Focus {
    CellId cursor = kOlympusCell;
    int selected = -1;             // the picked character (uid)
    int hand = -1;                 // a card of the hand being read (v), else -1
    std::optional<Action> menu;    // the entry under an open menu's cursor
};

tui::Inspection inspect_at(const View& v, const Focus& f, const std::vector<std::string>& labels);
// Only a card the focus names (a hand card, a menu entry's card): the side panel shows its name
// and first line; empty otherwise.
tui::Inspection focus_card(const View& v, const Focus& f);

}  // namespace olympus::cgs
