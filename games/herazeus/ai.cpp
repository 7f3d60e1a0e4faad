// The computer-player hooks: a fast heuristic that reads only a seat's view, a uniform random
// mover, and a position score for cutting playouts short.
#include <algorithm>
#include <cmath>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace {

constexpr double kWin = 1000.0;

// What a card is worth to its holder on the table.
double worth(const CardSet& cs, TypeId t) {
    if (t == kFigure || t == kUnknown) return 0;
    switch (cs.power(t)) {
        case Power::Hostage: return 0;
        case Power::Medusa: return 5;
        case Power::Pandora: return 2.5;
        case Power::Pegasus: return 1;
        case Power::Pythia: return 1.5;
        case Power::MedusaSlayer: return 2.5;
        default: return std::max(0, cs.strength(t));
    }
}

// What the seat can infer about the opponent's cards it cannot see.
struct Guess {
    std::vector<double> table;  // chance that one unknown face-down card of theirs is each type
    double hostage_per_slot = 0;  // chance that a given unknown card of theirs is the hostage
    int unknown_hand = 0;
};

Guess guess(const View& v) {
    const CardSet& cs = *v.cards;
    const int op = rules::other(v.seat);
    std::vector<double> left(cs.types.size(), 0);
    for (std::size_t t = 0; t < cs.types.size(); ++t)
        if (cs.types[t].side == op) left[t] = cs.types[t].count;
    auto see = [&](const Card& c) {
        if (c.type < cs.types.size() && cs.side_of(c.type) == op) --left[c.type];
    };
    for (const SideZones& z : v.board.side) {
        for (const Card& c : z.hand) see(c);
        for (const Column& col : z.field)
            for (const Card& c : col) see(c);
        for (const Card& c : z.discard) see(c);
    }
    see(v.board.pending);
    for (const auto& waiting : v.board.ordering)
        for (const Card& c : waiting) see(c);
    const SideZones& theirs = v.board.side[op];
    // Discards Hades may have taken from: each remembered card is still on the pile with the
    // chance (hidden cards) / (remembered cards).
    int hidden = 0;
    for (const Card& c : theirs.discard) hidden += c.type == kUnknown;
    if (hidden > 0 && !theirs.hades_pool.empty()) {
        const double stays = static_cast<double>(hidden) / static_cast<double>(theirs.hades_pool.size());
        for (const Card& c : theirs.hades_pool) left[c.type] = std::max(0.0, left[c.type] - stays);
    }
    Guess g;
    int unknown_table = 0;
    for (const Card& c : theirs.hand) g.unknown_hand += c.type == kUnknown;
    for (const Column& col : theirs.field)
        for (const Card& c : col) unknown_table += c.type == kUnknown;
    const TypeId hostage = cs.hostage[op];
    const bool hostage_hidden = left[hostage] > 0 && !theirs.hostage_in_deck;
    int slots = g.unknown_hand + unknown_table + static_cast<int>(theirs.deck.size());
    if (hostage_hidden && slots > 0) g.hostage_per_slot = 1.0 / slots;
    g.table.assign(cs.types.size(), 0.0);
    double total = 0;
    for (std::size_t t = 0; t < cs.types.size(); ++t) {
        if (!left[t] || !cs.playable_to_table(static_cast<TypeId>(t))) continue;
        if (t == hostage && !hostage_hidden) continue;
        total += left[t];
    }
    if (total > 0)
        for (std::size_t t = 0; t < cs.types.size(); ++t) {
            if (!left[t] || !cs.playable_to_table(static_cast<TypeId>(t))) continue;
            if (t == hostage && !hostage_hidden) continue;
            g.table[t] = left[t] / total;
        }
    return g;
}

double column_worth(const CardSet& cs, const Column& c) {
    double w = 0;
    for (const Card& x : c) w += worth(cs, x.type);
    return w;
}

bool holds_hostage(const CardSet& cs, const Column& c) {
    return std::any_of(c.begin(), c.end(), [&](const Card& x) {
        return x.type < cs.types.size() && cs.power(x.type) == Power::Hostage;
    });
}

// Whether losing the first-row card of `col` would leave the side's table with Pandora alone (or
// nothing): Pandora never attacks, and one challenge on her empties the last column, so a table
// like that is a lost game waiting for the opponent's next turn.
bool leaves_pandora_alone(const CardSet& cs, const SideZones& z, int col) {
    for (int c = 0; c < kColumns; ++c)
        for (std::size_t p = (c == col ? 1 : 0); p < z.field[c].size(); ++p) {
            const TypeId t = z.field[c][p].type;
            if (t == kFigure || cs.power(t) != Power::Pandora) return false;
        }
    return true;
}

// The opponent's first-row card facing `col`, when the seat knows it (face up, or recognised by
// its back or through Pythia); kUnknown otherwise.
TypeId known_opposite(const View& v, int col) {
    const Column& theirs = v.board.side[rules::other(v.seat)].field[col];
    if (theirs.empty() || theirs[0].type == kFigure) return kUnknown;
    return theirs[0].type;
}

// What putting `t` at the front of `col` is worth against the known card facing it: a card the
// opponent's front card beats is handed over next turn (the blunder of a 5 before a known 6).
double facing_known(const View& v, TypeId t, int col) {
    const CardSet& cs = *v.cards;
    const TypeId opp = known_opposite(v, col);
    if (opp == kUnknown) return 0;
    if (rules::can_initiate(cs.power(opp))) {
        switch (rules::duel(cs, opp, t)) {
            case rules::Duel::AttackerWins: return -(worth(cs, t) + 6.0);
            case rules::Duel::Tie: return -3.0;
            default: break;
        }
    }
    if (rules::can_initiate(cs.power(t)) && rules::duel(cs, t, opp) == rules::Duel::AttackerWins) return 1.5;
    return 0;
}

// Whether an unknown face-down card of `side` may be a Pandora.
bool pandora_possible(const CardSet& cs, const Guess& g, int side) {
    for (std::size_t t = 0; t < cs.types.size(); ++t)
        if (cs.types[t].side == side && cs.types[t].power == Power::Pandora && g.table[t] > 0) return true;
    return false;
}

// The expected gain of my first-row card in `col` challenging theirs.
double challenge_value(const View& v, const Guess& g, int col) {
    const CardSet& cs = *v.cards;
    const int me = v.seat;
    const Column& mine = v.board.side[me].field[col];
    const Column& theirs = v.board.side[rules::other(me)].field[col];
    const TypeId at = mine[0].type;
    int unknown_behind = 0;
    for (const Card& x : theirs) unknown_behind += x.type == kUnknown;
    // Losing the last card of a column costs a column: a point a turn.
    const double my_column = (mine.size() == 1 ? 3.0 : 0.0) + (leaves_pandora_alone(cs, v.board.side[me], col) ? 20.0 : 0.0);
    const double their_column = theirs.size() == 1 ? 3.0 : 0.0;
    auto value_against = [&](TypeId dt) {
        switch (rules::duel(cs, at, dt)) {
            case rules::Duel::HostageFound: return kWin;
            case rules::Duel::AttackerWins: return worth(cs, dt) + 1.0 + their_column;
            case rules::Duel::DefenderWins: return -worth(cs, at) - 0.5 - my_column;
            case rules::Duel::Tie: return worth(cs, dt) - worth(cs, at) + their_column - my_column;
            case rules::Duel::BoxOpens:
                if (holds_hostage(cs, mine)) return -kWin;
                return column_worth(cs, theirs) - column_worth(cs, mine) + unknown_behind * g.hostage_per_slot * kWin;
        }
        return 0.0;
    };
    if (theirs[0].type != kUnknown) {
        const TypeId dt = theirs[0].type;
        double w = value_against(dt);
        // A sure win against a known card is worth more than its points: it also removes a card
        // that would take mine next turn.
        if (rules::duel(cs, at, dt) == rules::Duel::AttackerWins && w < kWin) {
            w += 2.0;
            if (rules::can_initiate(cs.power(dt)) && rules::duel(cs, dt, at) == rules::Duel::AttackerWins) w += worth(cs, at);
        }
        return w;
    }
    // With my hostage in this column, an unknown card that might be Pandora is not worth the risk.
    if (holds_hostage(cs, mine) && pandora_possible(cs, g, rules::other(me))) return -100;
    double ev = 0;
    for (std::size_t t = 0; t < g.table.size(); ++t)
        if (g.table[t] > 0) ev += g.table[t] * value_against(static_cast<TypeId>(t));
    // A hidden hostage there is found at once.
    return ev + g.hostage_per_slot * kWin * 0.5 + 0.3;
}

// How good a card is at the front of a column.
double front_worth(const View& v, TypeId t, int col) {
    const CardSet& cs = *v.cards;
    const Column& theirs = v.board.side[rules::other(v.seat)].field[col];
    const TypeId opposite = theirs.empty() ? kUnknown : theirs[0].type;
    switch (cs.power(t)) {
        case Power::Hostage: return -60;
        case Power::Medusa: return 5;
        case Power::Pandora: return 3;
        case Power::MedusaSlayer:
            return 2.5 + (opposite != kUnknown && opposite != kFigure && cs.power(opposite) == Power::Medusa ? 6 : 0);
        case Power::Pythia:
            return 1.5 + (opposite != kUnknown && opposite != kFigure && cs.power(opposite) == Power::PythiaPrey ? 7 : 0);
        default: return worth(cs, t);
    }
}

double score(const View& v, const Guess& g, const Action& a) {
    using K = Action::Kind;
    using T = Action::Target;
    const CardSet& cs = *v.cards;
    const Board& b = v.board;
    const int me = v.seat, op = rules::other(me);
    const SideZones& mine = b.side[me];
    const SideZones& theirs = b.side[op];
    std::optional<TypeId> t;
    if (a.kind == K::Play || a.kind == K::Use) t = cs.from_token(a.card, me);
    int hostage_front = -1;  // a column where my own hostage stands exposed in the first row
    for (int c = 0; c < kColumns; ++c)
        if (!mine.field[c].empty() && mine.field[c][0].type == cs.hostage[me]) hostage_front = c;

    switch (a.kind) {
        case K::Draw: {
            auto n = mine.hand.size();
            return n <= 3 ? 3.0 : n <= 6 ? 1.2 : 0.2;
        }
        case K::Play: {
            const int c = a.col - 1, p = a.pos - 1;
            const Column& col = mine.field[c];
            if (b.phase == Phase::Opening) return front_worth(v, *t, c);
            auto has = [&](Power pw) {
                return std::any_of(col.begin(), col.end(), [&](const Card& x) { return x.type != kFigure && cs.power(x.type) == pw; });
            };
            // Never the hostage and Pandora in one column: opening her box would lose the game.
            if (cs.power(*t) == Power::Hostage) {
                if (col.empty() || p == 0 || has(Power::Pandora)) return -60;
                return 2.0 + p + (col[0].type != kFigure && cs.power(col[0].type) == Power::Medusa ? 2 : 0);
            }
            if (cs.power(*t) == Power::Pandora && has(Power::Hostage)) return -60;
            // A new column is a point a turn: welcome while the deck is full, a burden once it
            // runs low (every point must be spent).
            if (col.empty())
                return 1.0 + 5.0 * std::min(1.0, static_cast<double>(mine.deck.size()) / 20.0) + front_worth(v, *t, c) +
                       facing_known(v, *t, c);
            if (p == 0) {
                double w = front_worth(v, *t, c) - 0.6 * front_worth(v, col[0].type, c) + facing_known(v, *t, c);
                if (c == hostage_front) w += 60;
                return w;
            }
            // Cards behind keep a column alive when its front card falls.
            return 0.3 + 0.1 * std::max(0, cs.strength(*t)) + (col.size() == 1 ? 2.5 : col.size() == 2 ? 1.0 : 0.0);
        }
        case K::Challenge:
            return challenge_value(v, g, a.col - 1);
        case K::Discard: {
            // The pile's top is what the opponent's Sirens may take: the cards most useful to
            // them go down first.
            const TypeId d = *cs.from_token(a.card, me);
            if (cs.strength(d) < 1) return -1;
            const Power p = cs.power(d);
            return cs.strength(d) + (p == Power::Pegasus || p == Power::Pythia || p == Power::MedusaSlayer ? 2.5 : 0.0);
        }
        case K::Recall:
            return -5;
        case K::Place: {
            const int c = a.col - 1;
            const Column& my = mine.field[c];
            double w = 0;
            if (!my.empty() && my[0].type != kFigure &&
                rules::duel(cs, my[0].type, b.pending.type) == rules::Duel::AttackerWins)
                w += 3;
            return w - 0.2 * static_cast<double>(theirs.field[c].size());
        }
        case K::Use:
            break;
    }
    const int c = a.col - 1;
    switch (cs.power(*t)) {
        case Power::Figure: {
            double base = (rules::columns_held(mine) <= 2 ? 5 : 2) * std::min(1.0, static_cast<double>(mine.deck.size()) / 15.0);
            return base - 0.2 * worth(cs, mine.field[c][0].type) + (c == hostage_front ? 60 : 0);
        }
        case Power::Pegasus:
            if (a.target == T::Hand) {
                double p = 0;
                for (const Card& x : theirs.hand)
                    if (x.type == cs.hostage[op]) p += 1.0;
                p += g.unknown_hand * g.hostage_per_slot;
                return kWin * p / static_cast<double>(theirs.hand.size()) + 2.0;
            } else {
                const Card& target = theirs.field[c][0];
                if (target.type == kFigure) return 9;
                if (target.type == kUnknown) {
                    if (holds_hostage(cs, mine.field[c]) && pandora_possible(cs, g, op)) return -100;
                    return g.hostage_per_slot * kWin + 1.5;
                }
                if (cs.power(target.type) == Power::Hostage) return kWin;
                if (cs.power(target.type) == Power::Pandora && !holds_hostage(cs, mine.field[c]))
                    return column_worth(cs, theirs.field[c]) - column_worth(cs, mine.field[c]);
                return cs.strength(target.type) <= 1 && cs.power(target.type) != Power::Medusa ? 2 : -2;
            }
        case Power::Pythia:
            if (a.target == T::Hand) return 1.0 + 0.3 * g.unknown_hand;
            else {
                int unknown = 0;
                for (const Card& x : theirs.field[c]) unknown += x.type == kUnknown;
                return 0.7 * unknown + unknown * g.hostage_per_slot * 100;
            }
        case Power::Sirens:
            return 0.8 * cs.strength(theirs.discard.back().type);
        case Power::Hades: {
            TypeId w = *cs.from_token(a.what, me);
            switch (cs.power(w)) {
                case Power::Pegasus: return 3.5;
                case Power::Pythia: return 2.5;
                case Power::Figure: return 3;
                case Power::Hades: return -5;  // Hades fetching Hades goes nowhere
                case Power::Sirens:
                case Power::Persephone: return 1;
                case Power::Dionysus: return 0.5;
                default: return 0.5 * std::max(0, cs.strength(w));
            }
        }
        case Power::Persephone: {
            int n = 0;
            for (const Card& x : mine.discard) n += cs.power(x.type) == Power::Pegasus;
            return 2.0 * std::min(3, n) - 1;
        }
        case Power::Dionysus: {
            const Card& moving = mine.field[c][a.pos - 1];
            if (cs.power(moving.type) == Power::Hostage) return c == hostage_front && a.pos2 > 1 ? 60 : -3;
            if (a.col2 - 1 == hostage_front && a.pos2 == 1) return 55;
            return -1;
        }
        default:
            return 0;
    }
}

// Roughly how many more actions the seat could take from here: a player who runs out while
// points remain loses, so the heuristic keeps some in hand.
int slack(const CardSet& cs, const Board& b, int seat) {
    const SideZones& z = b.side[seat];
    const SideZones& theirs = b.side[rules::other(seat)];
    int free = 0, on_table = 0;
    for (const Column& c : z.field) {
        free += kRows - static_cast<int>(c.size());
        for (const Card& x : c) on_table += x.type != kFigure;
    }
    const int draws = std::min(static_cast<int>(z.deck.size()), kHandLimit - static_cast<int>(z.hand.size()));
    int table_cards = 0, uses = 0;
    for (const Card& c : z.hand) {
        if (cs.playable_to_table(c.type)) ++table_cards;
        switch (cs.power(c.type)) {
            case Power::Pegasus: uses += !theirs.hand.empty() || rules::columns_held(theirs) > 0; break;
            case Power::Pythia:
            case Power::Persephone: ++uses; break;
            case Power::Hades: uses += !z.discard.empty(); break;
            case Power::Dionysus: uses += on_table >= 2; break;
            case Power::Sirens: uses += !theirs.discard.empty() && cs.strength(theirs.discard.back().type) >= 1; break;
            case Power::Figure: uses += rules::figure_column(z) < 0 && free > 0; break;
            default: break;
        }
    }
    int challenges = 0;
    for (int c = 0; c < kColumns; ++c) {
        const Column& mine = z.field[c];
        const Column& opp = theirs.field[c];
        if (!mine.empty() && !opp.empty() && mine[0].type != kFigure && opp[0].type != kFigure &&
            rules::can_initiate(cs.power(mine[0].type)))
            ++challenges;
    }
    return draws + std::min(free, table_cards + draws) + uses + challenges;
}

// Every legal move with the heuristic's score for it (higher is better).
std::vector<std::pair<double, Action>> scored_actions(const View& v, Rng& rng, bool lookahead) {
    std::vector<Action> acts = v.legal_actions();
    std::vector<std::pair<double, Action>> out;
    out.reserve(acts.size());
    if (acts.size() == 1) {
        out.emplace_back(0.0, std::move(acts[0]));
        return out;
    }
    Guess g = guess(v);
    const CardSet& cs = *v.cards;
    const int me = v.seat;
    // One world dealt from the view (never the real one) shows what each move leaves the seat
    // able to do; the hidden cards it deals only add noise to that count.
    lookahead = lookahead && v.board.phase == Phase::Play;
    const State world = lookahead ? State::sample_world(v, me, rng) : State();
    for (Action& a : acts) {
        double s = score(v, g, a) + rng.below(1000) / 2500.0;  // a little noise breaks ties
        if (lookahead) {
            State after = world;
            after.apply(a);
            const Board& ab = after.board();
            if (after.is_terminal()) {
                if (ab.winner != me && ab.reason == EndReason::Stuck) s -= 300;
            } else {
                const int left = ab.to_move == me ? ab.ap_total - ab.ap_used : 0;
                const int need = left + 8;
                s -= 3.0 * std::max(0, need - slack(cs, ab, me));
            }
        }
        out.emplace_back(s, std::move(a));
    }
    return out;
}

}  // namespace

Action heuristic_action(const View& v, Rng& rng, bool lookahead) {
    auto scored = scored_actions(v, rng, lookahead);
    if (scored.empty()) throw std::logic_error("herazeus: heuristic_action with no legal move");
    std::size_t pick = 0;
    for (std::size_t i = 1; i < scored.size(); ++i)
        if (scored[i].first > scored[pick].first) pick = i;
    return std::move(scored[pick].second);
}

std::vector<std::pair<double, Action>> heuristic_scores(const View& v, Rng& rng, bool lookahead) {
    auto scored = scored_actions(v, rng, lookahead);
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    return scored;
}

std::vector<Action> heuristic_ranking(const View& v, Rng& rng, std::size_t k, bool lookahead) {
    auto scored = heuristic_scores(v, rng, lookahead);
    if (k > 0 && scored.size() > k) scored.resize(k);
    std::vector<Action> out;
    out.reserve(scored.size());
    for (auto& [s, a] : scored) out.push_back(std::move(a));
    return out;
}

Action random_action(const State& s, Rng& rng) {
    std::vector<Action> acts = s.legal_actions();
    if (acts.empty()) throw std::logic_error("herazeus: random_action with no legal move");
    return acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
}

double evaluate(const State& s, int seat) {
    const Board& b = s.board();
    if (b.phase == Phase::Over) return b.winner < 0 ? 0.0 : b.winner == seat ? 1.0 : -1.0;
    const CardSet& cs = s.cards();
    double total = 0;
    for (int sd = 0; sd < 2; ++sd) {
        const SideZones& z = b.side[sd];
        double w = 3.0 * rules::columns_held(z) + 0.6 * static_cast<double>(z.hand.size());
        if (rules::figure_column(z) >= 0) w += 4;
        for (const Column& col : z.field) {
            w += column_worth(cs, col);
            if (!col.empty() && col[0].type == cs.hostage[sd]) w -= 8;
        }
        for (const Card& c : z.hand)
            if (c.type == cs.hostage[sd]) w -= 2;
        // Pandora alone is one challenge from an empty table.
        if (rules::cards_on_table(z) > 0 && leaves_pandora_alone(cs, z, -1)) w -= 10;
        // A side with few moves left in reserve is near losing by running out of them.
        w -= 3 * std::max(0, 10 - slack(cs, b, sd));
        total += sd == seat ? w : -w;
    }
    return std::tanh(total / 25.0);
}

}  // namespace olympus::herazeus
