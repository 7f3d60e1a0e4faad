#include "net/conn.hpp"

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

namespace olympus::net {

Frame make_frame(const nlohmann::json& msg, std::size_t limit) { return std::make_shared<const std::string>(encode_frame(msg, limit)); }

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

bool Conn::send(const nlohmann::json& msg, std::size_t limit) { return send(make_frame(msg, limit)); }

bool Conn::send(Frame f) {
    if (!out_.empty() && queued_ + f->size() > out_limit_) return false;
    queued_ += f->size();
    out_.push_back(std::move(f));
    return true;
}

bool Conn::flush() {
    while (!out_.empty()) {
        const std::string& front = *out_.front();
        ssize_t n = ::send(fd_.get(), front.data() + sent_, front.size() - sent_, MSG_NOSIGNAL);
        if (n > 0) {
            sent_ += static_cast<std::size_t>(n);
            queued_ -= static_cast<std::size_t>(n);
            if (sent_ == front.size()) {
                out_.pop_front();
                sent_ = 0;
            }
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    }
    return true;
}

}  // namespace olympus::net
