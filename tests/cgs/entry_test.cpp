// CGS as the arcade sees it: `olympus sim cgs` (wins per seat, rounds, undecided games),
// `olympus play cgs --script`, and saved games described in a few words.
#include <doctest/doctest.h>

#include <sstream>

#include "cgs/entry.hpp"
#include "cgs/seats.hpp"
#include "cgs/sim.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;

TEST_CASE("CGS sim: every game counted, wins per seat, rounds, progress") {
    SimSettings st;
    st.games = 6;
    st.seed = 11;
    st.players = 3;
    int calls = 0;
    SimStats r = simulate(st, [&](int done, int total) {
        ++calls;
        CHECK(total == 6);
        CHECK(done == calls);
    });
    CHECK(r.games == 6);
    CHECK(r.unfinished == 0);
    CHECK(r.wins.size() == 3u);
    CHECK(r.wins[0] + r.wins[1] + r.wins[2] + r.undecided == 6);
    CHECK(r.mean_rounds() > 1);
    CHECK(r.mean_rounds() <= 80);
    auto [lo, hi] = r.interval(0);
    CHECK(lo <= r.win_rate(0));
    CHECK(hi >= r.win_rate(0));
    const std::string text = r.to_text();
    CHECK(text.find("games 6") != std::string::npos);
    CHECK(text.find("mean length") != std::string::npos);
    CHECK(text.find("P3 heuristic") != std::string::npos);
    // The same seed plays the same games.
    SimStats again = simulate(st);
    CHECK(again.wins == r.wins);
    CHECK(again.rounds == r.rounds);
}

TEST_CASE("CGS sim: team play counts the wins of each team") {
    SimSettings st;
    st.games = 4;
    st.players = 4;
    st.options = {{"teams", "on"}};
    SimStats r = simulate(st);
    REQUIRE(r.teams.size() == 2u);
    CHECK(r.teams[0] == std::vector<int>{0, 2});  // A3: seats alternate
    CHECK(r.team_wins[0] + r.team_wins[1] + r.undecided == 4);
    CHECK(r.team_wins[0] == r.wins[0] + r.wins[2]);
    CHECK(r.to_text().find("team 2 (P2, P4) won") != std::string::npos);
}

TEST_CASE("CGS sim: bad settings are refused") {
    auto refused = [](SimSettings st) { CHECK_THROWS_AS(simulate(st), OptionError); };
    SimSettings st;
    st.games = 1;
    st.players = 5;
    refused(st);
    st.players = 2;
    st.ais = {"grandmaster"};
    refused(st);
    st.ais = {"heuristic", "random", "random"};
    refused(st);
    st.ais = {};
    st.options = {{"colour", "blue"}};
    refused(st);
}

TEST_CASE("CGS entry: the simulator takes the command line's players, computer players and options") {
    GameEntry e = cgs::make_entry();
    REQUIRE(e.run_sim);
    std::ostringstream out;
    SimConfig cfg;
    cfg.games = 2;
    cfg.seed = 3;
    cfg.players = 2;
    cfg.policies = {"heuristic", "random"};
    cfg.options = {{"max_rounds", "30"}};
    cfg.progress = false;
    cfg.out = &out;
    CHECK(e.run_sim(cfg) == 0);
    CHECK(out.str().find("games 2") != std::string::npos);
    CHECK(out.str().find("P1 heuristic") != std::string::npos);
    CHECK(out.str().find("P2 random") != std::string::npos);
    SimConfig bad = cfg;
    bad.policies = {"bogus"};
    CHECK_THROWS_AS(e.run_sim(bad), OptionError);
    bad = cfg;
    bad.decks = {"a-deck"};
    CHECK_THROWS_AS(e.run_sim(bad), OptionError);
}

TEST_CASE("CGS entry: script mode plays from options, and the computer answers go") {
    GameEntry e = cgs::make_entry();
    std::istringstream in("legal\nkeep son_of_zeus\ngo\nbogus move\nview 1\n");
    std::ostringstream out;
    ScriptConfig sc;
    sc.app.seed = 4;
    sc.app.options = {{"players", "2"}};
    sc.in = &in;
    sc.out = &out;
    CHECK(e.run_script(sc) == 1);  // the bogus line was refused
    const std::string text = out.str();
    CHECK(text.find("keep mighty_leap\n") != std::string::npos);  // a legal move listed (C1.13: the starting hand)
    CHECK(text.find("ok keep son_of_zeus") != std::string::npos);
    CHECK(text.find("played keep ") != std::string::npos);
    CHECK(text.find("error: ") != std::string::npos);
    CHECK(text.find("CGS round") != std::string::npos);
}

TEST_CASE("CGS entry: a saved game is described in a few words, and a damaged one is refused") {
    GameEntry e = cgs::make_entry();
    SavedGame g{started(2), {}};
    g.seats.computer = {std::nullopt, Level::Skilled};
    CHECK(e.describe_save(saved_to_json(g)) == "you vs skilled, round 1");
    g.seats.computer = {std::nullopt, std::nullopt};
    CHECK(e.describe_save(saved_to_json(g)) == "P1 vs P2, round 1");
    nlohmann::json bad = saved_to_json(g);
    bad["seats"] = {"human", "wizard"};
    CHECK_THROWS(e.describe_save(bad));
    bad["seats"] = {"random", "random"};
    CHECK_THROWS(e.describe_save(bad));  // nobody to play it
    bad["seats"] = {"human"};
    CHECK_THROWS(e.describe_save(bad));
    // A bare state (script mode's save): a person in the first seat.
    SavedGame bare = saved_from_json(started(2).to_json());
    CHECK(bare.seats.is_human(0));
    CHECK(!bare.seats.is_human(1));
}
