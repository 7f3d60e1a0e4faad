// What a move costs a local table beyond the rules: the seat's view written as the JSON a host
// would send (seat_view_message) and read back by the game's seat board (update), per move, over
// random games. The figure behind the shell's choice to speak JSON locally (docs/ARCHITECTURE.md).
#pragma once
#include <algorithm>
#include <vector>

#include "bench/timing.hpp"
#include "core/table.hpp"
#include "tui/seat_board.hpp"

namespace olympus::bench {

template <class S, class NewGame, class BoardFor>
void table_views(const std::string& game, NewGame new_game, BoardFor board_for, double budget) {
    Rng rng(7);
    std::vector<double> each;  // microseconds per move
    const auto t0 = Clock::now();
    for (std::uint64_t seed = 1; seconds_since(t0) < budget; ++seed) {
        TableOf<S> t(new_game(seed), nullptr);
        std::vector<std::unique_ptr<tui::SeatBoard>> boards;
        for (int s = 0; s < t.num_players(); ++s)
            boards.push_back(board_for(nlohmann::json{{"type", "welcome"}, {"game", game}, {"seat", s},
                                                      {"players", t.num_players()}, {"setup", t.setup_json()}}));
        for (int n = 0; n < 2000 && !t.is_terminal() && seconds_since(t0) < budget; ++n) {
            const int seat = t.current_player();
            const auto t1 = Clock::now();
            boards[static_cast<std::size_t>(seat)]->update(seat_view_message(t, seat));
            each.push_back(seconds_since(t1) * 1e6);
            auto legal = t.legal_actions();
            (void)t.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    if (each.empty()) return;
    std::sort(each.begin(), each.end());
    auto at = [&](double q) { return each[static_cast<std::size_t>(q * static_cast<double>(each.size() - 1))]; };
    print({game, "local table: view to the board, median", at(0.5), "microseconds", std::to_string(each.size()) + " moves"});
    print({game, "local table: view to the board, 99th pct", at(0.99), "microseconds", "max " + std::to_string(static_cast<long>(each.back()))});
}

}  // namespace olympus::bench
