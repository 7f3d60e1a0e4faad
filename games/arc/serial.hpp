// Internal: a Board as JSON (shared by saves and views).
#pragma once
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "arc/state.hpp"
#include "core/json_read.hpp"

namespace olympus::arc {

// The words a step is written as (saves, views, messages).
const json_read::Words<Step>& step_words();

// Runs a reader, turning whatever it or the JSON library throws into std::invalid_argument with
// `prefix` and our own words (the path of the damaged value, or the broken invariant).
template <class F>
auto refuse_as_invalid(const std::string& prefix, F read) -> decltype(read()) {
    try {
        return json_read::checked(prefix, read);
    } catch (const std::runtime_error& e) {
        throw std::invalid_argument(e.what());
    }
}

// Cards by name, hidden cards as null; `with_power` adds each character's current power.
nlohmann::json board_to_json(const CardDb& db, const Board& b, bool with_power);
// Throws json_read::Damaged (or std::invalid_argument) naming the path of a damaged value.
// `path` names the board in messages ("board", "view").
Board board_from_json(const CardDb& db, const nlohmann::json& j, const std::string& path);
// The board's invariants (check.cpp): seats, every card in one place, numbers in range, the step
// against what must exist in it. `full`: a true state, no hidden card allowed (a view may hide
// cards in decks and hands). Empty when all hold. It reads nothing out of range on any board.
std::string check_board(const CardDb& db, const Board& b, bool full);

}  // namespace olympus::arc
