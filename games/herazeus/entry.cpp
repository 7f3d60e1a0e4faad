#include "herazeus/entry.hpp"

#include <iostream>

#include "ai/arena.hpp"
#include "core/json_read.hpp"
#include "core/replay.hpp"
#include "herazeus/help.hpp"
#include "herazeus/play_screen.hpp"
#include "herazeus/remote_board.hpp"
#include "herazeus/start_screen.hpp"
#include "tui/ladder_sim.hpp"
#include "tui/script_entry.hpp"

namespace olympus::herazeus {

namespace {
// ms=N: the strong player's clock, taken out of the options.
int take_ms(std::map<std::string, std::string>& options) {
    auto it = options.find("ms");
    if (it == options.end()) return kStrongMs;
    const std::string text = it->second;
    if (text.empty() || text.size() > 6 || text.find_first_not_of("0123456789") != std::string::npos)
        throw OptionError("option ms=" + text + ": expected milliseconds per decision, 1 to 999999");
    options.erase(it);
    return std::max(1, std::stoi(text));
}

// A simulator's player by name: a level, or "random" (any legal move; no level).
std::function<Action(const State&, Rng&)> sim_player(const std::string& name, int ms) {
    if (name == "random") return [](const State& s, Rng& rng) { return random_action(s, rng); };
    auto l = level_by_name(name);
    if (!l) throw OptionError("unknown computer player '" + name + "' (" + ai::level_words() + ", or random)");
    Level level = *l;
    return [level, ms](const State& s, Rng& rng) { return computer_move(s, level, rng, ms); };
}

int run_sim(const SimConfig& cfg) {
    if (cfg.ladder)
        return run_ladder_sim(cfg, "Hera & Zeus", [](Level a, Level b, int games, std::uint64_t seed, const std::function<void(int, int)>& progress,
                                                      const std::map<std::string, std::string>& options) {
            auto opts = options;
            const int ms = take_ms(opts);
            std::function<Action(const State&, Rng&)> players[2] = {sim_player(std::string(level_name(a)), ms),
                                                                    sim_player(std::string(level_name(b)), ms)};
            auto new_game = [&](std::uint64_t s) {
                GameOptions o;
                o.seed = s;
                o.values = opts;
                return State::new_game(o);
            };
            auto r = ai::arena<State>(games, seed, new_game, players, 5000, progress);
            ai::PairTally t;
            t.games = r.games;
            t.a = {r.wins[0] + 0.5 * r.draws, r.decisions[0], r.seconds[0], r.max_seconds[0]};
            t.b = {r.wins[1] + 0.5 * r.draws, r.decisions[1], r.seconds[1], r.max_seconds[1]};
            return t;
        });
    std::vector<std::string> names = cfg.policies;
    if (names.empty()) names = {"strong", "heuristic"};
    if (names.size() == 1) names.push_back(names[0]);
    if (names.size() > 2) throw OptionError("Hera & Zeus has two seats: give at most two --ai");
    std::function<Action(const State&, Rng&)> players[2];
    auto opts = cfg.options;
    const int ms = take_ms(opts);
    for (int i = 0; i < 2; ++i) players[i] = sim_player(names[static_cast<std::size_t>(i)], ms);
    auto new_game = [&](std::uint64_t seed) {
        GameOptions o;
        o.seed = seed;
        o.values = opts;
        return State::new_game(o);
    };
    std::function<void(int, const State&, const std::vector<std::string>&, const State&, int)> on_game;
    if (!cfg.save_replays.empty()) {
        KeepReplay keep = replays_to_folder(cfg.save_replays, kGameId);
        on_game = [&, keep](int g, const State& start, const std::vector<std::string>& moves, const State& end, int a_seat) {
            std::vector<std::string> seats(2);
            seats[static_cast<std::size_t>(a_seat)] = names[0];
            seats[static_cast<std::size_t>(1 - a_seat)] = names[1];
            keep(g, sim_replay(kGameId, cfg.seed + static_cast<std::uint64_t>(g / 2), opts, start.to_json(), moves, seats,
                               end.is_terminal(), end.winner()));
        };
    }
    auto r = ai::arena<State>(cfg.games, cfg.seed, new_game, players, 5000, sim_progress(cfg), on_game);
    std::ostream& out = cfg.out ? *cfg.out : std::cout;
    out << r.to_text(names[0] + " (A)", names[1] + " (B)");
    return 0;
}
}  // namespace

GameEntry make_entry() {
    ScriptHooks<State> hooks;
    hooks.ai = [](const State& s, Rng& rng, int ms, std::optional<Level> level) { return computer_move(s, level.value_or(Level::Strong), rng, ms); };
    hooks.state_of_save = [](const nlohmann::json& j) { return j.contains("seats") ? json_read::saved_game_state(j) : j; };
    GameEntry e = state_game_entry<State>({kGameId, "Hera & Zeus", "a bluffing duel of face-down cards", kSaveVersion},
                                          hooks, make_start_screen, make_resume_screen);
    e.served_setup = served_setup;
    e.make_remote_board = make_remote_board;
    e.run_sim = run_sim;
    e.describe_save = [](const nlohmann::json& j) {
        // saved_from_json (play_screen.cpp) lets a field beside game and seats by; the arcade's
        // list refuses such a save here, so Continue never opens it.
        if (j.is_object() && j.contains("seats")) json_read::saved_game_state(j);
        return describe_saved(saved_from_json(j));
    };
    e.how_to_play = how_to_play();
    return e;
}

}  // namespace olympus::herazeus
