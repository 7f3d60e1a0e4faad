// ARC at the sizes between 80x24 and 160x48: the hand takes the rows it needs where the log keeps
// its room, the boxes in play widen to their whole names; goldens at 100x30 and 120x40.
#include <doctest/doctest.h>

#include "arc/play_screen.hpp"
#include "arc/seats.hpp"
#include "arc_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/layout.hpp"
#include "support/temp_dir.hpp"

using namespace arct;

namespace {
std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s) {
    auto path = dir.path / "arc" / "g.json";
    auto lock = SaveLock::acquire(path);
    Seats seats;
    seats.computer.assign(2, Level::Skilled);
    seats.computer[0] = std::nullopt;
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), std::move(seats)}, std::move(lock), 1));
}

// The mid-game position with a hand of eight, three of them long names: three rows at 80 columns.
State big_hand() {
    auto j = nlohmann::json::parse(kMidGame);
    for (const char* n : {"Academy of Performing Bards", "Autolycus, King of Thieves", "Antaeus Guards the Way"})
        j["p1"]["hand"].push_back(n);
    return State::from_position(j, db());
}
}  // namespace

TEST_CASE("ARC layout: goldens at 100x30 and 120x40") {
    TempDir dir;
    auto stack = open(dir, big_hand());
    check_golden("arc/main-100x30-unicode", render(*stack, 30, 100, true));
    check_golden("arc/main-120x40-unicode", render(*stack, 40, 120, true));
}

TEST_CASE("ARC layout: from 30 rows the whole hand shows, from 120 columns every name in play, at every size") {
    TempDir dir;
    const State s = big_hand();
    auto stack = open(dir, s);
    const View v = s.view_for(0);
    std::vector<std::string> hand, in_play;
    for (const Card& c : v.board.p[0].hand) hand.push_back((*v.db)[c.id].name);
    for (int seat = 0; seat < 2; ++seat)
        for (const Unit& u : v.board.p[static_cast<std::size_t>(seat)].characters) in_play.push_back((*v.db)[u.id].name);
    REQUIRE(hand.size() == 8);
    REQUIRE(in_play.size() == 7);
    for_each_size([&](int h, int w) {
        const auto rows = board_rows(render(*stack, h, w, true), h, w);
        if (h >= 30)
            for (const std::string& n : hand) CHECK_MESSAGE(on_a_row(rows, n), "hand card " << n << " is cut at " << w << "x" << h);
        if (w >= 120)
            for (const std::string& n : in_play) CHECK_MESSAGE(on_a_row(rows, n), n << " in play is cut at " << w << "x" << h);
    });
}
