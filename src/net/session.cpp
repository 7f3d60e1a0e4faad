#include "net/session.hpp"

#include <poll.h>

#include "core/printable.hpp"

namespace olympus::net {

Fd connect_to(const HostAddress& where) {
    if (where.socket) return connect_unix(*where.socket);
    return connect_tcp(where.tcp.value_or(""));
}

ClientSession::ClientSession(const HostAddress& where, const Hello& hello) : conn_(connect_to(where), kMaxHostFrame) {
    send(hello);
}

void ClientSession::send(const ClientMessage& m) {
    if (!open_) return;
    last_sent_ = std::chrono::steady_clock::now();
    try {
        (void)conn_.send(to_json(m), kMaxClientFrame);
    } catch (const std::length_error&) {
        return;  // too long to send: the callers limit what they send, so this is never a whole game lost
    }
    if (!conn_.flush()) {
        open_ = false;
        why_ = "the connection to the host broke";
    }
}

std::vector<nlohmann::json> ClientSession::poll(int wait_ms) {
    std::vector<nlohmann::json> out;
    if (open_ && std::chrono::steady_clock::now() - last_sent_ > kPingEvery) send(Ping{});
    // A view may span many reads: keep reading while bytes wait, waiting only for the first.
    for (int round = 0; open_ && round < 1024; ++round) {
        pollfd p{conn_.fd(), static_cast<short>(POLLIN | (conn_.wants_write() ? POLLOUT : 0)), 0};
        if (::poll(&p, 1, round == 0 ? wait_ms : 0) <= 0) break;  // nothing (or EINTR): next call
        if (conn_.wants_write() && !conn_.flush()) {
            open_ = false;
            why_ = "the connection to the host broke";
        }
        if (!(p.revents & (POLLIN | POLLHUP | POLLERR))) break;
        bool ok = conn_.receive();
        // Every string the host sends is made printable here, before any screen can draw it.
        while (auto m = conn_.next()) out.push_back(printable_json(*m));
        if (conn_.decoder_failed()) {
            open_ = false;
            why_ = "the host sent data that cannot be read: " + printable(conn_.error());
        } else if (!ok) {
            open_ = false;
        }
    }
    return out;
}

}  // namespace olympus::net
