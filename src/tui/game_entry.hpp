// What a game offers the arcade: its name, its screens, its script mode and its simulator.
// Each game builds one of these in games/<name>/entry.cpp; src/app/registry.cpp lists them.
#pragma once
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/records.hpp"
#include "core/table.hpp"
#include "tui/seat_board.hpp"
#include "tui/served_setup.hpp"
#include "tui/screen.hpp"

namespace olympus {

struct AppContext {
    std::filesystem::path save_dir;            // the root; a game keeps its files in save_dir/<id>
    std::optional<std::uint64_t> seed;         // --seed, else a fresh seed per game
    std::map<std::string, std::string> options;  // --opt key=value
    std::string campaign;                      // --campaign NAME, empty for the default
};

struct ScriptConfig {
    AppContext app;
    bool json = false;
    std::optional<std::filesystem::path> load;  // a save file or a bare state JSON
    std::istream* in = nullptr;
    std::ostream* out = nullptr;
};

struct SimConfig {
    int games = 100;
    std::uint64_t seed = 1;
    int players = 0;                   // 0: the game's default
    std::vector<std::string> policies; // --policy / --ai, one per seat or one for all
    std::vector<std::string> decks;    // --deck, for card games
    std::map<std::string, std::string> options;
    bool progress = true;              // progress on stderr
    std::ostream* out = nullptr;
    std::filesystem::path save_replays;  // --save-replays DIR: each game as a replay; empty: none
    bool ladder = false;  // --ladder: every level against every other, `games` games a pair, and an Elo each
};

// The progress line of `olympus sim` on stderr ("\r12/200 games"), every `every` games and at
// the end; nothing when the command line asked for quiet.
std::function<void(int, int)> sim_progress(const SimConfig& cfg, int every = 1);

struct GameEntry {
    std::string id;      // "microhero": the command-line name and save folder
    std::string title;   // "Micro Hero: Hercules"
    std::string blurb;   // one line for the menu
    int save_version = 1;
    // The game's start screen (new game, continue, how to play). Throws on bad options.
    std::function<std::unique_ptr<tui::Screen>(const AppContext&)> open;
    // Opens a saved game straight away (the arcade's Continue).
    std::function<std::unique_ptr<tui::Screen>(const AppContext&, const std::filesystem::path&)> resume;
    // Script mode; returns the exit status (0 when every line was accepted).
    std::function<int(const ScriptConfig&)> run_script;
    // The game behind the type-erased Table a network host drives: a new game from the options
    // and seed, or the state in a save (or bare state JSON) file. Throws on bad options or files.
    std::function<std::unique_ptr<Table>(const AppContext&, const std::optional<std::filesystem::path>& load)>
        make_table;
    // The game's table from a bare state's JSON, through the game's checked reader (a replay's
    // start). Throws on a damaged state.
    std::function<std::unique_ptr<Table>(const nlohmann::json& state)> table_from_state;
    // The table a network client draws, from the host's welcome message (its "setup" holds what
    // the game's views need besides themselves, e.g. the card set). Empty: no screen over the
    // network yet, only the line protocol. Throws std::runtime_error on a welcome it cannot read.
    std::function<std::unique_ptr<tui::SeatBoard>(const nlohmann::json& welcome)> make_remote_board;
    // The set-up a game server offers for it: the game's own form minus its local-only fields,
    // and how the values become the rules' options (tui::settle_served). Empty: the rules'
    // options are taken as given.
    std::function<tui::ServedSetup(const AppContext&)> served_setup;
    // Headless simulator, when the game has one.
    std::function<int(const SimConfig&)> run_sim;
    // One line describing a save's state for `olympus list` and the Continue entry.
    std::function<std::string(const nlohmann::json& state)> describe_save;
    // The "How to play" text, in our own words.
    std::vector<std::string> how_to_play;
    // Its seats win or lose together against the game (Micro Hero co-op: winner 0 is the team).
    bool team = false;
    // A finished campaign's record from its final state (player left empty), for a game server's
    // records; empty when the game keeps no campaigns.
    std::function<CampaignRecord(const Table& finished)> campaign_record;
};

}  // namespace olympus
