// `olympus sim GAME --ladder`: every level plays every other in paired games (each deal twice,
// seats swapped), and the results are fitted to an Elo per level (novice at 0) with a 95%
// interval. The game plays the games; this file runs the round and writes the table.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ai/elo.hpp"
#include "ai/ladder.hpp"

namespace olympus::ai {

// One side of a run of games between two levels.
struct SideTally {
    double score = 0;        // wins, and half the drawn games
    long decisions = 0;      // decisions it took (the games may count only those with a choice)
    double seconds = 0;      // time it took on them
    double max_seconds = 0;  // the longest one
};

struct PairTally {
    int games = 0;
    SideTally a, b;
};

// Plays `games` paired games between levels a and b from `seed` (game i: seed + i / 2, a in seat
// i % 2), calling `progress(done, games)` after each.
using PlayPair = std::function<PairTally(Level a, Level b, int games, std::uint64_t seed, const std::function<void(int, int)>& progress)>;

struct LadderResult {
    struct Pair {
        Level a, b;
        PairTally tally;
    };
    std::vector<Pair> pairs;
    EloFit fit;  // indexed as kLevels
    // The table: each pair's score, then each level's Elo with its 95% interval, the gap to the
    // level below with its own interval, and its decision times.
    std::string to_text(const std::string& game) const;
};

// Every pair of levels, `games` games each. `note` gets a line as each pair starts (may be empty).
LadderResult run_ladder(int games, std::uint64_t seed, const PlayPair& play, const std::function<void(const std::string&)>& note,
                        const std::function<void(int, int)>& progress);

}  // namespace olympus::ai
