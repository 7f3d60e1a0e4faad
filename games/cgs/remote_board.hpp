// CGS on a network client: the table drawn from the seat's View as the host sends it (the
// message's "screen"), the same keys as at home (SeatControls), moves sent as text. A spectator's
// board takes no moves.
#pragma once
#include <memory>

#include <nlohmann/json.hpp>

#include "tui/seat_board.hpp"

namespace olympus::cgs {

// From the host's welcome: "seat" (null for a spectator) and "players".
std::unique_ptr<tui::SeatBoard> make_remote_board(const nlohmann::json& welcome);

}  // namespace olympus::cgs
