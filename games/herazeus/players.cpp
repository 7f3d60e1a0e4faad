#include "herazeus/players.hpp"

#include <chrono>
#include <stdexcept>

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
    MoveStats st;
    Action a = strong_move(s.view_for(s.current_player()), rng, 1000000, time_ms, &st);
    return done(std::move(a), st.iterations);
}

namespace {
// The strong player's settings, chosen by paired games against the heuristic (docs/PERFORMANCE.md).
constexpr std::size_t kCandidates = 4;  // the heuristic's best few moves are searched, no others
constexpr double kCandidateGap = 3.0;   // nor a move the heuristic scores this much below its best
constexpr int kPlayoutDepth = 12;      // actions in a playout before the position is scored
constexpr double kExploration = 0.7;
// The search must find a move this much better (in mean reward, 0 to 1) than the heuristic's own
// choice before it overrules it: with a few hundred playouts per move, smaller differences are
// mostly noise.
constexpr double kOverrule = 0.02;
}  // namespace

Action strong_move(const View& v, Rng& rng, int iterations, int time_ms, MoveStats* stats) {
    auto start = std::chrono::steady_clock::now();
    auto done = [&](Action a, int it) {
        if (stats) {
            stats->iterations = it;
            stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        return a;
    };
    std::vector<Action> legal = v.legal_actions();
    if (legal.empty()) throw std::logic_error("herazeus: strong_move with no legal move");
    if (legal.size() == 1) return done(std::move(legal[0]), 0);
    // The candidates: the heuristic's best moves (with its one-world lookahead, which keeps moves
    // in reserve), best first.
    auto scored = heuristic_scores(v, rng, true);
    std::vector<Action> ranked;
    std::vector<std::string> keys;
    for (auto& [score, a] : scored) {
        if (ranked.size() >= kCandidates || (!ranked.empty() && score < scored[0].first - kCandidateGap)) break;
        keys.push_back(a.to_string());
        ranked.push_back(std::move(a));
    }
    if (ranked.size() == 1) return done(std::move(ranked[0]), 0);
    // Playouts: each simulated seat plays the heuristic (without its lookahead, several times
    // cheaper) from its own view of the sampled world, so bluffs are worth something; they stop
    // after a few turns and the position is scored.
    ai::SearchLimits limits{iterations, time_ms, kExploration, kPlayoutDepth};
    ai::Ismcts<State> search(
        limits, [](const State& w, Rng& r) { return heuristic_action(w.view_for(w.current_player()), r, false); },
        [](const State& w, int seat) { return (evaluate(w, seat) + 1.0) / 2.0; });
    ai::SearchStats st;
    Action a = search.search(v, v.seat, rng, &st, &keys);
    if (a.to_string() != keys[0]) {
        const ai::RootStat* own = nullptr;
        const ai::RootStat* found = nullptr;
        for (const auto& r : st.root) {
            if (r.key == keys[0]) own = &r;
            if (r.key == a.to_string()) found = &r;
        }
        if (!own || !found || found->mean < own->mean + kOverrule) a = ranked[0];
    }
    if (stats) stats->root = st.root;
    return done(std::move(a), st.iterations);
}

}  // namespace olympus::herazeus
