// Saves: the whole state, the decks it was dealt from and the Rng, as JSON; and a seat's view.
// A card is written "hera:hydra", with "+up" when face up on the table and "+seen" when the
// holder's opponent knows it, "+hidden" on a discard pile when the opponent has lost track of it;
// "figure" is the figure and "?" a card the viewer does not know. Piles are listed top first;
// "hades_pool" (when not empty) lists what the opponent remembers of a pile Hades took from.
#include <array>
#include <stdexcept>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

using nlohmann::json;

namespace {

constexpr std::array<const char*, 18> kEventNames{
    "hostage_shown", "opening", "place", "draw", "play", "challenge", "raid", "strike", "spy",
    "turn_over", "sirens", "hades", "persephone", "dionysus", "figure", "recall", "turn_start", "end"};
static_assert(kEventNames.size() == static_cast<std::size_t>(EventKind::End) + 1);

const char* phase_name(Phase p) { return p == Phase::Opening ? "opening" : p == Phase::Play ? "play" : "over"; }

std::string card_text(const CardSet& cs, const Card& c) {
    if (c.type == kUnknown) return "?";
    if (c.type == kFigure) return "figure";
    std::string s = cs.full_name(c.type);
    if (c.flags & kFaceUp) s += "+up";
    if (c.flags & kSeen) s += "+seen";
    if (c.flags & kHidden) s += "+hidden";
    return s;
}

struct Reader {
    const CardSet& cs;
    bool unknown_ok = false;  // a seat's view: "?" is a card that seat does not know
    [[noreturn]] void fail(const std::string& where, const std::string& what) const {
        throw std::runtime_error("herazeus state: " + where + ": " + what);
    }
    const json& at(const json& j, const std::string& key, const std::string& where) const {
        if (!j.is_object()) fail(where, "expected an object");
        auto it = j.find(key);
        if (it == j.end()) fail(where, "'" + key + "' is missing");
        return *it;
    }
    int integer(const json& j, const std::string& key, const std::string& where, int lo, int hi) const {
        const json& v = at(j, key, where);
        if (!v.is_number_integer()) fail(where + "." + key, "expected a whole number");
        auto n = v.get<long long>();
        if (n < lo || n > hi) fail(where + "." + key, std::to_string(n) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
        return static_cast<int>(n);
    }
    int side(const json& v, const std::string& where) const {
        if (!v.is_string()) fail(where, "expected \"hera\" or \"zeus\"");
        auto s = side_from_name(v.get<std::string>());
        if (!s) fail(where, "expected \"hera\" or \"zeus\", got \"" + v.get<std::string>() + "\"");
        return *s;
    }
    Card card(const json& v, const std::string& where, bool figure_ok) const {
        if (!v.is_string()) fail(where, "expected a card name");
        std::string s = v.get<std::string>();
        if (s == "?" && unknown_ok) return Card{kUnknown, 0};
        if (s == "figure") {
            if (!figure_ok) fail(where, "the figure cannot be here");
            return Card{kFigure, kFaceUp};
        }
        Card c;
        for (const char* suffix : {"+hidden", "+seen", "+up"}) {
            std::string suf(suffix);
            if (s.size() > suf.size() && s.compare(s.size() - suf.size(), suf.size(), suf) == 0) {
                c.flags |= suf == "+up" ? kFaceUp : suf == "+seen" ? kSeen : kHidden;
                s.resize(s.size() - suf.size());
            }
        }
        auto t = cs.from_full_name(s);
        if (!t) fail(where, "unknown card '" + v.get<std::string>() + "'");
        c.type = *t;
        return c;
    }
    template <std::size_t N>
    void pile(const json& v, const std::string& where, FixedVec<Card, N>& out, bool top_first) const {
        if (!v.is_array()) fail(where, "expected an array of cards");
        if (v.size() > N) fail(where, "holds " + std::to_string(v.size()) + " cards; at most " + std::to_string(N));
        out.clear();
        for (std::size_t i = 0; i < v.size(); ++i) {
            const json& e = top_first ? v[v.size() - 1 - i] : v[i];
            out.push_back(card(e, where + "[" + std::to_string(top_first ? v.size() - 1 - i : i) + "]", false));
        }
    }
};

template <std::size_t N>
json pile_json(const CardSet& cs, const FixedVec<Card, N>& p, bool top_first) {
    json a = json::array();
    if (top_first)
        for (std::size_t i = p.size(); i-- > 0;) a.push_back(card_text(cs, p[i]));
    else
        for (const Card& c : p) a.push_back(card_text(cs, c));
    return a;
}

json event_json(const CardSet& cs, const Event& e) {
    json j = {{"turn", e.turn}, {"kind", kEventNames[static_cast<std::size_t>(e.kind)]}};
    j["seat"] = e.seat == 255 ? json(nullptr) : json(std::string(side_name(e.seat)));
    if (e.col >= 0) j["col"] = e.col + 1;
    if (e.pos >= 0) j["pos"] = e.pos + 1;
    if (e.col2 >= 0) j["col2"] = e.col2 + 1;
    if (e.pos2 >= 0) j["pos2"] = e.pos2 + 1;
    if (e.a != kUnknown) j["a"] = card_text(cs, Card{e.a, 0});
    if (e.b != kUnknown) j["b"] = card_text(cs, Card{e.b, 0});
    if (e.n) j["n"] = e.n;
    if (e.m) j["m"] = e.m;
    return j;
}

json board_json(const CardSet& cs, const Board& b, bool decks_as_counts) {
    json j;
    j["phase"] = phase_name(b.phase);
    j["to_move"] = side_name(b.to_move);
    j["first"] = side_name(b.first);
    j["turn"] = b.turn;
    j["max_turns"] = b.max_turns;
    j["ap_total"] = b.ap_total;
    j["ap_used"] = b.ap_used;
    j["pending"] = b.pending.type == kUnknown ? json(nullptr) : json(card_text(cs, b.pending));
    j["winner"] = b.winner < 0 ? json(nullptr) : json(std::string(side_name(b.winner)));
    j["end_reason"] = end_reason_name(b.reason);
    for (int s = 0; s < 2; ++s) {
        const SideZones& z = b.side[s];
        json sj;
        if (decks_as_counts) sj["deck"] = z.deck.size();
        else sj["deck"] = pile_json(cs, z.deck, true);
        sj["hand"] = pile_json(cs, z.hand, false);
        sj["field"] = json::array();
        for (const Column& c : z.field) sj["field"].push_back(pile_json(cs, c, false));
        sj["discard"] = pile_json(cs, z.discard, true);
        if (!z.hades_pool.empty()) sj["hades_pool"] = pile_json(cs, z.hades_pool, false);
        sj["hostage_in_deck"] = z.hostage_in_deck;
        j[std::string(side_name(s))] = sj;
    }
    if (!b.ordering[0].empty() || !b.ordering[1].empty())
        for (int s = 0; s < 2; ++s) j["ordering"][std::string(side_name(s))] = pile_json(cs, b.ordering[s], false);
    j["events"] = json::array();
    for (const Event& e : b.events) j["events"].push_back(event_json(cs, e));
    return j;
}

// The table as board_json writes it; `r.unknown_ok` reads a seat's view (decks as counts).
Board read_board(const Reader& r, const json& j) {
    Board b;
    const json& ph = r.at(j, "phase", "state");
    if (ph == "opening") b.phase = Phase::Opening;
    else if (ph == "play") b.phase = Phase::Play;
    else if (ph == "over") b.phase = Phase::Over;
    else r.fail("phase", "expected opening, play or over");
    b.to_move = static_cast<std::int8_t>(r.side(r.at(j, "to_move", "state"), "to_move"));
    b.first = static_cast<std::int8_t>(r.side(r.at(j, "first", "state"), "first"));
    b.turn = static_cast<std::int16_t>(r.integer(j, "turn", "state", 0, 10000));
    b.max_turns = static_cast<std::int16_t>(r.integer(j, "max_turns", "state", 10, 10000));
    b.ap_total = static_cast<std::int8_t>(r.integer(j, "ap_total", "state", 0, 4));
    b.ap_used = static_cast<std::int8_t>(r.integer(j, "ap_used", "state", 0, 4));
    const json& pend = r.at(j, "pending", "state");
    if (!pend.is_null()) b.pending = r.card(pend, "pending", false);
    const json& w = r.at(j, "winner", "state");
    b.winner = static_cast<std::int8_t>(w.is_null() ? -1 : r.side(w, "winner"));
    const json& why = r.at(j, "end_reason", "state");
    bool known_reason = false;
    for (int k = 0; k <= static_cast<int>(EndReason::TurnLimit); ++k)
        if (why == std::string(end_reason_name(static_cast<EndReason>(k)))) {
            b.reason = static_cast<EndReason>(k);
            known_reason = true;
        }
    if (!known_reason) r.fail("end_reason", "unknown reason " + why.dump());
    for (int sd = 0; sd < 2; ++sd) {
        std::string name(side_name(sd));
        const json& zj = r.at(j, name, "state");
        SideZones& z = b.side[sd];
        const json& deck = r.at(zj, "deck", name);
        if (r.unknown_ok && deck.is_number_integer()) {
            int n = r.integer(zj, "deck", name, 0, kDeckSize);
            z.deck.clear();
            for (int k = 0; k < n; ++k) z.deck.push_back(Card{kUnknown, 0});
        } else {
            r.pile(deck, name + ".deck", z.deck, true);
        }
        r.pile(r.at(zj, "hand", name), name + ".hand", z.hand, false);
        r.pile(r.at(zj, "discard", name), name + ".discard", z.discard, true);
        for (Card& c : z.discard)  // the only unknowns a view shows on a discard pile
            if (c.type == kUnknown) c.flags = kHidden;
        if (zj.contains("hades_pool")) r.pile(zj["hades_pool"], name + ".hades_pool", z.hades_pool, false);
        const json& f = r.at(zj, "field", name);
        if (!f.is_array() || f.size() != kColumns) r.fail(name + ".field", "expected 3 columns");
        for (int c = 0; c < kColumns; ++c) {
            std::string where = name + ".field[" + std::to_string(c) + "]";
            if (!f[c].is_array() || f[c].size() > kRows) r.fail(where, "expected a column of at most 4 cards");
            z.field[c].clear();
            for (std::size_t p = 0; p < f[c].size(); ++p)
                z.field[c].push_back(r.card(f[c][p], where + "[" + std::to_string(p) + "]", true));
        }
        const json& hd = r.at(zj, "hostage_in_deck", name);
        if (!hd.is_boolean()) r.fail(name + ".hostage_in_deck", "expected true or false");
        z.hostage_in_deck = hd.get<bool>();
    }
    if (j.contains("ordering"))
        for (int sd = 0; sd < 2; ++sd) {
            std::string name(side_name(sd));
            r.pile(r.at(j["ordering"], name, "ordering"), "ordering." + name, b.ordering[sd], false);
        }
    const json& ev = r.at(j, "events", "state");
    if (!ev.is_array()) r.fail("events", "expected an array");
    for (std::size_t i = 0; i < ev.size(); ++i) {
        std::string where = "events[" + std::to_string(i) + "]";
        const json& e = ev[i];
        Event x;
        x.turn = static_cast<std::int16_t>(r.integer(e, "turn", where, 0, 10000));
        const json& kind = r.at(e, "kind", where);
        bool ok = false;
        for (std::size_t k = 0; k < kEventNames.size(); ++k)
            if (kind == kEventNames[k]) {
                x.kind = static_cast<EventKind>(k);
                ok = true;
            }
        if (!ok) r.fail(where, "unknown kind " + kind.dump());
        const json& seat = r.at(e, "seat", where);
        x.seat = seat.is_null() ? 255 : static_cast<std::uint8_t>(r.side(seat, where + ".seat"));
        auto small = [&](const char* key, std::int8_t& out, int hi) {
            if (e.contains(key)) out = static_cast<std::int8_t>(r.integer(e, key, where, 1, hi) - 1);
        };
        small("col", x.col, kColumns);
        small("pos", x.pos, kRows);
        small("col2", x.col2, kColumns);
        small("pos2", x.pos2, kRows);
        if (e.contains("a")) x.a = r.card(e["a"], where + ".a", true).type;
        if (e.contains("b")) x.b = r.card(e["b"], where + ".b", true).type;
        if (e.contains("n")) x.n = static_cast<std::uint8_t>(r.integer(e, "n", where, 0, 255));
        if (e.contains("m")) x.m = static_cast<std::uint8_t>(r.integer(e, "m", where, 0, 255));
        if (b.events.full()) r.fail("events", "too many events");
        b.events.push_back(x);
    }
    return b;
}

}  // namespace

json State::to_json() const {
    json j = board_json(*cards_, b_, false);
    j["game"] = "herazeus";
    j["version"] = 1;
    j["decks"] = cards_->source;
    j["rng"] = rng_.to_json();
    return j;
}

json View::to_json() const {
    json j = board_json(*cards, board, true);
    j["seat"] = side_name(seat);
    j["ap_left"] = board.ap_total - board.ap_used;
    j["log"] = json::array();
    for (const Event& e : board.events) j["log"].push_back(event_text(*cards, e));
    j["legal"] = json::array();
    for (const Action& a : legal_actions()) j["legal"].push_back(a.to_string());
    return j;
}

View View::from_json(const json& j, std::shared_ptr<const CardSet> cards) {
    if (!cards) throw std::runtime_error("herazeus view: no card set");
    try {
        Reader r{*cards, true};
        View v;
        v.cards = std::move(cards);
        const json& seat = r.at(j, "seat", "view");
        v.seat = seat.is_null() ? 0 : r.side(seat, "seat");
        v.board = read_board(r, j);
        return v;
    } catch (const json::exception& e) {
        throw std::runtime_error(std::string("herazeus view: ") + e.what());
    }
}

State State::from_json(const json& j) {
    try {
        if (!j.is_object()) throw std::runtime_error("herazeus state: expected a JSON object");
        if (j.value("game", std::string()) != "herazeus") throw std::runtime_error("herazeus state: 'game' is not \"herazeus\"");
        if (!j.contains("version") || j["version"] != 1) throw std::runtime_error("herazeus state: unsupported 'version'");
        if (!j.contains("decks")) throw std::runtime_error("herazeus state: 'decks' is missing");
        State s;
        try {
            s.cards_ = parse_card_set(j["decks"], "herazeus state: decks");
        } catch (const std::exception& e) {
            throw std::runtime_error(e.what());
        }
        Reader r{*s.cards_};
        s.b_ = read_board(r, j);
        s.rng_ = Rng::from_json(r.at(j, "rng", "state"));
        std::string bad = s.check_invariants();
        if (!bad.empty()) throw std::runtime_error("herazeus state: inconsistent: " + bad);
        return s;
    } catch (const json::exception& e) {
        throw std::runtime_error(std::string("herazeus state: ") + e.what());
    }
}

}  // namespace olympus::herazeus
