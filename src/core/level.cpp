#include "core/level.hpp"

namespace olympus {

std::string_view level_name(Level l) {
    switch (l) {
        case Level::Novice: return "novice";
        case Level::Casual: return "casual";
        case Level::Skilled: return "skilled";
        case Level::Strong: return "strong";
    }
    return "?";
}

std::optional<Level> level_by_word(std::string_view w) {
    for (Level l : kLevels)
        if (w == level_name(l)) return l;
    if (w == "heuristic" || w == "quick") return Level::Skilled;
    if (w == "ismcts" || w == "search") return Level::Strong;
    if (w == "random") return Level::Novice;
    return std::nullopt;
}

std::string level_words() {
    std::string s;
    for (Level l : kLevels) s += (s.empty() ? "" : ", ") + std::string(level_name(l));
    return s;
}

}  // namespace olympus
