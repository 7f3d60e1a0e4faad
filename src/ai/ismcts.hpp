// Information-set Monte-Carlo tree search (single-observer, with observation-keyed opponent
// moves), generic over any GameState that can say what a seat knows and sample a world from it.
//
// Each iteration deals a new world consistent with the searcher's view; the tree is keyed by
// what the searcher observes (its own moves by their text, other seats' moves by their
// observation), so one tree covers every world. The move played is the most visited root child.
// The search reads only the view: `choose` takes a State but hands the search nothing else.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/rng.hpp"

namespace olympus::ai {

// What a game must add to its State for the search.
template <class S>
concept Searchable = GameState<S> && requires(const S cs, const typename S::View& v, int seat, Rng& rng,
                                              const typename S::Action& a) {
    typename S::View;
    { cs.view_for(seat) } -> std::same_as<typename S::View>;
    { S::sample_world(v, seat, rng) } -> std::same_as<S>;
};

// How a seat sees another seat's move: a game whose moves hide something (a face-down card)
// gives `observe(action, observer)`; otherwise the move's text is what everyone sees.
template <class S>
std::string observed(const S& s, const typename S::Action& a, int observer) {
    if constexpr (requires { { s.observe(a, observer) } -> std::convertible_to<std::string>; })
        return s.observe(a, observer);
    else
        return a.to_string();
}

struct SearchLimits {
    int iterations = 2000;   // at most this many
    int time_ms = 0;         // and at most this long (0: no clock)
    double exploration = 0.7;
    int rollout_depth = 200; // actions in a playout before the position is scored
    // On a loaded machine the clock may stop a search after a few hundred iterations, too few to
    // tell a blunder from the right move: it goes on past time_ms to `floor_iterations` unless
    // `hard_ms` has passed (0: time_ms is the only clock).
    int floor_iterations = 0;
    int hard_ms = 0;
    // The floor, set once for every game: it holds at the game's normal clock `normal_ms` or
    // longer; a shorter clock asked for on purpose (--think, ms=N) is kept as it is.
    void floor_at(int normal_ms, int floor, int hard) {
        floor_iterations = time_ms >= normal_ms ? floor : 0;
        hard_ms = hard;
    }
};

// What the search learnt of one of the searcher's moves at the root.
struct RootStat {
    std::string key;     // the move's text
    int visits = 0;
    double mean = 0;     // average reward from the searcher's side, in [0, 1]
    double spread = 0;   // the rewards' standard deviation (how far one playout tells the mean)
};

struct SearchStats {
    int iterations = 0;
    double seconds = 0;
    std::vector<RootStat> root;  // every root move the search tried
};

template <Searchable S>
class Ismcts {
public:
    using Action = typename S::Action;
    // Picks a move in a playout; it is given the sampled world and must read only what the
    // acting seat may know if it is more than random.
    using Policy = std::function<Action(const S&, Rng&)>;
    // Scores an unfinished playout for a seat, in [0, 1]; empty: play playouts to the end.
    using Evaluator = std::function<double(const S&, int seat)>;
    // Whether a position is a fair one to score (say, not halfway through a fight, whose outcome
    // the score cannot see): a playout past rollout_depth goes on to the next such position.
    // Empty: every position is.
    using Quiet = std::function<bool(const S&)>;

    Ismcts(SearchLimits limits, Policy rollout = {}, Evaluator evaluate = {}, Quiet quiet = {})
        : limits_(limits), rollout_(std::move(rollout)), evaluate_(std::move(evaluate)), quiet_(std::move(quiet)) {}

    // The move for the seat to act in `state`. Only state.view_for(seat) reaches the search.
    Action choose(const S& state, Rng& rng, SearchStats* stats = nullptr) const {
        int seat = state.current_player();
        return search(state.view_for(seat), seat, rng, stats);
    }

    // `root_moves`, when given and not empty, limits the searcher's first move to these texts
    // (say, a policy's best few): the search spends its time telling them apart.
    Action search(const typename S::View& view, int seat, Rng& rng, SearchStats* stats = nullptr,
                  const std::vector<std::string>* root_moves = nullptr) const {
        auto start = std::chrono::steady_clock::now();
        std::vector<Node> tree(1);
        tree[0].actor = seat;
        const std::vector<std::string>* only = root_moves && !root_moves->empty() ? root_moves : nullptr;
        int it = 0;
        for (; it < limits_.iterations; ++it) {
            // The clock is read every iteration: reading it costs far less than an iteration, and
            // in a game whose iteration plays a whole round (CGS) sixteen of them overran 1 s.
            if (limits_.time_ms > 0 && it > 0) {
                const auto spent = std::chrono::steady_clock::now() - start;
                const bool short_of_floor = limits_.hard_ms > 0 && it < limits_.floor_iterations;
                if (spent >= std::chrono::milliseconds(limits_.time_ms) &&
                    (!short_of_floor || spent >= std::chrono::milliseconds(limits_.hard_ms)))
                    break;
            }
            iterate(tree, view, seat, rng, only);
        }
        if (stats) {
            stats->iterations = it;
            stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            stats->root.clear();
            for (int c : tree[0].children) {
                const Node& n = tree[static_cast<std::size_t>(c)];
                const double mean = n.visits ? n.reward / n.visits : 0.0;
                const double var = n.visits ? std::max(0.0, n.reward_sq / n.visits - mean * mean) : 0.0;
                stats->root.push_back({n.key, n.visits, mean, std::sqrt(var)});
            }
        }
        // The most visited move among the root's children; resolve its text in one world.
        S world = S::sample_world(view, seat, rng);
        auto legal = world.legal_actions();
        const Action* best = nullptr;
        int best_visits = -1;
        for (const auto& a : legal) {
            if (only && !allowed(*only, a.to_string())) continue;
            int child = find_child(tree, 0, a.to_string());
            int v = child < 0 ? 0 : tree[static_cast<std::size_t>(child)].visits;
            if (v > best_visits) {
                best_visits = v;
                best = &a;
            }
        }
        if (!best) throw std::logic_error("ismcts: none of the root moves given is legal");
        return *best;
    }

private:
    struct Node {
        std::string key;
        int actor = 0;       // the seat that made the move leading here
        int parent = -1;
        int visits = 0;
        int available = 0;   // how often this move was legal when its parent was visited
        double reward = 0;   // summed from the actor's side
        double reward_sq = 0;  // and its squares summed
        std::vector<int> children;
    };

    static int find_child(const std::vector<Node>& tree, int node, const std::string& key) {
        for (int c : tree[static_cast<std::size_t>(node)].children)
            if (tree[static_cast<std::size_t>(c)].key == key) return c;
        return -1;
    }

    static bool allowed(const std::vector<std::string>& only, const std::string& key) {
        return std::find(only.begin(), only.end(), key) != only.end();
    }

    void iterate(std::vector<Node>& tree, const typename S::View& view, int seat, Rng& rng,
                 const std::vector<std::string>* only) const {
        S world = S::sample_world(view, seat, rng);
        std::vector<int> path{0};
        int node = 0;
        bool expanded = false;
        while (!world.is_terminal() && !expanded) {
            int actor = world.current_player();
            auto legal = world.legal_actions();
            if (legal.empty()) break;
            // Group this world's moves by what the searcher would observe of them.
            std::map<std::string, std::vector<std::size_t>> groups;
            for (std::size_t i = 0; i < legal.size(); ++i) {
                std::string key = actor == seat ? legal[i].to_string() : observed(world, legal[i], seat);
                if (node == 0 && only && !allowed(*only, key)) continue;
                groups[key].push_back(i);
            }
            if (groups.empty()) break;
            std::vector<std::string> untried;
            for (auto& [key, idx] : groups) {
                int c = find_child(tree, node, key);
                if (c < 0) untried.push_back(key);
                else ++tree[static_cast<std::size_t>(c)].available;
            }
            std::string chosen;
            int next = -1;
            if (!untried.empty()) {
                chosen = untried[rng.below(static_cast<std::uint32_t>(untried.size()))];
                Node n;
                n.key = chosen;
                n.actor = actor;
                n.parent = node;
                n.available = 1;
                next = static_cast<int>(tree.size());
                tree.push_back(std::move(n));
                tree[static_cast<std::size_t>(node)].children.push_back(next);
                expanded = true;
            } else {
                double best = -std::numeric_limits<double>::infinity();
                for (auto& [key, idx] : groups) {
                    int c = find_child(tree, node, key);
                    const Node& ch = tree[static_cast<std::size_t>(c)];
                    double ucb = ch.reward / ch.visits +
                                 limits_.exploration * std::sqrt(std::log(static_cast<double>(ch.available)) / ch.visits);
                    if (ucb > best) {
                        best = ucb;
                        next = c;
                        chosen = key;
                    }
                }
            }
            const auto& idx = groups[chosen];
            world.apply(legal[idx[rng.below(static_cast<std::uint32_t>(idx.size()))]]);
            node = next;
            path.push_back(node);
        }
        // Playout. Past its depth it stops at the first quiet position, or after as many
        // actions again (a game whose positions are never quiet still ends its playouts).
        for (int d = 0; !world.is_terminal(); ++d) {
            if (d >= limits_.rollout_depth && (!quiet_ || quiet_(world) || d >= 2 * limits_.rollout_depth + 50)) break;
            if (rollout_) world.apply(rollout_(world, rng));
            else {
                auto legal = world.legal_actions();
                if (legal.empty()) break;
                world.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
        std::vector<double> reward(static_cast<std::size_t>(world.num_players()), 0.5);
        for (int p = 0; p < world.num_players(); ++p) {
            if (world.is_terminal()) {
                int w = world.winner();
                reward[static_cast<std::size_t>(p)] = w < 0 ? (world.num_players() == 1 ? 0.0 : 0.5) : (w == p ? 1.0 : 0.0);
            } else if (evaluate_) {
                reward[static_cast<std::size_t>(p)] = evaluate_(world, p);
            }
        }
        for (int n : path) {
            Node& nd = tree[static_cast<std::size_t>(n)];
            ++nd.visits;
            if (n == 0) continue;
            const double r = reward[static_cast<std::size_t>(nd.actor)];
            nd.reward += r;
            nd.reward_sq += r * r;
        }
    }

    SearchLimits limits_;
    Policy rollout_;
    Evaluator evaluate_;
    Quiet quiet_;
};

}  // namespace olympus::ai
