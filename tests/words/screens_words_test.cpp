// Every game's table as its players see it: whole screens drawn at 80x24 and 160x48 from each
// seat's board (the one the local table and a network client use) at many points of many seeded
// games, with the inspector, its `i` screen and the whole log (`L`), read by the words checker.
#include "words/screen_walk.hpp"

#include "arc/policy.hpp"
#include "arc/remote_board.hpp"
#include "arc/seats.hpp"
#include "arc/state.hpp"
#include "cgs/ai.hpp"
#include "cgs/remote_board.hpp"
#include "cgs/seats.hpp"
#include "herazeus/play_screen.hpp"
#include "herazeus/remote_board.hpp"
#include "herazeus/state.hpp"
#include "microhero/campaign.hpp"
#include "microhero/policy.hpp"
#include "microhero/remote_board.hpp"
#include "microhero/state.hpp"

using namespace olympus;
using namespace words_test;

namespace {

// Games of each game read this way: a few in every build (each is many screens), more with
// OLYMPUS_LONG_TESTS=1.
int screen_games() { return games_per_setup() / 6; }

std::vector<std::string> p_labels(int n) {
    std::vector<std::string> out;
    for (int s = 0; s < n; ++s) out.push_back("P" + std::to_string(s + 1));
    return out;
}

void report(const std::string& game, const Findings& f, long screens) {
    std::fprintf(stderr, "screens %s: %ld screens drawn\n", game.c_str(), screens);
    require_clean(game + " screens", f);
}

}  // namespace

TEST_CASE("ARC screens: no id, action syntax or empty event on any drawn table, inspector or log") {
    const Ids ids = words_check::ids_of_game("arc");
    Findings f;
    Reader r{f, ids, {}};
    long screens = 0;
    for (int g = 0; g < screen_games(); ++g) {
        const int players = 2 + g % 2;
        const auto seed = 5000 + static_cast<std::uint64_t>(g);
        GameOptions o;
        o.seed = seed;
        o.values["players"] = std::to_string(players);
        TableOf<arc::State> t(arc::State::new_game(o), {});
        Rng rng(seed, 21);
        ScreenWalk w{arc::kGameId, p_labels(players), arc::make_remote_board, 2, 4, 3000};
        screens += walk_screens(r, t, w, [&] {
            const arc::State& s = t.state();
            return (rng.below(2) ? arc::random_action(s, rng) : arc::heuristic_action(s, rng)).to_string();
        });
    }
    report("arc", f, screens);
}

TEST_CASE("CGS screens: no id, action syntax or empty event on any drawn table, inspector or log") {
    const Ids ids = words_check::ids_of_game("cgs", {"pack", "storm"});
    Findings f;
    Reader r{f, ids, {}};
    long screens = 0;
    const std::vector<std::map<std::string, std::string>> setups = {
        {{"players", "2"}, {"max_rounds", "8"}},
        {{"players", "3"}, {"max_rounds", "6"}},
        {{"players", "4"}, {"teams", "on"}, {"max_rounds", "6"}},
        {{"players", "2"}, {"characters", "hercules+iolaus,xena+gabrielle"}, {"max_rounds", "6"}},
    };
    for (int g = 0; g < screen_games(); ++g) {
        const auto seed = 6000 + static_cast<std::uint64_t>(g);
        GameOptions o;
        o.seed = seed;
        o.values = setups[static_cast<std::size_t>(g) % setups.size()];
        TableOf<cgs::State> t(cgs::State::new_game(o), {});
        Rng rng(seed, 22);
        ScreenWalk w{cgs::kGameId, p_labels(t.num_players()), cgs::make_remote_board, 5, 4, 4000};
        screens += walk_screens(r, t, w, [&] {
            const cgs::State& s = t.state();
            return (rng.below(3) ? cgs::random_action(s, rng) : cgs::heuristic_action(s, rng)).to_string();
        });
    }
    report("cgs", f, screens);
}

TEST_CASE("Hera & Zeus screens: no id, action syntax or empty event on any drawn table, inspector or log") {
    // "hero" is Hercules's key and a word of the cards' texts ("a strength-2 hero").
    const Ids ids = words_check::ids_of_game("herazeus", {"hero"});
    Findings f;
    Reader r{f, ids, {}};
    long screens = 0;
    for (int g = 0; g < screen_games() * 2; ++g) {
        const auto seed = 7000 + static_cast<std::uint64_t>(g);
        GameOptions o;
        o.seed = seed;
        o.values["first"] = seed % 2 ? "zeus" : "hera";
        TableOf<herazeus::State> t(herazeus::State::new_game(o), {});
        Rng rng(seed, 23);
        ScreenWalk w{herazeus::kGameId, {"Hera", "Zeus"}, herazeus::make_remote_board, 2, 4, 3000};
        screens += walk_screens(r, t, w, [&] {
            const herazeus::State& s = t.state();
            return (rng.below(2) ? herazeus::random_action(s, rng)
                                 : herazeus::heuristic_action(s.view_for(s.current_player()), rng, false))
                .to_string();
        });
    }
    report("herazeus", f, screens);
}

TEST_CASE("Micro Hero screens: no id, action syntax or empty event on any drawn table, inspector or log") {
    const Ids ids = words_check::ids_of_game("microhero", {"train", "strike", "block"});
    Findings f;
    Reader r{f, ids, {}};
    long screens = 0;
    const std::vector<std::map<std::string, std::string>> setups = {
        {{"players", "1"}},
        {{"players", "2"}, {"expansions", "all"}, {"difficulty", "mythic"}},
        {{"players", "1"}, {"expansions", "all"}, {"difficulty", "heroic"}},
        {{"players", "2"}},
    };
    for (int g = 0; g < screen_games(); ++g) {
        const auto seed = 8000 + static_cast<std::uint64_t>(g);
        GameOptions o;
        o.seed = seed;
        o.values = setups[static_cast<std::size_t>(g) % setups.size()];
        TableOf<microhero::State> t(microhero::State::new_game(o), {});
        Rng rng(seed, 24);
        const std::vector<std::string> labels = t.num_players() == 2 ? p_labels(2) : std::vector<std::string>{"Hercules"};
        ScreenWalk w{microhero::kGameId, labels, microhero::make_remote_board, 6, 4, 5000};
        screens += walk_screens(r, t, w, [&] {
            const microhero::State& s = t.state();
            return (rng.below(2) ? microhero::random_policy(s, rng) : microhero::greedy_policy(s, rng)).to_string();
        });
    }
    report("microhero", f, screens);
}
