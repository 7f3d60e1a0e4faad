// The ARC screens: golden tables at 80x24 (the main step and blocking, Unicode and ASCII), the
// pass screen hides everything private, keys play moves, saves continue the same game.
#include <doctest/doctest.h>

#include <iostream>

#include "arc/play_screen.hpp"
#include "arc/seats.hpp"
#include "arc_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace arct;
namespace key = olympus::tui::key;

namespace {

// Mid-game: both sides with characters, tapped and untapped, resources of two colours.
const char* kMidGame = R"({"players":2, "active":1, "turn":9, "resource_played":true, "seed":4,
  "p1":{"name":"Raiding Party",
        "hand":["Hercules","Cyclops","Hidden Clearing","Hangman's Justice","Festival Grounds"],
        "resources":["Wedding Feast","Satyr Hollow","*Hidden Clearing","Bath House","*Dance Studio"],
        "characters":["Forest Raider","*Angry Villager","Iolaus"],
        "discard":["Spoiled Princess","Satyr Wannabes"], "deck_size":24},
  "p2":{"name":"The Art of War",
        "hand":["Zeus","Royal Guards","Burial Chamber","Hera's Enforcer"],
        "resources":["Burial Chamber","*Altar to Hera","Warlord Camp","Magical Cave"],
        "characters":["Temple Protector","*Hera's Executioners","Ambitious Warlord","Royal Guards"],
        "discard":["Giant Eel"], "deck_size":19}})";

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, Seats seats, const std::string& name = "g") {
    auto path = dir.path / "arc" / (name + ".json");
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), std::move(seats)}, std::move(lock), 1));
}

Seats vs_computer(int players = 2, Level level = Level::Heuristic) {
    Seats s;
    s.computer.assign(static_cast<std::size_t>(players), level);
    s.computer[0] = std::nullopt;
    return s;
}

void show(const std::string& screen) {
    if (std::getenv("ARC_SHOW_SCREENS")) std::cout << screen << "\n";
}

}  // namespace

TEST_CASE("ARC screen: golden main step, Unicode and ASCII") {
    TempDir dir;
    auto stack = open(dir, pos(kMidGame), vs_computer());
    std::string uni = render(*stack, 24, 80, true);
    show(uni);
    CHECK(uni.find("[main]") != std::string::npos);
    CHECK(uni.find("Iolaus") != std::string::npos);
    CHECK(uni.find("Zeus") == std::string::npos);  // P2's hand stays hidden
    CHECK(uni.find("Hera's Enforcer") == std::string::npos);
    check_golden("arc/main-80x24-unicode", uni);
    check_golden("arc/main-80x24-ascii", render(*stack, 24, 80, false));
}

namespace {
// P2 attacks P1 with Hades (6) and Temple Protector (2); P1 may block with Iolaus (3) and
// Hunting Party (4): the rulebook's double block of 3 and 4 against 6.
State attacked() {
    State s = pos(R"({"players":2, "active":2, "turn":12, "resource_played":true, "seed":5,
      "p1":{"name":"Fearless Band", "hand":["Hercules","Festival Grounds","Satyr Hollow"],
            "resources":["Wedding Feast","Satyr Hollow","Hidden Clearing","Festival Grounds"],
            "characters":["Iolaus","Hunting Party","Spoiled Princess"], "deck_size":18},
      "p2":{"name":"The Art of War", "hand":["Zeus","Royal Guards"],
            "resources":["Burial Chamber","*Altar to Hera","Magical Cave","*Wedding Temple","Burial Chamber"],
            "characters":["Hades","Temple Protector","*Giant Eel"], "deck_size":15}})");
    act(s, "attack with Hades");
    act(s, "attack with Temple Protector");
    act(s, "done");
    REQUIRE(s.current_player() == 0);
    REQUIRE(s.board().step == Step::Block);
    return s;
}
}  // namespace

TEST_CASE("ARC screen: golden blocking with the blocks drawn as links, Unicode and ASCII") {
    TempDir dir;
    auto stack = open(dir, attacked(), vs_computer());
    std::string before = render(*stack, 24, 80, true);
    CHECK(before.find("[block]") != std::string::npos);
    stack->feed(' ');  // Iolaus blocks Hades (A)
    stack->feed(key::Right);
    stack->feed(' ');  // Hunting Party too
    std::string uni = render(*stack, 24, 80, true);
    show(uni);
    CHECK(uni.find("A Hades 6 vs Iolaus 3 + Hunting Party 4 = 7") != std::string::npos);
    CHECK(uni.find("B Temple Protector") != std::string::npos);
    check_golden("arc/block-80x24-unicode", uni);
    check_golden("arc/block-80x24-ascii", render(*stack, 24, 80, false));
}
