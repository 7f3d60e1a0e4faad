// Hera & Zeus at the sizes between 80x24 and 160x48: the field's cells widen with the board, every
// card name in the hand and in play stays whole, and the card a Pegasus raid took is drawn.
#include <doctest/doctest.h>

#include "core/save.hpp"
#include "herazeus/board_view.hpp"
#include "herazeus/play_screen.hpp"
#include "hz_test.hpp"
#include "support/golden.hpp"
#include "support/layout.hpp"
#include "support/temp_dir.hpp"
#include "tui/table_screen.hpp"

using namespace olympus;
using namespace olympus::herazeus;

namespace {
const char* kMidGame = R"({"to_move":"hera","turn":6,"ap_total":3,
  "hera":{"field":[["^amazon","hydra"],["nemesis!","harpy","furies"],["medusa"]],
          "hand":["pegasus","pythia","artemis","hydra"]},
  "zeus":{"field":[["figure","giant"],["^cyclops"],["centaur","apollo"]],
          "hand":["pythia","giant","centaur"]}})";

// Hera raids Zeus's one-card hand with Pegasus; the Giant may go to two of Zeus's columns, so it
// waits for Hera to choose.
const char* kRaid = R"({"to_move":"hera","turn":4,"ap_total":3,
  "hera":{"field":[["hydra"],["harpy"],["medusa"]],"hand":["pegasus","artemis"]},
  "zeus":{"field":[["centaur"],["^cyclops"],[]],"hand":["giant"]}})";

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, Seats seats) {
    auto path = dir.path / "herazeus" / "g.json";
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), seats}, std::move(lock), 1));
}

}  // namespace

TEST_CASE("Hera & Zeus layout: goldens at 100x30 and 120x40, the cells wider at 120 than at 80") {
    TempDir dir;
    auto stack = open(dir, hz::pos(kMidGame), Seats{{std::nullopt, Level::Skilled}});
    const std::string mid = render(*stack, 30, 100, true), big = render(*stack, 40, 120, true);
    check_golden("herazeus/midgame-100x30-unicode", mid);
    check_golden("herazeus/midgame-120x40-unicode", big);
    // At 120x40 each card has its note on a second row and the columns stand wider apart.
    CHECK(big.find("face down, known to you") == std::string::npos);  // Hera's own cards: not "known"
    CHECK(big.find("face up") != std::string::npos);
    const auto col = [](const std::string& s) {
        const auto two = s.find("-- column 2 --"), one = s.find("-- column 1 --");
        return static_cast<int>(two - one);
    };
    CHECK(col(big) > col(render(*stack, 24, 80, true)));
}

TEST_CASE("Hera & Zeus layout: from 80x24 to 160x48 every card name in the hand and in play shows whole") {
    TempDir dir;
    const State s = hz::pos(kMidGame);
    const View v = s.view_for(0);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    std::vector<std::string> names;
    for (const Card& c : v.board.side[0].hand) {
        const CardType& ct = (*v.cards)[c.type];
        names.push_back(ct.name + (ct.strength >= 0 ? " " + std::to_string(ct.strength) : ""));
    }
    for (int side = 0; side < 2; ++side)
        for (const auto& column : v.board.side[side].field)
            for (const Card& c : column)
                if (std::string t = cell_text(v, c, side); !t.empty()) names.push_back(t);
    REQUIRE(names.size() >= 12);
    for_each_size([&](int h, int w) {
        const auto rows = board_rows(render(*stack, h, w, true), h, w);
        for (const std::string& n : names) CHECK_MESSAGE(on_a_row(rows, n), n << " is cut at " << w << "x" << h);
    });
}

TEST_CASE("Hera & Zeus layout: the card a Pegasus raid took is drawn, named to the players, unknown to a spectator") {
    State s = hz::pos(kRaid);
    hz::act(s, "pegasus hand");
    REQUIRE(s.board().raid_waiting());
    BoardUi ui;
    // The raider and the raided player know it.
    for (int seat = 0; seat < 2; ++seat) {
        const std::string line = raid_line(s.view_for(seat), ui);
        CHECK(line.find("Waiting to be placed: Giant") != std::string::npos);
        CHECK(line.find("Hera's Pegasus took from Zeus's hand") != std::string::npos);
    }
    // A spectator knows a card waits, not which.
    const View spectator = View::from_json(s.public_view_json(), s.view_for(0).cards);
    const std::string seen = raid_line(spectator, ui);
    CHECK(seen.find("the card Hera's Pegasus took from Zeus's hand, not shown to you") != std::string::npos);
    CHECK(seen.find("Giant") == std::string::npos);
    // On the table screen, at 80x24 and 160x48, for Hera.
    TempDir dir;
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
        const std::string screen = render(*stack, h, w, true);
        std::string flat;
        for (char ch : screen) flat += ch == '\n' ? ' ' : ch;
        CHECK_MESSAGE(flat.find("Waiting to be placed: Giant") != std::string::npos, screen);
    }
    // Once placed, nothing waits and nothing is said.
    for (const char* place : {"place col1", "place col2", "place col3"})
        if (hz::legal(s, place)) {
            hz::act(s, place);
            break;
        }
    REQUIRE_FALSE(s.board().raid_waiting());
    CHECK(raid_line(s.view_for(0), ui).empty());
}

TEST_CASE("Hera & Zeus layout: the hostage a raid rescued is named once the game is over") {
    State s = hz::pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant"]],"hand":["argus"]}})");
    hz::act(s, "pegasus hand");
    REQUIRE(s.is_terminal());
    const std::string line = raid_line(s.view_for(1), BoardUi{});
    CHECK(line.find("Hera's Pegasus rescued the hostage, Argus") != std::string::npos);
}
