// The network host: owns one game's rules state (behind a Table) and serves its seats to
// clients over a Unix-domain socket and, if asked, a TCP listener. Single-threaded, poll(2).
//
// Protocol (frames from net/codec.hpp). Client to host: hello {name, seat?, token?, watch?},
// act {action}, say {text}, query, bye, ping (nothing answered: it only shows the client is
// there). Host to client: welcome {game, name, seat, token, players, setup}, view {seat,
// to_move, view, legal (only to the seat to act), terminal, winner?, you_played?}, chat {from,
// seat, text}, info {text}, error {text} (the move was refused, the game goes on), status {game,
// name, players, open, started, over} (answer to query), bye {reason} (then the host hangs up).
// A client sees only its own seat's view; a spectator only the public one. The connection
// limits are HostLimits below.
#pragma once
#include <atomic>
#include <csignal>
#include <functional>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/table.hpp"

namespace olympus::net {

// A human seat as a save keeps it, so a resumed game gives each player back the seat its token
// opens. An empty token: nobody had claimed the seat.
struct SavedSeat {
    std::string name;
    std::string token;
    bool operator==(const SavedSeat&) const = default;
};

// The seats a net save's "extra" holds ({"seats": [{"name", "token"}, ...]}); none when `extra`
// is null. Throws NetError when they are damaged.
std::vector<SavedSeat> saved_seats(const nlohmann::json& extra);

// How much a host gives its connections. The defaults are documented in docs/ARCHITECTURE.md
// ("Network play") and the man page; tests shorten them through OLYMPUS_HOST_LIMITS.
struct HostLimits {
    std::size_t max_clients = 64;        // connections that said hello; a seat's token always gets in
    std::size_t per_peer = 8;            // connections one peer (uid, address) holds without a seat
    std::size_t queue_bytes = 1u << 20;  // unsent bytes per connection before it is dropped
    int hello_seconds = 10;              // to say hello after connecting
    int idle_seconds = 60;               // a spectator's longest silence (clients ping every 20 s)
    int bye_seconds = 5;                 // to read a goodbye before the host hangs up anyway
    bool operator==(const HostLimits&) const = default;
};

// Reads "name=N,..." (names as the fields above: max_clients, per_peer, queue_bytes,
// hello_seconds, idle_seconds, bye_seconds) over the defaults; nullopt, with `why`, on a bad one.
std::optional<HostLimits> parse_host_limits(const std::string& text, std::string& why);

struct HostConfig {
    std::string game_id;
    int save_version = 1;
    std::string name;                      // the game's name: its socket is <dir>/<name>.sock
    std::filesystem::path dir;             // where the socket lies
    std::optional<std::string> listen;     // also a TCP listener on ADDR:PORT
    std::vector<int> computer_seats;       // seats the computer plays
    std::optional<Level> level;            // the level it plays them at; nullopt: the game's own
    int think_ms = 300;                    // the computer's time per move
    std::uint64_t ai_seed = 1;
    std::filesystem::path save_file;       // written when a player leaves and at the end; empty: never
    std::vector<SavedSeat> seats;          // a resumed game's seats (from its save), or empty
    HostLimits limits;
    std::ostream* log = nullptr;           // one line per happening (joins, drops, the end)
    const std::atomic<int>* stop = nullptr;  // set (by a signal handler or another thread) to save and quit
    // Called once the listeners are up (e.g. to start a local client); may be empty.
    std::function<void()> on_ready;
};

// Runs the game until it ends (every seat shown the final view) or `stop` is set; returns 0 when
// the game reached its end, 3 when stopped before (the game is saved), and throws NetError when
// the socket cannot be set up.
int run_host(Table& table, const HostConfig& cfg);

}  // namespace olympus::net
