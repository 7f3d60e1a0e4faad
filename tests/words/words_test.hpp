// What every words test shares: the checker, how many games to play, and how a failure reads.
#pragma once
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "core/log_lines.hpp"
#include "core/rng.hpp"
#include "support/words_check.hpp"

namespace words_test {

using words_check::Findings;
using words_check::Ids;

// 60 seeded games a set-up in every build, more with OLYMPUS_LONG_TESTS=1.
inline int games_per_setup() {
    const char* e = std::getenv("OLYMPUS_LONG_TESTS");
    return e && *e && std::string(e) != "0" ? 300 : 60;
}

// The count goes to stderr, so a run shows how many lines were read and how many faults found.
inline void require_clean(const std::string& game, const Findings& f) {
    std::fprintf(stderr, "words %s: %ld lines read, %zu distinct findings\n", game.c_str(), f.lines, f.seen.size());
    INFO(f.report(std::getenv("WORDS_ALL") ? 1000000 : 60));
    CHECK_MESSAGE(f.seen.empty(), game << ": " << f.seen.size() << " distinct findings");
    CHECK(f.lines > 1000);  // the games really were read
}

}  // namespace words_test
