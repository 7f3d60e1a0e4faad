// The review after a game against the computer, for CGS: a plain blunder from the blunder suite
// is the first move named, and the review reads only the reviewed seat's knowledge.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>

#include "ai/review.hpp"
#include "support/same_review.hpp"
#include "cgs/ai.hpp"
#include "cgs/hint.hpp"
#include "cgs/seats.hpp"  // the table hooks TableOf<State> finds by ADL: without them undo is dead in every test
#include "cgs_test.hpp"
#include "rehidden.hpp"

using namespace cgs_test;

namespace {

State blunder_position(const char* file) {
    std::ifstream in(std::string(OLYMPUS_SOURCE_DIR "/tests/cgs/blunders/") + file);
    REQUIRE_MESSAGE(in.good(), "no position file " << file);
    return State::from_json(nlohmann::json::parse(in), content());
}

std::unique_ptr<Table> table_of(const State& s) { return std::make_unique<TableOf<State>>(s, TableOf<State>::Ai{}, hint); }

// `first`, then `more` moves: `me` plays what the search advises (a player who makes one blunder
// and otherwise plays well), the others the heuristic.
std::vector<std::string> stretch(State s, const std::string& first, int more, std::uint64_t seed, int me) {
    std::vector<std::string> moves{first};
    act(s, first);
    Rng r(seed);
    for (int i = 0; i < more && !s.is_terminal(); ++i) {
        const std::string a = s.current_player() == me ? hint(s, me, r, 40, 0).options.front().move
                                                       : heuristic_action(s, r).to_string();
        moves.push_back(a);
        act(s, a);
    }
    return moves;
}

ai::GameReview review(const State& start, const std::vector<std::string>& moves, int seat, int iterations) {
    ai::Reviewer r(table_of(start), moves, {seat}, iterations, 3);
    while (!r.finished()) r.step();
    return r.result();
}

}  // namespace

TEST_CASE("CGS review: talking to the Toll Keeper at two in six when paying is sure is named, with paying as the move to play") {
    // From the blunder suite: Nessus stands on the Toll Keeper with the dinars to pay. The search
    // weighs only the best way to try an encounter, and the move played beside it (SearchSettings::
    // weigh), so the review scores the try against the toll. The rest of the stretch is played by
    // the 40-iteration advice, which may make bigger mistakes of its own; the try must still be
    // among the moves named (the review names the three largest drops).
    const State start = blunder_position("934-133.json");
    const int me = start.current_player();
    const auto moves = stretch(start, "attempt nessus diplomacy", 40, 5, me);
    const ai::GameReview r = review(start, moves, me, 40);
    for (const auto& m : r.worst)
        MESSAGE(m.position << " " << m.played_words << " " << m.played_score << " vs " << m.advised_words << " " << m.advised_score);
    REQUIRE(!r.scored.empty());
    const auto& toll = r.scored.front();
    CHECK(toll.position == 0);
    CHECK(toll.played == "attempt nessus diplomacy");
    CHECK(toll.advised == "attempt nessus pay");
    CHECK(toll.drop() > 0.03);
    const auto named = std::find_if(r.worst.begin(), r.worst.end(), [](const auto& m) { return m.position == 0; });
    REQUIRE(named != r.worst.end());
    CHECK(named->played_words == "Nessus the Centaur tries diplomacy on the encounter");
    CHECK(named->advised_words == "Nessus the Centaur pays off the encounter");
}

TEST_CASE("CGS review: two worlds the seat cannot tell apart give the same review") {
    int compared = 0;
    State s = new_game(64);
    Rng play(64);
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
        const int me = s.current_player();
        if (step % 29 == 5 && s.phase() != Phase::Keep && s.legal_actions().size() > 1) {
            const State other = rehidden(s, 900 + static_cast<std::uint64_t>(step), me);
            REQUIRE(other.view_json(me) == s.view_json(me));
            // The stretch from here that both worlds can play with the seat seeing the same before
            // each of its moves.
            std::vector<std::string> moves;
            State a = s, b = other;
            Rng r(static_cast<std::uint64_t>(step));
            for (int i = 0; i < 12 && !a.is_terminal() && !b.is_terminal(); ++i) {
                const std::string m = heuristic_action(a, r).to_string();
                if (!legal(b, m) || (a.current_player() == me && a.view_json(me) != b.view_json(me))) break;
                moves.push_back(m);
                a.apply(*Action::parse(m));
                b.apply(*Action::parse(m));
            }
            const ai::GameReview ra = review(s, moves, me, 12), rb = review(other, moves, me, 12);
            check_same_review(ra, rb);
            compared += static_cast<int>(ra.scored.size());
        }
        s.apply(heuristic_action(s, play));
    }
    CHECK(compared >= 4);
}
