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

}  // namespace olympus::tui
