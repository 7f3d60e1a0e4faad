#include "microhero/policy.hpp"

#include <algorithm>
#include <map>

namespace olympus::microhero {

namespace {

// Blocking usually comes first because a Wound both clogs the deck and brings the campaign's
// end closer; Health taken next; then Experience.
using Weights = GreedyWeights;

const StanceSide& stance_side(const State& s, int p) {
    const Stance& st = s.players[static_cast<std::size_t>(p)].stance;
    return s.cat->stances[static_cast<std::size_t>(st.def)].sides[static_cast<std::size_t>(st.side)];
}

int technique_cost(const State& s) { return std::max(1, s.cat->technique_cost + s.static_sum(Effect::XpCost)); }

double xp_value(const Weights& kW, const State& s, int xp) {
    xp = std::max(0, xp + s.static_sum(Effect::Xp));
    int cost = technique_cost(s);
    return (xp / cost) * kW.xp_action + (xp % cost) * kW.xp_point;
}

// Wounds taken when `defense` (with the Shield) meets the Trial's attack.
int wounds_for(const State& s, int defense, int shield) {
    int atk = s.trial_attack_now();
    int d = defense + (s.cfg.athena ? shield : 0);
    if (d >= atk) return 0;
    return (s.cfg.blood ? atk - d : 1) + s.late_wounds(static_cast<int>(s.overcome.size()));
}

// What taking the next n Wounds of the stack costs (they come off its top, in order).
double wound_cost(const Weights& kW, const State& s, int n) {
    const int left = s.wounds_left();
    double per = kW.wound + kW.wound_scarcity / (left + 1);
    if (!s.cfg.blood) return n * per;
    double sum = 0;
    for (int k = 0; k < n; ++k) {
        if (k >= left) {
            sum += per;
            continue;
        }
        const CardDef& d = s.def(s.wounds.at_from_top(static_cast<std::size_t>(k)));
        WoundDiscard w = d.on_discard[0];
        sum += per * (w == WoundDiscard::Exhaust ? kW.flesh_factor : w == WoundDiscard::ExtraWound ? kW.deep_factor : 1.0);
    }
    return sum;
}

double outcome_score(const Weights& kW, const State& s, int p, const Totals& own, double exhaust_cost) {
    Totals all = own;
    int wounds = 0;
    if (s.cfg.players == 2) {
        Totals other = s.totals(1 - p);
        all.attack += other.attack;
        all.xp += other.xp;
        // The pooled Defense, split as well as it can be.
        int total = own.defense + other.defense;
        int best = 1 << 20;
        for (int k = 0; k <= total; ++k)
            best = std::min(best, wounds_for(s, k, s.players[0].shield) + wounds_for(s, total - k, s.players[1].shield));
        wounds = best;
    } else {
        wounds = wounds_for(s, own.defense, s.players[0].shield);
    }
    int tdef = s.trial_defense_now();
    int dmg = all.attack / tdef;
    if (s.max_damage() >= 0) dmg = std::min(dmg, s.max_damage());
    double xpv = xp_value(kW, s, all.xp);
    if (dmg >= s.t_health) return 1e5 + xpv - exhaust_cost;
    // What the Trials' abilities will do after this turn's outcome.
    int grow_atk = 0, grow_def = 0, heal = 0, extra_wounds = 0;
    for (int t : s.active_trials())
        for (const auto& a : s.cat->trials[static_cast<std::size_t>(t)].abilities) {
            bool fires = (a.when == Trigger::HealthLost && dmg > 0) || (a.when == Trigger::NoHealthLost && dmg == 0) ||
                         (a.when == Trigger::Blocked && wounds == 0) || (a.when == Trigger::Wounded && wounds > 0);
            if (!fires) continue;
            if (a.effect == Effect::Attack) grow_atk += a.amount;
            if (a.effect == Effect::Defense) grow_def += a.amount;
            if (a.effect == Effect::Heal) heal += a.amount;
            if (a.effect == Effect::Wound) extra_wounds += a.amount;
        }
    wounds += extra_wounds;
    int left = s.wounds_left();
    double sc = dmg * kW.health + xpv - exhaust_cost;
    if (wounds > left) sc -= 1e6;
    sc -= wound_cost(kW, s, wounds);
    // A Trial value that grows weighs more the longer the round still has to go (at this turn's
    // pace): +1 Attack for two more turns is not +1 Attack for eight.
    const double pace = std::max(1, dmg);
    const double to_go = std::clamp((s.t_health - dmg) / pace, 1.0, 8.0);
    const double longer = to_go / 2.0;
    sc -= (grow_atk * kW.trial_attack + grow_def * kW.trial_defense) * longer +
          std::min(heal, s.t_health_start - s.t_health + dmg) * kW.trial_heal;
    return sc;
}

double exhaust_cost(const Weights& kW, const State& s, const Card& c) {
    const CardDef& d = s.def(c);
    if (d.type == CardType::Blessing) return kW.exhaust_blessing;
    return kW.exhaust_technique + (c.up ? kW.exhaust_upgraded : 0);
}

// The best first step of the rest of this Planning Phase, by trying every distinct order of the
// hand (and each card the Stance could supercharge).
Action plan_step(const Weights& kW, const State& s) {
    const int p = s.actor;
    const Player& pl = s.players[static_cast<std::size_t>(p)];
    const StanceSide& side = stance_side(s, p);
    const bool upright = !pl.stance.tapped;

    // Stance uses that are good whenever available.
    if (upright && side.action == StanceAction::DrawThenFlip && (!pl.deck.empty() || !pl.discard.empty()))
        return Action::tap_stance();
    if (upright && side.action == StanceAction::BonusPerUnder && (side.base > 0 || !pl.under.empty()))
        return Action::tap_stance();
    if (upright && side.action == StanceAction::PutUnder && !pl.hand.empty()) {
        // The weakest card goes under (a Wound first), and the Stance draws its replacements.
        int worst = 0;
        double wv = 1e9;
        for (std::size_t i = 0; i < pl.hand.size(); ++i) {
            const Card& c = pl.hand[i];
            const Half& h = s.def(c).half(c.up);
            double v = s.def(c).type == CardType::Wound ? -1 : h.attack * 1.2 + h.defense + h.xp * 0.8 + 3 * h.draw;
            if (v < wv) wv = v, worst = static_cast<int>(i);
        }
        return Action::tap_stance(worst);
    }
    if (pl.hand.empty()) return Action::end_planning();

    // Distinct cards of the hand, by (def, upgraded).
    std::vector<Card> kinds;
    std::vector<int> keys;
    for (const Card& c : pl.hand) {
        int k = -1;
        for (std::size_t i = 0; i < kinds.size(); ++i)
            if (kinds[i].def == c.def && kinds[i].up == c.up) k = static_cast<int>(i);
        if (k < 0) {
            k = static_cast<int>(kinds.size());
            kinds.push_back(c);
        }
        keys.push_back(k);
    }
    auto hand_index_of = [&](int key) {
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] == key) return static_cast<int>(i);
        return 0;
    };

    const bool can_super = upright && side.action == StanceAction::SuperchargeNext;
    const bool pending = pl.stance.pending;

    if (pl.hand.size() > 8) {
        // Too many orders to try: the strongest card first, Wounds last.
        int best = 0;
        double bv = -1;
        for (std::size_t i = 0; i < pl.hand.size(); ++i) {
            const Half& h = s.def(pl.hand[i]).half(pl.hand[i].up);
            double v = h.attack + h.defense + h.xp + 3 * h.draw;
            if (v > bv) bv = v, best = static_cast<int>(i);
        }
        return Action::play(best);
    }

    // Hera's Revenge: the chance that the last card played will be crossed out (the stack's
    // make-up is public: every card not in its discard pile).
    double p_cross = 0;
    if (s.cfg.hera && !s.hera_stack.empty()) {
        int crosses = 0;
        for (std::size_t i = 0; i < s.cat->hera.size(); ++i)
            if (s.cat->hera[i].symbol == HeraSymbol::Cross) ++crosses;
        for (int h : s.hera_discard)
            if (s.cat->hera[static_cast<std::size_t>(h)].symbol == HeraSymbol::Cross) --crosses;
        p_cross = static_cast<double>(crosses) / static_cast<double>(s.hera_stack.size());
    }

    // Every distinct order: permutations of the sorted keys (keys itself still maps hand
    // positions to kinds, for hand_index_of).
    std::vector<int> perm = keys;
    std::sort(perm.begin(), perm.end());
    double best_score = -1e18;
    int best_first = perm.front();
    bool best_tap = false;
    const std::size_t np = pl.played.size();
    struct Step {
        const Half* h;
        bool super;
    };
    std::vector<Step> seq;
    // Totals of a whole turn's sequence; drop_last: as if its last card were never played.
    auto eval = [&](int draws, bool drop_last) {
        Totals t;
        std::size_t len = seq.size() - (drop_last && draws == 0 ? 1 : 0);
        int n = static_cast<int>(seq.size()) + draws - (drop_last ? 1 : 0);
        for (std::size_t i = 0; i < len; ++i) {
            int m = (n - static_cast<int>(i)) * (seq[i].super ? 2 : 1);
            t.attack += seq[i].h->attack * m;
            t.defense += seq[i].h->defense * m;
            t.xp += seq[i].h->xp * m;
        }
        t.attack += pl.stance.bonus;
        t.defense += pl.stance.bonus;
        return t;
    };
    do {
        int draws = 0;
        for (int k : perm) draws += s.def(kinds[static_cast<std::size_t>(k)]).half(kinds[static_cast<std::size_t>(k)].up).draw;
        // sc = -1: no supercharge; else the position in perm that gets it.
        int first_nonwound = -1;
        for (std::size_t j = 0; j < perm.size(); ++j)
            if (s.def(kinds[static_cast<std::size_t>(perm[j])]).type != CardType::Wound) {
                first_nonwound = static_cast<int>(j);
                break;
            }
        std::vector<int> choices;
        if (pending) choices.push_back(first_nonwound);
        else {
            choices.push_back(-1);
            if (can_super)
                for (std::size_t j = 0; j < perm.size(); ++j)
                    if (s.def(kinds[static_cast<std::size_t>(perm[j])]).type != CardType::Wound)
                        choices.push_back(static_cast<int>(j));
        }
        for (int sc : choices) {
            // A supercharged card's draw happens twice too.
            int sc_draws = draws;
            if (sc >= 0) {
                const Card& c = kinds[static_cast<std::size_t>(perm[static_cast<std::size_t>(sc)])];
                sc_draws += s.def(c).half(c.up).draw;
            }
            seq.clear();
            for (std::size_t i = 0; i < np; ++i)
                seq.push_back({&s.def(pl.played[i]).half(pl.played[i].up), pl.supercharged == static_cast<int>(i)});
            double ex = 0;
            for (std::size_t j = 0; j < perm.size(); ++j) {
                const Card& c = kinds[static_cast<std::size_t>(perm[j])];
                seq.push_back({&s.def(c).half(c.up), static_cast<int>(j) == sc});
                if (static_cast<int>(j) == sc) ex = exhaust_cost(kW, s, c);
            }
            double v = outcome_score(kW, s, p, eval(sc_draws, false), ex);
            if (p_cross > 0) v = (1 - p_cross) * v + p_cross * outcome_score(kW, s, p, eval(sc_draws, true), ex);
            if (v > best_score) {
                best_score = v;
                best_first = perm.front();
                best_tap = !pending && sc == 0;
            }
        }
    } while (std::next_permutation(perm.begin(), perm.end()));
    if (best_tap) return Action::tap_stance();
    return Action::play(hand_index_of(best_first));
}

// Icons per trigger a player's cards give, to see what the deck lacks.
Totals deck_shape(const State& s, int p) {
    Totals t;
    for (const Card& c : s.owned_cards(p)) {
        const Half& h = s.def(c).base;
        t.attack += h.attack;
        t.defense += h.defense;
        t.xp += h.xp;
    }
    return t;
}

// Whether the Trial just revealed calls for more Defense than the deck has: a failed block
// against it does more than cost a Wound, or it already hits harder than the deck's Defense
// cards, all in one hand and played first, could block.
bool trial_threatens(const State& s, int p) {
    if (s.late_wounds(static_cast<int>(s.overcome.size())) > 0) return true;
    for (int t : s.active_trials())  // a lingering Trial's ability bites as much (Heroic, Mythic)
        for (const auto& a : s.cat->trials[static_cast<std::size_t>(t)].abilities)
            if (a.when == Trigger::Wounded) return true;
    std::vector<int> defs;
    for (const Card& c : s.owned_cards(p)) defs.push_back(s.def(c).half(c.up).defense);
    std::sort(defs.rbegin(), defs.rend());
    const int hand = s.hand_size();
    int best = 0;
    for (int i = 0; i < hand && i < static_cast<int>(defs.size()); ++i) best += defs[static_cast<std::size_t>(i)] * (hand - i);
    return s.trial_attack_now() + 1 > best;
}

// The Technique in the Reserve that the player's deck lacks most, or -1.
int wanted_technique(const State& s, int p) {
    Totals t = deck_shape(s, p);
    double sum = std::max(1, t.attack + t.defense + t.xp);
    // Shares aimed at: Attack overcomes Trials, Defense keeps Wounds away, Experience buys.
    // With Blood and Bruises every point of Defense short is a Wound: more Blocks.
    const double want_d = s.cfg.blood ? 0.54 : 0.36, want_a = s.cfg.blood ? 0.30 : 0.40;
    double need_a = want_a - t.attack / sum, need_d = want_d - t.defense / sum, need_x = 1 - want_a - want_d - t.xp / sum;
    int best = -1;
    double bv = -1e9;
    for (const Card& r : s.reserve) {
        const CardDef& d = s.def(r);
        if (d.type != CardType::Technique) continue;
        double v = d.base.attack * need_a + d.base.defense * need_d + d.base.xp * need_x;
        if (v > bv) bv = v, best = r.def;
    }
    return best;
}

double blessing_value(const CardDef& d) {
    return d.base.attack * 1.2 + d.base.defense * 1.0 + d.base.xp * 0.8 + d.base.draw * 2.5;
}

Action improve_step(const State& s) {
    auto legal = s.legal_actions();
    auto has = [&](const Action& a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
    const bool coop = s.cfg.players == 2;
    // The seat to improve: the smaller deck (co-op), else the only one.
    int seat = 0;
    if (coop && s.owned_cards(1).size() < s.owned_cards(0).size()) seat = 1;
    int sa = coop ? seat : -1;
    const int tcost = technique_cost(s);

    // 0. Blood and Bruises: a hand without Defense can cost the whole Wound stack, so an
    // upgraded Block goes on top of the deck for next turn whenever the Experience allows it.
    const bool top_defends = !s.players[0].discard.empty() && !s.players[0].discard.top().up &&
                             s.def(s.players[0].discard.top()).base.defense > 0;
    if (s.cfg.blood && !coop && s.xp >= 3 * tcost && !top_defends) {
        for (const Card& r : s.reserve)
            if (s.def(r).type == CardType::Technique && s.def(r).base.defense > 0 && has(Action::buy(s.def(r).id)))
                return Action::buy(s.def(r).id);
    }
    if (s.cfg.blood && !coop && s.xp >= 2 * tcost && !s.players[0].discard.empty()) {
        const Card& top = s.players[0].discard.top();
        if (!top.up && s.def(top).base.defense > 0 && has(Action::upgrade())) return Action::upgrade();
    }

    // 1. A Blessing when affordable.
    int best_b = -1;
    double bv = -1;
    for (const Card& r : s.reserve)
        if (s.def(r).type == CardType::Blessing && has(Action::buy(s.def(r).id, sa)) && blessing_value(s.def(r)) > bv)
            bv = blessing_value(s.def(r)), best_b = r.def;
    if (best_b >= 0) return Action::buy(s.cat->card(best_b).id, sa);
    for (int q = 0; q < s.cfg.players; ++q) {
        int qa = coop ? q : -1;
        const Player& pl = s.players[static_cast<std::size_t>(q)];
        if (pl.discard.empty()) continue;
        const Card& top = pl.discard.top();
        bool wound = s.def(top).type == CardType::Wound;
        // 2. An upgraded card on the discard goes on the deck for next turn.
        if (top.up && !wound && has(Action::anticipate(qa))) return Action::anticipate(qa);
        // 3. Upgrade then anticipate when there is Experience for both.
        if (!top.up && !wound && s.xp >= 2 * tcost && has(Action::upgrade(qa)) && s.xp < 3 * tcost)
            return Action::upgrade(qa);
    }
    // 3b. Blood and Bruises: an upgraded Heavy Wound leaves the deck like any card.
    for (int q = 0; q < s.cfg.players; ++q) {
        int qa = coop ? q : -1;
        const Player& pl = s.players[static_cast<std::size_t>(q)];
        if (!pl.discard.empty() && s.def(pl.discard.top()).type == CardType::Wound && has(Action::upgrade(qa)))
            return Action::upgrade(qa);
    }
    // 4. Buy what the deck lacks (then 3 upgrades it and 2 anticipates it, XP allowing).
    if (s.xp >= tcost) {
        int want = wanted_technique(s, seat);
        if (want >= 0 && has(Action::buy(s.cat->card(want).id, sa))) return Action::buy(s.cat->card(want).id, sa);
    }
    // 5. Whatever upgrade is left.
    for (int q = 0; q < s.cfg.players; ++q) {
        int qa = coop ? q : -1;
        const Player& pl = s.players[static_cast<std::size_t>(q)];
        if (!pl.discard.empty() && s.def(pl.discard.top()).type != CardType::Wound && has(Action::upgrade(qa)))
            return Action::upgrade(qa);
    }
    return Action::end_improvement();
}

Action defend_step(const State& s) {
    int total = s.totals(0).defense + s.totals(1).defense;
    int best = 0, bw = 1 << 20, bshield = -1;
    for (int k = 0; k <= total; ++k) {
        int w = wounds_for(s, k, s.players[0].shield) + wounds_for(s, total - k, s.players[1].shield);
        int atk = s.trial_attack_now();
        int spare = std::max(0, k - atk) + std::max(0, total - k - atk);
        if (w < bw || (w == bw && spare > bshield)) bw = w, best = k, bshield = spare;
    }
    return Action::defend(best);
}

Action health_card_step(const State& s) {
    int best = -1;
    int bv = 1 << 20;
    for (std::size_t i = 0; i < s.cat->health_cards.size(); ++i) {
        if (static_cast<int>(i) == s.health_card) continue;
        int v = 0;
        for (int h = 1; h <= s.t_health_start; ++h) {
            auto [a, d] = s.cat->health_cards[i].bonus(h);
            v += a + d;
        }
        if (v < bv) bv = v, best = static_cast<int>(i);
    }
    return Action::health_card(s.cat->health_cards[static_cast<std::size_t>(best)].id);
}

Action prep_step(const State& s) {
    const int p = s.actor;
    auto legal = s.legal_actions();
    auto has = [&](const Action& a) { return std::find(legal.begin(), legal.end(), a) != legal.end(); };
    // 1. Wounds out, the worst first.
    int worst = -1, wl = -1;
    for (const Card& c : s.players[static_cast<std::size_t>(p)].deck.bottom_first())
        if (s.def(c).type == CardType::Wound && s.def(c).layer > wl) wl = s.def(c).layer, worst = c.def;
    if (worst >= 0) return Action::prep_exhaust(s.cat->card(worst).id, false);
    // 2. A Shield to start the Trial with.
    if (s.cfg.athena && s.players[static_cast<std::size_t>(p)].shield < s.cat->shield_prep_bonus)
        return Action::prep_shield();
    // 3. A Block against a Trial that threatens more than the deck can block (measured: 47.0% to
    // about 59% of Normal campaigns won, docs/PERFORMANCE.md), else the Technique the deck lacks.
    int want = wanted_technique(s, p);
    if (trial_threatens(s, p)) want = s.cat->card_index("block");
    if (want >= 0 && has(Action::prep_gain(s.cat->card(want).id))) return Action::prep_gain(s.cat->card(want).id);
    // 4. Upgrade a Strike, else anything.
    for (const auto& a : legal)
        if (a.kind == Action::Kind::PrepUpgrade && a.card == "strike") return a;
    for (const auto& a : legal)
        if (a.kind == Action::Kind::PrepUpgrade || a.kind == Action::Kind::PrepShield) return a;
    return legal.front();
}

}  // namespace

Action random_policy(const State& s, Rng& rng) {
    auto legal = s.legal_actions();
    if (legal.empty()) throw std::logic_error("random_policy: no legal action");
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

static Action greedy_step(const Weights& w, const State& s) {
    switch (s.phase) {
        case Phase::Planning: return plan_step(w, s);
        case Phase::Improvement: return improve_step(s);
        case Phase::Defense: return defend_step(s);
        case Phase::HealthCard: return health_card_step(s);
        case Phase::Preparation: return prep_step(s);
        case Phase::Over: break;
    }
    throw std::logic_error("greedy_policy: the campaign is over");
}

Action greedy_policy(const State& s, Rng& rng) {
    (void)rng;  // deterministic
    return greedy_step(GreedyWeights{}, s);
}

Policy greedy_policy_with(const GreedyWeights& w) {
    return [w](const State& s, Rng&) { return greedy_step(w, s); };
}

std::vector<std::string> policy_names() { return {"random", "greedy"}; }

std::optional<Policy> policy_by_name(std::string_view name) {
    if (name == "random") return Policy(random_policy);
    if (name == "greedy") return Policy(greedy_policy);
    return std::nullopt;
}

}  // namespace olympus::microhero
