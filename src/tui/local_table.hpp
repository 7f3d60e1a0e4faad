// A game played at this terminal, against the computer or by people sharing the keyboard, on the
// same seat boards as a network game: the local table speaks to each person's board exactly as a
// host would (tui/seat_board.hpp), and owns what every game's table shares: the pass screen
// between people, the computer's "thinking" and its moves, saving at every new turn, on leaving
// and on hangup, the leave confirmation, undo against the computer, the inspector and the log,
// and handing the game over to another Olympus of this account that asks for it.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/save_lock.hpp"
#include "core/table.hpp"
#include "tui/screen.hpp"
#include "tui/replay_recorder.hpp"
#include "tui/seat_board.hpp"

namespace olympus::tui {

struct LocalGame {
    std::string title;                 // "Hera & Zeus": the frame of the pass screen
    std::unique_ptr<Table> table;      // the rules, with the computer players' moves
    std::vector<bool> human;           // one per seat: a person at this keyboard
    std::vector<std::string> labels;   // one per seat: "P2 (strong)", "Hera"
    // What a host's welcome would carry ({game, players, setup}); each board's seat is added.
    nlohmann::json welcome;
    std::function<std::unique_ptr<SeatBoard>(const nlohmann::json& welcome)> board_for;
    // Writes the save; throws on failure (the reason is shown and the game goes on).
    std::function<void(const Table&)> save;
    // The game is over: the save goes (a finished game is not continued), a record may be
    // written. Returns the screen that takes the table's place, or null to stay on the table
    // until a key. May be empty.
    std::function<std::unique_ptr<Screen>(const Table&)> finish;
    SaveLock lock;                     // released on leaving, at the end, or when taken over
    std::uint64_t ai_seed = 0;
    int ai_ms = 1000;                  // the computer's time for a move
    int undo_key = 'u';                // a game whose board uses `u` names another
    std::string leave_question = "Leave the game? It is saved and can be continued.";
    std::string taken_over = "Another Olympus session on this account took over this game; "
                             "your progress up to now was saved in it.";
    std::string taken_over_title;      // the frame of that message; empty: "<title>: taken over"
    // People who see all of each other's cards (a co-op game planned together): no pass screen
    // between them, and undo works as for one person.
    bool open_hands = false;
    // Continued from a save (not begun now): without a replay from the start, the log says that
    // its earliest lines are not kept.
    bool resumed = false;
    // Where the game's replay and the player's record are kept (nothing when save_root is empty).
    GameKeeping keeping;
    // H asks the table for a hint (Table::advice) for the person to act: offered where the
    // computer plays a seat, and in a solo game; never between people alone at one keyboard.
    bool hints = false;
    int hint_ms = 700;                 // the search's clock for a hint: with the rest, within a second
    int hint_iterations = 0;           // > 0: that many iterations and no clock (tests); the
                                       // review after the game then uses it too
    // Where hints are offered, `r` on the end of the game reviews the people's moves
    // (tui/review_screen.hpp): its search's budget a position; 0: kReviewIterations.
    int review_iterations = 0;
};

// Writes the first save unless the game is over; throws when it cannot be written (a game that
// cannot be saved does not start: the caller says why).
std::unique_ptr<Screen> make_local_table(LocalGame game);

}  // namespace olympus::tui
