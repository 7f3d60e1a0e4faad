// The shared ladder: level words (old ones too), the mistake model of the lower levels, and the
// Elo fit `olympus sim GAME --ladder` prints, on results whose true ratings are known.
#include <doctest/doctest.h>

#include <cmath>

#include "ai/elo.hpp"
#include "ai/ladder.hpp"

using namespace olympus;
using namespace olympus::ai;

TEST_CASE("ladder: every level's word reads back as that level, and older words load") {
    for (Level l : kLevels) CHECK(level_by_word(level_name(l)) == l);
    CHECK(level_by_word("heuristic") == Level::Skilled);
    CHECK(level_by_word("quick") == Level::Skilled);
    CHECK(level_by_word("ismcts") == Level::Strong);
    CHECK(level_by_word("random") == Level::Novice);
    CHECK(!level_by_word("grandmaster"));
    CHECK(level_words() == "novice, casual, skilled, strong");
    for (Level l : kLevels) CHECK(!level_about(l).empty());
}

TEST_CASE("ladder: without mistakes the best move; with them, always one of the best few, never a plainly bad one") {
    Rng rng(7);
    const std::vector<double> scores{1.0, 5.0, 4.5, -40.0, 4.0, 3.0, 0.5, 2.0};
    CHECK(pick_with_mistakes(scores, Mistakes{}, rng) == 1);
    const Mistakes m{3.0, 0.5, 4, 10.0};  // the best four: 5.0, 4.5, 4.0, 3.0 (indices 1, 2, 4, 5)
    std::vector<int> picked(scores.size(), 0);
    for (int i = 0; i < 4000; ++i) ++picked[pick_with_mistakes(scores, m, rng)];
    CHECK(picked[0] == 0);
    CHECK(picked[3] == 0);  // 45 points below the best: no slip takes it
    CHECK(picked[6] == 0);
    CHECK(picked[7] == 0);
    // It does err, and still prefers the better moves.
    CHECK(picked[1] < 4000);
    CHECK(picked[1] > picked[5]);
    CHECK(picked[2] > 0);
    CHECK(picked[5] > 0);
    // A move more than `gap` below the best is never taken, even within the top.
    const Mistakes narrow{3.0, 0.5, 4, 0.9};
    for (int i = 0; i < 2000; ++i) {
        const std::size_t k = pick_with_mistakes(scores, narrow, rng);
        CHECK((k == 1 || k == 2));
    }
}

TEST_CASE("ladder: normal() has mean 0 and spread 1") {
    Rng rng(3);
    double sum = 0, sq = 0;
    const int n = 20000;
    for (int i = 0; i < n; ++i) {
        const double x = normal(rng);
        sum += x;
        sq += x * x;
    }
    CHECK(std::abs(sum / n) < 0.03);
    CHECK(std::abs(sq / n - 1.0) < 0.05);
}

namespace {
// The expected results of a round-robin among players of known ratings, `n` games a pair.
std::vector<Match> expected_round(const std::vector<double>& elo, double n) {
    std::vector<Match> out;
    for (std::size_t i = 0; i < elo.size(); ++i)
        for (std::size_t j = i + 1; j < elo.size(); ++j)
            out.push_back({static_cast<int>(j), static_cast<int>(i), n, n * expected_score(elo[j] - elo[i])});
    return out;
}
}  // namespace

TEST_CASE("elo: a round-robin's expected results give back the ratings they came from") {
    const std::vector<double> truth{0, 120, 230, 390};
    EloFit f = fit_elo(4, expected_round(truth, 20000));
    REQUIRE(f.elo.size() == 4);
    CHECK(f.elo[0] == 0);
    for (std::size_t i = 1; i < 4; ++i) CHECK(f.elo[i] == doctest::Approx(truth[i]).epsilon(0.01));
    // More games, narrower intervals.
    EloFit few = fit_elo(4, expected_round(truth, 200));
    CHECK(few.half95(2) > f.half95(2));
    CHECK(few.elo[3] == doctest::Approx(truth[3]).epsilon(0.05));
}

TEST_CASE("elo: two even players' standard error is the textbook one") {
    // n games at an even score: the rating difference's standard error is 400 / ln 10 / sqrt(n / 4)
    // (the virtual draw adds one game).
    EloFit f = fit_elo(2, {{1, 0, 399, 199.5}});
    CHECK(f.elo[1] == doctest::Approx(0).epsilon(1e-9));
    CHECK(f.se(1) == doctest::Approx(400 / std::log(10.0) / std::sqrt(400 / 4.0)).epsilon(0.001));
    CHECK(f.gap_se(1, 0) == doctest::Approx(f.se(1)));
    // 75% for player 1: 400 log10(3) = 190.8 Elo.
    EloFit g = fit_elo(2, {{1, 0, 100000, 75000}});
    CHECK(g.elo[1] == doctest::Approx(190.85).epsilon(0.002));
}

TEST_CASE("elo: a level that won every game gets a finite rating; players that never met are refused") {
    EloFit f = fit_elo(2, {{1, 0, 200, 200}});
    CHECK(std::isfinite(f.elo[1]));
    CHECK(f.elo[1] > 400);
    CHECK_THROWS(fit_elo(3, {{1, 0, 10, 5}}));
    CHECK_THROWS(fit_elo(2, {{1, 0, 10, 11}}));
}
