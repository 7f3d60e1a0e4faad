// What a player may know (view_json) and the same as compact text (describe, for script mode).
// Face-down things stay hidden: of the deck the player knows the cards on its top it has seen put
// there in order (an anticipated card, the discard pile turned over, a Stance reveal) and what the
// rest holds, listed by card number and not in its order; the upcoming Trials and Hera's stack
// are counts only.
#include <algorithm>
#include <map>
#include <sstream>

#include "microhero/state.hpp"

namespace olympus::microhero {

using nlohmann::json;

namespace {

json half_view(const Half& h) {
    json j = json::object();
    if (h.attack) j["attack"] = h.attack;
    if (h.defense) j["defense"] = h.defense;
    if (h.xp) j["xp"] = h.xp;
    if (h.draw) j["draw"] = h.draw;
    return j;
}

json card_view(const State& s, const Card& c) {
    const CardDef& d = s.def(c);
    return {{"uid", c.uid},
            {"id", d.id},
            {"name", s.card_name(c)},
            {"type", std::string(to_string(d.type))},
            {"up", c.up},
            {"gives", half_view(d.half(c.up))},
            {"other_half", half_view(d.half(!c.up))}};
}
json cards_view(const State& s, const std::vector<Card>& v) {
    json a = json::array();
    for (const Card& c : v) a.push_back(card_view(s, c));
    return a;
}

std::string half_text(const Half& h) {
    std::string t;
    auto add = [&](int n, const char* what) {
        if (n) t += (t.empty() ? "" : " ") + std::to_string(n) + what;
    };
    add(h.attack, "A");
    add(h.defense, "D");
    add(h.xp, "X");
    if (h.draw) t += (t.empty() ? "" : " ") + std::string("draw ") + std::to_string(h.draw);
    return t.empty() ? "-" : t;
}

// "Strike x2, Block" from a list of cards. For an ordered pile only neighbours are grouped, so
// the order still reads.
std::string grouped(const State& s, const std::vector<Card>& v, bool ordered = false) {
    std::vector<std::pair<std::string, int>> groups;
    for (const Card& c : v) {
        std::string n = s.card_name(c);
        bool found = false;
        if (ordered) {
            if (!groups.empty() && groups.back().first == n) ++groups.back().second, found = true;
        } else {
            for (auto& [name, k] : groups)
                if (name == n) ++k, found = true;
        }
        if (!found) groups.push_back({n, 1});
    }
    std::string t;
    for (const auto& [name, k] : groups) t += (t.empty() ? "" : ", ") + name + (k > 1 ? " x" + std::to_string(k) : "");
    return t.empty() ? "(none)" : t;
}

}  // namespace

json State::view_json(int player) const {
    const Catalog& c = *cat;
    json v;
    v["game"] = "microhero";
    v["seat"] = player;
    v["phase"] = std::string(microhero::to_string(phase));
    v["actor"] = actor;
    v["round"] = round;
    v["turn"] = turn;
    v["result"] = result > 0 ? "won" : result < 0 ? "lost" : "playing";
    v["options"] = to_json()["options"];
    if (trial >= 0) {
        const TrialDef& td = c.trials[static_cast<std::size_t>(trial)];
        v["trial"] = {{"id", td.id},           {"name", td.name},           {"text", td.text},
                      {"attack", t_attack},     {"defense", t_defense},       {"health", t_health},
                      {"health_start", t_health_start}, {"attack_now", trial_attack_now()},
                      {"defense_now", trial_defense_now()}, {"max_damage", max_damage()}};
    }
    json lin = json::array();
    for (const auto& l : lingering)
        lin.push_back({{"id", c.trials[static_cast<std::size_t>(l.trial)].id},
                       {"name", c.trials[static_cast<std::size_t>(l.trial)].name},
                       {"text", c.trials[static_cast<std::size_t>(l.trial)].text},
                       {"rounds_left", l.rounds_left}});
    v["lingering"] = lin;
    json ov = json::array();
    for (int t : overcome) ov.push_back(c.trials[static_cast<std::size_t>(t)].id);
    v["overcome"] = ov;
    v["upcoming_count"] = upcoming.size();
    v["xp"] = xp;
    v["costs"] = {{"technique", std::max(0, c.technique_cost + static_sum(Effect::XpCost))},
                  {"blessing", std::max(0, c.blessing_cost + static_sum(Effect::XpCost))}};
    v["reserve"] = cards_view(*this, reserve);
    v["wounds"] = cards_view(*this, wounds.top_first());  // face up in the Reserve
    json ps = json::array();
    for (int p = 0; p < cfg.players; ++p) {
        const Player& pl = players[static_cast<std::size_t>(p)];
        json pj;
        pj["deck_count"] = pl.deck.size();
        pj["deck_known_top"] = cards_view(*this, pl.deck.peek(static_cast<std::size_t>(pl.deck_known)));
        // The rest of the deck by card number: the player knows what went in, not the order.
        std::vector<Card> rest = pl.deck.top_first();
        rest.erase(rest.begin(), rest.begin() + pl.deck_known);
        std::sort(rest.begin(), rest.end(), [](const Card& a, const Card& b) { return a.uid < b.uid; });
        pj["deck_rest"] = cards_view(*this, rest);
        pj["hand"] = cards_view(*this, pl.hand);
        json played = json::array();
        for (std::size_t i = 0; i < pl.played.size(); ++i) {
            json pc = card_view(*this, pl.played[i]);
            Totals t = contribution(p, i);
            pc["attack"] = t.attack;
            pc["defense"] = t.defense;
            pc["xp"] = t.xp;
            pc["supercharged"] = pl.supercharged == static_cast<int>(i);
            played.push_back(pc);
        }
        pj["played"] = played;
        Totals t = totals(p);
        pj["totals"] = {{"attack", t.attack}, {"defense", t.defense}, {"xp", t.xp}};
        pj["discard"] = cards_view(*this, pl.discard.top_first());
        pj["under"] = cards_view(*this, pl.under);
        const StanceDef& sd = c.stances[static_cast<std::size_t>(pl.stance.def)];
        const StanceSide& side = sd.sides[static_cast<std::size_t>(pl.stance.side)];
        pj["stance"] = {{"id", sd.id},          {"name", sd.name},         {"side", pl.stance.side == 0 ? "A" : "B"},
                        {"side_name", side.name}, {"text", side.text},      {"tapped", pl.stance.tapped},
                        {"pending", pl.stance.pending}, {"bonus", pl.stance.bonus}};
        pj["shield"] = pl.shield;
        pj["prep_left"] = pl.prep_left;
        ps.push_back(pj);
    }
    v["players"] = ps;
    if (cfg.hera) {
        json hd = json::array();
        for (int h : hera_discard) hd.push_back(c.hera[static_cast<std::size_t>(h)].id);
        v["hera"] = {{"stack_count", hera_stack.size()},
                     {"discard", hd},
                     {"last", hera_last >= 0 ? json(c.hera[static_cast<std::size_t>(hera_last)].id) : json(nullptr)}};
    }
    if (cfg.calm) {
        json hcs = json::array();
        for (const auto& h : c.health_cards) hcs.push_back({{"id", h.id}, {"name", h.name}, {"text", h.text}});
        v["health_cards"] = hcs;
        v["health_card"] = health_card >= 0 ? json(c.health_cards[static_cast<std::size_t>(health_card)].id) : json(nullptr);
    }
    json legal = json::array();
    if (player == actor)
        for (const auto& a : legal_actions()) legal.push_back(a.to_string());
    v["legal"] = legal;
    json lg = json::array();
    // The whole log the state keeps (60 lines): a board opened on a campaign fills a tall
    // terminal's log from it, and a move that says more than a few lines (a round's end) loses none.
    std::size_t from = 0;
    for (std::size_t i = from; i < log.size(); ++i) lg.push_back(log[i]);
    v["log"] = lg;
    return v;
}

json State::public_view_json() const {
    json v = view_json(-1);  // no seat is -1, so no legal moves are listed
    v["seat"] = nullptr;
    return v;
}

std::string State::describe(int player) const {
    const Catalog& c = *cat;
    std::ostringstream o;
    o << "Micro Hero: round " << round << "/12, turn " << turn << ", " << microhero::to_string(phase);
    if (result == 0) o << (cfg.players == 2 ? " (P" + std::to_string(actor + 1) + " to act)" : "");
    else o << (result > 0 ? " - VICTORY" : " - DEFEAT");
    o << "\n";
    if (trial >= 0) {
        const TrialDef& td = c.trials[static_cast<std::size_t>(trial)];
        o << "Trial: " << td.name << "  Attack " << trial_attack_now() << "  Defense " << trial_defense_now()
          << "  Health " << t_health << "/" << t_health_start << "  - " << td.text << "\n";
    }
    for (const auto& l : lingering)
        o << "  still in play (" << l.rounds_left << " more): " << c.trials[static_cast<std::size_t>(l.trial)].name
          << " - " << c.trials[static_cast<std::size_t>(l.trial)].text << "\n";
    if (cfg.calm && health_card >= 0)
        o << "Health card: " << c.health_cards[static_cast<std::size_t>(health_card)].name << "\n";
    o << "Overcome " << overcome.size() << ", upcoming " << upcoming.size() << ", Wounds left " << wounds.size() << "\n";
    o << "Reserve: " << grouped(*this, reserve) << "\n";
    for (int p = 0; p < cfg.players; ++p) {
        const Player& pl = players[static_cast<std::size_t>(p)];
        std::string who = cfg.players == 2 ? "P" + std::to_string(p + 1) + (p == player ? " (you)" : "") + " " : "";
        const StanceDef& sd = c.stances[static_cast<std::size_t>(pl.stance.def)];
        o << who << "Stance: " << sd.name << " - " << sd.sides[static_cast<std::size_t>(pl.stance.side)].name
          << (pl.stance.tapped ? " (tapped)" : " (upright)") << (pl.stance.pending ? ", next card supercharged" : "");
        if (cfg.athena) o << "  Shield " << pl.shield;
        o << "\n";
        o << who << "Hand:";
        for (std::size_t i = 0; i < pl.hand.size(); ++i) {
            const Card& h = pl.hand[i];
            o << "  " << (i + 1) << " " << card_name(h) << " [" << half_text(def(h).half(h.up)) << "]";
        }
        o << (pl.hand.empty() ? " (empty)" : "") << "\n";
        if (!pl.played.empty()) {
            o << who << "Played:";
            for (std::size_t i = 0; i < pl.played.size(); ++i) {
                Totals t = contribution(p, i);
                o << "  " << card_name(pl.played[i]) << (pl.supercharged == static_cast<int>(i) ? "*" : "") << " ("
                  << half_text({t.attack, t.defense, t.xp, 0}) << ")";
            }
            Totals t = totals(p);
            o << "  = Attack " << t.attack << ", Defense " << t.defense << ", XP " << t.xp << "\n";
        }
        o << who << "Deck " << pl.deck.size();
        if (pl.deck_known > 0) o << " (top first: " << grouped(*this, pl.deck.peek(static_cast<std::size_t>(pl.deck_known)), true) << ")";
        o << ", discard " << pl.discard.size();
        if (!pl.discard.empty()) o << " (top first: " << grouped(*this, pl.discard.top_first(), true) << ")";
        if (!pl.under.empty()) o << ", under the Stance: " << grouped(*this, pl.under);
        o << "\n";
    }
    if (phase == Phase::Improvement) o << "Experience to spend: " << xp << "\n";
    if (phase == Phase::Preparation)
        o << "Preparation actions left: " << players[static_cast<std::size_t>(actor)].prep_left << "\n";
    if (cfg.hera && hera_last >= 0) o << "Hera's Revenge: " << c.hera[static_cast<std::size_t>(hera_last)].id << "\n";
    if (!log.empty()) o << "Last: " << log.back() << "\n";
    return o.str();
}

}  // namespace olympus::microhero
