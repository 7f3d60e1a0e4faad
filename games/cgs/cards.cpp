// B6: cards and what they do. D1.4 playing cards (cost in dinars, B1.13 cheaper equipment on a card
// indicator, B6.33 one item per slot), D1.2 handing equipment on, D1.41 reaction cards, B6.13
// periodic functions, and the effect vocabulary every card is built from (content.hpp).
#include <algorithm>

#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {
std::string seat_name(int seat) { return "P" + std::to_string(seat + 1); }
}  // namespace

int play_cost(const CardDef& d, const HexDef* on_hex) {
    // B1.13: equipment costs less on a card indicator, never below 0.
    if (d.type == CardType::Equipment && on_hex && on_hex->indicator == IndicatorKind::Card) return std::max(0, d.cost - on_hex->value);
    return d.cost;
}

int Rules::play_cost(const State& s, CardId c, const Piece* on) {
    return cgs::play_cost(s.content().card_def(c), on ? s.map_.hex(s.content(), on->cell) : nullptr);
}

void Rules::attach(State& s, Piece& p, Attached a) {
    const std::string& slot = s.content().card_def(a.card).slot;
    if (!slot.empty())
        for (auto it = p.cards.begin(); it != p.cards.end(); ++it)
            if (s.content().card_def(it->card).slot == slot) {
                // B6.33: a second item of the kind replaces the first.
                log(s, card_name(s, it->card) + " on " + called(s, p) + " is discarded for " + card_name(s, a.card) + ".");
                discard(s, it->card);
                p.cards.erase(it);
                break;
            }
    p.cards.push_back(a);
}

void Rules::do_play(State& s, const Action& a) {
    const int seat = s.to_move_;
    const CardId c = *s.content().card(a.a);
    const CardDef& d = s.content().card_def(c);
    Piece* on = a.b.empty() ? nullptr : find(s, a.b);
    const int on_uid = on ? on->uid : -1;
    const int cost = play_cost(s, c, on);
    pay(s, seat, cost);  // D1.4: paid to the bank at once
    auto& hand = s.seats_[static_cast<std::size_t>(seat)].hand;
    hand.erase(std::find(hand.begin(), hand.end(), c));
    log(s, seat_name(seat) + " plays " + d.name + (on ? " on " + called(s, *on) : "") + (cost ? " for " + dinars(cost) : "") + ".");
    switch (d.type) {
        case CardType::Equipment:
        case CardType::Ability: {
            Attached at;
            at.card = c;
            attach(s, *on, at);
            break;
        }
        case CardType::Character: {
            // B6.31: the character's counter joins one of the player's main characters.
            Piece p;
            p.kind = PieceKind::Ally;
            p.def = c;
            p.seat = static_cast<std::int8_t>(seat);
            p.name = unique_name(s, d.key);
            p.cell = on->cell;
            p.moved = false;
            const CellId where = p.cell;
            const int uid = add_piece(s, std::move(p)).uid;  // `on` may move with the new piece
            // D2.31: a piece a card puts into a hex enters it, so an indicator there wakes.
            enter(s, uid, where, false);
            break;
        }
        default: {
            for (const Function& f : d.functions)
                if (f.mark == Mark::OnPlay) effects(s, f.effects, seat, on_uid, -1);
            if (d.rounds > 0 || d.this_turn) {
                if (Piece* t = find(s, on_uid)) {
                    Attached at;
                    at.card = c;
                    at.rounds = d.rounds;
                    at.this_turn = d.this_turn;
                    attach(s, *t, at);
                    break;
                }
            }
            discard(s, c);  // D1.11: played and discarded
            break;
        }
    }
}

void Rules::do_use(State& s, int uid, const Action& a) {
    Piece& p = *find(s, uid);
    const CardId c = *s.content().card(a.b);
    p.acted = true;  // B6.13: using a periodic function is the character's action
    auto it = std::find_if(p.cards.begin(), p.cards.end(), [&](const Attached& x) { return x.card == c && !x.used; });
    it->used = true;
    const CardDef& d = s.content().card_def(c);
    const int seat = p.seat;
    log(s, called(s, p) + " uses " + d.name + ".");
    int target = -1;
    if (!a.c.empty()) target = std::stoi(a.c.substr(1)) - 1;
    if (d.discard_after_use) {
        p.cards.erase(it);
        discard(s, c);
    }
    for (const Function& f : d.functions)
        if (f.mark == Mark::Periodic) effects(s, f.effects, seat, uid, target);
}

void Rules::do_react(State& s, CardId c) {
    const int seat = s.current_player();
    const CardDef& d = s.content().card_def(c);
    Attack& a = s.attacks_.front();
    pay(s, seat, d.cost);
    auto& hand = s.seats_[static_cast<std::size_t>(seat)].hand;
    hand.erase(std::find(hand.begin(), hand.end(), c));
    int bonus = 0;
    for (const Function& f : d.functions)
        for (const Effect& e : f.effects)
            if (e.kind == Do::Modify && e.stat == Stat::Defence && (e.vs == Vs::Any || e.vs == (a.ranged ? Vs::Ranged : Vs::Melee)))
                bonus += e.by;
    a.bonus = static_cast<std::int8_t>(a.bonus + bonus);
    discard(s, c);
    const Piece* def = s.piece_by_uid(a.defender);
    log(s, seat_name(seat) + " answers with " + d.name + ", which gives " + (def ? called(s, *def) : "the defender") + " defence +" +
               std::to_string(bonus) + " against this attack.");
}

void Rules::do_give(State& s, Piece& from, CardId c, Piece& to) {
    auto it = std::find_if(from.cards.begin(), from.cards.end(), [&](const Attached& x) { return x.card == c && !x.handed; });
    Attached at = *it;
    from.cards.erase(it);
    at.handed = true;
    log(s, called(s, from) + " hands " + card_name(s, c) + " to " + called(s, to) + ".");
    attach(s, to, at);
}

void Rules::defeats_creature(State& s, int by_uid) {
    const Piece* by = find(s, by_uid);
    if (!by) return;
    std::vector<const Function*> fire;
    for (const Attached& at : by->cards)
        for (const Function& f : s.content().card_def(at.card).functions)
            if (f.mark == Mark::Conditional && f.when == When::DefeatsCreature) fire.push_back(&f);
    const int seat = by->seat;
    for (const Function* f : fire) effects(s, f->effects, seat, by_uid, -1);
}

void Rules::effects(State& s, const std::vector<Effect>& list, int seat, int self_uid, int target_seat) {
    ++s.depth_;
    for (const Effect& e : list) {
        Piece* self = find(s, self_uid);
        switch (e.kind) {
            case Do::Modify:
            case Do::Attack:
                break;  // values while in play (State::value), reactions (do_react), creatures (near_triggers)
            case Do::Dinars:
                if (seat < 0) break;
                if (e.by > 0) {
                    gain(s, seat, e.by);
                    log(s, seat_name(seat) + " gains " + dinars(e.by) + ".");
                } else {
                    // A seat with no dinar left loses none, and the log says nothing about it.
                    if (const int lost = lose(s, seat, -e.by)) log(s, seat_name(seat) + " loses " + dinars(lost) + ".");
                }
                break;
            case Do::Draw: {
                if (seat < 0) break;
                int n = 0;
                for (int k = 0; k < e.by; ++k) {
                    CardId c = draw_card(s);
                    if (c < 0) break;
                    s.seats_[static_cast<std::size_t>(seat)].hand.push_back(c);
                    ++n;
                }
                if (n) log(s, seat_name(seat) + " draws " + std::to_string(n) + (n == 1 ? " card." : " cards."));
                else log(s, seat_name(seat) + " draws no card: both decks are empty.");
                break;
            }
            case Do::Heal:
                if (self && self->wounded) {
                    self->wounded = false;
                    log(s, called(s, *self) + " is healed.");
                }
                break;
            case Do::Wound:
                if (self) hit(s, self_uid, -1);
                break;
            case Do::Camp:
                if (self && is_character(self->kind)) {
                    self->cell = s.teams_[static_cast<std::size_t>(s.team_of(self->seat))].camp;
                    self->moved = true;
                    if (s.mover_ == self_uid) s.mover_ = -1;
                    log(s, called(s, *self) + " is sent back to the base camp.");
                }
                break;
            case Do::Scatter: {
                if (!self || !is_character(self->kind)) break;
                // To a random neighbouring hex it could step into, movement points aside.
                std::vector<CellId> options;
                for (int d = 0; d < 6; ++d) {
                    const CellId to = s.map_.neighbor(self->cell, d);
                    if (to < 0 || !s.map_.revealed(to)) continue;
                    Piece probe = *self;
                    probe.road_used = true;
                    if (s.step_cost(probe, to) >= 0) options.push_back(to);
                }
                if (options.empty()) {
                    log(s, called(s, *self) + " stays put.");
                    break;
                }
                const CellId to = options[s.rng_.below(static_cast<std::uint32_t>(options.size()))];
                self->moved = true;
                if (s.mover_ == self_uid) s.mover_ = -1;
                // D2.31: being put in a hex is entering it (its indicator wakes, one level deep).
                if (s.depth_ <= 2)
                    enter(s, self_uid, to, false);
                else
                    self->cell = to;
                break;
            }
            case Do::Check:
                if (!self) break;
                effects(s, roll_check(s, *self, e.stat, e.by, "makes a check", "the card's modifier") ? e.pass : e.fail, seat, self_uid, target_seat);
                break;
            case Do::Steal: {
                if (seat < 0 || target_seat < 0) break;
                const int n = lose(s, target_seat, e.by);
                gain(s, seat, n);
                if (n) log(s, seat_name(seat) + " takes " + dinars(n) + " from " + seat_name(target_seat) + ".");
                else log(s, seat_name(seat) + " takes nothing: " + seat_name(target_seat) + " has no dinar left.");
                break;
            }
        }
    }
    --s.depth_;
}

}  // namespace olympus::cgs
