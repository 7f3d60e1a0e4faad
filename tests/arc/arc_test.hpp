// Helpers for ARC rules tests: positions written as JSON, moves as text.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "arc/policy.hpp"
#include "arc/state.hpp"

namespace arct {

using namespace olympus;
using namespace olympus::arc;
using Words = std::vector<std::string>;

// The card database, loaded once for the whole test run.
inline const std::shared_ptr<const CardDb>& db() {
    static const std::shared_ptr<const CardDb> d = load_card_db();
    return d;
}

inline State pos(const std::string& spec) { return State::from_position(nlohmann::json::parse(spec), db()); }

// Mid-game (a `pos` spec): both sides with characters, tapped and untapped, resources of two
// colours. The screen and hint tests start from it.
inline constexpr const char* kMidGame = R"({"players":2, "active":1, "turn":9, "resource_played":true, "seed":4,
  "p1":{"name":"Raiding Party",
        "hand":["Hercules","Cyclops","Hidden Clearing","Hangman's Justice","Festival Grounds"],
        "resources":["Wedding Feast","Satyr Hollow","*Hidden Clearing","Bath House","*Dance Studio"],
        "characters":["Forest Raider","*Angry Villager","Iolaus"],
        "discard":["Spoiled Princess","Satyr Wannabes"], "deck_size":24},
  "p2":{"name":"The Art of War",
        "hand":["Zeus","Royal Guards","Burial Chamber","Hera's Enforcer"],
        "resources":["Burial Chamber","*Altar to Hera","Warlord Camp","Magical Cave"],
        "characters":["Temple Protector","*Hera's Executioners","Ambitious Warlord","Royal Guards"],
        "discard":["Giant Eel"], "deck_size":19}})";

inline bool legal(const State& s, const std::string& text) {
    auto a = Action::parse(text);
    REQUIRE_MESSAGE(a.has_value(), "cannot parse '" << text << "'");
    return is_legal(s, *a);
}

inline std::string legal_list(const State& s) {
    std::string out;
    for (const Action& a : s.legal_actions()) out += "\n  " + a.to_string();
    return out;
}

// Applies a move that must be legal and keeps the invariants.
inline void act(State& s, const std::string& text) {
    auto a = Action::parse(text);
    REQUIRE_MESSAGE(a.has_value(), "cannot parse '" << text << "'");
    REQUIRE_MESSAGE(is_legal(s, *a), text << " is not legal; legal:" << legal_list(s));
    s.apply(*a);
    std::string bad = s.check_invariants();
    REQUIRE_MESSAGE(bad == "", text << ": " << bad);
}

inline const Player& player(const State& s, int n) { return s.board().p[static_cast<std::size_t>(n - 1)]; }

// Names of a player's characters in play, in order ("*" in front when tapped).
inline Words chars(const State& s, int n) {
    Words out;
    for (const Unit& u : player(s, n).characters) out.push_back((u.tapped ? "*" : "") + s.db()[u.id].name);
    return out;
}

inline Words hand(const State& s, int n) {
    Words out;
    for (const Card& c : player(s, n).hand) out.push_back(s.db()[c.id].name);
    std::sort(out.begin(), out.end());
    return out;
}

// Top first.
inline Words discard(const State& s, int n) {
    Words out;
    const auto& d = player(s, n).discard;
    for (auto it = d.rbegin(); it != d.rend(); ++it) out.push_back(s.db()[*it].name);
    return out;
}

inline int deck_size(const State& s, int n) { return static_cast<int>(player(s, n).deck.size()); }

inline int power_of(const State& s, int n, const std::string& name, int k = 1) {
    int seen = 0;
    for (const Unit& u : player(s, n).characters)
        if (s.db()[u.id].name == name && ++seen == k) return s.power(n - 1, u);
    FAIL("no " << name << " for P" << n);
    return -1;
}

inline bool tapped(const State& s, int n, const std::string& name, int k = 1) {
    int seen = 0;
    for (const Unit& u : player(s, n).characters)
        if (s.db()[u.id].name == name && ++seen == k) return u.tapped;
    for (const Unit& u : player(s, n).resources)
        if (s.db()[u.id].name == name && ++seen == k) return u.tapped;
    FAIL("no " << name << " for P" << n);
    return false;
}

inline int untapped_resources(const State& s, int n) {
    int k = 0;
    for (const Unit& u : player(s, n).resources) k += !u.tapped;
    return k;
}

}  // namespace arct
