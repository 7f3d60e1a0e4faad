#include "arc/play_screen.hpp"

#include "arc/remote_board.hpp"
#include "core/save.hpp"
#include "core/table.hpp"
#include "tui/local_table.hpp"

namespace olympus::arc {

std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed) {
    const Seats seats = game.seats;
    tui::LocalGame g;
    g.title = "ARC duel";
    g.table = std::make_unique<TableOf<State>>(std::move(game.state), [seats](const State& s, Rng& rng, int) {
        return computer_move(s, *seats.computer[static_cast<std::size_t>(s.current_player())], rng);
    });
    for (int s = 0; s < g.table->num_players(); ++s) {
        g.human.push_back(seats.is_human(s));
        g.labels.push_back(seat_label(seats, s));
    }
    g.welcome = {{"game", kGameId}, {"setup", g.table->setup_json()}};
    g.board_for = make_remote_board;
    g.save = [save, seats](const Table& t) {
        const State& s = static_cast<const TableOf<State>&>(t).state();
        write_save(save, {kGameId, kSaveVersion, saved_to_json(SavedGame{s, seats})});
    };
    g.finish = [save](const Table&) -> std::unique_ptr<tui::Screen> {
        std::error_code ec;
        std::filesystem::remove(save, ec);  // a finished game is not continued
        return nullptr;
    };
    g.lock = std::move(lock);
    g.ai_seed = ai_seed;
    return tui::make_local_table(std::move(g));
}

}  // namespace olympus::arc
