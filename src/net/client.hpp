// The people's side of network play, for now as a line protocol (like `olympus play --script`):
// each stdin line is an action in its text form, `say TEXT` chats, `quit` leaves; every message
// from the host is printed as one JSON line. The terminal screens for network play come next.
#pragma once
#include <atomic>
#include <csignal>
#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "net/codec.hpp"
#include "net/socket.hpp"

namespace olympus::net {

struct ClientConfig {
    std::optional<std::filesystem::path> socket;  // the game's socket file, or
    std::optional<std::string> tcp;                // ADDR:PORT
    Hello hello;
    const std::atomic<int>* stop = nullptr;
};

// Plays until the host hangs up or input ends. Returns 0 when the game ended, 1 when the host
// refused or dropped this client, 3 when the connection was lost or input ended first.
int run_client(const ClientConfig& cfg, int in_fd, std::ostream& out);

// A game found in a socket folder, as its host described it. Everything here came from other
// processes (the socket's name, the host's answer) and is already made printable.
struct OpenGame {
    std::string name;            // the socket's name without ".sock"
    std::string game;            // the game's id
    int players = 0;
    std::vector<int> open;       // the seats free to take
    std::vector<int> computer;   // the seats the computer plays (a host that does not say: none)
    bool started = false;
    std::string problem;         // not empty: the entry cannot be used, and why
};
// The games hosted in `dir` that answer, by name (stale sockets are left out). One that answers
// with something else, or whose socket's name is not a game name, comes with a problem, so the
// others are still listed.
std::vector<OpenGame> list_games(const std::filesystem::path& dir);
// Reads a host's answer to query; nullopt when it is not a game's status.
std::optional<OpenGame> read_status(const nlohmann::json& status);

}  // namespace olympus::net
