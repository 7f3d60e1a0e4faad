// Saves: the whole state, the decks it was dealt from and the Rng, as JSON; and a seat's view.
// A card is written "hera:hydra", with "+up" when face up on the table and "+seen" when the
// holder's opponent knows it, "+hidden" on a discard pile when the opponent has lost track of it;
// "figure" is the figure and "?" a card the viewer does not know. Piles are listed top first;
// "hades_pool" (when not empty) lists what the opponent remembers of a pile Hades took from.
#include <array>
#include <stdexcept>

#include "core/data_files.hpp"
#include "core/json_read.hpp"
#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

using nlohmann::json;
using namespace olympus::json_read;

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

// Reads cards against the decks; everything else goes through core/json_read.hpp, so a damaged
// field is named by its path.
struct Reader {
    const CardSet& cs;
    bool unknown_ok = false;  // a seat's view: "?" is a card that seat does not know
    int side(const json& v, const std::string& where) const {
        if (!v.is_string()) bad(where, "expected \"hera\" or \"zeus\"");
        auto s = side_from_name(v.get<std::string>());
        if (!s) bad(where, "expected \"hera\" or \"zeus\", got \"" + v.get<std::string>() + "\"");
        return *s;
    }
    Card card(const json& v, const std::string& where, bool figure_ok) const {
        std::string s = as_str(v, where, 64);
        if (s == "?" && unknown_ok) return Card{kUnknown, 0};
        if (s == "figure") {
            if (!figure_ok) bad(where, "the figure cannot be here");
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
        if (!t) bad(where, "unknown card '" + v.get<std::string>() + "'");
        c.type = *t;
        return c;
    }
    template <std::size_t N>
    void pile(const json& v, const std::string& where, FixedVec<Card, N>& out, bool top_first) const {
        as_arr(v, where);
        if (v.size() > N) bad(where, "holds " + std::to_string(v.size()) + " cards; at most " + std::to_string(N));
        out.clear();
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::size_t k = top_first ? v.size() - 1 - i : i;
            out.push_back(card(v[k], element(where, k), false));
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
    j["pending"] = !b.raid_waiting() ? json(nullptr) : json(card_text(cs, b.pending));
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

// The table as board_json writes it; `r.unknown_ok` reads a seat's view (decks as counts). Every
// object is held to the fields written in it (at the top, the board's and the caller's `own`), so
// a misspelt field is refused, not passed by.
Board read_board(const Reader& r, const json& j, std::initializer_list<std::string_view> own) {
    Board b;
    const std::string w;  // paths start at the top of the document
    only_keys(j, {"phase", "to_move", "first", "turn", "max_turns", "ap_total", "ap_used", "pending", "winner", "end_reason",
                  "hera", "zeus", "ordering", "events"},
              own, w);
    static const Words<Phase> phases{{Phase::Opening, "opening"}, {Phase::Play, "play"}, {Phase::Over, "over"}};
    b.phase = get_enum(j, "phase", phases, w);
    b.to_move = static_cast<std::int8_t>(r.side(at(j, "to_move", w), "to_move"));
    b.first = static_cast<std::int8_t>(r.side(at(j, "first", w), "first"));
    b.turn = get_int<std::int16_t>(j, "turn", w, 0, 10000);
    b.max_turns = get_int<std::int16_t>(j, "max_turns", w, 10, 10000);
    b.ap_total = get_int<std::int8_t>(j, "ap_total", w, 0, 4);
    b.ap_used = get_int<std::int8_t>(j, "ap_used", w, 0, 4);
    const json& pend = at(j, "pending", w);
    if (!pend.is_null()) {
        b.pending = r.card(pend, "pending", false);
        if (b.pending.type == kUnknown) b.pending.flags = kHidden;  // "?": a spectator's view
    }
    const json& win = at(j, "winner", w);
    b.winner = static_cast<std::int8_t>(win.is_null() ? -1 : r.side(win, "winner"));
    Words<EndReason> reasons;
    for (int k = 0; k <= static_cast<int>(EndReason::TurnLimit); ++k)
        reasons.emplace_back(static_cast<EndReason>(k), end_reason_name(static_cast<EndReason>(k)));
    b.reason = get_enum(j, "end_reason", reasons, w);
    for (int sd = 0; sd < 2; ++sd) {
        std::string name(side_name(sd));
        const json& zj = at(j, name, w);
        SideZones& z = b.side[sd];
        only_keys(zj, {"deck", "hand", "field", "discard", "hades_pool", "hostage_in_deck"}, name);
        const json& deck = at(zj, "deck", name);
        if (r.unknown_ok && deck.is_number()) {
            int n = as_int(deck, name + ".deck", 0, kDeckSize);
            z.deck.clear();
            for (int k = 0; k < n; ++k) z.deck.push_back(Card{kUnknown, 0});
        } else {
            r.pile(deck, name + ".deck", z.deck, true);
        }
        r.pile(at(zj, "hand", name), name + ".hand", z.hand, false);
        r.pile(at(zj, "discard", name), name + ".discard", z.discard, true);
        for (Card& c : z.discard)  // the only unknowns a view shows on a discard pile
            if (c.type == kUnknown) c.flags = kHidden;
        if (has(zj, "hades_pool")) r.pile(zj["hades_pool"], name + ".hades_pool", z.hades_pool, false);
        const json& f = get_arr(zj, "field", name);
        if (f.size() != kColumns) bad(name + ".field", "expected 3 columns");
        for (int c = 0; c < kColumns; ++c) {
            std::string where = element(name + ".field", static_cast<std::size_t>(c));
            as_arr(f[c], where, kRows);
            z.field[c].clear();
            for (std::size_t p = 0; p < f[c].size(); ++p) z.field[c].push_back(r.card(f[c][p], element(where, p), true));
        }
        z.hostage_in_deck = get_bool(zj, "hostage_in_deck", name);
    }
    if (has(j, "ordering")) {
        only_keys(j["ordering"], {"hera", "zeus"}, "ordering");
        for (int sd = 0; sd < 2; ++sd) {
            std::string name(side_name(sd));
            r.pile(at(j["ordering"], name, "ordering"), "ordering." + name, b.ordering[sd], false);
        }
    }
    const json& ev = get_arr(j, "events", w);
    Words<EventKind> kinds;
    for (std::size_t k = 0; k < kEventNames.size(); ++k) kinds.emplace_back(static_cast<EventKind>(k), kEventNames[k]);
    for (std::size_t i = 0; i < ev.size(); ++i) {
        std::string where = element("events", i);
        const json& e = ev[i];
        only_keys(e, {"turn", "kind", "seat", "col", "pos", "col2", "pos2", "a", "b", "n", "m"}, where);
        Event x;
        x.turn = get_int<std::int16_t>(e, "turn", where, 0, 10000);
        x.kind = get_enum(e, "kind", kinds, where);
        const json& seat = at(e, "seat", where);
        x.seat = seat.is_null() ? 255 : static_cast<std::uint8_t>(r.side(seat, where + ".seat"));
        auto small = [&](const char* key, std::int8_t& out, int hi) {
            if (has(e, key)) out = static_cast<std::int8_t>(get_int(e, key, where, 1, hi) - 1);
        };
        small("col", x.col, kColumns);
        small("pos", x.pos, kRows);
        small("col2", x.col2, kColumns);
        small("pos2", x.pos2, kRows);
        if (has(e, "a")) x.a = r.card(e["a"], where + ".a", true).type;
        if (has(e, "b")) x.b = r.card(e["b"], where + ".b", true).type;
        if (has(e, "n")) x.n = get_int<std::uint8_t>(e, "n", where, 0, 255);
        if (has(e, "m")) x.m = get_int<std::uint8_t>(e, "m", where, 0, 255);
        if (b.events.full()) bad("events", "too many events");
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
    return checked("damaged Hera & Zeus view: ", [&] {
        Reader r{*cards, true};
        View v;
        v.cards = std::move(cards);
        const json& seat = at(j, "seat", "");
        v.seat = seat.is_null() ? 0 : r.side(seat, "seat");
        v.board = read_board(r, j, {"seat", "ap_left", "log", "legal"});
        // A spectator's view (seat null) knows no hand, so whether the seat to act has a move
        // cannot be told from it; the table's invariants still hold.
        std::string why = check_view(v, seat.is_null());
        if (!why.empty()) bad("", why);
        return v;
    });
}

State State::from_json(const json& j) {
    return checked("damaged Hera & Zeus state: ", [&] {
        object(j, "");
        if (get_str(j, "game", "") != "herazeus") bad("game", "this is not a Hera & Zeus state");
        if (get_int(j, "version", "") != 1) bad("version", "unsupported version");
        State s;
        try {
            s.cards_ = shared_card_set(at(j, "decks", ""), "decks");
        } catch (const data::DataError& e) {
            bad("", e.what());
        }
        Reader r{*s.cards_};
        s.b_ = read_board(r, j, {"game", "version", "decks", "rng"});
        s.rng_ = Rng::from_json(at(j, "rng", ""), "rng");
        std::string why = check_structure(s);
        if (!why.empty()) bad("", why);
        // How the rulebook ends a position the save stops in (a player who cannot spend their
        // action points, or begins the turn with no card on the table, loses), as a live game would.
        s.settle();
        why = check(s);
        if (!why.empty()) bad("", why);
        return s;
    });
}

}  // namespace olympus::herazeus
