// The computer players. The heuristic reads a Board through Reader and looks only at the acting
// seat's own hand and at public things (cards in play, discard piles, counts of decks and hands),
// so it decides the same on the true state as on the seat's view. Each effect verb's worth to it
// sits in `worth_on` / `worth_plain` below, beside the combat forecast that prices fights.
#include "arc/policy.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <set>

#include "arc/rules.hpp"

namespace olympus::arc {

namespace {

constexpr double kCardInHand = 0.5;
// What emptying a deck is worth (mill_worth): the game. Anything this bad is never a side effect.
constexpr double kFatal = 50;

double unit_value(const CardDb& db, CardId id) {
    const CardDef& c = db[id];
    return c.power + 0.35 * c.cost + 0.5 * static_cast<double>(c.abilities.size());
}

// What discarding n cards from a deck of `deck` is worth to the deck's enemy.
double mill_worth(int deck, int n) {
    if (n <= 0) return 0;
    if (n >= deck) return 100;
    return (0.35 + 4.0 / (deck + 2)) * n;
}

// Hypothetical changes to a fight, for pricing combat cards and targets.
struct Overlay {
    std::map<std::uint16_t, int> extra;
    std::set<std::uint16_t> gone;  // out of play or out of combat
};

struct AttackPlan {
    std::vector<std::uint16_t> attackers;  // best first
};

struct BlockPlan {
    std::vector<BlockPair> pairs;
};

class Brain {
public:
    Brain(const CardDb& d, const Board& bd, Rng& rg) : db(d), b(bd), r(d, bd), me(r.to_act()), rng(rg) {
        for (std::size_t s = 0; s < bd.p.size(); ++s) decks_[s] = static_cast<int>(bd.p[s].deck.size());
        clear_caches();
    }
    // A what-if on a sketch of the table (which holds no piles): deck sizes come from the real one.
    struct PowerTable;
    Brain(const CardDb& d, const Board& bd, Rng& rg, int seat, const std::array<int, kMaxPlayers>& decks, PowerTable* table)
        : db(d), b(bd), r(d, bd), me(seat), rng(rg), decks_(decks), table_(table) {
        clear_caches();
    }

    Action decide(std::vector<Action> acts) {
        if (acts.empty()) throw std::logic_error("arc: heuristic with no legal move");
        if (acts.size() == 1) return acts[0];
        return best(acts, scores(acts, 1));
    }

    // How much the heuristic likes each move (higher is better); the same numbers rank moves
    // for the search. With `top` > 0 only the best `top` moves need their true scores (and their
    // order); the others may get a lower one.
    std::vector<double> scores(const std::vector<Action>& acts, std::size_t top = 0) {
        if (!b.stack.empty()) return pick_option(acts);
        if (r.queue_needs_order()) return std::vector<double>(acts.size(), 0.0);
        switch (b.step) {
            case Step::Main: return main_move(acts, top);
            case Step::Declare: return declare_move(acts);
            case Step::Block: return block_move(acts);
            case Step::DefenderCombat:
            case Step::AttackerCombat: return combat_move(acts);
            case Step::Discard: return kill_move(acts);
            default: break;
        }
        return std::vector<double>(acts.size(), 0.0);
    }

private:
    const CardDb& db;
    const Board& b;
    Reader r;
    int me;
    Rng& rng;
    std::array<int, kMaxPlayers> decks_{};

    // A Brain never changes its table, so a unit's power is computed once: the attack plan asks
    // for the same powers thousands of times in a playout (it was most of the search's time).
    static constexpr std::size_t kCached = 256;  // uids beyond this are computed each time
    static constexpr std::int16_t kUnset = -2;
    mutable std::array<std::int16_t, kCached> power_{};
    mutable std::unique_ptr<Board> scratch_;  // attack_value's what-if table
    void clear_caches() { power_.fill(kUnset); }

public:
    // r.power_if(owner, unit, attacking, blocking) depends on the unit, its owner's characters
    // and the two flags, none of which a what-if sketch changes: one table serves a Brain and
    // every what-if Brain it makes.
    struct PowerTable {
        std::array<std::int16_t, kCached * 4> v;
        PowerTable() { v.fill(kUnset); }
    };

private:
    mutable std::unique_ptr<PowerTable> own_table_;
    mutable PowerTable* table_ = nullptr;
    PowerTable* table() const {
        if (!table_) {
            own_table_ = std::make_unique<PowerTable>();
            table_ = own_table_.get();
        }
        return table_;
    }
    int power_if(int seat, const Unit& u, bool att, bool blk) const {
        if (u.uid >= kCached) return r.power_if(seat, u, att, blk);
        std::int16_t& slot = table()->v[u.uid * 4u + (att ? 2u : 0u) + (blk ? 1u : 0u)];
        if (slot == kUnset) slot = static_cast<std::int16_t>(r.power_if(seat, u, att, blk));
        return slot;
    }
    // r.power of the unit in play with this uid (-1: no such unit).
    int power_of(std::uint16_t uid) const {
        if (uid < kCached && power_[uid] != kUnset) return power_[uid];
        int owner = -1;
        const Unit* u = r.unit(uid, &owner);
        const bool fights = u && r.in_combat(uid);
        const int p = u ? power_if(owner, *u, fights && r.attacking(uid), fights && r.blocking(uid)) : -1;
        if (uid < kCached) power_[uid] = static_cast<std::int16_t>(p);
        return p;
    }
    // Its power were it blocking, for its owner `seat`.
    int block_power(int seat, const Unit& u) const { return power_if(seat, u, false, true); }

    const Player& pl(int s) const { return b.p[static_cast<std::size_t>(s)]; }
    double noise() { return rng.below(1000) / 100000.0; }
    int deck(int s) const { return decks_[static_cast<std::size_t>(s)]; }

    Action best(const std::vector<Action>& acts, const std::vector<double>& score) {
        std::size_t pick = 0;
        double top = -1e18;
        for (std::size_t i = 0; i < acts.size(); ++i) {
            double s = score[i] + noise();
            if (s > top) {
                top = s;
                pick = i;
            }
        }
        return acts[pick];
    }

    // ---- fights ----

    int pw(std::uint16_t uid, const Overlay& o) const {
        const int p = power_of(uid);
        if (p < 0) return 0;
        auto it = o.extra.find(uid);
        return std::max(0, p + (it == o.extra.end() ? 0 : it->second));
    }

    double side_sign(int s) const { return s == me ? 1.0 : -1.0; }

    // The current fight's outcome if nothing more is played, in my favour.
    double forecast(const Overlay& o) const {
        if (b.combat.defender < 0) return 0;
        const int att = b.active, dfd = b.combat.defender;
        if (me != att && me != dfd) return 0;
        double v = 0;
        const int ward = r.ward(dfd);
        int milled = 0;
        for (std::uint16_t a : b.combat.attackers) {
            const Unit* ua = r.unit(a);
            if (!ua || r.removed(a) || o.gone.count(a)) continue;
            const CardDef& ca = db[ua->id];
            const int A = pw(a, o);
            if (!r.ever_blocked(a)) {
                const Ability* bonus = ca.find_static(StaticKind::UnblockedBonus);
                milled += std::max(0, A + (bonus ? bonus->n : 0) - ward);
                continue;
            }
            std::vector<std::uint16_t> bl;
            for (std::uint16_t x : r.blockers_of(a))
                if (!o.gone.count(x)) bl.push_back(x);
            if (bl.empty()) continue;
            int S = 0;
            for (std::uint16_t x : bl) S += pw(x, o);
            if (S >= A) v -= side_sign(att) * unit_value(db, ua->id);
            // The attacker discards the most valuable blockers that fit under its power.
            std::vector<std::pair<std::uint16_t, double>> worth;
            for (std::uint16_t x : bl) worth.push_back({x, unit_value(db, r.unit(x)->id)});
            std::sort(worth.begin(), worth.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
            int used = 0;
            for (const auto& [x, xv] : worth)
                if (used + pw(x, o) <= A) {
                    used += pw(x, o);
                    v -= side_sign(dfd) * xv;
                }
            if (ca.has_static(StaticKind::Trample) && S < A) milled += A - S;
        }
        // Whoever has the smaller deck loses a stalled board: hits count double for them.
        const double race = deck(att) <= deck(dfd) ? 1.6 : 1.0;
        v -= side_sign(dfd) * race * mill_worth(deck(dfd), milled);
        return v;
    }

    // ---- what effects are worth ----

    double card_value(CardId id) const {
        const CardDef& c = db[id];
        if (c.type == CardType::Character) return unit_value(db, id);
        if (c.type == CardType::Resource) return 0.6;
        return 0.8 + 0.3 * c.cost;
    }

    // An effect that picks nothing.
    double worth_plain(const Task& t, const Effect& e) const {
        const int n = r.amount(t, e.amount);
        auto per_player = [&](auto f) {
            double v = 0;
            switch (e.who) {
                case Who::You: v += f(me, true); break;
                case Who::Opponent: {
                    double bestv = -1e9;
                    for (int s : r.sides(t, SideSel::Theirs)) bestv = std::max(bestv, f(s, false));
                    if (bestv > -1e9) v += bestv;
                    break;
                }
                case Who::EachOpponent:
                    for (int s : r.opponents(me)) v += f(s, false);
                    break;
            }
            return v;
        };
        switch (e.verb) {
            case Verb::Mill:
                return per_player([&](int s, bool mine) { return (mine ? -1.0 : 1.0) * mill_worth(deck(s), n); });
            case Verb::Draw:
                return per_player([&](int s, bool mine) {
                    double w = n * 0.7;
                    if (deck(s) <= n + 1) w = -50;
                    return mine ? w : -w;
                });
            case Verb::DiscardRandom:
                return per_player([&](int s, bool mine) {
                    double w = 0.6 * std::min<int>(n, static_cast<int>(pl(s).hand.size()));
                    return mine ? -w : w;
                });
            case Verb::Recycle: return 0.25 * std::min<int>(n, static_cast<int>(pl(me).discard.size()));
            case Verb::UntapResources: {
                int tapped = 0;
                for (const Unit& u : pl(me).resources) tapped += u.tapped;
                return 0.3 * std::min(n, tapped);
            }
            default: return 0;
        }
    }

    // An effect on a chosen option.
    double worth_on(const Task& t, const Effect& e, const Option& o) {
        if (o.kind == Option::Kind::Card) {
            const double v = card_value(o.card);
            if (e.verb == Verb::PutIntoPlay) return v + 0.3 * db[o.card].cost;
            return e.to_play ? v * 1.2 : 0.5 * v + 0.3;
        }
        if (o.kind != Option::Kind::Unit) return 0;
        int owner = -1;
        const Unit* u = r.unit(o.uid, &owner);
        if (!u) return 0;
        const bool mine = owner == me;
        const double uv = unit_value(db, u->id);
        const int p = r.power(owner, *u);
        const double s = mine ? 1.0 : -1.0;
        const bool fighting = b.combat.defender >= 0;
        switch (e.verb) {
            case Verb::Destroy: {
                double v = -s * uv;
                if (fighting && r.in_combat(u->uid)) {
                    Overlay ov;
                    ov.gone.insert(u->uid);
                    v += forecast(ov) - forecast({});
                }
                return v;
            }
            case Verb::Bounce: return -s * 0.6 * uv;
            case Verb::Tap: return u->tapped ? 0 : -s * 0.4 * p;
            case Verb::Untap: return u->tapped ? s * 0.5 * p : 0;
            case Verb::CantBlock: return u->tapped ? 0 : -s * 0.4 * p;
            case Verb::Unblockable: return (u->tapped && !r.attacking(u->uid)) ? 0 : s * 0.5 * p;
            case Verb::Pump: {
                const int n = r.amount(t, e.amount);
                if (fighting && r.in_combat(u->uid)) {
                    Overlay ov;
                    ov.extra[u->uid] = n;
                    return forecast(ov) - forecast({}) + 0.05 * n * s;
                }
                if (e.until == Until::Turn || !fighting) return s * 0.25 * n * (u->tapped ? 0.3 : 1.0);
                return 0;
            }
            case Verb::RemoveFromCombat: {
                if (!r.in_combat(u->uid)) return 0;
                Overlay ov;
                ov.gone.insert(u->uid);
                return forecast(ov) - forecast({});
            }
            default: return 0;
        }
    }

    // The best a card or ability could do now, each choice taken at its best.
    double task_worth(const Task& t) {
        double v = 0;
        for (const Effect& e : r.effects_of(t)) {
            if (!r.holds(t, e.cond)) continue;
            const bool choose = e.target.kind == TargetKind::Choose || e.verb == Verb::Return || e.verb == Verb::PutIntoPlay;
            if (choose) {
                double top = e.target.optional ? 0.0 : -1e9;
                for (const Option& o : r.options(t, e)) top = std::max(top, worth_on(t, e, o));
                if (top > -1e9) v += top;
            } else if (e.target.kind == TargetKind::All) {
                for (const Option& o : r.options(t, e)) v += worth_on(t, e, o);
            } else if (e.target.kind == TargetKind::Self || e.target.kind == TargetKind::Same) {
                v += 0.3;
            } else {
                v += worth_plain(t, e);
            }
        }
        return v;
    }

    // A combat card priced by how it changes the fight (targets picked greedily).
    double combat_card_worth(const CardDef& c) {
        Task t = r.probe(me, c.id, 0, -1, true);
        Overlay o;
        double direct = 0;
        const double base = forecast(o);
        for (const Effect& e : c.effects) {
            if (!r.holds(t, e.cond)) continue;
            auto opts = r.options(t, e);
            switch (e.verb) {
                case Verb::Pump:
                case Verb::Destroy:
                case Verb::RemoveFromCombat: {
                    if (e.target.kind == TargetKind::Same) break;
                    const int n = r.amount(t, e.amount);
                    auto apply_to = [&](Overlay& ov, const Option& x) {
                        if (e.verb == Verb::Pump) ov.extra[x.uid] += n;
                        else ov.gone.insert(x.uid);
                    };
                    auto direct_of = [&](const Option& x) {
                        if (e.verb != Verb::Destroy) return 0.0;
                        int owner = -1;
                        const Unit* u = r.unit(x.uid, &owner);
                        if (!u || r.in_combat(x.uid)) return 0.0;  // the forecast counts fighters
                        return (owner == me ? -1.0 : 1.0) * unit_value(db, u->id);
                    };
                    auto combat_loss = [&](const Option& x) {
                        // A fighter discarded by the card is lost whatever the fight does.
                        if (e.verb != Verb::Destroy || !r.in_combat(x.uid)) return 0.0;
                        int owner = -1;
                        const Unit* u = r.unit(x.uid, &owner);
                        return (owner == me ? -1.0 : 1.0) * unit_value(db, u->id);
                    };
                    if (e.target.kind == TargetKind::All) {
                        for (const Option& x : opts) {
                            apply_to(o, x);
                            direct += direct_of(x) + combat_loss(x);
                        }
                    } else if (!opts.empty()) {
                        double top = e.target.optional ? forecast(o) : -1e18;
                        const Option* pick = nullptr;
                        for (const Option& x : opts) {
                            Overlay ov = o;
                            apply_to(ov, x);
                            double v = forecast(ov) + direct_of(x) + combat_loss(x);
                            if (v > top) {
                                top = v;
                                pick = &x;
                            }
                        }
                        if (pick) {
                            direct += direct_of(*pick) + combat_loss(*pick);
                            apply_to(o, *pick);
                        }
                    }
                    break;
                }
                default:
                    if (e.target.kind == TargetKind::Choose) {
                        double top = 0;
                        for (const Option& x : opts) top = std::max(top, worth_on(t, e, x));
                        direct += top;
                    } else {
                        direct += worth_plain(t, e);
                    }
            }
        }
        return forecast(o) - base + direct;
    }

    // ---- paying ----

    std::array<int, kColours> hand_needs(CardId except) const {
        std::array<int, kColours> need{};
        bool skipped = false;
        for (const Card& c : pl(me).hand) {
            if (c.id == kUnknown) continue;
            if (c.id == except && !skipped) {
                skipped = true;
                continue;
            }
            const CardDef& d = db[c.id];
            if (d.type != CardType::Resource) ++need[static_cast<std::size_t>(d.colour)];
        }
        return need;
    }

    double pay_score(CardId id, const std::string& pay) const {
        auto free = r.untapped(me);
        for (char ch : pay) --free[static_cast<std::size_t>(*colour_from_letter(ch))];
        auto need = hand_needs(id);
        double s = 0;
        for (int c = 0; c < kColours; ++c) {
            if (free[static_cast<std::size_t>(c)] == 0 && need[static_cast<std::size_t>(c)] > 0) s -= 0.2;
            s += 0.01 * need[static_cast<std::size_t>(c)] * free[static_cast<std::size_t>(c)];
        }
        return s;
    }

    double resource_score(CardId id) const {
        const Colour col = db[id].colour;
        auto need = hand_needs(kUnknown);
        int in_play = 0;
        for (const Unit& u : pl(me).resources) in_play += db[u.id].colour == col;
        double s = 100 + need[static_cast<std::size_t>(col)] * (in_play == 0 ? 2.0 : 0.5 / (1 + in_play));
        // Otherwise keep the colours of the whole deck in balance.
        int in_list = 0;
        for (CardId c : pl(me).decklist) in_list += db[c].colour == col && db[c].type != CardType::Resource;
        return s + 0.01 * in_list - 0.05 * in_play;
    }

    // ---- attacking ----

    bool can_be_blocked_by(const Unit& a, int dfd, const Unit& bl) const {
        if (bl.tapped || (bl.marks & kNoBlock) || db[bl.id].has_static(StaticKind::CantBlock)) return false;
        if (a.marks & kUnblockable) return false;
        if (const Ability* ab = db[a.id].find_static(StaticKind::Blockers)) {
            Task t;
            t.controller = static_cast<std::int8_t>(me);
            t.source = a.id;
            t.source_uid = a.uid;
            return r.unit_matches(t, ab->filter, dfd, bl);
        }
        return true;
    }

    // A copy of the table for "what if" (without the log, which nothing here reads).
    Board sketch() const {
        Board h;
        h.players = b.players;
        h.active = b.active;
        h.turn = b.turn;
        h.step = b.step;
        h.p.resize(b.p.size());
        for (std::size_t i = 0; i < b.p.size(); ++i) {
            h.p[i].characters = b.p[i].characters;
            h.p[i].out = b.p[i].out;
        }
        h.combat = b.combat;
        h.next_uid = b.next_uid;
        return h;
    }

    // What attacking with `set` (on top of any attackers already declared) is likely to bring:
    // the defender blocks as this same heuristic would, then the fight is priced from my side.
    double attack_value(const std::vector<std::uint16_t>& set, int dfd) const {
        // One sketch per Brain, reset for each what-if: copying a Board allocates, and a plan
        // asks dozens of what-ifs.
        if (!scratch_) scratch_ = std::make_unique<Board>(sketch());
        Board& h = *scratch_;
        for (std::size_t i = 0; i < b.p.size(); ++i) h.p[i].characters = b.p[i].characters;
        h.combat = b.combat;
        h.step = Step::Block;
        h.combat.defender = static_cast<std::int8_t>(dfd);
        for (std::uint16_t uid : set) {
            h.combat.attackers.push_back(uid);
            for (Unit& u : h.p[static_cast<std::size_t>(me)].characters)
                if (u.uid == uid) u.tapped = true;
        }
        BlockPlan plan = Brain(db, h, rng, dfd, decks_, table()).plan_blocks();
        for (const BlockPair& bp : plan.pairs) {
            h.combat.blocks.push_back(bp);
            for (Unit& u : h.p[static_cast<std::size_t>(dfd)].characters)
                if (u.uid == bp.blocker) u.tapped = true;
        }
        return Brain(db, h, rng, me, decks_, table()).forecast({});
    }

    // What a unit's own "when it attacks" abilities are worth to me.
    double attack_trigger_worth(const Unit& u) const {
        const CardDef& c = db[u.id];
        double w = 0;
        for (std::size_t k = 0; k < c.abilities.size(); ++k)
            if (c.abilities[k].kind == Ability::Kind::Triggered && c.abilities[k].trigger == Trigger::Attacks)
                for (const Effect& e : c.abilities[k].effects)
                    if (e.verb == Verb::Mill && e.who == Who::You) w -= mill_worth(deck(me), r.amount(r.probe(me, u.id, u.uid, static_cast<int>(k), true), e.amount));
        return w;
    }

    AttackPlan plan_attack() const {
        AttackPlan plan;
        const int dfd = r.left_of(me);
        if (dfd == me) return plan;
        std::vector<const Unit*> cands;
        for (const Unit& u : pl(me).characters) {
            const bool able = b.step == Step::Main ? r.can_attack(me, u)
                                                   : !u.tapped && !r.attacking(u.uid) && !db[u.id].has_static(StaticKind::CantAttack);
            if (able) cands.push_back(&u);
        }
        // A character whose attack would cost its own deck's last cards (it mills its owner)
        // never attacks: the game would be lost before the fight.
        std::erase_if(cands, [&](const Unit* u) { return attack_trigger_worth(*u) <= -kFatal; });
        if (cands.empty()) return plan;
        // Their attack next turn: a character that attacks now can't block it.
        int threat = 0;
        for (const Unit& u : pl(dfd).characters)
            if (!db[u.id].has_static(StaticKind::CantAttack)) threat += power_if(dfd, u, true, false);
        const double danger = std::min(2.0, 2.0 * threat / std::max(1, deck(me)));
        auto home_cost = [&](const Unit* u) {
            if (db[u->id].has_static(StaticKind::CantBlock)) return 0.0;
            return 0.35 * danger * block_power(me, *u);
        };
        std::vector<std::uint16_t> chosen;
        const double none = b.combat.attackers.empty() ? 0.0 : attack_value({}, dfd);
        double value = none;
        for (;;) {
            double best_gain = 0.05;
            const Unit* pick = nullptr;
            for (const Unit* u : cands) {
                if (std::find(chosen.begin(), chosen.end(), u->uid) != chosen.end()) continue;
                std::vector<std::uint16_t> more = chosen;
                more.push_back(u->uid);
                const double v = attack_value(more, dfd) - home_cost(u);
                if (v - value > best_gain) {
                    best_gain = v - value;
                    pick = u;
                }
            }
            if (!pick) break;
            chosen.push_back(pick->uid);
            value += best_gain;
        }
        // One at a time misses an attack that works only all together (more attackers than
        // good blockers): try everything, then drop the worst one by one.
        std::vector<std::uint16_t> all;
        double all_cost = 0;
        for (const Unit* u : cands) {
            all.push_back(u->uid);
            all_cost += home_cost(u);
        }
        double all_value = attack_value(all, dfd) - all_cost;
        while (all.size() > 1) {
            double best_v = -1e18;
            std::size_t drop = 0;
            for (std::size_t i = 0; i < all.size(); ++i) {
                std::vector<std::uint16_t> fewer = all;
                fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
                double c = 0;
                for (const Unit* u : cands)
                    if (std::find(fewer.begin(), fewer.end(), u->uid) != fewer.end()) c += home_cost(u);
                const double v = attack_value(fewer, dfd) - c;
                if (v > best_v) {
                    best_v = v;
                    drop = i;
                }
            }
            if (best_v <= all_value) break;
            all_value = best_v;
            all.erase(all.begin() + static_cast<std::ptrdiff_t>(drop));
        }
        plan.attackers = all_value > value && all_value > none + 0.05 ? all : chosen;
        return plan;
    }

    // ---- the decisions ----

    std::vector<double> pick_option(const std::vector<Action>& acts) {
        const Task& t = b.stack.back();
        std::vector<double> score(acts.size(), 0.0);
        if (t.opponent < 0 && r.needs_opponent(t)) {
            // "Your opponent": the one closest to running out.
            for (std::size_t i = 0; i < acts.size(); ++i)
                for (int s : r.opponents(me))
                    if (acts[i].card == Reader::seat_name(s)) score[i] = -deck(s);
            return score;
        }
        const Effect& e = r.effects_of(t)[t.next];
        auto opts = r.options(t, e);
        for (std::size_t i = 0; i < acts.size(); ++i) {
            if (acts[i].card == "none") continue;
            for (const Option& o : opts)
                if (r.option_text(o) == acts[i].card) score[i] = worth_on(t, e, o);
        }
        return score;
    }

    std::vector<double> main_move(const std::vector<Action>& acts, std::size_t top) {
        // Scores that do not depend on the attack plan first. Being in the plan only lowers a
        // Use and an Attack scores below 1, so when `top` moves already beat every such move by
        // more than the tie-breaking noise, the plan (a few dozen what-ifs) is not needed.
        std::vector<double> score(acts.size(), 0.0);
        std::vector<std::size_t> planned_kinds;
        double bound = -1e18;  // the highest score a move that reads the plan can have
        for (std::size_t i = 0; i < acts.size(); ++i) {
            const Action& a = acts[i];
            switch (a.kind) {
                case Action::Kind::Resource: score[i] = resource_score(*db.find(a.card)); break;
                case Action::Kind::Play: {
                    const CardDef& c = db[*db.find(a.card)];
                    if (c.type == CardType::Character) {
                        double v = 20 + unit_value(db, c.id);
                        for (std::size_t k = 0; k < c.abilities.size(); ++k)
                            if (c.abilities[k].kind == Ability::Kind::Triggered && c.abilities[k].trigger == Trigger::Enters) {
                                Task t = r.probe(me, c.id, 0, static_cast<int>(k), false);
                                // A catastrophe (its own deck emptied) is not capped like a
                                // mere side effect: it loses the game.
                                const double w = task_worth(t);
                                v += w <= -kFatal ? w : std::clamp(w, -5.0, 5.0);
                            }
                        score[i] = v + pay_score(c.id, a.pay);
                    } else {
                        double w = task_worth(r.probe(me, c.id, 0, -1, false)) - kCardInHand - 0.1 * c.cost;
                        score[i] = w > 0.1 ? 1 + w + pay_score(c.id, a.pay) : -1;
                    }
                    break;
                }
                case Action::Kind::Use: {
                    std::uint16_t uid = r.find_ref(me, a.card);
                    const Unit* u = r.unit(uid);
                    score[i] = use_score(uid, *u, false);
                    bound = std::max(bound, score[i]);
                    planned_kinds.push_back(i);
                    break;
                }
                case Action::Kind::Attack: {
                    std::uint16_t uid = r.find_ref(me, a.card);
                    score[i] = attack_score(true, r.power(me, *r.unit(uid)));
                    bound = std::max(bound, score[i]);
                    planned_kinds.push_back(i);
                    break;
                }
                case Action::Kind::EndTurn: score[i] = 0; break;
                default: break;
            }
        }
        if (planned_kinds.empty()) return score;
        if (top > 0) {
            std::size_t above = 0;
            for (std::size_t i = 0; i < acts.size(); ++i)
                if (acts[i].kind != Action::Kind::Use && acts[i].kind != Action::Kind::Attack && score[i] > bound + 0.02) ++above;
            if (above >= top) return score;
        }
        AttackPlan plan = plan_attack();
        for (std::size_t i : planned_kinds) {
            std::uint16_t uid = r.find_ref(me, acts[i].card);
            const Unit* u = r.unit(uid);
            const bool planned = std::find(plan.attackers.begin(), plan.attackers.end(), uid) != plan.attackers.end();
            score[i] = acts[i].kind == Action::Kind::Use ? use_score(uid, *u, planned) : attack_score(planned, r.power(me, *u));
        }
        return score;
    }

    // Tapping a character for its ability (worth less when it was going to attack).
    double use_score(std::uint16_t uid, const Unit& u, bool planned) {
        const CardDef& c = db[u.id];
        int k = 0;
        for (std::size_t j = 0; j < c.abilities.size(); ++j)
            if (c.abilities[j].kind == Ability::Kind::Activated) k = static_cast<int>(j);
        double w = task_worth(r.probe(me, u.id, uid, k, false));
        const int p = r.power(me, u);
        w -= planned ? 0.6 * p + 0.5 : 0.25 * p;
        return w > 0 ? 1 + w : -1;
    }

    static double attack_score(bool planned, int power) { return planned ? 0.5 + 0.01 * power : -1; }

    std::vector<double> declare_move(const std::vector<Action>& acts) {
        AttackPlan plan = plan_attack();
        std::vector<double> score(acts.size(), 0.0);
        for (std::size_t i = 0; i < acts.size(); ++i)
            if (acts[i].kind == Action::Kind::Attack) {
                std::uint16_t uid = r.find_ref(me, acts[i].card);
                bool planned = std::find(plan.attackers.begin(), plan.attackers.end(), uid) != plan.attackers.end();
                score[i] = planned ? 1 + 0.01 * r.power(me, *r.unit(uid)) : -1;
            }
        return score;
    }

    BlockPlan plan_blocks() const {
        BlockPlan plan;
        const int att = b.active, dfd = me;
        std::vector<std::uint16_t> attackers;
        for (std::uint16_t a : b.combat.attackers)
            if (r.unit(a) && !r.removed(a)) attackers.push_back(a);
        std::sort(attackers.begin(), attackers.end(), [&](std::uint16_t x, std::uint16_t y) { return power_of(x) > power_of(y); });
        // Blockers already given a job (a few, so a flat list).
        struct Used {
            std::vector<std::uint16_t> v;
            bool count(std::uint16_t x) const { return std::find(v.begin(), v.end(), x) != v.end(); }
            void insert(std::uint16_t x) {
                if (!count(x)) v.push_back(x);
            }
        } used;
        for (const BlockPair& bp : b.combat.blocks) used.insert(bp.blocker);
        int incoming = 0;
        for (std::uint16_t a : attackers)
            if (!r.ever_blocked(a)) incoming += power_of(a);
        const int ward = r.ward(dfd);
        auto bp = [&](const Unit* u) { return block_power(dfd, *u); };
        auto bv = [&](const Unit* u) { return unit_value(db, u->id); };
        for (std::uint16_t a : attackers) {
            const Unit& ua = *r.unit(a);
            const int A = power_of(a);
            const double av = unit_value(db, ua.id);
            std::vector<const Unit*> free;
            for (const Unit& bl : pl(dfd).characters)
                if (!used.count(bl.uid) && r.can_block(dfd, bl, att, ua)) free.push_back(&bl);
            std::sort(free.begin(), free.end(), [&](const Unit* x, const Unit* y) { return bv(x) < bv(y); });
            if (r.ever_blocked(a)) {
                // Already blocked (an earlier move of this plan): add one more if that kills it.
                int S = 0;
                std::vector<const Unit*> have;
                for (std::uint16_t x : r.blockers_of(a)) {
                    S += power_of(x);
                    have.push_back(r.unit(x));
                }
                if (S >= A) continue;
                for (const Unit* u : free)
                    if (S + bp(u) >= A) {
                        plan.pairs.push_back({u->uid, a});
                        used.insert(u->uid);
                        break;
                    }
                continue;
            }
            if (free.empty()) continue;
            const Unit* pick = nullptr;
            for (const Unit* u : free)
                if (bp(u) > A) {
                    pick = u;
                    break;
                }
            if (!pick)
                for (const Unit* u : free)
                    if (bp(u) == A && bv(u) <= av + 0.5) {
                        pick = u;
                        break;
                    }
            if (pick) {
                plan.pairs.push_back({pick->uid, a});
                used.insert(pick->uid);
                incoming -= A;
                continue;
            }
            // Two together: worth it when what the attacker can take is less than it.
            bool doubled = false;
            for (std::size_t i = 0; i < free.size() && !doubled; ++i)
                for (std::size_t j = i + 1; j < free.size() && !doubled; ++j) {
                    if (bp(free[i]) + bp(free[j]) < A) continue;
                    double loss = 0;
                    if (bp(free[i]) <= A) loss = std::max(loss, bv(free[i]));
                    if (bp(free[j]) <= A) loss = std::max(loss, bv(free[j]));
                    if (loss < av) {
                        // The stronger first, so that a plan cut short still blocks well.
                        const Unit* first = bp(free[i]) >= bp(free[j]) ? free[i] : free[j];
                        const Unit* second = first == free[i] ? free[j] : free[i];
                        plan.pairs.push_back({first->uid, a});
                        plan.pairs.push_back({second->uid, a});
                        used.insert(free[i]->uid);
                        used.insert(free[j]->uid);
                        incoming -= A;
                        doubled = true;
                    }
                }
            if (doubled) continue;
            // A chump block when the deck is in danger.
            const int hits = std::max(0, incoming - ward * static_cast<int>(attackers.size()));
            if (hits >= deck(dfd) || (deck(dfd) <= 10 && A >= 3 && bv(free[0]) < A * 0.8)) {
                plan.pairs.push_back({free[0]->uid, a});
                used.insert(free[0]->uid);
                incoming -= A;
            }
        }
        return plan;
    }

    // The planned blocks in order, then "done", then the rest.
    std::vector<double> block_move(const std::vector<Action>& acts) {
        std::vector<double> score(acts.size(), 0.0);
        BlockPlan plan = plan_blocks();
        double next = 10;
        for (const BlockPair& p : plan.pairs) {
            const Unit* ua = r.unit(p.attacker);
            const Unit* ub = r.unit(p.blocker);
            Action want = Action::block(r.unit_ref(b.active, *ua), r.unit_ref(me, *ub));
            for (std::size_t i = 0; i < acts.size(); ++i)
                if (acts[i] == want && score[i] == 0) score[i] = next--;
        }
        for (std::size_t i = 0; i < acts.size(); ++i)
            if (acts[i].kind == Action::Kind::Done) score[i] = 1;
        return score;
    }

    std::vector<double> combat_move(const std::vector<Action>& acts) {
        std::vector<double> score(acts.size(), 0.0);
        for (std::size_t i = 0; i < acts.size(); ++i) {
            if (acts[i].kind != Action::Kind::Play) continue;
            const CardDef& c = db[*db.find(acts[i].card)];
            double w = combat_card_worth(c) - kCardInHand - 0.1 * c.cost;
            score[i] = w + pay_score(c.id, acts[i].pay);
        }
        return score;
    }

    std::vector<double> kill_move(const std::vector<Action>& acts) {
        std::vector<double> score(acts.size(), 0.0);
        for (std::size_t i = 0; i < acts.size(); ++i)
            if (acts[i].kind == Action::Kind::Discard) {
                std::uint16_t uid = r.find_ref(b.combat.defender, acts[i].card);
                score[i] = unit_value(db, r.unit(uid)->id);
            }
        return score;
    }
};

}  // namespace

std::vector<Action> without_shows(std::vector<Action> acts) {
    std::erase_if(acts, [](const Action& a) { return a.kind == Action::Kind::Show; });
    return acts;
}

Action heuristic_action(const View& v, Rng& rng) { return Brain(*v.db, v.board, rng).decide(without_shows(v.legal_actions())); }

Action heuristic_action(const State& s, Rng& rng) { return Brain(s.db(), s.board(), rng).decide(without_shows(s.legal_actions())); }

std::vector<Action> heuristic_ranking(const State& s, std::size_t k) {
    std::vector<Action> acts = without_shows(s.legal_actions());
    if (acts.size() <= 1) return acts;
    Rng unused(1);
    std::vector<double> sc = Brain(s.db(), s.board(), unused).scores(acts, k);
    std::vector<std::size_t> order(acts.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sc[a] > sc[b]; });
    std::vector<Action> out;
    for (std::size_t i = 0; i < order.size() && (k == 0 || i < k); ++i) out.push_back(acts[order[i]]);
    return out;
}

Action mistaken_action(const View& v, Rng& rng, const ai::Mistakes& m) {
    std::vector<Action> acts = without_shows(v.legal_actions());
    if (acts.size() <= 1) return heuristic_action(v, rng);
    // One point of the heuristic's scores is about one point of power on the table.
    const std::vector<double> sc = Brain(*v.db, v.board, rng).scores(acts, 0);
    return acts[ai::pick_with_mistakes(sc, m, rng, 1.0)];
}

ai::Mistakes mistakes_of(ai::Level l) {
    // noise (points of power), overlook, top, gap: casual lost 67.5% to skilled and novice 66% to
    // casual in 200 paired games (2026-11-27).
    if (l == ai::Level::Novice) return {4.0, 0.5, 8, 30.0};
    if (l == ai::Level::Casual) return {1.5, 0.2, 4, 8.0};
    return {};
}

Action random_action(const State& s, Rng& rng) {
    auto acts = s.legal_actions();
    if (acts.empty()) throw std::logic_error("arc: random_action with no legal move");
    return acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
}

Action rollout_action(const State& s, Rng& rng, double epsilon) {
    if (epsilon > 0 && rng.below(1000000) < static_cast<std::uint32_t>(epsilon * 1000000)) {
        auto acts = without_shows(s.legal_actions());
        return acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
    }
    return heuristic_action(s, rng);
}

std::vector<double> evaluation_features(const State& s, int seat) {
    const Board& b = s.board();
    Reader r(s.db(), b);
    struct Side {
        double deck = 0, power = 0, chars = 0, hand = 0, res = 0, ready = 0;
        double res_up = 0, hand_chars = 0, playable = 0, top = 0;
    };
    auto side = [&](int p) {
        const Player& pl = b.p[static_cast<std::size_t>(p)];
        Side x;
        x.deck = static_cast<double>(pl.deck.size());
        for (const Unit& u : pl.characters) {
            const int pw = r.power(p, u);
            x.power += pw;
            if (!u.tapped) x.ready += pw;
        }
        x.chars = static_cast<double>(pl.characters.size());
        x.hand = static_cast<double>(pl.hand.size());
        x.res = static_cast<double>(pl.resources.size());
        for (const Unit& u : pl.characters) x.top = std::max(x.top, static_cast<double>(r.power(p, u)));
        for (const Unit& u : pl.resources) x.res_up += !u.tapped;
        for (const Card& c : pl.hand) {
            if (c.id == kUnknown) continue;
            const CardDef& d = s.db()[c.id];
            x.hand_chars += d.type == CardType::Character;
            x.playable += d.type != CardType::Resource && d.cost <= static_cast<int>(pl.resources.size()) + 1;
        }
        return x;
    };
    Side me = side(seat), op;
    auto opp = r.opponents(seat);
    for (int p : opp) {
        Side x = side(p);
        op.deck += x.deck / static_cast<double>(opp.size());
        op.power += x.power / static_cast<double>(opp.size());
        op.chars += x.chars / static_cast<double>(opp.size());
        op.hand += x.hand / static_cast<double>(opp.size());
        op.res += x.res / static_cast<double>(opp.size());
        op.ready += x.ready / static_cast<double>(opp.size());
        op.res_up += x.res_up / static_cast<double>(opp.size());
        op.hand_chars += x.hand_chars / static_cast<double>(opp.size());
        op.playable += x.playable / static_cast<double>(opp.size());
        op.top += x.top / static_cast<double>(opp.size());
    }
    const double turn = b.active == seat ? 1.0 : -1.0;
    const double clock = std::clamp(op.deck / std::max(1.0, me.power) - me.deck / std::max(1.0, op.power), -10.0, 10.0);
    return {std::log1p(me.deck) - std::log1p(op.deck),
            (me.deck - op.deck) / 10.0,
            (me.power - op.power) / 5.0,
            (me.chars - op.chars) / 3.0,
            (me.hand - op.hand) / 3.0,
            (me.res - op.res) / 3.0,
            turn,
            -clock / 5.0,
            (me.ready - op.ready) / 5.0,
            (me.res_up - op.res_up) / 3.0,
            (me.hand_chars - op.hand_chars) / 2.0,
            (me.playable - op.playable) / 3.0,
            (me.top - op.top) / 3.0,
            (me.power >= op.deck ? 1.0 : 0.0) - (op.power >= me.deck ? 1.0 : 0.0),
            10.0 / (op.deck + 1) - 10.0 / (me.deck + 1)};
}

namespace {
// Fitted by logistic regression on positions at any decision of self-play by the playouts' own
// policy (the heuristic with one random move in ten), since playouts stop at any step:
// tests/arc/strength_test.cpp with OLYMPUS_ARC_FIT=12000 OLYMPUS_ARC_FIT_EPS=0.1 OLYMPUS_ARC_FIT_ANY=1,
// 259,554 positions. Log loss on the held-out fifth of the games 0.432 (the first nine features
// alone: 0.464); the hand and untapped features are what the old score lacked.
constexpr double kEvalWeights[] = {3.31464, 0.740619, 1.44118, 0.25369, 0.370523, 0.706954, 0.19731, 0.211285, 0.432386, 0.14825, 0.844477, 0.0870745, -0.0915354, 0.0562772, -0.987473};
}  // namespace

double evaluate(const State& s, int seat) {
    const Board& b = s.board();
    if (b.step == Step::Over) return b.winner < 0 ? 0.5 : (b.winner == seat ? 1.0 : 0.0);
    if (b.p[static_cast<std::size_t>(seat)].out) return 0.0;
    auto f = evaluation_features(s, seat);
    double x = 0;
    for (std::size_t i = 0; i < f.size() && i < std::size(kEvalWeights); ++i) x += kEvalWeights[i] * f[i];
    return 1.0 / (1.0 + std::exp(-x));
}

std::vector<std::string> policy_names() {
    return {"novice", "casual", "skilled", "random", "heuristic", "ismcts", "ismcts:MS", "ismcts:iN", "ismcts:MS,depth=D,eps=E,c=C,width=K,their=K,later=K,keep=M,settle=0|1,steps=MASK"};
}

std::optional<SearchSettings> search_settings(std::string_view name) {
    if (name.rfind("ismcts", 0) != 0) return std::nullopt;
    SearchSettings st;
    std::string rest(name.substr(6));
    try {
        std::size_t comma = rest.find(',');
        std::string budget = rest.substr(0, comma);
        if (!budget.empty()) {
            if (budget[0] != ':' || budget.size() < 2) return std::nullopt;
            std::size_t used = 0;
            if (budget[1] == 'i') {
                st.iterations = std::stoi(budget.substr(2), &used);
                st.time_ms = 0;
                if (used + 2 != budget.size()) return std::nullopt;
            } else {
                st.time_ms = std::stoi(budget.substr(1), &used);
                if (used + 1 != budget.size()) return std::nullopt;
            }
        }
        while (comma != std::string::npos) {
            std::size_t next = rest.find(',', comma + 1);
            std::string kv = rest.substr(comma + 1, next == std::string::npos ? std::string::npos : next - comma - 1);
            std::size_t eq = kv.find('=');
            if (eq == std::string::npos) return std::nullopt;
            std::string k = kv.substr(0, eq), v = kv.substr(eq + 1);
            if (k == "depth") st.rollout_depth = std::stoi(v);
            else if (k == "eps") st.epsilon = std::stod(v);
            else if (k == "c") st.exploration = std::stod(v);
            else if (k == "width") st.width = std::stoi(v);
            else if (k == "their") st.their_width = std::stoi(v);
            else if (k == "later") st.later_width = std::stoi(v);
            else if (k == "keep") st.keep = std::stod(v);
            else if (k == "settle" && (v == "0" || v == "1")) st.settle = v == "1";
            else if (k == "steps") st.steps = std::stoi(v);
            else return std::nullopt;
            comma = next;
        }
    } catch (...) {
        return std::nullopt;
    }
    if (st.iterations <= 0 || st.time_ms < 0 || st.rollout_depth < 0 || st.epsilon < 0 || st.epsilon > 1 || st.exploration < 0 || st.width < 0 || st.their_width < -1 || st.later_width < -1 || st.keep < 0 ||
        st.steps < 0 || st.steps > 255)
        return std::nullopt;
    return st;
}

std::optional<Policy> policy_by_name(std::string_view name) {
    if (name == "random") return Policy(random_action);
    if (name == "heuristic" || name == "skilled")
        return Policy([](const State& s, Rng& r) { return heuristic_action(s.view_for(s.current_player()), r); });
    if (name == "novice" || name == "casual") {
        const ai::Mistakes m = mistakes_of(*ai::level_by_word(name));
        return Policy([m](const State& s, Rng& r) { return mistaken_action(s.view_for(s.current_player()), r, m); });
    }
    if (auto st = search_settings(name)) return Policy([st = *st](const State& s, Rng& r) { return search_action(s, r, st); });
    return std::nullopt;
}

}  // namespace olympus::arc
