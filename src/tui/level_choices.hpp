// The computer's levels (src/ai/ladder.hpp) as choices of a set-up form, a line each and the same
// in every game, and older words for them (--opt seat2=quick) read as the level's word.
#pragma once
#include <optional>
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

// Who plays each of `seats` seats, from the form's "seat1", "seat2", ... fields: none for a
// person, else the computer's level (the strongest for a word that names none).
inline std::vector<std::optional<ai::Level>> seat_levels(const FormValues& v, int seats) {
    std::vector<std::optional<ai::Level>> out;
    for (int p = 1; p <= seats; ++p) {
        const std::string& w = value_of(v, "seat" + std::to_string(p));
        out.push_back(w == "person" ? std::nullopt : std::optional(ai::level_by_word(w).value_or(ai::Level::Strong)));
    }
    return out;
}

// A game of computers alone is the simulator's, not the table's: why these seats cannot start
// one here (`elsewhere` says where it can be played), or "" when a person holds a seat.
inline std::string no_person(const FormValues& v, int seats, const std::string& elsewhere) {
    for (const auto& l : seat_levels(v, seats))
        if (!l) return "";
    return "At least one seat must be a person (" + elsewhere + ").";
}

}  // namespace olympus::tui
