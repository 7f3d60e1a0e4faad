// The review after a game against the computer, for ARC: a turn ended when an attack on an empty
// table would win (a blunder of the suite) is the first move named, and the review reads only the reviewed seat's
// view: two worlds that seat cannot tell apart give the same review.
#include <doctest/doctest.h>

#include "ai/review.hpp"
#include "support/same_review.hpp"
#include "arc/hint.hpp"
#include "arc/policy.hpp"
#include "arc/seats.hpp"  // the table hooks TableOf<State> finds by ADL
#include "arc_test.hpp"

using namespace arct;

namespace {

// As in the blunder suite: P2's table is empty and a Cyclops's attack of 4 empties P2's deck,
// which wins now; ended instead, the turn lets P2 lay blockers from a hand that pays for them, and
// P1's deck of 3 runs out first.
const char* kLethal = R"({"active":1,"resource_played":true,
    "p1":{"characters":["Cyclops"],"deck_size":3},
    "p2":{"hand":["Hera's Executioners","Royal Guards","Servants of Hera"],
          "resources":["Wedding Feast","Satyr Hollow","Hidden Clearing","Warlord Camp","Bath House","Town Square"],
          "deck_size":4}})";

std::unique_ptr<Table> table_of(const State& s) { return std::make_unique<TableOf<State>>(s, TableOf<State>::Ai{}, hint); }

// `first`, then `more` moves by the heuristic (every seat).
Words stretch(State s, const Words& first, int more, std::uint64_t seed) {
    Words moves = first;
    for (const std::string& m : first) act(s, m);
    Rng r(seed);
    for (int i = 0; i < more && !s.is_terminal(); ++i) {
        const Action a = heuristic_action(s.view_for(s.current_player()), r);
        moves.push_back(a.to_string());
        s.apply(a);
    }
    return moves;
}

ai::GameReview review(const State& start, const Words& moves, int seat, int iterations) {
    ai::Reviewer r(table_of(start), moves, {seat}, iterations, 7);
    while (!r.finished()) r.step();
    return r.result();
}

}  // namespace

TEST_CASE("ARC review: a turn ended instead of a winning attack is the first move named") {
    const State start = pos(kLethal);
    const int me = start.current_player();
    for (std::uint64_t seed : {1, 2}) {
        const Words moves = stretch(start, {"end turn"}, 40, seed);
        const ai::GameReview r = review(start, moves, me, 300);
        MESSAGE("seed " << seed << ": " << moves.size() << " moves, " << r.weighed << " of " << r.decisions << " weighed");
        for (const auto& m : r.worst)
            MESSAGE("  " << m.position << " " << m.played_words << " " << m.played_score << " vs " << m.advised_words << " " << m.advised_score);
        REQUIRE(!r.worst.empty());
        CHECK(r.worst.front().position == 0);
        CHECK(r.worst.front().played == "end turn");
        CHECK(r.worst.front().advised == "attack with Cyclops");
        CHECK(r.worst.front().drop() > 0.03);
    }
}

TEST_CASE("ARC review: two worlds the seat cannot tell apart give the same review") {
    // Two worlds dealt from P1's view of a mid-game: P2's hand and both decks differ.
    const State s = pos(kMidGame);
    const int me = s.current_player();
    int compared = 0;
    for (std::uint64_t seed : {21, 22, 23}) {
        Rng deal(seed);
        const State a0 = State::sample_world(s.view_for(me), me, deal);
        const State b0 = State::sample_world(s.view_for(me), me, deal);
        REQUIRE(a0.view_for(me) == b0.view_for(me));
        // The longest start both worlds can play with the seat seeing the same before each of its moves.
        const Words all = stretch(a0, {}, 30, seed);
        Words moves;
        State a = a0, b = b0;
        for (const std::string& m : all) {
            if (a.is_terminal() || b.is_terminal()) break;
            if (a.current_player() == me && !(a.view_for(me) == b.view_for(me))) break;
            if (!legal(b, m)) break;
            act(a, m);
            act(b, m);
            moves.push_back(m);
        }
        const ai::GameReview ra = review(a0, moves, me, 200), rb = review(b0, moves, me, 200);
        MESSAGE(moves.size() << " of " << all.size() << " moves, " << ra.scored.size() << " scored");
        check_same_review(ra, rb);
        CHECK(ra.weighed == rb.weighed);
        compared += static_cast<int>(ra.scored.size());
    }
    CHECK(compared >= 3);
}
