// Positions written by hand, for tests and rulebook examples (see State::from_position).
#include <set>
#include <stdexcept>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

using nlohmann::json;

namespace {
[[noreturn]] void bad(const std::string& where, const std::string& what) {
    throw std::invalid_argument("herazeus position: " + where + ": " + what);
}

// "^hydra!" -> face-up hydra known to the opponent; "pegasus*" -> the other deck's Pegasus.
Card word_card(const CardSet& cs, const json& w, int holder, const std::string& where, bool table) {
    if (!w.is_string()) bad(where, "expected a card word");
    std::string s = w.get<std::string>();
    if (s == "figure") {
        if (!table) bad(where, "the figure stands only on the table");
        return Card{kFigure, kFaceUp};
    }
    Card c;
    if (!s.empty() && s[0] == '^') {
        if (!table) bad(where, "only table cards are face up");
        c.flags |= kFaceUp;
        s.erase(0, 1);
    }
    if (!s.empty() && s.back() == '!') {
        c.flags |= kSeen;
        s.pop_back();
    }
    auto t = cs.from_token(s, holder);
    if (!t) bad(where, "no card '" + s + "' in " + std::string(side_name(s.back() == '*' ? 1 - holder : holder)) + "'s deck");
    c.type = *t;
    // A card from the other deck is always recognised by its back.
    if (cs.side_of(*t) != holder) c.flags |= kSeen;
    return c;
}
}  // namespace

State State::from_position(const json& spec, std::shared_ptr<const CardSet> cards) {
    if (!cards) cards = load_card_set();
    const CardSet& cs = *cards;
    if (!spec.is_object()) bad("position", "expected an object");
    static const std::set<std::string> keys{"to_move", "turn", "phase", "first", "ap_total", "ap_used",
                                            "max_turns", "seed", "hera", "zeus"};
    for (auto it = spec.begin(); it != spec.end(); ++it)
        if (!keys.count(it.key())) bad("position", "unknown key '" + it.key() + "'");
    State s;
    s.cards_ = cards;
    s.rng_ = Rng(spec.value("seed", 1ULL));
    Board& b = s.b_;
    auto side_of = [&](const char* key, int fallback) {
        if (!spec.contains(key)) return fallback;
        auto v = side_from_name(spec[key].get<std::string>());
        if (!v) bad(key, "expected hera or zeus");
        return *v;
    };
    b.to_move = static_cast<std::int8_t>(side_of("to_move", kHera));
    b.first = static_cast<std::int8_t>(side_of("first", kHera));
    b.turn = static_cast<std::int16_t>(spec.value("turn", 3));
    b.max_turns = static_cast<std::int16_t>(spec.value("max_turns", 300));
    std::string phase = spec.value("phase", std::string("play"));
    if (phase == "play") b.phase = Phase::Play;
    else if (phase == "opening") b.phase = Phase::Opening;
    else bad("phase", "expected play or opening");

    std::vector<int> used(cs.types.size(), 0);
    auto note = [&](const Card& c, const std::string& where) {
        if (c.type == kFigure) return;
        if (++used[c.type] > cs[c.type].count) bad(where, "more " + cs.full_name(c.type) + " than the deck has");
    };
    std::array<std::vector<Card>, 2> deck_tops;
    for (int sd = 0; sd < 2; ++sd) {
        std::string name(side_name(sd));
        SideZones& z = b.side[sd];
        if (!spec.contains(name)) continue;
        const json& zj = spec[name];
        for (auto it = zj.begin(); it != zj.end(); ++it)
            if (it.key() != "field" && it.key() != "hand" && it.key() != "discard" && it.key() != "deck" &&
                it.key() != "hostage_in_deck")
                bad(name, "unknown key '" + it.key() + "'");
        if (zj.contains("field")) {
            const json& f = zj["field"];
            if (!f.is_array() || f.size() > kColumns) bad(name + ".field", "expected up to 3 columns");
            for (std::size_t c = 0; c < f.size(); ++c) {
                if (!f[c].is_array() || f[c].size() > kRows) bad(name + ".field", "a column holds at most 4 cards");
                for (std::size_t p = 0; p < f[c].size(); ++p) {
                    std::string where = name + ".field[" + std::to_string(c) + "][" + std::to_string(p) + "]";
                    Card x = word_card(cs, f[c][p], sd, where, true);
                    note(x, where);
                    z.field[c].push_back(x);
                }
            }
        }
        if (zj.contains("hand"))
            for (std::size_t i = 0; i < zj["hand"].size(); ++i) {
                std::string where = name + ".hand[" + std::to_string(i) + "]";
                Card x = word_card(cs, zj["hand"][i], sd, where, false);
                note(x, where);
                if (z.hand.full()) bad(where, "a hand holds at most 12 cards");
                z.hand.push_back(x);
            }
        if (zj.contains("discard"))  // top first
            for (std::size_t i = zj["discard"].size(); i-- > 0;) {
                std::string where = name + ".discard[" + std::to_string(i) + "]";
                Card x = word_card(cs, zj["discard"][i], sd, where, false);
                note(x, where);
                x.flags = 0;
                z.discard.push_back(x);
            }
        if (zj.contains("deck"))  // top first
            for (std::size_t i = 0; i < zj["deck"].size(); ++i) {
                std::string where = name + ".deck[" + std::to_string(i) + "]";
                Card x = word_card(cs, zj["deck"][i], sd, where, false);
                if (cs.side_of(x.type) != sd) bad(where, "a deck holds only its own side's cards");
                note(x, where);
                x.flags = 0;
                deck_tops[sd].push_back(x);
            }
        z.hostage_in_deck = zj.value("hostage_in_deck", false);
    }
    // Every card not placed goes into its own deck, under the listed top cards.
    for (int sd = 0; sd < 2; ++sd) {
        std::vector<Card> rest;
        for (std::size_t t = 0; t < cs.types.size(); ++t)
            if (cs.side_of(static_cast<TypeId>(t)) == sd)
                for (int k = used[t]; k < cs.types[t].count; ++k) rest.push_back(Card{static_cast<TypeId>(t), 0});
        s.rng_.shuffle(rest);
        SideZones& z = b.side[sd];
        for (const Card& c : rest) z.deck.push_back(c);
        for (std::size_t i = deck_tops[sd].size(); i-- > 0;) z.deck.push_back(deck_tops[sd][i]);
    }
    if (b.phase == Phase::Play) {
        const SideZones& z = b.side[b.to_move];
        int fallback = rules::figure_column(z) >= 0 ? 4 : rules::columns_held(z);
        b.ap_total = static_cast<std::int8_t>(spec.value("ap_total", fallback));
        b.ap_used = static_cast<std::int8_t>(spec.value("ap_used", 0));
    }
    std::string problems = check_structure(s);
    if (!problems.empty()) bad("position", problems);
    if (b.phase == Phase::Opening) s.end_opening_step();
    else s.settle();
    return s;
}

}  // namespace olympus::herazeus
