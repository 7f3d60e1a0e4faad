// Hera & Zeus on a network client: the board drawn from the seat's View as the host sends it, the
// same keys as at home (SeatControls), moves sent as text. A spectator's board takes no moves.
#pragma once
#include <memory>

#include <nlohmann/json.hpp>

#include "tui/seat_board.hpp"

namespace olympus::herazeus {

// From the host's welcome: its "setup" gives the decks; "seat" null for a spectator.
std::unique_ptr<tui::SeatBoard> make_remote_board(const nlohmann::json& welcome);

}  // namespace olympus::herazeus
