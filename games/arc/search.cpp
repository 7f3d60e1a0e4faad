// The searching player: the shared ISMCTS (src/ai/ismcts.hpp) run over a narrowed copy of the
// game in which each decision offers only the heuristic's best few moves.
//
// Why narrowed: ISMCTS expands an untried move at random, and an ARC turn is a chain of a dozen
// decisions (a resource, cards and their payments, attackers one by one, blocks...). Over all
// legal moves, most of a root move's playouts would continue with random choices inside the
// same turn and its value would say little. Among the heuristic's best three the continuations
// are sensible, and the search still picks the best of them with what playouts show. The ranking
// reads only what the seat to act may know, so the search still never peeks.
#include <algorithm>
#include <mutex>

#include "arc/policy.hpp"
#include "arc/rules.hpp"

namespace olympus::arc {

namespace {

class Narrow {
public:
    using Action = arc::Action;
    struct View {
        arc::View v;
        int width = 3;
        int their_width = 3;
        int later_width = 3;
        std::string weigh;
        bool operator==(const View& o) const {
            return v == o.v && width == o.width && their_width == o.their_width && later_width == o.later_width &&
                   weigh == o.weigh;
        }
    };

    Narrow() = default;
    // `width` for the searching seat's first decision, `later_width` for its decisions after that,
    // `their_width` for the other seats'.
    // `weigh`: a move the searching seat's first decision offers beside the heuristic's best (a
    // review scores the move a person played).
    Narrow(State s, int width, int their_width, int later_width, int searcher, std::string weigh = {})
        : s_(std::move(s)), width_(width), their_width_(their_width), later_width_(later_width), searcher_(searcher),
          weigh_(std::move(weigh)) {}

    std::vector<Action> legal_actions() const {
        const bool first = s_.current_player() == searcher_ && mine_ == 0;
        const int w = s_.current_player() != searcher_ ? their_width_ : first ? width_ : later_width_;
        std::vector<Action> out = w <= 0 ? without_shows(s_.legal_actions()) : heuristic_ranking(s_, static_cast<std::size_t>(w));
        if (first && !weigh_.empty() &&
            std::none_of(out.begin(), out.end(), [&](const Action& a) { return a.to_string() == weigh_; }))
            for (const Action& a : without_shows(s_.legal_actions()))
                if (a.to_string() == weigh_) out.push_back(a);
        return out;
    }
    void apply(const Action& a) {
        if (s_.current_player() == searcher_) ++mine_;
        s_.apply(a);
    }
    bool is_terminal() const { return s_.is_terminal(); }
    int winner() const { return s_.winner(); }
    int current_player() const { return s_.current_player(); }
    int num_players() const { return s_.num_players(); }
    nlohmann::json to_json() const { return s_.to_json(); }
    static Narrow from_json(const nlohmann::json& j) { return Narrow(State::from_json(j), 3, 3, 3, 0); }
    static Narrow new_game(const GameOptions& o) { return Narrow(State::new_game(o), 3, 3, 3, 0); }
    nlohmann::json view_json(int seat) const { return s_.view_json(seat); }
    std::string describe(int seat) const { return s_.describe(seat); }
    View view_for(int seat) const { return View{s_.view_for(seat), width_, their_width_, later_width_, weigh_}; }
    std::string observe(const Action& a, int observer) const { return s_.observe(a, observer); }
    static Narrow sample_world(const View& v, int seat, Rng& rng) {
        return Narrow(State::sample_world(v.v, seat, rng), v.width, v.their_width, v.later_width, seat, v.weigh);
    }

    const State& state() const { return s_; }

private:
    State s_;
    int width_ = 3;
    int their_width_ = 3;
    int later_width_ = 3;
    int searcher_ = 0;
    std::string weigh_;
    int mine_ = 0;  // the searching seat's moves made in this world so far
};

// Only the GameState concept asks for it (unevaluated), so clang would call it unneeded.
[[maybe_unused]] std::string check(const Narrow& w) { return check(w.state()); }

static_assert(ai::Searchable<Narrow>);

std::mutex tally_mu;
SearchTally tally;

// Where playouts are scored when they settle: a turn's first decision, no fight or card half
// done. The score was fitted on main-step positions; in a fight it would count the attackers
// as tapped before their blows land.
bool turn_start(const State& s) {
    const Board& b = s.board();
    return b.step == Step::Main && b.resource_step && b.stack.empty() && b.queue.empty();
}

}  // namespace

SearchTally search_tally() {
    std::lock_guard<std::mutex> lock(tally_mu);
    return tally;
}

int search_kind(const State& s) {
    const Board& b = s.board();
    if (!b.stack.empty()) return 64;
    if (Reader(s.db(), b).queue_needs_order()) return 128;
    switch (b.step) {
        case Step::Main: return 1;
        case Step::Declare: return 2;
        case Step::Block: return 4;
        case Step::DefenderCombat: return 8;
        case Step::AttackerCombat: return 16;
        case Step::Discard: return 32;
        default: return 0;
    }
}

Action search_action(const State& s, Rng& rng, const SearchSettings& st, ai::SearchStats* stats) {
    auto legal = without_shows(s.legal_actions());
    if (legal.size() == 1 || !(st.steps & search_kind(s))) {
        if (stats) *stats = ai::SearchStats{};
        if (legal.size() == 1) return legal[0];
        return heuristic_ranking(s, 1).front();
    }
    ai::SearchLimits lim;
    lim.iterations = st.iterations;
    lim.time_ms = st.time_ms;
    lim.floor_at(SearchSettings{}.time_ms, st.floor_iterations, st.hard_ms);
    lim.exploration = st.exploration;
    lim.rollout_depth = st.rollout_depth;
    const double eps = st.epsilon;
    ai::Ismcts<Narrow> search(
        lim, [eps](const Narrow& w, Rng& g) { return rollout_action(w.state(), g, eps); },
        [](const Narrow& w, int seat) { return evaluate(w.state(), seat); },
        st.settle ? ai::Ismcts<Narrow>::Quiet([](const Narrow& w) { return turn_start(w.state()); }) : ai::Ismcts<Narrow>::Quiet());
    Narrow root(s, st.width, st.their_width < 0 ? st.width : st.their_width, st.later_width < 0 ? st.width : st.later_width,
                s.current_player(), st.weigh);
    ai::SearchStats local;
    Action a = search.choose(root, rng, &local);
    if (st.keep > 0) {
        // Moves whose mean rewards differ by less than the margin are told apart mostly by noise;
        // then the heuristic's own choice (its ranking reads only the seat's view) is the better bet.
        const Action own = heuristic_ranking(s, 1).front();
        if (!(a == own)) {
            const ai::RootStat* mine = nullptr;
            const ai::RootStat* found = nullptr;
            for (const auto& r : local.root) {
                if (r.key == own.to_string()) mine = &r;
                if (r.key == a.to_string()) found = &r;
            }
            if (!mine || !found || found->mean < mine->mean + st.keep) a = own;
        }
    }
    if (stats) *stats = local;
    std::lock_guard<std::mutex> lock(tally_mu);
    ++tally.searches;
    tally.iterations += local.iterations;
    tally.seconds += local.seconds;
    return a;
}

}  // namespace olympus::arc
