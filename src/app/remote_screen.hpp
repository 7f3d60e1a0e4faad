// The screen of a game played over the network: a lobby until every seat is taken, then the
// game's own table (a tui::SeatBoard drawn from the views the host sends), a chat line, and
// what to do when the host goes away. It holds no rules state: the host decides everything.
#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "net/session.hpp"
#include "tui/seat_board.hpp"

namespace olympus::app {

struct RemoteTarget {
    net::HostAddress where;
    net::Hello hello;
    std::string game_name;                 // the name joiners give, for the messages
    std::string rejoin_command;            // what to type to come back, shown on leaving
    bool own_host = false;                 // this player's own Olympus hosts the game: leaving ends it
    // Where the seat's token is kept, so that `olympus join NAME` takes the seat back after a
    // dropped connection; empty: not kept.
    std::filesystem::path token_file;
    // The player's data folder: a hosted game (`olympus host`/`join`) they see finish at their seat
    // goes into their records there (core/records.hpp). Empty: kept nowhere (a game server keeps
    // its own records of its games).
    std::filesystem::path save_dir;
    // Asked for when the host refuses `hello` before welcoming (a kept token from an earlier game
    // of the same name): join as a newcomer instead.
    std::optional<net::Hello> fallback;
    // Kept as long as the screen, and let go after its connection: the host of a game this player
    // hosts from the lobby, which saves the game and stops when its player leaves.
    std::shared_ptr<void> hosting;
};

using BoardMaker = std::function<std::unique_ptr<tui::SeatBoard>(const nlohmann::json& welcome)>;

// Connects at once; throws net::NetError when the host cannot be reached.
std::unique_ptr<tui::Screen> make_remote_screen(RemoteTarget target, BoardMaker board_for);

}  // namespace olympus::app
