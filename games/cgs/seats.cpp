#include "cgs/seats.hpp"

#include <stdexcept>

#include "cgs/ai.hpp"

namespace olympus::cgs {

std::optional<Level> level_by_name(std::string_view name) {
    if (name == "random") return Level::Random;
    if (name == "heuristic") return Level::Heuristic;
    return std::nullopt;
}

std::string_view level_name(Level l) { return l == Level::Random ? "random" : "heuristic"; }

std::vector<std::string> level_names() { return {"random", "heuristic"}; }

int Seats::humans() const {
    int n = 0;
    for (const auto& c : computer) n += !c;
    return n;
}

bool Seats::is_human(int seat) const {
    return seat >= 0 && seat < static_cast<int>(computer.size()) && !computer[static_cast<std::size_t>(seat)];
}

nlohmann::json saved_to_json(const SavedGame& g) {
    nlohmann::json seats = nlohmann::json::array();
    for (const auto& c : g.seats.computer) seats.push_back(c ? std::string(level_name(*c)) : "human");
    return {{"game", g.state.to_json()}, {"seats", seats}};
}

SavedGame saved_from_json(const nlohmann::json& j) {
    if (!j.is_object()) throw std::runtime_error("not a CGS game");
    if (!j.contains("game")) {  // a bare State has "seats" of its own
        State s = State::from_json(j);
        Seats seats;
        seats.computer.assign(static_cast<std::size_t>(s.num_players()), Level::Heuristic);
        seats.computer[0] = std::nullopt;
        return {std::move(s), std::move(seats)};
    }
    if (!j.contains("seats") || !j["seats"].is_array()) throw std::runtime_error("not a CGS game (needs game and seats)");
    SavedGame g{State::from_json(j["game"]), {}};
    if (static_cast<int>(j["seats"].size()) != g.state.num_players())
        throw std::runtime_error("the save names " + std::to_string(j["seats"].size()) + " seats for a game of " +
                                 std::to_string(g.state.num_players()));
    for (const auto& s : j["seats"]) {
        if (!s.is_string()) throw std::runtime_error("a seat must be human or a computer level");
        const std::string name = s;
        if (name == "human") {
            g.seats.computer.emplace_back();
            continue;
        }
        auto l = level_by_name(name);
        if (!l) throw std::runtime_error("unknown computer level '" + name + "'");
        g.seats.computer.emplace_back(*l);
    }
    if (g.seats.humans() == 0) throw std::runtime_error("a saved game needs a person in at least one seat");
    return g;
}

std::string seat_label(const Seats& seats, int seat) {
    std::string n = "P" + std::to_string(seat + 1);
    const auto& c = seats.computer.at(static_cast<std::size_t>(seat));
    if (c) return n + " (" + std::string(level_name(*c)) + ")";
    return seats.hot_seat() ? n : n + " (you)";
}

std::string describe_saved(const SavedGame& g) {
    std::string s;
    for (int p = 0; p < g.state.num_players(); ++p) {
        if (p) s += " vs ";
        const auto& c = g.seats.computer[static_cast<std::size_t>(p)];
        s += c ? std::string(level_name(*c)) : g.seats.hot_seat() ? "P" + std::to_string(p + 1) : "you";
    }
    return s + ", round " + std::to_string(std::max(1, g.state.round()));
}

Action computer_move(const State& s, Level level, Rng& rng) {
    return level == Level::Random ? random_action(s, rng) : heuristic_action(s, rng);
}

}  // namespace olympus::cgs
