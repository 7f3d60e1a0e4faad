// The computer players: what the greedy one chooses in plain positions, and that it never reads
// what its seat may not see.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/policy.hpp"

using namespace mh_test;
using olympus::Rng;

TEST_CASE("Greedy: plays the card it planned, wherever that card sits in the hand") {
    // Attack 7 is blocked only by a supercharged Block played first (2 x 5 = 10 Defense);
    // every other order takes a Wound. The Block is the second card of the hand.
    State s = fresh();
    set_trial(s, "ceryneian-hind", 7, 4, 20);
    set_hand(s, 0, {"train", "block", "strike", "train", "train"});
    Rng rng(1);
    CHECK(greedy_policy(s, rng) == Action::tap_stance());
    s.apply(Action::tap_stance());
    REQUIRE(s.players[0].stance.pending);
    CHECK(greedy_policy(s, rng) == Action::play(1));
    // Played out, the plan blocks.
    const int wounds = s.wounds_left();
    while (!s.is_terminal() && s.turn == 1) s.apply(greedy_policy(s, rng));
    CHECK(s.wounds_left() == wounds);
    CHECK(log_has(s, "You block (Defense 10 against Attack 7)"));
}

TEST_CASE("Greedy: prepares a Block against a Trial that threatens more than its deck can block") {
    // The starting deck (4 Train, 3 Strike, 3 Block) lacks Attack most, so a quiet Trial gets a
    // Strike; a Trial whose failed block costs more than a Wound, or whose Attack is already
    // above the deck's best block (three Blocks played first: 5 + 4 + 3 = 12), gets a Block.
    auto first_prep = [](int attack, std::vector<Ability> abilities, std::vector<Ability> lingering = {}) {
        State s = fresh();
        // Overcome the first Trial with the deck's own cards, so the Reserve keeps its Blocks.
        s.t_health = 1;
        s.t_defense = 1;
        set_hand_own(s, 0, {"strike", "strike", "block", "block", "train"});
        play(s, {"Strike", "Strike", "Block", "Block", "Train"});
        if (s.phase == Phase::Planning) s.apply(Action::end_planning());
        if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
        REQUIRE(s.phase == Phase::Preparation);
        const std::string id = s.cat->trials[static_cast<std::size_t>(s.trial)].id;
        design_trial(s, id, attack, 5, 4, std::move(abilities));
        s.t_attack = attack;
        if (!lingering.empty()) {
            // Heroic: the Trial overcome before still acts this round.
            const int other = s.overcome.front();
            design_trial(s, s.cat->trials[static_cast<std::size_t>(other)].id, 8, 5, 4, std::move(lingering));
            s.lingering.push_back({other, 1});
        }
        Rng rng(1);
        return greedy_policy(s, rng);
    };
    CHECK(first_prep(8, {}).to_string() == "prep gain strike");
    CHECK(first_prep(8, {{Trigger::Wounded, Effect::Wound, 1}}).to_string() == "prep gain block");
    CHECK(first_prep(8, {{Trigger::Wounded, Effect::Heal, 1}}).to_string() == "prep gain block");
    CHECK(first_prep(12, {}).to_string() == "prep gain block");
    CHECK(first_prep(10, {{Trigger::Blocked, Effect::Defense, 1}}).to_string() == "prep gain strike");
    CHECK(first_prep(8, {}, {{Trigger::Wounded, Effect::Wound, 2}}).to_string() == "prep gain block");
}

TEST_CASE("Greedy: never reads the deck's order, the upcoming Trials or Hera's stack") {
    for (auto opts : std::vector<std::map<std::string, std::string>>{
             {}, {{"expansions", "all"}, {"difficulty", "mythic"}}, {{"players", "2"}, {"expansions", "hera,blood"}}}) {
        int checked = 0;
        for (std::uint64_t seed = 21; checked < 300; ++seed) {
            State s = fresh(opts, seed);
            Rng rng(3);
            while (!s.is_terminal() && checked < 300) {
                // The same position with every hidden thing shuffled differently.
                State other = s;
                for (auto& pl : other.players) {
                    auto d = pl.deck.top_first();
                    // The cards the player saw put on top stay where they are.
                    std::reverse(d.begin() + std::min<std::ptrdiff_t>(pl.deck_known, static_cast<std::ptrdiff_t>(d.size())), d.end());
                    pl.deck = olympus::Pile<Card>::from_top_first(d);
                }
                auto up = other.upcoming.top_first();
                std::reverse(up.begin(), up.end());
                other.upcoming = olympus::Pile<int>::from_top_first(up);
                auto hs = other.hera_stack.top_first();
                std::reverse(hs.begin(), hs.end());
                other.hera_stack = olympus::Pile<int>::from_top_first(hs);
                Rng r1 = rng, r2 = rng;
                Action a = greedy_policy(s, r1);
                CHECK(greedy_policy(other, r2) == a);
                s.apply(a);
                rng = r1;
                ++checked;
            }
        }
        CHECK(checked == 300);
    }
}
