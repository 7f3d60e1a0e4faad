// The ladder of computer levels every game offers, named alike in all of them, from a novice that
// makes the mistakes people make to the strongest the game has; and the mistake model the lower
// levels share. Each game maps the levels onto its own players (seats.cpp, players.cpp) and sets
// how much its lower levels err.
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"

namespace olympus::ai {

// Weakest first. novice and casual: the game's heuristic misjudging and overlooking moves (never
// a random move; in Hera & Zeus also forgetting cards it saw); skilled: the heuristic; strong: the search, answering within a second.
enum class Level { Novice, Casual, Skilled, Strong };
inline constexpr std::array<Level, 4> kLevels{Level::Novice, Level::Casual, Level::Skilled, Level::Strong};

// "novice", "casual", "skilled", "strong": the word saves, --opt and `olympus sim` use.
std::string_view level_name(Level l);
// One line for the set-up screens, the same in every game.
std::string_view level_about(Level l);
// A level's word, or an older one saves and command lines used: "heuristic" and "quick" (the
// rules-of-thumb player, now skilled), "ismcts" and "search" (strong), "random" (a random mover
// was once offered as the easiest opponent; the novice has that place now). nullopt: no level.
std::optional<Level> level_by_word(std::string_view word);
// "novice, casual, skilled, strong", for messages.
std::string level_words();

// How a level errs. At each decision it looks only at the heuristic's best `top` moves (0: all)
// that score within `gap` units of the best (a move plainly worse is no slip anyone makes),
// overlooks each of them with chance `overlook` (the best one stays if all would go), and judges
// the rest with a normal error of `noise` units of the game's score; it plays the move it judges
// best.
struct Mistakes {
    double noise = 0;
    double overlook = 0;
    std::size_t top = 0;
    double gap = 0;
    bool any() const { return noise > 0 || overlook > 0; }
};
// Each game sets the mistakes of its novice and casual levels (a game with more luck in it needs
// bigger ones for the same gap), measured by `olympus sim GAME --ladder` (docs/PERFORMANCE.md).

// The index of the move a player with these mistakes plays, given the heuristic's score of each
// move (higher is better; `unit` is what one point of the game's judgement is worth in those
// scores). The move is always one of the `top` best by score; with no mistakes, the best (the
// first of equals).
std::size_t pick_with_mistakes(const std::vector<double>& scores, const Mistakes& m, Rng& rng, double unit = 1.0);
// A standard normal number, for the noise.
double normal(Rng& rng);

}  // namespace olympus::ai
