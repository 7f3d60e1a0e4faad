// The lines a game's log gained between two looks at it, and each line said as a sentence.
#pragma once
#include <algorithm>
#include <cctype>
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

// A list as a sentence says it: "A", "A and B", "A, B and C"; empty for none.
inline std::string and_list(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

// A log line as a sentence (issue 18: every event a sentence): a capital first and a full stop
// last, unless it already ends with one, '!' or '?'. The rules write an event once, where it
// happens; this is the one place that punctuates them all, so none is forgotten.
inline std::string as_sentence(std::string line) {
    if (line.empty()) return line;
    if (std::islower(static_cast<unsigned char>(line.front()))) line.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(line.front())));
    while (!line.empty() && (line.back() == ' ' || line.back() == ':' || line.back() == ';' || line.back() == ',')) line.pop_back();
    const char last = line.empty() ? '.' : line.back();
    if (last != '.' && last != '!' && last != '?') line += '.';
    return line;
}

}  // namespace olympus
