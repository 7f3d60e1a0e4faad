// The strong player and the worlds it deals: a world dealt from what a seat knows shows that seat
// the same (knowledge, view JSON, screen moves), obeys every invariant, and deals the hidden
// things afresh; the search gives the same move whatever lies hidden.
#include <set>

#include "cgs/ai.hpp"
#include "cgs/knowledge.hpp"
#include "cgs/search.hpp"
#include "cgs/seats.hpp"
#include "cgs/sim.hpp"
#include "cgs/view.hpp"
#include "cgs_test.hpp"
#include "rehidden.hpp"

using namespace cgs_test;

TEST_CASE("CGS worlds dealt from a seat's knowledge show it the same and keep every invariant") {
    int dealt = 0;
    std::set<std::string> other_hands;  // what a dealt world put in another hand: it must vary
    for (std::uint64_t seed : {41u, 42u, 43u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + seed % 3)}});
        Rng play(seed), deal(seed + 7);
        for (int step = 0; step < 900 && !s.is_terminal(); ++step) {
            if (step % 5 == 0)
                for (int seat = 0; seat < s.num_players(); ++seat) {
                    CAPTURE(seed);
                    CAPTURE(step);
                    CAPTURE(seat);
                    const Knowledge k = s.view_for(seat);
                    const State w = State::sample_world(k, seat, deal);
                    REQUIRE(check(w) == "");
                    CHECK(w.view_for(seat) == k);
                    CHECK(w.view_json(seat) == s.view_json(seat));
                    CHECK(view_for(w, seat).legal == view_for(s, seat).legal);
                    // The truth is not in the knowledge: another dealing of the same knowledge is the
                    // same knowledge.
                    CHECK(rehidden(s, seed + static_cast<std::uint64_t>(step), seat).view_for(seat) == k);
                    const int other = (seat + 1) % s.num_players();
                    std::string hand;
                    for (CardId c : w.seats()[static_cast<std::size_t>(other)].hand) hand += std::to_string(c) + ",";
                    if (step > 40) other_hands.insert(hand);
                    ++dealt;
                }
            s.apply(heuristic_action(s, play));
        }
    }
    CHECK(dealt > 150);
    CHECK(other_hands.size() > 20);
}

TEST_CASE("CGS strong player: the same move whatever lies hidden") {
    SearchSettings fixed;
    fixed.time_ms = 0;  // no clock: the same number of worlds both times
    fixed.iterations = 60;
    int compared = 0, searched = 0;
    for (std::uint64_t seed : {51u, 52u, 53u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + 2 * (seed % 2))}});
        Rng play(seed);
        for (int step = 0; step < 500 && !s.is_terminal(); ++step) {
            if (step % 23 == 0 && s.phase() != Phase::Keep) {
                const int me = s.current_player();
                const State other = rehidden(s, seed * 100 + static_cast<std::uint64_t>(step), me);
                REQUIRE(other.view_json(me) == s.view_json(me));
                Rng r1(step), r2(step);
                ai::SearchStats st;
                const Action a = search_action(s, r1, fixed, &st);
                CHECK(a == search_action(other, r2, fixed));
                searched += st.iterations > 0;
                ++compared;
            }
            s.apply(heuristic_action(s, play));
        }
    }
    CHECK(compared >= 20);
    CHECK(searched >= 10);
}

TEST_CASE("CGS strong player: a seat's level by name") {
    CHECK(level_by_name("strong") == Level::Strong);
    CHECK(level_name(Level::Strong) == "strong");
}

// The short CI setting of the paired duel (the long one is in docs/PERFORMANCE.md): a few
// seconds of play, every game counted once for each player, the strong player's decisions timed.
TEST_CASE("CGS sim: paired games of the strong player against the heuristic") {
    for (int players : {2, 4}) {
        CAPTURE(players);
        SimSettings st;
        st.games = 2;
        st.seed = 9;
        st.players = players;
        st.ais = players == 2 ? std::vector<std::string>{"strong", "heuristic"}
                              : std::vector<std::string>{"strong", "heuristic", "strong", "heuristic"};
        st.options = {{"max_rounds", "6"}};
        st.strong_iterations = 8;
        st.paired = true;
        const SimStats r = simulate(st);
        CHECK(r.games == 2);
        // Each game gives 1 to its winner's player, or half to each when undecided at the cap.
        CHECK(r.score.at("strong") + r.score.at("heuristic") == doctest::Approx(2.0));
        CHECK(r.think.at("strong").size() > 10);
        CHECK(r.to_text().find("strong     score") != std::string::npos);
        CHECK(r.to_text().find("P1 strong") == std::string::npos);  // paired: no per-seat lines
    }
}
