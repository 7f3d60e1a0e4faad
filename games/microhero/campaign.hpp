// Campaigns on disk: each is one save file <save-dir>/microhero/<name>.json holding the State,
// written at every turn start, round end, on leaving and on hangup. A finished campaign moves to
// history/campaigns.json (one record per campaign, with its result) and its save is removed.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "core/save_lock.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

inline constexpr const char* kGameId = "microhero";

struct HistoryRecord {
    std::string name, result, difficulty, expansions, finished;
    int trials_overcome = 0, turns = 0;
};

class CampaignStore {
public:
    explicit CampaignStore(std::filesystem::path save_root);

    const std::filesystem::path& folder() const { return dir_; }
    std::filesystem::path path_for(const std::string& name) const;
    // A campaign name a person can type: letters, digits, '-' and '_', 1 to 32 long.
    static bool valid_name(const std::string& name);
    // The first free name of the form "campaign", "campaign-2", ...
    std::string fresh_name() const;

    void save(const std::string& name, const State& s) const;  // throws SaveError
    State load(const std::string& name) const;                 // throws SaveError
    // Moves a finished campaign into the history and removes its save.
    void finish(const std::string& name, const State& s) const;
    std::vector<HistoryRecord> history() const;
    // Kept in a subfolder so the arcade's scan of saved games never mistakes it for a campaign.
    std::filesystem::path history_path() const { return dir_ / "history" / "campaigns.json"; }

private:
    std::filesystem::path dir_;
};

// One line about a campaign's progress.
std::string summarize(const State& s);
std::string expansions_text(const Config& c);

}  // namespace olympus::microhero
