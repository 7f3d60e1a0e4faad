// `olympus serve` (the game server) and `olympus status` (the one "your turn" line).
#pragma once
#include <filesystem>
#include <string>

#include "net/game_store.hpp"

namespace olympus::app {

struct ServeOptions {
    std::string socket;     // empty: default_server_socket()
    std::string state_dir;  // empty: default_state_dir()
    int think_ms = 300;
};

// $STATE_DIRECTORY (set by systemd), else $XDG_STATE_HOME/olympus-serve, else
// ~/.local/state/olympus-serve.
std::filesystem::path default_state_dir();

// Tables for the server from the game registry (every game that can be played over the network).
net::TableMaker registry_maker();

int serve_command(const ServeOptions& o);
// Prints the "your turn" line, or nothing; exit 0 either way (also when no server runs), so a
// login script can call it without care.
int status_command(const std::string& socket);
// `olympus give-up NAME`: gives up this user's place at a game on the server; prints what
// happened (exit 0), or why not on stderr (exit 1).
int give_up_command(const std::string& socket, const std::string& name);

}  // namespace olympus::app
