#include "net/socket.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace olympus::net {

namespace fs = std::filesystem;

Fd& Fd::operator=(Fd&& o) noexcept {
    if (this != &o) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = o.release();
    }
    return *this;
}

Fd::~Fd() {
    if (fd_ >= 0) ::close(fd_);
}

namespace {
[[noreturn]] void fail(const std::string& what) { throw NetError(what + ": " + std::strerror(errno)); }

sockaddr_un unix_address(const fs::path& path) {
    sockaddr_un a{};
    a.sun_family = AF_UNIX;
    const std::string s = path.string();
    if (s.size() >= sizeof a.sun_path) throw NetError(s + ": the socket path is too long (use a shorter --dir)");
    std::memcpy(a.sun_path, s.c_str(), s.size() + 1);
    return a;
}

struct TcpAddress {
    sockaddr_storage addr{};
    socklen_t len = 0;
};

TcpAddress tcp_address(const std::string& text) {
    std::string host = "127.0.0.1", port = text;
    if (auto colon = text.rfind(':'); colon != std::string::npos) {
        host = text.substr(0, colon);
        port = text.substr(colon + 1);
        if (host.size() >= 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
    }
    if (host == "localhost" || host.empty()) host = "127.0.0.1";
    if (port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != std::string::npos || std::stoi(port) > 65535)
        throw NetError("'" + text + "': expected ADDRESS:PORT with a port from 0 to 65535");
    const auto p = static_cast<std::uint16_t>(std::stoi(port));
    TcpAddress t;
    auto* v4 = reinterpret_cast<sockaddr_in*>(&t.addr);
    auto* v6 = reinterpret_cast<sockaddr_in6*>(&t.addr);
    if (::inet_pton(AF_INET, host.c_str(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(p);
        t.len = sizeof(sockaddr_in);
    } else if (::inet_pton(AF_INET6, host.c_str(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(p);
        t.len = sizeof(sockaddr_in6);
    } else {
        throw NetError("'" + host + "' is not a numeric IPv4 or IPv6 address");
    }
    return t;
}
Fd new_socket(int family) {
    Fd fd(::socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (!fd) fail("socket");
    return fd;
}
}  // namespace

void set_nonblocking(int fd) {
    int flags = ::fcntl(fd, F_GETFL, 0);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) fail("fcntl");
    ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

bool valid_game_name(const std::string& name) {
    if (name.empty() || name.size() > 40 || name[0] == '.') return false;
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.')) return false;
    return true;
}

fs::path default_socket_dir() {
    fs::path dir;
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg) dir = fs::path(xdg) / "olympus";
    else dir = fs::path("/tmp") / ("olympus-" + std::to_string(::getuid()));
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) fail(dir.string());
    if (xdg && *xdg) return dir;  // the runtime folder is the user's own already
    // A folder in /tmp may have been made by somebody else first, to catch the sockets (and the
    // seats' tokens): it must be this user's own, a real folder, closed to others.
    struct stat st{};
    if (::lstat(dir.c_str(), &st) != 0) fail(dir.string());
    if (!S_ISDIR(st.st_mode) || st.st_uid != ::getuid() || (st.st_mode & 077) != 0)
        throw NetError(dir.string() + " is not a private folder of this user: remove it, or name a folder with --dir");
    return dir;
}

fs::path socket_path(const fs::path& dir, const std::string& name) {
    if (!valid_game_name(name))
        throw NetError("'" + name + "' is not a game name: use 1 to 40 letters, digits, '-', '_' or '.'");
    return dir / (name + ".sock");
}

Fd connect_unix(const fs::path& path) {
    sockaddr_un a = unix_address(path);
    Fd fd = new_socket(AF_UNIX);
    if (::connect(fd.get(), reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) fail(path.string());
    set_nonblocking(fd.get());
    return fd;
}

Fd listen_unix(const fs::path& path) {
    sockaddr_un a = unix_address(path);
    if (fs::exists(fs::symlink_status(path))) {
        try {
            Fd other = connect_unix(path);
            throw NetError(path.string() + ": a game of that name is already being hosted");
        } catch (const NetError& e) {
            if (std::string(e.what()).find("already being hosted") != std::string::npos) throw;
        }
        ::unlink(path.c_str());  // stale: its host is gone
    }
    Fd fd = new_socket(AF_UNIX);
    if (::bind(fd.get(), reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) fail(path.string());
    ::chmod(path.c_str(), 0660);
    if (::listen(fd.get(), 16) != 0) fail("listen");
    set_nonblocking(fd.get());
    return fd;
}

Fd listen_tcp(const std::string& text) {
    TcpAddress t = tcp_address(text);
    Fd fd = new_socket(t.addr.ss_family);
    int one = 1;
    ::setsockopt(fd.get(), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (::bind(fd.get(), reinterpret_cast<sockaddr*>(&t.addr), t.len) != 0) fail("listen on " + text);
    if (::listen(fd.get(), 16) != 0) fail("listen");
    set_nonblocking(fd.get());
    return fd;
}

Fd connect_tcp(const std::string& text) {
    TcpAddress t = tcp_address(text);
    Fd fd = new_socket(t.addr.ss_family);
    if (::connect(fd.get(), reinterpret_cast<sockaddr*>(&t.addr), t.len) != 0) fail(text);
    set_nonblocking(fd.get());
    return fd;
}

int bound_port(const Fd& fd) {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    if (::getsockname(fd.get(), reinterpret_cast<sockaddr*>(&a), &len) != 0) fail("getsockname");
    if (a.ss_family == AF_INET) return ntohs(reinterpret_cast<sockaddr_in*>(&a)->sin_port);
    if (a.ss_family == AF_INET6) return ntohs(reinterpret_cast<sockaddr_in6*>(&a)->sin6_port);
    return -1;
}

Fd accept_client(const Fd& listener) {
    int c = ::accept4(listener.get(), nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
    if (c < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR || errno == ECONNABORTED) return Fd();
        fail("accept");
    }
    return Fd(c);
}

std::string peer_key(int fd) {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    if (::getpeername(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0) return "unknown";
    if (a.ss_family == AF_UNIX) {
        ucred cred{};
        socklen_t cl = sizeof cred;
        if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &cl) != 0) return "unknown";
        return "uid " + std::to_string(cred.uid);
    }
    char text[INET6_ADDRSTRLEN] = {};
    if (a.ss_family == AF_INET) {
        const auto& v4 = reinterpret_cast<const sockaddr_in&>(a).sin_addr;
        if ((ntohl(v4.s_addr) >> 24) == 127) return "loopback";
        ::inet_ntop(AF_INET, &v4, text, sizeof text);
        return text;
    }
    if (a.ss_family == AF_INET6) {
        in6_addr v6 = reinterpret_cast<const sockaddr_in6&>(a).sin6_addr;
        if (IN6_IS_ADDR_LOOPBACK(&v6)) return "loopback";
        if (IN6_IS_ADDR_V4MAPPED(&v6)) {
            if (v6.s6_addr[12] == 127) return "loopback";
            ::inet_ntop(AF_INET, &v6.s6_addr[12], text, sizeof text);
            return text;
        }
        std::fill(v6.s6_addr + 8, v6.s6_addr + 16, 0);
        ::inet_ntop(AF_INET6, &v6, text, sizeof text);
        return std::string(text) + "/64";
    }
    return "unknown";
}

}  // namespace olympus::net
