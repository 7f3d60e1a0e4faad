// "How to play" Hera & Zeus, in our own words.
#pragma once
#include <string>
#include <vector>

namespace olympus::herazeus {
std::vector<std::string> how_to_play();
}
