// The Micro Hero table on the shell: golden screens at both sizes, the inspector's texts (the
// Stance whole, a played card, the Trial, a menu entry), the plan never resolved for the player,
// and co-op's shared Defense explained.
#include <doctest/doctest.h>
#include <regex>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "microhero/describe.hpp"
#include "microhero/play_screen.hpp"
#include "microhero/policy.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;
namespace key = olympus::tui::key;

namespace {
std::unique_ptr<tui::ScreenStack> open_table(const TempDir& dir, State s, const std::string& name = "table") {
    CampaignStore store(dir.path);
    auto lock = SaveLock::acquire(store.path_for(name));
    return std::make_unique<tui::ScreenStack>(make_play_screen(store, name, std::move(s), std::move(lock)));
}
std::string joined(const tui::Inspection& i) {
    std::string out = i.title;
    for (const auto& l : i.lines) out += "\n" + l;
    return out;
}
// Seed 5's first turn with one card played: the played row, the Stance and the Trial all hold something.
State one_played() {
    State s = mh_test::fresh({}, 5);
    s.apply(Action::play(0));
    return s;
}
}  // namespace

TEST_CASE("Micro Hero table: golden screens at 80x24 and 160x48, the inspector beside the wide one") {
    TempDir dir;
    auto stack = open_table(dir, one_played());
    stack->feed(key::Up);  // onto the played card
    auto small = render(*stack, 24, 80, true);
    auto wide = render(*stack, 48, 160, true);
    // Narrow: the card under the cursor named with its first line in the board's own space.
    CHECK(small.find("\u2022 ") != std::string::npos);
    CHECK(small.find("In play") == std::string::npos);  // the rest is for `i`
    // Wide: the inspector's column holds the played card whole, and the Stance's whole text shows.
    CHECK(wide.find("In play, card 1 of 1") != std::string::npos);
    CHECK(wide.find("End of Turn: if tapped") != std::string::npos);
    check_golden("microhero/table-80x24-unicode", small);
    check_golden("microhero/table-160x48-unicode", wide);
    check_golden("microhero/table-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("Micro Hero table: at 160x48 the log shows at least 15 lines, and the golden holds them") {
    // A seeded campaign played on by the greedy player until its log is long, the player planning.
    State s = mh_test::fresh({}, 11);
    Rng rng(11, 1);
    for (int i = 0; i < 400 && !s.is_terminal() && (s.log.size() < 25 || s.phase != Phase::Planning); ++i) s.apply(greedy_policy(s, rng));
    REQUIRE(s.log.size() >= 20);
    REQUIRE(s.phase == Phase::Planning);
    const std::vector<std::string> log = s.log;
    TempDir dir;
    auto stack = open_table(dir, s);
    const std::string wide = render(*stack, 48, 160, true);
    int shown = 0;
    for (std::size_t i = log.size() - 20; i < log.size(); ++i) shown += wide.find(log[i].substr(0, 40)) != std::string::npos;
    CHECK_MESSAGE(shown >= 15, wide);
    check_golden("microhero/log-160x48-unicode", wide);
}

TEST_CASE("Micro Hero table: the inspector reads the Stance whole, the Trial and a played card") {
    State s = one_played();
    const std::string stance = joined(describe_stance(s, 0));
    const StanceSide& a = s.cat->stances[static_cast<std::size_t>(s.players[0].stance.def)].sides[0];
    CHECK(stance.find(a.text) != std::string::npos);       // the action and its End of Turn effect
    CHECK(stance.find("End of Turn") != std::string::npos);
    CHECK(stance.find("The other side") != std::string::npos);
    const std::string trial = joined(describe_trial(s));
    CHECK(trial.find(s.cat->trials[static_cast<std::size_t>(s.trial)].text) != std::string::npos);
    const std::string played = joined(describe_card(s, s.players[0].played[0], 0, 0));
    CHECK(played.find("This turn it gives") != std::string::npos);

    // Through the keys: Up goes from the hand to the played row, to the Stance, to the Trial;
    // `i` opens the one under the cursor whole.
    TempDir dir;
    auto stack = open_table(dir, s);
    stack->feed(key::Up);
    stack->feed(key::Up);
    stack->feed('i');
    std::string shown = render(*stack, 24, 80, true);
    CHECK(shown.find("Stance: " + a.name) != std::string::npos);
    CHECK(shown.find("The other side") != std::string::npos);
    stack->feed(key::Escape);
    stack->feed(key::Up);
    stack->feed('i');
    CHECK(render(*stack, 24, 80, true).find("Trial 1 of 12. Attack") != std::string::npos);
}

TEST_CASE("Micro Hero table: the last card is never played for the player, so the plan is seen before it resolves") {
    // The Stance tapped and two cards left: after one is played, the last waits for the player.
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        State s = mh_test::fresh({}, seed);
        if (!is_legal(s, Action::tap_stance())) continue;
        s.apply(Action::tap_stance());
        while (s.phase == Phase::Planning && s.players[0].hand.size() > 2) s.apply(Action::play(0));
        if (s.phase != Phase::Planning || s.players[0].hand.size() != 2 || !s.players[0].stance.tapped) continue;
        s.apply(Action::play(0));
        CHECK(s.phase == Phase::Planning);
        CHECK(s.players[0].hand.size() == 1u);
        return;
    }
    FAIL("no seed reaches two cards in hand with the Stance tapped");
}

TEST_CASE("Micro Hero table: co-op's Defense split says what each player blocks with, and why") {
    State s = mh_test::fresh({{"players", "2"}}, 5);
    for (int guard = 0; guard < 200 && s.phase != Phase::Defense && !s.is_terminal(); ++guard) {
        auto legal = s.legal_actions();
        auto end = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
            return a.kind == Action::Kind::EndImprovement || a.kind == Action::Kind::Play;
        });
        s.apply(end != legal.end() ? *end : legal.front());
    }
    REQUIRE(s.phase == Phase::Defense);
    const Action split = s.legal_actions().front();
    REQUIRE(split.kind == Action::Kind::Defend);
    CHECK(action_label(s, split).find("P1 blocks with " + std::to_string(split.n) + " Defense, P2 with") == 0);
    const std::string why = joined(describe_action(s, split));
    CHECK(why.find("strikes each player with its full Attack") != std::string::npos);
}

TEST_CASE("Micro Hero table at 80x24: with nothing played the rows under Played read the card at length, and a cut box text ends in the mark") {
    TempDir dir;
    auto stack = open_table(dir, mh_test::fresh({}, 5));
    stack->feed(key::Up);  // onto the Stance (no played row to pass)
    const std::string small = render(*stack, 24, 80, true);
    INFO(small);
    const std::string flat = std::regex_replace(small, std::regex("[ \n]+"), " ");
    // The Stance's end-of-turn effect was cut off beside "Hand" while the rows under "Played" stood empty.
    CHECK(flat.find("End of Turn: if tapped") != std::string::npos);
    // The Stance's box is cut: its last row ends in the mark.
    CHECK(small.find("play counts\u2026") != std::string::npos);
    const std::string plain = render(*stack, 24, 80, false);
    CHECK(plain.find("play counts~") != std::string::npos);
}

TEST_CASE("Micro Hero table: the card under the cursor is read under a heading of its own, not as played; the Stance's box has a title") {
    TempDir dir;
    auto stack = open_table(dir, mh_test::fresh({}, 5));
    const std::string small = render(*stack, 24, 80, true);
    INFO(small);
    CHECK(small.find("Played: nothing yet") != std::string::npos);
    CHECK(small.find("\nUnder the cursor\n") != std::string::npos);
    CHECK(small.find("\u250c Stance \u2500") != std::string::npos);
    CHECK(render(*stack, 24, 80, false).find("+ Stance -") != std::string::npos);
    CHECK(render(*stack, 48, 160, true).find("\u250c Stance \u2500") != std::string::npos);
    // With a card played the row is the played cards' again, and the cursor's card is read elsewhere.
    TempDir dir2;
    auto played = open_table(dir2, one_played());
    const std::string after = render(*played, 24, 80, true);
    INFO(after);
    CHECK(after.find("Played (each card") != std::string::npos);
    CHECK(after.find("Under the cursor") == std::string::npos);
}

TEST_CASE("Micro Hero table: the Trial's box, its inspector and its forecast agree on the Attack now and the one that strikes") {
    // Cattle of Geryon on turn 1: 12 now, 13 when it strikes after a turn in which it loses no Health.
    State s = mh_test::fresh({}, 5);
    mh_test::set_trial(s, "cattle-of-geryon", 12, 5, 3);
    REQUIRE(s.trial_attack_now() == 12);
    REQUIRE(s.strike_attack() == 13);
    TempDir dir;
    auto stack = open_table(dir, s);
    stack->feed(key::Up);  // the Stance, then the Trial
    stack->feed(key::Up);
    const std::string small = render(*stack, 24, 80, true);
    INFO(small);
    const std::string flat = std::regex_replace(small, std::regex("[ \n]+"), " ");
    CHECK(small.find("Attack 12  Defense 5  Health 3") != std::string::npos);  // the box says what it is now
    CHECK(small.find("Attack 13  Defense") == std::string::npos);               // never 13 as its Attack
    CHECK(small.find("Strikes with 13 this turn") != std::string::npos);
    CHECK(small.find("Defense 0 vs 13") != std::string::npos);
    // The inspector says the same.
    const std::string inspected = joined(describe_trial(s));
    CHECK(inspected.find("Attack 12, Defense 5, Health 3 of 3.") != std::string::npos);
    CHECK(inspected.find("As things stand it strikes with Attack 13 this turn.") != std::string::npos);
}
