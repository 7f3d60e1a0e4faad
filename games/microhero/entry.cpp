#include "microhero/entry.hpp"

#include <iostream>

#include "core/replay.hpp"
#include "microhero/campaign.hpp"
#include "microhero/help.hpp"
#include "microhero/play_screen.hpp"  // the table hooks, seen by every TableOf<State>
#include "microhero/policy.hpp"
#include "microhero/remote_board.hpp"
#include "microhero/sim.hpp"
#include "microhero/start_screen.hpp"
#include "tui/script_entry.hpp"

namespace olympus::microhero {

namespace {
int run_sim(const SimConfig& cfg) {
    // The ladder ranks opponents by their games against each other; here the players face the game.
    if (cfg.ladder)
        throw OptionError(
            "microhero sim: Micro Hero has no computer opponents to rank (--ladder is for arc, cgs and herazeus); "
            "its difficulties, Normal, Heroic and Mythic, play that part: measure them with --opt difficulty=normal, "
            "heroic or mythic");
    SimSettings s;
    s.games = cfg.games;
    s.seed = cfg.seed;
    s.options = cfg.options;
    if (cfg.players) s.options["players"] = std::to_string(cfg.players);
    if (!cfg.policies.empty()) s.policy = cfg.policies.front();
    std::ostream& out = cfg.out ? *cfg.out : std::cout;
    auto progress = [&](int done, int total) {
        if (cfg.progress && (done == total || done % std::max(1, total / 100) == 0))
            std::cerr << "\r" << done << "/" << total << " campaigns" << (done == total ? "\n" : "") << std::flush;
    };
    if (!cfg.save_replays.empty()) s.keep = replays_to_folder(cfg.save_replays, kGameId);
    SimStats st = simulate(s, progress);
    out << st.to_text();
    return 0;
}
}  // namespace

GameEntry make_entry() {
    ScriptHooks<State> hooks;
    // One partner for every level: Micro Hero's co-op computer hero plays its rules of thumb.
    hooks.ai = [](const State& s, Rng& rng, int, std::optional<Level>) { return greedy_policy(s, rng); };
    GameEntry e = state_game_entry<State>({kGameId, "Micro Hero: Hercules", "solo deck-builder over the Twelve Labors", State::kSaveVersion},
                                          hooks, make_start_screen, make_resume_screen);
    e.served_setup = served_setup;
    e.run_sim = run_sim;
    e.describe_save = [](const nlohmann::json& j) { return summarize(State::from_json(j)); };
    e.how_to_play = how_to_play();
    e.make_remote_board = make_remote_board;
    e.team = true;
    e.campaign_record = [](const Table& t) {
        const State s = State::from_json(t.to_json());
        return CampaignRecord{"", std::string(to_string(s.cfg.difficulty)), expansions_text(s.cfg), s.cfg.players,
                              s.result > 0, static_cast<int>(s.overcome.size()), s.turns_total, now_utc_text()};
    };
    return e;
}

}  // namespace olympus::microhero
