#include "cgs/ai.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {

using K = Action::Kind;
constexpr int kFar = 1 << 20;

// How the player weighs a chance or a card: the heuristic exactly; a lower level with a normal
// error of `noise` sixths (or points of a card's score) each time it weighs one.
struct Judge {
    const ai::Mistakes* m = nullptr;
    Rng* rng = nullptr;
    int operator()(int value) const {
        return m && m->noise > 0 ? value + static_cast<int>(std::lround(m->noise * ai::normal(*rng))) : value;
    }
};

// A goal and how much further off than its distance it counts.
struct Goal {
    CellId cell;
    int extra = 0;
};

// The shortest known cost from every cell to the nearest goal (its extra added), over what the
// seat can see: face-down hexes count as plain and open (exploring will tell).
std::array<int, kCells> distances(const State& s, int team, const std::vector<Goal>& goals) {
    std::array<int, kCells> dist;
    dist.fill(kFar);
    for (const Goal& g : goals) dist[static_cast<std::size_t>(g.cell)] = std::min(dist[static_cast<std::size_t>(g.cell)], g.extra);
    const Map& m = s.map();
    const Content& c = s.content();
    // Small graph: a plain relaxation loop is enough.
    bool changed = true;
    while (changed) {
        changed = false;
        for (CellId x = 0; x < kCells; ++x) {
            if (!m.exists(x)) continue;
            const HexDef* hx = m.hex(c, x);
            if (hx && hx->terrain == Terrain::Black) continue;
            if (x == kOlympusCell && !s.may_enter_olympus(team)) continue;  // closed: no way through
            // Cost of stepping into x from a neighbour y; dist[y] = cost(y->x) + dist[x].
            const int into = hx && hx->terrain == Terrain::Mountain ? 2 : 1;
            for (int d = 0; d <= kCaveDir; ++d) {
                const CellId y = m.neighbor(x, d);
                if (y < 0) continue;
                const HexDef* hy = m.hex(c, y);
                if (hy && hy->terrain == Terrain::Black) continue;
                if (d < 6 && (m.edge(c, x, d) & (kWater | kWall))) continue;
                const int nd = dist[static_cast<std::size_t>(x)] + into;
                if (dist[static_cast<std::size_t>(x)] < kFar && nd < dist[static_cast<std::size_t>(y)]) {
                    dist[static_cast<std::size_t>(y)] = nd;
                    changed = true;
                }
            }
        }
    }
    return dist;
}

// The chance, in sixths, that this way of overcoming an encounter succeeds for `p` (B6.4: a roll
// of at most the value, after the check's modifier; paying is sure when the purse holds enough).
int way_sixths(const State& s, const Piece& p, const DefeatWay& w) {
    if (w.kind == DefeatWay::Kind::Pay) return s.purse(p.seat) >= w.cost ? 6 : 0;
    return std::clamp(std::max(0, s.value(p, w.stat)) + w.mod, 0, 6);
}

// A way not worth an action: it cannot succeed, or it almost surely fails at a price (a wound).
bool hopeless(const State& s, const Piece& p, const CardDef& d, const DefeatWay& w) {
    const int ch = way_sixths(s, p, w);
    return ch == 0 || (ch <= 1 && !d.on_fail.empty());
}

// Whether `p` has any way worth trying at the encounter lying on `cell`.
bool worth_trying(const State& s, const Piece& p, CellId cell) {
    const Site* site = s.site(cell);
    if (!site || site->current < 0) return true;  // nothing face up yet: it may be anything
    const CardDef& d = s.content().card_def(site->current);
    for (const DefeatWay& w : d.defeat)
        if (!hopeless(s, p, d, w)) return true;
    return false;
}

bool creature_on(const State& s, CellId c) {
    for (const Piece& p : s.pieces())
        if (p.cell == c && !is_character(p.kind)) return true;
    return false;
}

// Whether waking the creature indicator numbered `n` may bring a banner: a rule counter that lets
// the creature's vanquisher place one (a lair) is still in its stack (D2.34). Every counter is
// known, only their order is hidden. Without one, a creature brings dinars and a wound's risk but
// no step toward Olympus, and stepping off and on again to wake the next (legal, D2.32) is farming.
bool may_bring_banner(const State& s, int n) {
    const auto& stack = s.creature_stack(n);
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (s.content().creatures[static_cast<std::size_t>(stack.at_from_top(i))].banner) return true;
    return false;
}

// A creature indicator counts as a goal this much further off than it is: a banner there is one
// chance in several, so an encounter indicator or new land up to a turn's walk further comes
// first, also for the step back onto the indicator just left.
constexpr int kCreatureDetour = 3;


// Where a character of `team` would like to go.
std::vector<Goal> goals_for(const State& s, const Piece& p) {
    const int team = s.team_of(p.seat);
    if (s.may_enter_olympus(team)) return {{kOlympusCell}};
    std::vector<Goal> goals;
    const Content& c = s.content();
    const bool strong = p.kind == PieceKind::Main;
    for (CellId x = 0; x < kCells; ++x) {
        if (!s.map().exists(x)) continue;
        if (!s.map().revealed(x)) {
            // Unexplored land next to something known.
            for (int d = 0; d < 6; ++d) {
                const CellId y = s.map().neighbor(x, d);
                if (y >= 0 && s.map().revealed(y)) {
                    goals.push_back({x});
                    break;
                }
            }
            continue;
        }
        // Not the hex it stands on: an indicator there is already spent (entering wakes it), and
        // a goal at distance 0 ends every move phase where it stands (seen: 60 rounds).
        if (x == kOlympusCell || x == p.cell) continue;
        const HexDef* h = s.map().hex(c, x);
        if (!h || s.banner(x) == team) continue;
        if (h->indicator == IndicatorKind::Encounter) {
            const Site* site = s.site(x);
            if (site && site->creature >= 0 && !strong) continue;
            if (!worth_trying(s, p, x)) continue;  // the card lying there beats this character
            goals.push_back({x});
        } else if (h->indicator == IndicatorKind::Creature && strong && !creature_on(s, x) && h->value <= 2 &&
                   may_bring_banner(s, h->value)) {
            goals.push_back({x, kCreatureDetour});
        }
    }
    return goals;
}

int chance_of(const State& s, const Piece& a, const Piece& d, bool ranged, int support, int bonus = 0) {
    const int v = s.value(a, ranged ? Stat::Ranged : Stat::Melee, ranged ? Vs::Ranged : Vs::Melee);
    return hit_sixths(v, support, s.defence_against(d, ranged) + bonus);
}

int card_score(const CardDef& d) {
    switch (d.type) {
        case CardType::Equipment: return 3;
        case CardType::Ability: return 2;
        case CardType::Character: return 2;
        default: return d.reaction ? 2 : 1;
    }
}

std::optional<Action> pick_move(const State& s, const std::vector<Action>& legal, Rng& rng) {
    // One step for the first character that can get nearer its goal; first of all those standing
    // on an encounter they cannot beat (another's step may wake an indicator and end the phase
    // before they are off it). Stable, so the order is otherwise the pieces' own.
    std::vector<const Piece*> order;
    for (const Piece& p : s.pieces())
        if (p.seat == s.to_move() && is_character(p.kind) && !p.moved) order.push_back(&p);
    std::stable_partition(order.begin(), order.end(), [&](const Piece* p) {
        const Site* x = s.site(p->cell);
        return x && x->current >= 0 && x->creature < 0 && !worth_trying(s, *p, p->cell);
    });
    for (const Piece* pp : order) {
        const Piece& p = *pp;
        const Site* here = s.site(p.cell);
        if (here && here->current >= 0 && here->creature < 0 && s.banner(p.cell) != s.team_of(p.seat) &&
            worth_trying(s, p, p.cell))
            continue;  // stay and try it
        const auto goals = goals_for(s, p);
        if (goals.empty()) continue;
        const auto dist = distances(s, s.team_of(p.seat), goals);
        const int now = dist[static_cast<std::size_t>(p.cell)];
        std::vector<const Action*> best;
        int best_d = now;
        for (const Action& a : legal) {
            if (a.kind != K::Move || a.a != p.name) continue;
            CellId to = a.b == "cave" ? s.map().neighbor(p.cell, kCaveDir) : *parse_cell(a.b);
            const int d = to >= 0 ? dist[static_cast<std::size_t>(to)] : now;
            if (d < best_d) {
                best_d = d;
                best.clear();
            }
            if (d == best_d && d < now) best.push_back(&a);
        }
        if (best.empty() && here && here->current >= 0 && here->creature < 0 && !worth_trying(s, p, p.cell)) {
            // No step nearer a goal, but staying means trying what cannot succeed: any step off.
            int off = kFar + 1;
            for (const Action& a : legal) {
                if (a.kind != K::Move || a.a != p.name) continue;
                CellId to = a.b == "cave" ? s.map().neighbor(p.cell, kCaveDir) : *parse_cell(a.b);
                const int d = to >= 0 ? dist[static_cast<std::size_t>(to)] : kFar;
                if (d < off) off = d, best.assign(1, &a);
            }
        }
        if (!best.empty()) return *best[rng.below(static_cast<std::uint32_t>(best.size()))];
    }
    return std::nullopt;
}

// How well the try `a` (an Attempt) suits the character: higher is better, -1 not worth it.
int attempt_score(const State& s, const Action& a, const Judge& judge) {
    const Piece& p = *s.piece(a.a);
    const CardDef& d = s.content().card_def(s.site(p.cell)->current);
    int score = -1;
    for (const DefeatWay& w : d.defeat) {
        if (w.word() != a.b || hopeless(s, p, d, w)) continue;
        // Paying is sure: it beats any check that may fail (a failed try costs the turn's
        // action, and the Toll Keeper was seen failed three turns running), and with money to
        // spare it ties a sure check (ties keep the check, which costs nothing).
        score = w.kind == DefeatWay::Kind::Pay ? (s.purse(p.seat) >= w.cost + 2 ? 6 : 5) * 2 - 1
                                               : judge(way_sixths(s, p, w)) * 2;
    }
    return score;
}

std::optional<Action> pick_combat(const State& s, const std::vector<Action>& legal, const Judge& judge) {
    const Content& c = s.content();
    // Encounters first: the way with the best chance; paying when it is cheap enough.
    const Action* best = nullptr;
    int best_score = -1;
    for (const Action& a : legal) {
        if (a.kind != K::Attempt) continue;
        const int score = attempt_score(s, a, judge);
        if (score < 0) continue;
        if (score > best_score) {
            best_score = score;
            best = &a;
        }
    }
    if (best) return *best;
    // Periodic functions: heal a wound, make money.
    for (const Action& a : legal) {
        if (a.kind != K::Use) continue;
        const Piece& p = *s.piece(a.a);
        const CardDef& d = *std::find_if(c.cards.begin(), c.cards.end(), [&](const CardDef& x) { return x.key == a.b; });
        bool heals = false;
        for (const Function& f : d.functions)
            for (const Effect& e : f.effects) heals |= e.kind == Do::Heal || (e.kind == Do::Check && !e.pass.empty() && e.pass[0].kind == Do::Heal);
        if (!heals || p.wounded) return a;
    }
    // Attacks worth making: the best chance, with as few supporters as that needs.
    int best_chance = 0;
    std::size_t best_with = 99;
    for (const Action& a : legal) {
        if (a.kind != K::Attack) continue;
        const Piece& p = *s.piece(a.a);
        const Piece& t = *s.piece(a.b);
        const int ch = judge(chance_of(s, p, t, a.ranged, static_cast<int>(a.with.size())));
        // A character of another player is worth less than a creature standing on a goal.
        const int need = is_character(t.kind) ? 4 : 3;
        if (ch < need) continue;
        if (ch > best_chance || (ch == best_chance && a.with.size() < best_with)) {
            best_chance = ch;
            best_with = a.with.size();
            best = &a;
        }
    }
    if (best) return *best;
    return std::nullopt;
}

std::optional<Action> pick_play(const State& s, const std::vector<Action>& legal, const Judge& judge) {
    const Content& c = s.content();
    const Action* best = nullptr;
    int best_score = 0;
    for (const Action& a : legal) {
        if (a.kind != K::Play) continue;
        const CardDef& d = c.card_def(*c.card(a.a));
        const Piece* on = a.b.empty() ? nullptr : s.piece(a.b);
        int score = 0;
        switch (d.type) {
            case CardType::Equipment: {
                if (!on || on->kind != PieceKind::Main) break;
                bool slot_taken = false;
                for (const Attached& at : on->cards) slot_taken |= !d.slot.empty() && c.card_def(at.card).slot == d.slot;
                score = slot_taken ? 0 : 5;
                break;
            }
            case CardType::Ability: score = on && on->kind == PieceKind::Main ? 4 : 0; break;
            case CardType::Character: score = 3; break;
            case CardType::Event: {
                for (const Function& f : d.functions)
                    for (const Effect& e : f.effects) {
                        if (e.kind == Do::Heal && on && on->wounded) score = 6;
                        if (e.kind == Do::Dinars && e.by > d.cost) score = std::max(score, 4);
                        // Not from a thin deck: drawing back the cards just played goes round in circles.
                        if (e.kind == Do::Draw && s.draw_deck().size() >= 6) score = std::max(score, 2);
                        if (e.kind == Do::Modify && e.stat != Stat::Speed && on && on->kind == PieceKind::Main && d.rounds > 0)
                            score = std::max(score, 2);
                    }
                break;
            }
            default: break;
        }
        score = judge(score);
        if (score > best_score) {
            best_score = score;
            best = &a;
        }
    }
    if (best) return *best;
    return std::nullopt;
}

// The heuristic's choice among `legal` (the seat's moves, or those it noticed).
Action choose(const State& s, const std::vector<Action>& legal, Rng& rng, const Judge& judge) {
    auto find = [&](K k) -> std::optional<Action> {
        for (const Action& a : legal)
            if (a.kind == k) return a;
        return std::nullopt;
    };
    const Content& c = s.content();
    const int me = s.current_player();
    switch (s.phase()) {
        case Phase::Keep: {
            const Action* best = &legal.front();
            for (const Action& a : legal)
                if (card_score(c.card_def(*c.card(a.a))) > card_score(c.card_def(*c.card(best->a)))) best = &a;
            return *best;
        }
        case Phase::Orient:
            return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        case Phase::Camp: {
            // As near Olympus as the tile allows (C2.12's note).
            const Action* best = &legal.front();
            for (const Action& a : legal)
                if (hex::length(cell_hex(*parse_cell(a.a))) < hex::length(cell_hex(*parse_cell(best->a)))) best = &a;
            return *best;
        }
        case Phase::Pass:
            return *find(K::Done);
        case Phase::Play:
            if (auto a = pick_play(s, legal, judge)) return *a;
            return *find(K::Done);
        case Phase::Move:
            if (auto a = pick_move(s, legal, rng)) return *a;
            return *find(K::Done);
        case Phase::Combat:
            if (auto a = pick_combat(s, legal, judge)) return *a;
            if (auto d = find(K::Done)) return *d;
            return legal.front();
        case Phase::Creature: {
            const Action* best = nullptr;
            int best_ch = 0;
            for (const Action& a : legal) {
                if (a.kind != K::Creature) continue;
                const Piece& cr = *s.piece(a.a);
                const Piece& t = *s.piece(a.b);
                const int way = Rules::best_way(s, cr, t);
                const int ch = judge(chance_of(s, cr, t, way == 1, 0));
                if (ch > best_ch) {
                    best_ch = ch;
                    best = &a;
                }
            }
            if (best) return *best;
            return *find(K::Done);
        }
        case Phase::React: {
            const Attack& at = s.attacks().front();
            const Piece* a = s.piece_by_uid(at.attacker);
            const Piece* d = s.piece_by_uid(at.defender);
            if (a && d && judge(chance_of(s, *a, *d, at.ranged, static_cast<int>(at.support.size()), at.bonus)) >= 3)
                for (const Action& x : legal)
                    if (x.kind == K::React && s.purse(me) >= c.card_def(*c.card(x.a)).cost) return x;
            return *find(K::Pass);
        }
        case Phase::Over:
            break;
    }
    return legal.front();
}

}  // namespace

int hit_sixths(int value, int support, int defence) {
    int n = 1;  // the logo
    for (int die = 1; die <= 5; ++die) n += die + value + support > defence;
    return n;
}

Action random_action(const State& s, Rng& rng) {
    const auto legal = s.legal_actions();
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

Action heuristic_action(const State& s, Rng& rng) { return choose(s, s.legal_actions(), rng, Judge{}); }

int attempt_score(const State& s, const Action& a) { return a.kind == K::Attempt ? attempt_score(s, a, Judge{}) : -1; }

ai::Mistakes mistakes_of(ai::Level l) {
    // noise (sixths of a chance), overlook, top, gap. Since the heuristic stopped stalling on
    // spent indicators (which made many games draws at the round cap), overlooking moves costs
    // far more: the old sizes (0.95 and 0.6) put casual +566 over the novice and skilled +276
    // over casual. These smaller ones are set so that each level is 100-200 Elo over the one
    // below (400 paired games a pair, --seed 1, 2026-11-28; docs/PERFORMANCE.md).
    if (l == ai::Level::Novice) return {3.0, 0.6, 6, 15.0};
    if (l == ai::Level::Casual) return {2.0, 0.4, 4, 8.0};
    return {};
}

Action mistaken_action(const State& s, Rng& rng, const ai::Mistakes& m) {
    const auto legal = s.legal_actions();
    // Overlooked moves: any but ending a step or passing (those are always in sight).
    std::vector<Action> seen;
    for (const Action& a : legal)
        if (a.kind == K::Done || a.kind == K::Pass || m.overlook <= 0 ||
            rng.below(1000000) >= static_cast<std::uint32_t>(m.overlook * 1000000))
            seen.push_back(a);
    if (seen.empty()) seen = legal;
    return choose(s, seen, rng, Judge{&m, &rng});
}

}  // namespace olympus::cgs
