// What the opponent did while the player waited, and the resource step given up (issue 19): the
// seat's board tells the others' moves when its next turn begins (with the fight that ended it,
// when there was one), but not for routine moves the table shows by itself; a card played or an
// ability used before the turn's resource asks first, and says so in the menu.
#include <doctest/doctest.h>

#include <iostream>

#include "arc/play_screen.hpp"
#include "arc/remote_board.hpp"
#include "arc/seats.hpp"
#include "arc_test.hpp"
#include "core/table.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/table_screen.hpp"

using namespace arct;
namespace key = olympus::tui::key;

namespace {

void show(const std::string& screen) {
    if (std::getenv("ARC_SHOW_SCREENS")) std::cout << screen << "\n";
}

// P1's board, told of each move as a local table or a host tells it.
struct Seat1 {
    TableOf<State> table;
    std::unique_ptr<tui::SeatBoard> board;
    explicit Seat1(State s) : table(std::move(s), [](const State& st, Rng&, int, std::optional<Level>) { return st.legal_actions().front(); }) {
        board = make_remote_board({{"seat", 0}, {"players", 2}, {"labels", {"P1 (you)", "P2 (strong)"}}});
        board->update(seat_view_message(table, 0));
    }
    // P2's move, found by how its text begins.
    void p2(const std::string& begins) {
        for (const std::string& m : table.legal_actions())
            if (m.rfind(begins, 0) == 0) {
                REQUIRE(table.apply(m).empty());
                board->update(seat_view_message(table, 0));
                return;
            }
        std::string all;
        for (const std::string& m : table.legal_actions()) all += " | " + m;
        FAIL("P2 has no move beginning '" << begins << "':" << all);
    }
    // P1's own move, told back to it as a move of its own.
    void p1(const std::string& move) {
        REQUIRE(table.apply(move).empty());
        board->update(seat_view_message(table, 0, move));
    }
    std::string screen() {
        tui::MemoryCanvas c(24, 80);
        tui::Theme t;
        board->draw(c, {0, 0, 23, 80}, t, "");
        return c.to_text();
    }
    // The table at 160x48 as the shell frames it (the key line's row aside).
    std::string wide() {
        tui::MemoryCanvas c(48, 160);
        tui::Theme t;
        tui::draw_seat_board(c, {0, 0, 47, 160}, t, *board, "");
        return c.to_text();
    }
};

const char* kP2Turn = R"({"players":2, "active":2, "turn":6, "resource_played":false, "seed":3,
  "p1":{"hand":["Wedding Feast"], "resources":["Wedding Feast"], "characters":["Forest Raider"], "deck_size":20},
  "p2":{"hand":["Send 'Em Flying","Satyr Hollow"], "resources":["Wedding Feast","Satyr Hollow"], "deck_size":20}})";

}  // namespace

TEST_CASE("ARC table: what the opponent did before P1's turn is told when it begins") {
    Seat1 s(pos(kP2Turn));
    s.p2("play Send 'Em Flying");  // its one target, Forest Raider, goes back to P1's hand
    CHECK(s.screen().find("While you waited") == std::string::npos);  // nothing asked of P1 yet
    s.p2("end turn");
    std::string told = s.screen();
    show(told);
    CHECK(told.find("While you waited") != std::string::npos);
    CHECK(told.find("P2 plays Send 'Em Flying") != std::string::npos);
    CHECK(told.find("Forest Raider of P1 returns to its owner's hand") != std::string::npos);
    CHECK(s.board->has_menu());  // a computer opponent waits behind it, and keys go to it
    std::string status;
    s.board->on_key('e', status);  // no move is made from behind the box
    CHECK(s.board->take_moves().empty());
    s.board->on_key(key::Enter, status);
    std::string after = s.screen();
    CHECK(after.find("While you waited") == std::string::npos);
    CHECK(after.find("your turn") != std::string::npos);
}

TEST_CASE("ARC table: at 160x48 the opponent's turn is read in the log, with no box over it") {
    // As CGS does (tui/while_you_waited LogRoom): the box only where the log is too short.
    Seat1 s(pos(kP2Turn));
    s.wide();
    s.p2("play Send 'Em Flying");
    s.wide();
    s.p2("end turn");
    const std::string wide = s.wide();
    show(wide);
    CHECK(wide.find("While you waited") == std::string::npos);
    CHECK(wide.find("P2 plays Send 'Em Flying") != std::string::npos);
    CHECK(wide.find("Forest Raider of P1 returns to its owner's hand") != std::string::npos);
    CHECK(!s.board->has_menu());  // the turn is P1's at once: no box stands in the way
}

TEST_CASE("ARC table: the box tells the opponent's turn from its start (its untap and draw), not from its first card") {
    // P1 ends its turn: that move of P1's also begins P2's turn, and those lines are P2's.
    Seat1 s(pos(R"({"players":2, "active":1, "turn":5, "resource_played":true, "seed":3,
      "p1":{"hand":["Wedding Feast"], "resources":["Wedding Feast"], "characters":["Forest Raider"], "deck_size":20},
      "p2":{"hand":["Send 'Em Flying","Satyr Hollow"], "resources":["*Wedding Feast","*Satyr Hollow"], "deck_size":20}})"));
    s.p1("end turn");
    s.p2("play Send 'Em Flying");
    s.p2("end turn");
    const std::string told = s.screen();
    show(told);
    REQUIRE(told.find("While you waited") != std::string::npos);
    CHECK(told.find("Turn 6 is P2's.") != std::string::npos);
    CHECK(told.find("P2 untaps 2 resources.") != std::string::npos);
    CHECK(told.find("P2 draws a card.") != std::string::npos);
    CHECK(told.find("P2 plays Send 'Em Flying") != std::string::npos);
    CHECK(told.find("Turn 7 is P1's.") != std::string::npos);  // and P1's own turn, up to now
}

TEST_CASE("ARC table: a turn of routine moves (a resource, the turn passing) is not told again") {
    Seat1 s(pos(kP2Turn));
    s.p2("resource Satyr Hollow");
    s.p2("end turn");
    std::string screen = s.screen();
    show(screen);
    CHECK(screen.find("While you waited") == std::string::npos);
    CHECK(!s.board->has_menu());
}

namespace {
const char* kResourceStep = R"({"players":2, "active":1, "turn":4, "resource_played":false, "seed":2,
  "p1":{"hand":["Forest Raider","Wedding Feast"], "resources":["Wedding Feast","Satyr Hollow"], "deck_size":20},
  "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "deck_size":20}})";

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s) {
    auto path = dir.path / "arc" / "g.json";
    Seats seats;
    seats.computer = {std::nullopt, Level::Skilled};
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), seats}, SaveLock::acquire(path), 1));
}
}  // namespace

TEST_CASE("ARC table: a character played before the turn's resource asks first, and the menu says so") {
    TempDir dir;
    auto stack = open(dir, pos(kResourceStep));
    stack->feed(key::Enter);  // Forest Raider, the first card of the hand
    std::string ask = render(*stack, 24, 80, true);
    show(ask);
    // The question, as wrapped in its box.
    CHECK(ask.find("Put Forest Raider in play before putting a") != std::string::npos);
    CHECK(ask.find("resource in play? That ends your resource") != std::string::npos);
    CHECK(ask.find("step: no resource can go in play this turn.") != std::string::npos);
    stack->feed('n');  // nothing happened
    std::string kept = render(*stack, 24, 80, true);
    CHECK(kept.find("[resource]") != std::string::npos);
    CHECK(kept.find("P1 plays Forest Raider") == std::string::npos);
    stack->feed('m');
    std::string menu = render(*stack, 24, 80, true);
    show(menu);
    CHECK(menu.find("Put Forest Raider in play (ends resource step), tapping") != std::string::npos);
    CHECK(menu.find("Put Wedding Feast in play as a resource (green)") != std::string::npos);  // unchanged
    stack->feed(key::Escape);
    // With the resource in play, the character goes in play at once.
    stack->feed(key::End);
    stack->feed(key::Enter);
    REQUIRE(render(*stack, 24, 80, true).find("P1 puts Wedding Feast in play") != std::string::npos);
    stack->feed(key::Home);
    stack->feed(key::Enter);
    std::string played = render(*stack, 24, 80, true);
    CHECK(played.find("before putting a resource") == std::string::npos);
    CHECK(played.find("P1 plays Forest Raider") != std::string::npos);
}

TEST_CASE("ARC table: an attack before the turn's resource says it ends the resource step") {
    // Attacking ends the resource step as playing a card does; the attack's question says so.
    const char* with_attacker = R"({"players":2, "active":1, "turn":4, "resource_played":false, "seed":2,
      "p1":{"hand":["Wedding Feast"], "characters":["Forest Raider"], "resources":["Satyr Hollow"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "deck_size":20}})";
    TempDir dir;
    auto stack = open(dir, pos(with_attacker));
    stack->feed('a');
    stack->feed(' ');
    stack->feed(key::Enter);
    std::string ask = render(*stack, 24, 80, true);
    show(ask);
    CHECK(ask.find("Attack P2?") != std::string::npos);
    CHECK(ask.find("Attacking ends your resource") != std::string::npos);
    stack->feed('n');
    CHECK(render(*stack, 24, 80, true).find("[resource]") != std::string::npos);  // nothing happened
    // With the resource in play, the attack's question has no such warning.
    stack->feed(key::Escape);
    stack->feed(key::Home);
    stack->feed(key::Enter);
    REQUIRE(render(*stack, 24, 80, true).find("P1 puts Wedding Feast in play") != std::string::npos);
    stack->feed('a');
    stack->feed(' ');
    stack->feed(key::Enter);
    std::string plain = render(*stack, 24, 80, true);
    show(plain);
    CHECK(plain.find("Attack P2?") != std::string::npos);
    CHECK(plain.find("Attacking ends your resource") == std::string::npos);
}

TEST_CASE("ARC table: the note to wait goes once it is this seat's turn again") {
    // A key pressed while the computer is to act says to wait; that note must not stand once the
    // decision is the player's again, or the table looks as if the computer hung.
    TempDir dir;
    auto stack = open(dir, pos(R"({"players":2, "active":1, "turn":4, "resource_played":true, "seed":2,
      "p1":{"hand":["Zeus"], "resources":["Satyr Hollow"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "deck_size":20}})"));
    stack->feed('e');
    if (render(*stack, 24, 80, true).find("[y] yes") != std::string::npos) stack->feed('y');
    stack->feed('e');  // pressed while the computer is to act
    CHECK(render(*stack, 24, 80, true).find("Wait: P2 (skilled) is to act.") != std::string::npos);
    for (int i = 0; i < 3000 && stack->tick(); ++i) {
        const std::string s = render(*stack, 24, 80, true);
        if (s.find("Press Enter to go on") != std::string::npos) stack->feed(key::Enter);
    }
    const std::string back = render(*stack, 24, 80, true);
    show(back);
    REQUIRE(back.find("your turn") != std::string::npos);
    CHECK_MESSAGE(back.find("Wait:") == std::string::npos, back);
}
