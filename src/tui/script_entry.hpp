// Builds a GameEntry's script mode from a State type: starts a new game from the options and
// seed, or from --load (a save file or a bare state JSON), then runs the line protocol.
#pragma once
#include <iostream>
#include <random>

#include "core/input_file.hpp"
#include "core/json_parse.hpp"
#include "core/printable.hpp"
#include "core/script_mode.hpp"
#include "tui/game_entry.hpp"

namespace olympus {

inline std::uint64_t fresh_seed() {
    std::random_device rd;
    return (static_cast<std::uint64_t>(rd()) << 32u) ^ rd();
}

// A new game from the options and seed, or the state in `load` (a save file or a bare state
// JSON). Throws on bad options or a bad file.
template <GameState S>
S new_or_loaded(const AppContext& app, std::uint64_t seed, const std::optional<std::filesystem::path>& load,
                const ScriptHooks<S>& hooks) {
    if (load) {
        auto j = parse_untrusted(read_input_file(*load), load->string());
        // A save file says so in "format"; anything else is taken as a bare state, which may have a
        // "format" of its own (CGS's "olympus-cgs-state", as `state` prints it).
        if (j.is_object() && j.contains("format") && j["format"] == kSaveFormat) {
            j = read_save(*load, hooks.game_id, hooks.save_version).state;
            if (hooks.state_of_save) j = hooks.state_of_save(j);
        }
        try {
            return S::from_json(j);
        } catch (const std::exception& e) {
            throw std::runtime_error(load->string() + ": " + e.what());
        }
    }
    GameOptions opts;
    opts.seed = seed;
    opts.values = app.options;
    return S::new_game(opts);
}

template <GameState S>
std::function<int(const ScriptConfig&)> script_runner(ScriptHooks<S> hooks) {
    return [hooks](const ScriptConfig& cfg) -> int {
        std::ostream& out = cfg.out ? *cfg.out : std::cout;
        std::istream& in = cfg.in ? *cfg.in : std::cin;
        std::uint64_t seed = cfg.app.seed.value_or(fresh_seed());
        std::optional<S> state;
        try {
            state = new_or_loaded(cfg.app, seed, cfg.load, hooks);
        } catch (const std::exception& e) {
            std::cerr << "olympus: " << printable_lines(e.what()) << "\n";
            return 2;
        }
        return run_script(std::move(*state), in, out, cfg.json, seed, hooks);
    };
}

// The GameEntry::make_table hook from the same hooks as the script mode.
template <GameState S>
auto table_maker(ScriptHooks<S> hooks) {
    return [hooks](const AppContext& app, const std::optional<std::filesystem::path>& load) -> std::unique_ptr<Table> {
        S s = new_or_loaded(app, app.seed.value_or(fresh_seed()), load, hooks);
        return std::make_unique<TableOf<S>>(std::move(s), hooks.ai);
    };
}

// What a GameEntry is made of the same way for every game: its names and save version, its start
// and resume screens, and the script mode and network Table from one set of hooks (whose id and
// save version it fills in). The game adds its simulator, save description and help.
struct EntryNames {
    std::string id, title, blurb;
    int save_version = 1;
};
template <GameState S>
GameEntry state_game_entry(const EntryNames& names, ScriptHooks<S> hooks, decltype(GameEntry::open) open,
                           decltype(GameEntry::resume) resume) {
    GameEntry e;
    e.id = names.id;
    e.title = names.title;
    e.blurb = names.blurb;
    e.save_version = names.save_version;
    e.open = std::move(open);
    e.resume = std::move(resume);
    hooks.game_id = names.id;
    hooks.save_version = names.save_version;
    e.run_script = script_runner<S>(hooks);
    e.make_table = table_maker<S>(hooks);
    e.table_from_state = [ai = hooks.ai](const nlohmann::json& j) -> std::unique_ptr<Table> {
        return std::make_unique<TableOf<S>>(S::from_json(j), ai);
    };
    return e;
}

}  // namespace olympus
