// The game server's store: every change saved atomically before it is answered, games back after a
// restart, and a refused move (out of turn, illegal, or one the disk would not take) changing nothing.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "app/serve_commands.hpp"
#include "core/records.hpp"
#include "core/replay_cursor.hpp"
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

namespace {

// Plays the first legal move for whoever is to move until the game ends (a bounded number).
void play_out(net::GameStore& store, net::ServedGame& g) {
    for (int i = 0; i < 20000 && !g.table->is_terminal(); ++i) {
        const std::string who = g.to_move();
        const std::string a = g.table->legal_actions().front();
        if (who.rfind("the computer", 0) == 0) REQUIRE(store.play_computer(g, a) == "");
        else REQUIRE(store.play(g, who, a) == "");
    }
    REQUIRE(g.table->is_terminal());
}

ReplayCursor cursor_of(const net::ServedGame& g) {
    return ReplayCursor(g.replay(), [&g](const nlohmann::json& s) { return g.table->with_state(s); });
}

}  // namespace

TEST_CASE("the server keeps each game's replay with its save: it plays again to where the game stands, after a restart too") {
    TempDir td;
    std::string state;
    {
        net::GameStore store(td.path, app::registry_maker());
        net::ServedGame& g = duel(store);
        for (int i = 0; i < 5; ++i) REQUIRE(store.play(g, g.to_move(), g.table->legal_actions().front()) == "");
        CHECK(g.actions.size() == 5);
        // A refused move is not kept.
        CHECK(store.play(g, g.to_move(), "fly to the moon") != "");
        CHECK(g.actions.size() == 5);
        state = g.table->to_json().dump();
    }
    net::GameStore again(td.path, app::registry_maker());
    REQUIRE(again.load_all().empty());
    net::ServedGame& g = *again.find("evening");
    CHECK(g.actions.size() == 5);
    ReplayCursor c = cursor_of(g);
    CHECK(c.moves() == 5);
    CHECK(c.table().to_json().dump() == state);
    CHECK(c.replay().seats == std::vector<std::string>{"alice", "bob"});
    CHECK(!c.replay().finished);
}

TEST_CASE("a game saved before replays were kept begins its replay where it was read back") {
    TempDir td;
    std::string state;
    {
        net::GameStore store(td.path, app::registry_maker());
        net::ServedGame& g = duel(store);
        REQUIRE(store.play(g, g.to_move(), g.table->legal_actions().front()) == "");
        state = g.table->to_json().dump();
    }
    // The file as an older server wrote it: no start, no moves.
    auto j = nlohmann::json::parse(bytes_of(td.path / "games" / "evening.json"));
    j["extra"]["serve"].erase("start");
    j["extra"]["serve"].erase("actions");
    std::ofstream(td.path / "games" / "evening.json") << j.dump();
    net::GameStore again(td.path, app::registry_maker());
    REQUIRE(again.load_all().empty());
    net::ServedGame& g = *again.find("evening");
    CHECK(g.actions.empty());
    CHECK(g.start.dump() == state);
    REQUIRE(again.play(g, g.to_move(), g.table->legal_actions().front()) == "");
    CHECK(cursor_of(g).moves() == 1);
}

TEST_CASE("a finished game on the server is in the server-wide records, once for each person seated at it") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& g = duel(store);
    play_out(store, g);
    CHECK(store.record_problem() == "");
    const int w = g.table->winner();
    Records r(store.records_file());
    CHECK(r.players() == std::vector<std::string>{"alice", "bob"});
    for (int seat : {0, 1}) {
        const std::string me = seat == 0 ? "alice" : "bob", other = seat == 0 ? "bob" : "alice";
        CAPTURE(me);
        const auto lines = r.games(me);
        REQUIRE(lines.size() == 2);  // the game, then against the other player by name
        CHECK(lines[0].game == "herazeus");
        CHECK(lines[0].played == 1);
        CHECK(lines[0].won == (w == seat ? 1 : 0));
        CHECK(lines[0].lost == (w >= 0 && w != seat ? 1 : 0));
        CHECK(lines[1].opponent == other);
    }
    // A move after the end is refused and counts nothing twice; a seat is not offered, the replay is.
    CHECK(store.play(g, "alice", "anything") != "");
    CHECK_THROWS_WITH(store.take_seat(g, "eve", std::nullopt), doctest::Contains("'evening' is over: replay it"));
    CHECK(Records(store.records_file()).games("alice")[0].played == 1);
    // The records hold who played and who won, nothing hidden, in the server's closed folder.
    CHECK(mode_of(td.path) == 0700);
    // And the finished game's replay says so.
    ReplayCursor c = cursor_of(g);
    CHECK(c.replay().finished);
    CHECK(c.replay().winner == w);
}

TEST_CASE("server records: co-op partners win or lose together and are kept as partners, and the computer is an opponent") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& co = store.create("trials", "microhero", {{"players", "2"}}, {}, "alice", 5);
    store.take_seat(co, "alice", 0);
    store.take_seat(co, "bob", 1);
    play_out(store, co);
    net::ServedGame& duel_c = store.create("versus", "herazeus", {}, {1}, "carol", 9);
    store.take_seat(duel_c, "carol", 0);
    play_out(store, duel_c);

    // Micro Hero with the computer as the other hero: a partner too, of no level (it plays one way).
    net::ServedGame& with_c = store.create("labors", "microhero", {{"players", "2"}}, {1}, "dave", 6);
    store.take_seat(with_c, "dave", 0);
    play_out(store, with_c);

    Records r(store.records_file());
    const auto a = r.games("alice"), b = r.games("bob");
    REQUIRE(a.size() == 2);  // the game's line, and bob as her partner: no opponent
    REQUIRE(b.size() == 2);
    CHECK(a[1].opponent == "with:bob");
    CHECK(b[1].opponent == "with:alice");
    const auto d = r.games("dave");
    REQUIRE(d.size() == 2);
    CHECK(d[1].opponent == "with:computer");
    CHECK(a[0].won == b[0].won);
    CHECK(a[0].won + a[0].lost == 1);
    CHECK(a[0].won == (co.table->winner() >= 0 ? 1 : 0));
    // And the campaign, for each hero: played, won or not, its Trials and turns.
    for (const char* who : {"alice", "bob"}) {
        const auto camps = r.campaigns(who);
        REQUIRE(camps.size() == 1);
        CHECK(camps[0].campaigns == 1);
        CHECK(camps[0].won == a[0].won);
    }
    CHECK(r.campaigns("carol").empty());
    const auto c = r.games("carol");
    REQUIRE(c.size() == 2);
    CHECK(c[1].opponent == "computer:server");
    CHECK(c[0].won == (duel_c.table->winner() == 0 ? 1 : 0));
}

TEST_CASE("finished games beyond each person's most recent few give their place, files and all; their records stay") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    std::vector<std::string> names = {"first", "second", "third"};
    std::int64_t when = 1000;
    for (const std::string& n : names) {
        net::ServedGame& g = store.create(n, "herazeus", {}, {}, "alice", 7);
        store.take_seat(g, "alice", std::nullopt);
        store.take_seat(g, "bob", std::nullopt);
        play_out(store, g);
        g.since = when--;  // "first" ended last
    }
    // Carol's one game ended before all of alice's: alice's many games never push it out.
    net::ServedGame& carols = store.create("carols", "herazeus", {}, {}, "carol", 5);
    store.take_seat(carols, "carol", std::nullopt);
    store.take_seat(carols, "dave", std::nullopt);
    play_out(store, carols);
    carols.since = 1;
    net::ServedGame& open = store.create("open", "herazeus", {}, {}, "alice", 8);
    const fs::path third = store.file_of("third");
    REQUIRE(fs::exists(third));
    CHECK(store.retire_finished(3).empty());
    CHECK(store.retire_finished(1) == std::vector<std::string>{"second", "third"});
    CHECK(store.find("carols") != nullptr);
    CHECK(store.find("first") != nullptr);
    CHECK(store.find("second") == nullptr);
    CHECK(store.find("third") == nullptr);
    CHECK(!fs::exists(third));
    CHECK(store.find("open") == &open);  // a game not over is never retired
    CHECK(store.retire_finished(0) == std::vector<std::string>{"first", "carols"});
    CHECK(store.games().size() == 1);
    CHECK(Records(store.records_file()).games("alice")[0].played == 3);
    // Gone after a restart too, and the name is free again.
    net::GameStore again(td.path, app::registry_maker());
    CHECK(again.load_all().empty());
    CHECK(again.games().size() == 1);
    CHECK_NOTHROW(again.create("third", "herazeus", {}, {}, "bob", 9));
}

TEST_CASE("giving up a game that has begun: the computer plays the seat, the leaver's record has it lost, nothing else changes") {
    TempDir td;
    {
        net::GameStore store(td.path, app::registry_maker());
        net::ServedGame& g = duel(store);
        const std::string state = g.table->to_json().dump();
        CHECK(store.open_games_of("bob") == 1);
        CHECK(store.give_up("evening", "bob") == net::GaveUp::ComputerPlays);
        CHECK(g.seats == std::vector<net::ServedSeat>{{"alice", false}, {"", true}});
        CHECK(g.table->to_json().dump() == state);  // the rules state is untouched
        CHECK(store.open_games_of("bob") == 0);     // it no longer counts against bob's limit
        CHECK(store.open_games_of("alice") == 1);
        const auto lines = Records(store.records_file()).games("bob");
        REQUIRE(lines.size() == 2);
        CHECK(lines[0].lost == 1);
        CHECK(lines[1].opponent == "alice");
        CHECK(Records(store.records_file()).games("alice").empty());  // her game goes on
        // Bob cannot move for the seat any more, nor give it up twice.
        CHECK(store.play(g, "bob", g.table->legal_actions().front()) != "");
        CHECK_THROWS_WITH(store.give_up("evening", "bob"), doctest::Contains("no seat"));
    }
    net::GameStore again(td.path, app::registry_maker());
    CHECK(again.load_all().empty());
    REQUIRE(again.find("evening"));
    CHECK(again.find("evening")->seats == std::vector<net::ServedSeat>{{"alice", false}, {"", true}});
}

TEST_CASE("giving up before a game begins frees the seat; the last person to go removes the game, file and all") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& g = store.create("trio", "arc", {{"players", "3"}}, {}, "alice", 3);
    store.take_seat(g, "alice", 0);
    store.take_seat(g, "bob", 1);
    REQUIRE(!g.started());
    CHECK(store.give_up("trio", "bob") == net::GaveUp::SeatFreed);
    CHECK(g.seats[1] == net::ServedSeat{});
    CHECK(g.free_seats() == std::vector<int>{1, 2});
    CHECK(Records(store.records_file()).players().empty());  // nothing was played: no record
    const fs::path file = store.file_of("trio");
    CHECK(store.give_up("trio", "alice") == net::GaveUp::Removed);
    CHECK(store.find("trio") == nullptr);
    CHECK(!fs::exists(file));
    // A game its creator never sat at, and nobody else did, its creator may remove; nobody else.
    store.create("empty", "herazeus", {}, {}, "carol", 4);
    CHECK(store.open_games_of("carol") == 1);
    CHECK_THROWS_WITH(store.give_up("empty", "dave"), doctest::Contains("no seat"));
    CHECK(store.give_up("empty", "carol") == net::GaveUp::Removed);
    CHECK(store.open_games_of("carol") == 0);
    // Against the computer alone: giving up removes it and counts as lost.
    net::ServedGame& solo = store.create("versus", "herazeus", {}, {1}, "erin", 9);
    store.take_seat(solo, "erin", 0);
    CHECK(store.give_up("versus", "erin") == net::GaveUp::Removed);
    const auto lines = Records(store.records_file()).games("erin");
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].lost == 1);
    CHECK(lines[1].opponent == "computer:server");
}

TEST_CASE("giving up is refused for a stranger, a finished game or a disk that will not take it, and changes nothing") {
    TempDir td;
    net::GameStore store(td.path, app::registry_maker());
    net::ServedGame& g = duel(store);
    const fs::path file = store.file_of("evening");
    const std::string bytes = bytes_of(file);
    CHECK_THROWS_WITH(store.give_up("evening", "eve"), doctest::Contains("you have no seat at 'evening'"));
    CHECK_THROWS_WITH(store.give_up("morning", "alice"), doctest::Contains("there is no game called 'morning'"));
    store.before_rename = [] { throw std::runtime_error("disk full"); };
    CHECK_THROWS_WITH(store.give_up("evening", "bob"), doctest::Contains("nothing was given up"));
    store.before_rename = nullptr;
    CHECK(g.seats == std::vector<net::ServedSeat>{{"alice", false}, {"bob", false}});
    CHECK(bytes_of(file) == bytes);
    CHECK(Records(store.records_file()).players().empty());
    play_out(store, g);
    CHECK_THROWS_WITH(store.give_up("evening", "alice"), doctest::Contains("over already"));
    CHECK(store.find("evening") != nullptr);
}
