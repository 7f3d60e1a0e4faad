// A turn: action points, drawing, and laying cards face down.
#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace rules {

bool can_draw(const Board& b) {
    const SideZones& z = b.side[b.to_move];
    return !z.deck.empty() && z.hand.size() < static_cast<std::size_t>(kHandLimit);
}

bool can_play(const CardSet& cs, const Board& b, TypeId t, int col, int pos) {
    if (!cs.playable_to_table(t) || col < 0 || col >= kColumns) return false;
    const Column& c = b.side[b.to_move].field[col];
    if (b.phase == Phase::Opening) return c.empty() && pos == 0;
    if (c.size() >= static_cast<std::size_t>(kRows) || pos < 0 || pos > static_cast<int>(c.size())) return false;
    // Nothing goes in front of the figure: it stands in the first row until it leaves.
    return !(pos == 0 && !c.empty() && c[0].type == kFigure);
}

}  // namespace rules

void State::start_turn(int seat) {
    b_.to_move = static_cast<std::int8_t>(seat);
    ++b_.turn;
    // The log keeps this turn and the one before.
    while (!b_.events.empty() && b_.events[0].turn < b_.turn - 1) b_.events.erase(0);
    if (b_.turn > b_.max_turns) {
        finish(-1, EndReason::TurnLimit);
        return;
    }
    const SideZones& z = b_.side[seat];
    if (rules::cards_on_table(z) == 0) {
        finish(rules::other(seat), EndReason::EmptyField);
        return;
    }
    b_.ap_total = static_cast<std::int8_t>(rules::figure_column(z) >= 0 ? 4 : rules::columns_held(z));
    b_.ap_used = 0;
    Event e;
    e.kind = EventKind::TurnStart;
    e.seat = static_cast<std::uint8_t>(seat);
    e.n = static_cast<std::uint8_t>(b_.ap_total);
    log(e);
    check_stuck();
}

void State::after_action() {
    if (b_.phase != Phase::Play || b_.pending.type != kUnknown) return;
    if (!b_.ordering[0].empty() || !b_.ordering[1].empty()) return;  // discards to order first
    if (b_.ap_used >= b_.ap_total) start_turn(rules::other(b_.to_move));
    else check_stuck();
}

void State::do_draw() {
    const int me = b_.to_move;
    SideZones& z = b_.side[me];
    Card c = z.deck.pop_back();
    c.flags = 0;
    z.hand.push_back(c);
    z.hostage_in_deck = false;  // from now on it may be in the hand
    ++b_.ap_used;
    Event e;
    e.kind = EventKind::Draw;
    e.seat = static_cast<std::uint8_t>(me);
    log(e);
    after_action();
}

void State::do_play(TypeId t, int col, int pos) {
    const int me = b_.to_move;
    SideZones& z = b_.side[me];
    Card c = take_from_hand(me, t);
    if (cards_->side_of(t) != me) {
        // The other deck's back gives it away: its owner still knows which card it is.
        c.flags = kSeen;
    } else {
        // The opponent cannot tell which of this player's own cards left the hand; what it knew
        // of them (from Pythia, Hades, Persephone) keeps what follows for sure. Of each kind it
        // knew s copies of, s - 1 surely stay in the hand (a copy of the kind played left with
        // it, so a copy of every other kind loses its mark); and when the whole hand was known
        // and alike, the card played is known too.
        const bool seen = (c.flags & kSeen) != 0;
        bool known = seen;
        for (const Card& h : z.hand)
            if (cards_->side_of(h.type) == me && (!(h.flags & kSeen) || h.type != c.type)) known = false;
        c.flags = known ? kSeen : 0;
        std::vector<TypeId> done;
        if (seen) done.push_back(c.type);
        for (Card& h : z.hand)
            if (cards_->side_of(h.type) == me && (h.flags & kSeen) && std::find(done.begin(), done.end(), h.type) == done.end()) {
                done.push_back(h.type);
                h.flags = 0;
            }
    }
    z.field[col].insert(pos, c);
    Event e;
    e.kind = b_.phase == Phase::Opening ? EventKind::Opening : EventKind::Play;
    e.seat = static_cast<std::uint8_t>(me);
    e.col = static_cast<std::int8_t>(col);
    e.pos = static_cast<std::int8_t>(pos);
    if (c.flags & kSeen) e.a = t;
    log(e);
    if (b_.phase == Phase::Opening) {
        end_opening_step();
        return;
    }
    ++b_.ap_used;
    after_action();
}

}  // namespace olympus::herazeus
