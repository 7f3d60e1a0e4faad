// Decklists in the plain text form of the rulebook ("3 Spoiled Princess", one card a line, '#'
// comments) and the deck check: size, copies and unknown names, each problem with its line.
// Pure functions: reading a file is the caller's business (olympus::data for the sample decks).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "arc/cards.hpp"

namespace olympus::arc {

inline constexpr int kDefaultDeckSize = 40;
inline constexpr int kMaxCopies = 4;      // of any card but a resource
inline constexpr int kMinDeckSize = 8;    // a starting hand and one draw

struct DeckEntry {
    int count = 0;
    std::string name;
    int line = 0;  // 1-based line in the text
};

struct Decklist {
    std::string name;   // the title: the first line's comment, or the file name
    std::vector<DeckEntry> entries;
    int total() const;
};

struct DeckProblem {
    int line = 0;  // 0: the deck as a whole
    std::string message;
    std::string to_string() const;  // "line 7: ..." or "deck: ..."
};

// Reads a decklist. Lines that are not "COUNT NAME" become problems (when `problems` is given).
Decklist parse_decklist(std::string_view text, const std::string& name, std::vector<DeckProblem>* problems = nullptr);

// Everything wrong with a deck: unknown names (with the nearest known name), more than four
// copies of a card other than a resource, more cards than `max_size` (40 unless both players
// agreed on another size), fewer than kMinDeckSize. With a `set` ("hercules", "xena"), a card of
// another set is a problem too, and suggestions come from that set. Empty when the deck may be
// played.
std::vector<DeckProblem> check_deck(const CardDb& db, const Decklist& d, int max_size = kDefaultDeckSize,
                                    std::string_view set = {});
// Parsing and checking in one go (what `olympus arc check-deck FILE` prints).
std::vector<DeckProblem> check_deck_text(const CardDb& db, std::string_view text, int max_size = kDefaultDeckSize,
                                         std::string_view set = {});

// The deck's cards, sorted by id. Throws std::invalid_argument naming an unknown card.
std::vector<CardId> deck_cards(const CardDb& db, const Decklist& d);
// A decklist as text (what a deck editor saves): resources last, one line per card.
std::string format_decklist(const CardDb& db, const Decklist& d);

// The decks shipped in data/arc/decks: their names (file names without ".txt"), and one loaded.
std::vector<std::string> sample_deck_names();
Decklist load_sample_deck(const std::string& name);  // throws data::DataError

}  // namespace olympus::arc
