// A replay stepped through move by move, drawn by the game's own seat board (the table shell's
// draw_seat_board) from the views a host would have sent: a seat's replay shows only what that
// seat saw at each moment, the public replay only what a spectator saw.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "core/replay_cursor.hpp"
#include "tui/screen.hpp"
#include "tui/seat_board.hpp"

namespace olympus::tui {

struct ReplayShow {
    std::string title;  // the game's name: "Hera & Zeus"
    std::function<std::unique_ptr<SeatBoard>(const nlohmann::json& welcome)> board_for;
    int seat = -1;      // -1: the public view
};

// The seats whose view this person may choose: those they played, and after the game's end every
// seat (a game in progress keeps the other seats' hidden cards hidden).
std::vector<int> viewable_seats(const Replay& r, const std::string& user);
// The view a replay opens on: the first seat the user played, else the public view.
int default_seat(const Replay& r, const std::string& user);

// Throws std::runtime_error when the replay cannot be played (its moves refused by the rules).
std::unique_ptr<Screen> make_replay_screen(ReplayCursor cursor, ReplayShow show);

// One seat's replay as the views it was sent, without the game's start or moves: what a game
// server (`olympus serve`) gives a player of its game, who may see no other seat's hidden cards.
struct SeatReplay {
    std::string game;                   // the game's id
    std::vector<std::string> seats;     // each seat's label
    int seat = -1;                      // whose views these are; -1: the public view
    bool finished = false;
    std::string result;                 // in words, when finished
    nlohmann::json setup;               // the game's public set-up (the welcome's)
    std::vector<nlohmann::json> views;  // the view message after 0, 1, ... moves
    std::vector<int> turn_starts;       // the position each turn begins at, from 0
    std::vector<int> turn_numbers;      // each turn's number as the game's heading counts it
    std::string turn_word = "turn";     // the heading's word for a turn ("round" in CGS)
};
std::unique_ptr<Screen> make_replay_screen(SeatReplay replay, ReplayShow show);

}  // namespace olympus::tui
