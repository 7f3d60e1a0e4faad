// A replay: how a game began and every move made in it, as the moves' script-mode text. Every
// position is rebuilt from it by the game's own rules, so it is a few kilobytes, not a recording
// of screens, and each seat can be shown only what it saw (see core/replay_cursor.hpp).
//   {"format": "olympus-replay", "version": 1, "game": ID, "seed": N, "options": {K: V},
//    "seats": [NAME...], "players": [WHO...], "start": STATE, "actions": [TEXT...],
//    "finished": BOOL, "winner": SEAT, "result": TEXT, "started": TIME, "ended": TIME, "end": HASH}
// `start` is the game's whole state before the first move (its Rng holds the seed): the set-up
// options alone cannot rebuild an ARC duel with the player's own decks or a campaign resumed.
#pragma once
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace olympus {

inline constexpr const char* kReplayFormat = "olympus-replay";
inline constexpr int kReplayVersion = 1;

struct Replay {
    std::string game;                            // the game's id: "herazeus"
    std::uint64_t seed = 0;                      // the set-up's seed; 0 when not known
    std::map<std::string, std::string> options;  // the set-up's options, when known
    std::vector<std::string> seats;              // each seat as the table named it: "P2 (strong)"
    // Who played each seat, for the records: "person:NAME" or "computer:LEVEL".
    std::vector<std::string> players;
    nlohmann::json start;                        // the state before the first move
    std::vector<std::string> actions;            // every move made, in order
    bool finished = false;
    int winner = -1;                             // the winning seat, -1 for none
    std::string result;                          // "P1 (you) won", in words
    std::string started, ended;                  // "2026-11-25 10:04 UTC"
    std::string end_hash;                        // of the last state: a resumed game checks it
};

nlohmann::json replay_to_json(const Replay& r);
// Throws json_read::Damaged naming the field; `start` is checked by the game when it is played.
Replay replay_from_json(const nlohmann::json& j);
// Atomic, like a save, and readable by this user alone (0600): it holds every seat's hidden
// cards. Throws SaveError.
void write_replay(const std::filesystem::path& path, const Replay& r);
// Throws std::runtime_error naming the file and what is wrong with it.
Replay read_replay(const std::filesystem::path& path);

// A stable fingerprint of a state's JSON (FNV-1a of its text, in hex).
std::string state_hash(const nlohmann::json& state);
// Now, as replays and records write it: "2026-11-25 10:04 UTC".
std::string now_utc_text();

// Where replays live: <save-dir>/replays/<game>/. A game in progress keeps its replay under
// in-progress/ with its save's name; a finished game's replay gets a name of its own.
std::filesystem::path replay_dir(const std::filesystem::path& save_dir);
std::filesystem::path in_progress_replay(const std::filesystem::path& save_dir, const std::string& game,
                                         const std::string& save_name);
// A free name for a finished replay: "<game>/<date>-<time>-<save name>.json".
std::filesystem::path finished_replay_path(const std::filesystem::path& save_dir, const std::string& game,
                                           const std::string& save_name);

// A game played headless (`olympus sim --save-replays DIR`) as a finished replay: its start, its
// moves, and for each seat the computer player's name.
Replay sim_replay(std::string game, std::uint64_t seed, std::map<std::string, std::string> options, nlohmann::json start,
                  std::vector<std::string> actions, const std::vector<std::string>& policies, bool finished, int winner);
// What a simulator calls with each game it played (its number from 0) when replays are kept.
using KeepReplay = std::function<void(int game, const Replay&)>;
// Writes each replay to DIR/<game>-<number>.json (DIR made first). Throws SaveError when DIR
// cannot be made; a replay that cannot be written throws from the call.
KeepReplay replays_to_folder(const std::filesystem::path& dir, const std::string& game);

struct ReplayListing {
    std::filesystem::path path;
    std::string game, summary;  // "2026-11-25 10:04 UTC, P1 (you) won in 48 moves"
    std::string brief;          // a list's line: "2026-11-25 10:04 UTC, 48 moves" or "..., in progress"
    bool finished = false;
    std::string problem;        // why it cannot be read, or empty
};
// Every replay under the save folder, newest first.
std::vector<ReplayListing> list_replays(const std::filesystem::path& save_dir);

}  // namespace olympus
