// A client's connection to a host, for a screen that polls it between keys: connect and say
// hello, then take the host's messages as they come and send actions, chat and goodbye.
#pragma once
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "net/conn.hpp"

namespace olympus::net {

// A client that has sent nothing for this long pings, so a host keeps a quiet spectator (it drops
// spectators silent for HostLimits::idle_seconds, a minute by default).
inline constexpr std::chrono::seconds kPingEvery{20};

// Where the host is: its socket file, or ADDR:PORT over TCP.
struct HostAddress {
    std::optional<std::filesystem::path> socket;
    std::optional<std::string> tcp;
};

// Connects to the host; throws NetError when nobody answers there.
Fd connect_to(const HostAddress& where);

class ClientSession {
public:
    // Connects and sends the hello; throws NetError when the host cannot be reached.
    ClientSession(const HostAddress& where, const Hello& hello);
    // The messages that arrived, waiting up to `wait_ms` for the first (0: only what is there).
    std::vector<nlohmann::json> poll(int wait_ms);
    void send(const ClientMessage& m);
    // False once the host hung up or the connection broke; why() then says why, if it is known.
    bool open() const { return open_; }
    const std::string& why() const { return why_; }

private:
    Conn conn_;
    std::chrono::steady_clock::time_point last_sent_;
    bool open_ = true;
    std::string why_;
};

}  // namespace olympus::net
