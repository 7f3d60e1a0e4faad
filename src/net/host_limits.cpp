#include <charconv>

#include "net/host.hpp"

namespace olympus::net {

std::optional<HostLimits> parse_host_limits(const std::string& text, std::string& why) {
    HostLimits l;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find(',', at);
        if (end == std::string::npos) end = text.size();
        const std::string item = text.substr(at, end - at);
        at = end + 1;
        const auto eq = item.find('=');
        long long n = -1;
        if (eq != std::string::npos) {
            const char* first = item.data() + eq + 1;
            const char* last = item.data() + item.size();
            auto [p, ec] = std::from_chars(first, last, n);
            if (ec != std::errc() || p != last || first == last) n = -1;
        }
        const std::string name = item.substr(0, eq);
        if (n < 1 || n > (1LL << 30)) {
            why = "'" + item + "': expected NAME=N with N from 1 to 2^30";
            return std::nullopt;
        }
        if (name == "max_clients") l.max_clients = static_cast<std::size_t>(n);
        else if (name == "per_peer") l.per_peer = static_cast<std::size_t>(n);
        else if (name == "queue_bytes") l.queue_bytes = static_cast<std::size_t>(n);
        else if (name == "hello_seconds") l.hello_seconds = static_cast<int>(n);
        else if (name == "idle_seconds") l.idle_seconds = static_cast<int>(n);
        else if (name == "bye_seconds") l.bye_seconds = static_cast<int>(n);
        else {
            why = "'" + name + "' is not a host limit";
            return std::nullopt;
        }
    }
    return l;
}

}  // namespace olympus::net
