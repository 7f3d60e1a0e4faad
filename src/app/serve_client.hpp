// Talking to a game server (`olympus serve`) from the arcade and `olympus status`: where its
// socket is, the games it lists, a new game, and the "your turn" line.
#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "net/codec.hpp"
#include "tui/replay_screen.hpp"

namespace olympus::app {

// $OLYMPUS_SERVER, else /run/olympus/serve.sock (where the systemd unit puts it).
std::filesystem::path default_server_socket();

// A game as the server lists it; every string is already printable.
struct ServedListing {
    std::string name, game, title;
    std::vector<std::string> players;  // per seat: a user, "the computer (LEVEL)", or "" (free)
    std::vector<int> free;
    int spectators = 0;
    std::string to_move;               // empty: not started or over
    std::int64_t since = 0;
    bool started = false, over = false, watchable = false, your_turn = false;
    std::optional<int> your_seat;
    std::optional<int> winner;         // once over: the winning seat, -1 for none
};

// The server's games; nullopt (with `why`) when no server answers at `socket`.
std::optional<std::vector<ServedListing>> ask_games(const std::filesystem::path& socket, std::string& why);
// Creates a game; returns "" when made, else the server's reason in words.
std::string ask_create(const std::filesystem::path& socket, const net::Create& c);

// Gives up this user's place at the server's game `name` for good (net::GameStore::give_up);
// true when done. `text` says what happened, or why not, in words.
bool ask_give_up(const std::filesystem::path& socket, const std::string& name, std::string& text);

// The server-wide records table's lines; nullopt (with `why`) when it cannot be had.
std::optional<std::vector<std::string>> ask_records(const std::filesystem::path& socket, std::string& why);
// The replay of the server's game `name` as the server lets this user see it: their own seat's
// views, or the public view. nullopt (with `why`) when it cannot be had.
std::optional<tui::SeatReplay> ask_replay(const std::filesystem::path& socket, const std::string& name, std::string& why);

// "14:02" today, "Nov 24 14:02" before (local time).
std::string clock_text(std::int64_t since, std::int64_t now);
// "Your turn in evening (Hera & Zeus) since 14:02"; the turns joined by "; ". Empty: none.
std::string your_turn_line(const std::vector<ServedListing>& games, std::int64_t now);

}  // namespace olympus::app
