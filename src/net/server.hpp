// `olympus serve`: one process holding games for everybody on the machine, reached through one
// Unix socket. Each connection is known by its peer credentials (SO_PEERCRED: uid, then the user
// name), never by a password or token; a seat belongs to a user, so a player leaves and comes back
// with nothing to keep. Single-threaded, poll(2), the same limits as a host (HostLimits).
//
// Protocol: the host's frames (net/codec.hpp), plus, from a client: list (answered with games
// {games: [{name, game, title, players, free, spectators, to_move, since, started, over,
// your_seat, your_turn}]}, then the server hangs up), create {game, name, options, computer}
// (answered with created {name} or error {text}, then it hangs up), and hello {game: NAME, seat?,
// watch?} to sit at (or watch) a game: from then on it is a host's conversation (welcome, view,
// chat, info, error, bye), each seat sent only its own view and a spectator the public one.
#pragma once
#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>
#include <ostream>
#include <string>

#include "net/game_store.hpp"
#include "net/host.hpp"
#include "net/socket.hpp"

namespace olympus::net {

struct ServerConfig {
    std::filesystem::path socket;          // where to listen (unless `listener` is given)
    Fd listener;                           // a socket already listening (systemd socket activation)
    HostLimits limits;
    int think_ms = 300;                    // the computer's time per move
    std::uint64_t ai_seed = 1;
    // Finished games kept for the lobby's list and their replays: each person's most recently
    // finished; an older one gives its place when a game is created (who played and who won stay
    // in the records). One user's games never push out another's.
    std::size_t keep_finished = 50;
    std::ostream* log = nullptr;
    const std::atomic<int>* stop = nullptr;
    // Who is at the other end of a connection: a user name, or "" when it cannot be told (then
    // the connection is refused). Default: SO_PEERCRED's uid, looked up in the user database.
    std::function<std::string(int fd)> identify;
    std::function<void()> on_ready;
};

// The user name of the process at the other end of a Unix socket; "" when it cannot be told.
std::string peer_user(int fd);

// Serves until `stop` is set; returns 0. Throws NetError when the socket cannot be set up.
int run_server(GameStore& store, ServerConfig cfg);

}  // namespace olympus::net
