// The headless simulator: whole campaigns played by a policy, summed up in figures.
#pragma once
#include "core/replay.hpp"
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "microhero/policy.hpp"

namespace olympus::microhero {

struct SimSettings {
    KeepReplay keep;  // each game played, as a replay (olympus sim --save-replays); empty: none
    int games = 100;
    std::uint64_t seed = 1;  // campaign i uses seed + i
    std::string policy = "greedy";
    std::map<std::string, std::string> options;  // GameOptions values (difficulty=..., expansions=...)
    long max_actions = 200000;                   // per campaign, a safety net
};

struct CampaignResult {
    bool won = false;
    bool finished = false;  // false only if max_actions ran out
    int overcome = 0;
    int turns = 0;
    long actions = 0;
    std::vector<int> round_turns;
    std::string lost_to;  // the Trial faced when the campaign was lost
    std::vector<std::string> faced;  // every Trial met, in order
};

struct SimStats {
    int games = 0, wins = 0, unfinished = 0;
    std::array<int, 13> overcome_histogram{};  // campaigns ending with k Trials overcome
    long total_turns = 0;                      // every turn played
    long overcome_turns = 0;                   // turns spent on Trials that were overcome
    int trials_overcome = 0;
    long actions = 0;
    double seconds = 0;
    std::map<std::string, int> losses_by_trial;
    std::map<std::string, int> faced_by_trial;
    std::array<long, 12> turns_by_round{};  // summed over the campaigns that overcame that round
    std::array<int, 12> overcame_round{};

    double win_rate() const { return games ? static_cast<double>(wins) / games : 0; }
    double mean_overcome() const { return games ? static_cast<double>(trials_overcome) / games : 0; }
    // Mean turns a Trial took to overcome.
    double mean_turns_per_trial() const {
        return trials_overcome ? static_cast<double>(overcome_turns) / trials_overcome : 0;
    }
    double actions_per_second() const { return seconds > 0 ? actions / seconds : 0; }
    std::string to_text() const;
    nlohmann::json to_json() const;
};

// Plays one campaign from `s` to its end (or max_actions), the policy drawing on `policy_rng`.
CampaignResult play_campaign(State s, const Policy& policy, Rng& policy_rng, long max_actions = 200000,
                             std::vector<std::string>* moves = nullptr);  // each move made, when given

// Throws OptionError for bad options or an unknown policy. `progress(done, total)` is called
// after each campaign.
SimStats simulate(const SimSettings& settings, const std::function<void(int, int)>& progress = {});

}  // namespace olympus::microhero
