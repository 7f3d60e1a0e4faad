// What every game is measured on: random playouts (rules actions per second, whole games per
// second, on one core) and the save and load of the largest state those playouts reached.
#pragma once
#include <nlohmann/json.hpp>

#include "bench/timing.hpp"
#include "core/engine.hpp"
#include "core/rng.hpp"

namespace olympus::bench {

template <class S, class NewGame>
void random_playouts(const std::string& game, NewGame new_game, double budget, long max_actions = 100000) {
    Rng rng(99);
    long actions = 0, games = 0, legal_calls = 0;
    std::size_t largest_bytes = 0;
    nlohmann::json largest;
    const auto t0 = Clock::now();
    while (seconds_since(t0) < budget) {
        S s = new_game(static_cast<std::uint64_t>(games + 1));
        for (long n = 0; n < max_actions && !s.is_terminal(); ++n) {
            auto acts = s.legal_actions();
            ++legal_calls;
            s.apply(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
            ++actions;
            if ((actions & 1023) == 0) {  // sample the state size now and then, outside the hot path
                auto j = s.to_json();
                auto bytes = j.dump().size();
                if (bytes > largest_bytes) largest_bytes = bytes, largest = std::move(j);
            }
        }
        ++games;
    }
    const double t = seconds_since(t0);
    print({game, "random playout: rules actions", actions / t, "per second", "legal_actions + apply, one core"});
    print({game, "random playout: whole games", games / t, "per second", std::to_string(actions / std::max(1L, games)) + " actions a game"});

    if (largest.is_null()) return;
    // Save: state to JSON text; load: text to a checked state.
    const S big = S::from_json(largest);
    int reps = 0;
    const auto t1 = Clock::now();
    std::string text;
    while (seconds_since(t1) < 0.5 || reps < 3) {
        text = big.to_json().dump();
        ++reps;
    }
    const double save_t = seconds_since(t1) / reps;
    reps = 0;
    const auto t2 = Clock::now();
    while (seconds_since(t2) < 0.5 || reps < 3) {
        (void)S::from_json(nlohmann::json::parse(text));
        ++reps;
    }
    const double load_t = seconds_since(t2) / reps;
    print({game, "save of the largest state seen", save_t * 1e6, "microseconds", std::to_string(text.size()) + " bytes of JSON"});
    print({game, "load of the largest state seen", load_t * 1e6, "microseconds", "parse + checked from_json"});
}

}  // namespace olympus::bench
