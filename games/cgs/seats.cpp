#include "cgs/seats.hpp"

#include <stdexcept>

#include "cgs/ai.hpp"
#include "cgs/search.hpp"
#include "core/json_read.hpp"

namespace olympus::cgs {

std::optional<Level> level_by_name(std::string_view name) { return ai::level_by_word(name); }


nlohmann::json saved_to_json(const SavedGame& g) { return {{"game", g.state.to_json()}, {"seats", g.seats.to_json(level_name)}}; }

SavedGame saved_from_json(const nlohmann::json& j) {
    if (!j.is_object()) throw std::runtime_error("not a CGS game");
    if (!j.contains("game")) {  // a bare State has "seats" of its own
        State s = State::from_json(j);
        Seats seats;
        seats.computer.assign(static_cast<std::size_t>(s.num_players()), Level::Skilled);
        seats.computer[0] = std::nullopt;
        return {std::move(s), std::move(seats)};
    }
    if (!j.contains("seats")) throw std::runtime_error("not a CGS game (needs game and seats)");
    State s = State::from_json(json_read::saved_game_state(j));
    Seats seats = Seats::from_json(j["seats"], s.num_players(), level_by_name);
    return {std::move(s), std::move(seats)};
}

std::string seat_label(const Seats& seats, int seat) { return seats.label(seat, level_name); }

std::string describe_saved(const SavedGame& g) {
    return g.seats.versus(level_name) + ", round " + std::to_string(std::max(1, g.state.round()));
}

Action computer_move(const State& s, Level level, Rng& rng) {
    switch (level) {
        case Level::Novice:
        case Level::Casual: return mistaken_action(s, rng, mistakes_of(level));
        case Level::Skilled: return heuristic_action(s, rng);
        case Level::Strong: break;
    }
    return search_action(s, rng);
}

}  // namespace olympus::cgs
