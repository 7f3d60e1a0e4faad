#include "arc/entry.hpp"

#include <charconv>
#include <iostream>

#include "arc/help.hpp"
#include "arc/remote_board.hpp"
#include "arc/seats.hpp"
#include "arc/sim.hpp"
#include "arc/start_screen.hpp"
#include "core/json_read.hpp"
#include "tui/ladder_sim.hpp"
#include "tui/script_entry.hpp"

namespace olympus::arc {

namespace {

// `olympus sim arc`: the command line's settings onto the simulator's. "strong" is the search
// player at its default settings; threads=N (an --opt) plays games side by side.
// The threads=N option, taken out of the options.
int take_threads(std::map<std::string, std::string>& options) {
    auto it = options.find("threads");
    if (it == options.end()) return 1;
    int n = 0;
    auto [ptr, ec] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), n);
    if (ec != std::errc() || ptr != it->second.data() + it->second.size() || n < 1 || n > 64)
        throw OptionError("arc sim: threads=" + it->second + ": expected a whole number from 1 to 64");
    options.erase(it);
    return n;
}

// The simulator's name of a level's player.
std::string player_of(Level l) { return l == Level::Strong ? "ismcts" : std::string(level_name(l)); }

// `olympus sim arc --ladder`: two seats, the decks dealt as the simulator deals them.
int run_ladder(const SimConfig& cfg) {
    return run_ladder_sim(cfg, "ARC duels", [&](Level a, Level b, int games, std::uint64_t seed, const std::function<void(int, int)>& progress,
                                                  const std::map<std::string, std::string>& options) {
        SimSettings st;
        st.games = games;
        st.seed = seed;
        st.players = 2;
        st.decks = cfg.decks;
        st.ais = {player_of(a), player_of(b)};
        st.options = options;
        st.threads = take_threads(st.options);
        SimStats s = simulate(st, progress);
        ai::PairTally t;
        t.games = s.games;
        // A game unfinished at the action cap counts as drawn.
        const double halves = 0.5 * (s.draws + s.unfinished);
        t.a = {s.wins[0] + halves, s.decisions[0], s.think_seconds[0], s.max_think[0]};
        t.b = {s.wins[1] + halves, s.decisions[1], s.think_seconds[1], s.max_think[1]};
        return t;
    });
}

int run_sim(const SimConfig& cfg) {
    if (cfg.ladder) return run_ladder(cfg);
    SimSettings st;
    st.games = cfg.games;
    st.seed = cfg.seed;
    st.players = cfg.players ? cfg.players : 2;
    st.decks = cfg.decks;
    for (const std::string& n : cfg.policies) {
        if (n != "strong" && !policy_by_name(n)) {
            std::string known = "strong";
            for (const auto& k : policy_names()) known += ", " + k;
            throw OptionError("arc sim: unknown player '" + n + "' (known: " + known + ")");
        }
        st.ais.push_back(n == "strong" ? "ismcts" : n);
    }
    st.options = cfg.options;
    st.threads = take_threads(st.options);
    if (!cfg.save_replays.empty()) st.keep = replays_to_folder(cfg.save_replays, kGameId);
    SimStats stats = simulate(st, sim_progress(cfg));
    if (stats.ais.size() == cfg.policies.size()) stats.ais = cfg.policies;  // as the command line named them
    std::ostream& out = cfg.out ? *cfg.out : std::cout;
    out << stats.to_text();
    return 0;
}

}  // namespace

GameEntry make_entry() {
    ScriptHooks<State> hooks;
    hooks.ai = [](const State& s, Rng& rng, int ms, std::optional<Level> level) {
        if (level && *level != Level::Strong) return computer_move(s, *level, rng);
        SearchSettings st;  // the strongest, at the clock the host gives it
        if (ms > 0) st.time_ms = ms;
        return search_action(s, rng, st);
    };
    hooks.state_of_save = [](const nlohmann::json& j) { return j.contains("seats") ? json_read::saved_game_state(j) : j; };
    GameEntry e = state_game_entry<State>({kGameId, "ARC duels", "the Hercules and Xena card duel, for 2 or 3", kSaveVersion},
                                          hooks, make_start_screen, make_resume_screen);
    e.served_setup = served_setup;
    e.make_remote_board = make_remote_board;
    e.run_sim = run_sim;
    e.describe_save = [](const nlohmann::json& j) { return describe_saved(saved_from_json(j)); };
    e.how_to_play = how_to_play();
    return e;
}

}  // namespace olympus::arc
