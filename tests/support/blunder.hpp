// What every game's blunder suite shares (issue 20): a move judged by its text against a pattern.
// A suite lists positions where one move is plainly wrong, or plainly right, to anyone who knows
// the rules and what the seat to act knows; the game's own test file runs its players on them.
#pragma once
#include <functional>
#include <regex>
#include <string>

namespace blunder {

using MoveOk = std::function<bool(const std::string&)>;

inline bool matches(const std::string& move, const std::string& pattern) { return std::regex_match(move, std::regex(pattern)); }

// Any move but one matching `pattern` is acceptable.
inline MoveOk never(std::string pattern) {
    return [pattern = std::move(pattern)](const std::string& m) { return !matches(m, pattern); };
}
// Only a move matching `pattern` is acceptable.
inline MoveOk only(std::string pattern) {
    return [pattern = std::move(pattern)](const std::string& m) { return matches(m, pattern); };
}

}  // namespace blunder
