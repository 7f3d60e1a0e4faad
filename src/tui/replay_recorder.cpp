#include "tui/replay_recorder.hpp"

#include <algorithm>

#include "core/records.hpp"
#include "core/save.hpp"

namespace olympus::tui {

namespace fs = std::filesystem;

ReplayRecorder::ReplayRecorder(GameKeeping k, const Table& t, std::vector<std::string> labels) : k_(std::move(k)) {
    const nlohmann::json now = t.to_json();
    if (!active()) {
        r_.start = now;
        return;
    }
    const fs::path kept = in_progress_replay(k_.save_root, k_.game, k_.save_name);
    try {
        Replay old = read_replay(kept);
        // The save and its replay are written together; one that does not end where the save
        // stands (an older save, a failed write) is started again from here.
        if (old.game == k_.game && !old.finished && old.end_hash == state_hash(now) && old.seats.size() == labels.size()) {
            r_ = std::move(old);
            continued_ = true;
            return;
        }
    } catch (const std::exception&) {  // none kept, or unreadable: a new one
    }
    r_.game = k_.game;
    r_.seed = k_.seed;
    r_.options = k_.options;
    r_.seats = std::move(labels);
    const std::string me = "person:" + unix_user_name();
    for (std::size_t s = 0; s < r_.seats.size(); ++s) {
        const std::string level = s < k_.levels.size() ? k_.levels[s] : "";
        r_.players.push_back(level.empty() ? me : "computer:" + level);
    }
    r_.start = now;
    r_.started = now_utc_text();
}

void ReplayRecorder::save(const Table& t) {
    if (!active()) return;
    r_.end_hash = state_hash(t.to_json());
    write_replay(in_progress_replay(k_.save_root, k_.game, k_.save_name), r_);
}

GameRecord record_of(const Replay& r, const GameKeeping& k, int winner) {
    GameRecord g;
    g.player = unix_user_name();
    g.game = r.game;
    g.finished = r.ended;
    std::vector<int> people;
    for (std::size_t s = 0; s < r.players.size(); ++s) {
        if (r.players[s].rfind("computer:", 0) == 0) g.opponents.push_back(r.players[s]);
        else people.push_back(static_cast<int>(s));
    }
    const bool mine = std::find(people.begin(), people.end(), winner) != people.end();
    if (k.team || people.size() == 1) {
        // One person, or partners who win or lose together (a solo or co-op game: -1 is a loss).
        if (mine) g.outcome = "won";
        else if (winner < 0 && r.players.size() > 1 && !k.team) g.outcome = "drawn";
        else g.outcome = "lost";
        // Partners, not opponents: the computer at another seat, or another person at this keyboard.
        if (k.team) {
            g.opponents.clear();
            const int me = people.empty() ? -1 : people.front();
            for (std::size_t s = 0; s < r.players.size(); ++s)
                if (static_cast<int>(s) != me) g.opponents.push_back(partner_key(r.players[s].rfind("computer:", 0) == 0 ? "computer" : "person"));
        }
    } else {
        // People taking turns at one keyboard played each other: the game counts, nobody's win.
        g.outcome = winner < 0 ? "drawn" : "shared";
        for (std::size_t i = 1; i < people.size(); ++i) g.opponents.push_back("person");
    }
    return g;
}

std::string ReplayRecorder::finish(const Table& t) {
    if (!active()) return "";
    r_.finished = true;
    r_.winner = t.winner();
    r_.ended = now_utc_text();
    r_.end_hash = state_hash(t.to_json());
    if (r_.winner >= 0 && r_.winner < static_cast<int>(r_.seats.size()))
        r_.result = k_.team ? "won" : r_.seats[static_cast<std::size_t>(r_.winner)] + " won";
    else
        r_.result = k_.team || r_.seats.size() == 1 ? "lost" : "no winner";
    std::string problem;
    const fs::path done = finished_replay_path(k_.save_root, k_.game, k_.save_name);
    try {
        write_replay(done, r_);
        std::error_code ec;
        fs::remove(in_progress_replay(k_.save_root, k_.game, k_.save_name), ec);
    } catch (const std::exception& e) {
        problem = std::string("The replay was not kept: ") + e.what();
    }
    GameRecord rec = record_of(r_, k_, r_.winner);
    rec.replay = done.filename().string();
    if (std::string why = try_record(k_.save_root, rec); !why.empty()) problem += (problem.empty() ? "" : " ") + why;
    return problem;
}

}  // namespace olympus::tui
