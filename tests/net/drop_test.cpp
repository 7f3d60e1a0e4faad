// Clients that misbehave: garbage, an oversized frame, a move out of turn, a stolen seat. The
// host (the real binary) answers or drops that client and the game goes on; a dropped player
// takes its seat back with its token.
#include <doctest/doctest.h>

#include <fstream>

#include "herazeus/state.hpp"
#include "net/host_test.hpp"

using namespace olympus;
using namespace host_test;

TEST_CASE("garbage, an oversized frame and bad messages drop only that client; the game goes on") {
    Game g;
    Raw a(g.sock), b(g.sock);
    a.send(hello(0));
    auto wa = a.until("welcome");
    REQUIRE(wa);
    b.send(hello(1));
    REQUIRE(b.until("welcome"));
    auto va = a.until("view");
    REQUIRE(va);
    REQUIRE(va->contains("legal"));

    for (std::string bad : {std::string("\x00\x00\x00\x05hello", 9), std::string("\x7f\xff\xff\xff", 4) + std::string(64, 'x'),
                            net::encode_frame(json{{"type", "act"}, {"action", 42}}), net::encode_frame(json{{"type", "act"}, {"action", "x"}})}) {
        CAPTURE(bad.size());
        Raw bad_client(g.sock);
        bad_client.send_bytes(bad);  // the last one acts before hello
        auto bye = bad_client.until("bye");
        REQUIRE(bye);
        CHECK(!(*bye)["reason"].get<std::string>().empty());
        CHECK(bad_client.hung_up());
    }
    {
        Raw thief(g.sock);
        thief.send(hello(0));
        auto bye = thief.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"] == "seat 0 is taken");
    }
    // Out of turn: refused with an error, the client stays.
    b.send({{"type", "act"}, {"action", (*va)["legal"][0]}});
    auto err = b.until("error");
    REQUIRE(err);
    CHECK((*err)["text"].get<std::string>().find("not your turn") == 0);
    // An action that is no action: refused too.
    a.send({{"type", "act"}, {"action", "fly to the moon"}});
    REQUIRE(a.until("error"));
    // Chat reaches the other seat.
    a.send({{"type", "say"}, {"text", "good luck"}});
    auto chat = b.until("chat");
    REQUIRE(chat);
    CHECK((*chat)["text"] == "good luck");
    // The game goes on: seat 0's move reaches seat 1 as a new view.
    a.send({{"type", "act"}, {"action", (*va)["legal"][0]}});
    auto vb = b.until("view");
    REQUIRE(vb);
    CHECK_FALSE(vb->contains("you_played"));  // seat 1 never learns seat 0's face-down card from its move
    auto mine = a.until("view");
    REQUIRE(mine);
    CHECK((*mine)["you_played"] == (*va)["legal"][0]);
    // A spectator is shown the public view: no seat, no moves, no hand it may not see.
    Raw watcher(g.sock);
    watcher.send({{"type", "hello"}, {"name", "w"}, {"watch", true}});
    auto pub = watcher.until("view");
    REQUIRE(pub);
    CHECK((*pub)["seat"].is_null());
    CHECK_FALSE(pub->contains("legal"));
    CHECK((*pub)["view"]["hera"]["hand"] == (*vb)["view"]["hera"]["hand"]);  // Hera's hand as Zeus sees it
    watcher.send({{"type", "act"}, {"action", (*va)["legal"][0]}});
    auto refused = watcher.until("error");
    REQUIRE(refused);
    CHECK((*refused)["text"] == "a spectator cannot move");
}

TEST_CASE("a dropped player takes its seat back with its token, and no one else can") {
    Game g;
    std::string token;
    Raw a(g.sock);
    a.send(hello(0));
    {
        Raw b(g.sock);
        b.send(hello(1));
        auto w = b.until("welcome");
        REQUIRE(w);
        token = (*w)["token"];
        REQUIRE(b.until("view"));
    }  // b's connection closes: seat 1 is free for its token
    auto info = a.until("info");
    while (info && (*info)["text"].get<std::string>().find("left") == std::string::npos) info = a.until("info");
    REQUIRE(info);
    CHECK(fs::exists(g.td.path / "save" / "net" / "t.json"));  // saved when the player left
    {
        Raw other(g.sock);
        other.send(hello(1, "not-the-token"));
        auto bye = other.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"].get<std::string>().find("rejoin with its token") != std::string::npos);
    }
    // The real client rejoins with the token (on its stdin, never on its command line) and is
    // shown its seat's view at once.
    Child back({OLYMPUS_BINARY, "join", "t", "--dir", g.td.path.string(), "--seat", "1", "--token", "-"});
    back.write_line(token);
    bool welcomed = false, viewed = false;
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!(welcomed && viewed) && clock_type::now() < end) {
        if (auto line = back.line()) {
            json m = json::parse(*line, nullptr, false);
            welcomed = welcomed || (m.value("type", "") == "welcome" && m["seat"] == 1);
            viewed = viewed || (m.value("type", "") == "view" && m["seat"] == 1);
        } else {
            wait_any({&back}, end);
        }
    }
    CHECK(welcomed);
    CHECK(viewed);
    back.write_line("quit");
    CHECK(back.wait(std::chrono::seconds(20)).has_value());
}

TEST_CASE("a host stopped and started again with --load gives each seat back to its player's token") {
    Game g;
    std::string tokens[2];
    {
        Raw a(g.sock), b(g.sock);
        auto [wa, wb] = seat_both(a, b);
        tokens[0] = wa["token"];
        tokens[1] = wb["token"];
        REQUIRE(a.until("view"));
        g.host->signal(SIGTERM);  // the host stops: it saves the game with its seats
        auto rc = g.host->wait(std::chrono::seconds(20));
        REQUIRE(rc.has_value());
        CHECK(*rc == 128 + SIGTERM);  // as documented: 128+N after signal N, the game saved first
    }
    REQUIRE(fs::exists(g.save_file()));
    // The seats' tokens are secrets: only the owner may read the save.
    CHECK((fs::status(g.save_file()).permissions() & (fs::perms::group_read | fs::perms::others_read)) == fs::perms::none);
    fs::path kept = g.td.path / "kept.json";
    fs::copy_file(g.save_file(), kept);
    fs::remove(g.sock);
    {
        // Another file under this name would be saved over the unfinished game: refused.
        Child other(host_args(g.td.path, "t", {"--load", kept.string()}));
        auto rc = other.wait(std::chrono::seconds(20));
        REQUIRE(rc.has_value());
        CHECK(*rc == 2);
        CHECK_FALSE(fs::exists(g.sock));
    }
    g.start({"--load", g.save_file().string()});
    {
        Raw stranger(g.sock);
        stranger.send(hello(0));  // no token: seat 0 is still its player's
        auto bye = stranger.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"].get<std::string>().find("rejoin with its token") != std::string::npos);
    }
    {
        Raw thief(g.sock);
        thief.send(hello(1, tokens[0]));  // seat 0's token does not open seat 1
        CHECK(thief.until("bye"));
    }
    Raw a(g.sock), b(g.sock);
    auto [wa, wb] = seat_both(a, b, tokens[0], tokens[1]);
    CHECK(wa["seat"] == 0);
    CHECK(wb["seat"] == 1);
    CHECK(a.until("view"));
}

TEST_CASE("a save whose seats are damaged is refused with a message") {
    Game g;
    g.host->signal(SIGTERM);
    REQUIRE(g.host->wait(std::chrono::seconds(20)).has_value());
    REQUIRE(fs::exists(g.save_file()));
    json save = json::parse(std::ifstream(g.save_file()));
    REQUIRE(save["extra"]["seats"].is_array());
    save["extra"]["seats"][0]["token"] = "not a token!";
    fs::path bad = g.td.path / "bad.json";
    std::ofstream(bad) << save.dump();
    Child again(host_args(g.td.path, "u", {"--load", bad.string()}, "save2"));
    auto rc = again.wait(std::chrono::seconds(20));
    REQUIRE(rc.has_value());
    CHECK(*rc != 0);
    CHECK_FALSE(fs::exists(g.td.path / "u.sock"));
}

TEST_CASE("a finished game's save gives way to a new game of the same name; an unfinished one does not") {
    TempDir td;
    const fs::path save = td.path / "save" / "net" / "f.json";
    {
        Child both_computer(host_args(td.path, "f", {"--think", "1", "--computer", "0", "--computer", "1"}));  // plays itself to the end
        CHECK(both_computer.wait(std::chrono::seconds(60)) == std::optional<int>(0));
    }
    REQUIRE(fs::exists(save));
    Child again(host_args(td.path, "f", {}));
    CHECK(socket_appears(td.path / "f.sock"));  // the game was over: nothing to lose
    {
        Raw a(td.path / "f.sock"), b(td.path / "f.sock");
        seat_both(a, b);
        REQUIRE(a.until("view"));  // begun: stopping now leaves it unfinished
        again.signal(SIGTERM);
        REQUIRE(again.wait(std::chrono::seconds(20)).has_value());
    }
    const std::string before = json::parse(std::ifstream(save)).dump();
    Child third(host_args(td.path, "f", {}));
    auto rc = third.wait(std::chrono::seconds(20));
    REQUIRE(rc.has_value());
    CHECK(*rc == 2);
    CHECK(json::parse(std::ifstream(save)).dump() == before);
}

TEST_CASE("join without a name lists the open games") {
    Game g;
    Child list({OLYMPUS_BINARY, "join", "--dir", g.td.path.string()});
    std::string out;
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!list.eof() && clock_type::now() < end) {
        if (auto l = list.line()) out += *l + "\n";
        else wait_any({&list}, end);
    }
    CHECK(out.find("t  herazeus, 2 seats, open: 0 1") != std::string::npos);
    CHECK(list.wait(std::chrono::seconds(20)) == std::optional<int>(0));
}

TEST_CASE("the TCP listener on loopback serves the same game") {
    TempDir td;
    HostProcess host(host_args(td.path, "t", {"--listen", "127.0.0.1:0"}));
    std::string port;
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (port.empty() && !host.eof() && clock_type::now() < end) {
        auto line = host.line();
        if (!line) {
            wait_any({&host}, end);
            continue;
        }
        if (auto at = line->find("(port "); at != std::string::npos) port = line->substr(at + 6, line->find(')', at) - at - 6);
    }
    REQUIRE(!port.empty());
    net::Conn c(net::connect_tcp("127.0.0.1:" + port), net::kMaxHostFrame);
    (void)c.send(net::to_json(net::Query{}), net::kMaxClientFrame);
    std::optional<json> status;
    end = clock_type::now() + std::chrono::seconds(20);
    while (!status && clock_type::now() < end) {
        pollfd p{c.fd(), static_cast<short>(POLLIN | (c.wants_write() ? POLLOUT : 0)), 0};
        ::poll(&p, 1, 100);
        if (c.wants_write()) REQUIRE(c.flush());
        bool ok = c.receive();
        status = c.next();
        if (!ok) break;
    }
    REQUIRE(status);
    CHECK((*status)["type"] == "status");
    CHECK((*status)["game"] == "herazeus");
    CHECK((*status)["open"] == json::array({0, 1}));
}

namespace {
// Reads `who`'s info lines until one contains `text`.
bool info_says(Raw& who, const std::string& text) {
    for (auto info = who.until("info"); info; info = who.until("info"))
        if ((*info)["text"].get<std::string>().find(text) != std::string::npos) return true;
    return false;
}
}  // namespace

TEST_CASE("a player back before its old connection died takes its seat with its token; the old one is told why") {
    Game g;
    Raw a(g.sock), b(g.sock);
    const std::string token = seat_both(a, b)[1]["token"];
    REQUIRE(b.until("view"));
    {
        Raw thief(g.sock);  // without the token the held seat stays taken
        thief.send(hello(1));
        auto bye = thief.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"] == "seat 1 is taken");
    }
    Raw back(g.sock);  // b's link is lost but its connection lingers; b comes back
    back.send({{"type", "hello"}, {"name", "p1"}, {"token", token}});
    auto w = back.until("welcome");
    REQUIRE(w);
    CHECK((*w)["seat"] == 1);
    CHECK(back.until("view"));
    auto old = b.until("bye");
    REQUIRE(old);
    CHECK((*old)["reason"].get<std::string>().find("taken back") != std::string::npos);
    CHECK(b.hung_up());
    CHECK(info_says(a, "p1 is back as Zeus"));
}

TEST_CASE("a seated player sending garbage or asking for status is dropped; its seat waits for its token and the game goes on") {
    Game g;
    Raw a(g.sock);
    a.send(hello(0));
    REQUIRE(a.until("welcome"));
    std::string token;
    std::optional<json> va;
    {
        Raw b(g.sock);
        b.send(hello(1));
        auto wb = b.until("welcome");
        REQUIRE(wb);
        token = (*wb)["token"];
        REQUIRE(b.until("view"));
        va = a.until("view");  // no move is made until the end, so this view stays current
        REQUIRE(va);
        b.send_bytes(std::string("\x00\x00\x00\x03{{{", 7));
        auto bye = b.until("bye");
        REQUIRE(bye);
        CHECK(b.hung_up());
    }
    CHECK(info_says(a, "p1 left the table as Zeus; they may come back."));
    CHECK(fs::exists(g.save_file()));
    {
        Raw b(g.sock);
        b.send(hello(1, token));
        REQUIRE(b.until("welcome"));
        REQUIRE(b.until("view"));
        b.send({{"type", "query"}});  // a seated client asking for the status leaves too
        auto st = b.until("status");
        REQUIRE(st);
        CHECK((*st)["open"] == json::array({1}));
    }
    CHECK(info_says(a, "p1 left the table as Zeus; they may come back."));
    Raw b(g.sock);
    b.send(hello(1, token));
    REQUIRE(b.until("welcome"));
    auto vb = b.until("view");
    REQUIRE(vb);
    // The game goes on: the seat to move moves.
    Raw& mover = (*vb).contains("legal") ? b : a;
    json v = (*vb).contains("legal") ? *vb : *va;
    REQUIRE(v.contains("legal"));
    mover.send({{"type", "act"}, {"action", v["legal"][0]}});
    auto after = mover.until("view");
    REQUIRE(after);
    CHECK((*after)["you_played"] == v["legal"][0]);
}

TEST_CASE("moves the host refuses over the real socket change nothing: the table stays byte for byte as it was") {
    Game g;
    Raw a(g.sock), b(g.sock);
    seat_both(a, b);
    auto va = a.until("view");
    REQUIRE(va);
    REQUIRE(b.until("view"));
    auto table_now = [&] {  // the whole public table, as a newcomer watching is shown it
        Raw w(g.sock);
        w.send({{"type", "hello"}, {"name", "w"}, {"watch", true}});
        auto v = w.until("view");
        REQUIRE(v);
        return (*v)["view"].dump();
    };
    const std::string before = table_now();
    b.send({{"type", "act"}, {"action", (*va)["legal"][0]}});  // out of turn
    REQUIRE(b.until("error"));
    for (const char* bad : {"fly to the moon", "challenge col1 col2", "recall col9", "place col3"}) {
        a.send({{"type", "act"}, {"action", bad}});  // to move, but no such move here
        auto err = a.until("error");
        REQUIRE(err);
        CHECK_FALSE((*err)["text"].get<std::string>().empty());
    }
    CHECK(table_now() == before);
    // The seat to move still has exactly the moves it had, and the first of them is accepted.
    a.send({{"type", "act"}, {"action", (*va)["legal"][0]}});
    auto mine = a.until("view");
    REQUIRE(mine);
    CHECK((*mine)["you_played"] == (*va)["legal"][0]);
    CHECK(table_now() != before);  // the check above can tell a changed table
}
