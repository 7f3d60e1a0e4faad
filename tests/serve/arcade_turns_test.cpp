// The arcade and its lobby with a game server: the "your turn" line, where the lobby opens, its host form.
// Each game where it is your turn named whole; the lobby opening on one; a form offering no impossible seat.
#include <doctest/doctest.h>

#include <atomic>
#include <cstdlib>
#include <map>
#include <sstream>
#include <thread>

#include "app/arcade.hpp"
#include "app/lobby_screen.hpp"
#include "app/net_commands.hpp"
#include "app/registry.hpp"
#include "app/serve_commands.hpp"
#include "net/server.hpp"
#include "support/golden.hpp"
#include "tui/keys.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {

// A server where everybody is alice, with `n` Hera & Zeus games against bob, each alice's turn.
struct AliceServer {
    TempDir td;
    net::GameStore store{td.path / "state", app::registry_maker()};
    std::atomic<int> stop{0};
    fs::path sock = td.path / "s.sock";
    std::thread thread;
    explicit AliceServer(int n) {
        // Listed first (by name), and bob's turn: the lobby does not start on it.
        net::ServedGame& w = store.create("a-waiting", "herazeus", {}, {}, "alice", 5);
        store.take_seat(w, "alice", 0);
        store.take_seat(w, "bob", 1);
        for (int i = 0; i < 50 && w.to_move() != "bob"; ++i) REQUIRE(store.play(w, w.to_move(), w.table->legal_actions().front()) == "");
        REQUIRE(w.to_move() == "bob");
        for (int i = 0; i < n; ++i) {
            net::ServedGame& g = store.create("evening-game-" + std::to_string(i + 1), "herazeus", {}, {}, "alice", 11 + i);
            store.take_seat(g, "alice", 0);
            store.take_seat(g, "bob", 1);
            for (int k = 0; k < 50 && g.to_move() != "alice"; ++k) REQUIRE(store.play(g, g.to_move(), g.table->legal_actions().front()) == "");
            REQUIRE(g.to_move() == "alice");
        }
        net::ServerConfig cfg;
        cfg.socket = sock;
        cfg.stop = &stop;
        cfg.identify = [](int) { return std::string("alice"); };
        std::atomic<bool> ready{false};
        cfg.on_ready = [&ready] { ready = true; };
        thread = std::thread([this, cfg = std::move(cfg)]() mutable { net::run_server(store, std::move(cfg)); });
        while (!ready) std::this_thread::yield();
    }
    // Stops the server (before its store is read from the test's thread).
    void halt() {
        stop = 1;
        if (thread.joinable()) thread.join();
    }
    ~AliceServer() { halt(); }
};

}  // namespace

TEST_CASE("the arcade names every game where it is your turn, wrapped, and counts them when they are many") {
    for (int n : {2, 9}) {
        CAPTURE(n);
        AliceServer server(n);
        ::setenv("OLYMPUS_SERVER", server.sock.c_str(), 1);
        AppContext ctx;
        ctx.save_dir = server.td.path / "saves";
        tui::ScreenStack stack(app::make_arcade_screen(ctx));
        const std::string text = render(stack, 24, 80, true);
        if (n == 2) {
            // Two games take two rows at 80 columns: both names whole, the menu below them.
            CHECK(text.find("evening-game-1 (Hera & Zeus)") != std::string::npos);
            CHECK(text.find("evening-game-2 (Hera") != std::string::npos);
            CHECK(text.find("Micro Hero: Hercules") != std::string::npos);
        } else {
            CHECK(text.find("It is your turn in 9 games on the server: see Play with others.") != std::string::npos);
        }
        CHECK(text.find("Quit") != std::string::npos);
        ::unsetenv("OLYMPUS_SERVER");
    }
}

TEST_CASE("Play with others opens on the first game where it is your turn") {
    AliceServer server(2);
    AppContext ctx;
    ctx.save_dir = server.td.path / "saves";
    tui::ScreenStack stack(app::make_lobby_screen(ctx, server.sock));
    const std::string text = render(stack, 24, 80, true);
    CHECK(text.find("▶ evening-game-1") != std::string::npos);
    CHECK(text.find("  a-waiting") != std::string::npos);
}

namespace {

// The lobby of `server` with its host form open (Micro Hero, the first game, chosen).
struct HostForm {
    AppContext ctx;
    tui::ScreenStack stack;
    explicit HostForm(const AliceServer& server) : ctx(with_saves(server.td.path / "saves")), stack(app::make_lobby_screen(ctx, server.sock)) {
        stack.feed(tui::key::End);  // Refresh
        stack.feed(tui::key::Up);   // Host a new game
        stack.feed(tui::key::Enter);
    }
    static AppContext with_saves(const fs::path& dir) {
        AppContext c;
        c.save_dir = dir;
        return c;
    }
};

}  // namespace

TEST_CASE("the lobby's host form offers the computer no seat in a Micro Hero game for one hero") {
    AliceServer server(0);
    HostForm form(server);
    tui::ScreenStack& stack = form.stack;
    // A tall terminal shows every row: at 80x24 the form scrolls to read the explanation whole.
    std::string text = render(stack, 48, 160, true);
    REQUIRE(text.find("Micro Hero: Hercules") != std::string::npos);
    CHECK(text.find("deck-builder over the Twelve Labors: two heroes") != std::string::npos);
    CHECK(text.find("The computer plays") != std::string::npos);
    // Micro Hero's own form, as `olympus play microhero` shows it: name, difficulty, players.
    CHECK(text.find("Difficulty") != std::string::npos);
    // Heroic and Mythic are locked here, and the form says why under its Difficulty row (docs/RULINGS.md).
    for (int i = 0; i < 2; ++i) stack.feed(tui::key::Down);  // Difficulty
    text = render(stack, 48, 160, true);
    CHECK(text.find("(locked): a game server cannot see the campaigns you have won") != std::string::npos);
    for (int i = 0; i < 2; ++i) stack.feed(tui::key::Up);
    for (int i = 0; i < 3; ++i) stack.feed(tui::key::Down);  // Players
    stack.feed(tui::key::Left);                              // 1 (alone)
    text = render(stack, 48, 160, true);
    CHECK(text.find("1 (alone)") != std::string::npos);
    CHECK(text.find("The computer plays") == std::string::npos);
}

TEST_CASE("the lobby's host form asks how well the computer plays once it has a seat, and the game keeps it") {
    AliceServer server(0);
    HostForm form(server);
    tui::ScreenStack& stack = form.stack;
    std::string text = render(stack, 24, 80, true);
    INFO(text);
    CHECK(text.find("It plays as") == std::string::npos);  // Micro Hero first: one way to play
    stack.feed(tui::key::Right);  // the next game
    text = render(stack, 24, 80, true);
    INFO(text);
    REQUIRE(text.find("The computer plays") != std::string::npos);
    for (int i = 0; i < 3; ++i) stack.feed(tui::key::Down);
    stack.feed(tui::key::Right);  // the last seat
    text = render(stack, 24, 80, true);
    INFO(text);
    CHECK(text.find("It plays as           the computer, strong") != std::string::npos);
    stack.feed(tui::key::Down);
    stack.feed(tui::key::Left);  // skilled
    for (int i = 0; i < 3; ++i) stack.feed(tui::key::Up);
    for (char ch : std::string("duel")) stack.feed(ch);
    stack.feed(tui::key::End);
    stack.feed(tui::key::Enter);  // Open the game
    render(stack, 24, 80, true);
    server.halt();
    const net::ServedGame* g = server.store.find("duel");
    REQUIRE(g);
    REQUIRE(g->level);
    CHECK(*g->level == Level::Skilled);
    CHECK(g->computer_name() == "the computer (skilled)");
}

namespace {
// The value a row of the form shows, as drawn: the text after its label on the first row that
// has it, without the marks of the row under the cursor.
std::string row_value(const std::string& screen, const std::string& label) {
    std::istringstream in(screen);
    for (std::string line; std::getline(in, line);) {
        const auto at = line.find(label + "  ");
        if (at == std::string::npos) continue;
        std::string v = line.substr(at + label.size());
        v.erase(0, v.find_first_not_of(" <"));  // the row under the cursor: "< 3 >"
        v = v.substr(0, v.find("  "));
        if (v.ends_with(" >")) v.resize(v.size() - 2);
        return v;
    }
    return "";
}
}  // namespace

TEST_CASE("the lobby's host form shows each game with its own defaults, whatever was chosen for the game before") {
    AliceServer server(0);
    HostForm form(server);
    tui::ScreenStack& stack = form.stack;
    auto go_to_game = [&](const std::string& title) {
        for (int i = 0; i < 8 && row_value(render(stack, 48, 160, false, false), "Game").find(title) != 0; ++i) stack.feed(tui::key::Right);
        REQUIRE(row_value(render(stack, 48, 160, false, false), "Game").find(title) == 0);
    };
    // Each game's form as it first opens.
    std::map<std::string, std::string> fresh;
    for (const std::string title : {"CGS", "ARC"}) {
        go_to_game(title);
        const std::string text = render(stack, 48, 160, false, false);
        fresh[title] = text;
        CHECK(row_value(text, "Players") == "2");
    }
    // ARC for three with the computer in a seat; then CGS, then ARC again.
    auto down_to = [&](const std::string& label) {
        for (int i = 0; i < 30 && render(stack, 48, 160, false, false).find("> " + label) == std::string::npos; ++i) stack.feed(tui::key::Down);
        REQUIRE(render(stack, 48, 160, false, false).find("> " + label) != std::string::npos);
    };
    down_to("Players");
    stack.feed(tui::key::Right);
    down_to("The computer plays");
    stack.feed(tui::key::Right);
    std::string text = render(stack, 48, 160, false, false);
    INFO(text);
    REQUIRE(row_value(text, "Players") == "3");
    REQUIRE(row_value(text, "The computer plays") != row_value(fresh["ARC"], "The computer plays"));
    stack.feed(tui::key::Home);
    go_to_game("CGS");
    text = render(stack, 48, 160, false, false);
    CHECK(row_value(text, "Players") == "2");
    CHECK(text == fresh["CGS"]);
    go_to_game("ARC");
    CHECK(render(stack, 48, 160, false, false) == fresh["ARC"]);
}

namespace {
// Leaves the network game on top of `stack` (saying yes when asked) and returns the lobby's screen.
std::string leave_game(tui::ScreenStack& stack) {
    for (int i = 0; i < 20; ++i) stack.tick();
    stack.feed('q');
    if (render(stack, 24, 80, true).find("[y] yes") != std::string::npos) stack.feed('y');
    return render(stack, 24, 80, true);
}
}  // namespace

TEST_CASE("back from a game, the lobby stands on it while it is your turn there, else on a game where it is your turn") {
    AliceServer server(2);
    AppContext ctx;
    ctx.save_dir = server.td.path / "saves";
    tui::ScreenStack stack(app::make_lobby_screen(ctx, server.sock));
    REQUIRE(render(stack, 24, 80, true).find("▶ evening-game-1") != std::string::npos);
    // The second of the games where it is alice's turn, left unplayed: the cursor stays there.
    stack.feed(tui::key::Down);
    REQUIRE(render(stack, 24, 80, true).find("▶ evening-game-2") != std::string::npos);
    stack.feed(tui::key::Enter);
    REQUIRE(render(stack, 24, 80, true).find("Network game: evening-game-2") != std::string::npos);
    std::string text = leave_game(stack);
    INFO(text);
    CHECK(text.find("▶ evening-game-2") != std::string::npos);
    // Bob's turn at the game left: the cursor goes on to the first game where it is alice's.
    stack.feed(tui::key::Home);
    REQUIRE(render(stack, 24, 80, true).find("▶ a-waiting") != std::string::npos);
    stack.feed(tui::key::Enter);
    REQUIRE(render(stack, 24, 80, true).find("Network game: a-waiting") != std::string::npos);
    text = leave_game(stack);
    INFO(text);
    CHECK(text.find("▶ evening-game-1") != std::string::npos);
}

TEST_CASE("back from a game hosted with the lobby's form, the lobby stands on that game, not on Host a new game") {
    AliceServer server(0);
    HostForm form(server);
    tui::ScreenStack& stack = form.stack;
    stack.feed(tui::key::Right);  // ARC: a game for two, nobody at its seats but alice
    stack.feed(tui::key::Down);
    for (char ch : std::string("mine")) stack.feed(ch);
    stack.feed(tui::key::End);
    stack.feed(tui::key::Enter);  // Open the game
    REQUIRE(render(stack, 24, 80, true).find("Network game: mine") != std::string::npos);
    const std::string text = leave_game(stack);
    INFO(text);
    CHECK(text.find("▶ mine") != std::string::npos);
    CHECK(text.find("▶ Host a new game") == std::string::npos);
}

TEST_CASE("host --server --computer without --level makes the computer play at the level --help names") {
    const GameEntry* hz = app::find_game("herazeus");
    const GameEntry* cgs = app::find_game("cgs");
    const GameEntry* mh = app::find_game("microhero");
    REQUIRE((hz && cgs && mh));
    CHECK(app::hosted_level(*hz, "") == Level::Strong);
    CHECK(app::hosted_level(*cgs, "") == Level::Skilled);
    CHECK(!app::hosted_level(*mh, ""));  // the partner plays one way
    CHECK(app::hosted_level(*cgs, "novice") == Level::Novice);
    AliceServer server(0);
    ::setenv("OLYMPUS_SERVER", server.sock.c_str(), 1);
    AppContext ctx;
    ctx.save_dir = server.td.path / "saves";
    for (const auto& [game, name] : {std::pair{hz, "lv"}, std::pair{cgs, "hexes"}}) {
        app::NetOptions o;
        o.server = true;
        o.name = name;
        o.computer = {1};
        CHECK(app::host_command(*game, ctx, o, {}) == 0);
    }
    ::unsetenv("OLYMPUS_SERVER");
    server.halt();
    const net::ServedGame* lv = server.store.find("lv");
    const net::ServedGame* hexes = server.store.find("hexes");
    REQUIRE((lv && hexes));
    CHECK(lv->computer_name() == "the computer (strong)");
    CHECK(hexes->computer_name() == "the computer (skilled)");
}
