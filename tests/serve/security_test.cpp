// A user without a seat at a served game gets nothing hidden through the socket: a spectator is
// sent only the public view, a seat's view goes only to the user sitting there, and asking for
// somebody else's seat, moving or listing gives nothing more. Users are told apart here by the
// abstract address each test client binds (the server's identify hook); the real server uses
// SO_PEERCRED, which tests/e2e/serve.sh checks with real users.
#include <doctest/doctest.h>

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <set>
#include <thread>

#include "app/serve_commands.hpp"
#include "core/replay_cursor.hpp"
#include "net/conn.hpp"
#include "net/server.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
using json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

std::atomic<int> g_counter{0};

// A client whose socket is bound to "\0olytest-USER-N" before it connects.
struct As {
    std::unique_ptr<net::Conn> conn;
    std::vector<json> got;
    As(const fs::path& sock, const std::string& user) {
        int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        REQUIRE(fd >= 0);
        net::Fd f(fd);
        sockaddr_un me{};
        me.sun_family = AF_UNIX;
        const std::string name = "olytest-" + user + "-" + std::to_string(::getpid()) + "-" + std::to_string(g_counter++);
        std::memcpy(me.sun_path + 1, name.data(), name.size());
        REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&me), static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size())) == 0);
        sockaddr_un to{};
        to.sun_family = AF_UNIX;
        std::strncpy(to.sun_path, sock.c_str(), sizeof to.sun_path - 1);
        bool ok = false;
        for (int i = 0; i < 200 && !ok; ++i) {
            ok = ::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0;
            if (!ok) ::usleep(20000);
        }
        REQUIRE(ok);
        net::set_nonblocking(fd);
        conn = std::make_unique<net::Conn>(std::move(f), net::kMaxHostFrame);
    }
    void send(const json& m) {
        REQUIRE(conn->send(m));
        REQUIRE(conn->flush());
    }
    // Reads until a message of `type` comes (kept in `got` with the rest); nullopt on hang-up or 10 s.
    std::optional<json> until(const std::string& type) {
        auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (std::chrono::steady_clock::now() < end) {
            while (auto m = conn->next()) {
                got.push_back(*m);
                if (m->value("type", "") == type) return m;
            }
            pollfd p{conn->fd(), POLLIN, 0};
            ::poll(&p, 1, 50);
            if ((p.revents & (POLLIN | POLLHUP)) && !conn->receive()) {
                while (auto m = conn->next()) {
                    got.push_back(*m);
                    if (m->value("type", "") == type) return m;
                }
                return std::nullopt;
            }
        }
        return std::nullopt;
    }
};

std::string user_of_abstract(int fd) {
    sockaddr_un a{};
    socklen_t len = sizeof a;
    if (::getpeername(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0 || a.sun_path[0] != '\0') return "";
    std::string name(a.sun_path + 1, len - offsetof(sockaddr_un, sun_path) - 1);
    if (name.rfind("olytest-", 0) != 0) return "";
    name = name.substr(8);
    return name.substr(0, name.find('-'));
}

struct Running {
    TempDir td;
    net::GameStore store{td.path / "state", app::registry_maker()};
    std::atomic<int> stop{0};
    fs::path sock = td.path / "s.sock";
    std::thread thread;
    // `moves`: that many first legal moves are made before the server opens (-1: to the end).
    explicit Running(int moves = 0, std::size_t keep_finished = 100) {
        net::ServedGame& g = store.create("evening", "herazeus", {}, {}, "alice", 11);
        store.take_seat(g, "alice", 0);
        store.take_seat(g, "bob", 1);
        for (int i = 0; (moves < 0 || i < moves) && i < 20000 && !g.table->is_terminal(); ++i)
            REQUIRE(store.play(g, g.to_move(), g.table->legal_actions().front()) == "");
        net::ServerConfig cfg;
        cfg.socket = sock;
        cfg.stop = &stop;
        cfg.identify = user_of_abstract;
        cfg.keep_finished = keep_finished;
        thread = std::thread([this, cfg = std::move(cfg)]() mutable { net::run_server(store, std::move(cfg)); });
    }
    ~Running() {
        stop = 1;
        thread.join();
    }
};

}  // namespace

TEST_CASE("a user without a seat sees only the public view, and asking for more gives nothing") {
    Running r;
    const int mover = 0;  // Hera lays her opening row first
    As alice(r.sock, "alice");
    alice.send({{"type", "hello"}, {"game", "evening"}});
    auto w = alice.until("welcome");
    REQUIRE(w);
    CHECK((*w)["seat"] == 0);
    auto av = alice.until("view");
    REQUIRE(av);
    REQUIRE((*av).contains("legal"));

    As eve(r.sock, "eve");
    eve.send({{"type", "hello"}, {"game", "evening"}, {"watch", true}});
    REQUIRE(eve.until("welcome"));
    REQUIRE(eve.until("view"));

    // Eve cannot move, nor take alice's seat, nor any seat, nor make a second hello on her connection.
    eve.send({{"type", "act"}, {"action", (*av)["legal"][0]}});
    auto err = eve.until("error");
    REQUIRE(err);
    CHECK((*err)["text"] == "a spectator cannot move");
    {
        As eve2(r.sock, "eve");
        eve2.send({{"type", "hello"}, {"game", "evening"}, {"seat", mover}});
        auto bye = eve2.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"] == "seat 0 is alice's");
        for (const json& m : eve2.got) CHECK(m.value("type", "") != "view");
    }
    {
        As eve3(r.sock, "eve");
        eve3.send({{"type", "hello"}, {"game", "evening"}});
        auto bye = eve3.until("bye");
        REQUIRE(bye);
        CHECK(std::string((*bye)["reason"]).find("every seat") != std::string::npos);
    }
    {
        // The list says who plays and whose turn it is, never a card.
        As eve4(r.sock, "eve");
        eve4.send({{"type", "list"}});
        auto games = eve4.until("games");
        REQUIRE(games);
        for (const json& g : (*games)["games"]) {
            const std::set<std::string> allowed{"name", "game", "players", "free", "spectators", "to_move", "since", "started",
                                                "over", "your_seat", "your_turn", "watchable", "winner"};
            for (auto it = g.begin(); it != g.end(); ++it) CHECK(allowed.count(it.key()));
            CHECK(g["your_seat"].is_null());
        }
    }

    // Alice moves: eve's next view is the public one, and no view eve was sent carries a seat.
    alice.send({{"type", "act"}, {"action", (*av)["legal"][0]}});
    REQUIRE(alice.until("view"));
    REQUIRE(eve.until("view"));
    // A moment for anything else the server might send her.
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    (void)eve.until("nothing-of-this-type-within-the-wait");
    r.stop = 1;
    r.thread.join();
    r.thread = std::thread([] {});
    const net::ServedGame* g = r.store.find("evening");
    REQUIRE(g);
    json last_view;
    int views = 0;
    for (const json& m : eve.got) {
        if (m.value("type", "") != "view") continue;
        ++views;
        CHECK(m["seat"].is_null());
        CHECK(!m.contains("legal"));
        CHECK(m["view"] != g->table->view_json(0));
        CHECK(m["view"] != g->table->view_json(1));
        last_view = m["view"];
    }
    CHECK(views == 2);
    CHECK(last_view == *g->table->public_view_json());
}

namespace {

// Everything a replay request was answered with: the header, then the views, then its end.
struct Answer {
    std::optional<json> head;
    std::vector<json> views;
    bool ended = false;
};
Answer ask_replay(const fs::path& sock, const std::string& user, const std::string& game) {
    As a(sock, user);
    a.send({{"type", "replay"}, {"game", game}});
    Answer out;
    (void)a.until("replay_end");
    for (const json& m : a.got) {
        const std::string t = m.value("type", "");
        if (t == "replay" || t == "error") out.head = m;
        else if (t == "replay_view") out.views.push_back(m["view"]);
        else if (t == "replay_end") out.ended = true;
    }
    return out;
}

}  // namespace

TEST_CASE("a served game's replay gives each player only their own seat's views, and anyone else the public view") {
    Running r(12);
    // What each seat and a spectator were shown, worked out here from the server's own replay.
    const net::ServedGame* g = r.store.find("evening");
    REQUIRE(g);
    ReplayCursor c(g->replay(), [g](const json& s) { return g->table->with_state(s); });
    REQUIRE(c.moves() == 12);

    const Answer alice = ask_replay(r.sock, "alice", "evening");
    REQUIRE(alice.head);
    CHECK((*alice.head)["type"] == "replay");
    CHECK((*alice.head)["seat"] == 0);
    CHECK((*alice.head)["moves"] == 12);
    CHECK(!(*alice.head).contains("start"));
    CHECK(!(*alice.head).contains("actions"));
    // Its turns numbered as the board's heading numbers them, one number for each turn's start.
    CHECK((*alice.head)["turn_numbers"] == json(c.turn_numbers()));
    CHECK((*alice.head)["turn_numbers"].size() == (*alice.head)["turn_starts"].size());
    CHECK((*alice.head)["turn_word"] == "turn");
    CHECK(alice.ended);
    REQUIRE(alice.views.size() == 13);
    int differ = 0;
    for (int pos = 0; pos <= 12; ++pos) {
        CAPTURE(pos);
        const json& v = alice.views[static_cast<std::size_t>(pos)];
        CHECK(v == replay_view_message(c, pos, 0));
        const json theirs = replay_view_message(c, pos, 1);
        CHECK(v["view"] != theirs["view"]);
        differ += v["view"] != theirs["view"];
        CHECK(!v.contains("legal"));
    }
    CHECK(differ == 13);

    const Answer bob = ask_replay(r.sock, "bob", "evening");
    REQUIRE(bob.head);
    CHECK((*bob.head)["seat"] == 1);
    REQUIRE(bob.views.size() == 13);
    for (int pos = 0; pos <= 12; ++pos) CHECK(bob.views[static_cast<std::size_t>(pos)] == replay_view_message(c, pos, 1));

    // Eve had no seat: the public view only, each one the spectator's at that move.
    const Answer eve = ask_replay(r.sock, "eve", "evening");
    REQUIRE(eve.head);
    CHECK((*eve.head)["seat"].is_null());
    REQUIRE(eve.views.size() == 13);
    for (int pos = 0; pos <= 12; ++pos) {
        const json& v = eve.views[static_cast<std::size_t>(pos)];
        CHECK(v["seat"].is_null());
        CHECK(v == replay_view_message(c, pos, -1));
        CHECK(v["view"] != replay_view_message(c, pos, 0)["view"]);
        CHECK(v["view"] != replay_view_message(c, pos, 1)["view"]);
    }

    const Answer none = ask_replay(r.sock, "eve", "no-such-game");
    REQUIRE(none.head);
    CHECK((*none.head)["type"] == "error");
    CHECK(none.views.empty());
}

TEST_CASE("the server-wide records through the socket: who played and won, after a finished game") {
    Running r(-1);
    REQUIRE(r.store.find("evening")->table->is_terminal());
    As eve(r.sock, "eve");
    eve.send({{"type", "records"}});
    auto rec = eve.until("records");
    REQUIRE(rec);
    std::string all;
    for (const json& l : (*rec)["lines"]) all += l.get<std::string>() + "\n";
    CHECK(all.find("Player alice") != std::string::npos);
    CHECK(all.find("Player bob") != std::string::npos);
    CHECK(all.find("Hera & Zeus") != std::string::npos);
    CHECK(all.find("vs bob") != std::string::npos);
    // The finished game's replay is still each seat's own.
    const Answer alice = ask_replay(r.sock, "alice", "evening");
    REQUIRE(alice.head);
    CHECK((*alice.head)["finished"] == true);
    CHECK((*alice.head)["seat"] == 0);
}

TEST_CASE("a finished game the server no longer keeps lets its watchers go, and its name is free") {
    Running r(-1, 0);  // "evening" is over; the server keeps no finished game once a game is made
    As alice(r.sock, "alice");
    alice.send({{"type", "hello"}, {"game", "evening"}});
    REQUIRE(alice.until("view"));
    As eve(r.sock, "eve");
    eve.send({{"type", "create"}, {"game", "herazeus"}, {"name", "evening"}, {"options", json::object()}});
    auto made = eve.until("created");
    REQUIRE(made);
    CHECK((*made)["name"] == "evening");
    // Alice, still looking at the old game, is told it is gone: a game that takes its name is
    // never shown to her.
    auto bye = alice.until("bye");
    REQUIRE(bye);
    CHECK((*bye)["reason"].get<std::string>().find("no longer kept") != std::string::npos);
    As lister(r.sock, "eve");
    lister.send({{"type", "list"}});
    auto games = lister.until("games");
    REQUIRE(games);
    REQUIRE((*games)["games"].size() == 1);
    CHECK((*games)["games"][0]["over"] == false);
}

TEST_CASE("giving up through the socket: the other player is told, the leaver's open connection is let go, the computer moves for the seat") {
    Running r;
    As bob(r.sock, "bob");
    bob.send({{"type", "hello"}, {"game", "evening"}});
    REQUIRE(bob.until("view"));
    As alice_table(r.sock, "alice");
    alice_table.send({{"type", "hello"}, {"game", "evening"}});
    REQUIRE(alice_table.until("view"));
    // Somebody without a seat is refused.
    As eve(r.sock, "eve");
    eve.send({{"type", "give_up"}, {"game", "evening"}});
    auto refused = eve.until("error");
    REQUIRE(refused);
    CHECK((*refused)["text"].get<std::string>().find("no seat") != std::string::npos);
    As alice(r.sock, "alice");
    alice.send({{"type", "give_up"}, {"game", "evening"}});
    auto done = alice.until("given_up");
    REQUIRE(done);
    CHECK((*done)["text"].get<std::string>().find("the computer plays your seat") != std::string::npos);
    // Her table in the other terminal is let go, saying why.
    auto bye = alice_table.until("bye");
    REQUIRE(bye);
    CHECK((*bye)["reason"] == "you gave up your seat at 'evening'");
    // Bob hears it, and the computer, now at seat 1 (Hera moves first), makes her move.
    auto info = bob.until("info");
    while (info && (*info)["text"].get<std::string>().find("gave up") == std::string::npos) info = bob.until("info");
    REQUIRE(info);
    CHECK((*info)["text"] == "alice gave up the seat of Hera; the computer plays it from now on.");
    REQUIRE(bob.until("view"));
    As lister(r.sock, "bob");
    lister.send({{"type", "list"}});
    auto games = lister.until("games");
    REQUIRE(games);
    CHECK((*games)["games"][0]["players"][0] == "the computer");
}
