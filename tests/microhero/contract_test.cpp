// The game contract (issue 17): every load runs check(), which holds what the rulebook allows on
// each difficulty and side of the Stance; a refused action changes nothing; the client's copy of
// a seat's view is checked too.
#include <set>
#include <sstream>

#include "core/script_mode.hpp"
#include "support/script_lines.hpp"
#include "helpers.hpp"
#include "microhero/policy.hpp"

using namespace mh_test;
using nlohmann::json;

namespace {
// A seeded campaign played by the greedy policy until `overcome` Trials are behind it and the
// next Planning Phase begins.
State after_trials(std::map<std::string, std::string> opts, std::size_t overcome, std::uint64_t seed = 3) {
    State s = fresh(std::move(opts), seed);
    olympus::Rng r(seed);
    while (s.result == 0 && !(s.overcome.size() >= overcome && s.phase == Phase::Planning))
        s.apply(greedy_policy(s, r));
    REQUIRE(s.result == 0);
    return s;
}

std::string refusal(const json& j) {
    try {
        State::from_json(j);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST_CASE("a Trial lingering on Normal is refused: only Heroic and Mythic keep overcome Trials in play") {
    State s = after_trials({}, 1);
    REQUIRE(s.cfg.difficulty == Difficulty::Normal);
    json j = s.to_json();
    REQUIRE(State::from_json(j) == s);
    const int t = s.overcome[0];
    const std::string trial = s.cat->trials[static_cast<std::size_t>(t)].id;
    const std::string blessing = s.cat->card(s.cat->trials[static_cast<std::size_t>(t)].blessing).id;
    // The Trial stays in play instead of becoming its Blessing: the Blessing leaves the Reserve, so
    // every card is still in exactly one place and only the difficulty says this cannot be.
    json reserve = json::array();
    for (const json& c : j["reserve"])
        if (c.get<std::string>().rfind(blessing + "#", 0) != 0) reserve.push_back(c);
    REQUIRE(reserve.size() + 1 == j["reserve"].size());
    j["reserve"] = reserve;
    j["trials"]["lingering"] = json::array({{{"trial", trial}, {"rounds_left", 1}}});
    std::string why = refusal(j);
    CHECK_MESSAGE(why.rfind("damaged Micro Hero state: ", 0) == 0, why);
    CHECK_MESSAGE(why.find("only on Heroic and Mythic") != std::string::npos, why);
    CHECK_MESSAGE(why.find("microhero:") == std::string::npos, why);  // the game is named once, in words
}

TEST_CASE("lingering Trials on Heroic and Mythic: the last ones overcome, with the rounds they have left") {
    State h = after_trials({{"difficulty", "heroic"}}, 2);
    REQUIRE(h.lingering.size() == 1u);
    CHECK(State::from_json(h.to_json()) == h);
    json j = h.to_json();
    j["trials"]["lingering"][0]["rounds_left"] = 2;  // Heroic keeps a Trial one more round only
    CHECK(refusal(j).find("the rounds it has left") != std::string::npos);
    State m = after_trials({{"difficulty", "mythic"}}, 2);
    REQUIRE(m.lingering.size() == 2u);
    CHECK(State::from_json(m.to_json()) == m);
    j = m.to_json();
    std::swap(j["trials"]["lingering"][0], j["trials"]["lingering"][1]);
    CHECK(refusal(j).find("the rounds it has left") != std::string::npos);
}

TEST_CASE("the Stance saved tapped on side B is refused: that side untaps itself as it draws") {
    State s = fresh();
    REQUIRE(s.phase == Phase::Planning);
    json j = s.to_json();
    j["players"][0]["stance"]["side"] = "B";
    CHECK(State::from_json(j).players[0].stance.side == 1);  // upright on side B is fine
    j["players"][0]["stance"]["tapped"] = true;
    std::string why = refusal(j);
    CHECK_MESSAGE(why.rfind("damaged Micro Hero state: ", 0) == 0, why);
    CHECK_MESSAGE(why.find("Stance lies tapped on It's Raining Cards") != std::string::npos, why);
    j["players"][0]["stance"]["side"] = "A";  // tapped on Supercharged is how a turn can leave it
    j["players"][0]["stance"]["pending"] = true;
    CHECK(State::from_json(j).players[0].stance.tapped);
    j["players"][0]["stance"]["tapped"] = false;  // but a card waiting to be supercharged needs the tap
    CHECK(refusal(j).find("supercharge a card without being tapped") != std::string::npos);
}

TEST_CASE("the client's copy of a seat's view runs check() too") {
    State s = fresh();
    json v = s.view_json(0);
    State back = State::from_view_json(v);
    CHECK(check(back) == "");
    v["players"][0]["stance"]["side"] = "B";
    v["players"][0]["stance"]["tapped"] = true;
    CHECK_THROWS_WITH(State::from_view_json(v), doctest::Contains("Stance lies tapped"));
}

TEST_CASE("an illegal action is refused before anything changes") {
    // Every action text met along some games, tried wherever it is not legal.
    std::set<std::string> texts;
    std::vector<State> states;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        State s = fresh(seed % 2 ? std::map<std::string, std::string>{{"expansions", "all"}} : std::map<std::string, std::string>{},
                        seed);
        olympus::Rng r(seed);
        for (int i = 0; i < 200 && s.result == 0; ++i) {
            for (const Action& a : s.legal_actions()) texts.insert(a.to_string());
            if (i % 20 == 0) states.push_back(s);
            s.apply(greedy_policy(s, r));
        }
    }
    int refused = 0;
    for (const State& s : states) {
        const std::string before = s.to_json().dump();
        for (const std::string& t : texts) {
            auto a = Action::parse(t);
            REQUIRE(a.has_value());
            if (olympus::is_legal(s, *a)) continue;
            State c = s;
            CHECK_THROWS(c.apply(*a));
            REQUIRE_MESSAGE(c.to_json().dump() == before, t);
            ++refused;
        }
    }
    CHECK(refused > 100);
}

TEST_CASE("a refused script line leaves the state byte for byte the same") {
    check_refused_lines_change_nothing(fresh({}, 5), "microhero", "buy strike\ndefend 999\nplay 9\n");
}
