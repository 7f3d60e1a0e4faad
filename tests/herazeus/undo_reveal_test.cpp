// What undo may pass over in Hera & Zeus (revealed_hidden): a face-down lay shows nothing hidden,
// an opening lay included; a draw shows the drawn card.
#include "hz_test.hpp"

using namespace hz;

TEST_CASE("undo: an opening card laid face down reveals nothing; a draw does") {
    GameOptions o;
    o.seed = 4;
    State s = State::new_game(o);
    REQUIRE(s.board().phase == Phase::Opening);
    const State before = s;
    s.apply(s.legal_actions().front());
    REQUIRE(s.board().events.back().kind == EventKind::Opening);
    CHECK_FALSE(revealed_hidden(before, s));

    State play = pos(R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["amazon"],["harpy"],["medusa"]],"hand":["hydra"]},
      "zeus":{"field":[["giant"],["cyclops"],["centaur"]],"hand":["centaur"]}})");
    const State was = play;
    act(play, "draw");
    CHECK(revealed_hidden(was, play));
}
