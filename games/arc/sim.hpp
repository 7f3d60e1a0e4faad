// The headless simulator behind `olympus sim arc --games N --deck A --deck B --ai X --ai Y`:
// whole games between computer players, with win rates, confidence intervals and the time each
// player took per decision.
#pragma once
#include "core/replay.hpp"
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arc/policy.hpp"

namespace olympus::arc {

struct SimSettings {
    KeepReplay keep;  // each game played, as a replay (olympus sim --save-replays); empty: none
    int games = 100;
    std::uint64_t seed = 1;
    int players = 2;
    // One sample deck per seat (a single name serves every seat); empty: the default dealing.
    std::vector<std::string> decks;
    // One player per seat ("random", "heuristic", "ismcts", "ismcts:MS", "ismcts:iN"); a single
    // name plays every seat. Default: heuristic.
    std::vector<std::string> ais;
    // Paired games: consecutive games share a seed (the same decks and shuffles) with the
    // players rotated through the seats, so neither gains from the seat or the deal.
    bool rotate = true;
    std::map<std::string, std::string> options;  // more GameOptions (deck_size, max_turns, ...)
    int threads = 1;                              // games played side by side
    long max_actions = 100000;                    // per game, a safety net
};

struct SimStats {
    std::vector<std::string> ais;       // the players, as named in the settings
    int games = 0, unfinished = 0, draws = 0;
    std::vector<int> wins;              // per player (index into ais)
    std::vector<long> decisions;        // per player: decisions with more than one legal move
    std::vector<double> think_seconds;  // per player: time spent on those
    std::vector<double> max_think;      // per player: the longest single decision
    long actions = 0, turns = 0;
    double seconds = 0;
    // Searches run in these games (by any searching player) and their iterations.
    long searches = 0, search_iterations = 0;

    double win_rate(std::size_t ai) const;
    // Wilson score interval at 95%, counting a drawn game as half a win.
    std::pair<double, double> interval(std::size_t ai) const;
    double mean_think(std::size_t ai) const;
    std::string to_text() const;
    nlohmann::json to_json() const;
};

// Throws OptionError for an unknown player or deck or bad options. `progress(done, total)` is
// called after each game.
SimStats simulate(const SimSettings& settings, const std::function<void(int, int)>& progress = {});

}  // namespace olympus::arc
