// The turn: untap, draw, one resource, actions and characters paid with resources (one of them of
// the card's colour), then the attack (combat.cpp), then the next player to the left.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

#include "arc/rules.hpp"

namespace olympus::arc {

namespace {
std::string count_of(int n, const char* one, const char* many) {
    return n == 1 ? std::string("a ") + one : std::to_string(n) + " " + many;
}

// "2 resources and a character"
std::string untapped_text(int resources, int characters) {
    std::string out;
    if (resources) out = count_of(resources, "resource", "resources");
    if (resources && characters) out += " and ";
    if (characters) out += count_of(characters, "character", "characters");
    return out;
}
}  // namespace

std::string turn_begins_line(int turn, int seat) { return "Turn " + std::to_string(turn) + " is " + Reader::seat_name(seat) + "'s."; }

void Writer::start_turn(int seat) {
    w.active = static_cast<std::int8_t>(seat);
    ++w.turn;
    if (b.turn > b.max_turns) {
        finish(-1);
        return;
    }
    Player& p = pl(seat);
    log(turn_begins_line(b.turn, seat));
    // The turn's first two steps, each said in the log; the card drawn is never named (the log is
    // the same for every seat).
    int resources = 0, characters = 0;
    for (Unit& u : p.resources) resources += std::exchange(u.tapped, false);
    for (Unit& u : p.characters) characters += std::exchange(u.tapped, false);
    if (resources + characters > 0) log(seat_name(seat) + " untaps " + untapped_text(resources, characters));
    p.resources_played = 0;
    w.resource_step = true;
    w.step = Step::Main;
    if (!p.deck.empty()) log(seat_name(seat) + " draws a card");
    draw(seat, 1);  // an empty deck, or drawing its last card, loses
    if (over() || p.out) return;
    for (const Unit& u : p.characters) fire(seat, u, Trigger::TurnStart);
}

void Writer::end_turn() {
    for (int s = 0; s < b.players; ++s)
        for (Unit& u : pl(s).characters) {
            u.pump_turn = 0;
            u.pump_combat = 0;
            u.marks = 0;
        }
    w.combat = Combat{};
    start_turn(left_of(b.active));
}

std::array<int, kColours> Reader::untapped(int seat) const {
    std::array<int, kColours> n{};
    for (const Unit& r : b.p[static_cast<std::size_t>(seat)].resources)
        if (!r.tapped) ++n[static_cast<std::size_t>(def(r.id).colour)];
    return n;
}

// Every distinct way to pay: how many resources of each colour to tap, one at least of the
// card's colour. Which resource of a colour is tapped makes no difference.
std::vector<std::string> Reader::payments(int seat, const CardDef& c) const {
    std::vector<std::string> out;
    if (c.cost == 0) {
        out.emplace_back();
        return out;
    }
    auto free = untapped(seat);
    const int need = c.cost;
    for (int g = std::min(free[0], need); g >= 0; --g)
        for (int bl = std::min(free[1], need - g); bl >= 0; --bl) {
            int r = need - g - bl;
            if (r > free[2]) continue;
            int counts[3] = {g, bl, r};
            if (counts[static_cast<int>(c.colour)] < 1) continue;
            out.push_back(std::string(static_cast<std::size_t>(g), 'G') + std::string(static_cast<std::size_t>(bl), 'B') +
                          std::string(static_cast<std::size_t>(r), 'R'));
        }
    return out;
}

void Writer::pay(int seat, const std::string& letters) {
    for (char ch : letters) {
        Colour col = *colour_from_letter(ch);
        bool paid = false;
        for (Unit& r : pl(seat).resources)
            if (!r.tapped && def(r.id).colour == col) {
                r.tapped = true;
                paid = true;
                break;
            }
        if (!paid) throw std::logic_error("arc: paying with a resource that is not there untapped");
    }
}

void Writer::play_card(int seat, const CardDef& c, const std::string& letters) {
    Player& p = pl(seat);
    take_from_hand(p, c.id);
    pay(seat, letters);
    log(seat_name(seat) + " plays " + c.name + (letters.empty() ? "" : ", paying " + payment_text(letters)));
    if (c.type == CardType::Character) {
        enter_play(seat, c.id);
        return;
    }
    Task t;
    t.source = c.id;
    t.controller = static_cast<std::int8_t>(seat);
    t.held = true;
    t.in_combat = b.combat.defender >= 0;
    w.stack.push_back(t);
}

std::vector<Action> Reader::main_actions() const {
    std::vector<Action> out;
    const int seat = b.active;
    const Player& p = b.p[static_cast<std::size_t>(seat)];
    std::set<CardId> ids;
    for (const Card& c : p.hand) ids.insert(c.id);
    if (b.resource_step && p.resources_played == 0)
        for (CardId id : ids)
            if (def(id).type == CardType::Resource) out.push_back(Action::resource(def(id).name));
    for (CardId id : ids) {
        const CardDef& c = def(id);
        if (c.type == CardType::Character) {
            if (c.unique && unique_in_play(id)) continue;
        } else if (c.type == CardType::Action) {
            if (!has_targets(probe(seat, id, 0, -1, false))) continue;
        } else {
            continue;
        }
        for (const std::string& pay : payments(seat, c)) out.push_back(Action::play(c.name, pay));
    }
    for (const Unit& u : p.characters) {
        if (u.tapped) continue;
        const CardDef& c = def(u.id);
        for (std::size_t k = 0; k < c.abilities.size(); ++k)
            if (c.abilities[k].kind == Ability::Kind::Activated &&
                has_targets(probe(seat, u.id, u.uid, static_cast<int>(k), false)))
                out.push_back(Action::use(unit_ref(seat, u)));
    }
    if (living() > 1)
        for (const Unit& u : p.characters)
            if (can_attack(seat, u)) out.push_back(Action::attack(unit_ref(seat, u)));
    out.push_back(Action::end_turn());
    return out;
}

}  // namespace olympus::arc
