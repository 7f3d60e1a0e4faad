#include "core/dice.hpp"

#include <cctype>
#include <charconv>

namespace olympus {

int roll_d6(Rng& rng) { return rng.between(1, 6); }

std::string DiceExpr::to_string() const {
    std::string s = std::to_string(count) + "d" + std::to_string(sides);
    if (modifier > 0) s += "+" + std::to_string(modifier);
    if (modifier < 0) s += std::to_string(modifier);
    return s;
}

namespace {
bool read_int(std::string_view& s, int& out) {
    std::size_t n = 0;
    while (n < s.size() && std::isdigit(static_cast<unsigned char>(s[n]))) ++n;
    if (n == 0 || n > 6) return false;
    std::from_chars(s.data(), s.data() + n, out);
    s.remove_prefix(n);
    return true;
}
}  // namespace

std::optional<DiceExpr> parse_dice(std::string_view s) {
    DiceExpr e;
    if (s.empty()) return std::nullopt;
    if (std::isdigit(static_cast<unsigned char>(s[0])) && !read_int(s, e.count)) return std::nullopt;
    if (s.empty() || (s[0] != 'd' && s[0] != 'D' && s[0] != 'w' && s[0] != 'W')) return std::nullopt;
    s.remove_prefix(1);
    if (!read_int(s, e.sides)) return std::nullopt;
    if (!s.empty()) {
        char sign = s[0];
        if (sign != '+' && sign != '-') return std::nullopt;
        s.remove_prefix(1);
        if (!read_int(s, e.modifier)) return std::nullopt;
        if (sign == '-') e.modifier = -e.modifier;
    }
    if (!s.empty() || e.count < 1 || e.count > 100 || e.sides < 2 || e.sides > 1000) return std::nullopt;
    return e;
}

DiceRoll roll(const DiceExpr& expr, Rng& rng) {
    DiceRoll r;
    for (int i = 0; i < expr.count; ++i) {
        int f = rng.between(1, expr.sides);
        r.faces.push_back(f);
        r.total += f;
    }
    r.total += expr.modifier;
    return r;
}

ActionDieFace roll_action_die(Rng& rng) {
    int f = roll_d6(rng);
    if (f == 6) return {0, true};
    return {f, false};
}

}  // namespace olympus
