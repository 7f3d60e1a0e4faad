#include "arc/seats.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "arc/play_screen.hpp"
#include "core/json_read.hpp"

namespace olympus::arc {

std::optional<Level> level_by_name(std::string_view name) { return ai::level_by_word(name); }


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
    // Who plays, in words that tell a duel against the computer from one between people, short
    // enough for the arcade's Continue row: "you vs strong computer", "two people".
    const int humans = g.seats.humans();
    std::vector<std::string> levels;
    for (const auto& c : g.seats.computer)
        if (c) levels.push_back(std::string(level_name(*c)));
    std::string who = humans == 1 ? "you" : humans == 2 ? "two people" : humans == 3 ? "three people" : std::to_string(humans) + " people";
    for (std::size_t i = 0; i < levels.size(); ++i) who += (i == 0 ? " vs " : " and ") + levels[i];
    if (!levels.empty()) who += levels.size() == 1 ? " computer" : " computers";
    return who + ", turn " + std::to_string(g.state.board().turn);
}

Action computer_move(const State& s, Level level, Rng& rng) {
    switch (level) {
        case Level::Novice:
        case Level::Casual: return mistaken_action(s.view_for(s.current_player()), rng, mistakes_of(level));
        case Level::Skilled: return heuristic_action(s.view_for(s.current_player()), rng);
        case Level::Strong: break;
    }
    return search_action(s, rng, SearchSettings{});
}

bool revealed_hidden(const State& before, const State& after) {
    if (!(before.rng() == after.rng())) return true;
    const Board& was = before.board();
    const Board& now = after.board();
    if (was.players != now.players) return true;
    // The seat that moved first knew its own hand: its cards going to the table show it nothing.
    const int mover = before.current_player();
    for (std::size_t s = 0; s < was.p.size(); ++s) {
        const Player& a = was.p[s];
        const Player& b = now.p[s];
        // A draw (or any card leaving a deck) shows a card to somebody.
        if (a.deck.size() != b.deck.size()) return true;
        if (static_cast<int>(s) == mover) continue;
        // Another seat's card that only it knew left its hand or was shown.
        std::vector<CardId> hidden_before, still;
        for (const Card& c : a.hand)
            if (!c.known) hidden_before.push_back(c.id);
        for (const Card& c : b.hand)
            if (!c.known) still.push_back(c.id);
        std::sort(hidden_before.begin(), hidden_before.end());
        std::sort(still.begin(), still.end());
        if (!std::includes(still.begin(), still.end(), hidden_before.begin(), hidden_before.end())) return true;
    }
    return false;
}

long long turn_mark_of(const State& s) { return s.board().turn; }

}  // namespace olympus::arc
