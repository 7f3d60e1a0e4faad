// The computer's levels (src/ai/ladder.hpp) as choices of a set-up form, a line each and the same
// in every game, and older words for them (--opt seat2=quick) read as the level's word.
#pragma once
#include <string>
#include <vector>

#include "ai/ladder.hpp"
#include "tui/option_form.hpp"

namespace olympus::tui {

// "the computer, novice" ... "the computer, strong", weakest first, each with its line.
inline std::vector<FormChoice> level_choices() {
    std::vector<FormChoice> out;
    for (ai::Level l : ai::kLevels)
        out.push_back({std::string(ai::level_name(l)), "the computer, " + std::string(ai::level_name(l)), std::string(ai::level_about(l))});
    return out;
}

// A level's word for any word that names one ("quick", "heuristic", "ismcts"); other values as
// they are (the form judges them).
inline std::string level_key(const std::string& value) {
    auto l = ai::level_by_word(value);
    return l ? std::string(ai::level_name(*l)) : value;
}

}  // namespace olympus::tui
