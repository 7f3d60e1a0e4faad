#include "net/conn.hpp"

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

namespace olympus::net {

bool Conn::receive() {
    char buf[4096];
    for (;;) {
        ssize_t n = ::recv(fd_.get(), buf, sizeof buf, 0);
        if (n > 0) {
            if (!in_.feed(std::string_view(buf, static_cast<std::size_t>(n)))) return false;
            return true;  // the owner takes the frames out before the next read
        }
        if (n == 0) return false;
        if (errno == EINTR) continue;
        return errno == EAGAIN || errno == EWOULDBLOCK;
    }
}

bool Conn::send(const nlohmann::json& msg, std::size_t limit) {
    if (out_.size() > (8u << 20)) return false;
    out_ += encode_frame(msg, limit);
    return true;
}

bool Conn::flush() {
    while (!out_.empty()) {
        ssize_t n = ::send(fd_.get(), out_.data(), out_.size(), MSG_NOSIGNAL);
        if (n > 0) {
            out_.erase(0, static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    }
    return true;
}

}  // namespace olympus::net
