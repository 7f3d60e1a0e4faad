#include "net/server.hpp"

#include <poll.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
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
#include "core/records.hpp"
#include "core/replay_cursor.hpp"
#include "net/conn.hpp"
#include "net/seat_words.hpp"

namespace olympus::net {

using json = nlohmann::json;

std::string peer_user(int fd) {
    ucred cred{};
    socklen_t len = sizeof cred;
    if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0) return "";
    passwd pw{};
    passwd* found = nullptr;
    std::vector<char> buf(16384);
    if (::getpwuid_r(cred.uid, &pw, buf.data(), buf.size(), &found) != 0 || !found) return "uid" + std::to_string(cred.uid);
    const std::string name = found->pw_name;
    return valid_player_name(name) ? name : "uid" + std::to_string(cred.uid);
}

namespace {

constexpr int kNoSeat = -1;
constexpr int kSpectator = -2;
constexpr std::size_t kSpareForHello = 16;
// A server on a shared machine must not be filled by one user: games are files on its disk.
constexpr std::size_t kMaxGames = 500;  // unfinished; finished ones are bounded by keep_finished a person
constexpr std::size_t kMaxOpenGamesPerUser = 20;

using clock = std::chrono::steady_clock;

struct Client {
    std::unique_ptr<Conn> conn;
    std::string user;
    std::string game;      // the served game it said hello to
    int seat = kNoSeat;
    bool greeted = false;
    bool closing = false;
    bool shut = false;     // told bye and written: our side shut, waiting for the client to hang up
    clock::time_point since, heard;
    std::optional<clock::time_point> closing_since;
    // A replay being sent, a view at a time as the connection takes them.
    std::unique_ptr<ReplayCursor> replay;
    int replay_seat = -1, replay_next = 0;
};

// A replay's views are sent while less than this waits to be written, so a long game never
// fills the connection's queue.
constexpr std::size_t kReplayBacklog = 64u << 10;

class Server {
public:
    Server(GameStore& store, ServerConfig cfg) : store_(store), cfg_(std::move(cfg)), rng_(cfg_.ai_seed, 13) {
        if (!cfg_.identify) cfg_.identify = peer_user;
    }

    int run() {
        if (cfg_.listener) {
            listener_ = std::move(cfg_.listener);
            set_nonblocking(listener_.get());
            note("serving on the socket systemd gave");
        } else {
            std::error_code ec;
            const auto parent = cfg_.socket.parent_path();
            if (!parent.empty() && !std::filesystem::exists(parent, ec)) {
                // Players must reach the socket inside: the folder is open to look up, not to list-write.
                ::mkdir(parent.c_str(), 0755);
            }
            listener_ = listen_unix(cfg_.socket);
            // Anyone may connect: each connection is known by its credentials, and a seat's view
            // goes only to the user sitting there.
            ::chmod(cfg_.socket.c_str(), 0666);
            own_socket_ = true;
            note("serving on " + cfg_.socket.string());
        }
        if (cfg_.on_ready) cfg_.on_ready();
        loop();
        if (own_socket_) ::unlink(cfg_.socket.c_str());
        note("stopped; every game is saved");
        return 0;
    }

private:
    void note(const std::string& line) {
        if (cfg_.log) *cfg_.log << printable(line) << std::endl;
    }

    Client& at(int ci) { return clients_[static_cast<std::size_t>(ci)]; }

    void send(int ci, const json& m) { send(ci, make_frame(m)); }
    void send(int ci, const Frame& f) {
        Client& c = at(ci);
        if (!c.conn || c.closing) return;
        if (!c.conn->send(f)) cut(ci, "fell more than " + std::to_string(cfg_.limits.queue_bytes) + " bytes behind");
    }

    // Says why and hangs up once that is written. A seat is kept: it belongs to its user.
    void drop(int ci, const std::string& reason) {
        Client& c = at(ci);
        if (!c.conn || c.closing) return;
        (void)c.conn->send({{"type", "bye"}, {"reason", reason}});
        c.closing = true;
        note("dropped " + (c.user.empty() ? std::string("a client") : c.user) + ": " + reason);
        left(ci);
    }
    void answer_and_close(int ci, const json& m) {
        Client& c = at(ci);
        if (!c.conn || c.closing) return;
        (void)c.conn->send(m);
        c.closing = true;
    }
    void cut(int ci, const std::string& reason) {
        Client& c = at(ci);
        if (!c.conn) return;
        c.closing = true;
        note("dropped " + c.user + ": " + reason);
        left(ci);
        c.conn.reset();
        freed_ = true;
    }
    void hang_up(int ci) {
        Client& c = at(ci);
        if (!c.conn) return;
        left(ci);
        c.conn.reset();
    }
    // The client is gone: the others at its game are told; the game waits for the seat's user.
    void left(int ci) {
        Client& c = at(ci);
        if (c.seat >= 0 && !c.game.empty()) {
            const ServedGame* g = store_.find(c.game);
            const bool over = g && g->table->is_terminal();
            const std::string line = g ? left_line(c.user, g->table->seat_name(c.seat), over ? "" : "the game waits for them")
                                       : c.user + " left the table.";
            const int seat = c.seat;
            c.seat = kNoSeat;
            tell_game(c.game, {{"type", "info"}, {"text", line}});
            note(c.user + " left '" + c.game + "' (seat " + std::to_string(seat) + ")");
        }
        c.seat = kNoSeat;
    }

    // A finished game the server no longer keeps: whoever still looks at it is told and let go,
    // so a new game that takes its name is never shown to them.
    void retired(const std::string& game) {
        note("'" + game + "' finished long ago and gives its place; its records stay");
        stuck_.erase(game);
        for (std::size_t i = 0; i < clients_.size(); ++i)
            if (clients_[i].conn && clients_[i].game == game) drop(static_cast<int>(i), "'" + game + "' is over and no longer kept on this server");
    }

    void tell_game(const std::string& game, const json& m) {
        const Frame f = make_frame(m);
        for (std::size_t i = 0; i < clients_.size(); ++i)
            if (clients_[i].conn && clients_[i].greeted && !clients_[i].closing && clients_[i].game == game) send(static_cast<int>(i), f);
    }

    json view_message(const ServedGame& g, int seat, const std::string& you_played = {}) const {
        return seat_view_message(*g.table, seat == kSpectator ? -1 : seat, you_played);
    }

    void broadcast_views(const ServedGame& g, int actor = kNoSeat, const std::string& action = {}) {
        if (!g.started()) return;
        Frame public_view;
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            const Client& c = clients_[i];
            if (!c.conn || c.closing || !c.greeted || c.game != g.name || c.seat == kNoSeat) continue;
            if (c.seat == kSpectator) {
                if (!public_view) public_view = make_frame(view_message(g, kSpectator));
                send(static_cast<int>(i), public_view);
            } else {
                send(static_cast<int>(i), view_message(g, c.seat, c.seat == actor ? action : ""));
            }
        }
    }

    int spectators(const std::string& game) const {
        return static_cast<int>(std::count_if(clients_.begin(), clients_.end(), [&](const Client& c) {
            return c.conn && !c.closing && c.greeted && c.game == game && c.seat == kSpectator;
        }));
    }

    // What the lobby shows of each game, and for the asker its own seat and turn.
    json listing(const std::string& user) const {
        json out = json::array();
        for (const ServedGame* g : store_.games()) {
            json players = json::array();
            for (const ServedSeat& s : g->seats) players.push_back(s.computer ? json(g->computer_name()) : s.user.empty() ? json(nullptr) : json(s.user));
            const int mine = g->seat_of(user);
            const bool over = g->table->is_terminal();
            json e = {{"name", g->name},          {"game", g->game_id},        {"players", players},
                      {"free", g->free_seats()},   {"spectators", spectators(g->name)},
                      {"to_move", g->to_move()},   {"since", g->since},         {"started", g->started()},
                      {"over", over},              {"your_seat", mine >= 0 ? json(mine) : json(nullptr)},
                      {"your_turn", mine >= 0 && g->started() && !over && g->table->current_player() == mine},
                      {"watchable", g->table->public_view_json().has_value()}};
            if (over) e["winner"] = g->table->winner();
            out.push_back(std::move(e));
        }
        return {{"type", "games"}, {"games", out}};
    }

    void on_create(int ci, const Create& m) {
        Client& c = at(ci);
        for (const std::string& gone : store_.retire_finished(cfg_.keep_finished)) retired(gone);
        const auto all = store_.games();
        const std::size_t mine = store_.open_games_of(c.user);
        const auto open = std::count_if(all.begin(), all.end(), [](const ServedGame* g) { return !g->table->is_terminal(); });
        if (static_cast<std::size_t>(open) >= kMaxGames) return answer_and_close(ci, {{"type", "error"}, {"text", "the server holds as many games as it may: finish one first"}});
        if (mine >= kMaxOpenGamesPerUser)
            return answer_and_close(ci, {{"type", "error"}, {"text", "you have " + std::to_string(mine) +
                                                                         " unfinished games on this server: finish or give up one first (x in the lobby)"}});
        try {
            std::random_device rd;
            const std::uint64_t seed = (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
            ServedGame& g = store_.create(m.name, m.game, m.options, m.computer, c.user, seed, m.level);
            note(c.user + " created '" + g.name + "' (" + g.game_id + ")");
            answer_and_close(ci, {{"type", "created"}, {"name", g.name}});
        } catch (const StoreError& e) {
            answer_and_close(ci, {{"type", "error"}, {"text", e.what()}});
        } catch (const std::exception& e) {
            answer_and_close(ci, {{"type", "error"}, {"text", std::string("the game cannot be set up: ") + e.what()}});
        }
    }

    // The asker gives up their place at a game for good (GameStore::give_up). The others at it
    // are told; their connection at that seat, if any, is let go; a game nobody is left at is
    // removed and its watchers are let go too.
    void on_give_up(int ci, const GiveUp& m) {
        const std::string user = at(ci).user;
        const ServedGame* g = store_.find(m.game);
        const int seat = g ? g->seat_of(user) : -1;
        // Named before giving up: the game may be gone after it.
        const std::string where = seat >= 0 ? " the seat of " + g->table->seat_name(seat) : std::string(" the game");
        GaveUp what{};
        try {
            what = store_.give_up(m.game, user);
        } catch (const StoreError& e) {
            return answer_and_close(ci, {{"type", "error"}, {"text", e.what()}});
        }
        if (!store_.record_problem().empty()) note(store_.record_problem());
        stuck_.erase(m.game);
        std::string text;
        switch (what) {
            case GaveUp::SeatFreed: text = user + " gave up" + where + "; it is free for another player."; break;
            case GaveUp::ComputerPlays: text = user + " gave up" + where + "; the computer plays it from now on."; break;
            case GaveUp::Removed: text = user + " gave up" + where + "; nobody is left at it, so it is removed."; break;
        }
        note(text + " ('" + m.game + "')");
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            Client& o = clients_[i];
            if (static_cast<int>(i) == ci || !o.conn || o.closing || o.game != m.game) continue;
            if (what == GaveUp::Removed) drop(static_cast<int>(i), "'" + m.game + "' was given up by everybody at it and is removed");
            else if (o.seat == seat && seat >= 0) {
                o.seat = kNoSeat;
                drop(static_cast<int>(i), "you gave up your seat at '" + m.game + "'");
            }
        }
        if (what != GaveUp::Removed) tell_game(m.game, {{"type", "info"}, {"text", text}});
        const std::string yours = what == GaveUp::Removed          ? "'" + m.game + "' is removed: nobody is left at it."
                                  : what == GaveUp::ComputerPlays ? "You gave up '" + m.game + "': the computer plays your seat, and it counts as lost."
                                                                  : "You gave up your seat at '" + m.game + "': it is free for another player.";
        answer_and_close(ci, {{"type", "given_up"}, {"text", yours}});
    }

    json records_message() const {
        try {
            Records r(store_.records_file());
            json lines = json::array();
            for (const std::string& l : records_lines(r, [this](const std::string& id) { return store_.title_of(id); })) lines.push_back(printable(l));
            return {{"type", "records"}, {"lines", lines}};
        } catch (const std::exception& e) {
            return {{"type", "error"}, {"text", std::string("the server's records cannot be read: ") + e.what()}};
        }
    }

    // A game's replay for the asker: the views of their own seat, or the public view when they
    // have none. The whole replay (the start, every hidden card) never leaves the server.
    void on_replay(int ci, const ReplayAsk& r) {
        Client& c = at(ci);
        const ServedGame* g = store_.find(r.game);
        if (!g) return answer_and_close(ci, {{"type", "error"}, {"text", "there is no game called '" + r.game + "' on this server"}});
        const int seat = g->seat_of(c.user);
        if (seat < 0 && !g->table->public_view_json())
            return answer_and_close(ci, {{"type", "error"}, {"text", "you had no seat at '" + g->name + "' and it has no public view yet"}});
        try {
            std::shared_ptr<const Table> proto = g->table->clone();
            Replay rep = g->replay();
            auto cursor = std::make_unique<ReplayCursor>(std::move(rep), [proto](const json& state) {
                auto t = proto->with_state(state);
                if (!t) throw std::runtime_error("the game cannot be played again from its start");
                return t;
            });
            json starts = json::array();
            for (int t = 1; t <= cursor->turns(); ++t) starts.push_back(cursor->turn_start(t));
            const Replay& kept = cursor->replay();
            (void)c.conn->send({{"type", "replay"},      {"game", g->game_id},      {"name", g->name},
                                {"seats", kept.seats},    {"seat", seat >= 0 ? json(seat) : json(nullptr)},
                                {"finished", kept.finished}, {"result", kept.result}, {"started", kept.started},
                                {"setup", g->table->setup_json()}, {"turn_starts", starts},
                                {"turn_numbers", cursor->turn_numbers()}, {"turn_word", cursor->turn_word()}, {"moves", cursor->moves()}});
            c.replay = std::move(cursor);
            c.replay_seat = seat;
            c.replay_next = 0;
            note(c.user + " replays '" + g->name + "'");
        } catch (const std::exception& e) {
            note("'" + g->name + "': its replay cannot be played: " + e.what());
            answer_and_close(ci, {{"type", "error"}, {"text", "the replay of '" + g->name + "' cannot be played"}});
        }
    }

    // Queues the next views of each replay being sent, then its end.
    void feed_replays() {
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            Client& c = clients_[i];
            if (!c.replay || !c.conn || c.closing) continue;
            while (c.replay_next <= c.replay->moves() && c.conn->queued() < kReplayBacklog) {
                json m = replay_view_message(*c.replay, c.replay_next++, c.replay_seat);
                if (!c.conn->send({{"type", "replay_view"}, {"view", std::move(m)}})) break;
            }
            if (c.replay_next > c.replay->moves()) {
                c.replay.reset();
                answer_and_close(static_cast<int>(i), {{"type", "replay_end"}});
            }
        }
    }

    void on_hello(int ci, const Hello& h) {
        Client& c = at(ci);
        if (h.game.empty()) return drop(ci, "this is a game server: name the game to sit at (the lobby lists them)");
        ServedGame* g = store_.find(h.game);
        if (!g) return drop(ci, "there is no game called '" + h.game + "' on this server");
        if (!admit(ci)) return;
        c.game = g->name;
        const json setup = g->table->setup_json();
        if (h.watch) {
            if (!g->table->public_view_json()) return drop(ci, "this game has no spectator view yet");
            c.seat = kSpectator;
            c.greeted = true;
            send(ci, {{"type", "welcome"}, {"game", g->game_id}, {"name", g->name}, {"seat", nullptr}, {"players", g->table->num_players()}, {"setup", setup}});
            if (g->started()) send(ci, view_message(*g, kSpectator));
            note(c.user + " watches '" + g->name + "'");
            return;
        }
        const bool was_started = g->started();
        const bool had_seat = g->seat_of(c.user) >= 0;
        int seat = -1;
        try {
            seat = store_.take_seat(*g, c.user, h.seat);
        } catch (const StoreError& e) {
            return drop(ci, e.what());
        }
        // The same user from a new connection (another terminal, a lost SSH link): the new one
        // has the seat, the old one is told why.
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            Client& o = clients_[i];
            if (static_cast<int>(i) == ci || !o.conn || o.closing || o.game != g->name || o.seat != seat) continue;
            (void)o.conn->send({{"type", "bye"}, {"reason", "you opened this game from another connection"}});
            o.closing = true;
            o.seat = kNoSeat;
        }
        c.seat = seat;
        c.greeted = true;
        send(ci, {{"type", "welcome"}, {"game", g->game_id}, {"name", g->name}, {"seat", seat}, {"players", g->table->num_players()}, {"setup", setup}});
        tell_game(g->name, {{"type", "info"}, {"text", sits_down_line(c.user, g->table->seat_name(seat), had_seat)}});
        note(c.user + (had_seat ? " is back at seat " : " took seat ") + std::to_string(seat) + " of '" + g->name + "'");
        if (g->started() && !was_started) {
            note("'" + g->name + "': every seat is taken, the game begins");
            broadcast_views(*g);
        } else if (g->started()) {
            send(ci, view_message(*g, seat));
        }
    }

    void on_act(int ci, const Act& a) {
        Client& c = at(ci);
        if (c.seat == kSpectator) return send(ci, {{"type", "error"}, {"text", "a spectator cannot move"}});
        ServedGame* g = store_.find(c.game);
        if (!g || c.seat < 0) return send(ci, {{"type", "error"}, {"text", "you have no seat in this game"}});
        // The move is saved before anybody hears of it (GameStore::play).
        if (std::string why = store_.play(*g, c.user, a.action); !why.empty()) return send(ci, {{"type", "error"}, {"text", why}});
        broadcast_views(*g, c.seat, a.action);
        if (g->table->is_terminal()) over(*g);
    }

    void over(const ServedGame& g) {
        note("'" + g.name + "' is over: winner " + std::to_string(g.table->winner()));
        if (!store_.record_problem().empty()) note(store_.record_problem());
    }

    void on_message(int ci, const json& j) {
        Client& c = at(ci);
        std::string why;
        auto m = parse_client_message(j, why);
        if (!m) return drop(ci, "bad message: " + why);
        if (std::holds_alternative<List>(*m)) {
            if (c.greeted) return drop(ci, "ask for the list on a connection of its own");
            return answer_and_close(ci, listing(c.user));
        }
        if (auto* cr = std::get_if<Create>(&*m)) {
            if (c.greeted) return drop(ci, "create a game on a connection of its own");
            return on_create(ci, *cr);
        }
        if (std::holds_alternative<RecordsAsk>(*m)) {
            if (c.greeted) return drop(ci, "ask for the records on a connection of its own");
            return answer_and_close(ci, records_message());
        }
        if (auto* gu = std::get_if<GiveUp>(&*m)) {
            if (c.greeted) return drop(ci, "give up a game on a connection of its own");
            return on_give_up(ci, *gu);
        }
        if (auto* r = std::get_if<ReplayAsk>(&*m)) {
            if (c.greeted || c.replay) return drop(ci, "ask for a replay on a connection of its own");
            return on_replay(ci, *r);
        }
        if (std::holds_alternative<Query>(*m)) return drop(ci, "this is a game server: ask with list");
        if (auto* h = std::get_if<Hello>(&*m)) {
            if (c.greeted) return drop(ci, "hello sent twice");
            return on_hello(ci, *h);
        }
        if (!c.greeted) return drop(ci, "say hello first");
        if (auto* a = std::get_if<Act>(&*m)) return on_act(ci, *a);
        if (auto* s = std::get_if<Say>(&*m))
            return tell_game(c.game, {{"type", "chat"}, {"from", c.user}, {"seat", c.seat >= 0 ? json(c.seat) : json(nullptr)}, {"text", s->text}});
        if (std::holds_alternative<Ping>(*m)) return;
        if (std::holds_alternative<Bye>(*m)) {
            c.closing = true;
            left(ci);
        }
    }

    // Past max_clients connections at games, a newcomer is refused unless it has a seat at the
    // game it asks for; then the oldest spectator gives way.
    bool admit(int ci) {
        int oldest = -1;
        std::size_t greeted = 0;
        for (std::size_t i = 0; i < clients_.size(); ++i) {
            const Client& x = clients_[i];
            if (!x.conn || x.closing || !x.greeted) continue;
            ++greeted;
            if (x.seat == kSpectator && (oldest < 0 || x.since < clients_[static_cast<std::size_t>(oldest)].since)) oldest = static_cast<int>(i);
        }
        if (greeted < cfg_.limits.max_clients) return true;
        (void)ci;
        if (oldest >= 0) {
            drop(oldest, "the server is full and a player came to a seat: try again later");
            return true;
        }
        drop(ci, "the server is full: try again later");
        return false;
    }

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

    void accept(Fd f) {
        Client c;
        c.user = cfg_.identify(f.get());
        c.conn = std::make_unique<Conn>(std::move(f), kMaxClientFrame, cfg_.limits.queue_bytes);
        c.since = c.heard = clock::now();
        if (c.user.empty()) {
            if (c.conn->send({{"type", "bye"}, {"reason", "the server cannot tell who you are"}})) (void)c.conn->flush();
            return;
        }
        // One user holds at most per_peer connections without a seat: its own oldest gives way.
        const auto same = std::count_if(clients_.begin(), clients_.end(),
                                        [&](const Client& x) { return x.conn && !x.closing && x.seat < 0 && x.user == c.user; });
        if (static_cast<std::size_t>(same) >= cfg_.limits.per_peer)
            drop(oldest_unseated([&](const Client& x) { return x.user == c.user; }), "too many connections of yours: a newer one took this place");
        const auto live = std::count_if(clients_.begin(), clients_.end(), [](const Client& x) { return x.conn != nullptr; });
        if (static_cast<std::size_t>(live) >= cfg_.limits.max_clients + kSpareForHello) {
            auto closing = std::find_if(clients_.begin(), clients_.end(), [](const Client& x) { return x.conn && x.closing; });
            if (closing != clients_.end()) {
                closing->conn.reset();
                freed_ = true;
            } else if (const int silent = oldest_unseated([](const Client& x) { return !x.greeted; }); silent >= 0) {
                cut(silent, "the server is full and a newer connection took its place");
            } else {
                if (c.conn->send({{"type", "bye"}, {"reason", "the server is full: try again later"}})) (void)c.conn->flush();
                return;
            }
        }
        auto slot = std::find_if(clients_.begin(), clients_.end(), [](const Client& x) { return !x.conn; });
        if (slot == clients_.end()) slot = clients_.insert(clients_.end(), Client{});
        *slot = std::move(c);
        serve(static_cast<int>(slot - clients_.begin()));
    }

    void serve(int ci) {
        Client& c = at(ci);
        if (!c.conn) return;
        if (c.closing) {
            // What a client sent after its goodbye is read and let go: closing a Unix socket with
            // bytes unread would reset the connection and could lose the goodbye on its way out.
            const bool open = c.conn->receive();
            while (c.conn->next()) {
            }
            if (!open || c.conn->decoder_failed()) hang_up(ci);
            return;
        }
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

    // One computer move per round, so the people are served between moves.
    bool computer_turn() {
        for (const ServedGame* cg : store_.games()) {
            ServedGame& g = *store_.find(cg->name);
            if (stuck_.count(g.name) || !g.started() || g.table->is_terminal()) continue;
            if (!g.seats[static_cast<std::size_t>(g.table->current_player())].computer) continue;
            const int actor = g.table->current_player();
            const std::string a = g.table->computer_move(rng_, cfg_.think_ms, g.level);
            if (a.empty() || !store_.play_computer(g, a).empty()) {
                note("'" + g.name + "': the computer player found no move or the game could not be saved; it waits");
                stuck_.insert(g.name);
                continue;
            }
            broadcast_views(g, actor, a);
            if (g.table->is_terminal()) over(g);
            return true;
        }
        return false;
    }

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
            } else if (!c.greeted && !c.replay && now - c.since > std::chrono::seconds(l.hello_seconds)) {
                drop(ci, "nothing asked within " + std::to_string(l.hello_seconds) + " seconds");
            } else if (c.seat == kSpectator && now - c.heard > std::chrono::seconds(l.idle_seconds)) {
                drop(ci, "nothing heard from you in " + std::to_string(l.idle_seconds) + " seconds");
            }
        }
    }

    void loop() {
        for (;;) {
            if (cfg_.stop && *cfg_.stop) {
                for (auto& c : clients_)
                    if (c.conn && !c.closing && c.conn->send({{"type", "bye"}, {"reason", "the server stopped; your game is saved"}}))
                        (void)c.conn->flush();
                return;
            }
            const bool moved = computer_turn();
            feed_replays();
            for (auto& c : clients_)
                if (c.conn && c.closing && !c.conn->wants_write() && !c.shut) {
                    ::shutdown(c.conn->fd(), SHUT_WR);
                    c.shut = true;
                }
            std::vector<pollfd> fds{{listener_.get(), POLLIN, 0}};
            std::vector<int> who;
            for (std::size_t i = 0; i < clients_.size(); ++i) {
                const Client& c = clients_[i];
                if (!c.conn) continue;
                fds.push_back({c.conn->fd(), static_cast<short>(POLLIN | (c.conn->wants_write() ? POLLOUT : 0)), 0});
                who.push_back(static_cast<int>(i));
            }
            int n = ::poll(fds.data(), fds.size(), moved ? 0 : 200);
            if (n < 0) {
                if (errno == EINTR) continue;
                throw NetError("poll failed");
            }
            if (fds[0].revents & POLLIN)
                for (Fd f = accept_client(listener_); f; f = accept_client(listener_)) accept(std::move(f));
            for (std::size_t k = 1; k < fds.size(); ++k) {
                const int ci = who[k - 1];
                if (!at(ci).conn) continue;
                if (fds[k].revents & (POLLIN | POLLHUP | POLLERR)) serve(ci);
            }
            for (std::size_t i = 0; i < clients_.size(); ++i)
                if (clients_[i].conn && clients_[i].conn->wants_write() && !clients_[i].conn->flush()) hang_up(static_cast<int>(i));
            time_limits();
            if (freed_) {
#if defined(__GLIBC__)
                ::malloc_trim(0);
#endif
                freed_ = false;
            }
            while (!clients_.empty() && !clients_.back().conn) clients_.pop_back();
        }
    }

    GameStore& store_;
    ServerConfig cfg_;
    Rng rng_;
    Fd listener_;
    bool own_socket_ = false;
    std::vector<Client> clients_;
    std::set<std::string> stuck_;
    bool freed_ = false;
};

}  // namespace

int run_server(GameStore& store, ServerConfig cfg) {
    Server s(store, std::move(cfg));
    return s.run();
}

}  // namespace olympus::net
