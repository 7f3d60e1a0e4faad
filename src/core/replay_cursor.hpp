// Steps through a replay by playing its moves again through the game's own rules, checking the
// game's invariants after each: a replay whose moves the rules refuse, or that leads to a state
// the game could not reach, is refused whole with the move and the reason.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/replay.hpp"
#include "core/table.hpp"

namespace olympus {

class ReplayCursor {
public:
    // The game's table from a state's JSON (its checked reader); throws on a damaged state.
    using TableFromState = std::function<std::unique_ptr<Table>(const nlohmann::json&)>;
    // Plays the whole replay once; throws std::runtime_error saying which move failed and why.
    ReplayCursor(Replay r, TableFromState from_state);

    const Replay& replay() const { return r_; }
    int moves() const { return static_cast<int>(r_.actions.size()); }
    int position() const { return pos_; }  // moves made so far, 0 to moves()
    const Table& table() const { return *table_; }
    // The move that led here ("" at the start) and the seat that made it (-1 at the start).
    std::string last_move() const { return pos_ > 0 ? r_.actions[static_cast<std::size_t>(pos_ - 1)] : ""; }
    int last_mover() const { return pos_ > 0 ? movers_[static_cast<std::size_t>(pos_ - 1)] : -1; }
    int seat_of_move(int i) const { return movers_[static_cast<std::size_t>(i)]; }
    // Turns as the game counts them (each change of its turn mark begins one), from 1.
    int turns() const { return turn_starts_.empty() ? 1 : static_cast<int>(turn_starts_.size()); }
    int turn_at(int position) const;
    int turn_start(int turn) const;  // the position where that turn begins (clamped)
    // Each turn's number as the game's table heading counts it (Table::turn_count), one per turn
    // above, and the heading's word for it ("turn", "round").
    const std::vector<int>& turn_numbers() const { return turn_numbers_; }
    const std::string& turn_word() const { return turn_word_; }

    void go_to(int position);  // clamped to 0..moves()
    void forward() { go_to(pos_ + 1); }
    void back() { go_to(pos_ - 1); }

private:
    Replay r_;
    TableFromState from_state_;
    std::vector<std::unique_ptr<Table>> snapshots_;  // every kEvery positions
    std::vector<int> movers_;                        // the seat to act before each move
    std::vector<int> turn_starts_;                   // the position each turn begins at
    std::vector<int> turn_numbers_;                  // the heading's number at each turn's start
    std::string turn_word_;
    std::unique_ptr<Table> table_;
    int pos_ = 0;
    static constexpr int kEvery = 16;
};

// What `seat` (-1: a spectator) was sent after `position` moves, as a host sends it, without the
// moves it could make then (a replay is watched, not played): the seat's view only, so a seat's
// replay shown anywhere (a screen, a game server's answer) holds no other seat's hidden cards.
nlohmann::json replay_view_message(ReplayCursor& c, int position, int seat);

}  // namespace olympus
