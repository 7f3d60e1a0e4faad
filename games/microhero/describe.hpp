// The whole text of each thing on a Micro Hero table, for the inspector: a card (in the hand, in
// play, in the Reserve), the Stance with both its effects, the Trial, a Health card, and what a
// menu entry does. Pure text from a State; nothing drawn.
#pragma once
#include <optional>

#include "microhero/state.hpp"
#include "tui/seat_board.hpp"

namespace olympus::microhero {

// What half of a card gives, in words: "2 Attack, 1 XP, draw 1 card".
std::string half_words(const Half& h);
// A card of player `p`; `played_at` is its place in the played row when it is in play.
tui::Inspection describe_card(const State& s, const Card& c, int p, std::optional<std::size_t> played_at = {});
tui::Inspection describe_stance(const State& s, int p);
tui::Inspection describe_trial(const State& s);
// What a menu entry does, whole: the card it names, or the choice explained.
tui::Inspection describe_action(const State& s, const Action& a);

}  // namespace olympus::microhero
