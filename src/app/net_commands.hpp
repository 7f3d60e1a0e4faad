// `olympus host`, `olympus join`, `olympus watch`: network play on one machine (or over a TCP
// address the user names). A person at a terminal gets the game's screen (src/app/remote_screen);
// with --script, or without a terminal, the line protocol of script mode.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/remote_screen.hpp"
#include "tui/game_entry.hpp"
#include "tui/terminal.hpp"

namespace olympus::app {

struct NetOptions {
    std::string name;                        // the game's name (host: default the game's id)
    std::optional<int> seat;                 // host: the seat its own player takes; join: the seat asked for
    std::vector<int> computer;               // host: seats the computer plays
    std::string level;                       // host: how well it plays them (a level's word; empty: the game's own)
    std::string dir;                         // the socket folder; empty: the default
    std::string listen;                      // host: also listen on this TCP address
    std::string connect;                     // join/watch: a TCP address instead of a socket
    std::string player;                      // join: the player's name
    // join: take back a seat after a drop. A token opens its seat and shows its hand, so it never
    // comes on the command line (which every user can read): "-" reads it from stdin, or
    // token_file names a file holding it. Any other value is refused.
    std::string token;
    std::string token_file;
    std::string load;                        // host: resume this saved game
    int think_ms = 300;
    bool script = false;                     // the line protocol even at a terminal
    bool server = false;                     // the game server (`olympus serve`) instead of a host
};

// Each game's network table, chosen by the welcome's game id.
BoardMaker board_maker();

int host_command(const GameEntry& game, const AppContext& ctx, const NetOptions& o, const tui::TerminalOptions& topts);
int join_command(const AppContext& ctx, const NetOptions& o, bool watch, const tui::TerminalOptions& topts);

}  // namespace olympus::app
