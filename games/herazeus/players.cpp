#include "herazeus/players.hpp"

#include <chrono>

namespace olympus::herazeus {

std::optional<Level> level_by_name(std::string_view name) {
    if (name == "random") return Level::Random;
    if (name == "heuristic") return Level::Heuristic;
    if (name == "strong" || name == "ismcts") return Level::Strong;
    return std::nullopt;
}

std::string_view level_name(Level l) {
    switch (l) {
        case Level::Random: return "random";
        case Level::Heuristic: return "heuristic";
        case Level::Strong: return "strong";
    }
    return "?";
}

std::vector<std::string> level_names() { return {"random", "heuristic", "strong"}; }

Action computer_move(const State& s, Level level, Rng& rng, int time_ms, MoveStats* stats) {
    auto start = std::chrono::steady_clock::now();
    auto done = [&](Action a, int iterations) {
        if (stats) {
            stats->iterations = iterations;
            stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        return a;
    };
    switch (level) {
        case Level::Random: return done(random_action(s, rng), 0);
        case Level::Heuristic: return done(heuristic_action(s.view_for(s.current_player()), rng), 0);
        case Level::Strong: break;
    }
    // Playouts: each simulated seat plays the heuristic from its own view of the sampled world,
    // so bluffs are worth something; they stop after a few turns and the position is scored.
    ai::SearchLimits limits{1000000, time_ms, 0.7, 12};
    ai::Ismcts<State> search(
        limits, [](const State& w, Rng& r) { return heuristic_action(w.view_for(w.current_player()), r); },
        [](const State& w, int seat) { return (evaluate(w, seat) + 1.0) / 2.0; });
    ai::SearchStats st;
    Action a = search.choose(s, rng, &st);
    return done(a, st.iterations);
}

}  // namespace olympus::herazeus
