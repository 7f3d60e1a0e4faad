// The lines a game's log gained between two looks at it.
#pragma once
#include <algorithm>
#include <string>
#include <vector>

namespace olympus {

// The lines `after` adds to `before`. A log keeps only its newest lines, so old ones may have
// dropped off its front: find where the rest of `before` begins `after`. Equal lines in a row
// (two draws) are kept apart by the whole overlap. Any line type: strings, or a game's events.
template <class Line>
std::vector<Line> new_log_lines(const std::vector<Line>& before, const std::vector<Line>& after) {
    for (std::size_t d = 0; d <= before.size(); ++d) {
        const std::size_t keep = before.size() - d;
        if (keep <= after.size() && std::equal(before.begin() + static_cast<std::ptrdiff_t>(d), before.end(), after.begin()))
            return std::vector<Line>(after.begin() + static_cast<std::ptrdiff_t>(keep), after.end());
    }
    return after;
}

}  // namespace olympus
