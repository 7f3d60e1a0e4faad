// The game in words: the log lines and a seat's view as plain text (script mode, tests).
#include <sstream>

#include "herazeus/rules.hpp"
#include "herazeus/state.hpp"

namespace olympus::herazeus {

namespace {
std::string who(int seat) { return seat == kHera ? "Hera" : "Zeus"; }

std::string named(const CardSet& cs, TypeId t) {
    if (t == kFigure) return "the figure";
    if (t == kUnknown) return "a card";
    const CardType& c = cs[t];
    std::string s = c.name;
    if (c.strength >= 0) s += " (" + std::to_string(c.strength) + ")";
    return s;
}

}  // namespace

std::string place_words(int col, int row) {
    static const char* const kRow[] = {"front row", "2nd row", "3rd row", "4th row"};
    const std::string c = "column " + std::to_string(col + 1);
    return row >= 0 && row < 4 ? c + ", " + kRow[row] : c + ", row " + std::to_string(row + 1);
}

std::string event_text(const CardSet& cs, const Event& e) {
    const std::string p = e.seat == 255 ? "Nobody" : who(e.seat);
    const std::string col = "column " + std::to_string(e.col + 1);
    switch (e.kind) {
        case EventKind::HostageShown: return p + " dealt " + named(cs, e.a) + " and shuffled the hostage back into the deck.";
        case EventKind::Opening: return p + " laid an opening card face down in " + col + ".";
        case EventKind::Place: return p + " put " + named(cs, e.a) + " face up in the opponent's " + place_words(e.col, 0) + ".";
        case EventKind::Draw: return p + " drew a card.";
        case EventKind::Play:
            return p + " played " + (e.a == kUnknown ? std::string("a card") : named(cs, e.a)) + " face down in " + place_words(e.col, e.pos) + ".";
        case EventKind::Challenge: {
            std::string s = p + " challenged in " + col + ": " + named(cs, e.a) + " against " + named(cs, e.b) + ". ";
            switch (e.n) {
                case kAttackerWon: return s + named(cs, e.a) + " wins.";
                case kDefenderWon: return s + named(cs, e.b) + " wins.";
                case kTie: return s + "A tie: both are discarded.";
                case kHostageFound: return s + "The hostage is found!";
                case kBoxOpened: return s + "Pandora's box opens: the whole column is discarded.";
                case kMedusaHolds: return s + "Medusa turns the challenger to stone.";
                default: return s;
            }
        }
        case EventKind::Raid: {
            std::string s = p + " sent Pegasus into the opponent's hand and took " + named(cs, e.a) + ". ";
            switch (e.n) {
                case kHostageFound: return s + "The hostage is found!";
                case kPandoraHand:
                    return s + "Pandora's box opens: the whole hand (" + std::to_string(e.m) + (e.m == 1 ? " card" : " cards") + ") is discarded.";
                case kDiscarded: return s + "It is discarded.";
                case kPlaced: return s + "It goes face up into the opponent's " + place_words(e.col, 0) + ".";
                case kPending: return s + "It will go face up into the opponent's front row, in a column of " + p + "'s choice.";
                default: return s;
            }
        }
        case EventKind::Strike: {
            std::string s = p + " struck the opponent's " + col + " with Pegasus: " + named(cs, e.a) + ". ";
            switch (e.n) {
                case kFigureRemoved: return s + "The figure leaves the table.";
                case kHostageFound: return s + "The hostage is found!";
                case kMedusaHolds: return s + "Medusa stands.";
                case kBoxOpened: return s + "Pandora's box opens: the whole column is discarded.";
                case kDiscarded: return s + "It is discarded.";
                case kStays: return s + "It stays, face up.";
                default: return s;
            }
        }
        case EventKind::Spy:
            if (e.n == 0) return p + " used Pythia to see the opponent's hand, and it was empty.";
            return p + " used Pythia to see the opponent's hand (" + std::to_string(e.n) + (e.n == 1 ? " card" : " cards") +
                   (e.m ? "; " + std::to_string(e.m) + " Nemesis/Poseidon discarded" : std::string()) + ").";
        case EventKind::TurnOver: return p + " used Pythia to turn up the opponent's " + col + ".";
        case EventKind::Sirens: return p + " used the Sirens to take " + named(cs, e.a) + " from the opponent's discard pile.";
        case EventKind::Hades: return p + " used Hades to take " + named(cs, e.a) + " back from the discard pile.";
        case EventKind::Persephone:
            if (e.n == 0) return p + " used Persephone, with no Pegasus to take back.";
            return p + " used Persephone to take back " + (e.n == 1 ? std::string("a Pegasus") : std::to_string(e.n) + " Pegasus cards") + ".";
        case EventKind::Dionysus:
            return p + " used Dionysus to move " + named(cs, e.a) + " from " + place_words(e.col, e.pos) + " to " + place_words(e.col2, e.pos2) + ".";
        case EventKind::Figure: return p + " stood the " + who(e.seat) + " figure in " + place_words(e.col, 0) + ".";
        case EventKind::Recall: return p + " took the figure off " + col + ".";
        case EventKind::TurnStart: return p + "'s turn begins with " + std::to_string(e.n) + " action point" + (e.n == 1 ? "" : "s") + ".";
        case EventKind::End: {
            Board b;
            b.winner = static_cast<std::int8_t>(e.seat == 255 ? -1 : e.seat);
            b.reason = static_cast<EndReason>(e.n);
            return end_headline(b);
        }
    }
    return "?";
}

std::string State::describe(int seat) const {
    View v = view_for(seat);
    const CardSet& cs = *cards_;
    const Board& b = v.board;
    std::ostringstream o;
    auto cell = [&](const Card& c, int owner) -> std::string {
        if (c.type == kFigure) return "[FIGURE]";
        if (c.type == kUnknown) return "[??]";
        std::string s = cs.token(c.type, owner);
        if (c.flags & kFaceUp) s = "^" + s;
        else if (c.flags & kSeen) s += "!";
        return "[" + s + "]";
    };
    auto side_line = [&](int s) {
        const SideZones& z = b.side[s];
        o << who(s) << (s == seat ? " (you)" : "") << ": deck " << z.deck.size() << ", hand " << z.hand.size()
          << ", discard " << z.discard.size();
        if (!z.discard.empty()) o << " (top " << cs[z.discard.back().type].name << ")";
        o << "\n";
        for (int row = 0; row < kRows; ++row) {
            o << "  row " << row + 1 << ":";
            for (int c = 0; c < kColumns; ++c) {
                std::string t = row < static_cast<int>(z.field[c].size()) ? cell(z.field[c][row], s) : ".";
                o << " " << t << std::string(t.size() < 14 ? 14 - t.size() : 0, ' ');
            }
            o << "\n";
        }
    };
    side_line(rules::other(seat));
    side_line(seat);
    o << "your hand:";
    for (const Card& c : b.side[seat].hand) o << " " << cs.token(c.type, seat) << ((c.flags & kSeen) ? "!" : "");
    o << "\n";
    if (b.phase == Phase::Over) {
        o << end_headline(b) << "\n";
    } else {
        o << "turn " << b.turn << ", " << who(b.to_move) << " to act";
        if (b.phase == Phase::Opening) o << " (laying the opening row)";
        else o << ", action points " << (b.ap_total - b.ap_used) << " of " << int(b.ap_total);
        if (b.raid_waiting()) o << ", placing " << (b.pending.type == kUnknown ? "the card Pegasus took" : cs[b.pending.type].name);
        for (int s = 0; s < 2; ++s)
            if (!b.ordering[s].empty()) {
                o << "; " << who(s) << " orders the discards:";
                for (const Card& c : b.ordering[s]) o << " " << cs.token(c.type, s);
            }
        o << "\n";
    }
    for (const Event& e : b.events) o << "  " << event_text(cs, e) << "\n";
    return o.str();
}

}  // namespace olympus::herazeus
