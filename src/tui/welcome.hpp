// What a welcome message (a host's, a local table's or a replay's) tells a game's board: every
// game reads it alike, so it is read once here.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace olympus::tui {

struct Welcome {
    int players = 2;
    std::optional<int> seat;          // none: a spectator
    std::vector<std::string> labels;  // one per seat from a local table ("P2 (strong)"); a host names none
    bool shared_keyboard = false;     // people take turns at this keyboard
    bool replay = false;              // a replay's board: every seat's moves are shown, none made
};

// `game` names the game in the refusal ("an ARC duel has no seat 5."); a game for `min_players`
// to `max_players`. Throws std::runtime_error when the seat or the number of players is not the
// game's; labels of the wrong count and flags that are not true or false are ignored.
Welcome read_welcome(const nlohmann::json& welcome, std::string_view game, int min_players, int max_players);

}  // namespace olympus::tui
