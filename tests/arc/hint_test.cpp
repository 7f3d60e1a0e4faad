// The hint (H against the computer): it names a legal move in the menu's words, it reads only the
// seat's view (two worlds the seat cannot tell apart give the same hint), and its box on the table.
#include <doctest/doctest.h>

#include "arc/board_view.hpp"
#include "arc/deck.hpp"
#include "arc/hint.hpp"
#include "arc/play_screen.hpp"
#include "arc/policy.hpp"
#include "arc_test.hpp"
#include "support/golden.hpp"
#include "support/same_advice.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace arct;

namespace {

// States along a few seeded games, every few moves, with the seat to act having a choice.
template <class F>
void along_choices(int games, std::uint64_t seed0, F f) {
    auto decks = sample_deck_names();
    for (int g = 0; g < games; ++g) {
        GameOptions o;
        o.seed = seed0 + static_cast<std::uint64_t>(g);
        o.values["deck1"] = decks[static_cast<std::size_t>(g) % decks.size()];
        o.values["deck2"] = decks[(static_cast<std::size_t>(g) + 3) % decks.size()];
        State s = State::new_game(o, db());
        Rng r(o.seed * 7 + 1);
        for (int step = 0; step < 120 && !s.is_terminal(); ++step) {
            if (step % 9 == 4 && without_shows(s.legal_actions()).size() > 1) f(s);
            s.apply(heuristic_action(s, r));
        }
    }
}

bool names_legal_move(const State& s, const MoveAdvice& adv) {
    const View v = s.view_for(s.current_player());
    for (const auto& o : adv.options) {
        auto a = Action::parse(o.move);
        if (!a || !is_legal(s, *a)) return false;
        // The menu's words, never the action's text.
        if (o.words != action_label(v, *a) || o.words == o.move || o.words.empty()) return false;
    }
    return !adv.options.empty();
}

}  // namespace

TEST_CASE("ARC hint: the strong player's move and the others it weighed, legal and in the menu's words") {
    int searched = 0, seen = 0;
    along_choices(3, 700, [&](const State& s) {
        Rng rng(3);
        const MoveAdvice adv = hint(s, s.current_player(), rng, 150, 0);
        CHECK(names_legal_move(s, adv));
        if (adv.tries > 0) {
            ++searched;
            CHECK(adv.options.front().tries > 0);
            CHECK(adv.options.size() >= 2);
        } else {
            CHECK(!adv.reason.empty());
        }
        ++seen;
    });
    CHECK(seen >= 6);
    CHECK(searched >= 4);
}

TEST_CASE("ARC hint: two worlds the seat cannot tell apart give the same hint") {
    int compared = 0, differ = 0;
    along_choices(3, 720, [&](const State& s) {
        const int seat = s.current_player();
        Rng deal(static_cast<std::uint64_t>(compared) + 5);
        const State other = State::sample_world(s.view_for(seat), seat, deal);
        REQUIRE(other.view_for(seat) == s.view_for(seat));
        differ += other.to_json() != s.to_json();
        Rng ra(11), rb(11);
        const MoveAdvice a = hint(s, seat, ra, 150, 0), b = hint(other, seat, rb, 150, 0);
        check_same_advice(a, b);
        ++compared;
    });
    CHECK(compared >= 6);
    CHECK(differ >= 6);  // the hidden cards really were dealt otherwise
}

TEST_CASE("ARC hint: H shows the box over the table, the cursor goes to the move, Enter closes it") {
    TempDir dir;
    auto path = dir.path / "arc" / "g.json";
    Seats seats;
    seats.computer = {std::nullopt, Level::Strong};
    tui::ScreenStack stack(make_play_screen(path, SavedGame{pos(kMidGame), seats}, SaveLock::acquire(path), 1, 200));
    stack.feed('H');
    const std::string uni = render(stack, 24, 80, true);
    CHECK(uni.find("┏ Hint") != std::string::npos);
    CHECK(uni.find("Why: in ") != std::string::npos);
    CHECK(uni.find("from what you can see") != std::string::npos);
    check_golden("arc/hint-80x24-unicode", uni);
    check_golden("arc/hint-80x24-ascii", render(stack, 24, 80, false));
    stack.feed(tui::key::Enter);
    const std::string after = render(stack, 24, 80, true);
    CHECK(after.find("┏ Hint") == std::string::npos);
    // The hinted move is under the cursor in the list of every move, ready for Enter.
    CHECK(after.find("Every move you can make") != std::string::npos);
}

TEST_CASE("ARC hint: no hint between people alone at one keyboard") {
    TempDir dir;
    auto path = dir.path / "arc" / "p.json";
    GameOptions o;
    o.seed = 3;
    Seats people;
    people.computer = {std::nullopt, std::nullopt};
    tui::ScreenStack stack(make_play_screen(path, SavedGame{State::new_game(o, db()), people}, SaveLock::acquire(path), 1, 50));
    stack.feed(tui::key::Enter);  // past the pass screen
    stack.feed('H');
    CHECK(render(stack, 24, 80, true).find("┏ Hint") == std::string::npos);
}
