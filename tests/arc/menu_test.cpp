// The ARC menu: each Continue row says who plays and the turn, so two saved duels never read
// alike (issue 19: "Continue duel-2" beside "Continue duel" with nothing else to tell them apart).
#include <doctest/doctest.h>

#include <set>
#include <sstream>

#include "arc/deck.hpp"
#include "arc/seats.hpp"
#include "arc/start_screen.hpp"
#include "arc_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace arct;

namespace {
// The screen's row that holds `text`, or "" when none does.
std::string row_with(const std::string& screen, const std::string& text) {
    std::istringstream in(screen);
    for (std::string line; std::getline(in, line);)
        if (line.find(text) != std::string::npos) return line;
    return "";
}
}  // namespace

TEST_CASE("ARC menu: two Continue rows say who plays each duel and its turn") {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "arc");
    SavedGame computer{State::new_game(GameOptions{}), {}};
    computer.seats.computer = {std::nullopt, Level::Strong};
    write_save(dir.path / "arc" / "duel-2.json", SaveEnvelope{"arc", kSaveVersion, saved_to_json(computer)});
    SavedGame people{State::new_game(GameOptions{}), {}};
    people.seats.computer = {std::nullopt, std::nullopt};
    write_save(dir.path / "arc" / "duel.json", SaveEnvelope{"arc", kSaveVersion, saved_to_json(people)});

    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    tui::ScreenStack stack(make_start_screen(ctx));
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}})
        for (bool unicode : {true, false}) {
            const std::string screen = render(stack, h, w, unicode);
            INFO(screen);
            const std::string vs = row_with(screen, "Continue duel-2");
            const std::string hot = row_with(screen, "Continue duel ");
            CHECK(vs.find("you vs strong computer, turn 1") != std::string::npos);
            CHECK(hot.find("two people, turn 1") != std::string::npos);
            CHECK(hot.find("computer") == std::string::npos);
        }
}

TEST_CASE("ARC set-up: each sample deck's line says what sets it apart (colours, leading character, plan)") {
    // Every sample deck read "40 cards, a sample deck.": nothing to choose by.
    std::set<std::string> seen;
    for (const std::string& name : sample_deck_names()) {
        const std::string about = deck_summary(*db(), load_sample_deck(name));
        INFO(name << ": " << about);
        CHECK(seen.insert(about).second);  // no two alike
        CHECK(about.find("; ") != std::string::npos);
    }
    CHECK(deck_summary(*db(), load_sample_deck("fearless-band")) == "green and blue; Hercules; mostly characters");
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    tui::ScreenStack stack(make_start_screen(ctx));
    stack.feed(tui::key::Enter);  // New duel
    for (int i = 0; i < 3; ++i) stack.feed(tui::key::Down);  // P1's deck
    const std::string screen = render(stack, 24, 80, true);
    INFO(screen);
    CHECK(row_with(screen, "Fearless Band: green and blue; Hercules; mostly characters.") != "");
    CHECK(row_with(screen, "Hit and Run: blue and red; Adolescent Dragon; many actions.") != "");
    CHECK(row_with(screen, "cards, a sample deck") == "");
}
