// The player's records: every finished game (per game and per opponent, a person or a computer
// level) and every finished Micro Hero campaign, in an SQLite file in the player's data folder.
// SQLite because two Olympus processes may finish games at the same moment: each record is one
// transaction taken with the file locked, so neither is lost and the file is never half written.
// A records file that cannot be read is reported in our words and never stops a game.
#pragma once
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

struct sqlite3;

namespace olympus {

struct RecordsError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct GameRecord {
    std::string player;                  // the Unix user who played
    std::string game;                    // the game's id
    std::string outcome;                 // "won", "lost", "drawn", or "shared" (people at one keyboard)
    // One per other seat: an opponent ("person", a user's name, "computer:LEVEL"), or in a game won
    // or lost together a partner (partner_key: "with:computer", "with:USER", "with:person").
    std::vector<std::string> opponents;
    std::string finished;                // when, as now_utc_text() writes it
    std::string replay;                  // its replay's file, or empty
};

struct CampaignRecord {
    std::string player, difficulty, expansions;  // expansions as the game words them: "none", "Athena"
    int players = 1;
    bool won = false;
    int trials = 0;  // Trials overcome
    int turns = 0;
    std::string finished;
};

struct GameLine {
    std::string game, opponent;  // opponent empty: every game of that game
    int played = 0, won = 0, lost = 0, drawn = 0;
};
struct CampaignLine {
    std::string difficulty, expansions;
    int campaigns = 0, won = 0, furthest = 0, fastest = 0;  // fastest: turns of the quickest win, 0 if none
};

class Records {
public:
    // Opens the file, making it and its tables when missing. Throws RecordsError saying what is wrong.
    explicit Records(std::filesystem::path path);
    ~Records();
    Records(const Records&) = delete;
    Records& operator=(const Records&) = delete;

    void add(const GameRecord& r);
    void add(const CampaignRecord& r);
    std::vector<std::string> players() const;
    std::vector<GameLine> games(const std::string& player) const;
    std::vector<CampaignLine> campaigns(const std::string& player) const;
    const std::filesystem::path& path() const { return path_; }

private:
    void exec(const char* sql, const char* doing) const;
    [[noreturn]] void fail(const char* doing) const;
    std::filesystem::path path_;
    sqlite3* db_ = nullptr;
};

// A partner at a game its seats win or lose together (Micro Hero co-op), kept beside the opponents:
// "with:" and who it was ("computer", "computer:LEVEL", a user's name, "person"). The table says
// "with the computer", "with alice" where an opponent's line says "vs ...".
std::string partner_key(const std::string& who);

// <save-dir>/records.sqlite
std::filesystem::path records_path(const std::filesystem::path& save_dir);
// The Unix user running Olympus (the records' player), else "player".
std::string unix_user_name();
// The records as a record file's table: a block per player, then the campaigns. `title` names a
// game by its id, `level` words an opponent ("computer:strong" -> "computer (strong)").
std::vector<std::string> records_lines(const Records& r, const std::function<std::string(const std::string&)>& title);

// Adds a record; on failure returns why, in words, and the game goes on (empty: written).
std::string try_record(const std::filesystem::path& save_dir, const GameRecord& r);
std::string try_record(const std::filesystem::path& save_dir, const CampaignRecord& r);

}  // namespace olympus
