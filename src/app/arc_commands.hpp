// `olympus arc ...`: commands for the ARC duels that need no game in progress.
#pragma once
#include <iosfwd>
#include <string>

namespace olympus::app {

// `olympus arc check-deck FILE [--set SET] [--size N]`: reads a decklist ("3 Spoiled Princess"
// a line), prints each problem the deck check finds with its line, and returns 0 when the deck
// is legal, 1 when it is not, 2 when the file cannot be read or the set is unknown (the message
// goes to `err`). `set` empty: cards of any set; `size`: the deck size both players agreed on.
int arc_check_deck(const std::string& path, const std::string& set, int size, std::ostream& out, std::ostream& err);

}  // namespace olympus::app
