#include "ai/ladder.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace olympus::ai {

std::string_view level_about(Level l) {
    switch (l) {
        case Level::Novice: return "new to the game: misjudges, overlooks moves.";
        case Level::Casual: return "slips now and then: a close call, a move missed.";
        case Level::Skilled: return "sound rules of thumb, at once, without a slip.";
        case Level::Strong: return "searches deals it cannot see, up to 1 s a move.";
    }
    return "";
}

double normal(Rng& rng) {
    // Box-Muller from two uniforms in (0, 1].
    const double u = (rng.next_u32() + 1.0) / 4294967296.0;
    const double v = rng.next_u32() / 4294967296.0;
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
}

std::size_t pick_with_mistakes(const std::vector<double>& scores, const Mistakes& m, Rng& rng, double unit) {
    if (scores.empty()) return 0;
    std::vector<std::size_t> order(scores.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    if (!m.any()) return order[0];
    if (m.top > 0 && order.size() > m.top) order.resize(m.top);
    const double floor = scores[order[0]] - m.gap * unit;
    if (m.gap > 0) std::erase_if(order, [&](std::size_t i) { return scores[i] < floor; });
    // Overlooked moves leave the list; one always stays (a person sees at least one move).
    std::vector<std::size_t> seen;
    for (std::size_t i : order)
        if (m.overlook <= 0 || rng.below(1000000) >= static_cast<std::uint32_t>(m.overlook * 1000000)) seen.push_back(i);
    if (seen.empty()) seen.push_back(order[0]);
    std::size_t best = seen[0];
    double best_value = -HUGE_VAL;
    for (std::size_t i : seen) {
        const double judged = scores[i] + m.noise * unit * normal(rng);
        if (judged > best_value) {
            best_value = judged;
            best = i;
        }
    }
    return best;
}

}  // namespace olympus::ai
