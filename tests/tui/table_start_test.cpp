// What the set-up screens of ARC, CGS and Hera & Zeus share: the form's values read, a seat's
// player, the rule that a person plays, and a new game begun in a fresh save that a second start
// of the same name does not overwrite, then resumed from it.
#include <doctest/doctest.h>

#include "core/save.hpp"
#include "support/temp_dir.hpp"
#include "tui/level_choices.hpp"
#include "tui/option_form.hpp"
#include "tui/table_start.hpp"
#include "tui/widgets.hpp"

using namespace olympus;
using namespace olympus::tui;

TEST_CASE("set-up values: a field not set reads empty; only the given --opt keys are copied") {
    const FormValues v{{"seat1", "person"}, {"max_turns", "9"}};
    CHECK(value_of(v, "seat1") == "person");
    CHECK(value_of(v, "seat3").empty());
    std::map<std::string, std::string> into{{"players", "2"}};
    copy_given(v, {"max_turns", "olympus"}, into);
    CHECK(into == std::map<std::string, std::string>{{"max_turns", "9"}, {"players", "2"}});
}

TEST_CASE("set-up seats: a person or the computer at its level, and a game needs a person") {
    const FormValues mixed{{"seat1", "casual"}, {"seat2", "person"}, {"seat3", "novice"}};
    const auto levels = seat_levels(mixed, 3);
    REQUIRE(levels.size() == 3);
    CHECK(levels[0] == ai::Level::Casual);
    CHECK(!levels[1]);
    CHECK(levels[2] == ai::Level::Novice);
    CHECK(no_person(mixed, 3, "olympus sim").empty());
    // The person sits in a seat the player count leaves out: it does not count.
    CHECK(no_person(mixed, 1, "olympus sim") == "At least one seat must be a person (olympus sim).");
    CHECK(seat_levels({}, 2) == std::vector<std::optional<ai::Level>>{ai::Level::Strong, ai::Level::Strong});
}

namespace {

// A game whose saved game is a number; its play screen writes the save, as a real one does.
TableStart<int> number_game() {
    return {"numbers", "game", 1, [](const nlohmann::json& j) { return j.at("n").get<int>(); },
            [](const int& n) { return "number " + std::to_string(n); },
            [](std::filesystem::path p, int n, SaveLock, std::uint64_t, int) -> std::unique_ptr<Screen> {
                write_save(p, SaveEnvelope{"numbers", 1, {{"n", n}}});
                return std::make_unique<TextScreen>("Number", std::vector<std::string>{std::to_string(n)});
            },
            {"Count."}};
}

}  // namespace

TEST_CASE("table start: a new game takes a fresh save, the same name again is refused, the save resumes") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.campaign = "mine";
    const TableStart<int> t = number_game();
    std::string status;
    Transition first = t.start(ctx, 7, 1, status);
    CHECK(first.kind == Transition::Kind::Replace);
    CHECK(status.empty());
    CHECK(std::filesystem::exists(dir.path / "numbers" / "mine.json"));
    first.next.reset();  // the lock goes with the screen

    Transition again = t.start(ctx, 8, 1, status);
    CHECK(again.kind == Transition::Kind::Stay);
    CHECK(status == "A saved game named mine exists: continue it from the menu.");
    CHECK(t.read(dir.path / "numbers" / "mine.json") == 7);  // not overwritten

    auto resumed = t.resume(ctx, dir.path / "numbers" / "mine.json");
    CHECK(resumed->title() == "Number");

    GameMenuSpec m = t.menu(ctx, {"New game", "", [] { return std::unique_ptr<Screen>(); }},
                            {{"Extra", "", [] { return std::unique_ptr<Screen>(); }}});
    REQUIRE(m.entries.size() == 3);
    CHECK(m.entries[0].label == "New game");
    CHECK(m.entries[1].label == "Extra");
    CHECK(m.entries[2].label == "How to play");
    CHECK(m.folder == dir.path / "numbers");
    CHECK(m.describe(dir.path / "numbers" / "mine.json") == "number 7");
}
