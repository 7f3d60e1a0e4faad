// The summary cards: what each deck holds (every kind of card, its strength and how many copies)
// and, for the card under the cursor, what it does. Read from the card set the game was dealt
// from (data/herazeus/decks.json, or the decks kept in a save), so it is public knowledge only.
#pragma once
#include <memory>

#include "herazeus/cards.hpp"
#include "tui/screen.hpp"

namespace olympus::herazeus {

// `side` is the deck the cursor starts in (the viewer's own).
std::unique_ptr<tui::Screen> make_summary_screen(std::shared_ptr<const CardSet> cards, int side);

// A few words for a card's power, for the summary table ("beats Medusa").
std::string power_tag(Power p);

}  // namespace olympus::herazeus
