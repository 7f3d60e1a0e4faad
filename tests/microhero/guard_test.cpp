// Micro Hero asks before a choice that throws something away: ending the Improvement Phase with
// Experience that could still buy something, exhausting a Technique in preparation. `n` changes
// nothing (the save after leaving is the position as it was), `y` makes the move.
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"
#include "microhero/campaign.hpp"
#include "microhero/play_screen.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;
namespace key = olympus::tui::key;

namespace {
std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, const std::string& name) {
    CampaignStore store(dir.path);
    auto lock = SaveLock::acquire(store.path_for(name));
    return std::make_unique<tui::ScreenStack>(make_play_screen(store, name, std::move(s), std::move(lock)));
}

// Leaves with q (it asks first) and reads back what was saved.
State leave_and_load(const TempDir& dir, tui::ScreenStack& stack, const std::string& name) {
    stack.feed('q');
    stack.feed('y');
    REQUIRE(stack.empty());
    return CampaignStore(dir.path).load(name);
}

// Moves the menu's cursor down to the entry that reads `label` (ASCII screen).
void move_to(tui::ScreenStack& stack, const std::string& label) {
    const std::string mark = std::string(tui::ascii_glyphs().cursor) + " " + label;
    for (int i = 0; i < 60; ++i) {
        if (render(stack, 24, 80, false).find(mark) != std::string::npos) return;
        stack.feed(key::Down);
    }
    FAIL("no menu entry '" << label << "'");
}

// An Improvement Phase with Experience that buys something: played out from new campaigns.
State improving() {
    for (std::uint64_t seed = 1; seed < 100; ++seed) {
        State s = mh_test::fresh({}, seed);
        while (s.phase == Phase::Planning && !s.players[0].hand.empty()) s.apply(Action::play(0));
        if (s.phase != Phase::Improvement || s.xp <= 0) continue;
        const auto legal = s.legal_actions();
        if (std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Buy; })) return s;
    }
    FAIL("no seed reaches an Improvement Phase with Experience to spend");
    return {};
}

// A Preparation Phase: the Trial beaten by the turn's five cards.
State preparing() {
    State s = mh_test::fresh({}, 5);
    s.t_health = 1;
    s.t_defense = 1;
    mh_test::set_hand(s, 0, {"strike", "strike", "block", "block", "train"});
    while (!s.players[0].hand.empty()) s.apply(Action::play(0));
    REQUIRE(s.phase == Phase::Preparation);
    return s;
}
}  // namespace

TEST_CASE("Micro Hero guard: ending the improvement with Experience to spend asks; n keeps everything") {
    TempDir dir;
    const State s = improving();
    auto stack = open(dir, s, "keep");
    stack->feed(key::End);  // the menu's last entry: end the improvement
    stack->feed(key::Enter);
    const std::string asked = render(*stack, 24, 80, true);
    INFO(asked);
    CHECK(asked.find("XP unspent: " + std::to_string(s.xp) + " XP could still buy") != std::string::npos);
    CHECK(asked.find("[y] yes") != std::string::npos);
    stack->feed(key::Enter);  // a reflexive Enter on the question does nothing
    CHECK(render(*stack, 24, 80, true).find("XP unspent") != std::string::npos);
    stack->feed('n');
    const std::string back = render(*stack, 24, 80, true);
    CHECK(back.find("XP unspent") == std::string::npos);
    CHECK(back.find("Improvement: " + std::to_string(s.xp) + " XP to spend") != std::string::npos);
    CHECK(leave_and_load(dir, *stack, "keep") == s);
}

TEST_CASE("Micro Hero guard: y ends the improvement, and the unspent Experience is lost") {
    TempDir dir;
    const State s = improving();
    auto stack = open(dir, s, "end");
    stack->feed(key::End);
    stack->feed(key::Enter);
    stack->feed('y');
    CHECK(render(*stack, 40, 120, true).find("The unspent XP (" + std::to_string(s.xp) + ") is lost.") != std::string::npos);
    State expected = s;
    expected.apply(Action::end_improvement());
    CHECK(leave_and_load(dir, *stack, "end") == expected);
}

TEST_CASE("Micro Hero guard: buying asks nothing") {
    TempDir dir;
    const State s = improving();
    auto stack = open(dir, s, "buy");
    Action first = s.legal_actions().front();
    REQUIRE(first.kind == Action::Kind::Buy);
    stack->feed(key::Home);
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("[y] yes") == std::string::npos);
    State expected = s;
    expected.apply(first);
    CHECK(leave_and_load(dir, *stack, "buy") == expected);
}

TEST_CASE("Micro Hero guard: exhausting a Technique in preparation asks; n keeps it, y exhausts it") {
    TempDir dir;
    const State s = preparing();
    auto stack = open(dir, s, "prep");
    // The first entries exhaust: the one a reflexive Enter lands on.
    move_to(*stack, "Prepare: exhaust Strike (back to the Reserve)");
    stack->feed(key::Enter);
    const std::string asked = render(*stack, 24, 80, true);
    INFO(asked);
    CHECK(asked.find("Exhaust Strike? It leaves your deck") != std::string::npos);
    stack->feed('n');
    CHECK(render(*stack, 24, 80, true).find("Preparation phase") != std::string::npos);
    CHECK(leave_and_load(dir, *stack, "prep") == s);

    TempDir dir2;
    auto again = open(dir2, s, "prep");
    move_to(*again, "Prepare: exhaust Strike (back to the Reserve)");
    again->feed(key::Enter);
    again->feed('y');
    State expected = s;
    expected.apply(Action::prep_exhaust("strike"));
    CHECK(leave_and_load(dir2, *again, "prep") == expected);
}
