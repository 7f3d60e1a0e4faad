// "How to play" Micro Hero, in our own words.
#pragma once
#include <string>
#include <vector>

namespace olympus::microhero {
std::vector<std::string> how_to_play();
}
