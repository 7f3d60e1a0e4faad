#include "cgs/entry.hpp"

#include <iostream>

#include "cgs/help.hpp"
#include "cgs/remote_board.hpp"
#include "cgs/seats.hpp"
#include "cgs/sim.hpp"
#include "cgs/start_screen.hpp"
#include "core/json_read.hpp"
#include "tui/ladder_sim.hpp"
#include "tui/script_entry.hpp"

namespace olympus::cgs {

namespace {

// Simulator settings among the options, taken out of them into `st`.
void take_sim_options(SimSettings& st) {
    // Simulator settings, not game options: ms=N (the strong player's clock), iters=N (its worlds
    // per decision, with no clock: the same play however busy the machine), swap=on (paired).
    if (auto it = st.options.find("ms"); it != st.options.end()) {
        int ms = 0;
        try {
            ms = std::stoi(it->second);
        } catch (const std::exception&) {
        }
        if (ms < 1 || ms > 600000) throw OptionError("cgs sim: option ms=" + it->second + " must be milliseconds per decision, 1 to 600000");
        st.strong_ms = ms;
        st.options.erase(it);
    }
    if (auto it = st.options.find("iters"); it != st.options.end()) {
        int n = 0;
        try {
            n = std::stoi(it->second);
        } catch (const std::exception&) {
        }
        if (n < 1 || n > 10000000) throw OptionError("cgs sim: option iters=" + it->second + " must be worlds per decision, 1 to 10000000");
        st.strong_iterations = n;
        st.options.erase(it);
    }
    if (auto it = st.options.find("swap"); it != st.options.end()) {
        if (it->second != "on" && it->second != "off") throw OptionError("cgs sim: option swap=" + it->second + " must be on or off");
        st.paired = it->second == "on";
        st.options.erase(it);
    }
}

// `olympus sim cgs --ladder`: two seats, paired games.
int run_ladder(const SimConfig& cfg) {
    if (cfg.players && cfg.players != 2) throw OptionError("cgs sim: the ladder is played with 2 seats");
    return run_ladder_sim(cfg, "CGS", [](Level a, Level b, int games, std::uint64_t seed, const std::function<void(int, int)>& progress,
                                         const std::map<std::string, std::string>& options) {
        SimSettings st;
        st.games = games;
        st.seed = seed;
        st.players = 2;
        const std::string na(level_name(a)), nb(level_name(b));
        st.ais = {na, nb};
        st.options = options;
        take_sim_options(st);
        st.paired = true;
        SimStats s = simulate(st, progress);
        auto side = [&](const std::string& n) {
            ai::SideTally t;
            t.score = s.score.count(n) ? s.score.at(n) : 0;
            if (auto it = s.think.find(n); it != s.think.end())
                for (double x : it->second) {
                    ++t.decisions;
                    t.seconds += x;
                    t.max_seconds = std::max(t.max_seconds, x);
                }
            return t;
        };
        ai::PairTally t;
        t.games = s.games;
        t.a = side(na);
        t.b = side(nb);
        return t;
    });
}

// `olympus sim cgs`: the command line's settings onto the simulator's.
int run_sim(const SimConfig& cfg) {
    if (cfg.ladder) return run_ladder(cfg);
    SimSettings st;
    st.games = cfg.games;
    st.seed = cfg.seed;
    st.players = cfg.players ? cfg.players : 2;
    st.ais = cfg.policies;
    st.options = cfg.options;
    take_sim_options(st);
    if (!cfg.decks.empty()) throw OptionError("cgs sim: CGS has no decks to choose (--deck)");
    if (!cfg.save_replays.empty()) st.keep = replays_to_folder(cfg.save_replays, kGameId);
    SimStats stats = simulate(st, sim_progress(cfg, 10));
    std::ostream& out = cfg.out ? *cfg.out : std::cout;
    out << stats.to_text();
    return 0;
}

}  // namespace

GameEntry make_entry() {
    ScriptHooks<State> hooks;
    hooks.ai = [](const State& s, Rng& rng, int, std::optional<Level> level) { return computer_move(s, level.value_or(Level::Skilled), rng); };
    hooks.state_of_save = [](const nlohmann::json& j) { return j.contains("game") ? json_read::saved_game_state(j) : j; };
    GameEntry e = state_game_entry<State>({kGameId, "CGS", "a race across a hex map to Olympus, 2 to 4", kSaveVersion},
                                          hooks, make_start_screen, make_resume_screen);
    e.served_setup = served_setup;
    e.make_remote_board = make_remote_board;
    e.run_sim = run_sim;
    e.describe_save = [](const nlohmann::json& j) { return describe_saved(saved_from_json(j)); };
    e.how_to_play = how_to_play();
    return e;
}

}  // namespace olympus::cgs
