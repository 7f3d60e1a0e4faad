// The headless simulator behind `olympus sim cgs --players N --games G [--ai X]...`: whole games
// between computer players, with the wins of each seat, the length of a game in rounds and the
// games that ended undecided at the round cap.
#pragma once
#include "core/replay.hpp"
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace olympus::cgs {

struct SimSettings {
    KeepReplay keep;  // each game played, as a replay (olympus sim --save-replays); empty: none
    int games = 100;
    std::uint64_t seed = 1;  // game i uses seed + i
    int players = 2;
    std::vector<std::string> ais;  // one per seat, or one for every seat; default heuristic
    std::map<std::string, std::string> options;  // more game options (teams, olympus, max_rounds, ...)
    long max_actions = 200000;                   // per game, a safety net under the round cap
    int strong_ms = 0;   // the strong player's clock per decision; 0: its own (search.hpp)
    int strong_iterations = 0;  // when set, that many worlds a decision and no clock
    // Paired games: game i is played on seed + i / 2, the odd ones with the players moved one
    // seat on (strong,heuristic becomes heuristic,strong), so every deal is played from both sides.
    bool paired = false;
};

struct SimStats {
    std::vector<std::string> ais;  // per seat (paired games: per seat of the even games)
    bool paired = false;           // then wins are counted by player, not by seat
    int games = 0;
    int undecided = 0;   // ended at the round cap without a winner
    int unfinished = 0;  // stopped by the safety net (should stay 0)
    std::vector<int> wins;  // per seat
    std::vector<std::vector<int>> teams;  // team play (A3): the seats of each team; empty otherwise
    std::vector<int> team_wins;
    long rounds = 0;        // summed over every game
    long won_rounds = 0;    // summed over the games someone won
    long actions = 0;
    double seconds = 0;
    // By player (the same name in several seats counts once a game): wins, and a game undecided
    // at the round cap counts half to each player in it; seconds per decision.
    std::map<std::string, double> score;
    std::map<std::string, std::vector<double>> think;

    double win_rate(std::size_t seat) const { return games ? static_cast<double>(wins[seat]) / games : 0; }
    // Wilson score interval at 95%.
    std::pair<double, double> interval(std::size_t seat) const;
    double mean_rounds() const { return games ? static_cast<double>(rounds) / games : 0; }
    std::string to_text() const;
    // The player's score over all games and its 95% Wilson interval.
    std::pair<double, double> score_interval(const std::string& ai) const;
};

// Throws OptionError for an unknown player, a wrong number of players or bad options.
// `progress(done, total)` is called after each game.
SimStats simulate(const SimSettings& settings, const std::function<void(int, int)>& progress = {});

}  // namespace olympus::cgs
