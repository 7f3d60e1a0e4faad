// The welcome message every game's board reads alike (tui/welcome).
#include <doctest/doctest.h>

#include <stdexcept>

#include "tui/welcome.hpp"

using olympus::tui::read_welcome;
using nlohmann::json;

TEST_CASE("welcome: a seat, the seats' labels and the flags are read; a spectator has no seat") {
    const json local = {{"type", "welcome"}, {"seat", 1}, {"players", 3}, {"labels", {"P1", "P2 (you)", "P3 (strong)"}},
                        {"shared_keyboard", true}};
    const auto w = read_welcome(local, "An ARC duel", 2, 3);
    CHECK(w.players == 3);
    REQUIRE(w.seat);
    CHECK(*w.seat == 1);
    CHECK(w.labels == std::vector<std::string>{"P1", "P2 (you)", "P3 (strong)"});
    CHECK(w.shared_keyboard);
    CHECK_FALSE(w.replay);

    const auto watcher = read_welcome({{"seat", nullptr}, {"replay", true}}, "Hera & Zeus", 2, 2);
    CHECK_FALSE(watcher.seat);
    CHECK(watcher.players == 2);  // a welcome without a count is for two
    CHECK(watcher.replay);
    CHECK(watcher.labels.empty());
    // A solo game's welcome without a count: one player, seat 0.
    CHECK(read_welcome({{"seat", 0}, {"players", 1}}, "A Micro Hero campaign", 1, 2).players == 1);
}

TEST_CASE("welcome: labels of the wrong count and flags that are not true or false are passed over") {
    const auto w = read_welcome({{"seat", 0}, {"labels", {"only one"}}, {"shared_keyboard", "yes"}, {"replay", 1}}, "A CGS game", 2, 4);
    CHECK(w.labels.empty());
    CHECK_FALSE(w.shared_keyboard);
    CHECK_FALSE(w.replay);
    // A label that is not text is read as a question mark, never thrown away with the rest.
    CHECK(read_welcome({{"seat", 0}, {"labels", {"P1", 7}}}, "Hera & Zeus", 2, 2).labels == std::vector<std::string>{"P1", "?"});
}

TEST_CASE("welcome: a seat or a count the game does not have is refused in the game's words") {
    CHECK_THROWS_WITH_AS(read_welcome({{"seat", 2}}, "Hera & Zeus", 2, 2), "Hera & Zeus has no seat 2.", std::runtime_error);
    CHECK_THROWS_WITH_AS(read_welcome({{"seat", 0}, {"players", 5}}, "An ARC duel", 2, 3), "An ARC duel is not played by 5 players.",
                         std::runtime_error);
    CHECK_THROWS_AS(read_welcome({{"seat", -1}}, "A CGS game", 2, 4), std::runtime_error);
    CHECK_THROWS_AS(read_welcome({{"seat", "zero"}, {"players", "two"}}, "A CGS game", 2, 4), std::runtime_error);
    CHECK_THROWS_AS(read_welcome(json::object(), "A CGS game", 2, 4), std::exception);  // no seat at all
}
