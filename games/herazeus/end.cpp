// Ending the game. The ways it ends are spread through the rules where they happen (a hostage
// challenged, raided or lost to Pandora); here are the ones checked between actions, and the
// invariants a finished or running game always keeps.
#include <sstream>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

std::string_view end_reason_name(EndReason r) {
    switch (r) {
        case EndReason::None: return "none";
        case EndReason::Stuck: return "stuck";
        case EndReason::EmptyField: return "empty_field";
        case EndReason::HostageChallenged: return "hostage_challenged";
        case EndReason::HostageRaided: return "hostage_raided";
        case EndReason::PandoraHand: return "pandora_hand";
        case EndReason::PandoraColumn: return "pandora_column";
        case EndReason::TurnLimit: return "turn_limit";
    }
    return "?";
}

void State::finish(int winner, EndReason why) {
    flush_ordering();
    b_.phase = Phase::Over;
    b_.winner = static_cast<std::int8_t>(winner);
    b_.reason = why;
    Event e;
    e.kind = EventKind::End;
    e.seat = static_cast<std::uint8_t>(winner < 0 ? 255 : winner);
    e.n = static_cast<std::uint8_t>(why);
    log(e);
}

// A player who still has action points but nothing to spend them on loses.
void State::check_stuck() {
    if (b_.phase == Phase::Play && !rules::has_legal_action(*cards_, b_))
        finish(rules::other(b_.to_move), EndReason::Stuck);
}

std::string State::check_invariants() const {
    std::ostringstream bad;
    const CardSet& cs = *cards_;
    std::vector<int> count(cs.types.size(), 0);
    auto tally = [&](const Card& c, const char* where, int s) {
        if (c.type == kFigure) return;
        if (c.type >= cs.types.size()) {
            bad << side_name(s) << " " << where << ": bad card type " << int(c.type) << "; ";
            return;
        }
        ++count[c.type];
    };
    for (int s = 0; s < 2; ++s) {
        const SideZones& z = b_.side[s];
        for (const Card& c : z.deck) {
            tally(c, "deck", s);
            if (c.type < cs.types.size() && cs.side_of(c.type) != s) bad << side_name(s) << " deck holds the other side's card; ";
            if (c.flags) bad << side_name(s) << " deck card with flags; ";
        }
        for (const Card& c : z.hand) {
            tally(c, "hand", s);
            if (c.type == kFigure) bad << side_name(s) << " figure in hand; ";
            if (c.flags & kFaceUp) bad << side_name(s) << " hand card marked face up; ";
        }
        for (const Card& c : z.discard) {
            tally(c, "discard", s);
            if (c.type == kFigure) bad << side_name(s) << " figure in discard; ";
            if (c.flags & ~kHidden) bad << side_name(s) << " discard card with flags; ";
        }
        std::size_t hidden = 0;
        for (const Card& c : z.discard) hidden += (c.flags & kHidden) != 0;
        if (!z.discard.empty() && (z.discard.back().flags & kHidden)) bad << side_name(s) << " discard top hidden; ";
        if (z.hades_pool.size() < hidden) bad << side_name(s) << " more hidden discards than remembered cards; ";
        for (const Card& c : z.hades_pool)
            if (c.type >= cs.types.size() || cs.side_of(c.type) != s || c.flags)
                bad << side_name(s) << " remembered discard not of its own deck; ";
        if (z.hand.size() > static_cast<std::size_t>(kHandLimit)) bad << side_name(s) << " hand over 12; ";
        int figures = 0;
        for (int col = 0; col < kColumns; ++col) {
            const Column& c = z.field[col];
            if (c.size() > static_cast<std::size_t>(kRows)) bad << side_name(s) << " column over 4; ";
            for (std::size_t p = 0; p < c.size(); ++p) {
                tally(c[p], "field", s);
                if (c[p].type == kFigure) {
                    ++figures;
                    if (p != 0) bad << side_name(s) << " figure behind the first row; ";
                    if (c.size() < 2) bad << side_name(s) << " figure alone in a column; ";
                } else if (c[p].type < cs.types.size() && !cs.playable_to_table(c[p].type)) {
                    bad << side_name(s) << " Mythology card on the table; ";
                }
            }
        }
        if (figures > 1) bad << side_name(s) << " has two figures; ";
        if (z.hostage_in_deck) {
            bool found = false;
            for (const Card& c : z.deck) found |= c.type == cs.hostage[s];
            if (!found) bad << side_name(s) << " hostage said to be in the deck but is not; ";
        }
    }
    if (b_.pending.type != kUnknown) tally(b_.pending, "pending", b_.to_move);
    for (int s = 0; s < 2; ++s)
        for (const Card& c : b_.ordering[s]) {
            tally(c, "ordering", s);
            if (c.type == kFigure || c.flags) bad << side_name(s) << " bad card waiting for the discard pile; ";
        }
    const bool ordering = !b_.ordering[0].empty() || !b_.ordering[1].empty();
    if (ordering && (b_.phase != Phase::Play || b_.pending.type != kUnknown)) bad << "discards to order outside play; ";
    for (std::size_t t = 0; t < cs.types.size(); ++t)
        if (count[t] != cs.types[t].count)
            bad << cs.full_name(static_cast<TypeId>(t)) << ": " << count[t] << " found, " << cs.types[t].count << " in the deck; ";
    if (b_.phase == Phase::Play) {
        if (b_.ap_total < 1 || b_.ap_total > 4) bad << "ap_total " << int(b_.ap_total) << " outside 1-4; ";
        if (b_.ap_used < 0 || b_.ap_used > b_.ap_total) bad << "ap_used " << int(b_.ap_used) << " outside 0-ap_total; ";
        if (b_.ap_used == b_.ap_total && b_.pending.type == kUnknown && !ordering) bad << "a turn with no points left did not end; ";
        if (b_.turn < 1) bad << "play before turn 1; ";
    }
    if (b_.phase == Phase::Over && b_.reason == EndReason::None) bad << "over without a reason; ";
    if (b_.phase != Phase::Over && b_.winner != -1) bad << "a winner while running; ";
    return bad.str();
}

}  // namespace olympus::herazeus
