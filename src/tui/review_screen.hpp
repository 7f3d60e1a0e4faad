// The review after a game against the computer (`r` on the end of the game): the moves where the
// player's chance fell most by the strongest level's estimate, each in a sentence with what it
// would have played. ai::Reviewer works it out a position at a time; this screen runs it on the
// terminal's tick with a progress line (Esc stops it) and words the result.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/review.hpp"
#include "tui/screen.hpp"

namespace olympus::tui {

// The search's budget a position in a review: bounded, so a review is the same every time and a
// game's review takes seconds, not minutes (docs/PERFORMANCE.md, "Review").
inline constexpr int kReviewIterations = 200;

// {"Where your chance fell most...", "Turn 7: you chose \"Attack with Satyr\" (41%); the search
// would have chosen \"Play Cyclops\" (62%).", ...}: no ids, no action texts.
std::vector<std::string> review_paragraphs(const ai::GameReview& r);

// The review screen over a reviewer (shared, so a review stopped with Esc goes on where it
// stopped when asked again, and one finished is shown at once).
std::unique_ptr<Screen> make_review_screen(std::shared_ptr<ai::Reviewer> reviewer, std::string game_title);

// `end` (a game's end screen) with `r` opening the review: what `review` returns, unless null.
std::unique_ptr<Screen> with_review_key(std::unique_ptr<Screen> end, std::function<std::unique_ptr<Screen>()> review);

}  // namespace olympus::tui
