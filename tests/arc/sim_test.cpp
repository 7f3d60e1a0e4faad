// The simulator behind `olympus sim arc`: paired games, win counts, errors for bad settings.
#include "arc/sim.hpp"
#include "arc_test.hpp"

using namespace arct;

TEST_CASE("sim: paired games between two players, every game counted") {
    SimSettings st;
    st.games = 40;
    st.seed = 7;
    st.ais = {"heuristic", "random"};
    st.decks = {"raiding-party", "the-art-of-war"};
    int calls = 0;
    SimStats r = simulate(st, [&](int done, int total) {
        ++calls;
        CHECK(total == 40);
        CHECK(done == calls);
    });
    CHECK(r.games == 40);
    CHECK(r.unfinished == 0);
    CHECK(r.wins[0] + r.wins[1] + r.draws == 40);
    CHECK(r.wins[0] > 30);  // the heuristic beats random moves
    auto [lo, hi] = r.interval(0);
    CHECK(lo <= r.win_rate(0));
    CHECK(hi >= r.win_rate(0));
    CHECK(r.decisions[0] > 0);
    CHECK(r.to_text().find("heuristic") != std::string::npos);
    CHECK(r.to_json()["players"].size() == 2);
}

TEST_CASE("sim: three players, side by side threads, the same numbers") {
    SimSettings st;
    st.games = 6;
    st.players = 3;
    st.ais = {"heuristic"};
    SimStats one = simulate(st);
    st.threads = 2;
    SimStats two = simulate(st);
    CHECK(one.games == 6);
    CHECK(one.wins == two.wins);
    CHECK(one.turns == two.turns);
}

TEST_CASE("sim: bad settings are refused") {
    auto refused = [](SimSettings st) { CHECK_THROWS_AS(simulate(st), OptionError); };
    SimSettings st;
    st.games = 1;
    st.ais = {"grandmaster", "heuristic"};
    refused(st);
    st.ais = {"heuristic", "heuristic", "heuristic"};
    refused(st);
    st.ais = {"ismcts:fast"};
    refused(st);
    st.ais = {"heuristic"};
    st.decks = {"no-such-deck"};
    refused(st);
    st.decks = {};
    st.options = {{"deck_size", "3"}};
    refused(st);
    CHECK(policy_by_name("ismcts:250,depth=30,eps=0.05,c=0.5,width=4").has_value());
    CHECK(search_settings("ismcts:i500")->iterations == 500);
    CHECK(search_settings("ismcts:i500")->time_ms == 0);
    CHECK(search_settings("ismcts:700,width=0")->width == 0);
    CHECK_FALSE(search_settings("ismcts:700,depth").has_value());
    // The other seats' width, the margin to overrule the heuristic, settled playouts.
    auto st2 = search_settings("ismcts:i300,width=4,their=1,keep=0.05,settle=1");
    REQUIRE(st2.has_value());
    CHECK(st2->iterations == 300);
    CHECK(st2->width == 4);
    CHECK(st2->their_width == 1);
    CHECK(st2->keep == doctest::Approx(0.05));
    CHECK(st2->settle);
    CHECK(search_settings("ismcts")->their_width == -1);
    // Its own decisions after the first.
    CHECK(search_settings("ismcts")->later_width == -1);
    CHECK(search_settings("ismcts:i300,later=1")->later_width == 1);
    CHECK_FALSE(search_settings("ismcts:700,later=-2").has_value());
    CHECK_FALSE(search_settings("ismcts:700,later=x").has_value());
    CHECK(search_settings("ismcts:700,settle=1")->settle);
    CHECK_FALSE(search_settings("ismcts:700,settle=0")->settle);
    CHECK_FALSE(search_settings("ismcts:700,settle=2").has_value());
    CHECK_FALSE(search_settings("ismcts:700,their=-2").has_value());
    CHECK_FALSE(search_settings("ismcts:700,keep=-0.1").has_value());
    CHECK_FALSE(search_settings("ismcts:700,keep=x").has_value());
}
