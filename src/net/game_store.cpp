#include "net/game_store.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <algorithm>
#include <chrono>

#include "core/input_file.hpp"
#include "core/save.hpp"
#include "net/codec.hpp"
#include "net/socket.hpp"

namespace olympus::net {

namespace fs = std::filesystem;
using json = nlohmann::json;

std::int64_t now_seconds() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

bool ServedGame::started() const {
    return std::all_of(seats.begin(), seats.end(), [](const ServedSeat& s) { return s.computer || !s.user.empty(); });
}

int ServedGame::seat_of(const std::string& user) const {
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (!seats[i].computer && seats[i].user == user) return static_cast<int>(i);
    return -1;
}

std::vector<int> ServedGame::free_seats() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (!seats[i].computer && seats[i].user.empty()) out.push_back(static_cast<int>(i));
    return out;
}

std::string ServedGame::to_move() const {
    if (!started() || table->is_terminal()) return "";
    const ServedSeat& s = seats[static_cast<std::size_t>(table->current_player())];
    return s.computer ? computer_name() : s.user;
}

std::string ServedGame::computer_name() const { return level ? "the computer (" + std::string(level_name(*level)) + ")" : "the computer"; }

std::string ServedGame::computer_player() const { return "computer:" + (level ? std::string(level_name(*level)) : "server"); }

Replay ServedGame::replay() const {
    Replay r;
    r.game = game_id;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const ServedSeat& s = seats[i];
        r.seats.push_back(s.computer ? computer_name() : s.user.empty() ? "seat " + std::to_string(i + 1) : s.user);
        r.players.push_back(s.computer ? computer_player() : "person:" + s.user);
    }
    r.start = start;
    r.actions = actions;
    r.started = created;
    r.finished = table->is_terminal();
    r.winner = r.finished ? table->winner() : -1;
    if (r.finished) {
        if (r.winner >= 0 && r.winner < static_cast<int>(r.seats.size()))
            r.result = r.seats[static_cast<std::size_t>(r.winner)] + " won";
        else
            r.result = "no winner";
    }
    return r;
}

namespace {
// The others at a game as `seats[me]`'s record keeps them: opponents, or in a game won or lost
// together partners (the computer's partner by its level, when it was given one).
std::vector<std::string> others_of(const ServedGame& g, const std::vector<ServedSeat>& seats, std::size_t me, bool team) {
    std::vector<std::string> out;
    for (std::size_t j = 0; j < seats.size(); ++j) {
        if (j == me) continue;
        const ServedSeat& o = seats[j];
        if (!team) out.push_back(o.computer ? g.computer_player() : o.user.empty() ? "person" : o.user);
        else out.push_back(partner_key(o.computer ? (g.level ? g.computer_player() : "computer") : o.user.empty() ? "person" : o.user));
    }
    return out;
}
}  // namespace

std::vector<GameRecord> served_records(const ServedGame& g, bool team) {
    std::vector<GameRecord> out;
    if (!g.table->is_terminal()) return out;
    const int winner = g.table->winner();
    for (std::size_t i = 0; i < g.seats.size(); ++i) {
        const ServedSeat& me = g.seats[i];
        if (me.computer || me.user.empty()) continue;
        GameRecord r;
        r.player = me.user;
        r.game = g.game_id;
        r.finished = now_utc_text();
        if (team) r.outcome = winner >= 0 ? "won" : "lost";
        else r.outcome = winner == static_cast<int>(i) ? "won" : winner < 0 ? "drawn" : "lost";
        r.opponents = others_of(g, g.seats, i, team);
        out.push_back(std::move(r));
    }
    return out;
}

namespace {

// The folder must be ours and closed to everybody else: the files in it hold every hidden card.
void private_dir(const fs::path& dir) {
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) throw StoreError("cannot make the folder " + dir.string());
    struct stat st{};
    if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) throw StoreError(dir.string() + " is not a folder");
    if (st.st_uid != ::geteuid()) throw StoreError(dir.string() + " belongs to another user: the server keeps its games in a folder of its own");
    if ((st.st_mode & 07777) != 0700 && ::chmod(dir.c_str(), 0700) != 0) throw StoreError("cannot close " + dir.string() + " to other users");
}

json seats_json(const ServedGame& g) {
    json a = json::array();
    for (const ServedSeat& s : g.seats) a.push_back({{"user", s.user}, {"computer", s.computer}});
    return a;
}

}  // namespace

GameStore::GameStore(fs::path dir, TableMaker maker) : dir_(std::move(dir)), maker_(std::move(maker)) {
    private_dir(dir_);
    private_dir(dir_ / "games");
}

fs::path GameStore::file_of(const std::string& name) const { return dir_ / "games" / (name + ".json"); }

void GameStore::save(const ServedGame& g) {
    json j = {{"format", kSaveFormat},
              {"version", maker_.save_version(g.game_id)},
              {"game", g.game_id},
              {"state", g.table->to_json()},
              {"extra",
               {{"serve",
                 {{"seats", seats_json(g)}, {"since", g.since}, {"created_by", g.created_by}, {"start", g.start},
                  {"actions", g.actions}, {"started", g.created}}}}}};
    if (g.level) j["extra"]["serve"]["level"] = level_name(*g.level);
    write_file_atomic(file_of(g.name), j.dump(1) + "\n", before_rename, 0600);
}

std::vector<std::string> GameStore::load_all() {
    std::vector<std::string> problems;
    for (const SaveListing& l : list_saves(dir_ / "games")) {
        try {
            if (!l.problem.empty()) throw StoreError(l.problem);
            if (!valid_game_name(l.name)) throw StoreError("its name is not a game name");
            SaveEnvelope env = peek_save(l.path);
            if (!maker_.save_version(env.game)) throw StoreError("no game called '" + env.game + "' in this build");
            const json& sv = env.extra.is_object() ? env.extra.value("serve", json()) : json();
            if (!sv.is_object() || !sv.contains("seats") || !sv["seats"].is_array()) throw StoreError("it keeps no seats");
            ServedGame g;
            g.name = l.name;
            g.game_id = env.game;
            g.table = maker_.make(env.game, {}, 0, l.path);
            for (const json& s : sv["seats"]) {
                if (!s.is_object() || !s.contains("user") || !s["user"].is_string() || !s.contains("computer") || !s["computer"].is_boolean())
                    throw StoreError("a seat is damaged");
                ServedSeat seat{s["user"].get<std::string>(), s["computer"].get<bool>()};
                if (!seat.user.empty() && !valid_player_name(seat.user)) throw StoreError("a seat's user is not a name");
                g.seats.push_back(std::move(seat));
            }
            if (g.seats.size() != static_cast<std::size_t>(g.table->num_players())) throw StoreError("it keeps the wrong number of seats");
            if (sv.contains("since") && sv["since"].is_number_integer()) g.since = sv["since"].get<std::int64_t>();
            if (sv.contains("created_by") && sv["created_by"].is_string()) g.created_by = sv["created_by"].get<std::string>();
            if (sv.contains("started") && sv["started"].is_string()) g.created = sv["started"].get<std::string>();
            if (sv.contains("level")) {
                std::string why;
                if (!(g.level = read_level(sv["level"], why))) throw StoreError(why);
            }
            const json* start = sv.contains("start") && sv["start"].is_object() ? &sv["start"] : nullptr;
            const json* acts = sv.contains("actions") && sv["actions"].is_array() ? &sv["actions"] : nullptr;
            if (start && acts && std::all_of(acts->begin(), acts->end(), [](const json& a) { return a.is_string(); })) {
                g.start = *start;
                for (const json& a : *acts) g.actions.push_back(a.get<std::string>());
            } else {
                // Saved before the server kept replays: its replay begins here.
                g.start = g.table->to_json();
            }
            games_.emplace(g.name, std::move(g));
        } catch (const std::exception& e) {
            problems.push_back(l.path.string() + ": " + e.what());
        }
    }
    return problems;
}

ServedGame& GameStore::create(const std::string& name, const std::string& game_id, const std::map<std::string, std::string>& options,
                              const std::vector<int>& computer, const std::string& user, std::uint64_t seed,
                              std::optional<Level> level) {
    if (!valid_game_name(name)) throw StoreError("'" + name + "' is not a game name: use 1 to 40 letters, digits, '-', '_' or '.'");
    if (games_.count(name)) throw StoreError("a game called '" + name + "' is already on this server");
    if (!maker_.save_version(game_id)) throw StoreError("there is no game called '" + game_id + "'");
    ServedGame g;
    g.name = name;
    g.game_id = game_id;
    try {
        g.table = maker_.make(game_id, options, seed, std::nullopt);
    } catch (const std::exception& e) {
        throw StoreError(e.what());
    }
    g.seats.resize(static_cast<std::size_t>(g.table->num_players()));
    for (int s : computer) {
        if (s < 0 || s >= g.table->num_players())
            throw StoreError("there is no seat " + std::to_string(s) + " in a game of " + std::to_string(g.table->num_players()));
        g.seats[static_cast<std::size_t>(s)].computer = true;
    }
    if (std::all_of(g.seats.begin(), g.seats.end(), [](const ServedSeat& s) { return s.computer; }))
        throw StoreError("a game on the server needs at least one seat for a person");
    g.created_by = user;
    g.level = level;
    g.since = now_seconds();
    g.start = g.table->to_json();
    g.created = now_utc_text();
    save(g);
    return games_.emplace(name, std::move(g)).first->second;
}

ServedGame* GameStore::find(const std::string& name) {
    auto it = games_.find(name);
    return it == games_.end() ? nullptr : &it->second;
}

std::vector<const ServedGame*> GameStore::games() const {
    std::vector<const ServedGame*> out;
    for (const auto& [n, g] : games_) out.push_back(&g);
    return out;
}

std::vector<std::string> GameStore::retire_finished(std::size_t keep) {
    std::vector<const ServedGame*> finished;
    for (const auto& [n, g] : games_)
        if (g.table->is_terminal()) finished.push_back(&g);
    // The newest first: `since` is when a finished game ended.
    std::sort(finished.begin(), finished.end(), [](const ServedGame* a, const ServedGame* b) {
        return a->since != b->since ? a->since > b->since : a->name > b->name;
    });
    // A game stays while it is among the `keep` newest of anybody seated at it: one user's many
    // games push out only that user's own.
    std::map<std::string, std::size_t> seen;
    std::vector<std::string> gone;
    for (const ServedGame* g : finished) {
        bool stays = false;
        for (const ServedSeat& s : g->seats)
            if (!s.computer && !s.user.empty() && ++seen[s.user] <= keep) stays = true;
        if (!stays) gone.push_back(g->name);
    }
    for (const std::string& n : gone) {
        std::error_code ec;
        std::filesystem::remove(file_of(n), ec);
        games_.erase(n);
    }
    return gone;
}

int GameStore::take_seat(ServedGame& g, const std::string& user, std::optional<int> seat) {
    if (int own = g.seat_of(user); own >= 0) return own;
    if (seat) {
        if (*seat < 0 || *seat >= static_cast<int>(g.seats.size())) throw StoreError("there is no seat " + std::to_string(*seat) + " in this game");
        const ServedSeat& s = g.seats[static_cast<std::size_t>(*seat)];
        if (s.computer) throw StoreError("seat " + std::to_string(*seat) + " is played by the computer");
        if (!s.user.empty()) throw StoreError("seat " + std::to_string(*seat) + " is " + s.user + "'s");
    } else {
        auto free = g.free_seats();
        if (free.empty())
            throw StoreError(g.table->is_terminal() ? "'" + g.name + "' is over: replay it (p in the lobby, or olympus replay " + g.name + " --server)"
                                                    : "every seat of '" + g.name + "' is taken: you can watch it");
        seat = free.front();
    }
    const auto before = g.seats;
    const auto since = g.since;
    g.seats[static_cast<std::size_t>(*seat)].user = user;
    if (g.started()) g.since = now_seconds();  // the game begins: the first seat waits from now
    try {
        save(g);
    } catch (const std::exception&) {
        g.seats = before;
        g.since = since;
        throw StoreError("the server could not save the game, so the seat was not taken");
    }
    return *seat;
}

std::string GameStore::apply_and_save(ServedGame& g, const std::string& action) {
    std::unique_ptr<Table> before = g.table->clone();
    const int mover = g.table->current_player();
    const auto since = g.since;
    if (std::string why = g.table->apply(action); !why.empty()) return why;
    if (g.table->current_player() != mover || g.table->is_terminal()) g.since = now_seconds();
    g.actions.push_back(action);
    try {
        save(g);
    } catch (const std::exception&) {
        // Nobody may be told of a move the server could lose: it is taken back.
        g.table = std::move(before);
        g.since = since;
        g.actions.pop_back();
        return "the server could not save the game, so the move was not made; try again";
    }
    if (g.table->is_terminal()) record(g);
    return "";
}

// Each person's record of the finished game; a records file that cannot be written is noted and
// never takes the move back (the game is saved and over).
void GameStore::record(const ServedGame& g) {
    record_problem_.clear();
    try {
        Records r(records_file());
        for (const GameRecord& rec : served_records(g, maker_.team && maker_.team(g.game_id))) r.add(rec);
        if (auto camp = maker_.campaign ? maker_.campaign(g.game_id, *g.table) : std::nullopt)
            for (const ServedSeat& s : g.seats)
                if (!s.computer && !s.user.empty()) {
                    camp->player = s.user;
                    r.add(*camp);
                }
    } catch (const std::exception& e) {
        record_problem_ = std::string("the records of '") + g.name + "' were not kept: " + e.what();
    }
}

std::string GameStore::play(ServedGame& g, const std::string& user, const std::string& action) {
    const int seat = g.seat_of(user);
    if (seat < 0) return "you have no seat in this game";
    if (!g.started()) return "waiting for every seat to be taken";
    if (g.table->is_terminal()) return "the game is over";
    if (g.table->current_player() != seat) {
        const std::string who = g.to_move();
        return "not your turn: " + (who.empty() ? std::string("nobody") : who) + " is to move";
    }
    return apply_and_save(g, action);
}

namespace {

bool nobody_seated(const ServedGame& g) {
    return std::none_of(g.seats.begin(), g.seats.end(), [](const ServedSeat& s) { return !s.computer && !s.user.empty(); });
}

}  // namespace

std::size_t GameStore::open_games_of(const std::string& user) const {
    return static_cast<std::size_t>(std::count_if(games_.begin(), games_.end(), [&](const auto& kv) {
        const ServedGame& g = kv.second;
        return !g.table->is_terminal() && (g.seat_of(user) >= 0 || (g.created_by == user && nobody_seated(g)));
    }));
}

GaveUp GameStore::give_up(const std::string& name, const std::string& user) {
    ServedGame* found = find(name);
    if (!found) throw StoreError("there is no game called '" + name + "' on this server");
    ServedGame& g = *found;
    if (g.table->is_terminal()) throw StoreError("'" + name + "' is over already");
    const int seat = g.seat_of(user);
    if (seat < 0 && !(g.created_by == user && nobody_seated(g))) throw StoreError("you have no seat at '" + name + "'");
    const bool begun = g.started();
    const auto before = g.seats;
    if (seat >= 0) {
        ServedSeat& s = g.seats[static_cast<std::size_t>(seat)];
        if (begun) s = ServedSeat{"", true};
        else s.user.clear();
    }
    // The leaver's record is taken before the seat changes hands: their opponents as they were.
    std::optional<GameRecord> lost;
    if (begun && seat >= 0) {
        const bool team = maker_.team && maker_.team(g.game_id);
        lost = GameRecord{user, g.game_id, "lost", {}, now_utc_text(), ""};
        lost->opponents = others_of(g, before, static_cast<std::size_t>(seat), team);
    }
    GaveUp what = GaveUp::SeatFreed;
    if (nobody_seated(g)) {
        std::error_code ec;
        fs::remove(file_of(name), ec);
        if (ec) {
            g.seats = before;
            throw StoreError("the server could not remove '" + name + "', so nothing was given up");
        }
        games_.erase(name);
        what = GaveUp::Removed;
    } else {
        try {
            save(g);
        } catch (const std::exception&) {
            g.seats = before;
            throw StoreError("the server could not save '" + name + "', so nothing was given up");
        }
        what = begun ? GaveUp::ComputerPlays : GaveUp::SeatFreed;
    }
    if (lost) {
        record_problem_.clear();
        try {
            Records(records_file()).add(*lost);
        } catch (const std::exception& e) {
            record_problem_ = "the record of " + user + " giving up '" + name + "' was not kept: " + e.what();
        }
    }
    return what;
}

std::string GameStore::play_computer(ServedGame& g, const std::string& action) {
    if (!g.started() || g.table->is_terminal() || !g.seats[static_cast<std::size_t>(g.table->current_player())].computer)
        return "not the computer's turn";
    return apply_and_save(g, action);
}

}  // namespace olympus::net
