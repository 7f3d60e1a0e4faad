// `olympus host`, `olympus join`, `olympus watch`: network play on one machine (or over a TCP
// address the user names). In this slice the people's side is the script-mode line protocol.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "tui/game_entry.hpp"

namespace olympus::app {

struct NetOptions {
    std::string name;                        // the game's name (host: default the game's id)
    std::optional<int> seat;                 // host: the seat its own player takes; join: the seat asked for
    std::vector<int> computer;               // host: seats the computer plays
    std::string dir;                         // the socket folder; empty: the default
    std::string listen;                      // host: also listen on this TCP address
    std::string connect;                     // join/watch: a TCP address instead of a socket
    std::string player;                      // join: the player's name
    std::string token;                       // join: take back a seat after a drop
    std::string load;                        // host: resume this saved game
    int think_ms = 300;
};

int host_command(const GameEntry& game, const AppContext& ctx, const NetOptions& o);
int join_command(const NetOptions& o, bool watch);

}  // namespace olympus::app
