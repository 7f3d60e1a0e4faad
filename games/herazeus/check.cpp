// The game's invariants, in one place: what a table must look like (check_board), what a running
// game must offer (check), and the same for a seat's view, where unknown cards can only be counted.
#include <sstream>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace {

// The table: every card in exactly one place, columns and hands within bounds, figures only in
// the first row, the phase against what may exist in it. In a view (`view`), unknown cards count
// only towards the total, and a deck is a count.
std::string check_board(const CardSet& cs, const Board& b, bool view) {
    std::ostringstream bad;
    std::vector<int> count(cs.types.size(), 0);
    int unknown = 0, total = 0;
    auto tally = [&](const Card& c, const char* where, int s) {
        if (c.type == kFigure) return;
        ++total;
        if (c.type == kUnknown && view) {
            ++unknown;
            return;
        }
        if (c.type >= cs.types.size()) {
            bad << side_name(s) << " " << where << ": bad card type " << int(c.type) << "; ";
            return;
        }
        ++count[c.type];
    };
    if (b.to_move < 0 || b.to_move > 1 || b.first < 0 || b.first > 1) bad << "no such side to move; ";
    for (int s = 0; s < 2; ++s) {
        const SideZones& z = b.side[s];
        for (const Card& c : z.deck) {
            tally(c, "deck", s);
            if (c.type < cs.types.size() && cs.side_of(c.type) != s) bad << side_name(s) << " deck holds the other side's card; ";
            if (c.flags) bad << side_name(s) << " deck card with flags; ";
        }
        for (const Card& c : z.hand) {
            tally(c, "hand", s);
            if (c.type == kFigure) bad << side_name(s) << " figure in hand; ";
            if (c.flags & kFaceUp) bad << side_name(s) << " hand card marked face up; ";
            // A card of the other side reaches a hand only in plain sight (Pegasus), so its owner knows it.
            if (!view && c.type < cs.types.size() && cs.side_of(c.type) != s && !(c.flags & kSeen))
                bad << side_name(s) << " holds the other side's card unseen; ";
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
        if (z.hostage_in_deck && !view) {
            bool found = false;
            for (const Card& c : z.deck) found |= c.type == cs.hostage[s];
            if (!found) bad << side_name(s) << " hostage said to be in the deck but is not; ";
        }
    }
    if (b.raid_waiting()) tally(b.pending, "pending", b.to_move);
    for (int s = 0; s < 2; ++s)
        for (const Card& c : b.ordering[s]) {
            tally(c, "ordering", s);
            if (c.type == kFigure || c.flags) bad << side_name(s) << " bad card waiting for the discard pile; ";
        }
    const bool ordering = !b.ordering[0].empty() || !b.ordering[1].empty();
    if (ordering && (b.phase != Phase::Play || b.raid_waiting())) bad << "discards to order outside play; ";
    for (std::size_t t = 0; t < cs.types.size(); ++t)
        if (view ? count[t] > cs.types[t].count : count[t] != cs.types[t].count)
            bad << cs.full_name(static_cast<TypeId>(t)) << ": " << count[t] << " found, " << cs.types[t].count << " in the deck; ";
    if (view && total != 2 * kDeckSize) bad << total << " cards on the table, not " << 2 * kDeckSize << "; ";
    if (b.phase == Phase::Play) {
        if (b.ap_total < 1 || b.ap_total > 4) bad << "ap_total " << int(b.ap_total) << " outside 1-4; ";
        if (b.ap_used < 0 || b.ap_used > b.ap_total) bad << "ap_used " << int(b.ap_used) << " outside 0-ap_total; ";
        if (b.ap_used == b.ap_total && !b.raid_waiting() && !ordering) bad << "a turn with no points left did not end; ";
        if (b.turn < 1) bad << "play before turn 1; ";
    } else if (b.raid_waiting() && !(b.phase == Phase::Over && b.reason == EndReason::HostageRaided)) {
        bad << "a card Pegasus took waits outside play; ";
    }
    if (b.phase == Phase::Over && b.reason == EndReason::None) bad << "over without a reason; ";
    if (b.phase != Phase::Over && b.reason != EndReason::None) bad << "an end reason while running; ";
    if (b.phase != Phase::Over && b.winner != -1) bad << "a winner while running; ";
    if (b.winner < -1 || b.winner > 1) bad << "no such winner; ";
    std::string why = bad.str();
    if (why.size() >= 2) why.resize(why.size() - 2);  // each finding ends "; ": no separator after the last
    return why;
}

// What a running game must offer: a turn within the cap, a player who began the turn with a card
// on the table, and a legal move for whoever acts (the rulebook ends the game otherwise, see
// State::settle). Only for a table that passed check_board.
std::string check_running(const CardSet& cs, const Board& b) {
    if (b.phase == Phase::Over) return "";
    if (b.turn > b.max_turns) return "turn " + std::to_string(b.turn) + " is past the limit of " + std::to_string(b.max_turns);
    if (rules::turn_beginning(b) && rules::cards_on_table(b.side[b.to_move]) == 0)
        return std::string(side_name(b.to_move)) + " begins the turn with no card on the table, which loses";
    if (!rules::has_legal_action(cs, b))
        return std::string(side_name(acting_seat(b))) + " is to move but has no legal move";
    return "";
}

}  // namespace

namespace rules {
bool turn_beginning(const Board& b) {
    return b.phase == Phase::Play && b.ap_used == 0 && !b.raid_waiting() && b.ordering[0].empty() &&
           b.ordering[1].empty();
}
}  // namespace rules

std::string check_structure(const State& s) { return check_board(s.cards(), s.board(), false); }

std::string check(const State& s) {
    std::string why = check_structure(s);
    return why.empty() ? check_running(s.cards(), s.board()) : why;
}

std::string check_view(const View& v, bool spectator) {
    if (!v.cards) return "no card set";
    std::string why = check_board(*v.cards, v.board, true);
    if (!why.empty()) return why;
    // Only the seat that acts can tell whether it has a move; a view shows everything it needs.
    // A spectator's view is read as seat 0's but knows no hand, so it cannot tell.
    if (!spectator && acting_seat(v.board) == v.seat) return check_running(*v.cards, v.board);
    return "";
}

// The table's invariants alone: a world sampled from a seat's view keeps them, though the seat to
// act in it may have been dealt a hand with no move.
std::string State::check_invariants() const { return check_structure(*this); }

// A position a game stopped in (a save, a hand-written position) ends as the rulebook ends it:
// a player who begins the turn with no card on the table, or cannot spend their action points, loses.
void State::settle() {
    if (rules::turn_beginning(b_) && rules::cards_on_table(b_.side[b_.to_move]) == 0 && b_.turn <= b_.max_turns)
        finish(rules::other(b_.to_move), EndReason::EmptyField);
    else
        check_stuck();
}

}  // namespace olympus::herazeus
