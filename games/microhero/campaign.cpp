#include "microhero/campaign.hpp"

#include <chrono>
#include <ctime>
#include <fstream>

#include "core/save.hpp"

namespace olympus::microhero {

namespace fs = std::filesystem;

CampaignStore::CampaignStore(fs::path save_root) : dir_(std::move(save_root) / kGameId) {}

fs::path CampaignStore::path_for(const std::string& name) const { return dir_ / (name + ".json"); }

bool CampaignStore::valid_name(const std::string& name) {
    if (name.empty() || name.size() > 32 || name == "history") return false;
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return false;
    return true;
}

std::string CampaignStore::fresh_name() const {
    std::string name = "campaign";
    for (int i = 2; fs::exists(path_for(name)); ++i) name = "campaign-" + std::to_string(i);
    return name;
}

std::string expansions_text(const Config& c) {
    std::string s;
    auto add = [&](bool on, const char* name) {
        if (on) s += (s.empty() ? "" : ", ") + std::string(name);
    };
    add(c.blood, "Blood and Bruises");
    add(c.athena, "Athena's Protection");
    add(c.hera, "Hera's Revenge");
    add(c.calm, "Calm and Wrath");
    add(c.omphale, "Omphale");
    return s.empty() ? "no expansions" : s;
}

std::string summarize(const State& s) {
    std::string diff(to_string(s.cfg.difficulty));
    if (!diff.empty()) diff[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(diff[0])));
    std::string line = "Trial " + std::to_string(s.round) + "/12, " + std::to_string(s.overcome.size()) +
                       " overcome, " + diff + (s.cfg.players == 2 ? ", co-op" : "");
    if (s.result > 0) line += ", won";
    if (s.result < 0) line += ", lost";
    return line;
}

void CampaignStore::save(const std::string& name, const State& s) const {
    write_save(path_for(name), {kGameId, State::kSaveVersion, s.to_json()});
}

State CampaignStore::load(const std::string& name) const {
    fs::path p = path_for(name);
    auto env = read_save(p, kGameId, State::kSaveVersion);
    try {
        return State::from_json(env.state);
    } catch (const std::exception& e) {
        throw SaveError(p.string() + ": " + e.what());  // "damaged Micro Hero state: <path>: <what>"
    }
}

namespace {
std::string now_text() {
    std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", std::localtime(&t));
    return buf;
}
}  // namespace

std::vector<HistoryRecord> CampaignStore::history() const {
    std::vector<HistoryRecord> out;
    fs::path p = history_path();
    if (!fs::exists(p)) return out;
    auto env = read_save(p, std::string(kGameId) + "-history", 1);
    for (const auto& r : env.state.value("campaigns", nlohmann::json::array())) {
        HistoryRecord h;
        h.name = r.value("name", "");
        h.result = r.value("result", "");
        h.difficulty = r.value("difficulty", "");
        h.expansions = r.value("expansions", "");
        h.finished = r.value("finished", "");
        h.trials_overcome = r.value("trials_overcome", 0);
        h.turns = r.value("turns", 0);
        out.push_back(std::move(h));
    }
    return out;
}

void CampaignStore::finish(const std::string& name, const State& s) const {
    fs::path p = history_path();
    nlohmann::json state = {{"campaigns", nlohmann::json::array()}};
    if (fs::exists(p)) state = read_save(p, std::string(kGameId) + "-history", 1).state;
    state["campaigns"].push_back({{"name", name},
                                  {"result", s.result > 0 ? "won" : "lost"},
                                  {"difficulty", std::string(to_string(s.cfg.difficulty))},
                                  {"expansions", expansions_text(s.cfg)},
                                  {"trials_overcome", s.overcome.size()},
                                  {"turns", s.turns_total},
                                  {"finished", now_text()}});
    write_save(p, {std::string(kGameId) + "-history", 1, state});
    std::error_code ec;
    fs::remove(path_for(name), ec);
}

}  // namespace olympus::microhero
