// The Mythology powers: the Hera/Zeus figure, Pegasus, Pythia, Sirens, Hades, Persephone and
// Dionysus. (Medusa, Pandora, Hercules/Amazon and Nemesis/Poseidon act inside a challenge:
// challenge.cpp.)
#include <algorithm>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace rules {

bool can_stand_figure(const Board& b, int col) {
    if (col < 0 || col >= kColumns) return false;
    const SideZones& z = b.side[b.to_move];
    // One figure; never in an empty column nor in a full one (it takes a place in the column).
    return figure_column(z) < 0 && !z.field[col].empty() && z.field[col].size() < static_cast<std::size_t>(kRows);
}

bool can_strike(const Board& b, int col) {
    if (first_round(b) || col < 0 || col >= kColumns) return false;
    const Column& theirs = b.side[other(b.to_move)].field[col];
    const Column& mine = b.side[b.to_move].field[col];
    if (theirs.empty()) return false;
    if (theirs[0].type == kFigure) return true;  // the one way to bring a figure down
    return mine.empty() || mine[0].type != kFigure;  // no challenge into a column with a figure
}

bool can_move(const Board& b, int c1, int p1, int c2, int p2) {
    if (c1 < 0 || c1 >= kColumns || c2 < 0 || c2 >= kColumns) return false;
    const SideZones& z = b.side[b.to_move];
    const Column& src = z.field[c1];
    if (p1 < 0 || p1 >= static_cast<int>(src.size()) || src[p1].type == kFigure) return false;
    const bool figure_src = src[0].type == kFigure;
    if (c1 == c2) {
        // p2 counts places after the card has left: 0 .. size-2.
        if (p2 < 0 || p2 > static_cast<int>(src.size()) - 1 || p2 == p1) return false;
        return !(figure_src && p2 == 0);
    }
    const Column& dst = z.field[c2];
    if (dst.size() >= static_cast<std::size_t>(kRows) || p2 < 0 || p2 > static_cast<int>(dst.size())) return false;
    if (!dst.empty() && dst[0].type == kFigure && p2 == 0) return false;
    // The figure never stands alone in a column (it is not a card).
    return !(figure_src && src.size() == 2);
}

bool raid_may_place(const SideZones& victim, int col) {
    const Column& c = victim.field[col];
    return c.size() < static_cast<std::size_t>(kRows) && (c.empty() || c[0].type != kFigure);
}

bool can_place(const Board& b, int col) {
    return b.pending.type != kUnknown && col >= 0 && col < kColumns && raid_may_place(b.side[other(b.to_move)], col);
}

bool can_recall(const Board& b) { return figure_column(b.side[b.to_move]) >= 0; }

bool sirens_may_take(const CardSet& cs, const Board& b) {
    const auto& pile = b.side[other(b.to_move)].discard;
    return !pile.empty() && cs.strength(pile.back().type) >= 1;
}

bool can_use(const CardSet& cs, const Board& b, TypeId t, const Action& a) {
    using T = Action::Target;
    const int me = b.to_move;
    const SideZones& theirs = b.side[other(me)];
    const int col = a.col - 1;
    switch (cs.power(t)) {
        case Power::Figure:
            return a.target == T::Column && can_stand_figure(b, col);
        case Power::Pegasus:
            if (first_round(b)) return false;
            if (a.target == T::Hand) return !theirs.hand.empty();
            return a.target == T::Column && can_strike(b, col);
        case Power::Pythia:
            if (a.target == T::Hand) return true;
            return a.target == T::Column && col >= 0 && col < kColumns && !theirs.field[col].empty();
        case Power::Sirens:
            return a.target == T::None && sirens_may_take(cs, b);
        case Power::Hades: {
            if (a.target != T::Card) return false;
            auto w = cs.from_token(a.what, me);
            const auto& pile = b.side[me].discard;
            return w && std::any_of(pile.begin(), pile.end(), [&](const Card& c) { return c.type == *w; });
        }
        case Power::Persephone:
            return a.target == T::None;
        case Power::Dionysus:
            return a.target == T::Move && can_move(b, a.col - 1, a.pos - 1, a.col2 - 1, a.pos2 - 1);
        default:
            return false;
    }
}

}  // namespace rules

void State::do_use(const Action& a, TypeId t) {
    using T = Action::Target;
    const CardSet& cs = *cards_;
    const int me = b_.to_move, op = rules::other(me);
    SideZones& mine = b_.side[me];
    SideZones& theirs = b_.side[op];
    const int col = a.col - 1;
    Event e;
    e.seat = static_cast<std::uint8_t>(me);
    // Every Mythology card leaves the hand for its owner's discard pile as it is used.
    to_discard(me, take_from_hand(me, t));
    switch (cs.power(t)) {
        case Power::Figure:
            // Free, and this turn counts as one that began with four action points.
            mine.field[col].insert(0, Card{kFigure, kFaceUp});
            b_.ap_total = 4;
            e.kind = EventKind::Figure;
            e.col = static_cast<std::int8_t>(col);
            log(e);
            after_action();
            return;
        case Power::Pegasus:
            ++b_.ap_used;
            if (a.target == T::Hand) raid();
            else strike(col);
            return;
        case Power::Pythia:
            ++b_.ap_used;
            if (a.target == T::Hand) {
                std::vector<Card> prey;
                for (std::size_t i = 0; i < theirs.hand.size();) {
                    theirs.hand[i].flags |= kSeen;
                    if (cs.power(theirs.hand[i].type) == Power::PythiaPrey) prey.push_back(theirs.hand.erase(i));
                    else ++i;
                }
                e.kind = EventKind::Spy;
                e.n = static_cast<std::uint8_t>(theirs.hand.size() + prey.size());
                e.m = static_cast<std::uint8_t>(prey.size());
                log(e);
                discard_many(op, prey);
            } else {
                for (Card& c : theirs.field[col])
                    if (c.type != kFigure) c.flags |= kFaceUp;
                e.kind = EventKind::TurnOver;
                e.col = static_cast<std::int8_t>(col);
                log(e);
            }
            after_action();
            return;
        case Power::Sirens: {
            ++b_.ap_used;
            Card c = theirs.discard.pop_back();
            reveal_pile_top(op);
            c.flags = kSeen;  // taken in plain sight, and its back shows whose it was
            mine.hand.push_back(c);
            e.kind = EventKind::Sirens;
            e.a = c.type;
            log(e);
            after_action();
            return;
        }
        case Power::Hades: {
            ++b_.ap_used;
            TypeId w = *cs.from_token(a.what, me);
            auto& pile = mine.discard;
            // Hades went onto the pile just now; it cannot bring itself back. The owner need not
            // show which card it takes: one of its own cards leaves the pile unseen, and the
            // opponent can only say it was one of the cards below Hades. A card of the other
            // deck is known by its back.
            std::size_t i = pile.size() - 1;
            while (i-- > 0)
                if (pile[i].type == w) break;
            Card c = pile.erase(i);
            const bool unseen = cs.side_of(w) == me;
            if (unseen) {
                if (!(c.flags & kHidden)) mine.hades_pool.push_back(Card{w, 0});
                for (std::size_t k = 0; k + 1 < pile.size(); ++k)
                    if (!(pile[k].flags & kHidden) && cs.side_of(pile[k].type) == me) {
                        pile[k].flags = kHidden;
                        mine.hades_pool.push_back(Card{pile[k].type, 0});
                    }
                // In type order: the pool says nothing of which card was taken.
                std::sort(mine.hades_pool.begin(), mine.hades_pool.end(), [](const Card& x, const Card& y) { return x.type < y.type; });
            }
            c.flags = unseen ? 0 : kSeen;
            mine.hand.push_back(c);
            e.kind = EventKind::Hades;
            e.a = unseen ? kUnknown : w;
            log(e);
            after_action();
            return;
        }
        case Power::Persephone: {
            ++b_.ap_used;
            auto& pile = mine.discard;
            int taken = 0;
            for (std::size_t i = pile.size(); i-- > 0 && taken < 3 && mine.hand.size() < static_cast<std::size_t>(kHandLimit);) {
                if (cs.power(pile[i].type) != Power::Pegasus) continue;
                Card c = pile.erase(i);
                if (c.flags & kHidden)  // shown as it comes back: no longer one of the pile's unknowns
                    for (std::size_t k = 0; k < mine.hades_pool.size(); ++k)
                        if (mine.hades_pool[k].type == c.type) {
                            mine.hades_pool.erase(k);
                            break;
                        }
                c.flags = kSeen;
                mine.hand.push_back(c);
                ++taken;
            }
            e.kind = EventKind::Persephone;
            e.n = static_cast<std::uint8_t>(taken);
            log(e);
            after_action();
            return;
        }
        case Power::Dionysus: {
            ++b_.ap_used;
            Card c = mine.field[col].erase(a.pos - 1);
            mine.field[a.col2 - 1].insert(a.pos2 - 1, c);
            e.kind = EventKind::Dionysus;
            e.col = static_cast<std::int8_t>(col);
            e.pos = static_cast<std::int8_t>(a.pos - 1);
            e.col2 = static_cast<std::int8_t>(a.col2 - 1);
            e.pos2 = static_cast<std::int8_t>(a.pos2 - 1);
            if (c.flags & (kFaceUp | kSeen)) e.a = c.type;
            log(e);
            after_action();
            return;
        }
        default:
            throw std::logic_error("herazeus: card has no power to use");
    }
}

// Pegasus into the opponent's hand: one card at random.
void State::raid() {
    const CardSet& cs = *cards_;
    const int me = b_.to_move, op = rules::other(me);
    SideZones& v = b_.side[op];
    const std::size_t i = rng_.below(static_cast<std::uint32_t>(v.hand.size()));
    const Card picked = v.hand[i];
    const Power p = cs.power(picked.type);
    Event e;
    e.kind = EventKind::Raid;
    e.seat = static_cast<std::uint8_t>(me);
    e.a = picked.type;
    if (p == Power::Hostage) {
        // The raider has rescued the hostage: it leaves the hand, face up, in the raider's
        // keeping (docs/RULINGS.md), and the game is over.
        v.hand.erase(i);
        b_.pending = Card{picked.type, kFaceUp};
        e.n = kHostageFound;
        log(e);
        finish(me, EndReason::HostageRaided);
        return;
    }
    if (p == Power::Pandora) {
        // The whole hand goes; a hostage in it is lost with it.
        std::vector<Card> all(v.hand.begin(), v.hand.end());
        bool hostage = std::any_of(all.begin(), all.end(), [&](const Card& c) { return cs.power(c.type) == Power::Hostage; });
        v.hand.clear();
        e.n = kPandoraHand;
        e.m = static_cast<std::uint8_t>(all.size());
        log(e);
        discard_many(op, all);
        if (hostage) finish(me, EndReason::PandoraHand);
        after_action();
        return;
    }
    v.hand.erase(i);
    const bool placeable = (p == Power::None || p == Power::MedusaSlayer) && cs.strength(picked.type) >= 2;
    std::vector<int> cols;
    if (placeable)
        for (int c = 0; c < kColumns; ++c)
            if (rules::raid_may_place(v, c)) cols.push_back(c);
    if (cols.empty()) {
        e.n = kDiscarded;
        log(e);
        to_discard(op, picked);
    } else if (cols.size() == 1) {
        e.n = kPlaced;
        e.col = static_cast<std::int8_t>(cols[0]);
        log(e);
        v.field[cols[0]].insert(0, Card{picked.type, kFaceUp});
    } else {
        e.n = kPending;
        log(e);
        b_.pending = Card{picked.type, kFaceUp};
        return;  // the raider chooses the column next
    }
    after_action();
}

void State::do_place(int col) {
    const int me = b_.to_move;
    Card c = b_.pending;
    b_.pending = Card{kUnknown, 0};
    b_.side[rules::other(me)].field[col].insert(0, c);
    Event e;
    e.kind = EventKind::Place;
    e.seat = static_cast<std::uint8_t>(me);
    e.col = static_cast<std::int8_t>(col);
    e.a = c.type;
    log(e);
    after_action();
}

// Pegasus at the opponent's first row: the figure falls, a strength 0-1 card falls, any other
// card is only turned up. Medusa, Pandora and the hostage answer as they do to any challenge.
void State::strike(int col) {
    const CardSet& cs = *cards_;
    const int me = b_.to_move, op = rules::other(me);
    Column& c = b_.side[op].field[col];
    Event e;
    e.kind = EventKind::Strike;
    e.seat = static_cast<std::uint8_t>(me);
    e.col = static_cast<std::int8_t>(col);
    e.a = c[0].type;
    if (c[0].type == kFigure) {
        c.erase(0);
        e.n = kFigureRemoved;
        log(e);
        after_action();
        return;
    }
    c[0].flags |= kFaceUp;
    switch (cs.power(c[0].type)) {
        case Power::Hostage:
            e.n = kHostageFound;
            log(e);
            finish(me, EndReason::HostageChallenged);
            return;
        case Power::Medusa:
            e.n = kMedusaHolds;
            log(e);
            break;
        case Power::Pandora:
            e.n = kBoxOpened;
            log(e);
            open_box(col, me);
            break;
        default:
            if (cs.strength(c[0].type) <= 1) {
                e.n = kDiscarded;
                log(e);
                to_discard(op, c.erase(0));
            } else {
                e.n = kStays;
                log(e);
            }
    }
    after_action();
}

void State::do_recall() {
    const int me = b_.to_move;
    int col = rules::figure_column(b_.side[me]);
    b_.side[me].field[col].erase(0);
    ++b_.ap_used;
    Event e;
    e.kind = EventKind::Recall;
    e.seat = static_cast<std::uint8_t>(me);
    e.col = static_cast<std::int8_t>(col);
    log(e);
    after_action();
}

}  // namespace olympus::herazeus
