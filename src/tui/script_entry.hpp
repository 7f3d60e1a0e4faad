// Builds a GameEntry's script mode from a State type: starts a new game from the options and
// seed, or from --load (a save file or a bare state JSON), then runs the line protocol.
#pragma once
#include <fstream>
#include <iostream>
#include <random>

#include "core/script_mode.hpp"
#include "tui/game_entry.hpp"

namespace olympus {

inline std::uint64_t fresh_seed() {
    std::random_device rd;
    return (static_cast<std::uint64_t>(rd()) << 32u) ^ rd();
}

template <GameState S>
std::function<int(const ScriptConfig&)> script_runner(ScriptHooks<S> hooks) {
    return [hooks](const ScriptConfig& cfg) -> int {
        std::ostream& out = cfg.out ? *cfg.out : std::cout;
        std::istream& in = cfg.in ? *cfg.in : std::cin;
        std::uint64_t seed = cfg.app.seed.value_or(fresh_seed());
        std::optional<S> state;
        try {
            if (cfg.load) {
                std::ifstream f(*cfg.load);
                if (!f) throw std::runtime_error(cfg.load->string() + ": cannot be opened");
                auto j = nlohmann::json::parse(f, nullptr, false);
                if (j.is_discarded()) throw std::runtime_error(cfg.load->string() + ": not valid JSON");
                if (j.is_object() && j.contains("format")) {
                    j = read_save(*cfg.load, hooks.game_id, hooks.save_version).state;
                    if (hooks.state_of_save) j = hooks.state_of_save(j);
                }
                state = S::from_json(j);
            } else {
                GameOptions opts;
                opts.seed = seed;
                opts.values = cfg.app.options;
                state = S::new_game(opts);
            }
        } catch (const std::exception& e) {
            std::cerr << "olympus: " << e.what() << "\n";
            return 2;
        }
        return run_script(std::move(*state), in, out, cfg.json, seed, hooks);
    };
}

}  // namespace olympus
