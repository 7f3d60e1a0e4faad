// The text form of CGS actions (used by script mode, logs, saves and tests):
//   orient K | camp CELL | keep CARD | give FROM CARD TO | share CARD pN | play CARD [on TARGET]
//   move PIECE CELL [turn K] | move PIECE cave | attack PIECE TARGET melee|ranged [with A,B]
//   attempt PIECE WAY | use PIECE CARD [on pN] | creature CREATURE TARGET | react CARD | pass | done
#include <sstream>

#include "cgs/state.hpp"

namespace olympus::cgs {

namespace {

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::string cur;
    for (char ch : text) {
        if (ch == ' ' || ch == '\t') {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += ch;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

bool small_int(const std::string& s, int lo, int hi, int& out) {
    if (s.empty() || s.size() > 2) return false;
    for (char ch : s)
        if (ch < '0' || ch > '9') return false;
    out = std::stoi(s);
    return out >= lo && out <= hi;
}

bool seat_word(const std::string& s, int& seat) {
    if (s.size() != 2 || s[0] != 'p' || s[1] < '1' || s[1] > '4') return false;
    seat = s[1] - '1';
    return true;
}

}  // namespace

std::string Action::to_string() const {
    switch (kind) {
        case Kind::Orient: return "orient " + std::to_string(n);
        case Kind::Camp: return "camp " + a;
        case Kind::Keep: return "keep " + a;
        case Kind::Give: return "give " + a + " " + b + " " + c;
        case Kind::Share: return "share " + a + " p" + std::to_string(n + 1);
        case Kind::Play: return "play " + a + (b.empty() ? "" : " on " + b);
        case Kind::Move: return "move " + a + " " + b + (n >= 0 ? " turn " + std::to_string(n) : "");
        case Kind::Attack: {
            std::string s = "attack " + a + " " + b + (ranged ? " ranged" : " melee");
            for (std::size_t i = 0; i < with.size(); ++i) s += (i == 0 ? " with " : ",") + with[i];
            return s;
        }
        case Kind::Attempt: return "attempt " + a + " " + b;
        case Kind::Use: return "use " + a + " " + b + (c.empty() ? "" : " on " + c);
        case Kind::Creature: return "creature " + a + " " + b;
        case Kind::React: return "react " + a;
        case Kind::Pass: return "pass";
        case Kind::Done: return "done";
    }
    return "?";
}

std::optional<Action> Action::parse(std::string_view text) {
    const auto w = words(text);
    if (w.empty()) return std::nullopt;
    Action x;
    const std::string& verb = w[0];
    const std::size_t n = w.size();
    if (verb == "done" && n == 1) {
        x.kind = Kind::Done;
    } else if (verb == "pass" && n == 1) {
        x.kind = Kind::Pass;
    } else if (verb == "orient" && n == 2) {
        x.kind = Kind::Orient;
        if (!small_int(w[1], 0, 5, x.n)) return std::nullopt;
    } else if ((verb == "camp" || verb == "keep" || verb == "react") && n == 2) {
        x.kind = verb == "camp" ? Kind::Camp : verb == "keep" ? Kind::Keep : Kind::React;
        x.a = w[1];
    } else if (verb == "give" && n == 4) {
        x.kind = Kind::Give;
        x.a = w[1];
        x.b = w[2];
        x.c = w[3];
    } else if (verb == "share" && n == 3) {
        x.kind = Kind::Share;
        x.a = w[1];
        if (!seat_word(w[2], x.n)) return std::nullopt;
    } else if (verb == "play" && (n == 2 || (n == 4 && w[2] == "on"))) {
        x.kind = Kind::Play;
        x.a = w[1];
        if (n == 4) x.b = w[3];
    } else if (verb == "move" && (n == 3 || (n == 5 && w[3] == "turn"))) {
        x.kind = Kind::Move;
        x.a = w[1];
        x.b = w[2];
        if (n == 5 && !small_int(w[4], 0, 5, x.n)) return std::nullopt;
    } else if (verb == "attack" && (n == 4 || (n == 6 && w[4] == "with"))) {
        x.kind = Kind::Attack;
        x.a = w[1];
        x.b = w[2];
        if (w[3] != "melee" && w[3] != "ranged") return std::nullopt;
        x.ranged = w[3] == "ranged";
        if (n == 6) {
            std::stringstream in(w[5]);
            std::string part;
            while (std::getline(in, part, ','))
                if (!part.empty()) x.with.push_back(part);
            if (x.with.empty()) return std::nullopt;
        }
    } else if (verb == "attempt" && n == 3) {
        x.kind = Kind::Attempt;
        x.a = w[1];
        x.b = w[2];
    } else if (verb == "use" && (n == 3 || (n == 5 && w[3] == "on"))) {
        x.kind = Kind::Use;
        x.a = w[1];
        x.b = w[2];
        if (n == 5) {
            int seat = 0;
            if (!seat_word(w[4], seat)) return std::nullopt;
            x.c = w[4];
        }
    } else if (verb == "creature" && n == 3) {
        x.kind = Kind::Creature;
        x.a = w[1];
        x.b = w[2];
    } else {
        return std::nullopt;
    }
    return x;
}

}  // namespace olympus::cgs
