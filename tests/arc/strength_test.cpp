// The searching player against the heuristic one, over paired games with the sample decks.
// A measurement, not a unit test: it runs only when OLYMPUS_ARC_STRENGTH=N (games) is set, e.g.
//   OLYMPUS_ARC_STRENGTH=200 OLYMPUS_ARC_AI=ismcts:700 OLYMPUS_ARC_THREADS=2 olympus_tests_arc -tc='*strength*'
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "arc/sim.hpp"
#include "arc_test.hpp"

using namespace arct;

TEST_CASE("strength: ISMCTS against the heuristic (OLYMPUS_ARC_STRENGTH=N)") {
    const char* n = std::getenv("OLYMPUS_ARC_STRENGTH");
    if (!n) return;
    SimSettings st;
    st.games = std::atoi(n);
    st.seed = std::getenv("OLYMPUS_ARC_SEED") ? std::strtoull(std::getenv("OLYMPUS_ARC_SEED"), nullptr, 10) : 1;
    const char* ai = std::getenv("OLYMPUS_ARC_AI");
    st.ais = {ai ? ai : "ismcts", "heuristic"};
    st.threads = std::getenv("OLYMPUS_ARC_THREADS") ? std::atoi(std::getenv("OLYMPUS_ARC_THREADS")) : 1;
    SimStats r = simulate(st, [](int done, int total) {
        if (done % 10 == 0 || done == total) std::cerr << "  " << done << "/" << total << "\n";
    });
    std::cout << r.to_text();
    std::cout << r.to_json().dump() << "\n";
    CHECK(r.unfinished == 0);
}

// Fits the evaluator's weights: logistic regression (Newton's method) on positions from
// self-play, labelled with who won. Prints the weights for policy.cpp and the log loss on the
// last fifth of the games, which the fit does not see. Options (environment):
//   OLYMPUS_ARC_FIT_K=k        only the first k features (to see what the others add)
//   OLYMPUS_ARC_FIT_EPS=e      the players make a random move one time in 1/e (playout-like positions)
//   OLYMPUS_ARC_FIT_ANY=1      positions at any decision, not only in a main step (where playouts stop)
TEST_CASE("strength: fit the evaluator (OLYMPUS_ARC_FIT=N games)") {
    const char* n = std::getenv("OLYMPUS_ARC_FIT");
    if (!n) return;
    const int games = std::atoi(n);
    const double eps = std::getenv("OLYMPUS_ARC_FIT_EPS") ? std::atof(std::getenv("OLYMPUS_ARC_FIT_EPS")) : 0.0;
    const bool any = std::getenv("OLYMPUS_ARC_FIT_ANY") != nullptr;
    std::vector<std::vector<double>> xs, hx;
    std::vector<double> ys, hy;
    std::size_t k = 0;
    for (int g = 0; g < games; ++g) {
        GameOptions o;
        o.seed = 500000 + static_cast<std::uint64_t>(g);
        State s = State::new_game(o, db());
        s.set_quiet(true);
        Rng r(o.seed);
        std::vector<std::pair<std::vector<double>, int>> seen;
        while (!s.is_terminal()) {
            if ((any || (s.board().step == Step::Main && s.board().stack.empty())) && r.below(4) == 0)
                for (int seat = 0; seat < 2; ++seat) seen.push_back({evaluation_features(s, seat), seat});
            s.apply(rollout_action(s, r, eps));
        }
        if (s.winner() < 0) continue;
        const bool held = g % 5 == 4;
        for (auto& [x, seat] : seen) {
            if (k == 0) k = std::getenv("OLYMPUS_ARC_FIT_K") ? std::min<std::size_t>(x.size(), std::atoi(std::getenv("OLYMPUS_ARC_FIT_K"))) : x.size();
            x.resize(k);
            (held ? hx : xs).push_back(x);
            (held ? hy : ys).push_back(s.winner() == seat ? 1.0 : 0.0);
        }
    }
    std::vector<double> w(k, 0.0);
    auto loss_of = [&](const std::vector<std::vector<double>>& X, const std::vector<double>& Y) {
        double loss = 0;
        for (std::size_t i = 0; i < X.size(); ++i) {
            double z = 0;
            for (std::size_t j = 0; j < k; ++j) z += w[j] * X[i][j];
            const double p = 1 / (1 + std::exp(-z));
            loss -= Y[i] * std::log(p + 1e-12) + (1 - Y[i]) * std::log(1 - p + 1e-12);
        }
        return loss / static_cast<double>(std::max<std::size_t>(1, X.size()));
    };
    for (int it = 0; it < 25; ++it) {
        std::vector<double> grad(k, 0.0);
        std::vector<std::vector<double>> hess(k, std::vector<double>(k, 0.0));
        for (std::size_t i = 0; i < xs.size(); ++i) {
            double z = 0;
            for (std::size_t j = 0; j < k; ++j) z += w[j] * xs[i][j];
            const double p = 1 / (1 + std::exp(-z));
            for (std::size_t j = 0; j < k; ++j) {
                grad[j] += (p - ys[i]) * xs[i][j];
                for (std::size_t l = 0; l < k; ++l) hess[j][l] += p * (1 - p) * xs[i][j] * xs[i][l];
            }
        }
        for (std::size_t j = 0; j < k; ++j) hess[j][j] += 1e-3 * static_cast<double>(xs.size());  // a little ridge
        // Solve hess * d = grad (Gaussian elimination).
        std::vector<std::vector<double>> m = hess;
        std::vector<double> d = grad;
        for (std::size_t c = 0; c < k; ++c) {
            std::size_t piv = c;
            for (std::size_t rr = c + 1; rr < k; ++rr)
                if (std::fabs(m[rr][c]) > std::fabs(m[piv][c])) piv = rr;
            std::swap(m[c], m[piv]);
            std::swap(d[c], d[piv]);
            for (std::size_t rr = 0; rr < k; ++rr) {
                if (rr == c) continue;
                const double f = m[rr][c] / m[c][c];
                for (std::size_t l = c; l < k; ++l) m[rr][l] -= f * m[c][l];
                d[rr] -= f * d[c];
            }
        }
        for (std::size_t j = 0; j < k; ++j) w[j] -= d[j] / m[j][j];
    }
    std::cout << "positions " << xs.size() << " (held out " << hx.size() << "), features " << k << ", mean log loss "
              << loss_of(xs, ys) << ", held out " << loss_of(hx, hy) << "\n";
    std::cout << "weights:";
    for (double x : w) std::cout << " " << x;
    std::cout << "\n";
}
