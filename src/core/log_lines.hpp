// The lines a game's log gained between two looks at it.
#pragma once
#include <algorithm>
#include <string>
#include <vector>

namespace olympus {

// The lines `after` adds to `before`. A log keeps only its newest lines, so old ones may have
// dropped off its front: find where the rest of `before` begins `after`.
inline std::vector<std::string> new_log_lines(const std::vector<std::string>& before, const std::vector<std::string>& after) {
    for (std::size_t d = 0; d <= before.size(); ++d) {
        const std::size_t keep = before.size() - d;
        if (keep <= after.size() && std::equal(before.begin() + static_cast<std::ptrdiff_t>(d), before.end(), after.begin()))
            return std::vector<std::string>(after.begin() + static_cast<std::ptrdiff_t>(keep), after.end());
    }
    return after;
}

}  // namespace olympus
