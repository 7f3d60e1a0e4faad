// The games a game server (`olympus serve`) holds for everybody: each one's rules state behind a
// Table, who sits at each seat (a user name from the socket's peer credentials, or the computer)
// and since when the seat to move has waited. Every change is written to the state folder
// (atomically, mode 0600, in a folder of mode 0700) before anybody is answered, so the games
// survive a restart and no other user can read a hidden card from the files.
#pragma once
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/records.hpp"
#include "core/replay.hpp"
#include "core/table.hpp"

namespace olympus::net {

struct StoreError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Makes a game's Table: a new one from options and a seed, or the one in a save file. Throws on
// bad options or a damaged file (the text is ours: the games' own messages).
struct TableMaker {
    std::function<std::unique_ptr<Table>(const std::string& game_id, const std::map<std::string, std::string>& options,
                                         std::uint64_t seed, const std::optional<std::filesystem::path>& load)>
        make;
    std::function<int(const std::string& game_id)> save_version;  // 0: no such game
    std::function<std::string(const std::string& game_id)> title;  // "Hera & Zeus"
    // A game whose people win or lose together (Micro Hero co-op: seat 0 wins for the team).
    std::function<bool(const std::string& game_id)> team;
    // A finished campaign's record (its player left empty), for a game that keeps campaigns.
    std::function<std::optional<CampaignRecord>(const std::string& game_id, const Table& finished)> campaign;
};

struct ServedSeat {
    std::string user;       // empty: free
    bool computer = false;
    bool operator==(const ServedSeat&) const = default;
};

struct ServedGame {
    std::string name;       // its name on the server (a game name: letters, digits, - _ .)
    std::string game_id;
    std::unique_ptr<Table> table;
    std::vector<ServedSeat> seats;
    std::int64_t since = 0;  // when the seat to move began to wait (seconds since the epoch)
    std::string created_by;
    // The replay the server keeps: the state before the first move and every move since. A game
    // saved before replays were kept starts its replay where it was read back.
    nlohmann::json start;
    std::vector<std::string> actions;
    std::string created;     // when it was created, as replays write it
    // The level its computer seats play at (a seat given up is played at it too); nullopt: the
    // game's own choice, as games created before levels were offered keep.
    std::optional<Level> level;

    // Its replay as the server keeps it (every hidden card in it: it never leaves the server
    // whole; see seat_replay_message in net/server.hpp).
    Replay replay() const;

    bool started() const;    // every seat is taken
    int seat_of(const std::string& user) const;  // -1: none
    std::vector<int> free_seats() const;
    // Who is to move, as the lobby says it: a user, computer_name(), or empty (not started, over).
    std::string to_move() const;
    // Its computer player as replays and records name it: "computer:LEVEL" ("computer:server"
    // for a game that kept no level).
    std::string computer_player() const;
    // Its computer player as the lobby names it: "the computer (strong)", or "the computer".
    std::string computer_name() const;
};

// What giving up a place at a game did (GameStore::give_up).
enum class GaveUp { SeatFreed, ComputerPlays, Removed };

class GameStore {
public:
    // Creates `dir` (and dir/games) mode 0700 when missing, and makes them 0700 when they are not.
    GameStore(std::filesystem::path dir, TableMaker maker);

    // Reads every saved game back (after a restart). A file that cannot be read is left where it
    // is and named in the returned problems; the others are served.
    std::vector<std::string> load_all();

    // A new game; throws StoreError with the reason (name taken or invalid, unknown game, bad
    // options, a computer seat that does not exist). `level`: what its computer seats play at.
    // Saved before it returns.
    ServedGame& create(const std::string& name, const std::string& game_id, const std::map<std::string, std::string>& options,
                       const std::vector<int>& computer, const std::string& user, std::uint64_t seed,
                       std::optional<Level> level = std::nullopt);
    ServedGame* find(const std::string& name);
    std::vector<const ServedGame*> games() const;

    // `user` takes `seat` (or the first free one when nullopt); returns the seat, or throws
    // StoreError. A user who sits at the game already gets that seat back. Saved before it returns.
    int take_seat(ServedGame& g, const std::string& user, std::optional<int> seat);

    // Plays `action` for `user`; returns why it was refused ("" when made). A refused move, or
    // one that could not be saved, leaves the game exactly as it was.
    std::string play(ServedGame& g, const std::string& user, const std::string& action);
    // The computer's move at a computer seat; "" when made.
    std::string play_computer(ServedGame& g, const std::string& action);

    // `user` gives up their place at the game `name` for good: before it begins, their seat is
    // free again; once begun, the computer plays their seat from now on and their record counts
    // the game as lost. A game with no person left at it (or one its creator gives up before
    // anybody sat down) is removed, file and all. Throws StoreError saying why it is refused (no
    // seat there, the game is over, the disk would not take it); a refusal changes nothing.
    GaveUp give_up(const std::string& name, const std::string& user);
    // The unfinished games that count against `user`'s limit: those they sit at, and those they
    // created that nobody has sat at yet.
    std::size_t open_games_of(const std::string& user) const;

    // Removes the finished games that are not among the `keep` most recently finished of anybody
    // seated at them (their files too) and returns their names, oldest last. Their records stay
    // in records_file(); their replays go with them.
    std::vector<std::string> retire_finished(std::size_t keep);

    std::filesystem::path file_of(const std::string& name) const;
    // The server-wide records (core/records.hpp): every person seated at a game the server saw
    // finish. In the server's own folder; nothing in it is hidden (who played, who won).
    std::filesystem::path records_file() const { return dir_ / "records.sqlite"; }
    // A game's name in words ("Hera & Zeus").
    std::string title_of(const std::string& game_id) const { return maker_.title ? maker_.title(game_id) : game_id; }
    // Why the last finished game could not be recorded, or empty.
    const std::string& record_problem() const { return record_problem_; }
    // Lets a test fail the next save at its last step.
    std::function<void()> before_rename;

private:
    void save(const ServedGame& g);
    std::string apply_and_save(ServedGame& g, const std::string& action);
    void record(const ServedGame& g);
    std::filesystem::path dir_;
    std::string record_problem_;
    TableMaker maker_;
    std::map<std::string, ServedGame> games_;
};

std::int64_t now_seconds();

// What the server-wide records keep of a finished game for each person seated at it.
std::vector<GameRecord> served_records(const ServedGame& g, bool team);

}  // namespace olympus::net
