// The hint (H against the computer): it names a legal move in the menu's words, it reads only the
// seat's knowledge (two worlds the seat cannot tell apart give the same hint), and its box.
#include <doctest/doctest.h>

#include "cgs/action_label.hpp"
#include "cgs/ai.hpp"
#include "cgs/hint.hpp"
#include "cgs/play_screen.hpp"
#include "cgs/view.hpp"
#include "cgs_test.hpp"
#include "rehidden.hpp"
#include "support/golden.hpp"
#include "support/same_advice.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace cgs_test;

namespace {

// Positions along a seeded game (2 or 4 seats) where the seat to act has a choice.
template <class F>
void along_choices(std::uint64_t seed, F f) {
    State s = new_game(seed, {{"players", std::to_string(2 + 2 * (seed % 2))}});
    Rng play(seed);
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
        if (step % 29 == 5 && s.phase() != Phase::Keep && s.legal_actions().size() > 1) f(s, step);
        s.apply(heuristic_action(s, play));
    }
}

}  // namespace

TEST_CASE("CGS hint: the strong player's move and the others it weighed, legal and in the menu's words") {
    int seen = 0, searched = 0;
    along_choices(61, [&](const State& s, int) {
        Rng rng(4);
        const MoveAdvice adv = hint(s, s.current_player(), rng, 30, 0);
        const View v = view_for(s, s.current_player());
        REQUIRE(!adv.options.empty());
        for (const auto& o : adv.options) {
            auto a = Action::parse(o.move);
            REQUIRE(a);
            CHECK(legal(s, o.move));
            CHECK(o.words == action_label(v, *a));
            CHECK(o.words != o.move);
        }
        searched += adv.tries > 0;
        ++seen;
    });
    CHECK(seen >= 6);
    CHECK(searched >= 3);
}

TEST_CASE("CGS hint: two worlds the seat cannot tell apart give the same hint") {
    int compared = 0, differ = 0;
    // Three games: since the heuristic stopped stalling, its games are shorter.
    for (std::uint64_t seed : {62u, 63u, 64u})
        along_choices(seed, [&](const State& s, int step) {
            const int me = s.current_player();
            const State other = rehidden(s, seed * 100 + static_cast<std::uint64_t>(step), me);
            REQUIRE(other.view_json(me) == s.view_json(me));
            differ += other.to_json() != s.to_json();
            Rng ra(step), rb(step);
            const MoveAdvice a = hint(s, me, ra, 30, 0), b = hint(other, me, rb, 30, 0);
            check_same_advice(a, b);
            ++compared;
        });
    CHECK(compared >= 10);
    CHECK(differ >= compared / 2);
}

TEST_CASE("CGS hint: H shows the box over the table; Enter closes it onto the move in a menu") {
    // A game a few turns in, seat 1 (the person) to act.
    State s = new_game(64, {{"players", "2"}});
    Rng play(64);
    for (int step = 0; step < 200 && !s.is_terminal(); ++step) {
        if (step > 40 && s.current_player() == 0 && s.phase() != Phase::Keep && s.legal_actions().size() > 2) break;
        s.apply(heuristic_action(s, play));
    }
    REQUIRE(s.current_player() == 0);
    TempDir dir;
    auto path = dir.path / "cgs" / "g.json";
    Seats seats;
    seats.computer = {std::nullopt, Level::Strong};
    tui::ScreenStack stack(make_play_screen(path, SavedGame{s, seats}, SaveLock::acquire(path), 1, 30));
    stack.feed('H');
    const std::string uni = render(stack, 24, 80, true);
    CHECK(uni.find("┏ Hint") != std::string::npos);
    check_golden("cgs/hint-80x24-unicode", uni);
    check_golden("cgs/hint-80x24-ascii", render(stack, 24, 80, false));
    stack.feed(tui::key::Enter);
    CHECK(render(stack, 24, 80, true).find("┏ Hint") == std::string::npos);
}
