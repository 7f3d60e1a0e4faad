// Every game's table as its players see it: whole screens drawn at 80x24 and 160x48, Unicode and
// ASCII, from each seat's board (the one the local table and a network client use) at many points
// of many seeded games, with the inspector, its `i` screen, the whole log (`L`), the menus and the
// questions asked before a move, and the pass screen; and every game's set-up screen, each field
// and value shown; all read by the words checker.
#include "words/screen_walk.hpp"

#include <functional>
#include <set>

#include "arc/policy.hpp"
#include "arc/remote_board.hpp"
#include "arc/seats.hpp"
#include "arc/start_screen.hpp"
#include "arc/state.hpp"
#include "cgs/ai.hpp"
#include "cgs/remote_board.hpp"
#include "cgs/seats.hpp"
#include "cgs/start_screen.hpp"
#include "herazeus/play_screen.hpp"
#include "herazeus/remote_board.hpp"
#include "herazeus/start_screen.hpp"
#include "herazeus/state.hpp"
#include "microhero/campaign.hpp"
#include "microhero/policy.hpp"
#include "microhero/remote_board.hpp"
#include "microhero/start_screen.hpp"
#include "microhero/state.hpp"
#include "support/temp_dir.hpp"

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

void report(const std::string& game, const Findings& f, long screens, long questions = 0) {
    std::fprintf(stderr, "screens %s: %ld screens drawn, %ld questions\n", game.c_str(), screens, questions);
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
        ScreenWalk w{arc::kGameId, p_labels(players), arc::make_remote_board, 2, 4, 3000, {'m'}, "ARC duels: Hercules & Xena"};
        screens += walk_screens(r, t, w, [&] {
            const arc::State& s = t.state();
            return (rng.below(2) ? arc::random_action(s, rng) : arc::heuristic_action(s, rng)).to_string();
        });
    }
    report("arc", f, screens, r.questions);
    CHECK(r.questions > 0);  // a question asked before a move was drawn and read
}

TEST_CASE("CGS screens: no id, action syntax or empty event on any drawn table, inspector or log") {
    // An equipment card's kind (its slot: "Equipment (shield)") is an English noun, as are "pack"
    // and "storm".
    Ids ids = words_check::ids_of_game("cgs", {"pack", "storm", "amulet", "chakram", "shield"});
    // A hex is named as the map shows it ("the forest 2 hexes north-east of Olympus"), never by
    // the grid's coordinates ("5.1", "0.0").
    ids.extra.push_back(words_check::cgs_coordinates());
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
        ScreenWalk w{cgs::kGameId, p_labels(t.num_players()), cgs::make_remote_board, 5, 4, 4000, {'m', 'v'}, "CGS"};
        screens += walk_screens(r, t, w, [&] {
            const cgs::State& s = t.state();
            return (rng.below(3) ? cgs::random_action(s, rng) : cgs::heuristic_action(s, rng)).to_string();
        });
    }
    report("cgs", f, screens, r.questions);
    CHECK(r.questions > 0);  // a question asked before a move was drawn and read
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
        ScreenWalk w{herazeus::kGameId, {"Hera", "Zeus"}, herazeus::make_remote_board, 2, 4, 3000, {'a'}, "Hera & Zeus"};
        screens += walk_screens(r, t, w, [&] {
            const herazeus::State& s = t.state();
            return (rng.below(2) ? herazeus::random_action(s, rng)
                                 : herazeus::heuristic_action(s.view_for(s.current_player()), rng, false))
                .to_string();
        });
    }
    report("herazeus", f, screens, r.questions);
    CHECK(r.questions > 0);  // a question asked before a move was drawn and read
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
        ScreenWalk w{microhero::kGameId, labels, microhero::make_remote_board, 6, 4, 5000, {'s', 'd'}, "Micro Hero: Hercules"};
        screens += walk_screens(r, t, w, [&] {
            const microhero::State& s = t.state();
            return (rng.below(2) ? microhero::random_policy(s, rng) : microhero::greedy_policy(s, rng)).to_string();
        });
    }
    report("microhero", f, screens, r.questions);
    CHECK(r.questions > 0);  // a question asked before a move was drawn and read
}

TEST_CASE("Set-up screens: every field and value of every game's form, Unicode and ASCII") {
    std::set<std::string> common{"train", "strike", "block", "pack", "storm", "hero", "amulet", "chakram", "shield"};
    const std::vector<std::pair<std::string, std::function<std::unique_ptr<tui::Screen>(const AppContext&)>>> games = {
        {"arc", arc::make_start_screen},
        {"cgs", cgs::make_start_screen},
        {"herazeus", herazeus::make_start_screen},
        {"microhero", microhero::make_start_screen},
    };
    for (const auto& [game, make] : games) {
        const Ids ids = words_check::ids_of_game(game, common);
        Findings f;
        Reader r{f, ids, {}};
        TempDir dir;
        AppContext ctx;
        ctx.save_dir = dir.path;
        ctx.seed = 3;
        tui::ScreenStack st(make(ctx));
        long screens = 0;
        auto draw_all = [&](const std::string& what) {
            r.screen(render(st, 24, 80, true), game + " set-up 80x24 " + what);
            r.screen(render(st, 48, 160, true), game + " set-up 160x48 " + what);
            r.screen(render(st, 24, 80, false), game + " set-up 80x24 ascii " + what);
            screens += 3;
        };
        draw_all("opened");
        // Down through every field (a form wraps round), each value of each in turn.
        for (int field = 0; field < 24; ++field) {
            for (int v = 0; v < 5; ++v) {
                st.feed(tui::key::Right);
                draw_all("field " + std::to_string(field) + " value " + std::to_string(v));
            }
            st.feed(tui::key::Down);
        }
        report(game + " set-up", f, screens);
    }
}
