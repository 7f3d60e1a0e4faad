// The CGS ladder: a lower level without mistakes is the heuristic itself, and with them it still
// plays only moves the heuristic would choose among those it noticed (never a random one).
#include <doctest/doctest.h>

#include "cgs/ai.hpp"
#include "cgs/seats.hpp"

using namespace olympus;
using namespace olympus::cgs;

TEST_CASE("CGS ladder: with no mistakes the lower levels' player is the heuristic; with them it errs, the novice more often than casual, and still ends its steps") {
    int decisions = 0, differ = 0, casual_differ = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GameOptions o;
        o.seed = seed;
        o.values = {{"players", std::to_string(2)}};
        State s = State::new_game(o);
        Rng play(seed);
        for (int n = 0; n < 1500 && !s.is_terminal(); ++n) {
            Rng a(n), b(n);
            const Action h = heuristic_action(s, a);
            CHECK(mistaken_action(s, b, ai::Mistakes{}) == h);
            Rng r(seed * 7919 + static_cast<std::uint64_t>(n));
            const Action nov = computer_move(s, Level::Novice, r);
            CHECK(s.why_illegal(nov).empty());
            ++decisions;
            differ += !(nov == h);
            Rng rc(seed * 7919 + static_cast<std::uint64_t>(n));
            casual_differ += !(computer_move(s, Level::Casual, rc) == h);
            s.apply(computer_move(s, Level::Skilled, play));
        }
    }
    CHECK(decisions > 100);
    CHECK(differ > 0);
    // The levels are calibrated by their mistakes' sizes (ai.cpp): with the same settings the
    // novice and casual would be one level under two names. Since the 2026-11-28 re-tune they
    // differ less often than before (overlook 0.6 and 0.4), and the novice judges worse.
    CHECK(differ > casual_differ);
    CHECK(casual_differ > decisions / 40);
}

TEST_CASE("CGS ladder: older level words load") {
    CHECK(level_by_name("heuristic") == Level::Skilled);
    CHECK(level_by_name("random") == Level::Novice);
    CHECK(level_by_name("strong") == Level::Strong);
}
