// Who plays each seat at the terminal (a person, or the computer at a level), the saved game that
// holds them beside the state, and the computer's move for a seat. Screens and saves share this;
// the rules know nothing of it.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/ladder.hpp"
#include "arc/policy.hpp"
#include "arc/state.hpp"
#include "core/seat_players.hpp"

namespace olympus::arc {

inline constexpr const char* kGameId = "arc";
inline constexpr int kSaveVersion = 1;

// The shared ladder (src/ai/ladder.hpp): novice and casual are the heuristic with mistakes,
// skilled the heuristic, strong the tree search over what the seat may know.
using Level = ai::Level;
std::optional<Level> level_by_name(std::string_view name);  // older words too ("heuristic", "ismcts")
using ai::level_name;  // "novice" ... "strong"

using Seats = SeatPlayers<Level>;

struct SavedGame {
    State state;
    Seats seats;
};
// {"game": State JSON, "seats": ["human", "strong", ...]}
nlohmann::json saved_to_json(const SavedGame& g);
// Also takes a bare State (as script mode's `save` writes it): the first seat a person, the
// others the strong computer player. Throws std::runtime_error naming the problem.
SavedGame saved_from_json(const nlohmann::json& j);
// "you vs the strong computer, turn 7", "two people at this keyboard, turn 3" (the arcade's
// Continue line shows it, with when it was played)
std::string describe_saved(const SavedGame& g);
// "P2 (strong)", "P1 (you)", "P1" in a hot-seat game.
std::string seat_label(const Seats& seats, int seat);

// The computer's move for the seat to act, from what that seat may know.
Action computer_move(const State& s, Level level, Rng& rng);

}  // namespace olympus::arc
