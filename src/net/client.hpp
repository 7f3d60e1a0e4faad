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

struct OpenGame {
    std::string name;
    nlohmann::json status;  // the host's answer to query
};
// The games hosted in `dir` that answer (stale sockets are skipped).
std::vector<OpenGame> list_games(const std::filesystem::path& dir);

}  // namespace olympus::net
