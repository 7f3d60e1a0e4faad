// The State's front door: legality, apply, and the small helpers every rules file shares.
#include "herazeus/state.hpp"

#include <algorithm>
#include <stdexcept>

#include "herazeus/rules.hpp"

namespace olympus::herazeus {

namespace rules {

int figure_column(const SideZones& z) {
    for (int c = 0; c < kColumns; ++c)
        if (!z.field[c].empty() && z.field[c][0].type == kFigure) return c;
    return -1;
}

int columns_held(const SideZones& z) {
    int n = 0;
    for (const Column& c : z.field) n += !c.empty();
    return n;
}

int cards_on_table(const SideZones& z) {
    int n = 0;
    for (const Column& col : z.field)
        for (const Card& c : col) n += c.type != kFigure;
    return n;
}

bool hand_has(const SideZones& z, TypeId t) {
    return std::any_of(z.hand.begin(), z.hand.end(), [&](const Card& c) { return c.type == t; });
}

bool can_initiate(Power p) { return p != Power::Hostage && p != Power::Medusa && p != Power::Pandora; }

std::vector<Action> legal_actions(const CardSet& cs, const Board& b) {
    std::vector<Action> out;
    for_each_legal(cs, b, [&](Action&& a) {
        out.push_back(std::move(a));
        return false;
    });
    return out;
}

bool has_legal_action(const CardSet& cs, const Board& b) {
    bool any = false;
    for_each_legal(cs, b, [&](Action&&) { return any = true; });
    return any;
}

std::string why_illegal(const CardSet& cs, const Board& b, const Action& a) {
    using K = Action::Kind;
    const int me = acting_seat(b);
    const SideZones& mine = b.side[me];
    auto col_ok = [](int c) { return c >= 1 && c <= kColumns; };
    auto pos_ok = [](int p) { return p >= 1 && p <= kRows; };
    if (b.phase == Phase::Over) return "the game is over";
    if (!b.ordering[me].empty()) {
        if (a.kind != K::Discard) return "first choose which of your discarded cards goes on the pile next";
        auto d = cs.from_token(a.card, me);
        if (!d) return "there is no such card";
        for (const Card& c : b.ordering[me])
            if (c.type == *d) return "";
        return cs[*d].name + " is not among the cards you are discarding";
    }
    if (a.kind == K::Discard) return "there is nothing to put on your discard pile";
    // The card from the hand that a play or use names.
    std::optional<TypeId> t;
    if (a.kind == K::Play || a.kind == K::Use) {
        t = cs.from_token(a.card, me);
        if (!t) return "there is no such card";
        if (!hand_has(mine, *t)) return "you hold no " + cs[*t].name;
    }
    if (b.phase == Phase::Opening) {
        if (a.kind != K::Play) return "first lay your opening row: a card face down in the front row of each empty column";
        if (!cs.playable_to_table(*t)) return cs[*t].name + " is never played to the table";
        if (!col_ok(a.col) || a.pos != 1 || !can_play(cs, b, *t, a.col - 1, 0))
            return "the opening row takes one card in the front row of each empty column";
        return "";
    }
    if (b.pending.type != kUnknown) {
        if (a.kind != K::Place)
            return "first put the card Pegasus took face up into " + std::string(me == kHera ? "Zeus" : "Hera") + "'s front row";
        if (!col_ok(a.col) || !can_place(b, a.col - 1)) return "that column is full or holds the figure";
        return "";
    }
    if (!in_turn(b)) return "no action points are left";
    switch (a.kind) {
        case K::Draw:
            if (mine.deck.empty()) return "your deck is empty";
            if (mine.hand.size() >= static_cast<std::size_t>(kHandLimit)) return "your hand holds 12 cards already";
            return "";
        case K::Play:
            if (!cs.playable_to_table(*t)) return cs[*t].name + " is never played to the table";
            if (!col_ok(a.col) || !pos_ok(a.pos) || !can_play(cs, b, *t, a.col - 1, a.pos - 1))
                return "a card goes into a column of at most 3 cards, with no gap, never before the figure";
            return "";
        case K::Challenge:
            if (first_round(b)) return "no challenges in the first round";
            if (!col_ok(a.col) || !can_challenge(cs, b, a.col - 1))
                return "column " + std::to_string(a.col) + " cannot challenge (empty, a figure, or a card that never attacks)";
            return "";
        case K::Use:
            if (!can_use(cs, b, *t, a)) return cs[*t].name + " cannot be used that way now";
            return "";
        case K::Recall:
            if (!can_recall(b)) return "your figure is not on the table";
            return "";
        case K::Place:
            return "there is no card to place";
        case K::Discard:
            break;
    }
    return "unknown action";
}

}  // namespace rules

std::vector<Action> State::legal_actions() const { return rules::legal_actions(*cards_, b_); }

std::string State::why_illegal(const Action& a) const { return rules::why_illegal(*cards_, b_, a); }

void State::apply(const Action& a) {
    std::string why = why_illegal(a);
    if (!why.empty()) throw std::invalid_argument("herazeus: '" + a.to_string() + "': " + why);
    using K = Action::Kind;
    const int me = acting_seat(b_);
    switch (a.kind) {
        case K::Draw: do_draw(); break;
        case K::Play: do_play(*cards_->from_token(a.card, me), a.col - 1, a.pos - 1); break;
        case K::Challenge: do_challenge(a.col - 1); break;
        case K::Use: do_use(a, *cards_->from_token(a.card, me)); break;
        case K::Recall: do_recall(); break;
        case K::Place: do_place(a.col - 1); break;
        case K::Discard: do_discard(*cards_->from_token(a.card, me)); break;
    }
}

Card State::take_from_hand(int seat, TypeId t) {
    auto& hand = b_.side[seat].hand;
    for (std::size_t i = 0; i < hand.size(); ++i)
        if (hand[i].type == t) return hand.erase(i);
    throw std::logic_error("herazeus: card not in hand");
}

void State::to_discard(int seat, Card c) {
    c.flags = 0;  // a discard pile is open to both players
    b_.side[seat].discard.push_back(c);
}

int acting_seat(const Board& b) {
    if (b.ordering[b.to_move].empty() && !b.ordering[1 - b.to_move].empty()) return 1 - b.to_move;
    return b.to_move;
}

// Several cards for one pile at once (Pandora's box, Pythia finding Nemesis and a Poseidon): their
// owner chooses the order, which decides what the opponent's Sirens may take. With a single kind
// of card there is nothing to choose.
void State::discard_many(int seat, std::vector<Card> cards) {
    std::array<bool, 256> kinds{};
    int n = 0;
    for (const Card& c : cards)
        if (c.type != kFigure && !kinds[c.type]) {
            kinds[c.type] = true;
            ++n;
        }
    for (const Card& c : cards)
        if (c.type != kFigure) {
            if (n > 1) b_.ordering[seat].push_back(Card{c.type, 0});
            else to_discard(seat, c);
        }
}

void State::do_discard(TypeId t) {
    const int me = acting_seat(b_);
    auto& waiting = b_.ordering[me];
    for (std::size_t i = 0; i < waiting.size(); ++i)
        if (waiting[i].type == t) {
            to_discard(me, waiting.erase(i));
            break;
        }
    // Once only one kind is left, its order no longer matters.
    if (std::all_of(waiting.begin(), waiting.end(), [&](const Card& c) { return c.type == waiting[0].type; }))
        while (!waiting.empty()) to_discard(me, waiting.erase(0));
    if (b_.ordering[0].empty() && b_.ordering[1].empty()) after_action();
}

// When the game ends with cards still waiting, they go to the piles in the order a careful player
// would choose for the Sirens: the cards they can take deepest, the weakest of them higher.
void State::flush_ordering() {
    for (int seat = 0; seat < 2; ++seat) {
        std::vector<Card> cards(b_.ordering[seat].begin(), b_.ordering[seat].end());
        b_.ordering[seat].clear();
        auto worth = [&](const Card& c) {
            int s = cards_->strength(c.type);
            return s >= 1 ? s : 0;
        };
        std::stable_sort(cards.begin(), cards.end(), [&](const Card& x, const Card& y) { return worth(x) > worth(y); });
        for (const Card& c : cards) to_discard(seat, c);
    }
}

// The top of a pile is in plain sight: a kHidden card that comes to the top is known again.
void State::reveal_pile_top(int seat) {
    SideZones& z = b_.side[seat];
    if (z.discard.empty() || !(z.discard.back().flags & kHidden)) return;
    Card& top = z.discard.back();
    top.flags = 0;
    for (std::size_t i = 0; i < z.hades_pool.size(); ++i)
        if (z.hades_pool[i].type == top.type) {
            z.hades_pool.erase(i);
            break;
        }
}

void State::log(Event e) {
    e.turn = b_.turn;
    if (b_.events.full()) b_.events.erase(0);
    b_.events.push_back(e);
}

}  // namespace olympus::herazeus
