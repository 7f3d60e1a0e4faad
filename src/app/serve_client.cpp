#include "app/serve_client.hpp"

#include <poll.h>

#include <chrono>
#include <cstdlib>
#include <ctime>

#include "app/registry.hpp"
#include "core/printable.hpp"
#include "net/conn.hpp"

namespace olympus::app {

namespace fs = std::filesystem;
using json = nlohmann::json;

fs::path default_server_socket() {
    const char* env = std::getenv("OLYMPUS_SERVER");
    return env && *env ? fs::path(env) : fs::path("/run/olympus/serve.sock");
}

namespace {

// Sends one request and waits (2 s at most) for the first answer.
std::optional<json> ask(const fs::path& socket, const net::ClientMessage& m, std::string& why) {
    try {
        net::Conn c(net::connect_unix(socket), net::kMaxHostFrame);
        (void)c.send(net::to_json(m), net::kMaxClientFrame);
        const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(2);
        while (std::chrono::steady_clock::now() < end) {
            pollfd p{c.fd(), static_cast<short>(POLLIN | (c.wants_write() ? POLLOUT : 0)), 0};
            ::poll(&p, 1, 100);
            if (c.wants_write() && !c.flush()) break;
            const bool ok = c.receive();
            if (auto a = c.next()) return printable_json(*a);
            if (!ok) break;
        }
        why = "the server at " + printable(socket.string()) + " did not answer";
    } catch (const std::exception&) {
        why = "nothing answers at " + printable(socket.string());
    }
    return std::nullopt;
}

std::string text_of(const json& j, const char* key) {
    auto it = j.find(key);
    // Long enough for any of the server's sentences; bounded, as anything a server sends is.
    return it != j.end() && it->is_string() ? it->get<std::string>().substr(0, 300) : "";
}

}  // namespace

std::optional<std::vector<ServedListing>> ask_games(const fs::path& socket, std::string& why) {
    auto a = ask(socket, net::List{}, why);
    if (!a) return std::nullopt;
    if (a->value("type", json()) == "bye") {
        why = "the server refused: " + text_of(*a, "reason");
        return std::nullopt;
    }
    if (a->value("type", json()) != "games" || !a->contains("games") || !(*a)["games"].is_array()) {
        why = "what answers at " + printable(socket.string()) + " is not a game server";
        return std::nullopt;
    }
    std::vector<ServedListing> out;
    for (const json& g : (*a)["games"]) {
        if (!g.is_object()) continue;
        ServedListing l;
        l.name = text_of(g, "name");
        l.game = text_of(g, "game");
        const GameEntry* e = find_game(l.game);
        l.title = e ? e->title : l.game;
        if (auto p = g.find("players"); p != g.end() && p->is_array())
            for (const json& s : *p) l.players.push_back(s.is_string() ? s.get<std::string>().substr(0, 40) : "");
        if (auto f = g.find("free"); f != g.end() && f->is_array())
            for (const json& s : *f)
                if (s.is_number_integer() && s.get<long long>() >= 0 && s.get<long long>() < 16) l.free.push_back(s.get<int>());
        if (auto s = g.find("spectators"); s != g.end() && s->is_number_integer()) l.spectators = static_cast<int>(std::clamp<long long>(s->get<long long>(), 0, 9999));
        l.to_move = text_of(g, "to_move");
        if (auto s = g.find("since"); s != g.end() && s->is_number_integer()) l.since = s->get<std::int64_t>();
        auto flag = [&](const char* k) { auto it = g.find(k); return it != g.end() && it->is_boolean() && it->get<bool>(); };
        l.started = flag("started");
        l.over = flag("over");
        l.watchable = flag("watchable");
        l.your_turn = flag("your_turn");
        if (auto s = g.find("your_seat"); s != g.end() && s->is_number_integer() && s->get<long long>() >= 0 && s->get<long long>() < 16)
            l.your_seat = s->get<int>();
        if (auto w = g.find("winner"); l.over && w != g.end() && w->is_number_integer() && w->get<long long>() >= -1 && w->get<long long>() < 16)
            l.winner = w->get<int>();
        if (!l.name.empty()) out.push_back(std::move(l));
    }
    return out;
}

std::string ask_create(const fs::path& socket, const net::Create& c) {
    std::string why;
    auto a = ask(socket, c, why);
    if (!a) return why;
    const json type = a->value("type", json());
    if (type == "created") return "";
    if (type == "error") return text_of(*a, "text");
    if (type == "bye") return text_of(*a, "reason");
    return "the server answered with something this Olympus cannot read";
}

bool ask_give_up(const fs::path& socket, const std::string& name, std::string& text) {
    auto a = ask(socket, net::GiveUp{name}, text);
    if (!a) return false;
    const json type = a->value("type", json());
    text = type == "given_up" || type == "error" ? text_of(*a, "text")
           : type == "bye"                       ? "the server refused: " + text_of(*a, "reason")
                                                 : "the server answered with something this Olympus cannot read";
    return type == "given_up";
}

std::optional<std::vector<std::string>> ask_records(const fs::path& socket, std::string& why) {
    auto a = ask(socket, net::RecordsAsk{}, why);
    if (!a) return std::nullopt;
    const json type = a->value("type", json());
    if (type == "records" && a->contains("lines") && (*a)["lines"].is_array()) {
        std::vector<std::string> out;
        for (const json& l : (*a)["lines"])
            if (l.is_string()) out.push_back(l.get<std::string>().substr(0, 200));
        return out;
    }
    why = type == "error" ? text_of(*a, "text") : type == "bye" ? "the server refused: " + text_of(*a, "reason")
                                                                : "the server answered with something this Olympus cannot read";
    return std::nullopt;
}

std::optional<tui::SeatReplay> ask_replay(const fs::path& socket, const std::string& name, std::string& why) {
    // A view of a big game is tens of kilobytes: the replay comes as many frames, until its end.
    constexpr std::size_t kMostViews = 100000;
    try {
        net::Conn c(net::connect_unix(socket), net::kMaxHostFrame);
        (void)c.send(net::to_json(net::ReplayAsk{name}), net::kMaxClientFrame);
        std::optional<tui::SeatReplay> r;
        auto heard = std::chrono::steady_clock::now();
        bool open = true;
        while (open && std::chrono::steady_clock::now() - heard < std::chrono::seconds(10)) {
            pollfd p{c.fd(), static_cast<short>(POLLIN | (c.wants_write() ? POLLOUT : 0)), 0};
            ::poll(&p, 1, 100);
            if (c.wants_write() && !c.flush()) break;
            open = c.receive();
            while (auto m = c.next()) {
                heard = std::chrono::steady_clock::now();
                const json type = m->value("type", json());
                if (!r) {
                    if (type != "replay") {
                        why = type == "error" ? printable(text_of(*m, "text"))
                              : type == "bye" ? "the server refused: " + printable(text_of(*m, "reason"))
                                              : "the server answered with something this Olympus cannot read";
                        return std::nullopt;
                    }
                    r.emplace();
                    r->game = text_of(*m, "game");
                    if (auto s = m->find("seats"); s != m->end() && s->is_array())
                        for (const json& x : *s) r->seats.push_back(x.is_string() ? printable(x.get<std::string>().substr(0, 40)) : "?");
                    if (auto s = m->find("seat"); s != m->end() && s->is_number_integer()) r->seat = s->get<int>();
                    r->finished = m->value("finished", json(false)) == true;
                    r->result = printable(text_of(*m, "result"));
                    r->setup = m->value("setup", json());
                    if (auto t = m->find("turn_starts"); t != m->end() && t->is_array())
                        for (const json& x : *t)
                            if (x.is_number_integer()) r->turn_starts.push_back(x.get<int>());
                    if (auto t = m->find("turn_numbers"); t != m->end() && t->is_array())
                        for (const json& x : *t)
                            if (x.is_number_integer()) r->turn_numbers.push_back(static_cast<int>(std::clamp<long long>(x.get<long long>(), -1, 1000000)));
                    if (std::string w = text_of(*m, "turn_word"); w == "turn" || w == "round") r->turn_word = w;
                } else if (type == "replay_view" && m->contains("view") && (*m)["view"].is_object()) {
                    if (r->views.size() >= kMostViews) break;
                    r->views.push_back((*m)["view"]);
                } else if (type == "replay_end") {
                    if (r->views.empty() || r->seats.empty() || r->seat >= static_cast<int>(r->seats.size())) break;
                    return r;
                }
            }
        }
        why = "the server at " + printable(socket.string()) + " stopped before the whole replay was sent";
    } catch (const std::exception&) {
        why = "nothing answers at " + printable(socket.string());
    }
    return std::nullopt;
}

std::string clock_text(std::int64_t since, std::int64_t now) {
    std::time_t t = static_cast<std::time_t>(since), n = static_cast<std::time_t>(now);
    std::tm a{}, b{};
    ::localtime_r(&t, &a);
    ::localtime_r(&n, &b);
    char buf[32];
    const bool today = a.tm_year == b.tm_year && a.tm_yday == b.tm_yday;
    std::strftime(buf, sizeof buf, today ? "%H:%M" : "%b %d %H:%M", &a);
    return buf;
}

std::string your_turn_line(const std::vector<ServedListing>& games, std::int64_t now) {
    std::string line;
    for (const auto& g : games)
        if (g.your_turn)
            line += (line.empty() ? "Your turn in " : "; your turn in ") + g.name + " (" + g.title + ") since " + clock_text(g.since, now);
    return line;
}

}  // namespace olympus::app
