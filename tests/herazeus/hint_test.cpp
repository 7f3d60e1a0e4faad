// The hint (H against the computer): it names a legal move in the menu's words, it reads only the
// seat's view (two worlds the seat cannot tell apart give the same hint), and its box on the table.
#include <doctest/doctest.h>

#include "herazeus/board_view.hpp"
#include "herazeus/hint.hpp"
#include "herazeus/play_screen.hpp"
#include "herazeus/players.hpp"
#include "hz_test.hpp"
#include "support/golden.hpp"
#include "support/same_advice.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace hz;

namespace {

// Positions along seeded games where the seat to act has a choice.
template <class F>
void along_choices(int games, std::uint64_t seed0, F f) {
    for (int g = 0; g < games; ++g) {
        GameOptions o;
        o.seed = seed0 + static_cast<std::uint64_t>(g);
        State s = State::new_game(o);
        Rng r(o.seed * 13 + 1);
        for (int step = 0; step < 60 && !s.is_terminal(); ++step) {
            if (step % 7 == 3 && s.legal_actions().size() > 1) f(s);
            s.apply(heuristic_action(s.view_for(s.current_player()), r));
        }
    }
}

}  // namespace

TEST_CASE("Hera & Zeus hint: the strong player's move and the others it weighed, legal and in the menu's words") {
    int searched = 0, seen = 0;
    along_choices(4, 300, [&](const State& s) {
        Rng rng(3);
        const MoveAdvice adv = hint(s, s.current_player(), rng, 120, 0);
        const View v = s.view_for(s.current_player());
        REQUIRE(!adv.options.empty());
        for (const auto& o : adv.options) {
            auto a = Action::parse(o.move);
            REQUIRE(a);
            CHECK(legal(s, o.move));
            CHECK(o.words == action_label(v, *a));
            CHECK(o.words != o.move);
        }
        if (adv.tries > 0) ++searched;
        else CHECK(!adv.reason.empty());
        ++seen;
    });
    CHECK(seen >= 10);
    CHECK(searched >= 5);
}

TEST_CASE("Hera & Zeus hint: two worlds the seat cannot tell apart give the same hint") {
    int compared = 0, differ = 0;
    Rng deal(77);
    along_choices(4, 320, [&](const State& s) {
        const int seat = s.current_player();
        const State other = State::sample_world(s.view_for(seat), seat, deal);
        REQUIRE(other.view_for(seat) == s.view_for(seat));
        differ += !(other == s);
        Rng ra(9), rb(9);
        const MoveAdvice a = hint(s, seat, ra, 120, 0), b = hint(other, seat, rb, 120, 0);
        check_same_advice(a, b);
        ++compared;
    });
    CHECK(compared >= 10);
    CHECK(differ >= compared / 2);
}

TEST_CASE("Hera & Zeus hint: H shows the box, Enter closes it onto the move in the list of every move") {
    TempDir dir;
    const char* kMidGame = R"({"to_move":"hera","turn":6,"ap_total":3,
      "hera":{"field":[["^amazon","hydra"],["nemesis!","harpy","furies"],["medusa"]],
              "hand":["pegasus","pythia","artemis","hydra"]},
      "zeus":{"field":[["figure","giant"],["^cyclops"],["centaur","apollo"]],
              "hand":["pythia","giant","centaur"]}})";
    auto path = dir.path / "herazeus" / "g.json";
    tui::ScreenStack stack(make_play_screen(path, SavedGame{pos(kMidGame), Seats{{std::nullopt, Level::Strong}}},
                                            SaveLock::acquire(path), 1, 200));
    stack.feed('H');
    const std::string uni = render(stack, 24, 80, true);
    CHECK(uni.find("┏ Hint") != std::string::npos);
    CHECK(uni.find("Why: in ") != std::string::npos);
    check_golden("herazeus/hint-80x24-unicode", uni);
    check_golden("herazeus/hint-80x24-ascii", render(stack, 24, 80, false));
    stack.feed(tui::key::Enter);
    const std::string after = render(stack, 24, 80, true);
    CHECK(after.find("┏ Hint") == std::string::npos);
    CHECK(after.find("Every move you can make") != std::string::npos);
}

TEST_CASE("Hera & Zeus hint: none in a hot-seat game between two people") {
    TempDir dir;
    auto path = dir.path / "herazeus" / "h.json";
    GameOptions o;
    o.seed = 4;
    tui::ScreenStack stack(make_play_screen(path, SavedGame{State::new_game(o), Seats{}}, SaveLock::acquire(path), 1, 50));
    stack.feed(tui::key::Enter);  // past the pass screen
    stack.feed('H');
    CHECK(render(stack, 24, 80, true).find("┏ Hint") == std::string::npos);
}
