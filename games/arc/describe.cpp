// What a seat may know, as text for people (script mode, logs).
#include <sstream>

#include "arc/rules.hpp"

namespace olympus::arc {

std::string State::describe(int seat) const {
    View v = view_for(seat);
    const Board& b = v.board;
    Reader r(*db_, b);
    std::ostringstream o;
    o << "turn " << b.turn << ", " << Reader::seat_name(b.active) << "'s turn, step " << step_name(b.step);
    if (b.step == Step::Over) o << (b.winner < 0 ? ", drawn" : ", " + Reader::seat_name(b.winner) + " won");
    o << "; you are " << Reader::seat_name(seat) << "\n";
    for (int s = 0; s < b.players; ++s) {
        const Player& p = b.p[static_cast<std::size_t>(s)];
        o << Reader::seat_name(s) << (p.out ? " (out)" : "") << " [" << p.deck_name << "]: deck " << p.deck.size() << ", hand "
          << p.hand.size() << ", discard " << p.discard.size() << "\n";
        o << "  resources:";
        for (const Unit& u : p.resources)
            o << " " << (*db_)[u.id].name << "(" << colour_letter((*db_)[u.id].colour) << (u.tapped ? ",tapped" : "") << ")";
        o << "\n  characters:";
        for (const Unit& u : p.characters) {
            o << " " << r.unit_ref(s, u) << "(" << r.power(s, u) << (u.tapped ? ",tapped" : "");
            if (r.attacking(u.uid)) o << ",attacking";
            if (r.blocking(u.uid)) o << ",blocking";
            o << ")";
        }
        o << "\n";
        if (s == seat || std::any_of(p.hand.begin(), p.hand.end(), [](const Card& c) { return c.known; })) {
            o << "  hand:";
            for (const Card& c : p.hand) o << " " << (c.id == kUnknown ? std::string("?") : (*db_)[c.id].name);
            o << "\n";
        }
    }
    if (!b.stack.empty()) o << "resolving: " << r.task_name(b.stack.back()) << "\n";
    const int actor = r.to_act();
    o << "to act: " << Reader::seat_name(actor) << "\n";
    if (actor == seat && b.step != Step::Over) {
        o << "legal:";
        for (const Action& a : v.legal_actions()) o << "\n  " << a.to_string();
        o << "\n";
    }
    return o.str();
}

}  // namespace olympus::arc
