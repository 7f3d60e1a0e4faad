// The simulator behind `olympus sim arc`: paired games, win counts, errors for bad settings.
#include <set>

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

TEST_CASE("search settings: steps names the decisions searched; the rest are the heuristic's") {
    CHECK(search_settings("ismcts")->steps == 255);
    CHECK(search_settings("ismcts:i300,steps=126")->steps == 126);
    CHECK_FALSE(search_settings("ismcts:i300,steps=256").has_value());
    CHECK_FALSE(search_settings("ismcts:i300,steps=-1").has_value());
    CHECK_FALSE(search_settings("ismcts:i300,steps=x").has_value());

    // With nothing searched, every decision of a whole game is the heuristic's favourite, and
    // with everything searched some decision differs (else the setting would do nothing).
    SearchSettings none = *search_settings("ismcts:i60,steps=0");
    SearchSettings all = *search_settings("ismcts:i60");
    GameOptions o;
    o.seed = 11;
    State s = State::new_game(o);
    s.set_quiet(true);
    Rng rng(5, 17);
    int decisions = 0, differs = 0;
    std::set<int> kinds;
    while (!s.is_terminal()) {
        if (without_shows(s.legal_actions()).size() > 1) {
            ++decisions;
            kinds.insert(search_kind(s));
            const Action own = heuristic_ranking(s, 1).front();
            ai::SearchStats stats;
            CHECK(search_action(s, rng, none, &stats) == own);
            CHECK(stats.iterations == 0);
            differs += !(search_action(s, rng, all) == own);
        }
        s.apply(heuristic_action(s.view_for(s.current_player()), rng));
    }
    CHECK(decisions > 20);
    CHECK(differs > 0);
    CHECK(kinds.count(1));
    CHECK(kinds.count(2));
    CHECK_FALSE(kinds.count(0));
}

TEST_CASE("search settings: ordering abilities that fire together is a kind of its own, searched by default") {
    // The position of combat_test's "orders abilities that fire together": both attackers die,
    // each with an ability, and P1 picks which resolves first.
    State s = pos(R"({"active":1,
        "p1":{"characters":["Soldier of Hades","Mandrake"]},
        "p2":{"characters":["Cyclops","Royal Guards"],"hand":["Festival","Festival"],"deck_size":20}})");
    for (const char* m : {"attack with Soldier of Hades", "attack with Mandrake", "done", "block Soldier of Hades with Cyclops",
                          "block Mandrake with Royal Guards"})
        act(s, m);
    REQUIRE(s.legal_actions().front().kind == Action::Kind::First);
    CHECK(search_kind(s) == 128);
    CHECK((search_settings("ismcts")->steps & 128) == 128);
    Rng rng(3, 17);
    ai::SearchStats stats;
    search_action(s, rng, *search_settings("ismcts:i40"), &stats);
    CHECK(stats.iterations == 40);
    search_action(s, rng, *search_settings("ismcts:i40,steps=127"), &stats);
    CHECK(stats.iterations == 0);
}
