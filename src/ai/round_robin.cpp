#include "ai/round_robin.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace olympus::ai {

LadderResult run_ladder(int games, std::uint64_t seed, const PlayPair& play, const std::function<void(const std::string&)>& note,
                        const std::function<void(int, int)>& progress) {
    LadderResult r;
    std::vector<Match> matches;
    for (std::size_t i = 0; i < kLevels.size(); ++i)
        for (std::size_t j = i + 1; j < kLevels.size(); ++j) {
            // The stronger level is A, so the table reads "skilled against casual".
            const Level a = kLevels[j], b = kLevels[i];
            if (note) note(std::string(level_name(a)) + " against " + std::string(level_name(b)));
            PairTally t = play(a, b, games, seed, progress);
            r.pairs.push_back({a, b, t});
            matches.push_back({static_cast<int>(j), static_cast<int>(i), static_cast<double>(t.games), t.a.score});
        }
    r.fit = fit_elo(static_cast<int>(kLevels.size()), matches);
    return r;
}

std::string LadderResult::to_text(const std::string& game) const {
    std::ostringstream o;
    char buf[240];
    int fewest = pairs.empty() ? 0 : pairs[0].tally.games, most = fewest;
    for (const Pair& p : pairs) fewest = std::min(fewest, p.tally.games), most = std::max(most, p.tally.games);
    o << "ladder of " << game << ": every level against every other, " << fewest;
    if (most != fewest) o << " to " << most;
    o << " games a pair, each deal played twice with the seats swapped\n\n";
    for (const Pair& p : pairs) {
        const double share = p.tally.games ? p.tally.a.score / p.tally.games : 0;
        std::snprintf(buf, sizeof buf, "%-8s against %-8s %6.1f of %d  (%.1f%%)\n", std::string(level_name(p.a)).c_str(),
                      std::string(level_name(p.b)).c_str(), p.tally.a.score, p.tally.games, 100 * share);
        o << buf;
    }
    o << "\nlevel      Elo  95% interval     above the level below (95%)   decisions  mean s  longest s\n";
    for (std::size_t i = 0; i < kLevels.size(); ++i) {
        const int k = static_cast<int>(i);
        const double e = fit.elo[i];
        std::string interval = i == 0 ? "(fixed)" : "";
        if (i > 0) {
            std::snprintf(buf, sizeof buf, "%.0f to %.0f", e - fit.half95(k), e + fit.half95(k));
            interval = buf;
        }
        std::string gap;
        if (i > 0) {
            std::snprintf(buf, sizeof buf, "%+.0f (%.0f to %.0f)", e - fit.elo[i - 1], e - fit.elo[i - 1] - fit.gap_half95(k, k - 1),
                          e - fit.elo[i - 1] + fit.gap_half95(k, k - 1));
            gap = buf;
        }
        long decisions = 0;
        double seconds = 0, longest = 0;
        for (const Pair& p : pairs) {
            const SideTally* s = p.a == kLevels[i] ? &p.tally.a : p.b == kLevels[i] ? &p.tally.b : nullptr;
            if (!s) continue;
            decisions += s->decisions;
            seconds += s->seconds;
            longest = std::max(longest, s->max_seconds);
        }
        std::snprintf(buf, sizeof buf, "%-8s %5.0f  %-16s %-29s %9ld  %6.3f  %9.3f\n", std::string(level_name(kLevels[i])).c_str(), e,
                      interval.c_str(), gap.c_str(), decisions, decisions ? seconds / static_cast<double>(decisions) : 0.0, longest);
        o << buf;
    }
    o << "(Elo by Bradley-Terry, novice fixed at 0; intervals are 1.96 standard errors)\n";
    return o.str();
}

}  // namespace olympus::ai
