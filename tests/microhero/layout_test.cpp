// Micro Hero at the sizes between 80x24 and 160x48: the card boxes widen with the board, so from
// 30 rows every card name in the hand and in play shows whole; goldens at 100x30 and 120x40.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/play_screen.hpp"
#include "support/golden.hpp"
#include "support/layout.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
using namespace olympus::microhero;

namespace {
std::unique_ptr<tui::ScreenStack> open_table(const TempDir& dir, State s) {
    CampaignStore store(dir.path);
    auto lock = SaveLock::acquire(store.path_for("table"));
    return std::make_unique<tui::ScreenStack>(make_play_screen(store, "table", std::move(s), std::move(lock)));
}
// The longest names a hand holds (the Wounds', 10 and 11 cells), a Strike played.
State long_names() {
    State s = mh_test::fresh({{"expansions", "blood"}}, 5);
    mh_test::set_hand(s, 0, {"heavy-wound", "flesh-wound", "strike", "deep-wound", "train", "block"});
    s.apply(Action::play(2));
    return s;
}
}  // namespace

TEST_CASE("Micro Hero layout: goldens at 100x30 and 120x40, the boxes wider at 120 than at 80") {
    TempDir dir;
    auto stack = open_table(dir, long_names());
    const std::string mid = render(*stack, 30, 100, true), big = render(*stack, 40, 120, true);
    check_golden("microhero/table-100x30-unicode", mid);
    check_golden("microhero/table-120x40-unicode", big);
    // The Stance's whole text at 120x40: no mark that says it runs on.
    const std::string stance = big.substr(0, big.find("Played"));
    CHECK(stance.find("\u2026") == std::string::npos);
}

TEST_CASE("Micro Hero layout: from 30 rows every card name in the hand and in play shows whole, at every width") {
    TempDir dir;
    const State s = long_names();
    auto stack = open_table(dir, s);
    std::vector<std::string> names;
    for (const Card& c : s.players[0].hand) names.push_back(s.def(c).name);
    for (const Card& c : s.players[0].played) names.push_back(s.def(c).name);
    REQUIRE(names.size() == 6);
    for_each_size([&](int h, int w) {
        const auto rows = board_rows(render(*stack, h, w, true), h, w);
        if (h < 30) {
            // 80x24's ten-cell boxes: the layout does not claim whole names there.
            return;
        }
        for (const std::string& n : names) CHECK_MESSAGE(on_a_row(rows, n), n << " is cut at " << w << "x" << h);
    });
}
