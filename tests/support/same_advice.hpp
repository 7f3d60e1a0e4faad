// The hint's no-peek tests in every game: advice worked out in two worlds the seat cannot tell
// apart must be the same, option by option, or the hint read something the seat may not see.
#pragma once
#include <doctest/doctest.h>

#include "core/table.hpp"

inline void check_same_advice(const olympus::MoveAdvice& a, const olympus::MoveAdvice& b) {
    REQUIRE(a.options.size() == b.options.size());
    for (std::size_t i = 0; i < a.options.size(); ++i) {
        CHECK(a.options[i].move == b.options[i].move);
        CHECK(a.options[i].words == b.options[i].words);
        CHECK(a.options[i].score == b.options[i].score);
        CHECK(a.options[i].tries == b.options[i].tries);
    }
    CHECK(a.tries == b.tries);
}
