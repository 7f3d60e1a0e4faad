// The shell's status line and one-line summary: a long refusal wraps rather than lose its end, the
// shell's own notes are not drawn as problems, and a cut summary ends at a whole word.
#include <doctest/doctest.h>

#include "tui/memory_canvas.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

using namespace olympus::tui;

namespace {
// The rows joined by single spaces: a wrapped sentence reads as one line again.
std::string flat(const MemoryCanvas& c) {
    std::string out;
    for (int y = 0; y < c.height(); ++y) {
        std::string r = c.row(y);
        const auto start = r.find_first_not_of(' ');
        if (start == std::string::npos) continue;
        out += (out.empty() ? "" : " ") + r.substr(start);
    }
    return out;
}
}  // namespace

TEST_CASE("a status longer than the line wraps onto a second row, whole") {
    const std::string refusal = "Nothing to undo: a hidden card or a chance result has come to light since your last move.";
    MemoryCanvas c(3, 80);
    const Theme theme{&unicode_glyphs(), true};
    CHECK(draw_status(c, 0, 0, 80, refusal, theme) == 2);
    CHECK(flat(c) == refusal);
    CHECK(c.style(0, 0).fg == Color::Red);  // a refusal is a problem
}

TEST_CASE("the shell's notes are drawn plainly, not in a problem's colour") {
    const Theme theme{&unicode_glyphs(), true};
    for (const std::string& note : {std::string(kUndoneNote), std::string("P2 (strong) is thinking...")}) {
        MemoryCanvas c(2, 80);
        CHECK(draw_status(c, 0, 0, 80, note, theme) == 1);
        CHECK(c.row(0) == note);
        CHECK(c.style(0, 0).fg == Color::Default);
    }
}

TEST_CASE("a cut summary ends at a whole word") {
    const std::string text = "Costs nothing: discard it and stand the Hera figure at the front of a column of 1 to 3 cards, pushing the column back.";
    for (int w = 30; w < 120; ++w) {
        const std::string cut = summary_line(text, w, unicode_glyphs());
        CHECK(text_width(cut) <= w);
        const auto tail = cut.find("\u2026 (i: read all)");
        if (tail == std::string::npos) continue;
        const std::string kept = cut.substr(0, tail);
        REQUIRE(!kept.empty());
        CHECK_MESSAGE(text.rfind(kept, 0) == 0, kept);
        const char next = text[kept.size()];
        CHECK_MESSAGE((next == ' ' || next == ','), "cut mid-word at width " << w << ": " << cut);
    }
}

TEST_CASE("an inspector whose name does not fit its frame shows the whole name in its body") {
    const Theme theme{&unicode_glyphs(), true};
    MemoryCanvas c(12, 20);  // the column at 100x30 is 20 cells wide
    draw_inspection(c, Rect{0, 0, 12, 20}, theme, Inspection{"Do The Twanky Twist", {"Strength 3.", "Some text to read."}});
    const std::string text = c.to_text();
    CHECK_MESSAGE(text.find("Twi┐") == std::string::npos, text);  // the name is never cut in the frame
    // Wrapped or not, the name reads whole before the card's text.
    CHECK_MESSAGE(text.find("Strength 3.") != std::string::npos, text);
    CHECK_MESSAGE(c.row(1).find("Do The Twanky") != std::string::npos, text);
    CHECK_MESSAGE(text.find("Twist") != std::string::npos, text);
    CHECK_MESSAGE(text.find("Twist") < text.find("Strength 3."), text);
    // A name that fits stays in the frame's top.
    MemoryCanvas d(12, 20);
    draw_inspection(d, Rect{0, 0, 12, 20}, theme, Inspection{"Pegasus", {"Strength 1."}});
    CHECK(d.row(0).find("┌ Pegasus ") == 0);
}
