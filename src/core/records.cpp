#include "core/records.hpp"

#include <pwd.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <map>

namespace olympus {

namespace fs = std::filesystem;

namespace {

// A prepared statement that finalizes itself.
class Stmt {
public:
    Stmt(sqlite3* db, const char* sql) {
        if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK) s_ = nullptr;
    }
    ~Stmt() { sqlite3_finalize(s_); }
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;
    bool ok() const { return s_ != nullptr; }
    Stmt& bind(int i, const std::string& v) {
        sqlite3_bind_text(s_, i, v.c_str(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Stmt& bind(int i, long long v) {
        sqlite3_bind_int64(s_, i, v);
        return *this;
    }
    int step() { return sqlite3_step(s_); }
    std::string text(int c) const {
        const unsigned char* t = sqlite3_column_text(s_, c);
        return t ? reinterpret_cast<const char*>(t) : "";
    }
    int integer(int c) const { return sqlite3_column_int(s_, c); }

private:
    sqlite3_stmt* s_ = nullptr;
};

constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS games(id INTEGER PRIMARY KEY, player TEXT NOT NULL, game TEXT NOT NULL,"
    " outcome TEXT NOT NULL, finished TEXT NOT NULL, replay TEXT NOT NULL DEFAULT '');"
    "CREATE TABLE IF NOT EXISTS opponents(game_id INTEGER NOT NULL REFERENCES games(id), opponent TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS campaigns(id INTEGER PRIMARY KEY, player TEXT NOT NULL, difficulty TEXT NOT NULL,"
    " expansions TEXT NOT NULL, players INTEGER NOT NULL, won INTEGER NOT NULL, trials INTEGER NOT NULL,"
    " turns INTEGER NOT NULL, finished TEXT NOT NULL);";

}  // namespace

Records::Records(fs::path path) : path_(std::move(path)) {
    std::error_code ec;
    fs::create_directories(path_.parent_path(), ec);
    if (sqlite3_open_v2(path_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        db_ = nullptr;
        throw RecordsError("the records file " + path_.string() + " cannot be opened (" + why + ")");
    }
    // Another Olympus finishing a game holds the file for a moment: wait for it rather than fail.
    sqlite3_busy_timeout(db_, 10000);
    try {
        exec("BEGIN IMMEDIATE", "read");
        exec(kSchema, "read");
        exec("COMMIT", "read");
    } catch (...) {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_close(db_);
        db_ = nullptr;
        throw;
    }
}

Records::~Records() { sqlite3_close(db_); }

void Records::fail(const char* doing) const {
    const int code = sqlite3_extended_errcode(db_) & 0xff;
    const std::string where = "the records file " + path_.string();
    if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
        throw RecordsError(where + " is damaged and cannot be " + doing +
                           ". Games are played and saved as usual; move the file away and a new one is started.");
    if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
        throw RecordsError(where + " is held by another Olympus for too long; it could not be " + doing + ".");
    if (code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM)
        throw RecordsError(where + " cannot be written here; check the folder's permissions.");
    if (code == SQLITE_FULL) throw RecordsError(where + " could not be " + doing + ": the disk is full.");
    throw RecordsError(where + " could not be " + doing + " (" + sqlite3_errstr(code) + ").");
}

void Records::exec(const char* sql, const char* doing) const {
    if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK) fail(doing);
}

void Records::add(const GameRecord& r) {
    exec("BEGIN IMMEDIATE", "written");
    try {
        Stmt g(db_, "INSERT INTO games(player, game, outcome, finished, replay) VALUES(?,?,?,?,?)");
        if (!g.ok()) fail("written");
        g.bind(1, r.player).bind(2, r.game).bind(3, r.outcome).bind(4, r.finished).bind(5, r.replay);
        if (g.step() != SQLITE_DONE) fail("written");
        const long long id = sqlite3_last_insert_rowid(db_);
        for (const std::string& o : r.opponents) {
            Stmt s(db_, "INSERT INTO opponents(game_id, opponent) VALUES(?,?)");
            if (!s.ok()) fail("written");
            s.bind(1, id).bind(2, o);
            if (s.step() != SQLITE_DONE) fail("written");
        }
        exec("COMMIT", "written");
    } catch (...) {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

void Records::add(const CampaignRecord& r) {
    Stmt s(db_, "INSERT INTO campaigns(player, difficulty, expansions, players, won, trials, turns, finished)"
                " VALUES(?,?,?,?,?,?,?,?)");
    if (!s.ok()) fail("written");
    s.bind(1, r.player).bind(2, r.difficulty).bind(3, r.expansions).bind(4, r.players).bind(5, r.won ? 1 : 0);
    s.bind(6, r.trials).bind(7, r.turns).bind(8, r.finished);
    if (s.step() != SQLITE_DONE) fail("written");  // one statement: a transaction of its own
}

std::vector<std::string> Records::players() const {
    Stmt s(db_, "SELECT player FROM games UNION SELECT player FROM campaigns ORDER BY 1");
    if (!s.ok()) fail("read");
    std::vector<std::string> out;
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) out.push_back(s.text(0));
    if (rc != SQLITE_DONE) fail("read");
    return out;
}

std::vector<GameLine> Records::games(const std::string& player) const {
    std::vector<GameLine> out;
    const char* totals =
        "SELECT game, '', count(*), sum(outcome='won'), sum(outcome='lost'), sum(outcome='drawn') FROM games"
        " WHERE player=? GROUP BY game";
    const char* by_opponent =
        "SELECT g.game, o.opponent, count(*), sum(g.outcome='won'), sum(g.outcome='lost'), sum(g.outcome='drawn')"
        " FROM games g JOIN opponents o ON o.game_id=g.id WHERE g.player=? GROUP BY g.game, o.opponent";
    for (const char* sql : {totals, by_opponent}) {
        Stmt s(db_, sql);
        if (!s.ok()) fail("read");
        s.bind(1, player);
        int rc;
        while ((rc = s.step()) == SQLITE_ROW)
            out.push_back({s.text(0), s.text(1), s.integer(2), s.integer(3), s.integer(4), s.integer(5)});
        if (rc != SQLITE_DONE) fail("read");
    }
    // Each game's total first, then its opponents.
    std::stable_sort(out.begin(), out.end(), [](const GameLine& a, const GameLine& b) {
        return a.game != b.game ? a.game < b.game : a.opponent < b.opponent;
    });
    return out;
}

std::vector<CampaignLine> Records::campaigns(const std::string& player) const {
    Stmt s(db_, "SELECT difficulty, expansions, count(*), sum(won), max(trials), min(CASE WHEN won THEN turns END)"
                " FROM campaigns WHERE player=? GROUP BY difficulty, expansions ORDER BY difficulty, expansions");
    if (!s.ok()) fail("read");
    s.bind(1, player);
    std::vector<CampaignLine> out;
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) out.push_back({s.text(0), s.text(1), s.integer(2), s.integer(3), s.integer(4), s.integer(5)});
    if (rc != SQLITE_DONE) fail("read");
    return out;
}

std::string partner_key(const std::string& who) { return "with:" + who; }

fs::path records_path(const fs::path& save_dir) { return save_dir / "records.sqlite"; }

std::string unix_user_name() {
    if (const passwd* pw = ::getpwuid(::getuid()); pw && pw->pw_name && *pw->pw_name) return pw->pw_name;
    return "player";
}

namespace {
std::string who_words(const std::string& o) {
    if (o.rfind("computer:", 0) == 0) return "computer (" + o.substr(9) + ")";
    return o;
}
// "vs computer (strong)", "vs alice"; a partner "with the computer", "with alice", "with another player".
std::string opponent_words(const std::string& o) {
    if (o.rfind("with:", 0) != 0) return "vs " + who_words(o);
    const std::string who = o.substr(5);
    if (who == "person") return "with another player";
    if (who == "computer" || who.rfind("computer:", 0) == 0) return "with the " + who_words(who);
    return "with " + who;
}
std::string cell(std::string s, std::size_t w) {
    if (s.size() > w) s.resize(w);
    return s + std::string(w - s.size(), ' ');
}
std::string num(int n, int w) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%*d", w, n);
    return buf;
}
}  // namespace

std::vector<std::string> records_lines(const Records& r, const std::function<std::string(const std::string&)>& title) {
    std::vector<std::string> out;
    const std::vector<std::string> players = r.players();
    if (players.empty()) {
        out.push_back("No finished games yet. Records are kept from the first game finished here.");
        return out;
    }
    for (const std::string& p : players) {
        if (!out.empty()) out.emplace_back();
        out.push_back("Player " + p);
        const auto games = r.games(p);
        if (!games.empty()) {
            out.push_back("  " + cell("game / against or with", 36) + "played   won  lost drawn");
            for (const GameLine& g : games) {
                const std::string name = g.opponent.empty() ? title(g.game) : "  " + opponent_words(g.opponent);
                out.push_back("  " + cell(name, 36) + num(g.played, 6) + num(g.won, 6) + num(g.lost, 6) + num(g.drawn, 6));
            }
        }
        const auto camps = r.campaigns(p);
        if (!camps.empty()) {
            out.emplace_back();
            out.push_back("  " + cell("Micro Hero campaigns", 28) + "played   won  Trials  fastest win");
            for (const CampaignLine& c : camps) {
                const std::string fastest = c.fastest > 0 ? num(c.fastest, 5) + " turns" : "    -";
                out.push_back("  " + cell(c.difficulty + ", " + c.expansions, 28) + num(c.campaigns, 6) + num(c.won, 6) +
                              "  " + num(c.furthest, 2) + "/12  " + fastest);
            }
        }
    }
    return out;
}

std::string try_record(const fs::path& save_dir, const GameRecord& r) {
    try {
        Records(records_path(save_dir)).add(r);
        return "";
    } catch (const std::exception& e) {
        return std::string("The record of this game was not kept: ") + e.what();
    }
}

std::string try_record(const fs::path& save_dir, const CampaignRecord& r) {
    try {
        Records(records_path(save_dir)).add(r);
        return "";
    } catch (const std::exception& e) {
        return std::string("The record of this campaign was not kept: ") + e.what();
    }
}

}  // namespace olympus
