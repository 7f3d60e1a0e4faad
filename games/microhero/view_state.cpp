// A State rebuilt from a player's view, so a network client draws the campaign with the same
// board and piles screens as the local game. The view carries everything face up, and each deck's
// cards below its known top by number (a player knows what went into the deck, not its order).
// What it hides is filled with what the viewer knows is left: every Trial neither current nor
// overcome is upcoming, and every Hera card not discarded is in her stack, in a fixed order.
#include <algorithm>

#include "microhero/json_read.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

using nlohmann::json;
using namespace json_read;

namespace {

Card view_card(const State& s, const json& j, const std::string& where) {
    const int uid = get_int(j, "uid", where, 0, static_cast<int>(s.uid_def.size()) - 1);
    const int def = s.cat->card_index(get_str(j, "id", where));
    if (def < 0) bad(where, "unknown card '" + get_str(j, "id", where) + "'");
    if (s.uid_def[static_cast<std::size_t>(uid)] != def) bad(where, "card #" + std::to_string(uid) + " is not a " + s.cat->card(def).name);
    return Card{uid, def, get_bool(j, "up", where)};
}

std::vector<Card> view_cards(const State& s, const json& j, const char* key, const std::string& where) {
    std::vector<Card> out;
    const json& a = get_arr(j, key, where);
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(view_card(s, a[i], element(member(where, key), i)));
    return out;
}

void read_player(State& s, int p, const json& pj, const std::string& pw) {
    const Catalog& c = *s.cat;
    Player& pl = s.players[static_cast<std::size_t>(p)];
    pl.hand = view_cards(s, pj, "hand", pw);
    pl.played = view_cards(s, pj, "played", pw);
    pl.supercharged = -1;
    const json& played = get_arr(pj, "played", pw);
    for (std::size_t i = 0; i < played.size(); ++i)
        if (get_bool(played[i], "supercharged", element(member(pw, "played"), static_cast<std::size_t>(i)))) pl.supercharged = static_cast<int>(i);
    pl.discard = Pile<Card>::from_top_first(view_cards(s, pj, "discard", pw));
    pl.under = view_cards(s, pj, "under", pw);
    const json& sj = at(pj, "stance", pw);
    const std::string sw = member(pw, "stance");
    const int si = c.stance_index(get_str(sj, "id", sw));
    if (si != s.cfg.stances[static_cast<std::size_t>(p)]) bad(sw, "not the Stance the options name");
    pl.stance.def = si;
    const std::string side = get_str(sj, "side", sw);
    if (side != "A" && side != "B") bad(member(sw, "side"), "expected A or B");
    pl.stance.side = side == "A" ? 0 : 1;
    pl.stance.tapped = get_bool(sj, "tapped", sw);
    pl.stance.pending = get_bool(sj, "pending", sw);
    pl.stance.bonus = get_int(sj, "bonus", sw, 0, 1000);
    pl.shield = get_int(pj, "shield", pw, 0, c.shield_max);
    pl.prep_left = get_int(pj, "prep_left", pw, 0, 2);
}

void read_trials(State& s, const json& v, const std::string& w) {
    const Catalog& c = *s.cat;
    s.overcome.clear();
    for (const auto& t : get_arr(v, "overcome", w)) s.overcome.push_back(trial_id(s, t, member(w, "overcome")));
    s.lingering.clear();
    for (const auto& l : get_arr(v, "lingering", w))
        s.lingering.push_back({trial_id(s, at(l, "id", member(w, "lingering")), member(w, "lingering")), get_int(l, "rounds_left", member(w, "lingering"), 1, 2)});
    s.trial = -1;
    if (v.contains("trial")) {
        const json& tj = v["trial"];
        const std::string tw = member(w, "trial");
        s.trial = trial_id(s, at(tj, "id", tw), member(tw, "id"));
        s.t_attack = get_int(tj, "attack", tw, 0, 999);
        s.t_defense = get_int(tj, "defense", tw, 1, 999);
        s.t_health = get_int(tj, "health", tw, -999, 999);
        s.t_health_start = get_int(tj, "health_start", tw, 1, 999);
    }
    std::vector<int> up;
    for (int t = 0; t < static_cast<int>(c.trials.size()); ++t)
        if (t != s.trial && std::find(s.overcome.begin(), s.overcome.end(), t) == s.overcome.end()) up.push_back(t);
    if (static_cast<int>(up.size()) != get_int(v, "upcoming_count", w, 0, 1000)) bad(member(w, "upcoming_count"), "does not match the Trials left");
    s.upcoming = Pile<int>::from_top_first(up);
}

void read_hera(State& s, const json& v, const std::string& w) {
    s.hera_discard.clear();
    s.hera_last = -1;
    std::vector<int> stack;
    if (s.cfg.hera) {
        const json& hj = at(v, "hera", w);
        const std::string hw = member(w, "hera");
        for (const auto& h : get_arr(hj, "discard", hw)) s.hera_discard.push_back(hera_id(s, h, member(hw, "discard")));
        const json& last = at(hj, "last", hw);
        s.hera_last = last.is_null() ? -1 : hera_id(s, last, member(hw, "last"));
        for (int h = 0; h < static_cast<int>(s.cat->hera.size()); ++h)
            if (std::find(s.hera_discard.begin(), s.hera_discard.end(), h) == s.hera_discard.end()) stack.push_back(h);
        if (static_cast<int>(stack.size()) != get_int(hj, "stack_count", hw, 0, 1000)) bad(member(hw, "stack_count"), "does not match the cards left");
    }
    s.hera_stack = Pile<int>::from_top_first(stack);
}

// A deck: its known top in order, then the rest as the view lists it (by number).
void read_deck(State& s, int p, const json& pj, const std::string& pw) {
    std::vector<Card> deck = view_cards(s, pj, "deck_known_top", pw);
    const int known = static_cast<int>(deck.size());
    for (const Card& c : view_cards(s, pj, "deck_rest", pw)) deck.push_back(c);
    if (get_int(pj, "deck_count", pw, 0, 1000) != static_cast<int>(deck.size())) bad(member(pw, "deck_count"), "does not match the cards listed");
    Player& pl = s.players[static_cast<std::size_t>(p)];
    pl.deck = Pile<Card>::from_top_first(deck);
    pl.deck_known = known;
}

}  // namespace

State State::from_view_json(const json& v) {
    return read_checked("view", [&] {
        const std::string w;  // paths start at the top of the document
        if (!v.is_object()) bad(w, "expected a JSON object");
        if (get_str(v, "game", w) != "microhero") bad(w, "this is not a Micro Hero view");
        State s = set_up_from_options(at(v, "options", w), member(w, "options"));
        const Catalog& c = *s.cat;
        const int np = s.cfg.players;
        s.rng = Rng(0);
        s.phase = phase_named(get_str(v, "phase", w), member(w, "phase"));
        s.actor = get_int(v, "actor", w, 0, np - 1);
        s.round = get_int(v, "round", w, 1, kRounds);
        s.turn = get_int(v, "turn", w, 1, 100000);
        s.result = result_named(get_str(v, "result", w), member(w, "result"));
        s.xp = get_int(v, "xp", w, 0, 100000);
        read_trials(s, v, w);
        s.reserve = view_cards(s, v, "reserve", w);
        s.wounds = Pile<Card>::from_top_first(view_cards(s, v, "wounds", w));
        const json& ps = get_arr(v, "players", w);
        if (static_cast<int>(ps.size()) != np) bad(member(w, "players"), "expected " + std::to_string(np) + " players");
        for (int p = 0; p < np; ++p) {
            const std::string pw = element(member(w, "players"), static_cast<std::size_t>(p));
            read_player(s, p, ps[static_cast<std::size_t>(p)], pw);
            read_deck(s, p, ps[static_cast<std::size_t>(p)], pw);
        }
        read_hera(s, v, w);
        s.health_card = -1;
        if (s.cfg.calm) {
            const json& hc = at(v, "health_card", w);
            if (!hc.is_null()) {
                if (!hc.is_string() || c.health_card_index(hc.get<std::string>()) < 0) bad(member(w, "health_card"), "unknown Health card");
                s.health_card = c.health_card_index(hc.get<std::string>());
            }
        }
        s.log.clear();
        for (const auto& l : get_arr(v, "log", w)) {
            if (!l.is_string()) bad(member(w, "log"), "expected lines of text");
            s.log.push_back(l.get<std::string>());
        }
        // Every load states the game's invariants (check.cpp): a state that breaks one is refused.
        if (std::string why = check(s); !why.empty()) bad(w, why);
        return s;
    });
}

}  // namespace olympus::microhero
