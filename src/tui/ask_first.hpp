// A move at a table that cannot be taken back or throws something away (a challenge that shows
// both cards, Experience left unspent, a card exhausted, steps left untaken) is asked about
// first, so that no reflexive key makes it. One shape for every game's board and controls.
#pragma once
#include <functional>
#include <string>

#include "tui/screen.hpp"

namespace olympus::tui {

// A yes/no question over the table: `y` runs `make` and closes the question; `n` or Esc close
// it with nothing changed, and any other key leaves the question open.
Transition ask_first(std::string question, std::function<void()> make);

// An entry chosen in a board's own menu (one the board opens and closes over the table).
// `choose` makes the entry's move, or returns ask_first's question about it. The menu is closed
// (`set_open(false)`) while choosing; when a question comes back the menu opens again as it was,
// cursor and all, so that "no" leaves the player exactly where they were, and "yes" closes it
// before the move is made.
Transition choose_in_menu(const std::function<void(bool)>& set_open, const std::function<Transition()>& choose);

}  // namespace olympus::tui
