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
inline constexpr int kMaxDeckSize = 500;
// A check before the size is agreed (the set-up screen's deck list): any size from kMinDeckSize
// to kMaxDeckSize could be agreed on.
inline constexpr int kAnyDeckSize = 0;
// Below this a deck runs out by its own draws within a dozen turns (docs/RULINGS.md).
inline constexpr int kShortDeck = 20;

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
    std::string to_string() const;  // "line 7: ...", or the message alone for the whole deck
};

// Reads a decklist. Lines that are not "COUNT NAME" become problems (when `problems` is given).
Decklist parse_decklist(std::string_view text, const std::string& name, std::vector<DeckProblem>* problems = nullptr);

// Everything wrong with a deck: unknown names (with the nearest known name), more than four
// copies of a card other than a resource, a size other than `agreed_size` (40 unless both players
// agreed on another size: the rulebook allows a larger or smaller deck only by that agreement;
// kAnyDeckSize accepts any size that could be agreed), fewer than kMinDeckSize. With a `set`
// ("hercules", "xena"), a card of another set is a problem too (named as such, with no
// suggestion), and suggestions for unknown names come from that set. Empty when the deck may be
// played.
std::vector<DeckProblem> check_deck(const CardDb& db, const Decklist& d, int agreed_size = kDefaultDeckSize,
                                    std::string_view set = {});
// Parsing and checking in one go (what `olympus arc check-deck FILE` prints).
std::vector<DeckProblem> check_deck_text(const CardDb& db, std::string_view text, int agreed_size = kDefaultDeckSize,
                                         std::string_view set = {});

// What makes a legal deck a poor one, in sentences: no resources (no card can ever be paid
// for), or so few cards that its own draws empty it within a few turns (an empty deck loses).
// Empty for a deck that can last.
std::vector<std::string> deck_warnings(const CardDb& db, const Decklist& d);

// What sets a deck apart, in a few words from its cards: the colours of its resources, most
// first; its leading character (the strongest unique one, else the strongest); and its plan, by
// how its characters weigh against its action and combat cards. "green and red; Iolaus;
// characters and actions". Empty for a deck none of whose cards is known.
std::string deck_summary(const CardDb& db, const Decklist& d);

// The deck's cards, sorted by id. Throws std::invalid_argument naming an unknown card.
std::vector<CardId> deck_cards(const CardDb& db, const Decklist& d);
// A decklist as text (what a deck editor saves): resources last, one line per card.
std::string format_decklist(const CardDb& db, const Decklist& d);

// The decks shipped in data/arc/decks: their names (file names without ".txt"), and one loaded.
std::vector<std::string> sample_deck_names();
Decklist load_sample_deck(const std::string& name);  // throws data::DataError

}  // namespace olympus::arc
