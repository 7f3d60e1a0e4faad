// The rules-engine shape every game follows (see docs/ARCHITECTURE.md).
// A State is a value with no I/O; chance comes only from the Rng it holds.
#pragma once
#include <concepts>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <utility>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace olympus {

// How a new game is set up: the seed for its Rng and the game's own options as key=value
// (from `--opt key=value` on the command line or the set-up screen), e.g. difficulty=heroic.
struct GameOptions {
    std::uint64_t seed = 1;
    std::map<std::string, std::string> values;
    std::string get(const std::string& key, const std::string& fallback) const {
        auto it = values.find(key);
        return it == values.end() ? fallback : it->second;
    }
};

struct OptionError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A turn as a game's table heading says it: "turn" 8, "round" 3 (see Table::turn_count).
struct TurnCount {
    std::string word = "turn";
    int number = 0;
};

template <class S>
concept GameState = requires(S s, const S cs, const typename S::Action& a, int player, const nlohmann::json& j,
                             std::string_view text) {
    typename S::Action;
    { cs.legal_actions() } -> std::same_as<std::vector<typename S::Action>>;
    { s.apply(a) };
    { cs.is_terminal() } -> std::convertible_to<bool>;
    { cs.winner() } -> std::convertible_to<int>;          // seat index, or -1 for none / a draw / a loss in solo
    { cs.current_player() } -> std::convertible_to<int>;  // seat to act
    { cs.num_players() } -> std::convertible_to<int>;
    { cs.to_json() } -> std::same_as<nlohmann::json>;
    { S::from_json(j) } -> std::same_as<S>;           // throws on a damaged state
    { S::new_game(std::declval<const GameOptions&>()) } -> std::same_as<S>;  // throws OptionError
    { cs.view_json(player) } -> std::same_as<nlohmann::json>;  // what that seat may know
    { cs.describe(player) } -> std::convertible_to<std::string>; // the same, as text for people
    { a.to_string() } -> std::convertible_to<std::string>;
    { S::Action::parse(text) } -> std::same_as<std::optional<typename S::Action>>;
    // The game's invariants, stated once by its rules: empty when the state is one the game can
    // reach and play on, else what is wrong in words. Every load runs it (see game_contract).
    { check(cs) } -> std::convertible_to<std::string>;
};

// Whether `a` is among the legal actions, compared by text form (the canonical identity).
template <GameState S>
bool is_legal(const S& s, const typename S::Action& a) {
    const std::string t = a.to_string();
    for (const auto& b : s.legal_actions())
        if (b.to_string() == t) return true;
    return false;
}

}  // namespace olympus
