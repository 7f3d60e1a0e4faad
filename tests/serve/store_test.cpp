// The game server's store: every change saved atomically before it is answered, games back after a
// restart, and a refused move (out of turn, illegal, or one the disk would not take) changing nothing.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "app/serve_commands.hpp"
#include "net/game_store.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {

std::string bytes_of(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

unsigned mode_of(const fs::path& p) {
    struct stat st{};
    REQUIRE(::stat(p.c_str(), &st) == 0);
    return st.st_mode & 07777;
}

// A Hera & Zeus game between alice (seat 0) and bob (seat 1), begun.
net::ServedGame& duel(net::GameStore& store) {
    net::ServedGame& g = store.create("evening", "herazeus", {}, {}, "alice", 7);
    CHECK(store.take_seat(g, "alice", std::nullopt) == 0);
    CHECK(store.take_seat(g, "bob", std::nullopt) == 1);
    REQUIRE(g.started());
    return g;
}

}  // namespace

TEST_CASE("the store keeps its games in a folder closed to others, each file 0600") {
    TempDir td;
    net::GameStore store(td.path / "state", app::registry_maker());
    duel(store);
    CHECK(mode_of(td.path / "state") == 0700);
    CHECK(mode_of(td.path / "state" / "games") == 0700);
    CHECK(mode_of(store.file_of("evening")) == 0600);
    // An existing folder left open is closed.
    ::chmod((td.path / "state").c_str(), 0755);
    net::GameStore again(td.path / "state", app::registry_maker());
    CHECK(mode_of(td.path / "state") == 0700);
}

TEST_CASE("a game comes back after a restart: state, seats and the time its turn began") {
    TempDir td;
    std::string state;
    std::int64_t since = 0;
    {
        net::GameStore store(td.path, app::registry_maker());
        net::ServedGame& g = duel(store);
        const int mover = g.table->current_player();
        const std::string who = g.seats[static_cast<std::size_t>(mover)].user;
        CHECK(store.play(g, who, g.table->legal_actions().front()) == "");
        state = g.table->to_json().dump();
        since = g.since;
    }
    net::GameStore store(td.path, app::registry_maker());
    CHECK(store.load_all().empty());
    net::ServedGame* g = store.find("evening");
    REQUIRE(g);
    CHECK(g->table->to_json().dump() == state);
    CHECK(g->seats == std::vector<net::ServedSeat>{{"alice", false}, {"bob", false}});
    CHECK(g->since == since);
    CHECK(g->created_by == "alice");
}

TEST_CASE("a move out of turn, by a stranger or illegal is refused and nothing changes, in memory or on disk") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& g = duel(store);
    const int mover = g.table->current_player();
    const std::string waiting = g.seats[static_cast<std::size_t>(1 - mover)].user;
    const std::string legal = g.table->legal_actions().front();
    const std::string before = g.table->to_json().dump();
    const std::string file = bytes_of(store.file_of("evening"));
    const auto since = g.since;

    CHECK(store.play(g, waiting, legal).find("not your turn") == 0);
    CHECK(store.play(g, "eve", legal) == "you have no seat in this game");
    CHECK(store.play(g, g.seats[static_cast<std::size_t>(mover)].user, "fly to the moon") != "");
    CHECK(g.table->to_json().dump() == before);
    CHECK(bytes_of(store.file_of("evening")) == file);
    CHECK(g.since == since);
}

TEST_CASE("a move the disk does not take is not made: the old file stays whole and the game as it was") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& g = duel(store);
    const std::string mover = g.seats[static_cast<std::size_t>(g.table->current_player())].user;
    const std::string legal = g.table->legal_actions().front();
    const std::string before = g.table->to_json().dump();
    const std::string file = bytes_of(store.file_of("evening"));

    store.before_rename = [] { throw std::runtime_error("disk full"); };
    CHECK(store.play(g, mover, legal).find("could not save") != std::string::npos);
    CHECK(g.table->to_json().dump() == before);
    CHECK(bytes_of(store.file_of("evening")) == file);
    // No temporary file is left to be read as a game.
    net::GameStore reread(td.path, app::registry_maker());
    CHECK(reread.load_all().empty());
    CHECK(reread.games().size() == 1);

    store.before_rename = {};
    CHECK(store.play(g, mover, legal) == "");
    CHECK(bytes_of(store.file_of("evening")) != file);
    CHECK(g.table->to_json().dump() != before);
}

TEST_CASE("seats belong to users: one seat each, a taken seat is refused, names and games are checked") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& g = store.create("evening", "herazeus", {}, {}, "alice", 7);
    CHECK(store.take_seat(g, "alice", 1) == 1);
    CHECK(store.take_seat(g, "alice", 0) == 1);  // her own seat, not a second one
    CHECK_THROWS_WITH_AS(store.take_seat(g, "bob", 1), "seat 1 is alice's", net::StoreError);
    CHECK(!g.started());
    CHECK(store.play(g, "alice", g.table->legal_actions().front()) == "waiting for every seat to be taken");
    CHECK_THROWS_AS(store.create("evening", "herazeus", {}, {}, "bob", 1), net::StoreError);
    CHECK_THROWS_AS(store.create("../x", "herazeus", {}, {}, "bob", 1), net::StoreError);
    CHECK_THROWS_AS(store.create("x", "nosuchgame", {}, {}, "bob", 1), net::StoreError);
    CHECK_THROWS_AS(store.create("x", "herazeus", {{"first", "nobody"}}, {}, "bob", 1), net::StoreError);
    CHECK_THROWS_AS(store.create("x", "herazeus", {}, {0, 1}, "bob", 1), net::StoreError);
    CHECK(store.games().size() == 1);
}

TEST_CASE("a damaged game file is named and left alone; the others are served") {
    TempDir td;
    {
        net::GameStore store(td.path, app::registry_maker());
        duel(store);
    }
    std::ofstream(td.path / "games" / "broken.json") << "{\"format\": \"olympus-save\"";
    net::GameStore store(td.path, app::registry_maker());
    auto problems = store.load_all();
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("broken.json") != std::string::npos);
    CHECK(store.find("evening"));
    CHECK(fs::exists(td.path / "games" / "broken.json"));
}

TEST_CASE("the other games are served through the same store: ARC for 3, CGS, Micro Hero together") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    for (auto [game, players] : {std::pair<std::string, std::string>{"arc", "3"}, {"cgs", "2"}, {"microhero", "2"}}) {
        CAPTURE(game);
        net::ServedGame& g = store.create(game + "-1", game, {{"players", players}}, {}, "alice", 3);
        CHECK(g.seats.size() == static_cast<std::size_t>(std::stoi(players)));
        int n = 0;
        for (const char* u : {"alice", "bob", "carol"})
            if (n < std::stoi(players)) store.take_seat(g, u, n++);
        REQUIRE(g.started());
        const std::string mover = g.to_move();
        CHECK(store.play(g, mover, g.table->legal_actions().front()) == "");
    }
    net::GameStore again(td.path, app::registry_maker());
    CHECK(again.load_all().empty());
    CHECK(again.games().size() == 3);
}
