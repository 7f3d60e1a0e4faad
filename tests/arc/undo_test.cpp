// Undo against the computer through the table shell: this file sees only the rules state and the
// shell's table, as the game's entry does, so it catches the shell's hooks going unseen (the shell
// then took every move for one that revealed something, and undo never worked).
#include <doctest/doctest.h>

#include "arc_test.hpp"
#include "core/table.hpp"

using namespace olympus;
using namespace olympus::arc;
using namespace arct;

TEST_CASE("ARC table shell: a resource put in play reveals nothing, so undo stays open; a draw closes it") {
    TableOf<State> t(pos(R"({"players":2, "active":1, "turn":4, "resource_played":false, "seed":2,
      "p1":{"hand":["Forest Raider","Wedding Feast"], "resources":["Satyr Hollow"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "deck_size":20}})"),
                     nullptr);
    const auto before = t.clone();
    REQUIRE(t.apply("resource Wedding Feast").empty());
    CHECK(!t.revealed_since(*before));
    // Ending the turn lets the next seat draw from its hidden deck: no undo past that.
    const auto mid = t.clone();
    REQUIRE(t.apply("end turn").empty());
    CHECK(t.revealed_since(*mid));
}
