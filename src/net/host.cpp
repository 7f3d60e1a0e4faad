#include "net/host.hpp"

#include <poll.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <set>

#include "core/printable.hpp"
#include "core/save.hpp"
#include "net/conn.hpp"
#include "net/seat_words.hpp"

namespace olympus::net {

using json = nlohmann::json;

namespace {

constexpr int kNoSeat = -1;
constexpr int kSpectator = -2;

std::string new_token() {
    std::random_device rd;
    static const char hex[] = "0123456789abcdef";
    std::string t;
    for (int i = 0; i < 4; ++i) {
        std::uint32_t r = rd();
        for (int k = 0; k < 8; ++k, r >>= 4) t += hex[r & 0xf];
    }
    return t;
}

bool valid_token(const std::string& t) {
    return t.size() <= 64 && std::all_of(t.begin(), t.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

// Places past HostLimits::max_clients for connections that have not said hello yet, so a seat's
// player can always be heard; when these are taken too, the oldest such connection gives way.
constexpr std::size_t kSpareForHello = 16;

using clock = std::chrono::steady_clock;

struct Client {
    std::unique_ptr<Conn> conn;
    int seat = kNoSeat;
    std::string name;
    std::string peer;      // net::peer_key: per-peer limits
    bool greeted = false;
    bool closing = false;  // told bye; hang up once the bye is written (or bye_seconds passed)
    clock::time_point since;                   // connected
    clock::time_point heard;                   // the last frame received
    std::optional<clock::time_point> closing_since;
};

struct Seat {
    bool computer = false;
    std::string token;   // empty until claimed
    std::string name;
    int client = -1;     // index into clients, -1 when nobody is connected
};

class Host {
public:
    Host(Table& t, const HostConfig& cfg) : t_(t), cfg_(cfg), rng_(cfg.ai_seed, 11) {
        seats_.resize(static_cast<std::size_t>(t.num_players()));
        for (int s : cfg.computer_seats) {
            if (s < 0 || s >= t.num_players())
                throw NetError("no seat " + std::to_string(s + 1) + " in a game of " + std::to_string(t.num_players()));
            seats_[static_cast<std::size_t>(s)].computer = true;
            seats_[static_cast<std::size_t>(s)].name = "computer";
        }
        if (cfg.seats.empty()) return;
        if (cfg.seats.size() != seats_.size())
            throw NetError("the save keeps " + std::to_string(cfg.seats.size()) + " seats for a game of " + std::to_string(t.num_players()));
        // A resumed game: each seat waits for the token its player had (a seat now given to the
        // computer is the computer's).
        for (std::size_t i = 0; i < seats_.size(); ++i)
            if (!seats_[i].computer && !cfg.seats[i].token.empty()) {
                seats_[i].name = cfg.seats[i].name;
                seats_[i].token = cfg.seats[i].token;
            }
    }

    int run() {
        path_ = socket_path(cfg_.dir, cfg_.name);
        unix_ = listen_unix(path_);
        if (cfg_.listen) {
            tcp_ = listen_tcp(*cfg_.listen);
            note("listening on " + *cfg_.listen + " (port " + std::to_string(bound_port(tcp_)) + ")");
        }
        note("hosting " + cfg_.game_id + " as '" + cfg_.name + "' on " + path_.string());
        if (cfg_.on_ready) cfg_.on_ready();
        maybe_start();
        int rc = loop();
        ::unlink(path_.c_str());
        return rc;
    }

private:
    // The log may be a terminal, and its lines hold what clients sent (names, reasons).
    void note(const std::string& line) {
        if (cfg_.log) *cfg_.log << printable(line) << std::endl;
    }

    bool all_claimed() const {
        return std::all_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.computer || !s.token.empty(); });
    }

    void maybe_start() {
        if (started_ || !all_claimed()) return;
        started_ = true;
        note("every seat is taken: the game begins");
        broadcast_views();
    }

    json view_message(int seat, const std::string& you_played) const {
        return seat_view_message(t_, seat == kSpectator ? -1 : seat, you_played);
    }

    void send(int ci, const json& m) { send(ci, make_frame(m)); }

    void send(int ci, const Frame& f) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (!c.conn || c.closing) return;
        if (!c.conn->send(f)) cut(ci, "fell more than " + std::to_string(cfg_.limits.queue_bytes) + " bytes behind");
    }

    void broadcast_views(int actor = kNoSeat, const std::string& action = "") {
        Frame public_view;  // encoded once for every spectator
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            const Client& c = clients_[i];
            if (!c.conn || c.closing || c.seat == kNoSeat) continue;
            if (c.seat == kSpectator) {
                if (!public_view) public_view = make_frame(view_message(kSpectator, ""));
                send(static_cast<int>(i), public_view);
            } else {
                send(static_cast<int>(i), view_message(c.seat, c.seat == actor ? action : ""));
            }
        }
    }

    void broadcast(const json& m) {
        const Frame f = make_frame(m);
        for (std::size_t i = 0; i < clients_.size(); ++i)
            if (clients_[i].conn && clients_[i].greeted) send(static_cast<int>(i), f);
    }

    void save() {
        if (cfg_.save_file.empty()) return;
        try {
            json seats = json::array();
            for (const Seat& st : seats_)
                seats.push_back({{"name", st.computer ? "" : st.name}, {"token", st.computer ? "" : st.token}});
            write_save(cfg_.save_file, {cfg_.game_id, cfg_.save_version, t_.to_json(), {{"seats", seats}}});
            note("saved the game to " + cfg_.save_file.string());
        } catch (const std::exception& e) {
            note(std::string("could not save the game: ") + e.what());
        }
    }

    // Tells the client why and hangs up once that is written; its seat waits for it.
    void drop(int ci, const std::string& reason) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (!c.conn || c.closing) return;
        (void)c.conn->send({{"type", "bye"}, {"reason", reason}});
        c.closing = true;
        note("dropped " + (c.name.empty() ? std::string("a client") : c.name) + ": " + reason);
        left(ci);
    }

    // The client is gone (or going): free its seat for a rejoin and save the game.
    void left(int ci) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (c.seat >= 0) {
            Seat& s = seats_[static_cast<std::size_t>(c.seat)];
            if (s.client == ci) {
                s.client = -1;
                int seat = c.seat;
                c.seat = kNoSeat;
                broadcast({{"type", "info"}, {"text", left_line(s.name, t_.seat_name(seat), "they may come back")}});
                if (started_ && !t_.is_terminal()) save();
            }
        }
        c.seat = kNoSeat;
    }

    // A seat's old connection, taken over by its player's new one: hung up without a "left".
    void replaced(int ci) {
        Client& old = clients_[static_cast<std::size_t>(ci)];
        if (old.seat >= 0) seats_[static_cast<std::size_t>(old.seat)].client = -1;
        old.seat = kNoSeat;
        if (old.conn && !old.closing) (void)old.conn->send({{"type", "bye"}, {"reason", "your seat was taken back by a new connection with its token"}});
        old.closing = true;
        note((old.name.empty() ? std::string("a client") : old.name) + "'s old connection was replaced");
    }

    // A reader too far behind: hung up at once (a goodbye would only wait behind the rest) and
    // its unsent bytes freed; its seat waits for it.
    void cut(int ci, const std::string& reason) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (!c.conn) return;
        c.closing = true;  // nothing more is queued for it while left() tells the others
        note("dropped " + (c.name.empty() ? std::string("a client") : c.name) + ": " + reason);
        left(ci);
        c.conn.reset();
        freed_ = true;
    }

    void hang_up(int ci) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (!c.conn) return;
        if (!c.closing) note((c.name.empty() ? std::string("a client") : c.name) + " hung up");
        left(ci);
        c.conn.reset();
    }

    std::vector<int> open_seats() const {
        std::vector<int> open;
        for (std::size_t s = 0; s < seats_.size(); ++s)
            if (!seats_[s].computer && seats_[s].client < 0) open.push_back(static_cast<int>(s));
        return open;
    }

    // The seats the computer plays, for a lobby's line about the game.
    std::vector<int> computer_seats() const {
        std::vector<int> out;
        for (std::size_t s = 0; s < seats_.size(); ++s)
            if (seats_[s].computer) out.push_back(static_cast<int>(s));
        return out;
    }

    bool holds_seat_token(const Hello& h) const {
        if (h.token.empty() || h.watch) return false;
        for (std::size_t s = 0; s < seats_.size(); ++s)
            if ((!h.seat || *h.seat == static_cast<int>(s)) && seats_[s].token == h.token) return true;
        return false;
    }

    // Keeps room for the seated: past max_clients connections that said hello only a seat's own
    // token gets in, and the oldest spectator gives way to it.
    bool admit(int ci, const Hello& h) {
        int oldest = -1;
        std::size_t greeted = 0;
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            const Client& x = clients_[i];
            if (!x.conn || x.closing || !x.greeted) continue;
            ++greeted;
            if (x.seat == kSpectator && (oldest < 0 || x.since < clients_[static_cast<std::size_t>(oldest)].since)) oldest = static_cast<int>(i);
        }
        if (greeted < cfg_.limits.max_clients) return true;
        if (!holds_seat_token(h)) {
            drop(ci, "the host is full: try again later");
            return false;
        }
        if (oldest >= 0) drop(oldest, "the host is full and a player came back to its seat: try again later");
        return true;
    }

    // Someone else at the table already goes by this name (a seat kept for a player who left
    // counts), told apart without regard to case: a name is how chat shows who speaks.
    // `own_seat` is the seat the newcomer takes (its old holder is itself), or kSpectator.
    bool name_taken(const std::string& name, int own_seat) const {
        const auto lower = [](std::string s) {
            for (char& ch : s) ch = static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
            return s;
        };
        const std::string n = lower(name);
        for (std::size_t i = 0; i < seats_.size(); ++i)
            if (static_cast<int>(i) != own_seat && (seats_[i].computer || !seats_[i].token.empty()) && lower(seats_[i].name) == n)
                return true;
        for (const Client& x : clients_)
            if (x.conn && x.greeted && !x.closing && !(own_seat >= 0 && x.seat == own_seat) && lower(x.name) == n) return true;
        return false;
    }

    void refuse_name(int ci) {
        const std::string name = clients_[static_cast<std::size_t>(ci)].name;
        drop(ci, "the name '" + name + "' is taken at this table: choose another with --as NAME");
    }

    void on_hello(int ci, const Hello& h) {
        if (!admit(ci, h)) return;
        Client& c = clients_[static_cast<std::size_t>(ci)];
        c.name = h.name.empty() ? "player" : h.name;
        if (h.watch) {
            if (!t_.public_view_json()) return drop(ci, "this game has no spectator view yet");
            if (name_taken(c.name, kSpectator)) return refuse_name(ci);
            c.seat = kSpectator;
            c.greeted = true;
            send(ci, {{"type", "welcome"}, {"game", cfg_.game_id}, {"name", cfg_.name}, {"seat", nullptr},
                      {"players", t_.num_players()}, {"setup", t_.setup_json()}});
            if (started_) send(ci, view_message(kSpectator, ""));
            note(c.name + " watches");
            return;
        }
        int seat = -1;
        if (h.seat) {
            seat = *h.seat;
            if (seat >= static_cast<int>(seats_.size())) return drop(ci, "no seat " + std::to_string(seat) + " in this game");
            const Seat& s = seats_[static_cast<std::size_t>(seat)];
            if (s.computer) return drop(ci, "seat " + std::to_string(seat) + " is played by the computer");
            const bool owner = !s.token.empty() && s.token == h.token;
            if (s.client >= 0 && !owner) return drop(ci, "seat " + std::to_string(seat) + " is taken");
            if (!s.token.empty() && !owner)
                return drop(ci, "seat " + std::to_string(seat) + " belongs to a player who left; rejoin with its token");
        } else if (!h.token.empty()) {
            for (std::size_t i = 0; i < seats_.size(); ++i)
                if (seats_[i].token == h.token) seat = static_cast<int>(i);
            if (seat < 0) return drop(ci, "no seat holds that token");
        } else {
            for (std::size_t i = 0; i < seats_.size() && seat < 0; ++i)
                if (!seats_[i].computer && seats_[i].token.empty()) seat = static_cast<int>(i);
            if (seat < 0) return drop(ci, "every seat is taken");
        }
        if (name_taken(c.name, seat)) return refuse_name(ci);
        Seat& s = seats_[static_cast<std::size_t>(seat)];
        // The seat's own token while a connection still holds it: the player came back before
        // the host noticed the old one die (a lost SSH link lingers for a long time), so the new
        // connection takes the seat and the old one is told why.
        if (s.client >= 0) replaced(s.client);
        const bool rejoin = !s.token.empty();
        if (s.token.empty()) s.token = new_token();
        s.name = c.name;
        s.client = ci;
        c.seat = seat;
        c.greeted = true;
        send(ci, {{"type", "welcome"}, {"game", cfg_.game_id}, {"name", cfg_.name}, {"seat", seat}, {"token", s.token},
                  {"players", t_.num_players()}, {"setup", t_.setup_json()}});
        broadcast({{"type", "info"}, {"text", sits_down_line(c.name, t_.seat_name(seat), rejoin)}});
        note(c.name + (rejoin ? " rejoined seat " : " took seat ") + std::to_string(seat));
        if (started_) send(ci, view_message(seat, ""));
        maybe_start();
    }

    void on_act(int ci, const Act& a) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (c.seat == kSpectator) return send(ci, {{"type", "error"}, {"text", "a spectator cannot move"}});
        if (!started_) return send(ci, {{"type", "error"}, {"text", "waiting for every seat to be taken"}});
        if (t_.is_terminal()) return send(ci, {{"type", "error"}, {"text", "the game is over"}});
        if (t_.current_player() != c.seat)
            return send(ci, {{"type", "error"}, {"text", "not your turn: " + t_.seat_name(t_.current_player()) + " is to move"}});
        std::string why = t_.apply(a.action);
        if (!why.empty()) return send(ci, {{"type", "error"}, {"text", why}});
        broadcast_views(c.seat, a.action);
    }

    void on_message(int ci, const json& j) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        std::string why;
        auto m = parse_client_message(j, why);
        if (!m) return drop(ci, "bad message: " + why);
        if (std::holds_alternative<Query>(*m)) {
            left(ci);  // a seated client asking is leaving too: its seat waits for a rejoin
            json st = {{"type", "status"}, {"game", cfg_.game_id}, {"name", cfg_.name}, {"players", t_.num_players()},
                       {"open", open_seats()}, {"computer", computer_seats()}, {"started", started_}, {"over", t_.is_terminal()}};
            (void)c.conn->send(st);
            c.closing = true;
            return;
        }
        if (auto* h = std::get_if<Hello>(&*m)) {
            if (c.greeted) return drop(ci, "hello sent twice");
            return on_hello(ci, *h);
        }
        if (std::holds_alternative<List>(*m) || std::holds_alternative<Create>(*m) || std::holds_alternative<RecordsAsk>(*m) ||
            std::holds_alternative<ReplayAsk>(*m) || std::holds_alternative<GiveUp>(*m))
            return drop(ci, "this is one hosted game, not a game server: use `olympus join`");
        if (!c.greeted) return drop(ci, "say hello first");
        if (auto* a = std::get_if<Act>(&*m)) return on_act(ci, *a);
        if (auto* s = std::get_if<Say>(&*m)) {
            return broadcast({{"type", "chat"}, {"from", c.name}, {"seat", c.seat >= 0 ? json(c.seat) : json(nullptr)}, {"text", s->text}});
        }
        if (std::holds_alternative<Ping>(*m)) return;  // heard: that is all a ping is for
        if (std::holds_alternative<Bye>(*m)) {
            c.closing = true;
            note(c.name + " left");
            left(ci);
        }
    }

    // The oldest connection matching `which` that is neither seated nor closing, or -1.
    template <class Pred>
    int oldest_unseated(Pred which) const {
        int oldest = -1;
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            const Client& x = clients_[i];
            if (!x.conn || x.closing || x.seat >= 0 || !which(x)) continue;
            if (oldest < 0 || x.since < clients_[static_cast<std::size_t>(oldest)].since) oldest = static_cast<int>(i);
        }
        return oldest;
    }

    // A new connection takes the first free place. One peer holds at most per_peer places without
    // a seat: past that its own oldest gives way, so a flood hurts only the peer that sends it and
    // its player can still come back with a token. Past every place (hello not said yet included)
    // a connection already told bye, else the oldest still silent, gives way; only when there is
    // none is the newcomer told the host is full.
    void accept(Fd f) {
        Client c;
        c.peer = peer_key(f.get());
        c.conn = std::make_unique<Conn>(std::move(f), kMaxClientFrame, cfg_.limits.queue_bytes);
        c.since = c.heard = clock::now();
        const auto same_peer = std::count_if(clients_.begin(), clients_.end(), [&](const Client& x) {
            return x.conn && !x.closing && x.seat < 0 && x.peer == c.peer;
        });
        if (static_cast<std::size_t>(same_peer) >= cfg_.limits.per_peer)
            drop(oldest_unseated([&](const Client& x) { return x.peer == c.peer; }),
                 "too many connections from your address: a newer one took this place");
        const auto live = std::count_if(clients_.begin(), clients_.end(), [](const Client& x) { return x.conn != nullptr; });
        if (static_cast<std::size_t>(live) >= cfg_.limits.max_clients + kSpareForHello) {
            // One told bye already goes first, then the oldest still silent.
            auto closing = std::find_if(clients_.begin(), clients_.end(), [](const Client& x) { return x.conn && x.closing; });
            if (closing != clients_.end()) {
                closing->conn.reset();
                freed_ = true;
            } else if (const int silent = oldest_unseated([](const Client& x) { return !x.greeted; }); silent >= 0) {
                cut(silent, "the host is full and a newer connection took its place");
            } else {
                if (c.conn->send({{"type", "bye"}, {"reason", "the host is full: try again later"}})) (void)c.conn->flush();
                note("turned a connection away: the host is full");
                return;
            }
        }
        auto slot = std::find_if(clients_.begin(), clients_.end(), [](const Client& x) { return !x.conn; });
        if (slot == clients_.end()) slot = clients_.insert(clients_.end(), Client{});
        // A free place whose seat links are already gone (left() ran when it was given up).
        *slot = std::move(c);
        // Its hello, if it came with the connection, is heard before the next connection is taken:
        // a flood queued behind a player's connection cannot push it out before it is seated.
        serve(static_cast<int>(slot - clients_.begin()));
    }

    // Reads what the client sent and acts on each message.
    void serve(int ci) {
        Client& c = clients_[static_cast<std::size_t>(ci)];
        if (!c.conn) return;
        if (c.closing) return hang_up(ci);
        bool ok = c.conn->receive();
        while (c.conn && !c.closing) {
            auto m = c.conn->next();
            if (!m) break;
            c.heard = clock::now();
            on_message(ci, *m);
        }
        if (c.conn && !c.closing && c.conn->decoder_failed()) drop(ci, "bad data: " + c.conn->error());
        else if (c.conn && !ok && !c.closing) hang_up(ci);
    }

    bool computer_to_move() const {
        return started_ && !stuck_ && !t_.is_terminal() && seats_[static_cast<std::size_t>(t_.current_player())].computer;
    }

    // One computer move at a time, so clients (a spectator of a game between computers, a chat)
    // are served between moves.
    void computer_turn() {
        if (computer_to_move()) {
            if (cfg_.stop && *cfg_.stop) return;
            int actor = t_.current_player();
            std::string a = t_.computer_move(rng_, cfg_.think_ms, cfg_.level);
            if (a.empty() || !t_.apply(a).empty()) {
                note("the computer player found no move; stopping");
                stuck_ = true;
                return;
            }
            broadcast_views(actor, a);
        }
    }

    // A connection silent since it connected (hello_seconds), a spectator silent too long
    // (idle_seconds: its client pings) and one told bye that does not read it (bye_seconds).
    // Seated players may think as long as they like.
    void time_limits() {
        const auto now = clock::now();
        const auto& l = cfg_.limits;
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            Client& c = clients_[i];
            const int ci = static_cast<int>(i);
            if (!c.conn) continue;
            if (c.closing) {
                if (!c.closing_since) c.closing_since = now;
                else if (now - *c.closing_since > std::chrono::seconds(l.bye_seconds)) c.conn.reset(), freed_ = true;
            } else if (!c.greeted && now - c.since > std::chrono::seconds(l.hello_seconds)) {
                drop(ci, "no hello within " + std::to_string(l.hello_seconds) + " seconds");
            } else if (c.seat == kSpectator && now - c.heard > std::chrono::seconds(l.idle_seconds)) {
                drop(ci, "nothing heard from you in " + std::to_string(l.idle_seconds) + " seconds");
            }
        }
    }

    int loop() {
        std::optional<clock::time_point> ending;
        for (;;) {
            computer_turn();
            if ((t_.is_terminal() || stuck_) && !ending) {
                note(t_.is_terminal() ? "the game is over: winner " + std::to_string(t_.winner()) : "the game cannot go on");
                save();
                for (std::size_t i = 0; i < clients_.size(); ++i)
                    if (clients_[i].conn && !clients_[i].closing) {
                        (void)clients_[i].conn->send({{"type", "bye"}, {"reason", "the game is over"}});
                        clients_[i].closing = true;
                    }
                ending = clock::now();
            }
            if (cfg_.stop && *cfg_.stop && !ending) {
                note("stopped");
                if (!t_.is_terminal()) save();
                // Tell whoever is still here why (best effort: the host does not wait for slow readers).
                for (auto& c : clients_)
                    if (c.conn && !c.closing && c.conn->send({{"type", "bye"}, {"reason", "the host stopped; the game is saved"}}))
                        (void)c.conn->flush();
                return 3;
            }
            // Hang up on clients told bye once their last bytes are out.
            bool any_left = false;
            for (std::size_t i = 0; i < clients_.size(); ++i) {
                Client& c = clients_[i];
                if (c.conn && c.closing && !c.conn->wants_write()) c.conn.reset();
                any_left = any_left || c.conn;
            }
            if (ending && (!any_left || clock::now() - *ending > std::chrono::seconds(5))) return t_.is_terminal() ? 0 : 1;
            std::vector<pollfd> fds;
            fds.push_back({unix_.get(), POLLIN, 0});
            if (tcp_) fds.push_back({tcp_.get(), POLLIN, 0});
            const std::size_t first = fds.size();
            std::vector<int> who;
            for (std::size_t i = 0; i < clients_.size(); ++i) {
                const Client& c = clients_[i];
                if (!c.conn) continue;
                short ev = static_cast<short>((c.closing ? 0 : POLLIN) | (c.conn->wants_write() ? POLLOUT : 0));
                fds.push_back({c.conn->fd(), ev, 0});
                who.push_back(static_cast<int>(i));
            }
            int n = ::poll(fds.data(), fds.size(), computer_to_move() ? 0 : 200);
            if (n < 0) {
                if (errno == EINTR) continue;
                throw NetError("poll failed");
            }
            for (std::size_t k = 0; k < first; ++k)
                if (fds[k].revents & POLLIN)
                    for (Fd f = accept_client(k == 0 ? unix_ : tcp_); f; f = accept_client(k == 0 ? unix_ : tcp_)) {
                        if (ending) continue;  // closes f
                        accept(std::move(f));
                    }
            for (std::size_t k = first; k < fds.size(); ++k) {
                const int ci = who[k - first];
                Client& c = clients_[static_cast<std::size_t>(ci)];
                if (!c.conn) continue;
                if (fds[k].revents & (POLLIN | POLLHUP | POLLERR)) serve(ci);
            }
            for (std::size_t i = 0; i < clients_.size(); ++i)
                if (clients_[i].conn && clients_[i].conn->wants_write() && !clients_[i].conn->flush()) hang_up(static_cast<int>(i));
            time_limits();
            if (freed_) {
                // Give the freed queues back to the system, so a flood leaves no lasting mark.
#if defined(__GLIBC__)
                ::malloc_trim(0);
#endif
                freed_ = false;
            }
            // Forget clients long gone so the list stays short.
            while (!clients_.empty() && !clients_.back().conn) clients_.pop_back();
        }
    }

    Table& t_;
    const HostConfig& cfg_;
    Rng rng_;
    std::vector<Seat> seats_;
    std::vector<Client> clients_;
    std::filesystem::path path_;
    Fd unix_, tcp_;
    bool started_ = false;
    bool stuck_ = false;
    bool freed_ = false;  // a connection's buffers were let go since the last trim
};

}  // namespace

std::vector<SavedSeat> saved_seats(const json& extra) {
    std::vector<SavedSeat> out;
    if (extra.is_null()) return out;
    auto bad = [](const std::string& why) { return NetError("the save's seats are damaged: " + why); };
    if (!extra.is_object() || !extra.contains("seats") || !extra["seats"].is_array()) throw bad("no list of seats");
    for (const json& x : extra["seats"]) {
        if (!x.is_object() || !x.contains("name") || !x["name"].is_string() || !x.contains("token") || !x["token"].is_string())
            throw bad("a seat without a name and a token");
        SavedSeat st{x["name"].get<std::string>(), x["token"].get<std::string>()};
        if (st.name.size() > kMaxText || !valid_token(st.token)) throw bad("seat " + std::to_string(out.size()) + "'s name or token");
        out.push_back(std::move(st));
    }
    return out;
}

int run_host(Table& table, const HostConfig& cfg) {
    Host h(table, cfg);
    return h.run();
}

}  // namespace olympus::net
