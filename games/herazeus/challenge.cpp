// The challenge: first-row cards straight across, both turned up, the stronger stays.
#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace rules {

bool can_challenge(const CardSet& cs, const Board& b, int col) {
    if (first_round(b) || col < 0 || col >= kColumns) return false;
    const Column& mine = b.side[b.to_move].field[col];
    const Column& theirs = b.side[other(b.to_move)].field[col];
    if (mine.empty() || theirs.empty()) return false;
    // A figure never challenges and only Pegasus from the hand may challenge one.
    if (mine[0].type == kFigure || theirs[0].type == kFigure) return false;
    return can_initiate(cs.power(mine[0].type));
}

Duel duel(const CardSet& cs, TypeId at, TypeId dt) {
    const Power pa = cs.power(at), pd = cs.power(dt);
    if (pd == Power::Hostage) return Duel::HostageFound;
    if (pd == Power::Pandora) return Duel::BoxOpens;
    // Medusa falls only to Hercules or an Amazon, and destroys any other challenger.
    if (pd == Power::Medusa) return pa == Power::MedusaSlayer ? Duel::AttackerWins : Duel::DefenderWins;
    // Pythia beats Nemesis and Poseidon when she attacks them; when they attack her, she loses
    // (as their 7 against her 1 would anyway).
    if (pa == Power::Pythia && pd == Power::PythiaPrey) return Duel::AttackerWins;
    if (pa == Power::PythiaPrey && pd == Power::Pythia) return Duel::AttackerWins;
    const int sa = cs.strength(at), sd = cs.strength(dt);
    return sa > sd ? Duel::AttackerWins : sa < sd ? Duel::DefenderWins : Duel::Tie;
}

}  // namespace rules

void State::do_challenge(int col) {
    const CardSet& cs = *cards_;
    const int me = b_.to_move, op = rules::other(me);
    Column& mine = b_.side[me].field[col];
    Column& theirs = b_.side[op].field[col];
    mine[0].flags |= kFaceUp;
    theirs[0].flags |= kFaceUp;
    const TypeId at = mine[0].type, dt = theirs[0].type;
    const rules::Duel d = rules::duel(cs, at, dt);
    ++b_.ap_used;
    Event e;
    e.kind = EventKind::Challenge;
    e.seat = static_cast<std::uint8_t>(me);
    e.col = static_cast<std::int8_t>(col);
    e.a = at;
    e.b = dt;
    if (d == rules::Duel::HostageFound) {
        e.n = kHostageFound;
        log(e);
        finish(me, EndReason::HostageChallenged);
        return;
    }
    if (d == rules::Duel::BoxOpens) {
        e.n = kBoxOpened;
        log(e);
        open_box(col, me);
        after_action();
        return;
    }
    const bool attacker_loses = d != rules::Duel::AttackerWins;
    const bool defender_loses = d != rules::Duel::DefenderWins;
    e.n = d == rules::Duel::Tie            ? kTie
          : defender_loses                 ? kAttackerWon
          : cs.power(dt) == Power::Medusa  ? kMedusaHolds
                                           : kDefenderWon;
    log(e);
    // The loser goes face up onto its owner's discard pile and its column closes up.
    if (defender_loses) to_discard(op, theirs.erase(0));
    if (attacker_loses) to_discard(me, mine.erase(0));
    after_action();
}

// Pandora's box: the whole column, on both sides of the table, is discarded. Losing a hostage
// this way loses the game; if both hostages go, the player who opened the box loses.
void State::open_box(int col, int challenger) {
    std::array<bool, 2> lost{};
    for (int s = 0; s < 2; ++s) {
        Column& c = b_.side[s].field[col];
        std::vector<Card> gone;
        Column keep;
        for (const Card& x : c) {
            if (x.type == kFigure) {
                keep.push_back(x);  // cannot happen: no challenge enters a figure's column
                continue;
            }
            if (cards_->power(x.type) == Power::Hostage) lost[cards_->side_of(x.type)] = true;
            gone.push_back(x);
        }
        c = keep;
        discard_many(s, gone);
    }
    const int op = rules::other(challenger);
    if (lost[op] && lost[challenger]) finish(op, EndReason::PandoraColumn);
    else if (lost[op]) finish(challenger, EndReason::PandoraColumn);
    else if (lost[challenger]) finish(op, EndReason::PandoraColumn);
}

}  // namespace olympus::herazeus
