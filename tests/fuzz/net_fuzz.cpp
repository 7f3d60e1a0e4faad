// The network message decoder: bytes as a client would send them, cut into reads of the sizes the
// first bytes choose. Decoding must never throw nor hold more than twice the limit; every message
// it accepts must encode and decode back to itself.
#include "fuzz/exercise.hpp"
#include "net/codec.hpp"

OLYMPUS_FUZZ_TARGET(net_message) {
    using namespace olympus;
    fuzz::Bytes in(data, size);
    const std::size_t chunk = 1 + static_cast<std::size_t>(in.below(64));
    std::string_view rest = in.rest();
    net::FrameDecoder d(net::kMaxClientFrame);
    while (!rest.empty() && !d.failed()) {
        const std::size_t n = std::min(chunk, rest.size());
        d.feed(rest.substr(0, n));
        rest.remove_prefix(n);
        while (auto j = d.next()) {
            std::string why;
            auto m = net::parse_client_message(*j, why);
            if (!m) {
                if (why.empty()) fuzz::fail("a message refused without a reason");
                continue;
            }
            const std::string frame = net::encode_frame(net::to_json(*m), net::kMaxClientFrame);
            net::FrameDecoder again(net::kMaxClientFrame);
            again.feed(frame);
            auto back = again.next();
            std::string why2;
            auto m2 = back ? net::parse_client_message(*back, why2) : std::nullopt;
            if (!m2 || net::to_json(*m2) != net::to_json(*m)) fuzz::fail("a message does not survive a round trip");
        }
    }
}
