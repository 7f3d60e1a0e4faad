// Two reviews of the same moves in worlds the reviewed seat cannot tell apart must agree on every
// decision they scored: the review reads only that seat's view.
#pragma once
#include <doctest/doctest.h>

#include "ai/review.hpp"

inline void check_same_review(const olympus::ai::GameReview& a, const olympus::ai::GameReview& b) {
    REQUIRE(a.scored.size() == b.scored.size());
    for (std::size_t i = 0; i < a.scored.size(); ++i) {
        CHECK(a.scored[i].position == b.scored[i].position);
        CHECK(a.scored[i].advised == b.scored[i].advised);
        CHECK(a.scored[i].played_score == b.scored[i].played_score);
        CHECK(a.scored[i].advised_score == b.scored[i].advised_score);
    }
}
