// One end of a stream socket carrying frames: what was received, cut into messages, and what
// waits to be sent. Non-blocking; the owner polls the fd and calls receive()/flush().
#pragma once
#include <string>

#include "net/codec.hpp"
#include "net/socket.hpp"

namespace olympus::net {

class Conn {
public:
    Conn(Fd fd, std::size_t in_limit) : fd_(std::move(fd)), in_(in_limit) {}
    int fd() const { return fd_.get(); }
    // Reads what is there; false when the peer hung up, an error happened or the stream is bad
    // (then error() says why, empty for a plain hang-up).
    bool receive();
    std::optional<nlohmann::json> next() { return in_.next(); }
    const std::string& error() const { return in_.error(); }
    bool decoder_failed() const { return in_.failed(); }
    // Queues a message; false when the peer is too far behind (more than 8 MiB unsent).
    bool send(const nlohmann::json& msg, std::size_t limit = kMaxHostFrame);
    // Writes what it can; false on a broken connection.
    bool flush();
    bool wants_write() const { return !out_.empty(); }
    void close() { fd_ = Fd(); }

private:
    Fd fd_;
    FrameDecoder in_;
    std::string out_;
};

}  // namespace olympus::net
