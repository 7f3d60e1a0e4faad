// The strong player (tree search over worlds sampled from its seat's view): it reads only the
// view, takes a win it can see, and does not search when only one move is legal. Its strength and
// speed are measurements (`olympus sim herazeus`, docs/PERFORMANCE.md), not tests.
#include "hz_test.hpp"

#include "herazeus/players.hpp"

using namespace hz;

TEST_CASE("the strong player reads only the view: two worlds behind one view, one seed, one move") {
    Rng world_rng(41), game_rng(43);
    int compared = 0;
    for (std::uint64_t seed = 500; seed < 503; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o);
        for (int step = 0; !s.is_terminal(); ++step) {
            const int seat = s.current_player();
            View v = s.view_for(seat);
            if (step % 9 == 4 && v.legal_actions().size() > 1) {
                State w1 = State::sample_world(v, seat, world_rng);
                State w2 = State::sample_world(v, seat, world_rng);
                Rng r1(5), r2(5);
                // A bounded number of iterations and no clock, so both searches do the same work.
                CHECK(strong_move(w1.view_for(seat), r1, 40, 0) == strong_move(w2.view_for(seat), r2, 40, 0));
                ++compared;
            }
            s.apply(heuristic_action(v, game_rng));
        }
    }
    CHECK(compared > 10);
}

TEST_CASE("the strong player challenges the hostage it sees in the first row") {
    State s = pos(R"({"to_move":"zeus","turn":6,"ap_total":2,
        "hera":{"field":[["^io","nemesis"],["hydra"]],"hand":["harpy"]},
        "zeus":{"field":[["giant"],["centaur","apollo"]],"hand":["hero","pythia"]}})");
    Rng r(3);
    CHECK(strong_move(s.view_for(kZeus), r, 300, 0).to_string() == "challenge col1");
}

TEST_CASE("a forced move is played without a search") {
    // Hera's only card on the table is Medusa, who cannot challenge, and her hand is empty:
    // drawing is her only move.
    State s = pos(R"({"to_move":"hera","turn":6,"ap_total":1,
        "hera":{"field":[["medusa"]],"hand":[]},"zeus":{"field":[["giant"]]}})");
    Rng r(3);
    MoveStats st;
    REQUIRE(s.legal_actions().size() == 1);
    CHECK(strong_move(s.view_for(kHera), r, 1000, 0, &st).to_string() == "draw");
    CHECK(st.iterations == 0);
}
