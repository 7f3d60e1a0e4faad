// The computer players: what the greedy one chooses in plain positions, and that it never reads
// what its seat may not see.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/policy.hpp"

using namespace mh_test;
using olympus::Rng;

TEST_CASE("Greedy: plays the card it planned, wherever that card sits in the hand") {
    // Attack 7 is blocked only by a supercharged Block played first (2 x 5 = 10 Defense);
    // every other order takes a Wound. The Block is the second card of the hand.
    State s = fresh();
    set_trial(s, "ceryneian-hind", 7, 4, 20);
    set_hand(s, 0, {"train", "block", "strike", "train", "train"});
    Rng rng(1);
    CHECK(greedy_policy(s, rng) == Action::tap_stance());
    s.apply(Action::tap_stance());
    REQUIRE(s.players[0].stance.pending);
    CHECK(greedy_policy(s, rng) == Action::play(1));
    // Played out, the plan blocks.
    const int wounds = s.wounds_left();
    while (!s.is_terminal() && s.turn == 1) s.apply(greedy_policy(s, rng));
    CHECK(s.wounds_left() == wounds);
    CHECK(log_has(s, "You block (Defense 10 against Attack 7)"));
}

TEST_CASE("Greedy: never reads the deck's order, the upcoming Trials or Hera's stack") {
    for (auto opts : std::vector<std::map<std::string, std::string>>{
             {}, {{"expansions", "all"}, {"difficulty", "mythic"}}, {{"players", "2"}, {"expansions", "hera,blood"}}}) {
        int checked = 0;
        for (std::uint64_t seed = 21; checked < 300; ++seed) {
            State s = fresh(opts, seed);
            Rng rng(3);
            while (!s.is_terminal() && checked < 300) {
                // The same position with every hidden thing shuffled differently.
                State other = s;
                for (auto& pl : other.players) {
                    auto d = pl.deck.top_first();
                    // The cards the player saw put on top stay where they are.
                    std::reverse(d.begin() + std::min<std::ptrdiff_t>(pl.deck_known, static_cast<std::ptrdiff_t>(d.size())), d.end());
                    pl.deck = olympus::Pile<Card>::from_top_first(d);
                }
                auto up = other.upcoming.top_first();
                std::reverse(up.begin(), up.end());
                other.upcoming = olympus::Pile<int>::from_top_first(up);
                auto hs = other.hera_stack.top_first();
                std::reverse(hs.begin(), hs.end());
                other.hera_stack = olympus::Pile<int>::from_top_first(hs);
                Rng r1 = rng, r2 = rng;
                Action a = greedy_policy(s, r1);
                CHECK(greedy_policy(other, r2) == a);
                s.apply(a);
                rng = r1;
                ++checked;
            }
        }
        CHECK(checked == 300);
    }
}
