// Faults a player's machine throws at the program: terminals of any size changing at any
// moment, and a save folder that cannot be written. None may end the program or lose the game.
#include <doctest/doctest.h>

#include <fstream>

#include "app/arcade.hpp"
#include "app/registry.hpp"
#include "core/rng.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"

using namespace olympus;
namespace key = tui::key;

namespace {
const int kKeys[] = {key::Up, key::Down, key::Left, key::Right, key::Enter, key::Enter, key::Enter, key::Escape,
                     key::Tab, ' ', '?', 'q', 'u', 'y', 'n', 'a', 'c', 'd', 'p', 'r', 's', '1', '2', '3', '+', '-'};
}

TEST_CASE("Faults: every screen survives 20x10, 80x24, 300x100 and resizing at any moment") {
    const int sizes[][2] = {{10, 20}, {24, 80}, {100, 300}, {23, 79}, {24, 81}};
    for (int walk = 0; walk < 24; ++walk) {
        CAPTURE(walk);
        TempDir dir;
        AppContext ctx;
        ctx.save_dir = dir.path;
        ctx.seed = static_cast<std::uint64_t>(walk + 1);
        tui::ScreenStack stack(app::make_arcade_screen(ctx));
        tui::Theme theme;
        if (walk % 2) theme.glyphs = &tui::ascii_glyphs();
        Rng rng(static_cast<std::uint64_t>(walk) * 31 + 5);
        // Walks start in each game in turn: Down (walk mod games) times, then Enter.
        for (std::size_t i = 0; i < static_cast<std::size_t>(walk) % app::games().size(); ++i) stack.feed(key::Down);
        int size = walk % 3, ticks = 0;
        tui::MemoryCanvas canvas(sizes[size][0], sizes[size][1]);
        bool running = true;
        for (int step = 0; step < 250 && running; ++step) {
            if (rng.below(12) == 0) {
                size = static_cast<int>(rng.below(5));
                canvas = tui::MemoryCanvas(sizes[size][0], sizes[size][1]);
                running = stack.feed(key::Resize);
            } else if (rng.below(40) == 0 && ticks < 2) {
                ++ticks;
                stack.tick();
            } else {
                running = stack.feed(kKeys[rng.below(sizeof kKeys / sizeof kKeys[0])]);
            }
            if (!running) break;  // Quit from the arcade menu
            stack.draw(canvas, theme);
            if (canvas.height() < tui::kMinHeight || canvas.width() < tui::kMinWidth)
                CHECK(canvas.contains("80x24"));  // the size message, not a broken screen
        }
        stack.hangup();
    }
}
