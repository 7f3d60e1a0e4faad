#include "microhero/action.hpp"

#include <cctype>
#include <charconv>
#include <vector>

namespace olympus::microhero {

std::string slug(std::string_view name) {
    std::string out;
    bool dash = false;
    for (char ch : name) {
        auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c)) {
            if (dash && !out.empty()) out += '-';
            dash = false;
            out += static_cast<char>(std::tolower(c));
        } else if (ch == '\'') {
            // apostrophes vanish: "Lion's" -> "lions"
        } else if (ch != '+') {
            dash = true;
        }
    }
    return out;
}

namespace {

std::string seat_suffix(int seat) { return seat >= 0 ? " p" + std::to_string(seat + 1) : ""; }

std::optional<int> number(std::string_view w) {
    int v = 0;
    auto r = std::from_chars(w.data(), w.data() + w.size(), v);
    if (r.ec != std::errc() || r.ptr != w.data() + w.size()) return std::nullopt;
    return v;
}

// "p1"/"p2" -> seat 0/1.
std::optional<int> seat_word(std::string_view w) {
    if (w.size() < 2 || (w[0] != 'p' && w[0] != 'P')) return std::nullopt;
    auto n = number(w.substr(1));
    if (!n || *n < 1 || *n > 2) return std::nullopt;
    return *n - 1;
}

}  // namespace

std::string Action::to_string() const {
    switch (kind) {
        case Kind::Play: return "play " + std::to_string(n + 1);
        case Kind::TapStance:
            return "tap-stance" + (n >= 0 ? " " + std::to_string(n + 1) : std::string()) + seat_suffix(seat);
        case Kind::EndPlanning: return "end-planning";
        case Kind::Buy: return "buy " + card + seat_suffix(seat);
        case Kind::Upgrade: return "upgrade" + seat_suffix(seat);
        case Kind::Anticipate: return "anticipate" + seat_suffix(seat);
        case Kind::EndImprovement: return "end-improvement";
        case Kind::Defend: return "defend " + std::to_string(n);
        case Kind::HealthCard: return "health-card " + card;
        case Kind::PrepExhaust: return "prep exhaust " + card + (upgraded ? "+" : "");
        case Kind::PrepGain: return "prep gain " + card;
        case Kind::PrepUpgrade: return "prep upgrade " + card;
        case Kind::PrepShield: return "prep shield";
    }
    return "?";
}

std::optional<Action> Action::parse(std::string_view text) {
    std::vector<std::string> w;
    std::string cur;
    for (char ch : text) {
        if (std::isspace(static_cast<unsigned char>(ch))) {
            if (!cur.empty()) w.push_back(cur), cur.clear();
        } else {
            cur += ch;
        }
    }
    if (!cur.empty()) w.push_back(cur);
    if (w.empty()) return std::nullopt;
    std::string verb;
    for (char ch : w[0]) verb += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));

    // An optional trailing seat word, for the forms that take one.
    int seat = -1;
    auto take_seat = [&] {
        if (w.size() > 1)
            if (auto s = seat_word(w.back())) {
                seat = *s;
                w.pop_back();
            }
    };
    // The words from i on, joined, as a card id ("Lion's Hide" -> "lions-hide"); '+' kept apart.
    auto card_from = [&](std::size_t i, bool* plus) -> std::optional<std::string> {
        if (i >= w.size()) return std::nullopt;
        std::string joined;
        for (std::size_t k = i; k < w.size(); ++k) joined += (k > i ? " " : "") + w[k];
        if (plus) *plus = !joined.empty() && joined.back() == '+';
        else if (joined.find('+') != std::string::npos) return std::nullopt;
        std::string id = slug(joined);
        if (id.empty()) return std::nullopt;
        return id;
    };

    if (verb == "play") {
        if (w.size() != 2) return std::nullopt;
        auto n = number(w[1]);
        if (!n || *n < 1) return std::nullopt;
        return Action::play(*n - 1);
    }
    if (verb == "tap-stance") {
        take_seat();
        if (w.size() == 1) return Action::tap_stance(-1, seat);
        if (w.size() != 2) return std::nullopt;
        auto n = number(w[1]);
        if (!n || *n < 1) return std::nullopt;
        return Action::tap_stance(*n - 1, seat);
    }
    if (verb == "end-planning") return w.size() == 1 ? std::optional(Action::end_planning()) : std::nullopt;
    if (verb == "end-improvement")
        return w.size() == 1 ? std::optional(Action::end_improvement()) : std::nullopt;
    if (verb == "buy") {
        take_seat();
        auto id = card_from(1, nullptr);
        if (!id) return std::nullopt;
        return Action::buy(*id, seat);
    }
    if (verb == "upgrade" || verb == "anticipate") {
        take_seat();
        if (w.size() != 1) return std::nullopt;
        return verb == "upgrade" ? Action::upgrade(seat) : Action::anticipate(seat);
    }
    if (verb == "defend") {
        if (w.size() != 2) return std::nullopt;
        auto n = number(w[1]);
        if (!n || *n < 0) return std::nullopt;
        return Action::defend(*n);
    }
    if (verb == "health-card") {
        auto id = card_from(1, nullptr);
        if (!id) return std::nullopt;
        return Action::health_card(*id);
    }
    if (verb == "prep") {
        if (w.size() < 2) return std::nullopt;
        std::string what;
        for (char ch : w[1]) what += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        if (what == "shield") return w.size() == 2 ? std::optional(Action::prep_shield()) : std::nullopt;
        if (what == "exhaust") {
            bool plus = false;
            auto id = card_from(2, &plus);
            if (!id) return std::nullopt;
            return Action::prep_exhaust(*id, plus);
        }
        if (what == "gain" || what == "upgrade") {
            auto id = card_from(2, nullptr);
            if (!id) return std::nullopt;
            return what == "gain" ? Action::prep_gain(*id) : Action::prep_upgrade(*id);
        }
    }
    return std::nullopt;
}

}  // namespace olympus::microhero
