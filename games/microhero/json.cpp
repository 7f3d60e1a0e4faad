// The whole State as JSON (saves, script mode's --load, tests), Rng included, and back.
// from_json trusts nothing: every field is checked and the result must pass check_invariants().
#include <sstream>

#include "microhero/json_read.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero {

using nlohmann::json;

namespace {

using namespace json_read;

std::string card_text(const State& s, const Card& c) {
    return s.cat->card(c.def).id + (c.up ? "+" : "") + "#" + std::to_string(c.uid);
}

Card parse_card(const State& s, const json& j, const std::string& where) {
    if (!j.is_string()) bad(where, "a card must be a string like \"strike+#3\"");
    const std::string& t = j.get_ref<const std::string&>();
    auto hash = t.find('#');
    if (hash == std::string::npos || hash == 0 || hash + 1 >= t.size()) bad(where, "bad card '" + t + "'");
    std::string id = t.substr(0, hash);
    bool up = false;
    if (id.back() == '+') {
        up = true;
        id.pop_back();
    }
    std::string num = t.substr(hash + 1);
    if (num.size() > 6 || num.find_first_not_of("0123456789") != std::string::npos)
        bad(where, "bad card number in '" + t + "'");
    int uid = std::stoi(num);
    int d = s.cat->card_index(id);
    if (d < 0) bad(where, "unknown card '" + id + "'");
    if (static_cast<std::size_t>(uid) >= s.uid_def.size() || s.uid_def[static_cast<std::size_t>(uid)] != d)
        bad(where, "card '" + t + "' does not exist in this campaign");
    return Card{uid, d, up};
}

json cards_json(const State& s, const std::vector<Card>& v) {
    json a = json::array();
    for (const Card& c : v) a.push_back(card_text(s, c));
    return a;
}
std::vector<Card> parse_cards(const State& s, const json& j, const char* key, const std::string& where) {
    std::vector<Card> out;
    const json& a = get_arr(j, key, where);
    for (std::size_t i = 0; i < a.size(); ++i)
        out.push_back(parse_card(s, a[i], element(member(where, key), i)));
    return out;
}

}  // namespace

json State::to_json() const {
    const Catalog& c = *cat;
    json opts;
    opts["difficulty"] = std::string(microhero::to_string(cfg.difficulty));
    opts["players"] = cfg.players;
    json exps = json::array();
    if (cfg.blood) exps.push_back("blood");
    if (cfg.athena) exps.push_back("athena");
    if (cfg.hera) exps.push_back("hera");
    if (cfg.calm) exps.push_back("calm");
    if (cfg.omphale) exps.push_back("omphale");
    opts["expansions"] = exps;
    opts["decks"] = cfg.decks;
    json st = json::array();
    for (int si : cfg.stances) st.push_back(c.stances[static_cast<std::size_t>(si)].id);
    opts["stances"] = st;

    json ps = json::array();
    for (const Player& pl : players) {
        json pj;
        pj["deck"] = cards_json(*this, pl.deck.top_first());
        pj["deck_known"] = pl.deck_known;
        pj["hand"] = cards_json(*this, pl.hand);
        pj["played"] = cards_json(*this, pl.played);
        pj["supercharged"] = pl.supercharged;
        pj["discard"] = cards_json(*this, pl.discard.top_first());
        pj["under"] = cards_json(*this, pl.under);
        pj["stance"] = {{"card", c.stances[static_cast<std::size_t>(pl.stance.def)].id},
                        {"side", pl.stance.side == 0 ? "A" : "B"},
                        {"tapped", pl.stance.tapped},
                        {"pending", pl.stance.pending},
                        {"bonus", pl.stance.bonus}};
        pj["shield"] = pl.shield;
        pj["prep_left"] = pl.prep_left;
        pj["deep_due"] = pl.deep_due;
        ps.push_back(pj);
    }
    json up = json::array();
    for (int t : upcoming.top_first()) up.push_back(c.trials[static_cast<std::size_t>(t)].id);
    json ov = json::array();
    for (int t : overcome) ov.push_back(c.trials[static_cast<std::size_t>(t)].id);
    json lin = json::array();
    for (const auto& l : lingering)
        lin.push_back({{"trial", c.trials[static_cast<std::size_t>(l.trial)].id}, {"rounds_left", l.rounds_left}});
    json hs = json::array();
    for (int h : hera_stack.top_first()) hs.push_back(c.hera[static_cast<std::size_t>(h)].id);
    json hd = json::array();
    for (int h : hera_discard) hd.push_back(c.hera[static_cast<std::size_t>(h)].id);

    json j;
    j["game"] = "microhero";
    j["version"] = kSaveVersion;
    j["options"] = opts;
    j["rng"] = rng.to_json();
    j["reserve"] = cards_json(*this, reserve);
    j["wounds"] = cards_json(*this, wounds.top_first());
    j["players"] = ps;
    j["trials"] = {{"upcoming", up},
                   {"current", trial >= 0 ? json(c.trials[static_cast<std::size_t>(trial)].id) : json(nullptr)},
                   {"lingering", lin},
                   {"overcome", ov},
                   {"attack", t_attack},
                   {"defense", t_defense},
                   {"health", t_health},
                   {"health_start", t_health_start}};
    j["round"] = round;
    j["turn"] = turn;
    j["turns_total"] = turns_total;
    j["round_turns"] = round_turns;
    j["phase"] = std::string(microhero::to_string(phase));
    j["actor"] = actor;
    j["xp"] = xp;
    j["health_card"] = health_card >= 0 ? json(c.health_cards[static_cast<std::size_t>(health_card)].id) : json(nullptr);
    j["hera"] = {{"stack", hs},
                 {"discard", hd},
                 {"last", hera_last >= 0 ? json(c.hera[static_cast<std::size_t>(hera_last)].id) : json(nullptr)}};
    j["result"] = result > 0 ? "won" : result < 0 ? "lost" : "playing";
    j["log"] = log;
    return j;
}

State State::from_json(const json& j) {
    return read_checked("state", [&] {
        const std::string w;  // paths start at the top of the document
        if (!j.is_object()) bad(w, "expected a JSON object");
        if (get_str(j, "game", w) != "microhero") bad(w, "this is not a Micro Hero state");
        int version = get_int(j, "version", w, 1, 1000000);
        if (version > kSaveVersion)
            bad(w, "version " + std::to_string(version) + " is newer than this program understands (" +
                       std::to_string(kSaveVersion) + ")");
        // Every field to_json() writes, and no other: a misspelt field is refused, not passed by.
        only_keys(j, {"game", "version", "options", "rng", "reserve", "wounds", "players", "trials", "round", "turn",
                      "turns_total", "round_turns", "phase", "actor", "xp", "health_card", "hera", "result", "log"},
                  w);
        State s = set_up_from_options(at(j, "options", w), member(w, "options"));
        const Catalog& c = *s.cat;
        const int np = s.cfg.players;

        s.rng = Rng::from_json(at(j, "rng", w), member(w, "rng"));
        s.reserve = parse_cards(s, j, "reserve", w);
        s.wounds = Pile<Card>::from_top_first(parse_cards(s, j, "wounds", w));
        const json& ps = get_arr(j, "players", w);
        if (static_cast<int>(ps.size()) != np) bad(member(w, "players"), "expected " + std::to_string(np) + " players");
        for (int p = 0; p < np; ++p) {
            std::string pw = element(member(w, "players"), static_cast<std::size_t>(p));
            const json& pj = ps[static_cast<std::size_t>(p)];
            Player& pl = s.players[static_cast<std::size_t>(p)];
            only_keys(pj, {"deck", "deck_known", "hand", "played", "supercharged", "discard", "under", "stance", "shield",
                           "prep_left", "deep_due"},
                      pw);
            pl.deck = Pile<Card>::from_top_first(parse_cards(s, pj, "deck", pw));
            pl.deck_known = get_int(pj, "deck_known", pw, 0, 1000);
            pl.hand = parse_cards(s, pj, "hand", pw);
            pl.played = parse_cards(s, pj, "played", pw);
            pl.supercharged = get_int(pj, "supercharged", pw, -1, 1000);
            pl.discard = Pile<Card>::from_top_first(parse_cards(s, pj, "discard", pw));
            pl.under = parse_cards(s, pj, "under", pw);
            const json& sj = at(pj, "stance", pw);
            std::string sw = member(pw, "stance");
            only_keys(sj, {"card", "side", "tapped", "pending", "bonus"}, sw);
            int si = c.stance_index(get_str(sj, "card", sw));
            if (si != s.cfg.stances[static_cast<std::size_t>(p)]) bad(sw, "not the Stance the options name");
            pl.stance.def = si;
            std::string side = get_str(sj, "side", sw);
            if (side != "A" && side != "B") bad(member(sw, "side"), "expected A or B");
            pl.stance.side = side == "A" ? 0 : 1;
            pl.stance.tapped = get_bool(sj, "tapped", sw);
            pl.stance.pending = get_bool(sj, "pending", sw);
            pl.stance.bonus = get_int(sj, "bonus", sw, 0, 1000);
            pl.shield = get_int(pj, "shield", pw, 0, c.shield_max);
            pl.prep_left = get_int(pj, "prep_left", pw, 0, 2);
            // Absent from saves written before Deep Wounds waited for the Upkeep.
            pl.deep_due = pj.contains("deep_due") ? get_int(pj, "deep_due", pw, 0, 1000) : 0;
        }

        const json& tj = at(j, "trials", w);
        std::string tw = member(w, "trials");
        only_keys(tj, {"upcoming", "current", "lingering", "overcome", "attack", "defense", "health", "health_start"}, tw);
        std::vector<int> up;
        for (const auto& t : get_arr(tj, "upcoming", tw)) up.push_back(trial_id(s, t, member(tw, "upcoming")));
        s.upcoming = Pile<int>::from_top_first(up);
        s.overcome.clear();
        for (const auto& t : get_arr(tj, "overcome", tw)) s.overcome.push_back(trial_id(s, t, member(tw, "overcome")));
        s.trial = trial_id(s, at(tj, "current", tw), member(tw, "current"));
        s.lingering.clear();
        const json& lin = get_arr(tj, "lingering", tw);
        for (std::size_t i = 0; i < lin.size(); ++i) {
            const std::string lw = element(member(tw, "lingering"), i);
            only_keys(lin[i], {"trial", "rounds_left"}, lw);
            s.lingering.push_back({trial_id(s, at(lin[i], "trial", lw), member(lw, "trial")), get_int(lin[i], "rounds_left", lw, 1, 2)});
        }
        s.t_attack = get_int(tj, "attack", tw, 0, 999);
        s.t_defense = get_int(tj, "defense", tw, 1, 999);
        s.t_health = get_int(tj, "health", tw, -999, 999);
        s.t_health_start = get_int(tj, "health_start", tw, 1, 999);

        s.round = get_int(j, "round", w, 1, kRounds);
        s.turn = get_int(j, "turn", w, 1, 100000);
        s.turns_total = get_int(j, "turns_total", w, 0, 10000000);
        s.round_turns.clear();
        for (const auto& t : get_arr(j, "round_turns", w)) {
            s.round_turns.push_back(as_int(t, member(w, "round_turns"), 1, 100000));
        }
        s.phase = phase_named(get_str(j, "phase", w), member(w, "phase"));
        s.actor = get_int(j, "actor", w, 0, np - 1);
        s.xp = get_int(j, "xp", w, 0, 100000);
        const json& hc = at(j, "health_card", w);
        s.health_card = -1;
        if (!hc.is_null()) {
            if (!hc.is_string() || c.health_card_index(hc.get<std::string>()) < 0)
                bad(member(w, "health_card"), "unknown Health card");
            s.health_card = c.health_card_index(hc.get<std::string>());
        }
        const json& hj = at(j, "hera", w);
        only_keys(hj, {"stack", "discard", "last"}, member(w, "hera"));
        std::vector<int> hs;
        for (const auto& h : get_arr(hj, "stack", member(w, "hera"))) hs.push_back(hera_id(s, h, "hera.stack"));
        s.hera_stack = Pile<int>::from_top_first(hs);
        s.hera_discard.clear();
        for (const auto& h : get_arr(hj, "discard", member(w, "hera"))) s.hera_discard.push_back(hera_id(s, h, "hera.discard"));
        const json& hl = at(hj, "last", member(w, "hera"));
        s.hera_last = hl.is_null() ? -1 : hera_id(s, hl, "hera.last");
        if (!s.cfg.hera && (!hs.empty() || !s.hera_discard.empty())) bad(member(w, "hera"), "cards without the expansion");
        s.result = result_named(get_str(j, "result", w), member(w, "result"));
        s.log.clear();
        for (const auto& l : get_arr(j, "log", w)) {
            if (!l.is_string()) bad(member(w, "log"), "expected lines of text");
            s.log.push_back(l.get<std::string>());
        }
        // Every load states the game's invariants (check.cpp): a state that breaks one is refused.
        if (std::string why = check(s); !why.empty()) bad(w, why);
        return s;
    });
}

namespace json_read {

State set_up_from_options(const json& oj, const std::string& w) {
    only_keys(oj, {"difficulty", "players", "expansions", "decks", "stances"}, w);
    GameOptions go;
    go.values["difficulty"] = get_str(oj, "difficulty", w);
    go.values["players"] = std::to_string(get_int(oj, "players", w, 1, 2));
    std::string exps;
    for (const auto& e : get_arr(oj, "expansions", w)) {
        if (!e.is_string()) bad(member(w, "expansions"), "expected names");
        exps += (exps.empty() ? "" : ",") + e.get<std::string>();
    }
    go.values["expansions"] = exps;
    const json& decks = get_arr(oj, "decks", w);
    const json& stances = get_arr(oj, "stances", w);
    int np = std::stoi(go.values["players"]);
    if (static_cast<int>(decks.size()) != np || static_cast<int>(stances.size()) != np)
        bad(w, "one deck and one Stance per player");
    for (int p = 0; p < np; ++p) {
        if (!decks[static_cast<std::size_t>(p)].is_string() || !stances[static_cast<std::size_t>(p)].is_string())
            bad(w, "decks and stances are strings");
        go.values[p == 0 ? "deck" : "deck2"] = decks[static_cast<std::size_t>(p)].get<std::string>();
        go.values[p == 0 ? "stance" : "stance2"] = stances[static_cast<std::size_t>(p)].get<std::string>();
    }
    State s;
    try {
        s.setup(go);
    } catch (const OptionError& e) {
        bad(w, e.what());
    }
    return s;
}

int trial_id(const State& s, const json& j, const std::string& where) {
    if (!j.is_string()) bad(where, "expected a Trial id");
    int t = s.cat->trial_index(j.get<std::string>());
    if (t < 0) bad(where, "unknown Trial '" + j.get<std::string>() + "'");
    return t;
}

int hera_id(const State& s, const json& j, const std::string& where) {
    if (!j.is_string()) bad(where, "unknown Hera's Revenge card");
    std::string id = j.get<std::string>();
    // Hera's split became one cross in six (2026-11-27): a campaign saved before names a second
    // cross, which it goes on playing as the third cloud rather than being refused.
    if (id == "hera-cross-2" && s.cat->hera_index(id) < 0) id = "hera-cloud-3";
    const int h = s.cat->hera_index(id);
    if (h < 0) bad(where, "unknown Hera's Revenge card");
    return h;
}

Phase phase_named(const std::string& name, const std::string& where) {
    for (Phase p : {Phase::HealthCard, Phase::Planning, Phase::Improvement, Phase::Defense, Phase::Preparation, Phase::Over})
        if (name == microhero::to_string(p)) return p;
    bad(where, "unknown phase '" + name + "'");
}

int result_named(const std::string& name, const std::string& where) {
    if (name == "won") return 1;
    if (name == "lost") return -1;
    if (name == "playing") return 0;
    bad(where, "expected playing, won or lost");
}

}  // namespace json_read

}  // namespace olympus::microhero
