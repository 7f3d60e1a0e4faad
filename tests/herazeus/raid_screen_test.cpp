// The Pegasus raid and Dionysus on the screen (issue 19): after Pegasus takes a card the key line
// names `p`, a refused key says what to do in words, the prompt says whose column takes the card;
// Dionysus's moves are previewed on the board as a play is.
#include <doctest/doctest.h>

#include <iostream>

#include "herazeus/play_screen.hpp"
#include "hz_test.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::herazeus;
namespace key = olympus::tui::key;

namespace {
std::unique_ptr<tui::ScreenStack> open_game(const TempDir& dir, State s) {
    auto path = dir.path / "herazeus" / "g.json";
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(
        make_play_screen(path, SavedGame{std::move(s), Seats{{std::nullopt, Level::Skilled}}}, std::move(lock), 1));
}
void show(const std::string& screen) {
    if (std::getenv("HZ_SHOW_SCREENS")) std::cout << screen << "\n";
}
}  // namespace

TEST_CASE("Hera & Zeus screen: after a Pegasus raid the keys, the refusals and the prompt say what to do") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["pegasus","hydra"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    hz::act(s, "pegasus hand");
    auto stack = open_game(dir, s);
    std::string screen = render(*stack, 24, 80, true);
    show(screen);
    CHECK(screen.find("p place the raided card") != std::string::npos);  // the key line names p
    CHECK(screen.find("d draw") == std::string::npos);                  // and not keys that do nothing now
    // A key for another move is answered in words, never in move syntax, and changes nothing.
    stack->feed('d');
    std::string refused = render(*stack, 24, 80, true);
    show(refused);
    CHECK(refused.find("Press p first: put the raided card face up into Zeus's front row.") != std::string::npos);
    CHECK(refused.find("place col") == std::string::npos);
    CHECK(refused.find("hand 1") != std::string::npos);  // Hera's hand: the Hydra, nothing drawn
    // p lists the places, each saying whose column it is.
    stack->feed('p');
    std::string places = render(*stack, 24, 80, true);
    show(places);
    CHECK(places.find("face up in Zeus's column 1, front row") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: each Dionysus move is previewed on the board, as a play is") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon","hydra"],["harpy"],["medusa"]],"hand":["dionysus"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    auto stack = open_game(dir, s);
    stack->feed(key::Enter);  // Dionysus, the only card of the hand
    std::string first = render(*stack, 24, 80, true);
    show(first);
    REQUIRE(first.find("What to do with Dionysus?") != std::string::npos);
    CHECK(first.find("moves here") != std::string::npos);  // the highlighted move, on the board
    stack->feed(key::Down);
    std::string second = render(*stack, 24, 80, true);
    show(second);
    CHECK(second.find("moves here") != std::string::npos);
    CHECK(second != first);  // the preview follows the cursor
    stack->feed(key::Escape);
    CHECK(render(*stack, 24, 80, true).find("moves here") == std::string::npos);
}

TEST_CASE("Hera & Zeus screen: d with a full hand says why nothing is drawn, and draws nothing") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],
              "hand":["harpy","harpy","harpy","harpy","furies","furies","furies","furies","furies","hydra","hydra","hydra"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    auto stack = open_game(dir, s);
    stack->feed('d');
    std::string refused = render(*stack, 24, 80, true);
    show(refused);
    CHECK(refused.find("Your hand holds 12 cards, the most it may") != std::string::npos);
    CHECK(refused.find("cannot be made now") == std::string::npos);
    CHECK(refused.find("hand 12") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: Enter, Enter on the hostage puts it in the deepest place offered, not the front") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["io"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    auto stack = open_game(dir, s);
    stack->feed(key::Enter);  // what to do with Io
    std::string menu = render(*stack, 24, 80, true);
    show(menu);
    REQUIRE(menu.find("What to do with Io?") != std::string::npos);
    stack->feed(key::Enter);  // the reflexive second Enter
    std::string played = render(*stack, 24, 80, true);
    show(played);
    // Every column holds one card: the deepest place offered is the second row of a column.
    CHECK(played.find("2nd row.") != std::string::npos);
    CHECK(played.find("front row.") == std::string::npos);
}

TEST_CASE("Hera & Zeus screen: a challenge is offered only when one can be made; a challenge key says why not, asking nothing") {
    TempDir dir;
    // Each player's first turn: the opening row is down, no challenge yet.
    State first = hz::pos(R"({"to_move":"hera","turn":1,"ap_total":2,
      "hera":{"field":[["amazon"],["harpy"],["hydra"]],"hand":["furies"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    auto stack = open_game(dir, first);
    std::string screen = render(*stack, 24, 80, true);
    show(screen);
    CHECK(screen.find("1-3 challenge") == std::string::npos);  // the key line does not offer it
    stack->feed('2');
    screen = render(*stack, 24, 80, true);
    show(screen);
    CHECK(screen.find("No challenge yet: challenges begin with each player's second turn.") != std::string::npos);
    CHECK(screen.find("Both cards are shown") == std::string::npos);  // nothing asked
    stack->feed('y');
    CHECK(render(*stack, 24, 80, true).find("cannot be made now") == std::string::npos);
    stack->feed('c');
    CHECK(render(*stack, 24, 80, true).find("No challenge yet") != std::string::npos);

    // Later: column 1 may challenge, column 2 is empty, Medusa never starts a challenge.
    TempDir dir2;
    State later = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],[],["medusa"]],"hand":["hydra"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    auto game = open_game(dir2, later);
    screen = render(*game, 24, 80, true);
    CHECK(screen.find("1-3 challenge") != std::string::npos);
    game->feed('2');
    CHECK(render(*game, 24, 80, true).find("Your column 2 is empty: a challenge needs your card in its front row.") != std::string::npos);
    game->feed('3');
    screen = render(*game, 24, 80, true);
    show(screen);
    CHECK(screen.find("Medusa, in your column 3, front row, never starts a challenge.") != std::string::npos);
    CHECK(screen.find("Both cards are shown") == std::string::npos);
    game->feed('1');
    CHECK(render(*game, 24, 80, true).find("Both cards are shown") != std::string::npos);  // this one asks first
}
