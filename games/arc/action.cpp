// The text form of a move (see state.hpp for the list). Card names never contain " with ",
// " of P", " #" or brackets (the loader refuses them), so these split a line unambiguously.
#include <cctype>

#include "arc/state.hpp"

namespace olympus::arc {

namespace {
Action make(Action::Kind k, std::string card = {}, std::string pay = {}, std::string other = {}) {
    Action a;
    a.kind = k;
    a.card = std::move(card);
    a.pay = std::move(pay);
    a.other = std::move(other);
    return a;
}

std::string trim(std::string_view s) {
    auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return "";
    auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

bool starts(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }
}  // namespace

Action Action::resource(std::string name) { return make(Kind::Resource, std::move(name)); }
Action Action::play(std::string name, std::string pay) { return make(Kind::Play, std::move(name), std::move(pay)); }
Action Action::use(std::string unit) { return make(Kind::Use, std::move(unit)); }
Action Action::attack(std::string unit) { return make(Kind::Attack, std::move(unit)); }
Action Action::block(std::string attacker, std::string blocker) {
    return make(Kind::Block, std::move(attacker), {}, std::move(blocker));
}
Action Action::done() { return make(Kind::Done); }
Action Action::pass() { return make(Kind::Pass); }
Action Action::end_turn() { return make(Kind::EndTurn); }
Action Action::choose(std::string option) { return make(Kind::Choose, std::move(option)); }
Action Action::discard(std::string unit) { return make(Kind::Discard, std::move(unit)); }
Action Action::first(std::string option) { return make(Kind::First, std::move(option)); }
Action Action::show(std::string name) { return make(Kind::Show, std::move(name)); }

std::string Action::to_string() const {
    switch (kind) {
        case Kind::Resource: return "resource " + card;
        case Kind::Play: return "play " + card + (pay.empty() ? "" : " [" + pay + "]");
        case Kind::Use: return "use " + card;
        case Kind::Attack: return "attack with " + card;
        case Kind::Block: return "block " + card + " with " + other;
        case Kind::Done: return "done";
        case Kind::Pass: return "pass";
        case Kind::EndTurn: return "end turn";
        case Kind::Choose: return "choose " + card;
        case Kind::Discard: return "discard " + card;
        case Kind::First: return "first " + card;
        case Kind::Show: return "show " + card;
    }
    return "?";
}

std::optional<Action> Action::parse(std::string_view text) {
    const std::string s = trim(text);
    if (s == "done") return done();
    if (s == "pass") return pass();
    if (s == "end turn" || s == "end") return end_turn();
    auto rest = [&](std::size_t n) { return trim(std::string_view(s).substr(n)); };
    if (starts(s, "resource ")) {
        std::string n = rest(9);
        if (n.empty()) return std::nullopt;
        return resource(n);
    }
    if (starts(s, "play ")) {
        std::string body = rest(5);
        std::string pay;
        if (!body.empty() && body.back() == ']') {
            auto open = body.rfind('[');
            if (open == std::string::npos) return std::nullopt;
            pay = body.substr(open + 1, body.size() - open - 2);
            for (char& c : pay) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            for (char c : pay)
                if (c != 'G' && c != 'B' && c != 'R') return std::nullopt;
            // Canonical order: green, blue, red.
            std::string sorted;
            for (char want : {'G', 'B', 'R'})
                for (char c : pay)
                    if (c == want) sorted += c;
            pay = sorted;
            body = trim(body.substr(0, open));
        }
        if (body.empty()) return std::nullopt;
        return play(body, pay);
    }
    if (starts(s, "use ")) {
        std::string n = rest(4);
        if (n.empty()) return std::nullopt;
        return use(n);
    }
    if (starts(s, "attack with ")) {
        std::string n = rest(12);
        if (n.empty()) return std::nullopt;
        return attack(n);
    }
    if (starts(s, "block ")) {
        std::string body = rest(6);
        auto w = body.find(" with ");
        if (w == std::string::npos) return std::nullopt;
        std::string a = trim(body.substr(0, w)), b = trim(body.substr(w + 6));
        if (a.empty() || b.empty()) return std::nullopt;
        return block(a, b);
    }
    if (starts(s, "choose ")) {
        std::string n = rest(7);
        if (n.empty()) return std::nullopt;
        return choose(n);
    }
    if (starts(s, "discard ")) {
        std::string n = rest(8);
        if (n.empty()) return std::nullopt;
        return discard(n);
    }
    if (starts(s, "first ")) {
        std::string n = rest(6);
        if (n.empty()) return std::nullopt;
        return first(n);
    }
    if (starts(s, "show ")) {
        std::string n = rest(5);
        if (n.empty()) return std::nullopt;
        return show(n);
    }
    return std::nullopt;
}

}  // namespace olympus::arc
