#include "net/client.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>

#include "core/printable.hpp"
#include "net/conn.hpp"
#include "net/session.hpp"

namespace olympus::net {

using json = nlohmann::json;

namespace {
std::string trim(const std::string& s) {
    auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

// The message a line of input stands for, if any.
std::optional<ClientMessage> from_line(const std::string& raw) {
    std::string line = trim(raw);
    if (line.empty() || line[0] == '#') return std::nullopt;
    if (line == "quit" || line == "bye") return Bye{};
    if (line.rfind("say ", 0) == 0) return Say{trim(line.substr(4))};
    return Act{line};
}
}  // namespace

int run_client(const ClientConfig& cfg, int in_fd, std::ostream& out) {
    Conn conn(connect_to({cfg.socket, cfg.tcp}), kMaxHostFrame);
    (void)conn.send(to_json(cfg.hello), kMaxClientFrame);
    auto last_sent = std::chrono::steady_clock::now();
    std::string pending;
    bool input_open = in_fd >= 0, over = false, refused = false;
    for (;;) {
        if (cfg.stop && *cfg.stop) return 3;
        if (std::chrono::steady_clock::now() - last_sent > kPingEvery) {
            (void)conn.send(to_json(Ping{}), kMaxClientFrame);
            last_sent = std::chrono::steady_clock::now();
        }
        pollfd fds[2] = {{conn.fd(), static_cast<short>(POLLIN | (conn.wants_write() ? POLLOUT : 0)), 0},
                         {input_open ? in_fd : -1, POLLIN, 0}};
        int n = ::poll(fds, 2, 200);
        if (n < 0) {
            if (errno == EINTR) continue;
            return 3;
        }
        if (fds[1].revents & (POLLIN | POLLHUP | POLLERR)) {
            char buf[4096];
            ssize_t r = ::read(in_fd, buf, sizeof buf);
            if (r > 0) {
                pending.append(buf, static_cast<std::size_t>(r));
            } else if (r == 0 || errno != EINTR) {
                input_open = false;
                if (!pending.empty()) pending += '\n';
                pending += "quit\n";
            }
            for (auto nl = pending.find('\n'); nl != std::string::npos; nl = pending.find('\n')) {
                auto m = from_line(pending.substr(0, nl));
                pending.erase(0, nl + 1);
                if (!m) continue;
                try {
                    (void)conn.send(to_json(*m), kMaxClientFrame);
                    last_sent = std::chrono::steady_clock::now();
                } catch (const std::length_error&) {
                    out << json{{"type", "error"}, {"text", "that line is too long to send"}}.dump() << std::endl;
                }
            }
            if (pending.size() > kMaxClientFrame) pending.clear();
        }
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            bool ok = conn.receive();
            while (auto m = conn.next()) {
                // The script output is read by people too: no string from the host reaches it raw.
                out << printable_json(*m).dump(-1, ' ', false, json::error_handler_t::replace) << std::endl;
                const std::string type = m->value("type", "");
                if (type == "view" && m->value("terminal", false)) over = true;
                if (type == "status") over = true;
                if (type == "bye" && !over) refused = true;
            }
            if (!ok || conn.decoder_failed()) return over ? 0 : refused ? 1 : 3;
        }
        if (conn.wants_write() && !conn.flush()) return over ? 0 : 3;
    }
}

std::optional<OpenGame> read_status(const json& st) {
    OpenGame g;
    const auto game = st.find("game");
    const auto players = st.find("players");
    const auto open = st.find("open");
    if (game == st.end() || !game->is_string() || players == st.end() || !players->is_number_integer() ||
        open == st.end() || !open->is_array())
        return std::nullopt;
    const long long n = players->get<long long>();
    if (n < 1 || n > 16) return std::nullopt;
    g.players = static_cast<int>(n);
    g.game = printable(game->get_ref<const std::string&>().substr(0, 40));
    for (const json& s : *open) {
        if (!s.is_number_integer() || s.get<long long>() < 0 || s.get<long long>() >= n) return std::nullopt;
        g.open.push_back(s.get<int>());
    }
    if (auto computer = st.find("computer"); computer != st.end()) {
        if (!computer->is_array()) return std::nullopt;
        for (const json& s : *computer) {
            if (!s.is_number_integer() || s.get<long long>() < 0 || s.get<long long>() >= n) return std::nullopt;
            g.computer.push_back(s.get<int>());
        }
    }
    if (auto started = st.find("started"); started != st.end()) {
        if (!started->is_boolean()) return std::nullopt;
        g.started = started->get<bool>();
    }
    return g;
}

std::vector<OpenGame> list_games(const std::filesystem::path& dir) {
    std::vector<OpenGame> out;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
        if (e.path().extension() != ".sock") continue;
        const std::string stem = e.path().stem().string();
        if (!valid_game_name(stem)) {
            // In a shared folder anybody may leave a socket: its name is shown, never obeyed.
            OpenGame bad;
            bad.name = printable(stem.substr(0, 80));
            bad.problem = "not a game's name: skipped";
            out.push_back(std::move(bad));
            continue;
        }
        try {
            Conn c(connect_unix(e.path()), kMaxHostFrame);
            (void)c.send(to_json(Query{}), kMaxClientFrame);
            auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
            while (std::chrono::steady_clock::now() < deadline) {
                pollfd p{c.fd(), static_cast<short>(POLLIN | (c.wants_write() ? POLLOUT : 0)), 0};
                ::poll(&p, 1, 100);
                if (c.wants_write() && !c.flush()) break;
                bool ok = c.receive();
                if (auto m = c.next()) {
                    if (m->value("type", json()) != "status") break;
                    auto g = read_status(*m);
                    if (!g) {
                        g.emplace();
                        g->problem = "its host answered with something that is not a game's status: skipped";
                    }
                    g->name = stem;
                    out.push_back(std::move(*g));
                    break;
                }
                if (!ok) break;
            }
        } catch (const std::exception&) {
            // a stale socket or a host that went away: not an open game
        }
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    return out;
}

}  // namespace olympus::net
