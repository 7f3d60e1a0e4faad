#include "herazeus/players.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "herazeus/rules.hpp"

namespace olympus::herazeus {

std::optional<Level> level_by_name(std::string_view name) { return ai::level_by_word(name); }


ai::Mistakes mistakes_of(Level l) {
    // noise (the heuristic's points), overlook, top, gap. The game's luck keeps the levels close
    // (even a random mover loses only about 80% to skilled), so the novice misjudges heavily
    // among every move within 40 points of the best (nothing plainly bad), and casual weighs only
    // the best three within 20, with a smaller error: chosen by 4,000 paired games a pair so that
    // each stands about 110 Elo under the next (docs/PERFORMANCE.md, "The ladder").
    if (l == Level::Novice) return {30.0, 0.0, 0, 40.0};
    if (l == Level::Casual) return {3.0, 0.0, 3, 20.0};
    return {};
}

// The novice keeps no track of the cards it saw; casual's slips are in judgement only.
double forgetting_of(Level l) { return l == Level::Novice ? 1.0 : 0.0; }

View forget_cards(View v, double forget, Rng& rng) {
    if (forget <= 0) return v;
    // Only the other side's own cards: a card of this seat's side lies there in plain sight.
    const int op = rules::other(v.seat);
    for (Column& col : v.board.side[op].field)
        for (Card& c : col)
            if (c.type != kUnknown && c.type != kFigure && !(c.flags & kFaceUp) && v.cards->side_of(c.type) == op &&
                rng.below(1000000) < static_cast<std::uint32_t>(forget * 1000000)) {
                c.type = kUnknown;
                c.flags = static_cast<std::uint8_t>(c.flags & ~kSeen);
            }
    return v;
}

Action mistaken_move(const View& v, Rng& rng, const ai::Mistakes& m, double forget, bool lookahead) {
    // The scores are in the heuristic's points: a point is about one step of a card's strength.
    auto scored = heuristic_scores(forget_cards(v, forget, rng), rng, lookahead);
    if (scored.empty()) throw std::logic_error("herazeus: mistaken_move with no legal move");
    std::vector<double> sc;
    for (const auto& [s, a] : scored) sc.push_back(s);
    return std::move(scored[ai::pick_with_mistakes(sc, m, rng, 1.0)].second);
}

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
        case Level::Novice:
        case Level::Casual:
            return done(mistaken_move(s.view_for(s.current_player()), rng, mistakes_of(level), forgetting_of(level), level != Level::Novice), 0);
        case Level::Skilled: return done(heuristic_action(s.view_for(s.current_player()), rng), 0);
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
// Its clock gives it 4,000-8,000 iterations on an idle machine; on a loaded one, fewer than 1,600
// miss blunders of the suite (tests/herazeus/blunder_test.cpp plays it at 2,000). So it goes on to
// 2,000 past its clock, but never past 900 ms: every decision stays under the promised second.
constexpr int kFloorIterations = 2000;
constexpr int kHardMs = 900;
}  // namespace

Action strong_move(const View& v, Rng& rng, int iterations, int time_ms, MoveStats* stats, const std::string& weigh) {
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
    if (!weigh.empty() && std::find(keys.begin(), keys.end(), weigh) == keys.end() &&
        std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.to_string() == weigh; }))
        keys.push_back(weigh);
    if (keys.size() == 1) return done(std::move(ranked[0]), 0);
    // Playouts: each simulated seat plays the heuristic (without its lookahead, several times
    // cheaper) from its own view of the sampled world, so bluffs are worth something; they stop
    // after a few turns and the position is scored.
    ai::SearchLimits limits{iterations, time_ms, kExploration, kPlayoutDepth};
    limits.floor_at(kStrongMs, kFloorIterations, kHardMs);
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
