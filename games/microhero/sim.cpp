#include "microhero/sim.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <utility>
#include <vector>

#include "ai/wilson.hpp"

namespace olympus::microhero {

CampaignResult play_campaign(State s, const Policy& policy, Rng& policy_rng, long max_actions, std::vector<std::string>* moves) {
    CampaignResult r;
    while (!s.is_terminal() && r.actions < max_actions) {
        const Action a = policy(s, policy_rng);
        if (moves) moves->push_back(a.to_string());
        s.apply(a);
        ++r.actions;
    }
    r.finished = s.is_terminal();
    r.won = s.result > 0;
    r.overcome = static_cast<int>(s.overcome.size());
    r.turns = s.turns_total;  // the turn that was lost is counted by the state
    r.round_turns = s.round_turns;
    for (int t : s.overcome) r.faced.push_back(s.cat->trials[static_cast<std::size_t>(t)].id);
    if (s.result <= 0) r.faced.push_back(s.cat->trials[static_cast<std::size_t>(s.trial)].id);
    if (s.result < 0) r.lost_to = s.cat->trials[static_cast<std::size_t>(s.trial)].id;
    return r;
}

SimStats simulate(const SimSettings& settings, const std::function<void(int, int)>& progress) {
    auto policy = policy_by_name(settings.policy);
    if (!policy) {
        std::string names;
        for (const auto& n : policy_names()) names += (names.empty() ? "" : ", ") + n;
        throw OptionError("unknown Micro Hero policy '" + settings.policy + "' (known: " + names + ")");
    }
    SimStats st;
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < settings.games; ++i) {
        GameOptions go;
        go.seed = settings.seed + static_cast<std::uint64_t>(i);
        go.values = settings.options;
        State s = State::new_game(go);
        Rng prng(go.seed ^ 0x5bd1e995ULL, 11);
        const nlohmann::json start = settings.keep ? s.to_json() : nlohmann::json();
        const int seats = s.num_players();
        std::vector<std::string> moves;
        CampaignResult r = play_campaign(std::move(s), *policy, prng, settings.max_actions, settings.keep ? &moves : nullptr);
        if (settings.keep)
            settings.keep(i, sim_replay("microhero", go.seed, go.values, start, std::move(moves),
                                        std::vector<std::string>(static_cast<std::size_t>(seats), settings.policy),
                                        r.finished, r.won ? 0 : -1));
        ++st.games;
        if (r.won) ++st.wins;
        if (!r.finished) ++st.unfinished;
        ++st.overcome_histogram[static_cast<std::size_t>(std::min(12, r.overcome))];
        st.trials_overcome += r.overcome;
        st.total_turns += r.turns;
        for (std::size_t k = 0; k < r.round_turns.size() && k < 12; ++k) {
            st.overcome_turns += r.round_turns[k];
            st.turns_by_round[k] += r.round_turns[k];
            ++st.overcame_round[k];
        }
        st.actions += r.actions;
        if (!r.lost_to.empty()) ++st.losses_by_trial[r.lost_to];
        for (const auto& t : r.faced) ++st.faced_by_trial[t];
        if (progress) progress(i + 1, settings.games);
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return st;
}

std::string SimStats::to_text() const {
    std::ostringstream o;
    char buf[160];
    const auto [lo, hi] = ai::wilson95(win_rate(), games);
    std::snprintf(buf, sizeof buf, "campaigns %d, won %d (%.1f%%), 95%% interval %.1f%% to %.1f%%%s\n", games, wins,
                  100 * win_rate(), 100 * lo, 100 * hi,
                  unfinished ? (", unfinished " + std::to_string(unfinished)).c_str() : "");
    o << buf;
    std::snprintf(buf, sizeof buf, "Trials overcome: mean %.2f of 12; turns per overcome Trial: %.2f\n",
                  mean_overcome(), mean_turns_per_trial());
    o << buf;
    o << "Trials overcome at the end:";
    for (std::size_t k = 0; k < overcome_histogram.size(); ++k) o << " " << k << ":" << overcome_histogram[k];
    o << "\n";
    o << "Mean turns by round:";
    for (std::size_t k = 0; k < 12; ++k) {
        std::snprintf(buf, sizeof buf, " %.1f", overcame_round[k] ? double(turns_by_round[k]) / overcame_round[k] : 0.0);
        o << buf;
    }
    o << "\n";
    if (!losses_by_trial.empty()) {
        // Which Trial ended each lost campaign, most first: a balanced set spreads them.
        const int lost = games - wins - unfinished;
        std::vector<std::pair<std::string, int>> rows(faced_by_trial.begin(), faced_by_trial.end());
        auto losses = [&](const std::string& t) {
            auto it = losses_by_trial.find(t);
            return it == losses_by_trial.end() ? 0 : it->second;
        };
        std::stable_sort(rows.begin(), rows.end(),
                         [&](const auto& a, const auto& b) { return losses(a.first) > losses(b.first); });
        o << "Losses by Trial (lost there / met, share of the " << lost << " lost):\n";
        for (const auto& [t, met] : rows) {
            std::snprintf(buf, sizeof buf, "  %-26s %4d / %4d  %5.1f%%\n", t.c_str(), losses(t), met,
                          lost ? 100.0 * losses(t) / lost : 0.0);
            o << buf;
        }
    }
    std::snprintf(buf, sizeof buf, "actions %ld in %.2f s (%.0f per second)\n", actions, seconds, actions_per_second());
    o << buf;
    return o.str();
}

nlohmann::json SimStats::to_json() const {
    return {{"games", games},
            {"wins", wins},
            {"win_rate", win_rate()},
            {"win_rate_95", {ai::wilson95(win_rate(), games).first, ai::wilson95(win_rate(), games).second}},
            {"unfinished", unfinished},
            {"mean_trials_overcome", mean_overcome()},
            {"trials_overcome_histogram", overcome_histogram},
            {"mean_turns_per_trial", mean_turns_per_trial()},
            {"total_turns", total_turns},
            {"actions", actions},
            {"losses_by_trial", losses_by_trial},
            {"faced_by_trial", faced_by_trial},
            {"seconds", seconds}};
}

}  // namespace olympus::microhero
