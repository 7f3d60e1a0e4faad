// One end of a stream socket carrying frames: what was received, cut into messages, and what
// waits to be sent. Non-blocking; the owner polls the fd and calls receive()/flush().
#pragma once
#include <deque>
#include <memory>
#include <string>

#include "net/codec.hpp"
#include "net/socket.hpp"

namespace olympus::net {

// An encoded frame; shared, so one view or chat line sent to many spectators is held once.
using Frame = std::shared_ptr<const std::string>;
Frame make_frame(const nlohmann::json& msg, std::size_t limit = kMaxHostFrame);

class Conn {
public:
    // `out_limit`: the most bytes left waiting to be sent before send() refuses (a queue that is
    // empty always takes one frame, however long).
    Conn(Fd fd, std::size_t in_limit, std::size_t out_limit = kDefaultOutLimit)
        : fd_(std::move(fd)), in_(in_limit), out_limit_(out_limit) {}
    static constexpr std::size_t kDefaultOutLimit = 8u << 20;
    int fd() const { return fd_.get(); }
    // Reads what is there; false when the peer hung up, an error happened or the stream is bad
    // (then error() says why, empty for a plain hang-up).
    bool receive();
    std::optional<nlohmann::json> next() { return in_.next(); }
    const std::string& error() const { return in_.error(); }
    bool decoder_failed() const { return in_.failed(); }
    // Queues a message; false (and nothing queued) when the peer is too far behind: the frame
    // would take the bytes waiting past the limit.
    bool send(const nlohmann::json& msg, std::size_t limit = kMaxHostFrame);
    bool send(Frame f);
    // Writes what it can; false on a broken connection.
    bool flush();
    bool wants_write() const { return !out_.empty(); }
    std::size_t queued() const { return queued_; }
    void close() { fd_ = Fd(); }

private:
    Fd fd_;
    FrameDecoder in_;
    std::size_t out_limit_;
    std::deque<Frame> out_;
    std::size_t sent_ = 0;    // bytes of out_.front() already written
    std::size_t queued_ = 0;  // bytes waiting, over the whole queue
};

}  // namespace olympus::net
