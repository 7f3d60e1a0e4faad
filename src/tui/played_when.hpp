// When a saved game was last played, in words for a Continue row ("5 min ago", "2 days ago"), so two
// saves that read alike can still be told apart.
#pragma once
#include <filesystem>
#include <string>

namespace olympus::tui {

// `saved`: the save's time of writing; `now`: the clock's, passed in so the words can be tested.
std::string played_when(std::filesystem::file_time_type saved, std::filesystem::file_time_type now);
// The same for a save file, now; empty when its time cannot be read.
std::string played_when(const std::filesystem::path& save);

}  // namespace olympus::tui
