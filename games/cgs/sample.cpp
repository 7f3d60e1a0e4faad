// A seat's knowledge and the worlds dealt from it (state.hpp, knowledge.hpp). A world is dealt
// by conservation: every card, tile and counter the seat cannot see lies somewhere it cannot
// look, so what is missing from the seen places is shuffled into the unseen ones, sizes kept.
// One inference beyond that: a player's starting hand came from its own characters' cards
// (C1.13), so those of them still unseen go to its hand first, as many as it kept and has not
// yet shown (the rest of the unseen own cards went into the draw deck at the start).
#include <algorithm>

#include "cgs/knowledge.hpp"
#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {

template <class T>
Pile<T> blanks(std::size_t n) {
    return Pile<T>::from_bottom_first(std::vector<T>(n, static_cast<T>(-1)));
}

// Whether card `d` is one of the own cards of a main character `seat` leads.
bool own_card(const Content& c, const SeatState& st, const CardDef& d) {
    if (d.encounter_deck || d.category != Category::Specific) return false;
    for (std::int16_t sh : st.sheets)
        if (c.sheets[static_cast<std::size_t>(sh)].key == d.character) return true;
    return false;
}

// Takes up to n cards matching `pred` out of `from` (already shuffled), into `to`.
template <class Pred>
void take(std::vector<CardId>& from, std::vector<CardId>& to, std::size_t n, Pred pred) {
    for (std::size_t i = 0; i < from.size() && n > 0;) {
        if (pred(from[i])) {
            to.push_back(from[i]);
            from.erase(from.begin() + static_cast<std::ptrdiff_t>(i));
            --n;
        } else {
            ++i;
        }
    }
}

}  // namespace

Knowledge State::view_for(int seat) const {
    Knowledge k{seat, *this};
    State& m = k.masked;
    m.rng_ = Rng();  // the dice to come are no one's to know
    for (int x = 1; x < kSlots; ++x) {
        Slot& sl = m.map_.slots[static_cast<std::size_t>(x)];
        if (!sl.revealed) sl.tile = -1;
    }
    m.cave_pile_ = blanks<std::int16_t>(cave_pile_.size());
    for (std::size_t i = 0; i < seats_.size(); ++i) {
        if (static_cast<int>(i) == seat) continue;
        std::fill(m.seats_[i].hand.begin(), m.seats_[i].hand.end(), CardId{-1});
        std::fill(m.pool_[i].begin(), m.pool_[i].end(), CardId{-1});
    }
    m.draw_ = blanks<CardId>(draw_.size());
    m.encounter_ = blanks<CardId>(encounter_.size());
    for (std::size_t n = 0; n < stacks_.size(); ++n) m.stacks_[n] = blanks<std::int16_t>(stacks_[n].size());
    return k;
}

State State::sample_world(const Knowledge& k, int seat, Rng& rng) {
    State w = k.masked;
    w.rng_ = rng.split();
    const Content& c = *w.content_;

    // Land tiles: those not face up lie face down, in any order (C1.14).
    std::vector<bool> seen_land(c.land.size(), false);
    for (int x = 1; x < kPositions; ++x) {
        const Slot& sl = w.map_.slots[static_cast<std::size_t>(x)];
        if (sl.revealed && sl.tile >= 0) seen_land[static_cast<std::size_t>(sl.tile)] = true;
    }
    std::vector<std::int16_t> land;
    for (std::size_t i = 0; i < c.land.size(); ++i)
        if (!seen_land[i]) land.push_back(static_cast<std::int16_t>(i));
    rng.shuffle(land);
    std::size_t next_land = 0;
    for (int x = 1; x < kPositions; ++x) {
        Slot& sl = w.map_.slots[static_cast<std::size_t>(x)];
        if (!sl.revealed && next_land < land.size()) sl.tile = land[next_land++];
    }

    // Cave boards not yet entered (B1.19A).
    const std::size_t boards = std::min(c.caves.size(), static_cast<std::size_t>(kMaxCaves));
    std::vector<bool> seen_cave(boards, false);
    for (int x = kPositions; x < kSlots; ++x) {
        const Slot& sl = w.map_.slots[static_cast<std::size_t>(x)];
        if (sl.tile >= 0 && static_cast<std::size_t>(sl.tile) < boards) seen_cave[static_cast<std::size_t>(sl.tile)] = true;
    }
    std::vector<std::int16_t> caves;
    for (std::size_t i = 0; i < boards; ++i)
        if (!seen_cave[i]) caves.push_back(static_cast<std::int16_t>(i));
    rng.shuffle(caves);
    caves.resize(std::min(caves.size(), w.cave_pile_.size()));
    w.cave_pile_ = Pile<std::int16_t>::from_bottom_first(caves);

    // Creature counters: each stack holds its number's counters not on the board (C1.12, D2.34).
    std::vector<int> left(c.creatures.size(), 0);
    for (std::size_t i = 0; i < c.creatures.size(); ++i) left[i] = c.creatures[i].count;
    for (const Piece& p : w.pieces_) {
        if (p.kind == PieceKind::Counter) --left[static_cast<std::size_t>(p.def)];
        for (std::int16_t r : p.rules) --left[static_cast<std::size_t>(r)];
    }
    for (std::size_t n = 0; n < w.stacks_.size(); ++n) {
        std::vector<std::int16_t> st;
        for (std::size_t i = 0; i < c.creatures.size(); ++i)
            if (static_cast<std::size_t>(c.creatures[i].stack) == n)
                for (int j = 0; j < left[i]; ++j) st.push_back(static_cast<std::int16_t>(i));
        rng.shuffle(st);
        st.resize(std::min(st.size(), w.stacks_[n].size()));
        w.stacks_[n] = Pile<std::int16_t>::from_bottom_first(st);
    }

    // Cards: as many copies as the decks were built with (check.cpp), less those seen.
    std::vector<int> unseen(c.cards.size(), 0);
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
        const CardDef& d = c.cards[i];
        int copies = 1;
        if (!d.encounter_deck && d.category == Category::Specific) {
            copies = 0;
            for (const SeatState& st : w.seats_)
                for (std::int16_t sh : st.sheets) copies += c.sheets[static_cast<std::size_t>(sh)].key == d.character ? 1 : 0;
        }
        unseen[i] = d.count * copies;
    }
    auto seen = [&](CardId x) {
        if (x >= 0) --unseen[static_cast<std::size_t>(x)];
    };
    for (const Pile<CardId>* p : {&w.discard_, &w.enc_discard_})
        for (CardId x : p->bottom_first()) seen(x);
    for (CardId x : w.seats_[static_cast<std::size_t>(seat)].hand) seen(x);
    for (CardId x : w.pool_[static_cast<std::size_t>(seat)]) seen(x);
    for (const Piece& p : w.pieces_) {
        for (const Attached& a : p.cards) seen(a.card);
        if (p.kind == PieceKind::Ally) seen(p.def);
    }
    for (const Site& x : w.sites_) {
        for (CardId b : x.beaten) seen(b);
        seen(x.current);
    }
    std::vector<CardId> enc, rest;
    for (std::size_t i = 0; i < c.cards.size(); ++i)
        for (int j = 0; j < unseen[i]; ++j) (c.cards[i].encounter_deck ? enc : rest).push_back(static_cast<CardId>(i));
    rng.shuffle(enc);
    rng.shuffle(rest);
    {
        const std::size_t n = w.encounter_.size();
        std::vector<CardId> deck(enc.begin(), enc.begin() + static_cast<std::ptrdiff_t>(std::min(n, enc.size())));
        rest.insert(rest.end(), enc.begin() + static_cast<std::ptrdiff_t>(deck.size()), enc.end());
        w.encounter_ = Pile<CardId>::from_bottom_first(deck);
    }
    const bool keeping = w.phase_ == Phase::Keep;
    std::vector<std::vector<CardId>> hands(w.seats_.size()), pools(w.seats_.size());
    for (std::size_t i = 0; i < w.seats_.size(); ++i) {
        if (static_cast<int>(i) == seat) continue;
        const SeatState& st = w.seats_[i];
        auto own = [&](CardId x) { return own_card(c, st, c.card_def(x)); };
        // A pool not yet picked from holds the seat's own cards, all of them.
        take(rest, pools[i], w.pool_[i].size(), own);
        // The hand: while keeping, only own cards; later, the kept ones not yet shown.
        std::size_t from_own = st.hand.size();
        if (!keeping) {
            int own_total = 0, kept = 0, own_unseen = 0;
            for (std::size_t x = 0; x < c.cards.size(); ++x)
                if (own(static_cast<CardId>(x))) own_total += c.cards[x].count;
            for (std::int16_t sh : st.sheets) kept += c.sheets[static_cast<std::size_t>(sh)].hand;
            kept = std::min(kept, own_total);
            for (CardId x : rest) own_unseen += own(x) ? 1 : 0;
            from_own = static_cast<std::size_t>(std::clamp(own_unseen - (own_total - kept), 0, static_cast<int>(st.hand.size())));
        }
        take(rest, hands[i], from_own, own);
    }
    for (std::size_t i = 0; i < w.seats_.size(); ++i) {
        if (static_cast<int>(i) == seat) continue;
        take(rest, pools[i], w.pool_[i].size() - pools[i].size(), [](CardId) { return true; });
        take(rest, hands[i], w.seats_[i].hand.size() - hands[i].size(), [](CardId) { return true; });
        rng.shuffle(hands[i]);
        w.seats_[i].hand = std::move(hands[i]);
        w.pool_[i] = std::move(pools[i]);
    }
    rest.resize(std::min(rest.size(), w.draw_.size()));
    w.draw_ = Pile<CardId>::from_bottom_first(rest);
    return w;
}

}  // namespace olympus::cgs
