// The pass screen's list of what happened since the last pass: a list longer than its room showed
// its newest rows with no sign that older ones were cut, and no way to read them.
#include <doctest/doctest.h>

#include "tui/memory_canvas.hpp"
#include "tui/table_screen.hpp"

using namespace olympus::tui;

namespace {
std::vector<std::string> events(int n) {
    std::vector<std::string> out;
    for (int i = 1; i <= n; ++i) out.push_back("Event number " + std::to_string(i) + " happened.");
    return out;
}

std::string drawn(const std::vector<std::string>& recent, int& back, bool* scrolls = nullptr) {
    MemoryCanvas c(24, 80);
    Theme t;
    const bool s = draw_pass_screen(c, Rect{0, 0, 24, 80}, t, "Game", "P2", recent, back);
    if (scrolls) *scrolls = s;
    return c.to_text();
}
}  // namespace

TEST_CASE("A short list since the last pass is shown whole, with no scrolling") {
    int back = 0;
    bool scrolls = true;
    const std::string screen = drawn(events(3), back, &scrolls);
    CAPTURE(screen);
    CHECK(screen.find("Since the last pass:") != std::string::npos);
    for (int i = 1; i <= 3; ++i) CHECK(screen.find("Event number " + std::to_string(i) + " ") != std::string::npos);
    CHECK_FALSE(scrolls);
}

TEST_CASE("A long list since the last pass says which rows show and scrolls back to the oldest") {
    const auto recent = events(30);
    int back = 0;
    bool scrolls = false;
    const std::string newest = drawn(recent, back, &scrolls);
    CAPTURE(newest);
    CHECK(scrolls);
    CHECK(newest.find("Event number 30 ") != std::string::npos);
    CHECK(newest.find("Event number 1 ") == std::string::npos);
    // The heading says the list is cut and how to read the rest.
    CHECK(newest.find("of 30, Up/Down to read") != std::string::npos);
    CHECK(newest.find(" -30 of 30") == std::string::npos);
    CHECK(newest.find("-30 of 30") != std::string::npos);

    back = 1000;  // past the oldest: held at the oldest row
    const std::string oldest = drawn(recent, back);
    CAPTURE(oldest);
    CHECK(back < 30);
    CHECK(oldest.find("(rows 1-") != std::string::npos);
    CHECK(oldest.find("Event number 1 ") != std::string::npos);
    CHECK(oldest.find("Event number 30 ") == std::string::npos);

    back = -4;  // before the newest: held at the newest
    CHECK(drawn(recent, back) == newest);
    CHECK(back == 0);
}
