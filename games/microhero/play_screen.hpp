// The screen where a Micro Hero campaign is played: the shell's local table (tui/local_table)
// over the same seat board a network client draws, saving the campaign at every turn start and
// round end, on leaving and on hangup, with undo until a hidden card is revealed.
#pragma once
#include <memory>

#include "microhero/campaign.hpp"
#include "tui/screen.hpp"

namespace olympus::microhero {

// `hint_iterations` > 0: H's hint plays that many campaigns on and takes no clock (tests).
std::unique_ptr<tui::Screen> make_play_screen(CampaignStore store, std::string name, State state, SaveLock lock,
                                              int hint_iterations = 0);

// The local table's hooks, found by ADL from TableOf<State> (table_hooks.cpp).
// True when going from `before` to `after` showed something hidden (a drawn card, a Trial, a Hera
// card), used chance, or played a card in co-op (where a played card never goes back to the hand).
bool revealed_hidden(const State& before, const State& after);
// Changes at the start of every turn and at every round end: the table saves then.
long long turn_mark_of(const State& s);
// The review after a campaign: every try plays the campaign to its end and a campaign holds some
// four hundred decisions, so each decision gets one dealt world, every move tried in it
// (docs/PERFORMANCE.md, "Review").
int review_iterations_of(const State& s);

}  // namespace olympus::microhero
