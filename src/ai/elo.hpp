// Elo ratings from games between players (Bradley-Terry on the Elo scale, a drawn game half a
// win), with standard errors from the likelihood's curvature: what `olympus sim GAME --ladder`
// prints for the levels.
#pragma once
#include <string>
#include <vector>

namespace olympus::ai {

// Games between players a and b (indices from 0), and a's score in them (a win 1, a draw 1/2).
struct Match {
    int a = 0, b = 0;
    double games = 0;
    double score_a = 0;
};

struct EloFit {
    std::vector<double> elo;  // player 0 fixed at 0
    // cov[i][j]: the covariance of elo[i] and elo[j] (row and column 0 are zero)
    std::vector<std::vector<double>> cov;
    double se(int i) const;                 // the standard error of elo[i]
    double gap_se(int i, int j) const;      // of elo[i] - elo[j]
    // 95% interval half-widths (1.96 standard errors)
    double half95(int i) const { return 1.96 * se(i); }
    double gap_half95(int i, int j) const { return 1.96 * gap_se(i, j); }
};

// The maximum-likelihood ratings of `players` players from `matches`, with one virtual drawn game
// added to every pair that met (so a level that won every game still gets a finite rating; with
// hundreds of games it moves a rating by a few points at most). Throws std::invalid_argument when
// some player is not connected to player 0 through games.
EloFit fit_elo(int players, const std::vector<Match>& matches);

// The expected score of a player rated `diff` Elo above its opponent.
double expected_score(double diff);

}  // namespace olympus::ai
