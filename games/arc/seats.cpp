#include "arc/seats.hpp"

#include <stdexcept>

#include "core/json_read.hpp"

namespace olympus::arc {

std::optional<Level> level_by_name(std::string_view name) {
    if (name == "random") return Level::Random;
    if (name == "heuristic") return Level::Heuristic;
    if (name == "strong" || name == "ismcts") return Level::Strong;
    return std::nullopt;
}

std::string_view level_name(Level l) {
    switch (l) {
        case Level::Random: return "random";
        case Level::Heuristic: return "heuristic";
        case Level::Strong: return "strong";
    }
    return "?";
}

nlohmann::json saved_to_json(const SavedGame& g) { return {{"game", g.state.to_json()}, {"seats", g.seats.to_json(level_name)}}; }

SavedGame saved_from_json(const nlohmann::json& j) {
    if (!j.is_object()) throw std::runtime_error("not an ARC game");
    if (!j.contains("seats")) {
        State s = State::from_json(j);
        Seats seats;
        seats.computer.assign(static_cast<std::size_t>(s.num_players()), Level::Strong);
        seats.computer[0] = std::nullopt;
        return {std::move(s), std::move(seats)};
    }
    if (!j.contains("game")) throw std::runtime_error("not an ARC game (needs game and seats)");
    State s = State::from_json(json_read::saved_game_state(j));
    Seats seats = Seats::from_json(j["seats"], s.num_players(), level_by_name);
    return {std::move(s), std::move(seats)};
}

std::string seat_label(const Seats& seats, int seat) { return seats.label(seat, level_name); }

std::string describe_saved(const SavedGame& g) {
    return g.seats.versus(level_name) + ", turn " + std::to_string(g.state.board().turn);
}

Action computer_move(const State& s, Level level, Rng& rng) {
    switch (level) {
        case Level::Random: return random_action(s, rng);
        case Level::Heuristic: return heuristic_action(s.view_for(s.current_player()), rng);
        case Level::Strong: break;
    }
    return search_action(s, rng, SearchSettings{});
}

}  // namespace olympus::arc
