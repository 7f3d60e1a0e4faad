// The CGS play and set-up screens through their keys: the cursor steps from hex to hex, Enter
// moves the selected hero, exploring asks which way the new tile lies, the pass screen hides
// everything private, computer seats play by themselves, leaving saves, and a game ends.
#include <cctype>
#include <doctest/doctest.h>

#include "cgs/play_screen.hpp"
#include "cgs/start_screen.hpp"
#include "cgs_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace cgs_test;
namespace key = olympus::tui::key;

namespace {

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, Seats seats) {
    auto path = dir.path / "cgs" / "g.json";
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), seats}, std::move(lock), 1));
}

SavedGame saved(const TempDir& dir) { return saved_from_json(read_save(dir.path / "cgs" / "g.json", kGameId, kSaveVersion).state); }

// Moves the open menu's cursor to the first item containing `label` and chooses it.
void choose(tui::ScreenStack& stack, const std::string& label) {
    for (int i = 0; i < 80; ++i) {
        const std::string screen = render(stack, 40, 120, false);
        std::size_t at = screen.find(std::string(tui::ascii_glyphs().cursor) + " ");
        if (at != std::string::npos && screen.substr(at, screen.find('\n', at) - at).find(label) != std::string::npos) {
            stack.feed(key::Enter);
            return;
        }
        stack.feed(key::Down);
    }
    FAIL("no menu item '" << label << "'");
}

// P1's movement phase in a game of real tiles (saves read them back), the other phases passed.
State moving(std::uint64_t seed) {
    State s = started(seed);
    for (int i = 0; i < 200 && !(s.phase() == Phase::Move && s.current_player() == 0); ++i) {
        auto done = Action::parse("done");
        s.apply(legal(s, "done") ? *done : s.legal_actions().front());
    }
    REQUIRE(s.phase() == Phase::Move);
    return s;
}

// The key that moves the cursor from a hex to its neighbour.
int key_towards(const State& s, CellId from, CellId to) {
    static const int keys[6] = {key::Right, key::PageUp, key::Home, key::Left, key::End, key::PageDown};
    const int d = s.map().direction(from, to);
    REQUIRE(d >= 0);
    REQUIRE(d < 6);
    return keys[d];
}

}  // namespace

TEST_CASE("CGS screen: the cursor steps to a neighbouring hex and Enter moves the hero there") {
    TempDir dir;
    State s = moving(3);
    const CellId home = s.piece("hercules")->cell;
    CellId to = -1;
    for (const Action& a : s.legal_actions())
        if (a.kind == Action::Kind::Move && a.a == "hercules" && a.n < 0 && a.b != "cave") to = *parse_cell(a.b);
    REQUIRE(to >= 0);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    std::string screen = render(*stack, 24, 80, true);
    // Hexes are named by what the map shows: the hero starts on its base camp.
    CHECK(screen.find("P1's base camp") != std::string::npos);  // the cursor starts on the hero
    CHECK(screen.find("Hercules, P1 (you)") != std::string::npos);       // and its sheet shows
    CHECK(screen.find("Movement") != std::string::npos);
    check_golden("cgs/move-80x24-unicode", screen);
    stack->feed(key_towards(s, home, to));
    const View v0 = view_for(s, 0);
    std::string what = hex_what(*v0.content, v0.map, v0.camp_marks(), to);
    what[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(what[0])));
    CHECK(render(*stack, 24, 80, true).find(what) != std::string::npos);
    stack->feed(key::Enter);
    const std::string moved = render(*stack, 40, 120, true);  // room for the log: an indicator may wake
    CHECK_MESSAGE(moved.find("Hercules moves " + step_said(s, home, to) + ".") != std::string::npos, moved);
    stack->feed('z');  // the detailed map: place names, never the grid's coordinates
    CHECK(render(*stack, 24, 80, true).find(cell_name(to)) == std::string::npos);
}

TEST_CASE("CGS screen: stepping onto a face-down tile asks which way it lies, then explores it") {
    TempDir dir;
    // A seed whose hero has a face-down tile within two steps.
    State s = moving(3);
    CellId via = -1, hidden = -1;
    for (std::uint64_t seed = 3; seed < 40 && hidden < 0; ++seed) {
        s = moving(seed);
        const Map& m = s.map();
        const Piece& h = *s.piece("hercules");
        for (int d = 0; d < 6 && hidden < 0; ++d) {
            const CellId r = m.neighbor(h.cell, d);
            if (r < 0) continue;
            if (!m.revealed(r)) {
                hidden = r;
                break;
            }
            if (s.step_cost(h, r) != 1) continue;
            for (int e = 0; e < 6; ++e) {
                const CellId x = m.neighbor(r, e);
                if (x >= 0 && !m.revealed(x)) {
                    via = r;
                    hidden = x;
                    break;
                }
            }
        }
    }
    REQUIRE(hidden >= 0);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    CellId at = s.piece("hercules")->cell;
    if (via >= 0) {
        stack->feed(key_towards(s, at, via));
        stack->feed(key::Enter);
        at = via;
    }
    stack->feed(key_towards(s, at, hidden));
    stack->feed(key::Enter);
    std::string screen = render(*stack, 40, 120, true);
    CHECK(screen.find("Exploring:") != std::string::npos);  // which way does the new tile lie?
    stack->feed(key::Enter);
    screen = render(*stack, 40, 120, true);
    CHECK(screen.find("is explored") != std::string::npos);
    // D2.21: it steps on, unless the new tile puts a barrier in its way.
    const bool stepped = screen.find("Hercules moves " + step_said(s, at, hidden).substr(0, 10)) != std::string::npos ||
                         screen.find("Hercules cannot step " + step_said(s, at, hidden).substr(0, 10)) != std::string::npos;
    CHECK_MESSAGE(stepped, screen);
}

TEST_CASE("CGS screen: d ends the phase, and the computer plays its turn by itself") {
    TempDir dir;
    auto stack = open(dir, moving(3), Seats{{std::nullopt, Level::Skilled}});
    for (int i = 0; i < 10 && render(*stack, 24, 80, true).find("P2 (skilled)") == std::string::npos; ++i) {
        stack->feed('d');
        // Ending the movement with steps left asks first.
        if (render(*stack, 24, 80, true).find("End the movement?") != std::string::npos) stack->feed('y');
    }
    for (int i = 0; i < 3000; ++i) {
        if (!stack->tick()) break;
    }
    const std::string screen = render(*stack, 24, 80, true);
    CHECK(screen.find("P1 to act") != std::string::npos);
    CHECK(saved(dir).state.turn() >= 2);  // saved at the change of turn
}

TEST_CASE("CGS screen: turning the starting tile shows it turned the way the menu points") {
    TempDir dir;
    State s = new_game(6);
    while (s.phase() == Phase::Keep) s.apply(s.legal_actions().front());
    REQUIRE(s.phase() == Phase::Orient);
    REQUIRE(s.current_player() == 0);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    stack->feed(key::Enter);
    const std::string first = render(*stack, 24, 80, false);
    CHECK(first.find("Turn your starting tile") != std::string::npos);
    CHECK(first.find("Keep the tile as it lies") != std::string::npos);  // not "turn it 0 degrees"
    CHECK(first.find("tile 0 degrees") == std::string::npos);
    CHECK(first.find("300 degrees") == std::string::npos);  // "60 degrees right", not "300 degrees left"
    CHECK(first.find("right") != std::string::npos);
    stack->feed(key::Down);
    const std::string second = render(*stack, 24, 80, false);
    auto map_of = [](const std::string& screen) {  // the left 49 columns of the top 19 rows
        std::string out;
        std::size_t at = 0;
        for (int row = 0; row < 19; ++row) {
            const std::size_t end = screen.find('\n', at);
            out += screen.substr(at, std::min<std::size_t>(49, end - at)) + "\n";
            at = end + 1;
        }
        return out;
    };
    CHECK(map_of(first) != map_of(second));
    stack->feed(key::Enter);  // one turn to the left, as the menu's second entry says
    CHECK(render(*stack, 40, 120, false).find("lays the tile at position 1, turned 60 degrees left.") != std::string::npos);
}

TEST_CASE("CGS screen: H is named on a key line with room for it; the help says the key works where the line has none") {
    TempDir dir;
    auto stack = open(dir, moving(3), Seats{{std::nullopt, Level::Skilled}});
    const std::string wide = render(*stack, 48, 160, true);
    CHECK(wide.substr(wide.rfind('\n', wide.size() - 2) + 1).find("H hint") != std::string::npos);
    stack->feed('?');
    for (int i = 0; i < 1000; ++i) stack->feed(key::Down);  // to the end of the help
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
        const std::string help = render(*stack, h, w, true);
        INFO(help);
        CHECK(help.find("H asks for a hint on your turn (the key works") != std::string::npos);
    }
}

TEST_CASE("CGS screen: m lists every legal move; Esc closes it") {
    TempDir dir;
    auto stack = open(dir, moving(3), Seats{{std::nullopt, Level::Skilled}});
    stack->feed('m');
    std::string screen = render(*stack, 40, 120, true);  // room for the list: long entries wrap
    CHECK(screen.find("Every move you can make") != std::string::npos);
    CHECK_MESSAGE((screen.find("Hercules explores") != std::string::npos || screen.find("Hercules moves") != std::string::npos), screen);
    stack->feed(key::Escape);
    CHECK(render(*stack, 24, 80, true).find("Every move you can make") == std::string::npos);
    stack->feed('m');
    choose(*stack, "Hercules moves ");
    const std::string after = render(*stack, 40, 120, true);  // room for the log: an indicator may wake
    CHECK_MESSAGE(after.find("Hercules moves ") != std::string::npos, after);
}

TEST_CASE("CGS screen: with two people at the keyboard a pass screen hides everything private") {
    TempDir dir;
    auto stack = open(dir, moving(3), Seats{{std::nullopt, std::nullopt}});
    std::string pass = render(*stack, 24, 80, true);
    CHECK(pass.find("Pass the keyboard to P1") != std::string::npos);
    CHECK(pass.find("Hand") == std::string::npos);
    check_golden("cgs/pass-80x24-ascii", render(*stack, 24, 80, false));
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("Hand (") != std::string::npos);
    for (int i = 0; i < 10 && render(*stack, 24, 80, true).find("Pass the keyboard to P2") == std::string::npos; ++i) {
        stack->feed('d');
        // Ending the movement with steps left asks first.
        if (render(*stack, 24, 80, true).find("End the movement?") != std::string::npos) stack->feed('y');
    }
    pass = render(*stack, 24, 80, true);
    CHECK(pass.find("Pass the keyboard to P2") != std::string::npos);
    CHECK(pass.find("Hand") == std::string::npos);
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("P2 to act") != std::string::npos);
}

TEST_CASE("CGS screen: at a shared keyboard a computer that begins moves first, and the pass screen names the person after it") {
    TempDir dir;
    State s = new_game(5, {{"players", "3"}});
    REQUIRE(s.current_player() == 0);
    auto stack = open(dir, s, Seats{{Level::Novice, std::nullopt, std::nullopt}});
    // Never a pass screen addressed to the computer's seat.
    CHECK(render(*stack, 24, 80, true).find("Pass the keyboard to P1") == std::string::npos);
    bool passed = false;
    for (int i = 0; i < 200 && !passed; ++i) {
        const std::string screen = render(*stack, 24, 80, true);
        passed = screen.find("Pass the keyboard to P2") != std::string::npos;
        // P2's own choice never shows before the keyboard was passed to P2.
        REQUIRE_MESSAGE(screen.find("Keep which card?") == std::string::npos, screen);
        if (!passed) stack->tick();
    }
    REQUIRE(passed);
    stack->feed(key::Enter);
    const std::string p2 = render(*stack, 24, 80, true);
    CHECK_MESSAGE(p2.find("P2 to act") != std::string::npos, p2);
}

TEST_CASE("CGS screen: leaving saves, and the save continues the same game") {
    TempDir dir;
    State s = moving(4);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Novice}});
    stack->feed('q');
    stack->feed('y');
    CHECK(stack->empty());
    SavedGame g = saved(dir);
    CHECK(g.state == s);
    CHECK(g.seats.computer[1] == Level::Novice);
    CHECK(!g.seats.computer[0]);
}

TEST_CASE("CGS: a game against the computer played through the screen's keys ends") {
    TempDir dir;
    auto stack = open(dir, started(9, {{"max_rounds", "12"}}), Seats{{std::nullopt, Level::Skilled}});
    for (int i = 0; i < 20000; ++i) {
        while (stack->tick()) {
        }
        const std::string screen = render(*stack, 24, 80, true);
        if (screen.find("wins!") != std::string::npos || screen.find("undecided") != std::string::npos) break;
        stack->feed('m');  // every move; take the first
        stack->feed(key::Enter);
    }
    const std::string end = render(*stack, 24, 80, true);
    CHECK((end.find("wins!") != std::string::npos || end.find("undecided") != std::string::npos));
    CHECK(!std::filesystem::exists(dir.path / "cgs" / "g.json"));  // a finished game is not continued
}

TEST_CASE("CGS screen: survives every size") {
    TempDir dir;
    auto stack = open(dir, moving(3), Seats{{std::nullopt, Level::Skilled}});
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {40, 120}, {100, 300}}) CHECK(!render(*stack, h, w, true).empty());
}

TEST_CASE("CGS set-up: golden screen; it starts the game chosen, with the seats chosen") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    tui::ScreenStack stack(make_start_screen(ctx));
    CHECK(render(stack, 24, 80, true).find("New game") != std::string::npos);
    stack.feed(key::Enter);  // "New game": there are no saves yet
    check_golden("cgs/setup-80x24-unicode", render(stack, 24, 80, true));
    check_golden("cgs/setup-80x24-ascii", render(stack, 24, 80, false));
    for (int i = 0; i < 4; ++i) stack.feed(key::Down);  // P2 is: every computer level with its line
    const std::string levels = render(stack, 24, 80, true);
    for (const char* w : {"novice", "casual", "skilled", "strong"}) CHECK(levels.find(w) != std::string::npos);
    check_golden("cgs/setup-levels-80x24-unicode", levels);
    for (int i = 0; i < 4; ++i) stack.feed(key::Up);
    stack.feed(key::Right);  // 3 players
    stack.feed(key::Down);
    stack.feed(key::Down);
    stack.feed(key::Down);
    stack.feed(key::Down);
    stack.feed(key::Down);   // P2 leads
    stack.feed(key::Right);  // Gabrielle: Iolaus is P3's, so it is stepped over
    const std::string chosen = render(stack, 24, 80, true);
    INFO(chosen);
    CHECK(chosen.find("P3 leads") != std::string::npos);
    CHECK(chosen.find("P2 leads    ← Gabrielle →") != std::string::npos);
    CHECK(chosen.find("Locked: Iolaus: P3 leads Iolaus") != std::string::npos);
    stack.feed(key::End);
    stack.feed(key::Enter);
    const std::string board = render(stack, 24, 80, true);
    CHECK(board.find("Keep which card?") != std::string::npos);  // C1.13 comes first
    auto g = saved_from_json(read_save(dir.path / "cgs" / "game.json", kGameId, kSaveVersion).state);
    CHECK(g.state.num_players() == 3);
    CHECK(g.seats.is_human(0));
    CHECK(g.seats.computer[1] == Level::Skilled);
    CHECK(g.state.content().sheets[static_cast<std::size_t>(g.state.seats()[1].sheets[0])].key == "gabrielle");
}

TEST_CASE("CGS set-up: teams that lead unequal numbers are refused with the reason") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    tui::ScreenStack stack(make_start_screen(ctx));
    stack.feed(key::Enter);
    stack.feed(key::Right);  // 3 players
    stack.feed(key::Down);
    stack.feed(key::Right);  // teams on
    stack.feed(key::End);
    stack.feed(key::Enter);
    CHECK(render(stack, 24, 80, true).find("same number of main characters") != std::string::npos);
}

TEST_CASE("CGS set-up: --opt presets the form; an unknown key or value, and two seats leading one character, are refused at once") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    ctx.options = {{"characters", "xena,hercules+iolaus,callisto"}, {"seat3", "random"}};
    tui::ScreenStack stack(make_start_screen(ctx));
    stack.feed(key::Enter);  // "New game"
    const std::string form = render(stack, 24, 80, true);
    INFO(form);
    CHECK(form.find("Players     ← 3 →") != std::string::npos);
    CHECK(form.find("P2 leads      Hercules and Iolaus") != std::string::npos);
    CHECK(form.find("P3 is         the computer, novice") != std::string::npos);
    stack.feed(key::End);
    stack.feed(key::Enter);
    auto g = saved_from_json(read_save(dir.path / "cgs" / "game.json", kGameId, kSaveVersion).state);
    CHECK(g.state.num_players() == 3);
    CHECK(g.seats.computer[2] == Level::Novice);
    CHECK(g.state.content().sheets[static_cast<std::size_t>(g.state.seats()[0].sheets[0])].key == "xena");

    auto refused = [&](std::map<std::string, std::string> opts, const char* words) {
        AppContext bad = ctx;
        bad.options = opts;
        CHECK_THROWS_WITH_AS(make_start_screen(bad), doctest::Contains(words), OptionError);
    };
    refused({{"colour", "red"}}, "there is no option colour here; the options are players, teams, seat1, lead1, seat2, lead2");
    refused({{"lead1", "zeus"}}, "P1 leads cannot be zeus; it is one of hercules, xena");
    refused({{"characters", "hercules,hercules"}}, "cannot be Hercules now: P2 leads Hercules");
    refused({{"characters", "xena,iolaus,hercules+iolaus"}}, "cannot be Iolaus now: P3 leads Iolaus");
    refused({{"teams", "on"}}, "Teams cannot be two teams, seats alternating now: team play needs 3 or 4 players");
    refused({{"max_rounds", "0"}}, "cgs: max_rounds=0: expected a whole number from 1 to 1000");
    refused({{"olympus", "99"}}, "cgs: olympus=99: expected a whole number from 1 to 60");
}
