// The ladder of computer levels every game offers, by name. It lives in core because more than the
// players need it: a served game keeps the level its computer seats play at, and the records name
// an opponent by it. How each level plays is src/ai/ladder.hpp's and each game's.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace olympus {

// Weakest first. novice and casual: the game's heuristic misjudging and overlooking moves (never
// a random move; in Hera & Zeus also forgetting cards it saw); skilled: the heuristic; strong: the search, answering within a second.
enum class Level { Novice, Casual, Skilled, Strong };
inline constexpr std::array<Level, 4> kLevels{Level::Novice, Level::Casual, Level::Skilled, Level::Strong};

// "novice", "casual", "skilled", "strong": the word saves, --opt, the server and `olympus sim` use.
std::string_view level_name(Level l);
// A level's word, or an older one saves and command lines used: "heuristic" and "quick" (the
// rules-of-thumb player, now skilled), "ismcts" and "search" (strong), "random" (a random mover
// was once offered as the easiest opponent; the novice has that place now). nullopt: no level.
std::optional<Level> level_by_word(std::string_view word);
// "novice, casual, skilled, strong", for messages.
std::string level_words();

}  // namespace olympus
