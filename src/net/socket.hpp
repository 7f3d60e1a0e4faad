// Sockets for network play: Unix-domain sockets in a per-user (or shared) folder and a TCP
// listener, all non-blocking and driven with poll(2). Errors throw NetError with the reason.
#pragma once
#include <filesystem>
#include <stdexcept>
#include <string>

namespace olympus::net {

struct NetError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// An owned file descriptor.
class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : fd_(fd) {}
    Fd(Fd&& o) noexcept : fd_(o.release()) {}
    Fd& operator=(Fd&& o) noexcept;
    ~Fd();
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return fd_; }
    int release() {
        int f = fd_;
        fd_ = -1;
        return f;
    }
    explicit operator bool() const { return fd_ >= 0; }

private:
    int fd_ = -1;
};

// $XDG_RUNTIME_DIR/olympus, else /tmp/olympus-<uid>; created (mode 0700) when missing.
std::filesystem::path default_socket_dir();
// The game NAME's socket in `dir`. Names are letters, digits, '-', '_' and '.', 1 to 40 of them.
std::filesystem::path socket_path(const std::filesystem::path& dir, const std::string& name);
bool valid_game_name(const std::string& name);

// Listens on the socket file, replacing a stale one (no one answers on it); throws when another
// host holds it. The file is group-writable so users of one group can meet in a shared --dir.
Fd listen_unix(const std::filesystem::path& path);
Fd connect_unix(const std::filesystem::path& path);
// ADDR:PORT, [V6ADDR]:PORT or PORT (loopback). Port 0 picks a free port (see bound_port).
Fd listen_tcp(const std::string& addr);
Fd connect_tcp(const std::string& addr);
int bound_port(const Fd& fd);
Fd accept_client(const Fd& listener);  // an empty Fd when none waits
// Who is at the other end, for limits per peer: "uid N" on a Unix socket (SO_PEERCRED), the
// IPv4 address, an IPv6 address's /64 network (one host holds a whole /64), and one "loopback"
// for every loopback address (a local user can pick any of 127.0.0.0/8 as its source).
std::string peer_key(int fd);
void set_nonblocking(int fd);

}  // namespace olympus::net
