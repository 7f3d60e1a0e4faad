// The screen where a Micro Hero campaign is played: keys become Actions from legal_actions(),
// the campaign saves itself at every turn start and round end, on leaving and on hangup, and
// planning and improvement steps can be undone until a hidden card is revealed.
#pragma once
#include <memory>

#include "microhero/campaign.hpp"
#include "tui/screen.hpp"

namespace olympus::microhero {

std::unique_ptr<tui::Screen> make_play_screen(CampaignStore store, std::string name, State state, SaveLock lock);

}  // namespace olympus::microhero
