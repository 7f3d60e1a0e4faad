// Random and greedy campaigns with the invariants checked after every action.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "core/data_files.hpp"
#include "helpers.hpp"
#include "microhero/policy.hpp"
#include "microhero/sim.hpp"

using namespace mh_test;
using olympus::Rng;

namespace {

bool long_tests() {
    const char* v = std::getenv("OLYMPUS_LONG_TESTS");
    return v && std::string(v) == "1";
}

// The option sets the playouts cycle through: every expansion alone, all together, co-op,
// and each difficulty.
std::vector<std::map<std::string, std::string>> option_sets() {
    return {
        {},
        {{"difficulty", "heroic"}},
        {{"difficulty", "mythic"}},
        {{"expansions", "blood"}},
        {{"expansions", "athena"}},
        {{"expansions", "hera"}},
        {{"expansions", "calm"}},
        {{"expansions", "omphale"}},
        {{"expansions", "all"}, {"difficulty", "mythic"}},
        {{"players", "2"}},
        {{"players", "2"}, {"expansions", "all"}},
        {{"players", "2"}, {"expansions", "omphale,blood"}, {"stance2", "hercules"}, {"deck", "10S"}, {"deck2", "5T5B"}},
        {{"deck", "6T2S2B"}},
    };
}

// Plays to the end, checking every invariant after every action. Returns the actions taken.
long checked_campaign(State& s, const Policy& policy, Rng& rng) {
    s.check_invariants();
    long n = 0;
    const long limit = 100000;
    while (!s.is_terminal()) {
        auto legal = s.legal_actions();
        REQUIRE(!legal.empty());
        Action a = policy(s, rng);
        REQUIRE(olympus::is_legal(s, a));
        // The text form reads back to the same action.
        auto back = Action::parse(a.to_string());
        REQUIRE(back.has_value());
        REQUIRE(*back == a);
        s.apply(a);
        s.check_invariants();
        REQUIRE(++n < limit);  // every campaign ends
    }
    CHECK(s.legal_actions().empty());
    CHECK((s.result == 1) == (s.overcome.size() == 12));
    return n;
}

}  // namespace

TEST_CASE("Random campaigns: no card created or lost, values in range, every campaign ends") {
    const int games = long_tests() ? 50000 : 4000;
    auto sets = option_sets();
    long actions = 0;
    for (int g = 0; g < games; ++g) {
        auto opts = sets[static_cast<std::size_t>(g) % sets.size()];
        CAPTURE(g);
        State s = fresh(opts, 1000 + static_cast<std::uint64_t>(g));
        Rng rng(77 + static_cast<std::uint64_t>(g));
        actions += checked_campaign(s, random_policy, rng);
    }
    CHECK(actions > games);
}

TEST_CASE("Mostly-greedy campaigns with random moves mixed in reach the late rounds with the invariants kept") {
    // Random players rarely live past the first Trial; this one does, and still tries odd moves.
    const int games = long_tests() ? 3000 : 260;
    auto sets = option_sets();
    Policy mixed = [](const State& st, Rng& r) { return r.chance(1, 6) ? random_policy(st, r) : greedy_policy(st, r); };
    std::size_t deepest = 0;
    int won = 0;
    for (int g = 0; g < games; ++g) {
        auto opts = sets[static_cast<std::size_t>(g) % sets.size()];
        CAPTURE(g);
        State s = fresh(opts, 7000 + static_cast<std::uint64_t>(g));
        Rng rng(13 + static_cast<std::uint64_t>(g));
        checked_campaign(s, mixed, rng);
        deepest = std::max(deepest, s.overcome.size());
        won += s.result > 0;
    }
    CHECK(deepest >= 8);
    CHECK(won >= 1);
}

TEST_CASE("Greedy campaigns under every option set keep the invariants too") {
    const int per_set = long_tests() ? 40 : 4;
    for (const auto& opts : option_sets())
        for (int g = 0; g < per_set; ++g) {
            State s = fresh(opts, 5000 + static_cast<std::uint64_t>(g));
            Rng rng(9);
            checked_campaign(s, greedy_policy, rng);
        }
}

// Not run by default: prints the simulator's figures used to tune the Trials.
//   olympus_tests_microhero --no-skip -tc='*simulator figures*'
TEST_CASE("Micro Hero simulator figures" * doctest::skip()) {
    if (const char* d = std::getenv("MH_DATA_DIR")) olympus::data::set_override_dir(d);
    int games = 400;
    if (const char* g = std::getenv("MH_GAMES")) games = std::atoi(g);
    const char* pol = std::getenv("MH_POLICY");
    std::vector<std::string> diffs = {"normal", "heroic", "mythic"};
    if (const char* d = std::getenv("MH_DIFF")) diffs = {d};
    for (const auto& diff : diffs) {
        SimSettings st;
        st.games = games;
        st.seed = std::getenv("MH_SEED") ? std::strtoull(std::getenv("MH_SEED"), nullptr, 10) : 1;
        st.policy = pol ? pol : "greedy";
        st.options = {{"difficulty", diff}};
        if (const char* e = std::getenv("MH_EXPANSIONS")) st.options["expansions"] = e;
        if (const char* p = std::getenv("MH_PLAYERS")) st.options["players"] = p;
        auto stats = simulate(st);
        std::cout << "== " << st.policy << " " << diff << "\n" << stats.to_text();
    }
}

// Not run by default: one greedy campaign's log, to read how the policy plays.
TEST_CASE("Micro Hero greedy transcript" * doctest::skip()) {
    if (const char* d = std::getenv("MH_DATA_DIR")) olympus::data::set_override_dir(d);
    std::map<std::string, std::string> opts;
    if (const char* e = std::getenv("MH_EXPANSIONS")) opts["expansions"] = e;
    if (const char* e = std::getenv("MH_DIFF")) opts["difficulty"] = e;
    State s = fresh(opts, std::getenv("MH_SEED") ? std::strtoull(std::getenv("MH_SEED"), nullptr, 10) : 3);
    Rng rng(1);
    while (!s.is_terminal()) {
        if (s.phase == Phase::Planning && s.players[0].played.empty()) std::cout << "----\n" << s.describe(0);
        Action a = greedy_policy(s, rng);
        std::cout << "> " << a.to_string() << "\n";
        const std::vector<std::string> before = s.log;
        s.apply(a);
        // Print what happened, including the steps the engine took by itself (the log keeps only
        // its last lines, so find where the old log ends in the new one).
        std::size_t from = 0;
        for (std::size_t k = std::min(before.size(), s.log.size()); k > 0; --k)
            if (std::equal(before.end() - static_cast<std::ptrdiff_t>(k), before.end(), s.log.begin())) {
                from = k;
                break;
            }
        for (std::size_t i = from; i < s.log.size(); ++i) std::cout << "  . " << s.log[i] << "\n";
    }
    std::cout << s.describe(0);
}

// Not run by default: coordinate search over the greedy player's weights.
TEST_CASE("Micro Hero greedy weight search" * doctest::skip()) {
    if (const char* d = std::getenv("MH_DATA_DIR")) olympus::data::set_override_dir(d);
    int games = 200;
    if (const char* g = std::getenv("MH_GAMES")) games = std::atoi(g);
    std::string diff = std::getenv("MH_DIFF") ? std::getenv("MH_DIFF") : "normal";
    auto rate = [&](const GreedyWeights& w) {
        Policy pol = greedy_policy_with(w);
        double overcome = 0;  // the mean Trials overcome: smoother than the win rate
        for (int i = 0; i < games; ++i) {
            State s = fresh({{"difficulty", diff}}, 1 + static_cast<std::uint64_t>(i));
            Rng rng(1);
            overcome += play_campaign(s, pol, rng).overcome;
        }
        return overcome / games;
    };
    GreedyWeights w;
    double best = rate(w);
    std::cout << "start " << best << "\n";
    std::vector<std::pair<const char*, double GreedyWeights::*>> fields = {
        {"wound", &GreedyWeights::wound},           {"wound_scarcity", &GreedyWeights::wound_scarcity},
        {"health", &GreedyWeights::health},         {"xp_action", &GreedyWeights::xp_action},
        {"exhaust_technique", &GreedyWeights::exhaust_technique}, {"exhaust_blessing", &GreedyWeights::exhaust_blessing},
        {"trial_attack", &GreedyWeights::trial_attack}, {"trial_heal", &GreedyWeights::trial_heal}};
    for (int round = 0; round < 2; ++round)
        for (auto [name, f] : fields)
            for (double k : {0.5, 1.6}) {
                GreedyWeights t = w;
                t.*f *= k;
                double r = rate(t);
                std::cout << name << " x" << k << " -> " << r << (r > best ? " (better)" : "") << "\n";
                if (r > best) best = r, w = t;
            }
    std::cout << "best " << best << ": wound " << w.wound << " scarcity " << w.wound_scarcity << " health " << w.health
              << " xp_action " << w.xp_action << " exhaust_t " << w.exhaust_technique << " exhaust_b "
              << w.exhaust_blessing << " trial_attack " << w.trial_attack << " trial_heal " << w.trial_heal << "\n";
}
