// Micro Hero co-op on a network client: the board drawn from a State rebuilt from the view the
// host sends (State::from_view_json), the same keys as at home (SeatControls), moves sent as
// text. A spectator's board takes no moves.
#pragma once
#include <memory>

#include <nlohmann/json.hpp>

#include "tui/seat_board.hpp"

namespace olympus::microhero {

// From the host's welcome: "seat" is null for a spectator.
std::unique_ptr<tui::SeatBoard> make_remote_board(const nlohmann::json& welcome);

}  // namespace olympus::microhero
