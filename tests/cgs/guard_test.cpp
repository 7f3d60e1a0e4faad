// CGS asks before ending the movement while the player's characters can still step: those
// steps are lost. `n` changes nothing (the save after leaving is the position as it was), `y`
// ends the movement.
#include <doctest/doctest.h>

#include <regex>

#include <algorithm>
#include <optional>

#include "cgs/play_screen.hpp"
#include "cgs_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/glyphs.hpp"
#include "tui/keys.hpp"

using namespace cgs_test;
namespace key = olympus::tui::key;

namespace {

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s) {
    auto path = dir.path / "cgs" / "g.json";
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), Seats{{std::nullopt, Level::Skilled}}}, std::move(lock), 1));
}

// Leaves with q (it asks first) and reads back what was saved.
State leave_and_load(const TempDir& dir, tui::ScreenStack& stack) {
    stack.feed('q');
    stack.feed('y');
    REQUIRE(stack.empty());
    return saved_from_json(read_save(dir.path / "cgs" / "g.json", kGameId, kSaveVersion).state).state;
}

// P1's movement phase, the other phases passed.
State moving(std::uint64_t seed) {
    State s = started(seed);
    for (int i = 0; i < 200 && !(s.phase() == Phase::Move && s.current_player() == 0); ++i)
        s.apply(legal(s, "done") ? *Action::parse("done") : s.legal_actions().front());
    REQUIRE(s.phase() == Phase::Move);
    return s;
}

}  // namespace

TEST_CASE("CGS guard: d with steps left asks; n keeps the movement, y ends it") {
    const State s = moving(3);
    REQUIRE(legal(s, "done"));
    {
        TempDir dir;
        auto stack = open(dir, s);
        stack->feed('d');
        const std::string asked = render(*stack, 24, 80, true);
        INFO(asked);
        CHECK(asked.find("End the movement? Still able to") != std::string::npos);
        CHECK(asked.find("Hercules (") != std::string::npos);
        CHECK(asked.find("steps left). Those steps are") != std::string::npos);
        stack->feed('d');  // a reflexive second d does nothing
        CHECK(render(*stack, 24, 80, true).find("End the movement?") != std::string::npos);
        stack->feed('n');
        const std::string back = render(*stack, 24, 80, true);
        CHECK(back.find("End the movement?") == std::string::npos);
        CHECK(back.find("Movement") != std::string::npos);
        CHECK(leave_and_load(dir, *stack) == s);
    }
    {
        TempDir dir;
        auto stack = open(dir, s);
        stack->feed('d');
        stack->feed('y');
        State expected = s;
        act(expected, "done");
        CHECK(leave_and_load(dir, *stack) == expected);
    }
}

TEST_CASE("CGS guard: Done from the moves menu asks too") {
    TempDir dir;
    const State s = moving(3);
    auto stack = open(dir, s);
    stack->feed('m');
    stack->feed(key::End);  // the last entry: done
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("End the movement?") != std::string::npos);
    stack->feed(key::Escape);
    // "No" puts the player back where they were: the menu open, its cursor on the entry chosen;
    // the next Esc closes the menu and does not ask to leave.
    const std::string mark = std::string(tui::ascii_glyphs().cursor) + " End this step";
    const std::string back = render(*stack, 24, 80, false);
    INFO(back);
    CHECK(back.find("End the movement?") == std::string::npos);
    CHECK(back.find(mark) != std::string::npos);
    stack->feed(key::Escape);
    CHECK(render(*stack, 24, 80, false).find(mark) == std::string::npos);
    CHECK(render(*stack, 24, 80, false).find("[y] yes") == std::string::npos);
    CHECK(leave_and_load(dir, *stack) == s);
}

// Issue 18: ending combat while an attack is still possible throws it away, so d asks first;
// Enter on the question (its default) does not end combat, n keeps it, y ends it.
TEST_CASE("CGS guard: d in combat with an attack left asks; Enter and n keep the combat, y ends it") {
    std::optional<State> found;
    for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
        State s = started(seed);
        Rng rng(seed, 7);
        for (int i = 0; i < 600 && !s.is_terminal() && !found; ++i) {
            if (s.phase() == Phase::Combat && s.current_player() == 0 && legal(s, "done")) {
                const auto moves = s.legal_actions();
                if (std::any_of(moves.begin(), moves.end(), [](const Action& a) { return a.kind == Action::Kind::Attack; })) {
                    found = s;
                    break;
                }
            }
            const auto moves = s.legal_actions();
            s.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
        }
    }
    REQUIRE(found);
    const State s = *found;
    {
        TempDir dir;
        auto stack = open(dir, s);
        stack->feed('d');
        const std::string asked = render(*stack, 24, 80, true);
        CHECK_MESSAGE(asked.find("End combat? Still able to attack:") != std::string::npos, asked);
        stack->feed(key::Enter);  // the default answer changes nothing
        CHECK(render(*stack, 24, 80, true).find("End combat?") != std::string::npos);
        stack->feed('n');
        CHECK(render(*stack, 24, 80, true).find("End combat?") == std::string::npos);
        CHECK(leave_and_load(dir, *stack) == s);
    }
    {
        TempDir dir;
        auto stack = open(dir, s);
        stack->feed('d');
        stack->feed('y');
        State expected = s;
        act(expected, "done");
        CHECK(leave_and_load(dir, *stack) == expected);
    }
    {
        // Enter on the hero in combat opens its menu, titled with the hex as the map shows it:
        // never the grid's coordinates ("Hercules at 2.3").
        TempDir dir;
        auto stack = open(dir, s);
        stack->feed(key::Enter);
        const std::string menu = render(*stack, 24, 80, true);
        CHECK(!std::regex_search(menu, std::regex(R"(\b[0-9]+\.[0-9]+\b)")));
    }
}

TEST_CASE("CGS help: the list of keys keeps a key apart from its words, however long the key") {
    TempDir dir;
    auto stack = open(dir, moving(3));
    stack->feed('?');
    const std::string help = render(*stack, 48, 160, true);
    INFO(help);
    CHECK(help.find("Home PgUp End PgDn  diagonal steps") != std::string::npos);
}
