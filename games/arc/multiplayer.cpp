// Seats, decks running out, and the three-player rules: attack only to the left, block only from
// the right, the bonus for the player whose left-hand neighbour is eliminated, last one standing,
// hand cards shown to everybody. Two players are the same rules with one neighbour on both sides.
#include <algorithm>
#include <set>

#include "arc/rules.hpp"
#include "core/log_lines.hpp"

namespace olympus::arc {

int Reader::living() const {
    int n = 0;
    for (const Player& p : b.p) n += !p.out;
    return n;
}

int Reader::left_of(int s) const {
    for (int k = 1; k <= b.players; ++k) {
        int t = (s + k) % b.players;
        if (alive(t) && t != s) return t;
    }
    return s;
}

int Reader::right_of(int s) const {
    for (int k = 1; k <= b.players; ++k) {
        int t = (s - k + b.players) % b.players;
        if (alive(t) && t != s) return t;
    }
    return s;
}

std::vector<int> Reader::opponents(int s) const {
    std::vector<int> out;
    for (int k = 1; k < b.players; ++k) {
        int t = (s + k) % b.players;
        if (alive(t)) out.push_back(t);
    }
    return out;
}

// Showing is free and changes nothing but what the others know, so it is offered beside whatever
// the player must decide; a card everybody knows already is not offered again, so showing ends.
std::vector<Action> Reader::show_actions(int seat) const {
    std::vector<Action> out;
    if (b.players < 3) return out;  // a multiplayer rule: with two, there is nobody to keep it from
    std::set<CardId> ids;
    for (const Card& c : b.p[static_cast<std::size_t>(seat)].hand)
        if (!c.known && c.id != kUnknown) ids.insert(c.id);
    for (CardId id : ids) out.push_back(Action::show(def(id).name));
    return out;
}

void Writer::show(int seat, const std::string& name) {
    const CardId id = *db.find(name);
    for (Card& c : pl(seat).hand)
        if (c.id == id && !c.known) {
            c.known = true;
            break;
        }
    log(seat_name(seat) + " shows " + name + " to everybody");
}

void take_from_hand(Player& p, CardId id) {
    auto it = std::find_if(p.hand.begin(), p.hand.end(), [&](const Card& c) { return c.id == id && c.known; });
    if (it == p.hand.end()) it = std::find_if(p.hand.begin(), p.hand.end(), [&](const Card& c) { return c.id == id; });
    p.hand.erase(it);
}

void Writer::log(const std::string& line) {
    if (quiet) return;
    w.log.push_back(as_sentence(line));
    if (w.log.size() > kLogSize) w.log.erase(w.log.begin(), w.log.begin() + static_cast<std::ptrdiff_t>(w.log.size() - kLogSize));
}

void Writer::draw(int seat, int n) {
    Player& p = pl(seat);
    for (int k = 0; k < n && !over() && !p.out; ++k) {
        if (p.deck.empty()) {  // must draw from an empty deck: lost
            check_deck(seat);
            return;
        }
        p.hand.push_back(p.deck.back());
        p.deck.pop_back();
        check_deck(seat);
    }
}

void Writer::mill(int seat, int n, const std::string& why) {
    Player& p = pl(seat);
    int done = 0;
    std::string names;  // the cards go face up to the discard pile: everyone sees them
    for (; done < n && !p.deck.empty(); ++done) {
        p.discard.push_back(p.deck.back().id);
        p.deck.pop_back();
        if (!quiet) names += (names.empty() ? ": " : ", ") + def(p.discard.back()).name;
    }
    if (done > 0)
        log(seat_name(seat) + " discards " + std::to_string(done) + " card" + (done == 1 ? "" : "s") + " from the deck" + names +
            (why.empty() ? "" : " because of " + why));
    if (n > 0) check_deck(seat);
}

void Writer::check_deck(int seat) {
    if (over() || pl(seat).out || !pl(seat).deck.empty()) return;
    log(seat_name(seat) + "'s deck is empty");
    eliminate(seat);
}

void Writer::finish(int winner) {
    w.winner = static_cast<std::int8_t>(winner);
    w.step = Step::Over;
    for (const Task& t : w.stack)
        if (t.held) pl(t.controller).discard.push_back(t.source);
    w.stack.clear();
    w.queue.clear();
    log(winner < 0 ? std::string("The game is drawn") : seat_name(winner) + " wins");
}

void Writer::eliminate(int seat) {
    const int bonus_to = right_of(seat);  // the player whose left-hand neighbour this was
    Player& p = pl(seat);
    p.out = true;
    w.eliminated.push_back(static_cast<std::int8_t>(seat));
    log(seat_name(seat) + " is out of the game");
    if (living() <= 1) {
        int last = -1;
        for (int s = 0; s < b.players; ++s)
            if (alive(s)) last = s;
        finish(last);
        return;
    }
    // Three players: the eliminated player's cards leave play and its pending abilities end.
    for (const Unit& u : p.characters) p.discard.push_back(u.id);
    for (const Unit& u : p.resources) p.discard.push_back(u.id);
    p.characters.clear();
    p.resources.clear();
    for (auto it = w.stack.begin(); it != w.stack.end();) {
        if (it->controller == seat) {
            if (it->held) p.discard.push_back(it->source);
            it = w.stack.erase(it);
        } else {
            ++it;
        }
    }
    std::erase_if(w.queue, [&](const Task& t) { return t.controller == seat; });
    // "Your opponent" of a pending card may not be a player who is out: ask again.
    for (Task& t : w.stack)
        if (t.opponent == seat) t.opponent = -1;
    // The bonus: up to seven random cards from the discard pile to the bottom of the deck.
    Player& q = pl(bonus_to);
    int moved = 0;
    for (; moved < 7 && !q.discard.empty(); ++moved) {
        std::size_t i = rng.below(static_cast<std::uint32_t>(q.discard.size()));
        q.deck.insert(q.deck.begin(), Card{q.discard[i], true});
        q.discard.erase(q.discard.begin() + static_cast<std::ptrdiff_t>(i));
    }
    if (moved > 0)
        log(seat_name(bonus_to) + " puts " + std::to_string(moved) + (moved == 1 ? " card" : " cards") +
            " from the discard pile on the bottom of the deck");
    if (seat == b.active) {
        // The player whose turn it was is out: the turn ends at once.
        w.combat = Combat{};
        for (const Task& t : w.stack)
            if (t.held) pl(t.controller).discard.push_back(t.source);
        w.stack.clear();
        w.queue.clear();
        w.step = Step::End;
    } else if (seat == b.combat.defender) {
        // Nothing is left to attack: the attack ends.
        for (int s = 0; s < b.players; ++s)
            for (Unit& u : pl(s).characters) u.pump_combat = 0;
        w.combat = Combat{};
        if (b.step != Step::Main) w.step = Step::End;
    }
}

void Writer::discard_unit(int seat, std::uint16_t uid, bool triggers) {
    Player& p = pl(seat);
    auto it = std::find_if(p.characters.begin(), p.characters.end(), [&](const Unit& u) { return u.uid == uid; });
    if (it == p.characters.end()) return;
    Unit u = *it;
    const std::string said = unit_said(seat, u);  // while the others alike still count
    p.characters.erase(it);
    p.discard.push_back(u.id);
    log(said + " is discarded");
    if (triggers) fire_card(seat, u.id, u.uid, Trigger::Discarded);
}

std::uint16_t Writer::enter_play(int seat, CardId id) {
    Unit u;
    u.id = id;
    u.uid = w.next_uid++;
    pl(seat).characters.push_back(u);
    fire(seat, u, Trigger::Enters);
    return u.uid;
}

}  // namespace olympus::arc
