// How the ladder of computer levels (core/level.hpp) plays: from a novice that makes the mistakes
// people make to the strongest the game has; the mistake model the lower levels share. Each game
// maps the levels onto its own players (seats.cpp, players.cpp) and sets how much its lower
// levels err.
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/level.hpp"
#include "core/rng.hpp"

namespace olympus::ai {

// The levels themselves are core's (core/level.hpp); the players' code names them from here.
using olympus::Level;
using olympus::kLevels;
using olympus::level_name;
using olympus::level_by_word;
using olympus::level_words;
// One line for the set-up screens, the same in every game.
std::string_view level_about(Level l);

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
