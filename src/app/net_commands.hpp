// `olympus host`, `olympus join`, `olympus watch`: network play on one machine (or over a TCP
// address the user names). A person at a terminal gets the game's screen (src/app/remote_screen);
// with --script, or without a terminal, the line protocol of script mode.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/remote_screen.hpp"
#include "core/level.hpp"
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

// The level the computer plays a hosted game's seats at: `word`'s (host --level, the lobby's form),
// or when none is given the one --help and the form offer first: strong, skilled in CGS (its search
// takes most of a second on every step), none for a team game (Micro Hero's partner plays one way).
std::optional<Level> hosted_level(const GameEntry& game, const std::string& word);

// The lobby's "Host a game" (no game server on this machine): hosts `game` as `olympus host
// GAME --seat N` does, from this process, and returns its own player's screen of it, which waits
// for the others to join (from their own Play with others, or `olympus join NAME`). The host stops,
// saving the game, when that screen goes. Throws net::NetError (a game of that name is hosted or
// was left unfinished; a bad name) before anything starts.
std::unique_ptr<tui::Screen> host_here_screen(const GameEntry& game, const AppContext& ctx, const NetOptions& o);

int host_command(const GameEntry& game, const AppContext& ctx, const NetOptions& o, const tui::TerminalOptions& topts);
int join_command(const AppContext& ctx, const NetOptions& o, bool watch, const tui::TerminalOptions& topts);

}  // namespace olympus::app
