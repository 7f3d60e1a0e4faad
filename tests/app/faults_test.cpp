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
namespace {
// The screen's words in reading order, frames and line breaks gone (a wrapped message reads whole).
std::string words_of(const std::string& screen) {
    std::string out;
    std::size_t i = 0;
    while (i < screen.size()) {
        if (screen.compare(i, 3, "┃") == 0) {
            i += 3;
            out += ' ';
        } else {
            out += screen[i] == '\n' ? ' ' : screen[i];
            ++i;
        }
        while (out.size() > 1 && out.back() == ' ' && out[out.size() - 2] == ' ') out.pop_back();
    }
    return out;
}

// Into the game from the arcade menu (the g-th game) with the set-up screen's defaults.
void start_game(tui::ScreenStack& stack, std::size_t g) {
    for (std::size_t i = 0; i < g; ++i) stack.feed(key::Down);
    for (int k : {key::Enter, key::Enter, key::End, key::Enter}) stack.feed(k);
}
}  // namespace

TEST_CASE("Faults: a save folder that cannot be created is named, and nothing starts half-saved") {
    TempDir dir;
    // A folder below a plain file cannot be created, whoever runs the test (root included).
    std::ofstream(dir.path / "not-a-folder") << "x";
    for (std::size_t g = 0; g < app::games().size(); ++g) {
        CAPTURE(app::games()[g].id);
        AppContext ctx;
        ctx.save_dir = dir.path / "not-a-folder" / "saves";
        ctx.seed = 3;
        tui::ScreenStack stack(app::make_arcade_screen(ctx));
        REQUIRE_NOTHROW(start_game(stack, g));
        const std::string screen = render(stack, 24, 80, true);
        CHECK_MESSAGE(words_of(screen).find("cannot create folder") != std::string::npos, screen);
        CHECK(stack.depth() >= 2u);
    }
}

TEST_CASE("Faults: when saving starts failing mid-game the game says so and goes on") {
    for (std::size_t g = 0; g < app::games().size(); ++g) {
        const GameEntry& game = app::games()[g];
        CAPTURE(game.id);
        TempDir dir;
        AppContext ctx;
        ctx.save_dir = dir.path;
        ctx.seed = 3;
        tui::ScreenStack stack(app::make_arcade_screen(ctx));
        start_game(stack, g);
        const std::size_t depth = stack.depth();
        REQUIRE(depth >= 3u);
        // The disk "fills": the game's folder becomes a plain file, so every write fails.
        const auto folder = dir.path / game.id;
        std::filesystem::rename(folder, dir.path / "moved-away");
        std::ofstream(folder) << "x";
        // Play on a little (a save may come due), then try to leave: the save fails, so the game
        // stays open and says why instead of dropping the player's progress.
        for (int k : {key::Right, key::Enter, key::Right, key::Enter}) {
            bool running = true;
            REQUIRE_NOTHROW(running = stack.feed(k));
            REQUIRE(running);
        }
        while (stack.depth() > depth) stack.feed(key::Escape);
        // A menu open on the table (CGS's keep menu stays open between keeps) is closed first.
        if (render(stack, 24, 80, true).find("Esc close") != std::string::npos) stack.feed(key::Escape);
        REQUIRE_NOTHROW(stack.feed('q'));
        REQUIRE_NOTHROW(stack.feed('y'));
        const std::string screen = render(stack, 24, 80, true);
        CHECK_MESSAGE(screen.find("ould not save") != std::string::npos, screen);
        CHECK_MESSAGE(screen.find("Leaving would lose") != std::string::npos, screen);
        CHECK(stack.depth() == depth + 1);  // the reason in a dialog over the game
        stack.feed(key::Enter);
        CHECK(stack.depth() == depth);  // still in the game
        // Fixed: leaving saves, and the game can be continued.
        std::filesystem::remove(folder);
        std::filesystem::rename(dir.path / "moved-away", folder);
        stack.feed('q');
        stack.feed('y');
        CHECK(stack.depth() < depth);
        CHECK(!app::find_saved_games(dir.path).empty());
    }
}
