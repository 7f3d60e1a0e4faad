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
    // The Stance's whole text from 100x30: no mark that says it runs on, and its end-of-turn
    // effect, its last words, in the box.
    for (const std::string& screen : {mid, big}) {
        const std::string stance = screen.substr(0, screen.find("Played"));
        CHECK(stance.find("\u2026") == std::string::npos);
        CHECK(stance.find("Cards.") != std::string::npos);
    }
}

TEST_CASE("Micro Hero layout: from 30 rows every Stance side reads whole, upright and tapped") {
    TempDir dir;
    const std::vector<std::string> stances = {"hercules", "omphale"};
    int drawn = 0;
    for (const std::string& stance_id : stances)
    for (const bool tapped : {false, true})
        for (int side = 0; side < 2; ++side) {
            State s = mh_test::fresh({{"expansions", "omphale"}, {"stance", stance_id}}, 5);
            s.players[0].stance.side = side;
            s.players[0].stance.tapped = tapped;
            std::unique_ptr<tui::ScreenStack> stack;
            try {
                stack = open_table(dir, s);
            } catch (const std::exception&) {
                continue;  // a side that cannot lie tapped (it untaps itself when used)
            }
            ++drawn;
            for (const auto& [h, w] : {std::pair{30, 100}, std::pair{40, 120}, std::pair{48, 160}}) {
                const std::string screen = render(*stack, h, w, true);
                const std::string stance = screen.substr(0, screen.find("Played"));
                CHECK_MESSAGE(stance.find("\u2026") == std::string::npos,
                              stance_id << " side " << side << std::string(tapped ? " tapped" : "") << " cut at " << w << "x" << h << "\n" << stance);
            }
        }
    CHECK(drawn >= 3 * static_cast<int>(stances.size()));  // every side upright, and the ones that stay tapped
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
