#include "ai/elo.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace olympus::ai {

namespace {

constexpr double kScale = 2.302585092994046 / 400.0;  // ln 10 / 400: Elo points to log-odds

// The inverse of a small symmetric positive-definite matrix (Gauss-Jordan with partial pivoting).
std::vector<std::vector<double>> inverse(std::vector<std::vector<double>> m) {
    const std::size_t n = m.size();
    std::vector<std::vector<double>> inv(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t p = c;
        for (std::size_t r = c + 1; r < n; ++r)
            if (std::abs(m[r][c]) > std::abs(m[p][c])) p = r;
        if (std::abs(m[p][c]) < 1e-12) throw std::invalid_argument("elo: some player met no other through games");
        std::swap(m[p], m[c]);
        std::swap(inv[p], inv[c]);
        const double d = m[c][c];
        for (std::size_t k = 0; k < n; ++k) m[c][k] /= d, inv[c][k] /= d;
        for (std::size_t r = 0; r < n; ++r) {
            if (r == c) continue;
            const double f = m[r][c];
            if (f == 0) continue;
            for (std::size_t k = 0; k < n; ++k) m[r][k] -= f * m[c][k], inv[r][k] -= f * inv[c][k];
        }
    }
    return inv;
}

}  // namespace

double expected_score(double diff) { return 1.0 / (1.0 + std::pow(10.0, -diff / 400.0)); }

double EloFit::se(int i) const { return std::sqrt(std::max(0.0, cov[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)])); }

double EloFit::gap_se(int i, int j) const {
    const auto a = static_cast<std::size_t>(i), b = static_cast<std::size_t>(j);
    return std::sqrt(std::max(0.0, cov[a][a] + cov[b][b] - 2 * cov[a][b]));
}

EloFit fit_elo(int players, const std::vector<Match>& matches) {
    if (players < 1) throw std::invalid_argument("elo: no players");
    const auto n = static_cast<std::size_t>(players);
    // Games and scores by ordered pair, with the virtual draw.
    std::vector<std::vector<double>> games(n, std::vector<double>(n, 0.0)), score(n, std::vector<double>(n, 0.0));
    for (const Match& m : matches) {
        if (m.a < 0 || m.b < 0 || m.a >= players || m.b >= players || m.a == m.b || m.games < 0 || m.score_a < 0 ||
            m.score_a > m.games)
            throw std::invalid_argument("elo: a match between players that do not exist, or a score out of range");
        const auto a = static_cast<std::size_t>(m.a), b = static_cast<std::size_t>(m.b);
        games[a][b] += m.games, games[b][a] += m.games;
        score[a][b] += m.score_a, score[b][a] += m.games - m.score_a;
    }
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b)
            if (a != b && games[a][b] > 0) games[a][b] += 1, score[a][b] += 0.5;

    EloFit fit;
    fit.elo.assign(n, 0.0);
    fit.cov.assign(n, std::vector<double>(n, 0.0));
    if (n == 1) return fit;
    const std::size_t k = n - 1;  // free ratings: players 1..n-1
    std::vector<std::vector<double>> info(k, std::vector<double>(k, 0.0));
    // Newton's method on the log-likelihood in Elo points; the information matrix (minus the
    // Hessian) is also what the covariance inverts.
    for (int iter = 0; iter < 100; ++iter) {
        std::vector<double> grad(k, 0.0);
        for (auto& row : info) std::fill(row.begin(), row.end(), 0.0);
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = 0; b < n; ++b) {
                if (a == b || games[a][b] <= 0) continue;
                const double p = expected_score(fit.elo[a] - fit.elo[b]);
                const double w = kScale * kScale * games[a][b] * p * (1 - p);
                if (a > 0) {
                    grad[a - 1] += kScale * (score[a][b] - games[a][b] * p);
                    info[a - 1][a - 1] += w;
                    if (b > 0) info[a - 1][b - 1] -= w;
                }
            }
        const auto inv = inverse(info);
        double biggest = 0;
        for (std::size_t i = 0; i < k; ++i) {
            double step = 0;
            for (std::size_t j = 0; j < k; ++j) step += inv[i][j] * grad[j];
            step = std::clamp(step, -400.0, 400.0);  // far from the answer a full step may overshoot
            fit.elo[i + 1] += step;
            biggest = std::max(biggest, std::abs(step));
        }
        if (biggest < 1e-9) break;
    }
    const auto inv = inverse(info);
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = 0; j < k; ++j) fit.cov[i + 1][j + 1] = inv[i][j];
    return fit;
}

}  // namespace olympus::ai
