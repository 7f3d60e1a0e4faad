// A seat's view as plain text (script mode's answer for people): the phase, the pieces, banners,
// the seat's own hand and dinars, and the last lines of the log. Nothing the seat may not know.
#include <sstream>

#include "cgs/state.hpp"

namespace olympus::cgs {

std::string State::describe(int seat) const {
    const Content& c = content();
    std::ostringstream o;
    o << "CGS round " << round_ << ", turn " << turn_ << ", phase " << phase_name(phase_);
    if (phase_ == Phase::Over)
        o << (winner_ >= 0 ? ": P" + std::to_string(winner_ + 1) + " wins" : std::string(": undecided"));
    else
        o << ", P" << current_player() + 1 << " to act";
    o << "\n";
    for (int t = 0; t < num_teams(); ++t) {
        // Said by its members, and "team" only in a game of teams (team_words.hpp).
        o << (opts_.teams ? "Team " + std::to_string(t + 1) + ":" : std::string("Player:"));
        for (int i = 0; i < num_players(); ++i)
            if (team_of(i) == t) o << " P" << i + 1 << " (" << seats_[static_cast<std::size_t>(i)].dinars << " dinars)";
        o << ", banners " << banner_total(t) << ", camp "
          << (teams_[static_cast<std::size_t>(t)].camp >= 0 ? cell_name(teams_[static_cast<std::size_t>(t)].camp) : "-") << "\n";
    }
    for (const Piece& p : pieces_) {
        o << "  " << p.name << (p.seat >= 0 ? " (P" + std::to_string(p.seat + 1) + ")" : std::string(" (creature)")) << " at "
          << cell_name(p.cell) << (p.wounded ? ", wounded" : "") << ": def " << value(p, Stat::Defence);
        if (value(p, Stat::Melee) >= 0) o << " melee " << value(p, Stat::Melee);
        if (value(p, Stat::Ranged) >= 0) o << " ranged " << value(p, Stat::Ranged);
        for (const Attached& a : p.cards) o << " [" << c.card_def(a.card).name << "]";
        o << "\n";
    }
    for (const Site& x : sites_)
        if (x.current >= 0)
            o << "  on " << cell_name(x.cell) << ": " << c.card_def(x.current).name << " (value " << int(c.card_def(x.current).value) << ")\n";
    if (seat >= 0 && seat < num_players()) {
        o << "your hand:";
        for (CardId h : seats_[static_cast<std::size_t>(seat)].hand) o << " " << c.card_def(h).key;
        o << "\n";
    }
    const std::size_t from = log_.size() > 8 ? log_.size() - 8 : 0;
    for (std::size_t i = from; i < log_.size(); ++i) o << "| " << log_[i] << "\n";
    return o.str();
}

}  // namespace olympus::cgs
