// ARC asks before a move that throws the mover's own cards away (a card that discards from its
// own deck or destroys its own character), and the moves menu cannot end the turn past the
// question the e key asks. `n` changes nothing (the save after leaving is the position as it
// was), `y` makes the move.
#include <doctest/doctest.h>

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

// Reckless Warlords discards four from the opponent's deck and two from its player's own.
const char* kWarlords = R"({"players":2, "active":1, "turn":7, "resource_played":true, "seed":8,
  "p1":{"hand":["Reckless Warlords"], "resources":["Bath House","Warlord Camp"], "characters":["Iolaus"], "deck_size":20},
  "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Temple Protector"], "deck_size":20}})";

// A resource still in hand at the start of the turn.
const char* kResourceLeft = R"({"players":2, "active":1, "turn":7, "resource_played":false, "seed":8,
  "p1":{"hand":["Hidden Clearing"], "resources":["Bath House"], "characters":["Iolaus"], "deck_size":20},
  "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Temple Protector"], "deck_size":20}})";

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s) {
    auto path = dir.path / "arc" / "g.json";
    auto lock = SaveLock::acquire(path);
    Seats seats;
    seats.computer = {std::nullopt, Level::Skilled};
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), std::move(seats)}, std::move(lock), 1));
}

// Leaves with q (it asks first) and reads back what was saved.
State leave_and_load(const TempDir& dir, tui::ScreenStack& stack) {
    stack.feed('q');
    stack.feed('y');
    REQUIRE(stack.empty());
    return saved_from_json(read_save(dir.path / "arc" / "g.json", kGameId, kSaveVersion).state).state;
}

// Moves the open menu's cursor down to the entry that reads `label` (ASCII screen).
void move_to(tui::ScreenStack& stack, const std::string& label) {
    const std::string mark = std::string(tui::ascii_glyphs().cursor) + " " + label;
    for (int i = 0; i < 60; ++i) {
        if (render(stack, 24, 80, false).find(mark) != std::string::npos) return;
        stack.feed(key::Down);
    }
    FAIL("no menu entry '" << label << "'");
}

}  // namespace

TEST_CASE("ARC guard: a card that discards from its player's own deck asks; n keeps everything") {
    TempDir dir;
    const State s = pos(kWarlords);
    auto stack = open(dir, s);
    stack->feed(key::Enter);  // the hand's only card
    const std::string asked = render(*stack, 24, 80, true);
    INFO(asked);
    CHECK(asked.find("Play Reckless Warlords? It discards the top") != std::string::npos);
    CHECK(asked.find("2 cards of your own deck.") != std::string::npos);
    CHECK(asked.find("[y] yes") != std::string::npos);
    stack->feed(key::Enter);  // a reflexive Enter on the question does nothing
    CHECK(render(*stack, 24, 80, true).find("Play Reckless Warlords?") != std::string::npos);
    stack->feed('n');
    CHECK(render(*stack, 24, 80, true).find("[y] yes") == std::string::npos);
    CHECK(leave_and_load(dir, *stack) == s);
}

TEST_CASE("ARC guard: y plays the card that discards from its player's own deck") {
    TempDir dir;
    const State s = pos(kWarlords);
    auto stack = open(dir, s);
    stack->feed(key::Enter);
    stack->feed('y');
    CHECK(render(*stack, 48, 160, true).find("P1 plays Reckless Warlords") != std::string::npos);  // room for the log
    State expected = s;
    act(expected, "play Reckless Warlords [RR]");
    CHECK(leave_and_load(dir, *stack) == expected);
}

TEST_CASE("ARC guard: ending the turn from the moves menu with a resource in hand asks as e does") {
    TempDir dir;
    const State s = pos(kResourceLeft);
    auto stack = open(dir, s);
    stack->feed('m');
    move_to(*stack, "End the turn");
    stack->feed(key::Enter);
    const std::string asked = render(*stack, 24, 80, true);
    INFO(asked);
    CHECK(asked.find("You have not put a resource in play this") != std::string::npos);
    CHECK(asked.find("End the turn anyway?") != std::string::npos);
    stack->feed('n');
    // "No" puts the player back where they were: the menu open, its cursor on the entry chosen.
    const std::string back = render(*stack, 24, 80, false);
    INFO(back);
    CHECK(back.find("End the turn anyway?") == std::string::npos);
    CHECK(back.find(std::string(tui::ascii_glyphs().cursor) + " End the turn") != std::string::npos);
    // The next Esc closes that menu; it does not ask to leave the game.
    stack->feed(key::Escape);
    const std::string closed = render(*stack, 24, 80, false);
    CHECK(closed.find(std::string(tui::ascii_glyphs().cursor) + " End the turn") == std::string::npos);
    CHECK(closed.find("[y] yes") == std::string::npos);
    CHECK(leave_and_load(dir, *stack) == s);
}

TEST_CASE("ARC undo: the hand cursor is on the card that came back, not the first") {
    TempDir dir;
    const State s = pos(R"({"players":2, "active":1, "turn":7, "resource_played":false, "seed":8,
      "p1":{"hand":["Wedding Feast","Hidden Clearing"], "resources":["Bath House"], "characters":["Iolaus"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Temple Protector"], "deck_size":20}})");
    auto stack = open(dir, s);
    stack->feed(key::Right);  // Hidden Clearing
    stack->feed(key::Enter);  // put in play: nothing hidden comes to light, so undo may take it back
    REQUIRE(render(*stack, 48, 160, true).find("P1 puts Hidden Clearing in play.") != std::string::npos);
    stack->feed('u');
    const std::string back = render(*stack, 48, 160, true);
    CHECK(back.find("Hand  Wedding Feast (G)  [Hidden Clearing (G)]") != std::string::npos);
    CHECK(back.find("┌ Hidden Clearing") != std::string::npos);
}
