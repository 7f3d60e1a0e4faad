// A search's root statistics as the advice a hint shows (core/table.hpp's MoveAdvice): the move
// the player would have made first, then the other moves it tried, best first, each in words.
#pragma once
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>

#include "ai/ismcts.hpp"
#include "core/table.hpp"

namespace olympus::ai {

// `chosen`: the move's text; `words`: a move's text in the menu's words; `reason`: why, when the
// move was chosen without a search (no root statistics). At most `keep` moves are listed (the
// hint's box shows the first few; a review looks up the move played among all of them).
inline MoveAdvice advice_from_search(const SearchStats& st, const std::string& chosen,
                                     const std::function<std::string(const std::string&)>& words,
                                     const std::string& reason, std::size_t keep = SIZE_MAX) {
    MoveAdvice adv;
    std::vector<RootStat> root = st.root;
    // Moves the search never reached have no score to show.
    root.erase(std::remove_if(root.begin(), root.end(), [](const RootStat& r) { return r.visits == 0; }), root.end());
    std::stable_sort(root.begin(), root.end(), [](const RootStat& a, const RootStat& b) { return a.mean > b.mean; });
    auto first = std::find_if(root.begin(), root.end(), [&](const RootStat& r) { return r.key == chosen; });
    if (root.empty() || first == root.end()) {
        adv.options.push_back({chosen, words(chosen), 0, 0});
        adv.reason = reason;
        return adv;
    }
    std::rotate(root.begin(), first, first + 1);
    adv.tries = st.iterations;
    for (const RootStat& r : root) {
        if (adv.options.size() >= keep) break;
        adv.options.push_back({r.key, words(r.key), r.mean, r.visits});
    }
    return adv;
}

}  // namespace olympus::ai
