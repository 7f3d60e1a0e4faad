#include "cgs/sim.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include "cgs/ai.hpp"
#include "cgs/search.hpp"
#include "cgs/seats.hpp"

namespace olympus::cgs {

SimStats simulate(const SimSettings& st, const std::function<void(int, int)>& progress) {
    if (st.players < 2 || st.players > kMaxSeats) throw OptionError("cgs sim: 2 to 4 players");
    if (st.games < 1) throw OptionError("cgs sim: at least one game");
    std::vector<std::string> ais = st.ais.empty() ? std::vector<std::string>{"heuristic"} : st.ais;
    if (ais.size() == 1) ais.assign(static_cast<std::size_t>(st.players), ais[0]);
    if (static_cast<int>(ais.size()) != st.players)
        throw OptionError("cgs sim: give one computer player for every seat, or one for all");
    // A level by its word (older words too), or "random": any legal move, which is no level.
    std::vector<std::optional<Level>> levels;
    for (const std::string& name : ais) {
        auto l = level_by_name(name);
        if (!l) throw OptionError("cgs sim: unknown computer player '" + name + "' (known: " + ai::level_words() + ", random)");
        levels.push_back(name == "random" ? std::nullopt : l);
    }
    auto content = load_content();
    auto options = [&](std::uint64_t seed) {
        GameOptions o;
        o.seed = seed;
        o.values = st.options;
        o.values["players"] = std::to_string(st.players);
        return o;
    };
    const State first = State::new_game(options(st.seed), content);  // bad options fail before any game is played

    SimStats stats;
    stats.ais = ais;
    stats.paired = st.paired;
    stats.wins.assign(ais.size(), 0);
    if (first.options().teams) {
        stats.teams.resize(static_cast<std::size_t>(first.num_teams()));
        for (int p = 0; p < st.players; ++p) stats.teams[static_cast<std::size_t>(first.team_of(p))].push_back(p);
        stats.team_wins.assign(stats.teams.size(), 0);
    }
    const auto t0 = std::chrono::steady_clock::now();
    SearchSettings strong;
    if (st.strong_ms > 0) strong.time_ms = st.strong_ms;
    if (st.strong_iterations > 0) {
        strong.iterations = st.strong_iterations;
        strong.time_ms = 0;
    }
    for (const std::string& a : ais) stats.score[a] = 0;
    for (int g = 0; g < st.games; ++g) {
        const std::uint64_t seed = st.seed + static_cast<std::uint64_t>(st.paired ? g / 2 : g);
        const int shift = st.paired ? g % 2 : 0;
        auto at = [&](int seat) { return static_cast<std::size_t>((seat + st.players - shift) % st.players); };
        State s = State::new_game(options(seed), content);
        const nlohmann::json start = st.keep ? s.to_json() : nlohmann::json();
        std::vector<std::string> moves;
        std::vector<Rng> rngs;
        for (int p = 0; p < st.players; ++p) rngs.emplace_back(seed * 1000003ULL + static_cast<std::uint64_t>(p) + 7919ULL * static_cast<std::uint64_t>(shift), 29);
        long actions = 0;
        while (!s.is_terminal() && actions < st.max_actions) {
            const int p = s.current_player();
            const std::optional<Level> l = levels[at(p)];
            const auto t0 = std::chrono::steady_clock::now();
            Rng& rng = rngs[static_cast<std::size_t>(p)];
            const Action a = !l ? random_action(s, rng) : *l == Level::Strong ? search_action(s, rng, strong) : computer_move(s, *l, rng);
            stats.think[ais[at(p)]].push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
            if (st.keep) moves.push_back(a.to_string());
            s.apply(a);
            ++actions;
        }
        if (st.keep) {
            std::vector<std::string> by_seat;  // who played each seat in this game (paired games swap them)
            for (int p = 0; p < st.players; ++p) by_seat.push_back(ais[at(p)]);
            st.keep(g, sim_replay("cgs", seed, options(seed).values, start, std::move(moves), by_seat, s.is_terminal(), s.winner()));
        }
        // A player wins the game when a seat it plays wins (in team play, a seat of the winning team).
        std::set<std::string> won;
        if (s.is_terminal() && s.winner() >= 0) {
            for (int p = 0; p < st.players; ++p)
                if (s.team_of(p) == s.winning_team()) won.insert(ais[at(p)]);
        } else {
            won.insert(ais.begin(), ais.end());
        }
        for (const std::string& a : won) stats.score[a] += s.is_terminal() && s.winner() >= 0 ? 1.0 : 0.5;
        ++stats.games;
        stats.actions += actions;
        stats.rounds += s.round();
        if (!s.is_terminal()) ++stats.unfinished;
        else if (s.winner() < 0) ++stats.undecided;
        else {
            ++stats.wins[at(s.winner())];
            if (!stats.team_wins.empty()) ++stats.team_wins[static_cast<std::size_t>(s.winning_team())];
            stats.won_rounds += s.round();
        }
        if (progress) progress(g + 1, st.games);
    }
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return stats;
}

std::pair<double, double> SimStats::interval(std::size_t seat) const {
    const double n = games;
    if (n <= 0) return {0, 1};
    const double p = win_rate(seat), z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::pair<double, double> SimStats::score_interval(const std::string& ai) const {
    const double n = games;
    auto it = score.find(ai);
    if (n <= 0 || it == score.end()) return {0, 1};
    const double p = it->second / n, z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::string SimStats::to_text() const {
    std::ostringstream o;
    char buf[200];
    const int won = games - undecided - unfinished;
    std::snprintf(buf, sizeof buf, "games %d, won %d, undecided at the round cap %d, unfinished %d\n", games, won, undecided,
                  unfinished);
    o << buf;
    std::snprintf(buf, sizeof buf, "mean length %.1f rounds (%.1f in the games someone won)\n", mean_rounds(),
                  won ? static_cast<double>(won_rounds) / won : 0.0);
    o << buf;
    for (std::size_t k = 0; k < ais.size() && !paired; ++k) {
        auto [lo, hi] = interval(k);
        std::snprintf(buf, sizeof buf, "P%zu %-10s won %5d  (%.1f%%, 95%% CI %.1f%%-%.1f%%)\n", k + 1, ais[k].c_str(), wins[k],
                      100 * win_rate(k), 100 * lo, 100 * hi);
        o << buf;
    }
    for (std::size_t t = 0; t < teams.size(); ++t) {
        std::string who;
        for (int p : teams[t]) who += (who.empty() ? "P" : ", P") + std::to_string(p + 1);
        std::snprintf(buf, sizeof buf, "team %zu (%s) won %5d  (%.1f%%)\n", t + 1, who.c_str(), team_wins[t],
                      games ? 100.0 * team_wins[t] / games : 0.0);
        o << buf;
    }
    if (score.size() > 1)
        for (const auto& [ai, sc] : score) {
            auto [lo, hi] = score_interval(ai);
            std::snprintf(buf, sizeof buf, "%-10s score %6.1f of %d  (%.1f%%, 95%% CI %.1f%%-%.1f%%; a game undecided counts half)\n",
                          ai.c_str(), sc, games, games ? 100.0 * sc / games : 0.0, 100 * lo, 100 * hi);
            o << buf;
        }
    for (const auto& [ai, t] : think) {
        if (t.empty()) continue;
        std::vector<double> v = t;
        std::sort(v.begin(), v.end());
        auto q = [&](double f) { return v[std::min(v.size() - 1, static_cast<std::size_t>(f * static_cast<double>(v.size())))]; };
        std::snprintf(buf, sizeof buf, "%-10s %zu decisions: median %.1f ms, p95 %.1f ms, longest %.1f ms\n", ai.c_str(), v.size(),
                      1000 * q(0.5), 1000 * q(0.95), 1000 * v.back());
        o << buf;
    }
    std::snprintf(buf, sizeof buf, "actions %ld in %.1f s\n", actions, seconds);
    o << buf;
    return o.str();
}

}  // namespace olympus::cgs
