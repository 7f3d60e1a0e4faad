// The box that tells what happened while a seat was not asked anything (issue 18): a game may open
// it under its own title (ARC: a fight's outcome); a long one scrolls and shows its last line.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/while_you_waited.hpp"

using namespace olympus::tui;

TEST_CASE("While you waited: a box the game opens under its own title scrolls to its last line, and no further") {
    WhileYouWaited box;
    std::vector<std::string> lines;
    for (int i = 1; i <= 30; ++i) lines.push_back("Line " + std::to_string(i) + " of what happened.");
    box.show("The attack resolves", lines);
    REQUIRE(box.open());
    Theme t;
    auto draw = [&] {
        MemoryCanvas c(24, 80);
        box.draw(c, {0, 0, 24, 80}, t);
        return c.to_text();
    };
    const std::string top = draw();
    CHECK(top.find("The attack resolves") != std::string::npos);
    CHECK(top.find("While you waited") == std::string::npos);
    CHECK(top.find("Line 1 of") != std::string::npos);
    CHECK(top.find("Line 30 of") == std::string::npos);
    CHECK(top.find("Up/Down to read on; press Enter to go on.") != std::string::npos);
    for (int i = 0; i < 10; ++i) CHECK(box.on_key(key::PageDown));
    const std::string bottom = draw();
    CHECK(bottom.find("Line 30 of") != std::string::npos);
    CHECK(bottom.find("Line 1 of") == std::string::npos);
    CHECK(box.on_key(key::Down));
    CHECK(draw() == bottom);  // no further than the end
    CHECK(box.on_key(key::Enter));
    CHECK_FALSE(box.open());
    // The next box the seat's decision opens is called what it is again.
    box.told({"P2 plays a card."}, false);
    box.deciding(true, LogRoom{0, 76});
    REQUIRE(box.open());
    CHECK(draw().find("While you waited") != std::string::npos);
}

TEST_CASE("While you waited: the box opens only when the log as drawn cannot hold the others' moves") {
    const std::vector<std::string> turn = {"P2 plays Cyclops.", "P2 puts a green resource in play.",
                                           "P2 ends the turn, and a long line that a narrow log wraps onto a second row."};
    // Four rows hold the three lines at 76 cells; at 30 cells the last wraps and they do not.
    CHECK(LogRoom{4, 76}.holds(turn));
    CHECK(LogRoom{3, 76}.holds(turn));
    CHECK_FALSE(LogRoom{2, 76}.holds(turn));
    CHECK_FALSE(LogRoom{4, 30}.holds(turn));
    WhileYouWaited wide;
    wide.told(turn, false);
    wide.deciding(true, LogRoom{20, 100});
    CHECK_FALSE(wide.open());
    CHECK(wide.waiting().empty());  // read in the log: not news at the next decision
    wide.deciding(false, LogRoom{20, 100});
    wide.deciding(true, LogRoom{0, 76});
    CHECK_FALSE(wide.open());
    WhileYouWaited narrow;
    narrow.told(turn, false);
    narrow.deciding(true, LogRoom{3, 30});
    REQUIRE(narrow.open());
    CHECK(narrow.lines() == turn);
}
