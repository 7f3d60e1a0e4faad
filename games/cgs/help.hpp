// "How to play" CGS, in our own words: the arcade's help page and the game screen's `?`.
#pragma once
#include <string>
#include <vector>

namespace olympus::cgs {

std::vector<std::string> how_to_play();

}  // namespace olympus::cgs
