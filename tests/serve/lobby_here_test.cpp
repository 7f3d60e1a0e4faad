// The lobby with no game server on the machine: a player hosts a game from it (its own set-up
// form, then its table, waiting), and another player's lobby lists that game and joins it.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "app/lobby_screen.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {

// Ticks both screens until `done` says so (or 10 seconds pass).
template <class F>
bool settle(tui::ScreenStack& a, tui::ScreenStack& b, F done) {
    for (int i = 0; i < 500; ++i) {
        a.tick();
        b.tick();
        if (done()) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

// Sets an environment variable for a test's life.
struct Env {
    std::string name;
    std::optional<std::string> was;
    Env(std::string n, const std::string& v) : name(std::move(n)) {
        if (const char* w = std::getenv(name.c_str())) was = w;
        ::setenv(name.c_str(), v.c_str(), 1);
    }
    ~Env() {
        if (was) ::setenv(name.c_str(), was->c_str(), 1);
        else ::unsetenv(name.c_str());
    }
};

}  // namespace

TEST_CASE("with no game server, a player hosts a game from the lobby and another player's lobby joins it") {
    TempDir td;
    fs::create_directories(td.path / "run");
    Env runtime("XDG_RUNTIME_DIR", (td.path / "run").string());
    Env user("USER", "alice");
    Env limits("OLYMPUS_HOST_LIMITS", "bye_seconds=1");  // the host leaving waits less for the others to read its goodbye
    const fs::path no_server = td.path / "nobody.sock";
    AppContext alice_ctx, bob_ctx;
    alice_ctx.save_dir = td.path / "alice";
    bob_ctx.save_dir = td.path / "bob";

    tui::ScreenStack alice(app::make_lobby_screen(alice_ctx, no_server));
    std::string text = render(alice, 24, 80, true);
    INFO(text);
    CHECK(text.find("No game server runs on this machine") != std::string::npos);
    CHECK(text.find("olympus host") == std::string::npos);  // nobody is sent to the shell
    CHECK(text.find("▶ Host a game ") != std::string::npos);  // nothing hosted yet: it comes first
    alice.feed(tui::key::Enter);
    text = render(alice, 24, 80, true);
    REQUIRE(text.find("Host a game on this machine") != std::string::npos);
    // Hera & Zeus, called "evening", people only.
    for (int i = 0; i < 6 && text.find("Hera & Zeus") == std::string::npos; ++i) {
        alice.feed(tui::key::Right);
        text = render(alice, 24, 80, true);
    }
    REQUIRE(text.find("Hera & Zeus") != std::string::npos);
    alice.feed(tui::key::Down);
    for (char ch : std::string("evening")) alice.feed(ch);
    alice.feed(tui::key::End);
    alice.feed(tui::key::Enter);  // Open the game
    text = render(alice, 24, 80, true);
    INFO(text);
    REQUIRE(text.find("Network game: evening") != std::string::npos);
    // Alice waits at the game's table for the other seat.
    for (int i = 0; i < 200 && render(alice, 24, 80, true).find("Waiting for every seat") == std::string::npos; ++i) {
        alice.tick();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    CHECK(render(alice, 24, 80, true).find("Waiting for every seat") != std::string::npos);

    // Bob's lobby lists it, a seat free, and Enter takes that seat.
    Env bob_user("USER", "bob");
    tui::ScreenStack bob(app::make_lobby_screen(bob_ctx, no_server));
    text = render(bob, 24, 80, true);
    INFO(text);
    CHECK(text.find("▶ evening") != std::string::npos);
    CHECK(text.find("Hera & Zeus: P1 taken, P2 free") != std::string::npos);
    bob.feed(tui::key::Enter);
    REQUIRE(render(bob, 24, 80, true).find("Network game: evening") != std::string::npos);
    // Both at the table: the game has begun for each of them.
    const bool begun = settle(alice, bob, [&] {
        const std::string a = render(alice, 24, 80, true), b = render(bob, 24, 80, true);
        return a.find("Hera (you)") != std::string::npos && a.find("bob sits down as Zeus") != std::string::npos &&
               b.find("Zeus (you)") != std::string::npos;
    });
    INFO(render(alice, 24, 80, true));
    INFO(render(bob, 24, 80, true));
    CHECK(begun);

    // Alice leaves: her Olympus saves the game and ends it for bob, who is told so.
    alice.feed('q');
    if (render(alice, 24, 80, true).find("[y] yes") != std::string::npos) alice.feed('y');
    CHECK(render(alice, 24, 80, true).find("Play with others") != std::string::npos);
    CHECK(fs::exists(alice_ctx.save_dir / "net" / "evening.json"));
    CHECK(settle(alice, bob, [&] { return render(bob, 24, 80, true).find("Disconnected") != std::string::npos; }));
}
