// A Hera & Zeus game as saved at the terminal: the state and who sits in each seat.
#include "herazeus/play_screen.hpp"

#include "core/json_read.hpp"

namespace olympus::herazeus {

nlohmann::json saved_to_json(const SavedGame& g) {
    nlohmann::json seats = nlohmann::json::array();
    for (const auto& c : g.seats.computer) seats.push_back(c ? std::string(level_name(*c)) : "human");
    return {{"game", g.state.to_json()}, {"seats", seats}};
}

SavedGame saved_from_json(const nlohmann::json& j) {
    // A bare State (as script mode's `save` writes it): a person as Hera against the strong player.
    if (j.is_object() && !j.contains("seats")) return {State::from_json(j), {{std::nullopt, Level::Strong}}};
    if (!j.is_object() || !j.contains("game") || !j["seats"].is_array() || j["seats"].size() != 2)
        throw std::runtime_error("not a Hera & Zeus game (needs game and two seats)");
    SavedGame g{State::from_json(json_read::saved_game_state(j)), {}};
    for (std::size_t i = 0; i < 2; ++i) {
        if (!j["seats"][i].is_string()) throw std::runtime_error("a seat must be human or a computer level");
        std::string s = j["seats"][i];
        if (s == "human") continue;
        auto l = level_by_name(s);
        if (!l) throw std::runtime_error("unknown computer level '" + s + "'");
        g.seats.computer[i] = *l;
    }
    return g;
}

std::string seat_name(const Seats& seats, int seat) {
    std::string n = seat == kHera ? "Hera" : "Zeus";
    if (seats.computer[static_cast<std::size_t>(seat)])
        n += " (" + std::string(level_name(*seats.computer[static_cast<std::size_t>(seat)])) + ")";
    return n;
}

std::string describe_saved(const SavedGame& g) {
    const Board& b = g.state.board();
    // Who plays, short enough for a Continue row at 80 columns, as ARC says it: "you (Zeus) vs
    // skilled computer", "two people".
    const auto& c = g.seats.computer;
    std::string who;
    if (g.seats.hot_seat()) who = "two people";
    else if (c[0] && c[1]) who = std::string(level_name(*c[0])) + " vs " + std::string(level_name(*c[1])) + " computer";
    else who = std::string("you (") + (c[0] ? "Zeus" : "Hera") + ") vs " + std::string(level_name(c[0] ? *c[0] : *c[1])) + " computer";
    return who + ", turn " + std::to_string(b.turn);
}

bool revealed_hidden(const State& before, const State& after) {
    if (!(before.rng() == after.rng())) return true;
    const auto& was = before.board().events;
    const auto& now = after.board().events;
    if (now.size() < was.size()) return true;
    // Laying a card (an opening one too), playing one face down and the turn passing show nothing
    // hidden; a draw shows its card to the drawer, and a challenge, a raid or a look shows cards to both.
    for (std::size_t i = was.size(); i < now.size(); ++i) {
        switch (now[i].kind) {
            case EventKind::Opening:
            case EventKind::Place:
            case EventKind::Play:
            case EventKind::TurnStart:
            case EventKind::TurnOver: break;
            default: return true;
        }
    }
    return false;
}

long long turn_mark_of(const State& s) { return s.board().turn * 2 + acting_seat(s.board()); }
TurnCount turn_count_of(const State& s) { return {"turn", s.board().turn}; }
std::string seat_name_of(const State&, int seat) { return seat == kHera ? "Hera" : "Zeus"; }

}  // namespace olympus::herazeus
