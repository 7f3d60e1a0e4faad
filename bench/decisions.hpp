// A computer player's speed: decisions per second over the positions of games it plays against
// itself, and, for a searching player, the search iterations each decision ran.
#pragma once
#include <functional>
#include <optional>

#include "bench/timing.hpp"
#include "core/rng.hpp"

namespace olympus::bench {

// `decide(state, rng, iterations_out)` returns the move; it may set iterations_out.
template <class S, class NewGame, class Decide>
void decisions(const std::string& game, const std::string& player, NewGame new_game, Decide decide, double budget,
               int min_decisions = 5) {
    Rng rng(7);
    long n = 0, iterations = 0;
    double thinking = 0, longest = 0;
    const auto t0 = Clock::now();
    for (std::uint64_t g = 1; seconds_since(t0) < budget || n < min_decisions; ++g) {
        S s = new_game(g);
        while (!s.is_terminal() && (seconds_since(t0) < budget || n < min_decisions)) {
            if (s.legal_actions().size() < 2) {  // a forced move is no decision
                s.apply(s.legal_actions().front());
                continue;
            }
            int it = 0;
            const auto t = Clock::now();
            auto a = decide(s, rng, it);
            const double took = seconds_since(t);
            thinking += took;
            longest = std::max(longest, took);
            iterations += it;
            ++n;
            s.apply(a);
        }
    }
    print({game, player + ": decisions", n / thinking, "per second",
           "longest " + std::to_string(static_cast<int>(longest * 1000)) + " ms, " + std::to_string(n) + " decisions"});
    if (iterations > 0) print({game, player + ": search iterations", double(iterations) / n, "per decision", ""});
}

}  // namespace olympus::bench
