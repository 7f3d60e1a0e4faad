#include "core/replay.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

#include "core/input_file.hpp"
#include "core/json_parse.hpp"
#include "core/json_read.hpp"
#include "core/save.hpp"

namespace olympus {

namespace fs = std::filesystem;
namespace jr = json_read;

nlohmann::json replay_to_json(const Replay& r) {
    nlohmann::json opts = nlohmann::json::object();
    for (const auto& [k, v] : r.options) opts[k] = v;
    return {{"format", kReplayFormat}, {"version", kReplayVersion}, {"game", r.game}, {"seed", r.seed},
            {"options", opts}, {"seats", r.seats}, {"players", r.players}, {"start", r.start},
            {"actions", r.actions}, {"finished", r.finished}, {"winner", r.winner}, {"result", r.result},
            {"started", r.started}, {"ended", r.ended}, {"end", r.end_hash}};
}

namespace {
std::vector<std::string> strings(const nlohmann::json& j, std::string_view key, std::size_t max_len) {
    const auto& a = jr::get_arr(j, key, "", max_len);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(jr::as_str(a[i], jr::element(std::string(key), i), 256));
    return out;
}
}  // namespace

Replay replay_from_json(const nlohmann::json& j) {
    jr::only_keys(j, {"format", "version", "game", "seed", "options", "seats", "players", "start", "actions", "finished",
                      "winner", "result", "started", "ended", "end"},
                  "");
    if (jr::get_str(j, "format", "") != kReplayFormat) jr::bad("format", "this is not a replay");
    const int version = jr::get_int(j, "version", "", 1);
    if (version > kReplayVersion)
        jr::bad("version", "the replay is of version " + std::to_string(version) + ", newer than this Olympus reads (" +
                               std::to_string(kReplayVersion) + ")");
    Replay r;
    r.game = jr::get_str(j, "game", "", 32);
    r.seed = jr::as_u64(jr::at(j, "seed", ""), "seed");
    const auto& opts = jr::object(jr::at(j, "options", ""), "options");
    for (auto it = opts.begin(); it != opts.end(); ++it)
        r.options[it.key()] = jr::as_str(it.value(), jr::member("options", it.key()), 256);
    r.seats = strings(j, "seats", 8);
    r.players = strings(j, "players", 8);
    if (r.players.size() != r.seats.size()) jr::bad("players", "one is needed for each seat");
    r.start = jr::object(jr::at(j, "start", ""), "start");
    r.actions = strings(j, "actions", 1u << 20);
    r.finished = jr::get_bool(j, "finished", "");
    r.winner = jr::get_int(j, "winner", "", -1, static_cast<long long>(r.seats.size()) - 1);
    r.result = jr::get_str(j, "result", "", 256);
    r.started = jr::get_str(j, "started", "", 64);
    r.ended = jr::get_str(j, "ended", "", 64);
    r.end_hash = jr::get_str(j, "end", "", 64);
    return r;
}

void write_replay(const fs::path& path, const Replay& r) {
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    // Every seat's hidden cards are in it (the start and every move): for this user alone, like
    // the game server's files. Each seat is shown only its own view by `olympus replay`.
    write_file_atomic(path, replay_to_json(r).dump() + "\n", {}, 0600);
}

Replay read_replay(const fs::path& path) {
    // Reading and parsing name the file themselves.
    const nlohmann::json j = parse_untrusted(read_input_file(path), path.string());
    try {
        return replay_from_json(j);
    } catch (const std::exception& e) {
        throw std::runtime_error(path.string() + ": not a replay Olympus can read: " + e.what());
    }
}

std::string state_hash(const nlohmann::json& state) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : state.dump()) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::string now_utc_text() {
    std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", &tm);
    return buf;
}

fs::path replay_dir(const fs::path& save_dir) { return save_dir / "replays"; }

fs::path in_progress_replay(const fs::path& save_dir, const std::string& game, const std::string& save_name) {
    return replay_dir(save_dir) / game / "in-progress" / (save_name + ".json");
}

fs::path finished_replay_path(const fs::path& save_dir, const std::string& game, const std::string& save_name) {
    std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    const fs::path dir = replay_dir(save_dir) / game;
    fs::path p = dir / (std::string(stamp) + "-" + save_name + ".json");
    for (int n = 2; fs::exists(p); ++n) p = dir / (std::string(stamp) + "-" + save_name + "-" + std::to_string(n) + ".json");
    return p;
}

Replay sim_replay(std::string game, std::uint64_t seed, std::map<std::string, std::string> options, nlohmann::json start,
                  std::vector<std::string> actions, const std::vector<std::string>& policies, bool finished, int winner) {
    Replay r;
    r.game = std::move(game);
    r.seed = seed;
    r.options = std::move(options);
    for (std::size_t s = 0; s < policies.size(); ++s) {
        r.seats.push_back("P" + std::to_string(s + 1) + " (" + policies[s] + ")");
        r.players.push_back("computer:" + policies[s]);
    }
    r.start = std::move(start);
    r.actions = std::move(actions);
    r.finished = finished;
    r.winner = finished && winner >= 0 && winner < static_cast<int>(policies.size()) ? winner : -1;
    if (!finished) r.result = "stopped unfinished";
    else if (r.winner >= 0) r.result = r.seats[static_cast<std::size_t>(r.winner)] + " won";
    else r.result = policies.size() == 1 ? "lost" : "no winner";
    r.started = r.ended = now_utc_text();
    return r;
}

KeepReplay replays_to_folder(const fs::path& dir, const std::string& game) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (!fs::is_directory(dir, ec)) throw SaveError(dir.string() + ": cannot make this folder for the replays");
    return [dir, game](int n, const Replay& r) { write_replay(dir / (game + "-" + std::to_string(n + 1) + ".json"), r); };
}

namespace {
void list_in(const fs::path& dir, bool finished, std::vector<std::pair<fs::file_time_type, ReplayListing>>& out) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        if (!e.is_regular_file(ec) || e.path().extension() != ".json" || e.path().filename().string().front() == '.') continue;
        ReplayListing l;
        l.path = e.path();
        l.finished = finished;
        try {
            Replay r = read_replay(e.path());
            l.game = r.game;
            const std::string moves = std::to_string(r.actions.size()) + (r.actions.size() == 1 ? " move" : " moves");
            l.summary = finished ? r.ended + ", " + r.result + " in " + moves
                                 : r.started + ", in progress, " + moves + " so far";
            l.brief = finished ? r.ended + ", " + moves : r.started + ", in progress";
        } catch (const std::exception& ex) {
            l.problem = ex.what();
        }
        out.emplace_back(fs::last_write_time(e.path(), ec), std::move(l));
    }
}
}  // namespace

std::vector<ReplayListing> list_replays(const fs::path& save_dir) {
    std::vector<std::pair<fs::file_time_type, ReplayListing>> found;
    std::error_code ec;
    for (const auto& g : fs::directory_iterator(replay_dir(save_dir), ec)) {
        if (!g.is_directory(ec)) continue;
        list_in(g.path(), true, found);
        list_in(g.path() / "in-progress", false, found);
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<ReplayListing> out;
    for (auto& f : found) out.push_back(std::move(f.second));
    return out;
}

}  // namespace olympus
