// Test helpers for the host: a client speaking raw frames, and a Hera & Zeus host (the real
// binary) in a fresh folder, optionally with shortened connection limits (OLYMPUS_HOST_LIMITS).
#pragma once
#include <sys/socket.h>

#include <array>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "net/child.hpp"
#include "net/conn.hpp"
#include "support/temp_dir.hpp"

namespace host_test {

using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;
namespace fs = std::filesystem;
using namespace olympus;

// Connects, trying again for a while: the socket file appears when it is bound, a moment before
// the host listens on it.
inline net::Fd connect_soon(const fs::path& sock) {
    for (auto end = clock_type::now() + std::chrono::seconds(10);; ::usleep(20000)) {
        try {
            return net::connect_unix(sock);
        } catch (const net::NetError&) {
            if (clock_type::now() > end) throw;
        }
    }
}

// A client speaking frames directly, to send what `olympus join` never would.
struct Raw {
    net::Conn conn;
    explicit Raw(const fs::path& sock) : conn(connect_soon(sock), net::kMaxHostFrame) {}
    void send_bytes(const std::string& bytes) {
        std::size_t done = 0;
        auto end = clock_type::now() + std::chrono::seconds(10);
        while (done < bytes.size() && clock_type::now() < end) {
            ssize_t n = ::send(conn.fd(), bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
            if (n > 0) done += static_cast<std::size_t>(n);
            else if (n < 0 && errno != EAGAIN && errno != EINTR) return;  // the host hung up
            else ::usleep(1000);
        }
    }
    void send(const json& m) { send_bytes(net::encode_frame(m)); }
    // The next message of this type (others are skipped); nullopt when the host hangs up or in 20 s.
    std::optional<json> until(const std::string& type) {
        auto end = clock_type::now() + std::chrono::seconds(20);
        while (clock_type::now() < end) {
            while (auto m = conn.next())
                if (m->value("type", "") == type) return m;
            pollfd p{conn.fd(), POLLIN, 0};
            ::poll(&p, 1, 100);
            if ((p.revents & (POLLIN | POLLHUP)) && !conn.receive()) {
                while (auto m = conn.next())
                    if (m->value("type", "") == type) return m;
                return std::nullopt;
            }
        }
        return std::nullopt;
    }
    // True when the host has closed the connection (within 20 s).
    bool hung_up() {
        auto end = clock_type::now() + std::chrono::seconds(20);
        while (clock_type::now() < end) {
            pollfd p{conn.fd(), POLLIN, 0};
            ::poll(&p, 1, 100);
            if ((p.revents & (POLLIN | POLLHUP)) && !conn.receive()) return true;
            while (conn.next()) {
            }
        }
        return false;
    }
};

// The command line of a Hera & Zeus host called `name` with its socket in `dir` and its saves in
// dir/`save_dir`, followed by `extra`.
inline std::vector<std::string> host_args(const fs::path& dir, const std::string& name, const std::vector<std::string>& extra,
                                   const std::string& save_dir = "save") {
    std::vector<std::string> args{OLYMPUS_BINARY, "--save-dir", (dir / save_dir).string(), "host", "herazeus",
                                  "--name", name, "--dir", dir.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

// True once the socket file is there (within 20 s): the host is listening.
inline bool socket_appears(const fs::path& sock) {
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!fs::exists(sock) && clock_type::now() < end) ::usleep(20000);
    return fs::exists(sock);
}

// True once the host logs that it is hosting (within 20 s): its socket file appears at bind(),
// a moment before it listens, when a connection would be refused.
inline bool host_listening(Child& host) {
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (clock_type::now() < end && !host.eof()) {
        if (auto line = host.line()) {
            if (line->rfind("hosting ", 0) == 0) return true;
        } else {
            wait_any({&host}, end);
        }
    }
    return false;
}

struct Game {
    TempDir td;
    std::unique_ptr<HostProcess> host;
    fs::path sock;
    std::string limits;  // OLYMPUS_HOST_LIMITS for the host, or empty
    explicit Game(std::string host_limits = "") : limits(std::move(host_limits)) { start({}); }
    // Starts the host (again), with `extra` arguments such as --load FILE.
    void start(std::vector<std::string> extra) {
        extra.insert(extra.begin(), {"--seed", "4"});
        if (!limits.empty()) ::setenv("OLYMPUS_HOST_LIMITS", limits.c_str(), 1);
        host = std::make_unique<HostProcess>(host_args(td.path, "t", extra));
        ::unsetenv("OLYMPUS_HOST_LIMITS");
        sock = td.path / "t.sock";
        REQUIRE(socket_appears(sock));
        REQUIRE(host_listening(*host));
    }
    fs::path save_file() const { return td.path / "save" / "net" / "t.json"; }
};

inline json hello(int seat, const std::string& token = "") {
    json h = {{"type", "hello"}, {"name", "p" + std::to_string(seat)}, {"seat", seat}};
    if (!token.empty()) h["token"] = token;
    return h;
}

// Seats `a` at 0 and `b` at 1 (with the seats' tokens, when given) and returns their welcomes.
inline std::array<json, 2> seat_both(Raw& a, Raw& b, const std::string& token_a = "", const std::string& token_b = "") {
    a.send(hello(0, token_a));
    b.send(hello(1, token_b));
    auto wa = a.until("welcome");
    auto wb = b.until("welcome");
    REQUIRE(wa);
    REQUIRE(wb);
    return {*wa, *wb};
}

}  // namespace host_test
