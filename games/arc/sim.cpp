#include "arc/sim.hpp"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <sstream>
#include <thread>

namespace olympus::arc {

namespace {

struct GameResult {
    int winner_ai = -2;  // index into ais; -1 drawn; -2 unfinished
    long actions = 0;
    int turns = 0;
    std::vector<long> decisions;
    std::vector<double> think, max_think;
};

GameResult play_one(const SimSettings& st, const std::vector<Policy>& policies, const std::shared_ptr<const CardDb>& db,
                    int game) {
    const int n = st.players;
    const int rounds = st.rotate ? n : 1;
    GameOptions o;
    o.seed = st.seed + static_cast<std::uint64_t>(game / rounds);
    o.values = st.options;
    o.values["players"] = std::to_string(n);
    for (int s = 0; s < n && !st.decks.empty(); ++s)
        o.values["deck" + std::to_string(s + 1)] = st.decks[st.decks.size() == 1 ? 0 : static_cast<std::size_t>(s)];
    const int shift = game % rounds;
    // Seat s is played by ai_of[s].
    std::vector<int> ai_of(static_cast<std::size_t>(n));
    for (int s = 0; s < n; ++s) ai_of[static_cast<std::size_t>(s)] = (s + shift) % static_cast<int>(policies.size() == 1 ? 1 : n);
    State state = State::new_game(o, db);
    state.set_quiet(true);
    const nlohmann::json start = st.keep ? state.to_json() : nlohmann::json();
    std::vector<std::string> moves;
    std::vector<Rng> rngs;
    for (int s = 0; s < n; ++s) rngs.emplace_back(o.seed * 1000003ULL + static_cast<std::uint64_t>(ai_of[static_cast<std::size_t>(s)]), 17);
    GameResult r;
    const std::size_t k = st.ais.empty() ? 1 : st.ais.size();
    r.decisions.assign(k, 0);
    r.think.assign(k, 0);
    r.max_think.assign(k, 0);
    while (!state.is_terminal() && r.actions < st.max_actions) {
        const int seat = state.current_player();
        const int ai = ai_of[static_cast<std::size_t>(seat)];
        const bool choice = state.legal_actions().size() > 1;
        auto t0 = std::chrono::steady_clock::now();
        Action a = policies[static_cast<std::size_t>(ai)](state, rngs[static_cast<std::size_t>(seat)]);
        double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (choice) {
            ++r.decisions[static_cast<std::size_t>(ai)];
            r.think[static_cast<std::size_t>(ai)] += secs;
            r.max_think[static_cast<std::size_t>(ai)] = std::max(r.max_think[static_cast<std::size_t>(ai)], secs);
        }
        if (st.keep) moves.push_back(a.to_string());
        state.apply(a);
        ++r.actions;
    }
    if (st.keep) {
        std::vector<std::string> names;
        for (int s = 0; s < n; ++s) names.push_back(st.ais[static_cast<std::size_t>(ai_of[static_cast<std::size_t>(s)])]);
        st.keep(game, sim_replay("arc", o.seed, o.values, start, std::move(moves), names, state.is_terminal(), state.winner()));
    }
    r.turns = state.board().turn;
    if (state.is_terminal()) r.winner_ai = state.winner() < 0 ? -1 : ai_of[static_cast<std::size_t>(state.winner())];
    return r;
}

}  // namespace

SimStats simulate(const SimSettings& st, const std::function<void(int, int)>& progress) {
    if (st.players < 2 || st.players > kMaxPlayers) throw OptionError("arc sim: 2 or 3 players");
    if (st.games < 1) throw OptionError("arc sim: at least one game");
    std::vector<std::string> ais = st.ais.empty() ? std::vector<std::string>{"heuristic"} : st.ais;
    if (ais.size() != 1 && static_cast<int>(ais.size()) != st.players)
        throw OptionError("arc sim: give one player for every seat, or one for all");
    std::vector<Policy> policies;
    for (const std::string& name : ais) {
        auto p = policy_by_name(name);
        if (!p) {
            std::string known;
            for (const auto& k : policy_names()) known += (known.empty() ? "" : ", ") + k;
            throw OptionError("arc sim: unknown player '" + name + "' (known: " + known + ")");
        }
        policies.push_back(*p);
    }
    if (!st.decks.empty() && st.decks.size() != 1 && static_cast<int>(st.decks.size()) != st.players)
        throw OptionError("arc sim: give one deck for every seat, or one for all");
    auto names = sample_deck_names();
    for (const std::string& d : st.decks)
        if (std::find(names.begin(), names.end(), d) == names.end()) throw OptionError("arc sim: no sample deck '" + d + "'");
    auto db = load_card_db();
    {
        // Check the options once, before any thread starts.
        GameOptions o;
        o.values = st.options;
        o.values["players"] = std::to_string(st.players);
        for (int s = 0; s < st.players && !st.decks.empty(); ++s)
            o.values["deck" + std::to_string(s + 1)] = st.decks[st.decks.size() == 1 ? 0 : static_cast<std::size_t>(s)];
        State::new_game(o, db);
    }
    SimSettings run = st;
    run.ais = ais;
    SimStats stats;
    stats.ais = ais;
    stats.wins.assign(ais.size(), 0);
    stats.decisions.assign(ais.size(), 0);
    stats.think_seconds.assign(ais.size(), 0);
    stats.max_think.assign(ais.size(), 0);
    std::mutex mu;
    std::atomic<int> next{0};
    int done = 0;
    const SearchTally before = search_tally();
    auto t0 = std::chrono::steady_clock::now();
    auto worker = [&]() {
        for (int g = next++; g < st.games; g = next++) {
            GameResult r = play_one(run, policies, db, g);
            std::lock_guard<std::mutex> lock(mu);
            ++stats.games;
            if (r.winner_ai == -2) ++stats.unfinished;
            else if (r.winner_ai == -1) ++stats.draws;
            else ++stats.wins[static_cast<std::size_t>(r.winner_ai)];
            stats.actions += r.actions;
            stats.turns += r.turns;
            for (std::size_t k = 0; k < ais.size(); ++k) {
                stats.decisions[k] += r.decisions[k];
                stats.think_seconds[k] += r.think[k];
                stats.max_think[k] = std::max(stats.max_think[k], r.max_think[k]);
            }
            ++done;
            if (progress) progress(done, st.games);
        }
    };
    const int threads = std::max(1, std::min(st.threads, st.games));
    if (threads == 1) {
        worker();
    } else {
        std::vector<std::thread> pool;
        for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
        for (auto& t : pool) t.join();
    }
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const SearchTally after = search_tally();
    stats.searches = after.searches - before.searches;
    stats.search_iterations = after.iterations - before.iterations;
    return stats;
}

double SimStats::win_rate(std::size_t ai) const {
    const int finished = games - unfinished;
    if (finished <= 0 || ai >= wins.size()) return 0;
    return (wins[ai] + 0.5 * draws) / finished;
}

std::pair<double, double> SimStats::interval(std::size_t ai) const {
    const double n = games - unfinished;
    if (n <= 0) return {0, 1};
    const double p = win_rate(ai), z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double SimStats::mean_think(std::size_t ai) const {
    return ai < decisions.size() && decisions[ai] > 0 ? think_seconds[ai] / static_cast<double>(decisions[ai]) : 0;
}

std::string SimStats::to_text() const {
    std::ostringstream o;
    char buf[200];
    std::snprintf(buf, sizeof buf, "games %d, drawn %d%s, %.1f turns a game\n", games, draws,
                  unfinished ? (", unfinished " + std::to_string(unfinished)).c_str() : "",
                  games ? static_cast<double>(turns) / games : 0.0);
    o << buf;
    for (std::size_t k = 0; k < ais.size(); ++k) {
        auto [lo, hi] = interval(k);
        std::snprintf(buf, sizeof buf, "%-16s won %4d  (%.1f%%, 95%% CI %.1f%%-%.1f%%)  decisions %ld, mean %.3f s, max %.3f s\n",
                      ais[k].c_str(), wins[k], 100 * win_rate(k), 100 * lo, 100 * hi, decisions[k], mean_think(k), max_think[k]);
        o << buf;
    }
    std::snprintf(buf, sizeof buf, "actions %ld in %.1f s\n", actions, seconds);
    o << buf;
    if (searches > 0) {
        std::snprintf(buf, sizeof buf, "searches %ld, %.0f iterations each, %.1f decisions a game\n", searches,
                      static_cast<double>(search_iterations) / static_cast<double>(searches),
                      games ? static_cast<double>(searches) / games : 0.0);
        o << buf;
    }
    return o.str();
}

nlohmann::json SimStats::to_json() const {
    nlohmann::json players = nlohmann::json::array();
    for (std::size_t k = 0; k < ais.size(); ++k) {
        auto [lo, hi] = interval(k);
        players.push_back({{"ai", ais[k]},
                           {"wins", wins[k]},
                           {"win_rate", win_rate(k)},
                           {"ci95", {lo, hi}},
                           {"decisions", decisions[k]},
                           {"mean_seconds", mean_think(k)},
                           {"max_seconds", max_think[k]}});
    }
    return {{"games", games}, {"draws", draws}, {"unfinished", unfinished}, {"turns", turns},
            {"actions", actions}, {"seconds", seconds}, {"players", players},
            {"searches", searches}, {"search_iterations", search_iterations}};
}

}  // namespace olympus::arc
