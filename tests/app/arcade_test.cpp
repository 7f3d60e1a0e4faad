#include <doctest/doctest.h>

#include <cstdlib>

#include "app/arcade.hpp"
#include "app/registry.hpp"
#include "arc/seats.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;

TEST_CASE("Arcade menu: golden screens at 80x24, Unicode and ASCII") {
    TempDir dir;
    // No game server, whatever runs on this machine: Play with others offers host and join.
    ::setenv("OLYMPUS_SERVER", (dir.path / "no-server.sock").c_str(), 1);
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack stack(app::make_arcade_screen(ctx));
    check_golden("arcade/menu-80x24-unicode", render(stack, 24, 80, true));
    check_golden("arcade/menu-80x24-ascii", render(stack, 24, 80, false));
}

TEST_CASE("Arcade menu: lists every game, then Help and Quit") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack stack(app::make_arcade_screen(ctx));
    auto text = render(stack, 24, 80, true);
    for (const auto& g : app::games()) CHECK(text.find(g.title) != std::string::npos);
    CHECK(text.find("Help") != std::string::npos);
    CHECK(text.find("Quit") != std::string::npos);
    CHECK(text.find("Continue") == std::string::npos);  // nothing saved yet
}

TEST_CASE("Arcade menu: Help opens a page, q comes back, Quit ends") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack stack(app::make_arcade_screen(ctx));
    stack.feed(tui::key::End);   // Quit
    stack.feed(tui::key::Up);    // Help
    stack.feed(tui::key::Enter);
    CHECK(stack.depth() == 2u);
    CHECK(render(stack, 24, 80, true).find("Saving") != std::string::npos);
    stack.feed('q');
    CHECK(stack.depth() == 1u);
    stack.feed(tui::key::End);
    CHECK(!stack.feed(tui::key::Enter));
}

TEST_CASE("Arcade menu: survives any size and resizing") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack stack(app::make_arcade_screen(ctx));
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {100, 300}, {1, 1}, {23, 79}, {40, 120}}) {
        auto text = render(stack, h, w, true);
        CHECK(!text.empty());
    }
}

TEST_CASE("Arcade menu: a Continue row says who plays, the turn and when; appearing, it leaves the cursor on its game") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack stack(app::make_arcade_screen(ctx));
    // The cursor on ARC duels; its menu opens; a duel is saved meanwhile (left, or by another copy).
    const std::string arc_title = "ARC duels";
    for (int i = 0; i < 8 && render(stack, 24, 80, true).find("▶ " + arc_title) == std::string::npos; ++i) stack.feed(tui::key::Down);
    REQUIRE(render(stack, 24, 80, true).find("▶ " + arc_title) != std::string::npos);
    stack.feed(tui::key::Enter);
    REQUIRE(stack.depth() == 2u);
    std::filesystem::create_directories(dir.path / "arc");
    {
        arc::SavedGame g{arc::State::new_game(GameOptions{}), {}};
        g.seats.computer = {std::nullopt, arc::Level::Strong};
        write_save(dir.path / "arc" / "duel.json", SaveEnvelope{"arc", arc::kSaveVersion, arc::saved_to_json(g)});
    }
    stack.feed('q');  // back on the arcade, which lists the save now
    std::string menu = render(stack, 24, 80, true);
    CHECK(menu.find("Continue ARC duels") != std::string::npos);
    CHECK(menu.find("you vs strong computer, turn 1, just now") != std::string::npos);
    CHECK(menu.find("▶ " + arc_title) != std::string::npos);  // not moved onto another game
}
