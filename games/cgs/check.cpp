// The game's invariants, in one place (see check() in state.hpp).
#include "cgs/state.hpp"

namespace olympus::cgs {

namespace {

// C1.13: Special and Encounter cards form the encounter deck, all others the draw deck; a card
// in the wrong deck would be met as an encounter it cannot be (a combat card faced in combat).
std::string check_decks(const State& s) {
    const Content& c = s.content();
    auto wrong = [&](const Pile<CardId>& pile, bool encounter) {
        for (CardId id : pile.top_first())
            if (id < 0 || static_cast<std::size_t>(id) >= c.cards.size() || c.card_def(id).encounter_deck != encounter) return true;
        return false;
    };
    if (wrong(s.encounter_deck(), true) || wrong(s.encounter_discard(), true))
        return "cgs: a card of the draw deck lies in the encounter deck or its discard pile";
    if (wrong(s.draw_deck(), false) || wrong(s.discard_pile(), false))
        return "cgs: an encounter card lies in the draw deck or its discard pile";
    return "";
}

}  // namespace

std::string check(const State& s) {
    std::string why = s.check_invariants();
    return why.empty() ? check_decks(s) : why;
}

}  // namespace olympus::cgs
