// The 95% Wilson interval of a rate: sound near 0% and 100% and for a few hundred games, where
// the normal approximation runs past the ends.
#pragma once
#include <algorithm>
#include <cmath>
#include <utility>

namespace olympus::ai {

// `rate` observed over `n` trials (a draw may count half, so the rate need not be k/n).
inline std::pair<double, double> wilson95(double rate, int n) {
    if (n <= 0) return {0, 1};
    const double z = 1.96, nn = n;
    const double centre = (rate + z * z / (2 * nn)) / (1 + z * z / nn);
    const double half = z * std::sqrt(rate * (1 - rate) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace olympus::ai
