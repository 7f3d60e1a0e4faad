// "How to play" the ARC duels, in our own words, and what the marks on the screen mean.
#pragma once
#include <string>
#include <vector>

namespace olympus::arc {
std::vector<std::string> how_to_play();
}
