// What every game's table screen shares: the pass screen of a game for several people at one
// keyboard (nothing private on it), and the confirmation before leaving, which saves first.
#pragma once
#include <functional>
#include <string>
#include <string_view>

#include "tui/screen.hpp"

namespace olympus::tui {

// "Pass the keyboard to WHO": the whole area, with the game's name in the frame.
void draw_pass_screen(Canvas& c, Rect area, const Theme& theme, std::string_view game, const std::string& who);

// Asks "Leave the game?"; yes runs `save_and_release`, which returns false when the save failed
// (the game then stays open and its status says why) and true when the game may be left.
// `why_not`, when given, is the reason shown whole in a dialog after a failed save.
Transition confirm_leave(std::function<bool()> save_and_release, std::function<std::string()> why_not = {});

}  // namespace olympus::tui
