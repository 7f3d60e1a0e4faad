// A seat at a Micro Hero table, on a network client and at this terminal (the local table speaks
// to it as a host would): the board drawn from a State rebuilt from the view
// (State::from_view_json), keys from SeatControls, moves handed on as text, the inspector and the
// log. A spectator's board takes no moves.
#pragma once
#include <memory>

#include <nlohmann/json.hpp>

#include "tui/seat_board.hpp"

namespace olympus::microhero {

// From the host's welcome: "seat" is null for a spectator.
std::unique_ptr<tui::SeatBoard> make_remote_board(const nlohmann::json& welcome);

}  // namespace olympus::microhero
