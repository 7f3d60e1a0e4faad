// When the save before leaving fails, the reason is read whole: a status line of 80 columns cut
// "Could not save: <long path>: cannot write: No space left on device" before the cause.
#include <doctest/doctest.h>

#include <sstream>

#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/save_guard.hpp"
#include "tui/screen_stack.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

using namespace olympus::tui;

namespace {
const std::string kWhy = leave_refused(
    "Could not save: /home/someone-with-a-long-name/.local/share/olympus/herazeus/the-evening-game.json: "
    "cannot write: No space left on device. The game goes on; it is saved once that is fixed.");

struct Game final : Screen {
    bool save_works = false;
    std::string title() const override { return "Game"; }
    void draw(Canvas&, Rect, const Theme&) override {}
    Transition on_key(int k) override {
        if (k == 'q') return confirm_leave([this] { return save_works; }, [] { return kWhy; });
        return Transition::stay();
    }
    std::vector<KeyHint> key_hints() const override { return {}; }
};

// The screen's words in reading order, frame and spacing dropped, so a wrapped phrase reads whole.
std::string words_on(const MemoryCanvas& c) {
    std::string all;
    for (int y = 0; y < c.height() - 1; ++y) all += " " + c.row(y) + " ";
    std::istringstream in(all);
    std::string w, out;
    while (in >> w)
        if (w != "|" && w != "┃" && w != "│") out += (out.empty() ? "" : " ") + w;
    return out;
}
}  // namespace

TEST_CASE("Leaving with a failed save shows the whole reason in a dialog, then goes back to the game") {
    auto g = std::make_unique<Game>();
    Game* game = g.get();
    ScreenStack s(std::move(g));
    Theme t;
    s.feed('q');
    s.feed('y');
    REQUIRE(s.depth() == 2u);  // the game and the notice over it
    MemoryCanvas c(24, 80);
    s.draw(c, t);
    const std::string words = words_on(c);
    CAPTURE(c.to_text());
    CHECK(words.find("cannot write: No space left on device.") != std::string::npos);
    CHECK(words.find("Leaving would lose the game: fix it and leave again, or stay and play on.") != std::string::npos);
    for (int y = 0; y < 24; ++y) CHECK(text_width(c.row(y)) <= 80);
    s.feed(olympus::tui::key::Enter);
    CHECK(s.depth() == 1u);  // back in the game
    game->save_works = true;
    s.feed('q');
    CHECK(!s.feed('y'));
    CHECK(s.empty());
}
