// What the review after a game costs (tui/review_screen, ai::Reviewer): games in which seat 0 is
// played by `person` (a stand-in for a person: the game's mid-level player) against the heuristic,
// each reviewed for seat 0 at the review's budget; decisions weighed per second and seconds a game.
#pragma once
#include <algorithm>
#include <vector>

#include "ai/review.hpp"
#include "bench/timing.hpp"
#include "core/table.hpp"
#include "tui/review_screen.hpp"

namespace olympus::bench {

template <class S, class NewGame, class Person, class Other, class Advisor>
void review(const std::string& game, NewGame new_game, Person person, Other other, Advisor advisor, int iterations,
            int games) {
    std::vector<double> secs;
    int decisions = 0, moves = 0;
    double total = 0;
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
        const S start = new_game(seed);
        S s = start;
        Rng rng(seed * 31 + 7);
        std::vector<std::string> played;
        for (int n = 0; n < 20000 && !s.is_terminal(); ++n) {
            const auto a = s.current_player() == 0 ? person(s, rng) : other(s, rng);
            played.push_back(a.to_string());
            s.apply(a);
        }
        const auto t0 = Clock::now();
        auto table = std::make_unique<TableOf<S>>(start, typename TableOf<S>::Ai{}, advisor);
        const int it = iterations > 0 ? iterations : table->review_iterations() > 0 ? table->review_iterations() : tui::kReviewIterations;
        ai::Reviewer r(std::move(table), played, {0}, it, seed);
        while (!r.finished()) r.step();
        const double t = seconds_since(t0);
        std::fprintf(stderr, "%s game %d: %zu moves, %d decisions, %.1f s\n", game.c_str(), static_cast<int>(seed), played.size(), r.total(), t);
        secs.push_back(t);
        total += t;
        decisions += r.total();
        moves += static_cast<int>(played.size());
    }
    std::sort(secs.begin(), secs.end());
    const std::string note = std::to_string(games) + " games, " + std::to_string(moves / games) + " moves and " +
                             std::to_string(decisions / games) + " decisions of seat 0 a game, " +
                             std::to_string(iterations > 0 ? iterations : TableOf<S>(new_game(1), {}, {}).review_iterations()) +
                             " iterations (0: the review's default)";
    print({game, "review: decisions weighed per second", decisions / std::max(total, 1e-9), "per second", note});
    print({game, "review: seconds a game, median", secs[secs.size() / 2], "seconds", "longest " + std::to_string(secs.back())});
}

}  // namespace olympus::bench
