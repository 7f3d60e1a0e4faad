// Who plays each CGS seat at the terminal (a person, or the computer at a level), the saved game
// that holds them beside the state, and the computer's move. Screens, saves and the simulator
// share this; the rules know nothing of it.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/ladder.hpp"
#include "cgs/state.hpp"
#include "core/seat_players.hpp"
#include "core/rng.hpp"

namespace olympus::cgs {

inline constexpr const char* kGameId = "cgs";
inline constexpr int kSaveVersion = 1;

// The shared ladder (src/ai/ladder.hpp): novice and casual are the rules-of-thumb player of ai.hpp
// with mistakes, skilled that player, strong the search of search.hpp over it.
using Level = ai::Level;
std::optional<Level> level_by_name(std::string_view name);  // older words too ("heuristic", "random")
using ai::level_name;  // "novice" ... "strong"

using Seats = SeatPlayers<Level>;

struct SavedGame {
    State state;
    Seats seats;
};
// {"game": State JSON, "seats": ["human", "skilled", ...]}
nlohmann::json saved_to_json(const SavedGame& g);
// Also takes a bare State (as script mode's `save` writes it): the first seat a person, the
// others the skilled player. Throws std::runtime_error naming the problem.
SavedGame saved_from_json(const nlohmann::json& j);
// "you vs skilled, round 3" (short: the arcade's Continue line shows it)
std::string describe_saved(const SavedGame& g);
// "P2 (skilled)", "P1 (you)", "P1" when several people share the keyboard.
std::string seat_label(const Seats& seats, int seat);

// The computer's move for the seat to act.
Action computer_move(const State& s, Level level, Rng& rng);

// For the local table's undo (found by TableOf<State> through ADL, so declared here where every
// user of TableOf<State> sees it): a die was rolled, a card or counter came from a face-down pile,
// or a tile was explored since `before`.
bool revealed_hidden(const State& before, const State& after);
// Changes at every new turn (the local table saves then).
long long turn_mark_of(const State& s);
// The review after a game: a search iteration plays a whole round, so a game's hundred-odd
// decisions get 12 iterations each, which keeps a long game's review under a minute
// (docs/PERFORMANCE.md, "Review").
int review_iterations_of(const State& s);

}  // namespace olympus::cgs
