// The local table of a game kept in one save file as {game: state, seats: who plays each seat}
// (ARC, CGS, Hera & Zeus): saved at every turn start, on leaving and on hangup, and removed when
// the game is over, since a finished game is not continued. Each game says only what differs.
#pragma once
#include <algorithm>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "core/level.hpp"
#include "core/save.hpp"
#include "core/table.hpp"
#include "tui/local_table.hpp"

namespace olympus::tui {

template <class S>
struct SavedFileGame {
    std::string title;     // "ARC duel"
    std::string game_id;   // the save envelope's game and version
    int version = 1;
    std::filesystem::path save;
    S state;
    std::vector<bool> human;          // per seat
    std::vector<std::string> labels;  // per seat
    // The computer's move for the seat to act (each seat's level is the game's own to know).
    typename TableOf<S>::Ai computer;
    // The save's body for a state: {game, seats}.
    std::function<nlohmann::json(const S&)> saved_json;
    std::function<std::unique_ptr<SeatBoard>(const nlohmann::json& welcome)> board_for;
    std::vector<std::string> levels;  // per seat: the computer's level, empty for a person (the records)
    // The game's hint (TableOf::Advisor): offered when the computer plays a seat.
    typename TableOf<S>::Advisor advisor = {};
    int hint_iterations = 0;          // > 0: hints search that many iterations, no clock (tests)
};

// Fills the per-seat lists from who plays each seat: people, each computer's level (the records)
// and the seat's label ("P2 (strong)"). `seats.computer` holds an optional level per seat.
template <class S, class SeatsT, class Label>
void take_seats(SavedFileGame<S>& f, const SeatsT& seats, Label label) {
    for (int s = 0; s < f.state.num_players(); ++s) {
        const auto& level = seats.computer[static_cast<std::size_t>(s)];
        f.human.push_back(!level);
        f.levels.push_back(level ? std::string(level_name(*level)) : std::string());
        f.labels.push_back(label(seats, s));
    }
}

template <class S>
LocalGame saved_file_table(SavedFileGame<S> f, SaveLock lock, std::uint64_t ai_seed) {
    LocalGame g;
    g.title = std::move(f.title);
    g.hints = f.advisor && std::find(f.human.begin(), f.human.end(), false) != f.human.end();
    g.hint_iterations = f.hint_iterations;
    g.table = std::make_unique<TableOf<S>>(std::move(f.state), std::move(f.computer), std::move(f.advisor));
    g.human = std::move(f.human);
    g.labels = std::move(f.labels);
    g.welcome = {{"game", f.game_id}, {"setup", g.table->setup_json()}};
    g.board_for = std::move(f.board_for);
    g.save = [save = f.save, id = f.game_id, version = f.version, body = std::move(f.saved_json)](const Table& t) {
        write_save(save, {id, version, body(static_cast<const TableOf<S>&>(t).state())});
    };
    g.finish = [save = f.save](const Table&) -> std::unique_ptr<Screen> {
        std::error_code ec;
        std::filesystem::remove(save, ec);
        return nullptr;
    };
    g.lock = std::move(lock);
    g.ai_seed = ai_seed;
    // A new game's save is written by the table: one there already is a game continued.
    g.resumed = std::filesystem::exists(f.save);
    // Saves are <save-dir>/<game>/<name>.json: the replay and the records go in <save-dir>.
    g.keeping.save_root = f.save.parent_path().parent_path();
    g.keeping.game = f.game_id;
    g.keeping.save_name = f.save.stem().string();
    g.keeping.levels = std::move(f.levels);
    return g;
}

}  // namespace olympus::tui
