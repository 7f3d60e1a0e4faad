// The CGS help says what the game does: support from another hex (D3.2).
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
