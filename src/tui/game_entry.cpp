#include "tui/game_entry.hpp"

#include <algorithm>
#include <iostream>

namespace olympus {

std::function<void(int, int)> sim_progress(const SimConfig& cfg, int every) {
    if (!cfg.progress) return {};
    return [every](int done, int total) {
        if (done == total || done % std::max(1, every) == 0)
            std::cerr << "\r" << done << "/" << total << " games" << (done == total ? "\n" : "") << std::flush;
    };
}

}  // namespace olympus
