#include "cgs/play_screen.hpp"

#include "cgs/remote_board.hpp"
#include "cgs/hint.hpp"
#include "tui/saved_file_table.hpp"

namespace olympus::cgs {

std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed, int hint_iterations) {
    const Seats seats = game.seats;
    tui::SavedFileGame<State> f{"CGS", kGameId, kSaveVersion, std::move(save), std::move(game.state), {}, {},
                               [seats](const State& s, Rng& rng, int, std::optional<Level>) { return computer_move(s, *seats.computer[static_cast<std::size_t>(s.current_player())], rng); },
                               [seats](const State& s) { return saved_to_json(SavedGame{s, seats}); },
                               make_remote_board, {}, hint, hint_iterations};
    for (int s = 0; s < f.state.num_players(); ++s) {
        f.human.push_back(seats.is_human(s));
        const auto& level = seats.computer[static_cast<std::size_t>(s)];
        f.levels.push_back(level ? std::string(level_name(*level)) : std::string());
        f.labels.push_back(seat_label(seats, s));
    }
    tui::LocalGame g = tui::saved_file_table(std::move(f), std::move(lock), ai_seed);
    return tui::make_local_table(std::move(g));
}

}  // namespace olympus::cgs
