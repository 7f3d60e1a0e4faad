// `olympus sim GAME --ladder`, the part every game shares: the round of all levels run through
// the game's own paired games, the progress on stderr and the table on stdout.
#pragma once
#include <charconv>
#include <iostream>
#include <map>
#include <string>

#include "ai/round_robin.hpp"
#include "core/engine.hpp"
#include "tui/game_entry.hpp"

namespace olympus {

// Plays `games` paired games between two levels (see ai::PlayPair) with the game's --opt values.
using LadderPlay = std::function<ai::PairTally(ai::Level a, ai::Level b, int games, std::uint64_t seed,
                                               const std::function<void(int, int)>& progress,
                                               const std::map<std::string, std::string>& options)>;

// `--opt strong_games=N` plays N games in the pairs with the strong level (its games are the
// slow ones) and cfg.games in the others. Throws OptionError on a bad count.
inline int run_ladder_sim(const SimConfig& cfg, const std::string& title, const LadderPlay& play) {
    if (!cfg.policies.empty()) throw OptionError("--ladder plays every level against every other: give no --ai");
    auto options = cfg.options;
    int strong_games = cfg.games;
    if (auto it = options.find("strong_games"); it != options.end()) {
        int n = 0;
        auto [ptr, ec] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), n);
        if (ec != std::errc() || ptr != it->second.data() + it->second.size() || n < 1 || n > 100000000)
            throw OptionError("strong_games=" + it->second + ": expected a whole number of games, 1 or more");
        strong_games = n;
        options.erase(it);
    }
    auto note = [&](const std::string& line) {
        if (cfg.progress) std::cerr << line << "\n";
    };
    auto result = ai::run_ladder(
        cfg.games, cfg.seed,
        [&](ai::Level a, ai::Level b, int games, std::uint64_t seed, const std::function<void(int, int)>& progress) {
            const bool strong = a == ai::Level::Strong || b == ai::Level::Strong;
            return play(a, b, strong ? strong_games : games, seed, progress, options);
        },
        note, sim_progress(cfg));
    std::ostream& out = cfg.out ? *cfg.out : std::cout;
    out << result.to_text(title);
    return 0;
}

}  // namespace olympus
