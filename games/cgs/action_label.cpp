#include "cgs/action_label.hpp"

namespace olympus::cgs {

namespace {

std::string card_name(const View& v, const std::string& key) {
    if (auto id = v.content->card(key)) return v.content->card_def(*id).name;
    return key;
}

std::string piece_name(const View& v, const std::string& name) {
    const PieceView* p = v.piece(name);
    if (!p) return name;
    return piece_called(p->title, p->name, p->kind, p->seat);
}

// A hex named as the map shows it (hex_words.hpp), never by its coordinates.
std::string cell_words(const View& v, const std::string& cell) {
    auto c = parse_cell(cell);
    return c ? v.where(*c) : cell;
}

// A step of a piece by its direction: "north-east onto the forest".
std::string step_of(const View& v, const std::string& piece, const std::string& cell) {
    const PieceView* p = v.piece(piece);
    auto c = parse_cell(cell);
    if (!c) return "to " + cell;
    if (!p || p->cell < 0) return "to " + v.where(*c);
    return v.step(p->cell, *c);
}

// The way onto a face-down tile: "south-east (tile 2)" (the map shows the tile's number).
std::string explore_of(const View& v, const std::string& piece, const std::string& cell) {
    const PieceView* p = v.piece(piece);
    auto c = parse_cell(cell);
    if (!c) return cell;
    const int d = p && p->cell >= 0 ? v.map.direction(p->cell, *c) : -1;
    if (d < 0 || d >= 6) return "tile " + std::to_string(slot_of(*c));
    return std::string(direction_words(d)) + " (tile " + std::to_string(slot_of(*c)) + ")";
}

}  // namespace

std::string action_label(const View& v, const Action& a) {
    using K = Action::Kind;
    switch (a.kind) {
        case K::Orient:
            return a.n == 0 ? "Keep the tile as it lies" : "Turn the tile " + turn_words(a.n);
        case K::Camp: return "Base camp on " + cell_words(v, a.a);
        case K::Keep: return "Keep " + card_name(v, a.a);
        case K::Give: return "Give " + card_name(v, a.b) + " from " + piece_name(v, a.a) + " to " + piece_name(v, a.c);
        case K::Share: return "Hand " + card_name(v, a.a) + " to P" + std::to_string(a.n + 1);
        case K::Play: {
            std::string s = "Play " + card_name(v, a.a);
            if (auto id = v.content->card(a.a)) {
                const PieceView* on = a.b.empty() ? nullptr : v.piece(a.b);
                const int cost = play_cost(v.content->card_def(*id), on ? v.hex(on->cell) : nullptr);
                s += cost == 0 ? " (free)" : " (" + std::to_string(cost) + (cost == 1 ? " dinar)" : " dinars)");
            }
            return a.b.empty() ? s : s + " on " + piece_name(v, a.b);
        }
        case K::Move:
            if (a.b == "cave") return piece_name(v, a.a) + " goes into the cave";
            if (a.n >= 0) {
                const std::string turn = turn_words(a.n);
                return piece_name(v, a.a) + " explores " + explore_of(v, a.a, a.b) + (turn.empty() ? ", as it lies" : ", turned " + turn);
            }
            return piece_name(v, a.a) + " moves " + step_of(v, a.a, a.b);
        case K::Attack: {
            std::string s = piece_name(v, a.a) + " attacks " + piece_name(v, a.b) + (a.ranged ? " at range" : " in melee");
            for (std::size_t i = 0; i < a.with.size(); ++i) s += (i ? ", " : ", with ") + piece_name(v, a.with[i]);
            return s;
        }
        case K::Attempt:
            return piece_name(v, a.a) + (a.b == "pay" ? " pays off the encounter" : " tries " + a.b + " on the encounter");
        case K::Use: return piece_name(v, a.a) + " uses " + card_name(v, a.b) + (a.c.empty() ? "" : " on " + a.c);
        case K::Creature: return "Send " + piece_name(v, a.a) + " against " + piece_name(v, a.b);
        case K::React: return "React with " + card_name(v, a.a);
        case K::Pass: return "No reaction";
        case K::Done: return "End this step";
    }
    return a.to_string();
}

std::string phase_prompt(const View& v) {
    switch (v.phase) {
        case Phase::Orient: return "Turn your starting tile: Enter lists the six ways.";
        case Phase::Camp: return "Place your base camp: move to a hex of your tile, Enter.";
        case Phase::Keep: return "Pick a card to keep for your starting hand: Enter.";
        case Phase::Pass: return "Card phase: hand on equipment (Enter lists it), d when done.";
        case Phase::Play: return "Card phase: p plays a card, d when done.";
        case Phase::Move: return "Movement: Tab picks a hero, Enter on a + hex steps there, d ends.";
        case Phase::Combat: return "Combat: Enter on an x hex attacks, a lists every action, d ends.";
        case Phase::Creature: return "Creature phase: Enter lists the creatures you may send, d passes.";
        case Phase::React: return "You are attacked: Enter picks a reaction, d plays none.";
        case Phase::Over: break;
    }
    return "";
}

}  // namespace olympus::cgs
