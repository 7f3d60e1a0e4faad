// Ending the game. The ways it ends are spread through the rules where they happen (a hostage
// challenged, raided or lost to Pandora); here are the ones checked between actions, and the
// invariants a finished or running game always keeps.
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

}  // namespace olympus::herazeus
