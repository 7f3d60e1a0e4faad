// Internal: a Board as JSON (shared by saves and views).
#pragma once
#include <nlohmann/json.hpp>

#include "arc/state.hpp"

namespace olympus::arc {

// Cards by name, hidden cards as null; `with_power` adds each character's current power.
nlohmann::json board_to_json(const CardDb& db, const Board& b, bool with_power);
// Throws std::invalid_argument or nlohmann::json::exception on a damaged board.
Board board_from_json(const CardDb& db, const nlohmann::json& j);

}  // namespace olympus::arc
