// Every decision the player to act may take now, in a fixed order. apply() accepts exactly these.
#include <algorithm>
#include <set>

#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {

using K = Action::Kind;

Action make(K k, std::string a = "", std::string b = "", std::string c = "", int n = -1) {
    Action x;
    x.kind = k;
    x.a = std::move(a);
    x.b = std::move(b);
    x.c = std::move(c);
    x.n = n;
    return x;
}

std::string seat_word(int seat) { return "p" + std::to_string(seat + 1); }

// The distinct cards of a list, in card order (so the list does not depend on hand order).
std::vector<CardId> distinct(std::vector<CardId> v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

// A character-specific card is for the player leading that character, on any of that player's
// own characters its target allows: one leading two heroes chooses (see RULINGS). Returns
// whether `seat` may use it at all, and on `p` when given.
bool specific_ok(const State& s, const CardDef& d, int seat, const Piece* p) {
    if (d.category != Category::Specific) return true;
    if (p && p->seat != seat) return false;
    for (std::int16_t sh : s.seats()[static_cast<std::size_t>(seat)].sheets)
        if (s.content().sheets[static_cast<std::size_t>(sh)].key == d.character) return true;
    return false;
}

// A character that stands on an encounter it must try to overcome this turn (D2.35, D3.3).
const Site* obligation(const State& s, const Piece& p) {
    const Site* x = s.site(p.cell);
    if (!x || x->current < 0 || x->creature >= 0 || x->ready_turn > s.turn()) return nullptr;
    if (s.banner(p.cell) == s.team_of(p.seat)) return nullptr;
    return x;
}

void setup_actions(const State& s, std::vector<Action>& out) {
    const Content& c = s.content();
    switch (s.phase()) {
        case Phase::Keep:
            for (CardId id : distinct(s.keep_pool(s.current_player()))) out.push_back(make(K::Keep, c.card_def(id).key));
            break;
        case Phase::Orient:
            for (int k = 0; k < 6; ++k) out.push_back(make(K::Orient, "", "", "", k));
            break;
        case Phase::Camp: {
            // C2.12: any hex of the team's tile without a creature or encounter indicator.
            const int team = s.team_of(s.current_player());
            const int slot = s.teams()[static_cast<std::size_t>(team)].position;
            for (int p = 0; p < 7; ++p) {
                const CellId cell = cell_of(slot, p);
                const HexDef* h = s.map().hex(c, cell);
                if (h && h->indicator != IndicatorKind::Encounter && h->indicator != IndicatorKind::Creature)
                    out.push_back(make(K::Camp, cell_name(cell)));
            }
            break;
        }
        default:
            break;
    }
}

void give_actions(const State& s, std::vector<Action>& out) {
    const Content& c = s.content();
    const int me = s.to_move();
    for (const Piece& from : s.pieces()) {
        if (from.seat != me || !is_character(from.kind)) continue;
        std::set<CardId> done;
        for (const Attached& at : from.cards) {
            if (at.handed || c.card_def(at.card).type != CardType::Equipment || !done.insert(at.card).second) continue;
            if (!specific_ok(s, c.card_def(at.card), me, nullptr)) continue;
            for (const Piece& to : s.pieces()) {
                // D1.2: to another of the player's characters in the hex, or a team mate's.
                if (&to == &from || !is_character(to.kind) || to.cell != from.cell || s.opponents(me, to.seat)) continue;
                if (c.card_def(at.card).category == Category::Specific && !specific_ok(s, c.card_def(at.card), me, &to)) continue;
                out.push_back(make(K::Give, from.name, c.card_def(at.card).key, to.name));
            }
        }
    }
}

bool play_cost_ok(const State& s, CardId id, const Piece* on, int purse) { return Rules::play_cost(s, id, on) <= purse; }

void play_actions(const State& s, std::vector<Action>& out) {
    const Content& c = s.content();
    const int me = s.to_move();
    const int purse = s.purse(me);
    const auto& hand = s.seats()[static_cast<std::size_t>(me)].hand;
    for (CardId id : distinct(hand)) {
        const CardDef& d = c.card_def(id);
        if (d.reaction || d.encounter_deck || !specific_ok(s, d, me, nullptr)) continue;
        auto offer = [&](const Piece* on) {
            if (play_cost_ok(s, id, on, purse)) out.push_back(make(K::Play, d.key, on ? on->name : ""));
        };
        switch (d.target) {
            case Target::None:
            case Target::Opponent:
                offer(nullptr);
                break;
            case Target::Character:
            case Target::Wounded:
                for (const Piece& p : s.pieces())
                    if (p.seat == me && is_character(p.kind) && (d.target != Target::Wounded || p.wounded) &&
                        specific_ok(s, d, me, d.category == Category::Specific ? &p : nullptr))
                        offer(&p);
                break;
            case Target::MainHex:
                for (const Piece& p : s.pieces())
                    if (p.seat == me && p.kind == PieceKind::Main) offer(&p);
                break;
        }
    }
    // D1.3 (team play): cards may be handed to team mates.
    for (int o = 0; o < s.num_players(); ++o) {
        if (o == me || s.opponents(me, o)) continue;
        for (CardId id : distinct(hand)) out.push_back(make(K::Share, c.card_def(id).key, "", "", o));
    }
}

void move_actions(const State& s, std::vector<Action>& out) {
    const Content& c = s.content();
    for (const Piece& p : s.pieces()) {
        if (p.seat != s.to_move() || !is_character(p.kind) || p.moved) continue;
        const int left = s.moves_left(p);
        for (int d = 0; d <= kCaveDir; ++d) {
            const CellId to = s.map().neighbor(p.cell, d);
            if (d == kCaveDir) {
                // B1.19A: an entrance not yet entered leads to a cave board drawn now.
                const HexDef* h = s.map().hex(c, p.cell);
                if (to < 0 && h && h->cave == CaveMark::Entrance && left >= 1 && !s.cave_pile().empty()) {
                    bool free_slot = false;
                    for (int k = kPositions; k < kSlots; ++k) free_slot |= !s.map().slots[static_cast<std::size_t>(k)].revealed;
                    if (free_slot) out.push_back(make(K::Move, p.name, "cave"));
                }
                if (to < 0) continue;
            }
            if (to < 0) continue;
            if (!s.map().revealed(to)) {
                // D2.21: exploring needs a movement point left; the player turns the tile first.
                if (left >= 1)
                    for (int k = 0; k < 6; ++k) out.push_back(make(K::Move, p.name, cell_name(to), "", k));
                continue;
            }
            const int cost = s.step_cost(p, to);
            if (cost >= 0 && cost <= left) out.push_back(make(K::Move, p.name, cell_name(to)));
        }
    }
}

void combat_actions(const State& s, std::vector<Action>& out) {
    const Content& c = s.content();
    const int me = s.to_move();
    std::vector<const Piece*> mine;
    for (const Piece& p : s.pieces())
        if (p.seat == me && is_character(p.kind) && !p.acted) mine.push_back(&p);
    for (const Piece* p : mine) {
        if (const Site* x = obligation(s, *p)) {
            // D3.3: it must try the encounter it stands on.
            for (const DefeatWay& w : c.card_def(x->current).defeat)
                if (w.kind == DefeatWay::Kind::Check || s.purse(me) >= w.cost)
                    out.push_back(make(K::Attempt, p->name, w.word()));
            continue;
        }
        // D3.1: attacks on creatures and on other players' characters, with supporters (D3.2).
        for (const Piece& t : s.pieces()) {
            if (is_character(t.kind) && !s.opponents(me, t.seat)) continue;
            for (int way : {0, 1}) {
                if (!s.can_attack(*p, t, way == 1)) continue;
                std::vector<std::string> helpers;
                for (const Piece* q : mine)
                    if (q != p && !obligation(s, *q) && (s.can_attack(*q, t, false) || s.can_attack(*q, t, true)))
                        helpers.push_back(q->name);
                const int limit = std::min<int>(static_cast<int>(helpers.size()), std::max(0, s.value(*p, Stat::Command)));
                // Every set of at most `limit` supporters (D3.22), in a fixed order.
                const std::size_t n = helpers.size();
                for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
                    if (__builtin_popcount(mask) > limit) continue;
                    Action a = make(K::Attack, p->name, t.name);
                    a.ranged = way == 1;
                    for (std::size_t i = 0; i < n; ++i)
                        if (mask & (1u << i)) a.with.push_back(helpers[i]);
                    out.push_back(a);
                }
            }
        }
        // B6.13: periodic functions, once a round, as the character's action.
        std::set<CardId> seen;
        for (const Attached& at : p->cards) {
            if (at.used || !seen.insert(at.card).second) continue;
            const CardDef& d = c.card_def(at.card);
            bool periodic = false, steal = false;
            for (const Function& f : d.functions)
                if (f.mark == Mark::Periodic) {
                    periodic = true;
                    for (const Effect& e : f.effects) steal |= e.kind == Do::Steal;
                }
            if (!periodic) continue;
            if (!steal) {
                out.push_back(make(K::Use, p->name, d.key));
                continue;
            }
            std::set<int> victims;
            for (const Piece& q : s.pieces())
                if (is_character(q.kind) && s.opponents(me, q.seat) && (q.cell == p->cell || s.map().adjacent(q.cell, p->cell)))
                    victims.insert(q.seat);
            for (int v : victims) out.push_back(make(K::Use, p->name, d.key, seat_word(v)));
        }
    }
}

}  // namespace

std::vector<Action> Rules::legal(const State& s) {
    std::vector<Action> out;
    switch (s.phase()) {
        case Phase::Over:
            break;
        case Phase::Keep:
        case Phase::Orient:
        case Phase::Camp:
            setup_actions(s, out);
            break;
        case Phase::Pass:
            give_actions(s, out);
            out.push_back(make(K::Done));
            break;
        case Phase::Play:
            play_actions(s, out);
            out.push_back(make(K::Done));
            break;
        case Phase::Move:
            move_actions(s, out);
            out.push_back(make(K::Done));
            break;
        case Phase::Combat: {
            combat_actions(s, out);
            bool owed = false;
            for (const Piece& p : s.pieces())
                if (p.seat == s.to_move() && is_character(p.kind) && !p.acted && obligation(s, p)) owed = true;
            if (!owed) out.push_back(make(K::Done));
            break;
        }
        case Phase::Creature: {
            // D4: one creature on the map against a character of another player.
            for (const Piece& cr : s.pieces()) {
                if (is_character(cr.kind)) continue;
                for (const Piece& t : s.pieces())
                    if (is_character(t.kind) && s.opponents(s.to_move(), t.seat) && best_way(s, cr, t) >= 0)
                        out.push_back(make(K::Creature, cr.name, t.name));
            }
            out.push_back(make(K::Done));
            break;
        }
        case Phase::React: {
            const int seat = s.current_player();
            const Attack& a = s.attacks().front();
            const Piece* def = s.piece_by_uid(a.defender);
            for (CardId id : distinct(s.seats()[static_cast<std::size_t>(seat)].hand)) {
                const CardDef& d = s.content().card_def(id);
                if (!d.reaction || d.cost > s.purse(seat)) continue;
                if (d.category == Category::Specific && !specific_ok(s, d, seat, def)) continue;
                out.push_back(make(K::React, d.key));
            }
            out.push_back(make(K::Pass));
            break;
        }
    }
    return out;
}

}  // namespace olympus::cgs
