// Paired games between two computer players, for `olympus sim`: game i seats player A in seat
// i % 2 with seed base + i / 2, so each deal is played from both sides. Reports A's score with a
// 95% confidence interval and each player's time per decision.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "ai/wilson.hpp"
#include "core/engine.hpp"
#include "core/rng.hpp"

namespace olympus::ai {

struct ArenaResult {
    int games = 0;
    int wins[2] = {0, 0};  // by player (A = 0, B = 1)
    int draws = 0;
    long decisions[2] = {0, 0};
    double seconds[2] = {0, 0};
    double max_seconds[2] = {0, 0};
    long total_actions = 0;

    // A's score (a draw counts half) and its 95% Wilson interval.
    double score() const { return games ? (wins[0] + 0.5 * draws) / games : 0; }
    std::pair<double, double> interval() const { return wilson95(score(), games); }
    std::string to_text(const std::string& a, const std::string& b) const {
        std::ostringstream o;
        auto [lo, hi] = interval();
        o.setf(std::ios::fixed);
        o.precision(1);
        o << "games: " << games << " (seats swapped every game)\n";
        o << a << ": " << wins[0] << " wins, " << b << ": " << wins[1] << " wins, draws: " << draws << "\n";
        o << a << " score: " << 100 * score() << "% (95% CI " << 100 * lo << "% to " << 100 * hi << "%)\n";
        o.precision(4);
        for (int p = 0; p < 2; ++p)
            o << (p == 0 ? a : b) << ": " << decisions[p] << " decisions, mean "
              << (decisions[p] ? seconds[p] / decisions[p] : 0) << " s, max " << max_seconds[p] << " s\n";
        o.precision(1);
        o << "mean actions per game: " << (games ? static_cast<double>(total_actions) / games : 0) << "\n";
        return o.str();
    }
};

template <GameState S>
ArenaResult arena(int games, std::uint64_t seed, const std::function<S(std::uint64_t)>& new_game,
                  const std::function<typename S::Action(const S&, Rng&)> (&players)[2], long max_actions,
                  const std::function<void(int, int)>& progress = {},
                  // Each game played, for a replay: its number, start, moves and end, and A's seat.
                  const std::function<void(int, const S&, const std::vector<std::string>&, const S&, int)>& on_game = {}) {
    ArenaResult r;
    Rng rng(seed, 99);
    for (int g = 0; g < games; ++g) {
        S s = new_game(seed + static_cast<std::uint64_t>(g / 2));
        const std::optional<S> start = on_game ? std::optional<S>(s) : std::nullopt;
        std::vector<std::string> moves;
        int a_seat = g % 2;
        long n = 0;
        while (!s.is_terminal() && n < max_actions) {
            int seat = s.current_player();
            int who = seat == a_seat ? 0 : 1;
            auto t0 = std::chrono::steady_clock::now();
            auto act = players[who](s, rng);
            double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            r.seconds[who] += dt;
            r.max_seconds[who] = std::max(r.max_seconds[who], dt);
            ++r.decisions[who];
            if (on_game) moves.push_back(act.to_string());
            s.apply(act);
            ++n;
        }
        r.total_actions += n;
        ++r.games;
        int w = s.is_terminal() ? s.winner() : -1;
        if (w < 0) ++r.draws;
        else ++r.wins[w == a_seat ? 0 : 1];
        if (on_game) on_game(g, *start, moves, s, a_seat);
        if (progress) progress(g + 1, games);
    }
    return r;
}

}  // namespace olympus::ai
