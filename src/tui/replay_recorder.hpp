// What a local table keeps of the game besides its save: the replay (every move made since the
// start, written beside the save and finished with the result at the end) and, at the end, the
// player's record. Neither ever stops the game: a problem is said, and play goes on.
#pragma once
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "core/records.hpp"
#include "core/replay.hpp"
#include "core/table.hpp"

namespace olympus::tui {

// What a game tells its table about itself for the replay and the records.
struct GameKeeping {
    std::filesystem::path save_root;   // the player's data folder; empty: keep nothing
    std::string game;                  // the game's id
    std::string save_name;             // the save's name: the replay in progress is named after it
    std::vector<std::string> levels;   // per seat: the computer's level, empty for a person
    std::uint64_t seed = 0;            // the set-up, when the caller knows it
    std::map<std::string, std::string> options;
    // A co-op game: the people at the keyboard win or lose together.
    bool team = false;
};

class ReplayRecorder {
public:
    ReplayRecorder() = default;  // keeps nothing
    // Continues the replay kept beside the save when it ends where `t` is, else starts one at `t`.
    // Without a folder to keep it in, the start and the moves are still kept in memory (the
    // review after the game replays them).
    ReplayRecorder(GameKeeping k, const Table& t, std::vector<std::string> labels);

    bool active() const { return !k_.save_root.empty(); }
    // True when the replay kept beside the save was continued (it reaches back before `t`).
    bool continued() const { return continued_; }
    void moved(const std::string& text) { r_.actions.push_back(text); }
    std::size_t moves() const { return r_.actions.size(); }
    void take_back_to(std::size_t n) { if (n < r_.actions.size()) r_.actions.resize(n); }
    // Writes the replay in progress (after each save). Throws SaveError.
    void save(const Table& t);
    // The game is over: writes the finished replay, removes the one in progress, adds the
    // record. Returns what went wrong, in words, or empty.
    std::string finish(const Table& t);
    const Replay& replay() const { return r_; }

private:
    GameKeeping k_;
    Replay r_;
    bool continued_ = false;
};

// The outcome of a finished game for the person (or people) at this keyboard, and the other seats
// as opponents: what the records keep.
GameRecord record_of(const Replay& r, const GameKeeping& k, int winner);

}  // namespace olympus::tui
