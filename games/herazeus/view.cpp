// What one seat may know, and worlds consistent with it.
#include <algorithm>
#include <stdexcept>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace {
// Hands are sets to an observer: order them so a view does not depend on the order cards came in.
template <std::size_t N>
void sort_hand(FixedVec<Card, N>& h) {
    std::sort(h.begin(), h.end(), [](const Card& x, const Card& y) {
        return x.type != y.type ? x.type < y.type : x.flags < y.flags;
    });
}
}  // namespace

View State::view_for(int seat) const {
    if (seat < 0 || seat > 1) throw std::invalid_argument("herazeus: no seat " + std::to_string(seat));
    View v;
    v.cards = cards_;
    v.seat = seat;
    v.board = b_;
    // When the game is over every card in play is turned up (docs/RULINGS.md): nothing on the
    // table is secret any more, and the end screen shows what each side had.
    const bool over = b_.phase == Phase::Over;
    for (int s = 0; s < 2; ++s) {
        SideZones& z = v.board.side[s];
        for (Card& c : z.deck) c = Card{kUnknown, 0};  // nobody knows the order of a deck
        if (s != seat) {
            for (Card& c : z.hand)
                if (!(c.flags & kSeen)) c = Card{kUnknown, 0};
            for (Column& col : z.field)
                for (Card& c : col)
                    if (!over && c.type != kFigure && !(c.flags & (kFaceUp | kSeen))) c = Card{kUnknown, 0};
            // Cards that Hades may have taken from below: which ones are still there is not known.
            for (Card& c : z.discard)
                if (c.flags & kHidden) c = Card{kUnknown, kHidden};
        }
        sort_hand(z.hand);
    }
    return v;
}

nlohmann::json State::public_view_json() const {
    // Built on the view of the seat not to act, so that it offers no moves, then its own side is
    // replaced by that side as the other seat sees it.
    const int base = current_player() == 0 ? 1 : 0;
    View v = view_for(base);
    v.board.side[static_cast<std::size_t>(base)] = view_for(1 - base).board.side[static_cast<std::size_t>(base)];
    // A card a Pegasus raid took is known to the two players only; a spectator knows one waits.
    if (v.board.raid_waiting() && v.board.phase != Phase::Over) v.board.pending = Card{kUnknown, kHidden};
    // ... and so is its name in the log until the Place event shows it face up.
    for (Event& e : v.board.events)
        if (e.kind == EventKind::Raid && e.n == kPending) e.a = kUnknown;
    nlohmann::json j = v.to_json();
    j["seat"] = nullptr;
    j["legal"] = nlohmann::json::array();
    return j;
}

std::string State::observe(const Action& a, int observer) const {
    if (observer == acting_seat(b_)) return a.to_string();
    if (a.kind == Action::Kind::Use && a.target == Action::Target::Card) {
        // Hades keeps the card it takes secret, unless it is one of the observer's own (its back shows).
        auto w = cards_->from_token(a.what, b_.to_move);
        if (w && cards_->side_of(*w) == observer) return a.to_string();
        return a.card + " ?";
    }
    if (a.kind != Action::Kind::Play) return a.to_string();
    auto t = cards_->from_token(a.card, b_.to_move);
    // A card from the observer's own deck shows its back: the observer knows it.
    if (t && cards_->side_of(*t) == observer) return a.to_string();
    return "play ? col" + std::to_string(a.col) + " pos" + std::to_string(a.pos);
}

std::vector<Action> View::legal_actions() const {
    if (acting_seat(board) != seat || board.phase == Phase::Over) return {};
    return rules::legal_actions(*cards, board);
}

bool View::same_cards(const View& o) const {
    return cards == o.cards || (cards && o.cards && cards->source == o.cards->source);
}

State State::sample_world(const View& v, int seat, Rng& rng) {
    if (seat != v.seat) throw std::invalid_argument("herazeus: sample_world for a seat other than the view's");
    const CardSet& cs = *v.cards;
    State s;
    s.cards_ = v.cards;
    s.b_ = v.board;
    s.rng_ = rng.split();
    const int me = seat, op = rules::other(seat);

    // What is not on view: each type's count less every copy the view shows.
    std::vector<int> left(cs.types.size());
    for (std::size_t t = 0; t < cs.types.size(); ++t) left[t] = cs.types[t].count;
    auto see = [&](const Card& c) {
        if (c.type != kUnknown && c.type != kFigure) --left[c.type];
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
    for (std::size_t t = 0; t < cs.types.size(); ++t)
        if (left[t] < 0) throw std::invalid_argument("herazeus: the view shows too many " + cs.full_name(static_cast<TypeId>(t)));

    // My own unseen cards can only be in my deck (my hand and table I know; the opponent only
    // ever holds my cards in plain sight).
    std::array<std::vector<Card>, 2> pool;
    for (std::size_t t = 0; t < cs.types.size(); ++t)
        for (int k = 0; k < left[t]; ++k) pool[cs.side_of(static_cast<TypeId>(t))].push_back(Card{static_cast<TypeId>(t), 0});
    SideZones& mine = s.b_.side[me];
    if (pool[me].size() != mine.deck.size())
        throw std::invalid_argument("herazeus: the view's deck size does not match the cards unaccounted for");
    rng.shuffle(pool[me]);
    for (std::size_t i = 0; i < pool[me].size(); ++i) mine.deck[i] = pool[me][i];

    // The opponent's unknown cards: its deck, its hand, its face-down table cards and the cards
    // of its discard pile that Hades may have taken from.
    SideZones& theirs = s.b_.side[op];
    std::vector<Card>& rest = pool[op];
    std::vector<std::size_t> hidden_slots;
    for (std::size_t i = 0; i < theirs.discard.size(); ++i)
        if (theirs.discard[i].type == kUnknown) hidden_slots.push_back(i);
    if (!hidden_slots.empty()) {
        // They are some of the cards remembered there, as many as are hidden, in any order.
        std::vector<Card> remembered(theirs.hades_pool.begin(), theirs.hades_pool.end());
        rng.shuffle(remembered);
        // Enough cards that may lie face down must stay for the face-down table places.
        std::vector<int> avail(cs.types.size(), 0);
        int spare = 0;
        for (const Card& c : rest) {
            ++avail[c.type];
            spare += cs.playable_to_table(c.type);
        }
        for (const Column& col : theirs.field)
            for (const Card& c : col) spare -= c.type == kUnknown;
        std::vector<Card> chosen;
        for (const Card& c : remembered) {
            if (chosen.size() == hidden_slots.size() || avail[c.type] == 0) continue;
            if (cs.playable_to_table(c.type)) {
                if (spare <= 0) continue;
                --spare;
            }
            --avail[c.type];
            chosen.push_back(c);
        }
        if (chosen.size() < hidden_slots.size())
            throw std::invalid_argument("herazeus: the discard pile hides more cards than the view can account for");
        for (std::size_t k = 0; k < chosen.size(); ++k) {
            theirs.discard[hidden_slots[k]] = Card{chosen[k].type, kHidden};
            rest.erase(std::find_if(rest.begin(), rest.end(), [&](const Card& c) { return c.type == chosen[k].type; }));
        }
    }
    std::size_t unknown_slots = theirs.deck.size();
    for (const Card& c : theirs.hand) unknown_slots += c.type == kUnknown;
    for (const Column& col : theirs.field)
        for (const Card& c : col) unknown_slots += c.type == kUnknown;
    if (rest.size() != unknown_slots)
        throw std::invalid_argument("herazeus: the view's hidden places do not match the cards unaccounted for");
    // Known fact: before its first draw the hostage is still in the deck.
    std::optional<Card> hostage;
    if (theirs.hostage_in_deck) {
        auto it = std::find_if(rest.begin(), rest.end(), [&](const Card& c) { return c.type == cs.hostage[op]; });
        if (it == rest.end()) throw std::invalid_argument("herazeus: the hostage is said to be in a deck but is on view");
        hostage = *it;
        rest.erase(it);
    }
    // Face-down table cards are never Mythology cards: those places take a random few of the
    // cards that may stand there, the hand and the deck share the rest, so every deal that fits
    // what the seat knows is equally likely.
    auto table_end = std::partition(rest.begin(), rest.end(), [&](const Card& c) { return cs.playable_to_table(c.type); });
    std::vector<Card> table(rest.begin(), table_end), other(table_end, rest.end());
    rng.shuffle(table);
    std::size_t k = 0;
    for (Column& col : theirs.field)
        for (Card& c : col)
            if (c.type == kUnknown) {
                if (k >= table.size()) throw std::invalid_argument("herazeus: no card left that could lie face down on the table");
                c = table[k++];
            }
    other.insert(other.end(), table.begin() + static_cast<std::ptrdiff_t>(k), table.end());
    rng.shuffle(other);
    k = 0;
    for (Card& c : theirs.hand)
        if (c.type == kUnknown) c = other[k++];
    std::vector<Card> deck(other.begin() + static_cast<std::ptrdiff_t>(k), other.end());
    if (hostage) {
        // The hostage's place in the deck is as random as any other card's.
        deck.insert(deck.begin() + static_cast<std::ptrdiff_t>(rng.below(static_cast<std::uint32_t>(deck.size() + 1))), *hostage);
    }
    for (std::size_t i = 0; i < deck.size(); ++i) theirs.deck[i] = deck[i];
    return s;
}

}  // namespace olympus::herazeus
