// The host's connection limits (HostLimits): a full host still takes a seat's player back, quiet
// spectators and slow readers are dropped and their memory freed, and one peer cannot hold more
// than its share. The host is the real binary, its limits shortened through OLYMPUS_HOST_LIMITS.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "net/host_test.hpp"

using namespace host_test;

namespace {

// Each spectator by a name of its own: names are unique at a table.
json watch_hello() {
    static int count = 0;
    return {{"type", "hello"}, {"name", "w" + std::to_string(count++)}, {"watch", true}};
}

// n spectators, each welcomed before the next connects (so their age is their order).
std::vector<std::unique_ptr<Raw>> spectators(const fs::path& sock, int n) {
    std::vector<std::unique_ptr<Raw>> out;
    for (int i = 0; i < n; ++i) {
        out.push_back(std::make_unique<Raw>(sock));
        out.back()->send(watch_hello());
        REQUIRE_MESSAGE(out.back()->until("welcome"), "spectator " << i);
    }
    return out;
}

// A line of /proc/PID/status such as VmRSS, in KiB; -1 when it is not there.
long status_kib(pid_t pid, const std::string& field) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(in, line);)
        if (line.rfind(field + ":", 0) == 0) return std::stol(line.substr(field.size() + 1));
    return -1;
}

// The host's log lines containing `what`, counted until `n` are seen or 60 s pass; meanwhile
// `tick` runs (to keep a client talking).
int count_log(Child& host, const std::string& what, int n, const std::function<void()>& tick) {
    int seen = 0;
    auto end = clock_type::now() + std::chrono::seconds(60);
    while (seen < n && clock_type::now() < end) {
        tick();
        while (auto line = host.line()) seen += line->find(what) != std::string::npos;
    }
    return seen;
}

}  // namespace

TEST_CASE("a host full of silent spectators takes a seat's player back at its first try; anyone else is told it is full") {
    Game g("per_peer=1000");
    std::string token;
    {
        Raw p(g.sock);
        p.send(hello(0));
        auto w = p.until("welcome");
        REQUIRE(w);
        token = (*w)["token"];
    }
    auto crowd = spectators(g.sock, 64);
    {
        Raw late(g.sock);
        late.send(watch_hello());
        auto bye = late.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"] == "the host is full: try again later");
    }
    {
        Raw guess(g.sock);
        guess.send(hello(0, "0123abcd"));
        auto bye = guess.until("bye");
        REQUIRE(bye);
        CHECK((*bye)["reason"] == "the host is full: try again later");
    }
    Raw back(g.sock);
    back.send(hello(0, token));
    auto w = back.until("welcome");
    REQUIRE(w);
    CHECK((*w)["seat"] == 0);
    // The oldest spectator made the room.
    auto bye = crowd.front()->until("bye");
    REQUIRE(bye);
    CHECK((*bye)["reason"] == "the host is full and a player came back to its seat: try again later");
    CHECK(crowd.front()->hung_up());
    back.send({{"type", "say"}, {"text", "back"}});
    auto chat = crowd.back()->until("chat");
    REQUIRE(chat);
    CHECK((*chat)["text"] == "back");
}

TEST_CASE("connections silent too long are dropped: before hello, and spectators that do not ping; seated players may think") {
    Game g("idle_seconds=1,hello_seconds=1");
    Raw mute(g.sock), quiet(g.sock), pinging(g.sock), seated(g.sock);
    quiet.send(watch_hello());
    pinging.send(watch_hello());
    seated.send(hello(0));
    REQUIRE(quiet.until("welcome"));
    REQUIRE(pinging.until("welcome"));
    REQUIRE(seated.until("welcome"));
    auto end = clock_type::now() + std::chrono::seconds(3);
    while (clock_type::now() < end) {
        pinging.send({{"type", "ping"}});
        ::usleep(200000);
    }
    auto gone = mute.until("bye");
    REQUIRE(gone);
    CHECK((*gone)["reason"] == "no hello within 1 seconds");
    auto bye = quiet.until("bye");
    REQUIRE(bye);
    CHECK((*bye)["reason"] == "nothing heard from you in 1 seconds");
    CHECK(quiet.hung_up());
    // The pinging spectator and the silent seated player are still there.
    seated.send({{"type", "say"}, {"text", "still here"}});
    auto chat = pinging.until("chat");
    REQUIRE(chat);
    CHECK((*chat)["text"] == "still here");
}

TEST_CASE("one peer holds a few places without a seat: past them its own oldest gives way, and its seated player does not count") {
    Game g("per_peer=3");
    Raw seated(g.sock);
    seated.send(hello(0));
    REQUIRE(seated.until("welcome"));
    auto crowd = spectators(g.sock, 4);  // one more than its share
    auto bye = crowd[0]->until("bye");
    REQUIRE(bye);
    CHECK((*bye)["reason"] == "too many connections from your address: a newer one took this place");
    seated.send({{"type", "say"}, {"text", "hi"}});
    for (std::size_t i = 1; i < crowd.size(); ++i) {
        auto chat = crowd[i]->until("chat");
        REQUIRE_MESSAGE(chat, "spectator " << i);
        CHECK((*chat)["text"] == "hi");
    }
    auto own = seated.until("chat");
    REQUIRE(own);
}

TEST_CASE("spectators that never read are dropped once their queue is full; the host's memory stays bounded and the game goes on") {
    Game g("per_peer=1000");  // as if from many peers; the default queue of 1 MiB a connection
    const long before = status_kib(g.host->pid(), "VmRSS");
    Raw p(g.sock);
    p.send(hello(0));
    REQUIRE(p.until("welcome"));
    auto crowd = spectators(g.sock, 62);  // from now on they never read
    const json chat = {{"type", "say"}, {"text", std::string(400, 'x')}};
    const int dropped = count_log(*g.host, ": fell more than 1048576 bytes behind", 62, [&] {
        for (int i = 0; i < 20; ++i) p.send(chat);
        pollfd fd{p.conn.fd(), POLLIN, 0};
        while (::poll(&fd, 1, 0) > 0 && p.conn.receive())  // the player reads its own echoes
            while (p.conn.next()) {
            }
    });
    CHECK(dropped == 62);
    const long rss = status_kib(g.host->pid(), "VmRSS"), peak = status_kib(g.host->pid(), "VmHWM");
    MESSAGE("host VmRSS before " << before << " KiB, after " << rss << " KiB, peak " << peak << " KiB");
    // The documented bound: 64 connections times their 1 MiB queue, over what the host needs anyway.
    CHECK(peak < before + 64 * 1024 + 16 * 1024);
    for (auto& c : crowd) CHECK(c->hung_up());  // they read the backlog, then find the host gone
    p.send({{"type", "say"}, {"text", "anyone?"}});
    auto echo = p.until("chat");
    while (echo && (*echo)["text"] != "anyone?") echo = p.until("chat");
    REQUIRE(echo);
}
