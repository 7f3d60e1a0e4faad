// The CGS help says what the game does: support from another hex (D3.2), and the two kinds of
// roll with their modifiers (B4.1, B6.4), as the dice lines in the log give them.
#include <doctest/doctest.h>

#include "cgs/help.hpp"

namespace {
std::string all_help() {
    std::string out;
    for (const std::string& l : olympus::cgs::how_to_play()) out += l + "\n";
    return out;
}
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("CGS help: support comes from any hex the supporter could attack from (D3.2)") {
    const std::string h = all_help();
    CHECK_FALSE(has(h, "Friends in the hex may support"));
    CHECK(has(h, "from its own hex or another"));
    CHECK(has(h, "counter-attacks excepted"));
    CHECK(has(h, "Command"));
}

TEST_CASE("CGS help: both kinds of roll, and the banner that needs twice the indicator") {
    const std::string h = all_help();
    CHECK_FALSE(has(h, "Every check is the value plus a die against a number"));
    CHECK(has(h, "hits when the sum is more than the target's defence"));
    CHECK(has(h, "succeeds when the roll is at most the value"));
    CHECK(has(h, "twice that number takes another player's banner"));
}

TEST_CASE("CGS help: the map's edge marks for both character sets, and teams only where there are teams") {
    const std::string h = all_help();
    CHECK(has(h, "water (a wavy line, ~ in ASCII), a wall (a solid block, # in ASCII) or a road (a double line, = in ASCII)"));
    CHECK_FALSE(has(h, "@1 team 1's base camp"));
    CHECK(has(h, "@1 player 1's base camp (team 1's in a game of teams)"));
}
