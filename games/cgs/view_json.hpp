// A seat's View (what the screens draw) as JSON and back, so a network client can draw the
// table from what the host sends. It carries no more than the View: the seat's own hand and Keep
// pool, and its moves when it is to act; a spectator's has no hand or moves at all.
#pragma once
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "cgs/view.hpp"

namespace olympus::cgs {

nlohmann::json view_to_json(const View& v);
// Throws std::invalid_argument naming what cannot be read.
View view_from_json(const nlohmann::json& j, std::shared_ptr<const Content> content);
// Empty when the view's cross-references hold (pieces named by the attack, reach and targets are
// on the board; no winner while play goes on), else what is wrong; view_from_json runs it.
std::string check(const View& v);
// What a spectator's screen draws: seat 0's View without its hand, Keep pool or moves.
View public_view(const State& s);

}  // namespace olympus::cgs
