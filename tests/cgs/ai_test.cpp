// The computer players read only what their seat may know: two positions that differ only in
// hidden things (face-down tiles, another player's hand, the order of the decks and stacks) get
// the same move from the same random stream.
#include <algorithm>

#include "cgs/ai.hpp"
#include "cgs_test.hpp"
#include "rehidden.hpp"

using namespace cgs_test;
using nlohmann::json;

TEST_CASE("CGS computer players: the same move whatever lies hidden") {
    int compared = 0;
    for (std::uint64_t seed : {31u, 32u, 33u, 34u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + seed % 3)}});
        Rng play(seed);
        for (int step = 0; step < 600 && !s.is_terminal(); ++step) {
            if (step % 7 == 0) {
                const State other = rehidden(s, seed * 100 + static_cast<std::uint64_t>(step));
                REQUIRE(other.view_json(s.current_player()) == s.view_json(s.current_player()));
                Rng r1(step), r2(step);
                CHECK(heuristic_action(s, r1) == heuristic_action(other, r2));
                ++compared;
            }
            s.apply(heuristic_action(s, play));
        }
    }
    CHECK(compared > 100);
}

TEST_CASE("CGS computer players: hit chances with the action die") {
    CHECK(hit_sixths(4, 0, 7) == 3);   // 4, 5 or the logo
    CHECK(hit_sixths(4, 1, 7) == 4);
    CHECK(hit_sixths(1, 0, 9) == 1);   // only the logo
    CHECK(hit_sixths(9, 0, 2) == 6);
}
