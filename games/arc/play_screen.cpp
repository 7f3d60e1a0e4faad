#include "arc/play_screen.hpp"

#include "arc/remote_board.hpp"
#include "arc/hint.hpp"
#include "tui/saved_file_table.hpp"

namespace olympus::arc {

std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed, int hint_iterations) {
    const Seats seats = game.seats;
    tui::SavedFileGame<State> f{"ARC duel", kGameId, kSaveVersion, std::move(save), std::move(game.state), {}, {},
                               [seats](const State& s, Rng& rng, int, std::optional<Level>) { return computer_move(s, *seats.computer[static_cast<std::size_t>(s.current_player())], rng); },
                               [seats](const State& s) { return saved_to_json(SavedGame{s, seats}); },
                               make_remote_board, {}, hint, hint_iterations};
    tui::take_seats(f, seats, seat_label);
    tui::LocalGame g = tui::saved_file_table(std::move(f), std::move(lock), ai_seed);
    return tui::make_local_table(std::move(g));
}

}  // namespace olympus::arc
