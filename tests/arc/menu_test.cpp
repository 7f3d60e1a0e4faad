// The ARC menu: each Continue row says who plays and the turn, so two saved duels never read
// alike (issue 19: "Continue duel-2" beside "Continue duel" with nothing else to tell them apart).
#include <doctest/doctest.h>

#include <sstream>

#include "arc/seats.hpp"
#include "arc/start_screen.hpp"
#include "arc_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"

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
