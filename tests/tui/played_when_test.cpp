// When a save was played, in the words a Continue row shows (issue 19: two saves that read alike
// are told apart by it).
#include <doctest/doctest.h>

#include "tui/played_when.hpp"

using namespace olympus::tui;
using namespace std::chrono_literals;

TEST_CASE("played_when: minutes, hours, days and months, from the save's time to now") {
    const auto now = std::filesystem::file_time_type::clock::now();
    CHECK(played_when(now - 20s, now) == "just now");
    CHECK(played_when(now + 5min, now) == "just now");  // a clock set back
    CHECK(played_when(now - 5min, now) == "5 min ago");
    CHECK(played_when(now - 1h, now) == "1 hour ago");
    CHECK(played_when(now - 3h - 59min, now) == "3 hours ago");
    CHECK(played_when(now - 24h, now) == "1 day ago");
    CHECK(played_when(now - 24h * 45, now) == "45 days ago");
    CHECK(played_when(now - 24h * 90, now) == "3 months ago");
}
