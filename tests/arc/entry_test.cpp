// ARC as the arcade sees it: the simulator behind `olympus sim arc`, script mode, saves described.
#include <doctest/doctest.h>

#include <sstream>

#include "arc/entry.hpp"
#include "arc/seats.hpp"
#include "arc_test.hpp"
#include "core/save.hpp"
#include "support/temp_dir.hpp"

using namespace arct;

TEST_CASE("ARC entry: the simulator takes the command line's decks, players and options") {
    GameEntry e = arc::make_entry();
    REQUIRE(e.run_sim);
    std::ostringstream out;
    SimConfig cfg;
    cfg.games = 2;
    cfg.seed = 3;
    cfg.decks = {"fearless-band", "xena-warrior-princess"};
    cfg.policies = {"heuristic", "random"};
    cfg.options = {{"max_turns", "80"}, {"threads", "2"}};
    cfg.progress = false;
    cfg.out = &out;
    CHECK(e.run_sim(cfg) == 0);
    CHECK(out.str().find("games 2") != std::string::npos);
    CHECK(out.str().find("heuristic") != std::string::npos);
    CHECK(out.str().find("random") != std::string::npos);

    auto refused = [&](SimConfig c) {
        c.out = &out;
        c.progress = false;
        CHECK_THROWS_AS(e.run_sim(c), OptionError);
    };
    SimConfig bad = cfg;
    bad.policies = {"bogus"};
    refused(bad);
    bad = cfg;
    bad.decks = {"no-such-deck"};
    refused(bad);
    bad = cfg;
    bad.options = {{"colour", "blue"}};
    refused(bad);
    bad = cfg;
    bad.options = {{"threads", "many"}};
    refused(bad);
    bad = cfg;
    bad.players = 3;  // two decks for three seats
    refused(bad);
}

TEST_CASE("ARC entry: script mode plays from options, and the computer answers go") {
    GameEntry e = arc::make_entry();
    std::istringstream in("legal\ngo 20\nbogus move\n");
    std::ostringstream out;
    ScriptConfig sc;
    sc.app.seed = 4;
    sc.app.options = {{"deck1", "hit-and-run"}, {"deck2", "fearless-band"}, {"first", "1"}};
    sc.in = &in;
    sc.out = &out;
    CHECK(e.run_script(sc) == 1);  // the bogus line was refused
    CHECK(out.str().find("resource ") != std::string::npos);
    CHECK(out.str().find("error: ") != std::string::npos);
}

TEST_CASE("ARC entry: a saved duel is described in a few words, and a damaged one is refused") {
    GameEntry e = arc::make_entry();
    GameOptions o;
    o.seed = 2;
    SavedGame g{State::new_game(o, db()), {}};
    g.seats.computer = {std::nullopt, Level::Strong};
    std::string line = e.describe_save(saved_to_json(g));
    CHECK(line == "you vs strong computer, turn 1");
    g.seats.computer = {std::nullopt, std::nullopt};
    CHECK(e.describe_save(saved_to_json(g)) == "two people, turn 1");
    nlohmann::json bad = saved_to_json(g);
    bad["seats"] = {"human", "wizard"};
    CHECK_THROWS(e.describe_save(bad));
    bad["seats"] = {"strong", "strong"};
    CHECK_THROWS(e.describe_save(bad));  // nobody to play it
    bad["seats"] = {"human"};
    CHECK_THROWS(e.describe_save(bad));
}
