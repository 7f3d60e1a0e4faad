// Moves in words for menus ("Hercules attacks Wolf in melee, with Iolaus"), from the View.
#pragma once
#include <string>

#include "cgs/view.hpp"

namespace olympus::cgs {

std::string action_label(const View& v, const Action& a);
// What a phase asks of the seat to act, for the prompt line.
std::string phase_prompt(const View& v);

}  // namespace olympus::cgs
