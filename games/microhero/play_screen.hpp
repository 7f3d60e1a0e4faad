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


}  // namespace olympus::microhero
