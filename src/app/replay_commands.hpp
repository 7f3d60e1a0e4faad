// Replays and records from the command line and the arcade: `olympus replay FILE`, `olympus
// records`, the arcade's History (finished games and games in progress, each opening its replay)
// and Records screens.
#pragma once
#include <filesystem>
#include <iosfwd>
#include <memory>
#include <optional>

#include "tui/game_entry.hpp"

namespace olympus::app {

// The replay screen for a replay file, seen from `seat` (nullopt: the user's own seat, else the
// public view; -1: the public view). Throws std::runtime_error saying what is wrong.
std::unique_ptr<tui::Screen> open_replay(const std::filesystem::path& file, std::optional<int> seat);
// The replay of game `name` on the game server at `socket`, as the server lets this user see it
// (their seat's views, else the public view). Throws std::runtime_error saying why it cannot.
std::unique_ptr<tui::Screen> open_served_replay(const std::filesystem::path& socket, const std::string& name);
// The arcade's History: every replay kept in the data folder, newest first.
std::unique_ptr<tui::Screen> make_history_screen(const AppContext& ctx);
// The records table, as `olympus records` prints it; a damaged file is said in its place.
std::vector<std::string> records_text(const std::filesystem::path& save_dir);
// This user's block of the game server's records table, under a heading; empty when no server
// answers or it has no game of theirs. The Records screen and `olympus records` end with it.
std::vector<std::string> server_records_of(const std::filesystem::path& socket, const std::string& user);
std::unique_ptr<tui::Screen> make_records_screen(const AppContext& ctx);
// `olympus records`: 0, or 1 when the records file cannot be read.
int records_command(const AppContext& ctx, std::ostream& out, std::ostream& err);
// `olympus records --server`: the game server's table of every game finished on it.
int server_records_command(const std::filesystem::path& socket, std::ostream& out, std::ostream& err);

}  // namespace olympus::app
