// Helpers for Hera & Zeus rules tests: positions written as JSON, moves as text.
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace hz {

using namespace olympus;
using namespace olympus::herazeus;
using Words = std::vector<std::string>;

inline State pos(const char* spec) { return State::from_position(nlohmann::json::parse(spec)); }

inline bool legal(const State& s, const std::string& text) {
    auto a = Action::parse(text);
    REQUIRE_MESSAGE(a.has_value(), "cannot parse '" << text << "'");
    return is_legal(s, *a);
}

// Applies a move that must be legal and keeps the invariants.
inline void act(State& s, const std::string& text) {
    auto a = Action::parse(text);
    REQUIRE_MESSAGE(a.has_value(), "cannot parse '" << text << "'");
    REQUIRE_MESSAGE(s.why_illegal(*a) == "", text << ": " << s.why_illegal(*a));
    REQUIRE_MESSAGE(is_legal(s, *a), text << " is not among the legal actions");
    s.apply(*a);
    REQUIRE(s.check_invariants() == "");
}

// A card as a test writes it: the key as its holder names it, "^" in front when face up.
inline std::string word(const State& s, const Card& c, int holder) {
    if (c.type == kFigure) return "figure";
    std::string w = s.cards().token(c.type, holder);
    return (c.flags & kFaceUp) ? "^" + w : w;
}

inline Words column(const State& s, int side, int col) {
    Words out;
    for (const Card& c : s.board().side[side].field[col - 1]) out.push_back(word(s, c, side));
    return out;
}

inline Words hand(const State& s, int side) {
    Words out;
    for (const Card& c : s.board().side[side].hand) out.push_back(s.cards().token(c.type, side));
    std::sort(out.begin(), out.end());
    return out;
}

// Top first.
inline Words discard(const State& s, int side) {
    Words out;
    const auto& d = s.board().side[side].discard;
    for (std::size_t i = d.size(); i-- > 0;) out.push_back(s.cards().full_name(d[i].type));
    return out;
}

inline int ap_left(const State& s) { return s.board().ap_total - s.board().ap_used; }

inline bool seen(const State& s, int side, int col, int p) {
    return s.board().side[side].field[col - 1][p - 1].flags & kSeen;
}

}  // namespace hz
