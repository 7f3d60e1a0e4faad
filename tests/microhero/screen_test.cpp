// The Micro Hero screens: golden boards, keys driving the rules, undo, leaving and continuing.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/campaign.hpp"
#include "microhero/entry.hpp"
#include "microhero/play_screen.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;
namespace key = olympus::tui::key;

namespace {
std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, const std::string& name = "golden") {
    CampaignStore store(dir.path);
    auto lock = SaveLock::acquire(store.path_for(name));
    return std::make_unique<tui::ScreenStack>(make_play_screen(store, name, std::move(s), std::move(lock)));
}

// A planning turn: an upgraded Strike in hand and played, and the Stance tapped (supercharging).
State planning_position() {
    State s = mh_test::fresh({}, 11);
    mh_test::set_hand(s, 0, {"strike+", "train", "block", "strike", "train"});
    s.apply(Action::play(0));           // Strike+ first
    s.apply(Action::tap_stance());      // the next card counts twice
    s.apply(Action::play(0));           // Train, supercharged
    return s;
}
}  // namespace

TEST_CASE("Micro Hero screen: golden planning turn with an upgraded card and the tapped Stance") {
    TempDir dir;
    auto stack = open(dir, planning_position());
    auto uni = render(*stack, 24, 80, true);
    CHECK(uni.find("\u2193") != std::string::npos);       // the upgraded card's orientation glyph
    CHECK(uni.find("(tapped)") != std::string::npos);
    check_golden("microhero/planning-80x24-unicode", uni);
    check_golden("microhero/planning-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("Micro Hero screen: golden improvement phase") {
    TempDir dir;
    State s = planning_position();
    while (s.phase == Phase::Planning) s.apply(s.legal_actions().front());
    REQUIRE(s.phase == Phase::Improvement);
    auto stack = open(dir, s);
    auto uni = render(*stack, 24, 80, true);
    CHECK(uni.find("Improvement: ") != std::string::npos);
    CHECK(uni.find("End improvement") != std::string::npos);
    check_golden("microhero/improvement-80x24-unicode", uni);
    check_golden("microhero/improvement-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("Micro Hero screen: keys play cards, undo takes a play back, q saves and leaves") {
    TempDir dir;
    State s = mh_test::fresh({}, 5);
    State start = s;
    auto stack = open(dir, s, "keys");
    CampaignStore store(dir.path);
    // Opening the screen saved the turn start.
    CHECK(store.load("keys") == start);

    stack->feed(key::Right);
    stack->feed(key::Enter);  // plays the second card
    State after_one = start;
    after_one.apply(Action::play(1));
    CHECK(render(*stack, 24, 80, true).find(after_one.log.back()) != std::string::npos);
    stack->feed('u');
    CHECK(render(*stack, 24, 80, true).find("Undone.") != std::string::npos);

    stack->feed('1');
    stack->feed('1');
    stack->feed('q');
    CHECK(stack->depth() == 2u);  // asks first
    stack->feed('y');
    CHECK(stack->empty());
    State expected = start;
    expected.apply(Action::play(0));
    expected.apply(Action::play(0));
    CHECK(store.load("keys") == expected);  // saved exactly where it was left
    // The lock is let go, so the campaign opens again.
    CHECK(SaveLock::acquire(store.path_for("keys")).held());
}

TEST_CASE("Micro Hero screen: a whole campaign played with keys ends in the history") {
    TempDir dir;
    State s = mh_test::fresh({}, 3);
    auto stack = open(dir, s, "whole");
    for (int i = 0; i < 20000 && !stack->empty(); ++i) {
        std::string screen = render(*stack, 24, 80, true);
        if (screen.find("Campaign over") != std::string::npos) break;
        if (screen.find("Planning phase") != std::string::npos) {
            stack->feed(screen.find("Your hand is empty") != std::string::npos ? 'e' : key::Enter);
            stack->feed('s');
        } else {
            stack->feed(key::End);  // the last choice ends the phase or takes a preparation
            stack->feed(key::Enter);
        }
    }
    INFO(render(*stack, 24, 80, true));
    CHECK(render(*stack, 24, 80, true).find("Campaign over") != std::string::npos);
    CampaignStore store(dir.path);
    auto h = store.history();
    REQUIRE(h.size() == 1u);
    CHECK(h[0].name == "whole");
    CHECK(!std::filesystem::exists(store.path_for("whole")));
}

TEST_CASE("Micro Hero screen: survives every size") {
    TempDir dir;
    auto stack = open(dir, planning_position());
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {40, 120}, {100, 300}, {24, 79}})
        CHECK(!render(*stack, h, w, true).empty());
}

TEST_CASE("Micro Hero: script mode through the registry entry") {
    GameEntry e = make_entry();
    std::istringstream in("legal\nplay 1\nbogus\n");
    std::ostringstream out;
    ScriptConfig cfg;
    cfg.app.seed = 4;
    cfg.in = &in;
    cfg.out = &out;
    CHECK(e.run_script(cfg) == 1);  // the bogus line was refused
    CHECK(out.str().find("ok play 1") != std::string::npos);
    CHECK(out.str().find("error: cannot read 'bogus'") != std::string::npos);
}
