// The Attack the Trial will strike with, shown while planning, is the Attack that strikes: the
// forecast against the Defense Phase the engine then plays, for every Trial.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "tui/memory_canvas.hpp"

using namespace mh_test;
using namespace olympus;

namespace {

// The Attack the Defense Phase met, read from its log line "... (Defense D against Attack N)".
int struck_with(const State& s) {
    for (auto it = s.log.rbegin(); it != s.log.rend(); ++it) {
        auto at = it->find("against Attack ");
        if (at != std::string::npos && it->find("Defense ") != std::string::npos && it->find("block") != std::string::npos)
            return std::stoi(it->substr(at + 15));
    }
    return -1;
}

}  // namespace

TEST_CASE("The Attack shown while planning is the Attack that strikes, for every Trial and every blow") {
    for (const char* expansions : {"", "calm"}) {
        const std::size_t trials = fresh().cat->trials.size();
        REQUIRE(trials >= 12);
        for (std::size_t ti = 0; ti < trials; ++ti) {
            for (int strikes = 0; strikes <= 4; ++strikes) {
                std::map<std::string, std::string> opts;
                if (*expansions) opts["expansions"] = expansions;
                State s = fresh(opts, 7);
                while (s.phase == Phase::HealthCard) s.apply(s.legal_actions().front());
                REQUIRE(s.phase == Phase::Planning);
                const std::string id = s.cat->trials[ti].id;
                CAPTURE(id);
                CAPTURE(strikes);
                CAPTURE(expansions);
                set_trial(s, id, 6, 2, 12);
                // Strikes first, Blocks after: the Attack is all played before the last card.
                std::vector<std::string> hand, names;
                for (int k = 0; k < 5; ++k) {
                    hand.push_back(k < strikes ? "strike" : "block");
                    names.push_back(k < strikes ? "Strike" : "Block");
                }
                set_hand(s, 0, hand);
                play(s, std::vector<std::string>(names.begin(), names.end() - 1));
                REQUIRE(s.phase == Phase::Planning);
                const int shown = s.strike_attack();
                play(s, {names.back()});
                if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
                if (shown < 0) {
                    CHECK(s.overcome.size() == 1);  // overcome: nothing struck
                    continue;
                }
                CHECK(struck_with(s) == shown);
            }
        }
    }
}

TEST_CASE("The Hydra's Attack on the board: what strikes once it loses Health, and the Defense against it") {
    State s = fresh();
    set_trial(s, "lernaean-hydra", 12, 2, 10);
    set_hand(s, 0, {"strike", "strike", "strike", "block", "block"});
    play(s, {"Strike", "Strike", "Strike"});  // 3, 2 and 1: 6 Attack, 3 Health lost
    REQUIRE(s.trial_attack_now() == 12);
    CHECK(s.strike_attack() == 13);  // it gains 1 Attack when it loses Health, whatever the amount
    tui::MemoryCanvas c(40, 120);
    tui::Theme theme;
    microhero::BoardUi ui;
    microhero::draw_board(c, {0, 0, 40, 120}, s, ui, theme);
    // Its Attack now, as the inspector and the log say it, and on a row of its own what strikes.
    CHECK_MESSAGE(c.contains("Attack 12  Defense 2"), c.to_text());
    CHECK(c.contains("Strikes with 13 this turn"));
    CHECK(c.contains("Defense 0 vs 13"));  // no Block played yet
    tui::MemoryCanvas small(24, 80);
    microhero::draw_board(small, {0, 0, 24, 80}, s, ui, theme);
    CHECK_MESSAGE(small.contains("Attack 12  Defense 2"), small.to_text());
    CHECK(small.contains("Strikes with 13 this turn"));
}
