// Reading the Hera & Zeus table (issue 18): every card the seat may see on the field reads in the
// inspector where it lies, and only as this seat knows it; a move chosen in a menu reads the card
// it names; a long refusal and a cut summary stay readable at 80x24; Persephone spent for nothing
// is asked about first.
#include <doctest/doctest.h>

#include <iostream>
#include <regex>

#include "herazeus/play_screen.hpp"
#include "herazeus/start_screen.hpp"
#include "hz_test.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::herazeus;
namespace key = olympus::tui::key;

namespace {
// Hera's own cards face up and face down (one Zeus has seen), Zeus's figure, a face-down Giant
// Hera has seen, a Centaur she has not, a face-up Cyclops.
const char* kField = R"({"to_move":"hera","turn":6,"ap_total":3,
  "hera":{"field":[["^amazon","hydra"],["nemesis!","harpy","furies"],["medusa"]],
          "hand":["pegasus","pythia","artemis","hydra"]},
  "zeus":{"field":[["figure","giant!"],["^cyclops"],["centaur","apollo"]],
          "hand":["pythia","giant","centaur"]}})";

std::unique_ptr<tui::ScreenStack> open_game(const TempDir& dir, State s, Seats seats = Seats{{std::nullopt, Level::Skilled}},
                                            const std::string& file = "g.json") {
    auto path = dir.path / "herazeus" / file;
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), seats}, std::move(lock), 1));
}
void show(const std::string& screen) {
    if (std::getenv("HZ_SHOW_SCREENS")) std::cout << screen << "\n";
}
// The screen's text with every run of blanks and line ends as one space: a wrapped line reads whole.
std::string flat(const std::string& screen) { return std::regex_replace(screen, std::regex("[ \n]+"), " "); }
bool has(const std::string& screen, const std::string& text) { return screen.find(text) != std::string::npos; }
// The inspector full size (`i`), read and closed again: its lines whole at 160 columns.
std::string read_all(tui::ScreenStack& stack) {
    stack.feed('i');
    std::string s = render(stack, 48, 160, true);
    stack.feed(key::Escape);
    return s;
}
}  // namespace

TEST_CASE("Hera & Zeus table: Up reads each card of the field where it lies, as this seat knows it") {
    TempDir dir;
    auto stack = open_game(dir, hz::pos(kField));
    auto wide = [&] { return render(*stack, 48, 160, true); };
    REQUIRE(has(wide(), "┌ Pegasus"));  // the hand card under the cursor
    stack->feed(key::Up);                // onto Hera's column 1, its back row: nothing lies there
    std::string s = wide();
    show(s);
    CHECK(has(s, "┌ An empty place"));
    stack->feed(key::Up);
    stack->feed(key::Up);  // column 1, 2nd row: Hera's own Hydra, face down
    s = wide();
    CHECK(has(s, "┌ Hydra"));
    CHECK(has(read_all(*stack), "face down; only you know it"));
    stack->feed(key::Right);  // column 2, 2nd row: Harpy
    CHECK(has(wide(), "┌ Harpy"));
    stack->feed(key::Down);  // column 2, 3rd row: Furies
    CHECK(has(wide(), "┌ Furies"));
    stack->feed(key::Up);
    stack->feed(key::Up);  // column 2, front row: Nemesis, which Zeus has seen
    s = wide();
    CHECK(has(s, "┌ Nemesis"));
    CHECK(has(read_all(*stack), "Zeus has seen it"));
    stack->feed(key::Left);  // column 1, front row: the Amazon, face up
    CHECK(has(wide(), "┌ Amazon"));
    stack->feed(key::Up);  // across the middle: Zeus's figure at his column 1 front
    CHECK(has(wide(), "┌ Zeus's figure"));
    stack->feed(key::Up);  // Zeus's Giant, face down, that Hera has seen
    s = wide();
    show(s);
    CHECK(has(s, "┌ Giant"));
    CHECK(has(read_all(*stack), "face down, but you have seen it"));
    stack->feed(key::Right);
    stack->feed(key::Down);  // Zeus's column 2 front: the Cyclops, face up
    CHECK(has(wide(), "┌ Cyclops"));
    stack->feed(key::Right);  // Zeus's column 3 front: a Centaur Hera has not seen
    s = wide();
    show(s);
    CHECK(has(s, "┌ A face-down card"));
    CHECK(has(read_all(*stack), "you know neither its name nor its strength"));
    // The seat learns nothing: Zeus's unseen cards are named nowhere on the screen.
    CHECK(!has(s, "Centaur"));
    CHECK(!has(s, "Apollo"));
    // At 80x24 the same reading sits under the hand.
    CHECK(has(render(*stack, 24, 80, true), "A face-down card"));
    // Down, down... back to the hand: the hand card reads again and Enter opens its moves.
    for (int i = 0; i < 8; ++i) stack->feed(key::Down);
    CHECK(has(wide(), "┌ Pegasus"));
    stack->feed(key::Enter);
    CHECK(has(render(*stack, 24, 80, true), "What to do with Pegasus?"));
}

TEST_CASE("Hera & Zeus table: a move chosen in the list of every move reads the card it names") {
    TempDir dir;
    auto stack = open_game(dir, hz::pos(kField));
    stack->feed(key::Right);  // the hand cursor on Pythia
    REQUIRE(has(render(*stack, 48, 160, true), "┌ Pythia"));
    stack->feed('a');
    const std::string mark = std::string(tui::unicode_glyphs().cursor) + " Play Pegasus (1) face down";
    bool found = false;
    for (int i = 0; i < 80 && !found; ++i) {
        if (has(render(*stack, 48, 160, true), mark)) found = true;
        else stack->feed(key::Down);
    }
    REQUIRE(found);
    const std::string s = render(*stack, 48, 160, true);
    show(s);
    CHECK(has(s, "┌ Pegasus"));
    CHECK(!has(s, "┌ Pythia"));
}

TEST_CASE("Hera & Zeus table: a move in the list that names no card reads its own words, never the hand card") {
    TempDir dir;
    auto stack = open_game(dir, hz::pos(kField));
    stack->feed(key::Right);  // the hand cursor on Pythia
    stack->feed('a');
    auto highlighted = [&](const std::string& label) {
        const std::string mark = std::string(tui::unicode_glyphs().cursor) + " " + label;
        for (int i = 0; i < 80; ++i) {
            if (has(render(*stack, 48, 160, true), mark)) return true;
            stack->feed(key::Down);
        }
        return false;
    };
    REQUIRE(highlighted("Draw a card"));
    std::string s = render(*stack, 48, 160, true);
    show(s);
    CHECK(has(s, "┌ Draw a card"));
    CHECK(has(s, "For one action point the top card"));  // the inspector's first row
    CHECK(!has(s, "┌ Pythia"));
    CHECK(!has(flat(render(*stack, 24, 80, true)), "Pythia:"));  // under the hand at 80x24 neither
    stack->feed(key::Escape);
    stack->feed('a');
    REQUIRE(highlighted("Challenge column 2"));
    s = render(*stack, 48, 160, true);
    show(s);
    CHECK(has(s, "┌ Challenge column 2"));
    CHECK(!has(s, "┌ Pythia"));
}

TEST_CASE("Hera & Zeus table: after undo the hand cursor is on the card that came back") {
    TempDir dir;
    auto stack = open_game(dir, hz::pos(kField));
    stack->feed(key::Right);
    stack->feed(key::Right);  // Artemis
    REQUIRE(has(render(*stack, 48, 160, true), "┌ Artemis"));
    stack->feed(key::Enter);
    REQUIRE(has(render(*stack, 24, 80, true), "What to do with Artemis?"));
    stack->feed(key::Enter);  // played face down: nothing comes to light, so undo may take it back
    REQUIRE(!has(render(*stack, 48, 160, true), "┌ Artemis"));
    stack->feed('u');
    const std::string s = render(*stack, 48, 160, true);
    show(s);
    CHECK(has(s, "Hand:  Pegasus 1   Pythia 1  [Artemis 6]  Hydra 5"));  // the hand as it was, the cursor on Artemis
    CHECK_MESSAGE(has(s, "┌ Artemis"), s);
}

TEST_CASE("Hera & Zeus table: at 80x24 the undo refusal is read whole, and a cut summary ends at a word") {
    TempDir dir;
    auto stack = open_game(dir, hz::pos(kField));
    stack->feed('d');  // a card drawn from the deck comes to light: nothing can be taken back
    stack->feed('u');
    const std::string s = render(*stack, 24, 80, true);
    show(s);
    CHECK(has(flat(s), "Nothing to undo: a hidden card or a chance result has come to light since your last move."));

    // Hera's figure card: its text is longer than two lines at 80 columns, and the rows under the
    // hand hold it whole (they were left empty under a cut second line).
    TempDir dir2;
    auto figure = open_game(dir2, hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["hera"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})"));
    const std::string narrow = render(*figure, 24, 80, true);
    show(narrow);
    CHECK_MESSAGE(!has(narrow, "(i: read all)"), narrow);
    CHECK_MESSAGE(has(flat(narrow), "at the front of a column of 1 to 3 cards, pushing the column back."), narrow);
}

TEST_CASE("Hera & Zeus table: Persephone with no Pegasus to take back is asked about first") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["persephone","hydra"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    auto stack = open_game(dir, s);
    stack->feed(key::Enter);  // what to do with Persephone
    stack->feed(key::Enter);  // the reflexive second Enter
    std::string asked = render(*stack, 24, 80, true);
    show(asked);
    CHECK(has(asked, "Use Persephone? No Pegasus lies in your"));
    CHECK(has(asked, "Hand: [Persepho"));  // nothing done yet
    stack->feed('n');
    std::string kept = render(*stack, 24, 80, true);
    CHECK(has(kept, "hand 2"));
    CHECK(!has(kept, "used Persephone"));
    stack->feed(key::Enter);
    stack->feed(key::Enter);
    stack->feed('y');
    CHECK(has(render(*stack, 24, 80, true), "used Persephone"));

    // With a Pegasus in the pile she takes it back at once, as before.
    TempDir dir2;
    auto back = open_game(dir2, hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["persephone","hydra"],"discard":["pegasus"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})"));
    back->feed(key::Enter);
    back->feed(key::Enter);
    CHECK(has(render(*back, 24, 80, true), "used Persephone to take back"));
}

TEST_CASE("Hera & Zeus game menu: each saved game's row says who plays, whole at 80x24, and no file name") {
    TempDir dir;
    for (const auto& [file, seats] : {std::pair<std::string, Seats>{"game.json", Seats{{std::nullopt, Level::Skilled}}},
                                      {"game-2.json", Seats{{Level::Strong, std::nullopt}}},
                                      {"game-3.json", Seats{}}}) {
        auto stack = open_game(dir, hz::pos(kField), seats, file);
        stack->feed(file == "game-3.json" ? key::Enter : 'q');  // a hot-seat game opens behind the pass screen
        if (file == "game-3.json") stack->feed('q');
        stack->feed('y');
        REQUIRE(stack->empty());
    }
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack menu(make_start_screen(ctx));
    const std::string s = render(menu, 24, 80, true);
    show(s);
    CHECK(has(s, "you (Hera) vs skilled computer, turn 6, just now"));
    CHECK(has(s, "you (Zeus) vs strong computer, turn 6, just now"));
    CHECK(has(s, "two people, turn 6, just now"));
    CHECK(!has(s, "game-2"));
    CHECK(!has(s, "game-3"));
    CHECK(has(s, "Continue game"));
}

TEST_CASE("Hera & Zeus table: while the computer is to act the table says it is thinking, then it moves") {
    TempDir dir;
    State s = hz::pos(kField);  // Hera to act, and Hera is the computer's
    auto stack = open_game(dir, s, Seats{{Level::Skilled, std::nullopt}});
    stack->tick();  // the first tick only says so, that a person may follow
    const std::string thinking = render(*stack, 24, 80, true);
    show(thinking);
    CHECK(has(thinking, "Hera (skilled) is thinking..."));
    CHECK(has(thinking, "Hera (skilled) to act, action points 3 of 3"));  // nothing moved yet
    for (int i = 0; i < 10 && has(render(*stack, 24, 80, true), "action points 3 of 3"); ++i) stack->tick();
    CHECK(!has(render(*stack, 24, 80, true), "action points 3 of 3"));  // then it moves
}

TEST_CASE("Hera & Zeus table: a place reads the same in the move menu, the log and the inspector") {
    TempDir dir;
    auto stack = open_game(dir, hz::pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["hydra"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})"));
    stack->feed(key::Enter);  // what to do with the Hydra: a place in each column, front or behind
    const std::string want = "Play Hydra (5) face down: column 1, front row";
    for (int i = 0; i < 8 && !has(render(*stack, 24, 80, true), "▶ " + want); ++i) stack->feed(key::Down);
    std::string menu = render(*stack, 24, 80, true);
    show(menu);
    REQUIRE(has(menu, "▶ " + want));
    CHECK(has(menu, "face down: column 1, 2nd row"));
    stack->feed(key::Enter);
    std::string played = render(*stack, 48, 160, true);
    show(played);
    CHECK(has(played, "Hera played a card face down in column 1, front row."));
    for (int i = 0; i < 4; ++i) stack->feed(key::Up);  // from the hand up Hera's column 1 to its front
    std::string read = render(*stack, 48, 160, true);
    show(read);
    CHECK(has(flat(read), "Your column 1, front row, face down"));
    // No other word for a place: neither "place 1" nor a bare "front" after a column.
    CHECK(!std::regex_search(menu + played + read, std::regex("place [0-9]|column [0-9], front(?! row)")));
}
