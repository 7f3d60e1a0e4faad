// The text form of a move, used by script mode, logs, saves and the computer players:
//   draw                          take the top card of your deck
//   play KEY colC posP            put a card from your hand face down at column C, position P
//                                 (P=1 is the first row; the cards there and behind move back)
//   challenge colC                your first-row card in column C challenges the one opposite
//   KEY hand                      Pegasus raids / Pythia looks into the opponent's hand
//   KEY colC                      Pegasus strikes / Pythia turns over the opponent's column C;
//                                 the Hera or Zeus card stands the figure in your column C
//   KEY                           Sirens, Persephone
//   KEY KEY2                      Hades takes KEY2 from your discard pile
//   KEY colC posP colD posQ       Dionysus moves your card at C/P to column D, position Q
//                                 (Q counted after the card has left its place)
//   recall                        take your own figure off the table
//   place colC                    put the card a Pegasus raid took into the opponent's column C
//   discard KEY                   put KEY next onto your discard pile, when you order several
//                                 discards (Pandora's box); the last one ends on top
// KEY is the card's key from data/herazeus/decks.json; "KEY*" names a card from the other deck.
#include <cctype>
#include <sstream>

#include "herazeus/state.hpp"

namespace olympus::herazeus {

Action Action::play(std::string card, int col, int pos) {
    Action a;
    a.kind = Kind::Play;
    a.card = std::move(card);
    a.col = col;
    a.pos = pos;
    return a;
}
Action Action::challenge(int col) {
    Action a;
    a.kind = Kind::Challenge;
    a.col = col;
    return a;
}
Action Action::use(std::string card) {
    Action a;
    a.kind = Kind::Use;
    a.card = std::move(card);
    return a;
}
Action Action::use_hand(std::string card) {
    Action a = use(std::move(card));
    a.target = Target::Hand;
    return a;
}
Action Action::use_column(std::string card, int col) {
    Action a = use(std::move(card));
    a.target = Target::Column;
    a.col = col;
    return a;
}
Action Action::use_move(std::string card, int col, int pos, int col2, int pos2) {
    Action a = use(std::move(card));
    a.target = Target::Move;
    a.col = col;
    a.pos = pos;
    a.col2 = col2;
    a.pos2 = pos2;
    return a;
}
Action Action::use_card(std::string card, std::string what) {
    Action a = use(std::move(card));
    a.target = Target::Card;
    a.what = std::move(what);
    return a;
}
Action Action::recall() {
    Action a;
    a.kind = Kind::Recall;
    return a;
}
Action Action::place(int col) {
    Action a;
    a.kind = Kind::Place;
    a.col = col;
    return a;
}
Action Action::discard(std::string card) {
    Action a;
    a.kind = Kind::Discard;
    a.card = std::move(card);
    return a;
}

std::string Action::to_string() const {
    auto c = [](int n) { return "col" + std::to_string(n); };
    auto p = [](int n) { return "pos" + std::to_string(n); };
    switch (kind) {
        case Kind::Draw: return "draw";
        case Kind::Play: return "play " + card + " " + c(col) + " " + p(pos);
        case Kind::Challenge: return "challenge " + c(col);
        case Kind::Recall: return "recall";
        case Kind::Place: return "place " + c(col);
        case Kind::Discard: return "discard " + card;
        case Kind::Use:
            switch (target) {
                case Target::None: return card;
                case Target::Hand: return card + " hand";
                case Target::Column: return card + " " + c(col);
                case Target::Move: return card + " " + c(col) + " " + p(pos) + " " + c(col2) + " " + p(pos2);
                case Target::Card: return card + " " + what;
            }
    }
    return "?";
}

namespace {
// "col2" -> 2 (1 to 4 for positions, 1 to 3 for columns).
std::optional<int> numbered(const std::string& word, const char* prefix, int max) {
    std::string pre(prefix);
    if (word.size() != pre.size() + 1 || word.compare(0, pre.size(), pre) != 0) return std::nullopt;
    char d = word.back();
    if (d < '1' || d > '0' + max) return std::nullopt;
    return d - '0';
}
bool card_word(const std::string& w) {
    if (w.empty() || !(w[0] >= 'a' && w[0] <= 'z')) return false;
    for (std::size_t i = 0; i < w.size(); ++i) {
        char ch = w[i];
        bool ok = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || (ch == '*' && i + 1 == w.size());
        if (!ok) return false;
    }
    static const char* reserved[] = {"draw", "play", "challenge", "recall", "place", "hand", "figure", "discard"};
    for (const char* r : reserved)
        if (w == r) return false;
    return !numbered(w, "col", 9) && !numbered(w, "pos", 9);
}
}  // namespace

std::optional<Action> Action::parse(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    if (w.empty()) return std::nullopt;
    auto col = [&](std::size_t i) { return i < w.size() ? numbered(w[i], "col", kColumns) : std::nullopt; };
    auto pos = [&](std::size_t i) { return i < w.size() ? numbered(w[i], "pos", kRows) : std::nullopt; };
    const std::string& verb = w[0];
    if (verb == "draw") return w.size() == 1 ? std::optional<Action>(draw()) : std::nullopt;
    if (verb == "recall") return w.size() == 1 ? std::optional<Action>(recall()) : std::nullopt;
    if (verb == "challenge") {
        if (w.size() != 2 || !col(1)) return std::nullopt;
        return challenge(*col(1));
    }
    if (verb == "place") {
        if (w.size() != 2 || !col(1)) return std::nullopt;
        return place(*col(1));
    }
    if (verb == "discard") {
        if (w.size() != 2 || !card_word(w[1])) return std::nullopt;
        return discard(w[1]);
    }
    if (verb == "play") {
        if (w.size() != 4 || !card_word(w[1]) || !col(2) || !pos(3)) return std::nullopt;
        return play(w[1], *col(2), *pos(3));
    }
    if (!card_word(verb)) return std::nullopt;
    if (w.size() == 1) return use(verb);
    if (w.size() == 2 && w[1] == "hand") return use_hand(verb);
    if (w.size() == 2 && col(1)) return use_column(verb, *col(1));
    if (w.size() == 2 && card_word(w[1])) return use_card(verb, w[1]);
    if (w.size() == 5 && col(1) && pos(2) && col(3) && pos(4)) return use_move(verb, *col(1), *pos(2), *col(3), *pos(4));
    return std::nullopt;
}

}  // namespace olympus::herazeus
