// Whole games with random and heuristic movers: the invariants after every action, every game ends,
// the log and views keep up. OLYMPUS_LONG_TESTS=1 plays many more games.
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

using namespace olympus;
using namespace olympus::herazeus;

namespace {
bool long_tests() {
    const char* e = std::getenv("OLYMPUS_LONG_TESTS");
    return e && std::string(e) == "1";
}

struct Tally {
    std::map<std::string, int> reasons;
    int hera = 0, zeus = 0, drawn = 0, actions = 0;
};

// Plays one game, checking after every action. `mover(s, rng)` picks the move.
template <class Mover>
void play_checked(std::uint64_t seed, Mover mover, Tally& tally) {
    GameOptions o;
    o.seed = seed;
    if (seed % 3 == 1) o.values["first"] = "zeus";
    State s = State::new_game(o);
    Rng rng(seed * 7919 + 3);
    REQUIRE(s.check_invariants() == "");
    int steps = 0;
    while (!s.is_terminal()) {
        REQUIRE(++steps < 20000);
        const Board before = s.board();
        Action a = mover(s, rng);
        const int actor = s.current_player();
        INFO("seed " << seed << " step " << steps << " action " << a.to_string());
        s.apply(a);
        ++tally.actions;
        std::string bad = s.check_invariants();
        REQUIRE(bad == "");
        const Board& b = s.board();
        if (b.phase == Phase::Play && before.phase == Phase::Play && b.to_move == actor && b.turn == before.turn) {
            // Still the same turn: a point was spent, except for the free figure card, placing a
            // raided card and ordering discards (whose point the raid or challenge already paid).
            int spent = b.ap_used - before.ap_used;
            bool free = a.kind == Action::Kind::Place || a.kind == Action::Kind::Discard ||
                        (a.kind == Action::Kind::Use && s.cards().power(*s.cards().from_token(a.card, actor)) == Power::Figure);
            CHECK(spent == (free ? 0 : 1));
            if (free && a.kind == Action::Kind::Use) CHECK(b.ap_total == 4);
        }
        if (b.phase == Phase::Play && b.turn != before.turn) {
            // A new turn: the one before spent every point; the new one has columns or 4 points.
            if (before.phase == Phase::Play) CHECK(before.ap_used + 1 >= before.ap_total);
            const SideZones& z = b.side[b.to_move];
            int expect = rules::figure_column(z) >= 0 ? 4 : rules::columns_held(z);
            CHECK(b.ap_total == expect);
            CHECK(b.ap_used == 0);
        }
    }
    tally.reasons[std::string(end_reason_name(s.end_reason()))]++;
    if (s.winner() == kHera) ++tally.hera;
    else if (s.winner() == kZeus) ++tally.zeus;
    else ++tally.drawn;
}
}  // namespace

TEST_CASE("random games keep every invariant and always end") {
    const int games = long_tests() ? 20000 : 1500;
    Tally t;
    for (int g = 0; g < games; ++g) play_checked(1000 + g, [](const State& s, Rng& r) { return random_action(s, r); }, t);
    MESSAGE("random: " << games << " games, " << t.actions << " actions; hera " << t.hera << " zeus " << t.zeus
                       << " drawn " << t.drawn);
    for (auto& [why, n] : t.reasons) MESSAGE("  " << why << ": " << n);
    // Every game ends by the rules: none reaches the safety cap on turns, none is drawn.
    CHECK(t.reasons["turn_limit"] == 0);
    CHECK(t.drawn == 0);
}

TEST_CASE("heuristic games keep every invariant and always end") {
    const int games = long_tests() ? 5000 : 300;
    Tally t;
    for (int g = 0; g < games; ++g)
        play_checked(50000 + g, [](const State& s, Rng& r) { return heuristic_action(s.view_for(s.current_player()), r); }, t);
    MESSAGE("heuristic: " << games << " games, " << t.actions << " actions; hera " << t.hera << " zeus " << t.zeus
                          << " drawn " << t.drawn);
    for (auto& [why, n] : t.reasons) MESSAGE("  " << why << ": " << n);
    CHECK(t.reasons["turn_limit"] == 0);
    CHECK(t.drawn == 0);
}
