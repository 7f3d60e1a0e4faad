// Preparation: shuffle, deal 9 (a hostage dealt is shown, replaced and shuffled back), then each
// player lays 3 cards face down as the first row, the starting player first.
#include <charconv>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace {
template <std::size_t N>
void shuffle(FixedVec<Card, N>& v, Rng& rng) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
}
}  // namespace

State State::new_game(const GameOptions& opts) { return new_game(opts, load_card_set()); }

State State::new_game(const GameOptions& opts, std::shared_ptr<const CardSet> cards) {
    for (const auto& [key, value] : opts.values)
        if (key != "first" && key != "max_turns")
            throw OptionError("herazeus: unknown option '" + key + "' (known: first, max_turns)");
    State s;
    s.cards_ = std::move(cards);
    s.rng_ = Rng(opts.seed);
    std::string first = opts.get("first", "hera");
    if (first == "hera") s.b_.first = kHera;
    else if (first == "zeus") s.b_.first = kZeus;
    else if (first == "random") s.b_.first = static_cast<std::int8_t>(s.rng_.below(2));
    else throw OptionError("herazeus: first=" + first + ": expected hera, zeus or random");
    std::string mt = opts.get("max_turns", "300");
    int max_turns = 0;
    auto [ptr, ec] = std::from_chars(mt.data(), mt.data() + mt.size(), max_turns);
    if (ec != std::errc() || ptr != mt.data() + mt.size() || max_turns < 10 || max_turns > 10000)
        throw OptionError("herazeus: max_turns=" + mt + ": expected a whole number from 10 to 10000");
    s.b_.max_turns = static_cast<std::int16_t>(max_turns);

    const CardSet& cs = *s.cards_;
    for (int side : {s.b_.first, static_cast<std::int8_t>(1 - s.b_.first)}) {
        SideZones& z = s.b_.side[side];
        for (std::size_t t = 0; t < cs.types.size(); ++t)
            if (cs.types[t].side == side)
                for (int k = 0; k < cs.types[t].count; ++k) z.deck.push_back(Card{static_cast<TypeId>(t), 0});
        shuffle(z.deck, s.rng_);
        std::optional<Card> hostage;
        while (z.hand.size() < static_cast<std::size_t>(kOpeningHand)) {
            Card c = z.deck.pop_back();
            if (cs.power(c.type) == Power::Hostage) {
                hostage = c;  // shown to the opponent, replaced by the next card
                Event e;
                e.kind = EventKind::HostageShown;
                e.seat = static_cast<std::uint8_t>(side);
                e.a = c.type;
                s.log(e);
            } else {
                z.hand.push_back(c);
            }
        }
        if (hostage) {
            z.deck.push_back(*hostage);
            shuffle(z.deck, s.rng_);
        }
        // Either way the hostage now lies in the deck, and both players know it.
        z.hostage_in_deck = true;
    }
    s.b_.phase = Phase::Opening;
    s.b_.to_move = s.b_.first;
    s.end_opening_step();
    return s;
}

// Moves on from a player who has laid the opening row (or cannot lay any more cards).
void State::end_opening_step() {
    const CardSet& cs = *cards_;
    while (b_.phase == Phase::Opening) {
        int me = b_.to_move;
        const SideZones& z = b_.side[me];
        bool can_lay = std::any_of(z.hand.begin(), z.hand.end(), [&](const Card& c) { return cs.playable_to_table(c.type); });
        bool done = rules::cards_on_table(z) >= kColumns || !can_lay;
        if (!done) return;
        if (me == b_.first) {
            b_.to_move = static_cast<std::int8_t>(rules::other(me));
        } else {
            b_.phase = Phase::Play;
            start_turn(b_.first);
        }
    }
}

}  // namespace olympus::herazeus
