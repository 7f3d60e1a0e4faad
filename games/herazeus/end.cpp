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

std::string end_why(EndReason r, int winner) {
    const std::string w = winner == kHera ? "Hera" : "Zeus", l = winner == kHera ? "Zeus" : "Hera";
    switch (r) {
        case EndReason::None: return "";
        case EndReason::Stuck: return l + " had action points left and nothing to spend them on";
        case EndReason::EmptyField: return l + " began a turn with no card on the table";
        case EndReason::HostageChallenged: return w + " found " + l + "'s hostage in the first row";
        case EndReason::HostageRaided: return w + "'s Pegasus took " + l + "'s hostage from the hand";
        case EndReason::PandoraHand: return w + "'s Pegasus took Pandora from a hand that held " + l + "'s hostage";
        case EndReason::PandoraColumn: return "Pandora's box emptied a column that held " + l + "'s hostage";
        case EndReason::TurnLimit: return "the game reached its limit of turns";
    }
    return "";
}

std::string end_headline(const Board& b) {
    const std::string why = end_why(b.reason, b.winner);
    if (b.winner < 0) return "The game is drawn" + (why.empty() ? std::string(".") : " because " + why + ".");
    return std::string(b.winner == kHera ? "Hera" : "Zeus") + " wins" + (why.empty() ? std::string(".") : " because " + why + ".");
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
