// The hint a player asks for with H at a table against the computer: what the strongest computer
// player would play, from that player's view only, and in a line why (the moves it weighed and
// their scores). The game works the advice out (Table::advice); this words and shows it.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/table.hpp"
#include "tui/screen.hpp"

namespace olympus::tui {

// {"Play Cyclops.", "Why: in 800 tries played on from what you can see, its chance to win came to
// 62%. Others it weighed: Attack with Satyr (55%); End the turn (41%)."}
std::vector<std::string> hint_paragraphs(const MoveAdvice& advice);

// A box over the table with those paragraphs; any of Enter, Space, Esc, q or H closes it.
std::unique_ptr<Screen> make_hint_screen(const MoveAdvice& advice);

}  // namespace olympus::tui
