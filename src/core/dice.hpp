// Dice: plain d6, NdM+K expressions (English "3d6" or German "3W6"), and the CGS action die.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"

namespace olympus {

int roll_d6(Rng& rng);

struct DiceExpr {
    int count = 1;
    int sides = 6;
    int modifier = 0;
    bool operator==(const DiceExpr&) const = default;
    std::string to_string() const;
    int min() const { return count + modifier; }
    int max() const { return count * sides + modifier; }
};

// Accepts "d6", "2d6", "3W6+2", "1w6-1" (case-insensitive, no spaces). nullopt when malformed
// or out of range (1..100 dice, 2..1000 sides).
std::optional<DiceExpr> parse_dice(std::string_view text);

struct DiceRoll {
    std::vector<int> faces;
    int total = 0;
};
DiceRoll roll(const DiceExpr& expr, Rng& rng);

// The CGS action die is a d6 with the 6 replaced by a logo: the logo is an automatic success
// (rule B4.1). The logo counts as no number (value 0) for anything that adds it up.
struct ActionDieFace {
    int value = 0;      // 1..5, or 0 for the logo
    bool logo = false;
    bool operator==(const ActionDieFace&) const = default;
};
ActionDieFace roll_action_die(Rng& rng);

}  // namespace olympus
