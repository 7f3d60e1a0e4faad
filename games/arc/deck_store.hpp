// The player's own decks: plain decklists ("3 Spoiled Princess", one card a line, the first line
// "# Title") kept in <save-dir>/arc/decks/NAME.txt, where the deck editor writes them and the
// set-up screen finds them. File I/O for the screens; the deck rules stay in deck.hpp.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "arc/deck.hpp"

namespace olympus::arc {

struct OwnDeck {
    std::filesystem::path path;
    Decklist deck;                      // named by its title line, else the file name
    std::vector<DeckProblem> problems;  // lines that do not read
};

std::filesystem::path decks_dir(const std::filesystem::path& save_dir);
// A file name for a deck title: lower case, letters, digits and dashes ("My Deck!" -> "my-deck").
// Empty when the title has none of those.
std::string deck_file_stem(const std::string& title);
// Every *.txt in the decks folder, sorted by file name; a file that cannot be read is listed with
// a problem (line 0).
std::vector<OwnDeck> list_own_decks(const std::filesystem::path& save_dir);
OwnDeck read_own_deck(const std::filesystem::path& path);
// Writes the deck (atomically) as <decks>/<stem of its title>.txt; returns the path. Throws
// SaveError, or std::invalid_argument for a title with no letters or digits.
std::filesystem::path write_own_deck(const std::filesystem::path& save_dir, const CardDb& db, const Decklist& d);
// Which set a deck's cards come from: "hercules", "xena", "mixed" (both), or "" (none known).
std::string deck_set(const CardDb& db, const Decklist& d);

}  // namespace olympus::arc
