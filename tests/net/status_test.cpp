// A host's answer to a lobby's query says which seats are free and which the computer plays, so the
// lobby can say who sits where; an older host that does not say is read as having none.
#include <doctest/doctest.h>

#include "net/client.hpp"

using namespace olympus::net;
using json = nlohmann::json;

TEST_CASE("Host status: the computer's seats are read, checked, and may be left out") {
    auto g = read_status({{"type", "status"}, {"game", "arc"}, {"players", 3}, {"open", {1}}, {"computer", {2}}, {"started", false}});
    REQUIRE(g);
    CHECK(g->open == std::vector<int>{1});
    CHECK(g->computer == std::vector<int>{2});
    auto old = read_status({{"type", "status"}, {"game", "arc"}, {"players", 2}, {"open", {1}}});
    REQUIRE(old);
    CHECK(old->computer.empty());
    CHECK_FALSE(read_status({{"game", "arc"}, {"players", 2}, {"open", json::array()}, {"computer", {2}}}));
    CHECK_FALSE(read_status({{"game", "arc"}, {"players", 2}, {"open", json::array()}, {"computer", "1"}}));
}
