// The ARC ladder: the lower levels misjudge and overlook, but always play one of the heuristic's
// best few moves (never a random one), reading only the seat's view.
#include <doctest/doctest.h>

#include <algorithm>

#include "arc/policy.hpp"
#include "arc/seats.hpp"

using namespace olympus;
using namespace olympus::arc;

TEST_CASE("ARC ladder: the novice's and casual's moves are among the heuristic's best few, and differ from its first choice at times") {
    auto db = load_card_db();
    int decisions = 0, differ = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o, db);
        Rng play(seed);
        for (int n = 0; n < 400 && !s.is_terminal(); ++n) {
            if (without_shows(s.legal_actions()).size() > 1) {
                for (Level l : {Level::Novice, Level::Casual}) {
                    const ai::Mistakes m = mistakes_of(l);
                    std::vector<std::string> best;
                    for (const Action& a : heuristic_ranking(s, m.top)) best.push_back(a.to_string());
                    Rng r(seed * 1000 + static_cast<std::uint64_t>(n));
                    const std::string chosen = computer_move(s, l, r).to_string();
                    CHECK_MESSAGE(std::find(best.begin(), best.end(), chosen) != best.end(), "seed " << seed << " move " << n << ": " << chosen);
                    ++decisions;
                    differ += chosen != best.front();
                }
            }
            s.apply(computer_move(s, Level::Skilled, play));
        }
    }
    CHECK(decisions > 100);
    CHECK(differ > decisions / 20);
}

TEST_CASE("ARC ladder: every level's word names a simulator player, and older words still do") {
    for (const char* w : {"novice", "casual", "skilled", "heuristic", "random", "ismcts"}) CHECK(policy_by_name(w));
    CHECK(level_by_name("quick") == Level::Skilled);
    CHECK(level_by_name("ismcts") == Level::Strong);
}
