// Why this shape: a CGS turn is a long chain of decisions (cards, one step at a time, attacks,
// encounters), and games last dozens of rounds. Over all legal moves at every depth most
// playouts would wander; so only the decision in hand offers every legal move, each later one
// is the heuristic's (a fixed choice per position, so the tree stays a line past the root), and
// playouts stop one round on, where banners and health say who is ahead. The heuristic reads
// the dealt world, never the real one: the search sees only the seat's Knowledge.
#include "cgs/search.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "cgs/ai.hpp"
#include "cgs/knowledge.hpp"

namespace olympus::cgs {

namespace {

class World {
public:
    using Action = cgs::Action;
    using View = Knowledge;

    World() = default;
    explicit World(State s) : s_(std::move(s)) {}

    std::vector<Action> legal_actions() const {
        if (!decided_) return s_.legal_actions();
        Rng fixed(static_cast<std::uint64_t>(s_.turn()) * 7919u + s_.log().size(), 5);
        return {heuristic_action(s_, fixed)};
    }
    void apply(const Action& a) {
        decided_ = true;
        s_.apply(a);
    }
    bool is_terminal() const { return s_.is_terminal(); }
    int winner() const { return s_.winner(); }
    int current_player() const { return s_.current_player(); }
    int num_players() const { return s_.num_players(); }
    nlohmann::json to_json() const { return s_.to_json(); }
    static World from_json(const nlohmann::json& j) { return World(State::from_json(j)); }
    static World new_game(const GameOptions& o) { return World(State::new_game(o)); }
    nlohmann::json view_json(int seat) const { return s_.view_json(seat); }
    std::string describe(int seat) const { return s_.describe(seat); }
    View view_for(int seat) const { return s_.view_for(seat); }
    static World sample_world(const View& v, int seat, Rng& rng) { return World(State::sample_world(v, seat, rng)); }
    const State& state() const { return s_; }

private:
    State s_;
    bool decided_ = false;  // the searcher's decision in hand has been made in this world
};

// Only the GameState concept asks for it (unevaluated).
[[maybe_unused]] std::string check(const World& w) { return check(w.state()); }

static_assert(ai::Searchable<World>);

bool searched(Phase p) {
    switch (p) {
        case Phase::Play:
        case Phase::Move:
        case Phase::Combat:
        case Phase::Creature:
        case Phase::React: return true;
        default: return false;
    }
}

// A team's progress in banner points: its banners, and once Olympus is open to it, more for
// each main character nearer to it.
double progress(const State& s, int team) {
    const int need = std::max(1, s.options().olympus);
    double score = std::min(s.banner_total(team), need);
    if (s.may_enter_olympus(team)) {
        int best = 99;
        for (const Piece& p : s.pieces())
            if (p.kind == PieceKind::Main && s.team_of(p.seat) == team) {
                const int d = p.cell == kOlympusCell ? 0 : s.map().distance(p.cell, kOlympusCell);
                if (d >= 0) best = std::min(best, d);
            }
        score += 2.0 + std::max(0.0, 4.0 - 0.5 * std::min(best, 8));
    }
    for (const Piece& p : s.pieces()) {
        if (p.seat < 0 || s.team_of(p.seat) != team || !is_character(p.kind)) continue;
        score += p.wounded ? 0.0 : (p.kind == PieceKind::Main ? 0.6 : 0.3);
        score += 0.25 * static_cast<double>(p.cards.size());
    }
    for (int seat = 0; seat < s.num_players(); ++seat)
        if (s.team_of(seat) == team) {
            score += 0.1 * static_cast<double>(s.seats()[static_cast<std::size_t>(seat)].hand.size());
            score += 0.01 * s.seats()[static_cast<std::size_t>(seat)].dinars;
        }
    return score;
}

// The searcher's first moves: every legal move but the ways to try an encounter other than the
// one the heuristic judges best for that character (search.hpp says why), and `weigh` if legal.
std::vector<std::string> root_moves(const State& s, const std::vector<Action>& legal, const std::string& weigh) {
    std::map<std::string, const Action*> way;  // by character: its best way
    for (const Action& a : legal) {
        if (a.kind != Action::Kind::Attempt) continue;
        const Action*& best = way[a.a];
        if (!best || attempt_score(s, a) > attempt_score(s, *best)) best = &a;
    }
    std::vector<std::string> out;
    for (const Action& a : legal) {
        const std::string text = a.to_string();
        if (a.kind != Action::Kind::Attempt || way[a.a] == &a || text == weigh) out.push_back(text);
    }
    return out;
}

}  // namespace

double evaluate(const State& s, int seat) {
    if (s.is_terminal()) return s.winner() < 0 ? 0.5 : s.winning_team() == s.team_of(seat) ? 1.0 : 0.0;
    const int mine = s.team_of(seat);
    double me = progress(s, mine), best = -1e9;
    for (int t = 0; t < s.num_teams(); ++t)
        if (t != mine) best = std::max(best, progress(s, t));
    return 1.0 / (1.0 + std::exp(-(me - best) / 2.0));
}

Action search_action(const State& s, Rng& rng, const SearchSettings& st, ai::SearchStats* stats) {
    const auto legal = s.legal_actions();
    if (legal.size() == 1 || !searched(s.phase())) {
        if (stats) *stats = ai::SearchStats{};
        return legal.size() == 1 ? legal.front() : heuristic_action(s, rng);
    }
    ai::SearchLimits lim;
    lim.iterations = st.iterations;
    lim.time_ms = st.time_ms;
    lim.floor_at(SearchSettings{}.time_ms, st.floor_iterations, st.hard_ms);
    lim.exploration = st.exploration;
    // Playouts stop at the first position a whole `rounds` of turns on; rollout_depth only
    // bounds a playout that somehow never gets there.
    const int horizon = s.turn() + std::max(1, st.rounds) * s.num_players();
    lim.rollout_depth = 150;
    ai::Ismcts<World> search(
        lim, [](const World& w, Rng& g) { return heuristic_action(w.state(), g); },
        [](const World& w, int seat) { return evaluate(w.state(), seat); },
        [horizon](const World& w) { return w.state().turn() >= horizon; });
    ai::SearchStats local;
    // The heuristic's own move, chosen in a dealt world: it shows the seat all it knows.
    const int seat = s.current_player();
    Rng own_rng = rng.split();
    const Action own = heuristic_action(State::sample_world(s.view_for(seat), seat, own_rng), own_rng);
    const std::vector<std::string> roots = root_moves(s, legal, st.weigh);
    Action a = search.search(s.view_for(seat), seat, rng, &local, &roots);
    if (st.keep > 0 && !(a == own)) {
        const ai::RootStat* mine = nullptr;
        const ai::RootStat* found = nullptr;
        for (const auto& r : local.root) {
            if (r.key == own.to_string()) mine = &r;
            if (r.key == a.to_string()) found = &r;
        }
        // Within noise: the gap is less than `keep` plus `noise` standard errors of the two means.
        auto err = [](const ai::RootStat& r) { return r.spread * r.spread / std::max(1, r.visits); };
        if (!mine || !found || found->mean < mine->mean + st.keep + st.noise * std::sqrt(err(*mine) + err(*found))) a = own;
    }
    if (stats) *stats = local;
    return a;
}

}  // namespace olympus::cgs
