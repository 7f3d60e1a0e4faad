// Saves round-trip exactly; damaged saves are refused with a clear message; action text
// round-trips; the deck data is checked.
#include <algorithm>
#include <array>
#include <tuple>

#include "core/data_files.hpp"
#include "hz_test.hpp"

using namespace hz;
using nlohmann::json;

namespace {
// A state some way into a random game.
State midgame(std::uint64_t seed, int steps) {
    GameOptions o;
    o.seed = seed;
    State s = State::new_game(o);
    Rng r(seed + 99);
    for (int i = 0; i < steps && !s.is_terminal(); ++i) s.apply(random_action(s, r));
    return s;
}
}  // namespace

TEST_CASE("to_json / from_json round-trips the whole state, Rng included, and play continues the same") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        State s = midgame(seed, static_cast<int>(seed * 3 % 120));
        State t = State::from_json(json::parse(s.to_json().dump()));
        REQUIRE(t == s);
        CHECK(t.to_json() == s.to_json());
        Rng r1(seed), r2(seed);
        while (!s.is_terminal()) {
            Action a = random_action(s, r1);
            Action b = random_action(t, r2);
            REQUIRE(a == b);
            s.apply(a);
            t.apply(b);
        }
        CHECK(t == s);
    }
}

TEST_CASE("a damaged state is refused with a message that says what is wrong") {
    State s = midgame(5, 30);
    json good = s.to_json();
    auto refused = [&](json j, const std::string& words) {
        try {
            State::from_json(j);
            FAIL("accepted a damaged state; expected: " << words);
        } catch (const std::runtime_error& e) {
            CHECK_MESSAGE(std::string(e.what()).find(words) != std::string::npos, e.what());
        }
    };
    refused(json::array(), "expected an object");
    json j = good;
    j["game"] = "microhero";
    refused(j, "game: this is not a Hera & Zeus state");
    j = good;
    j.erase("rng");
    refused(j, "missing 'rng'");
    j = good;
    j["hera"]["hand"].push_back("hera:minotaur");
    refused(j, "unknown card 'hera:minotaur'");
    j = good;
    j["zeus"]["deck"].erase(0);
    refused(j, "found");  // a card went missing
    j = good;
    j["turn"] = "three";
    refused(j, "turn");
    j = good;
    j["hera"]["field"][0] = json::array({"figure", "figure"});
    refused(j, "figure behind the first row");
    j = good;
    j["decks"]["sides"]["zeus"][0]["count"] = 2;
    refused(j, "decks");
    j = good;
    j["rng"]["state"] = "xyz";
    refused(j, "rng");
}

TEST_CASE("every legal action's text parses back to the same action") {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o);
        Rng r(seed);
        while (!s.is_terminal()) {
            for (const Action& a : s.legal_actions()) {
                auto back = Action::parse(a.to_string());
                REQUIRE_MESSAGE(back.has_value(), a.to_string());
                CHECK(*back == a);
                CHECK(back->to_string() == a.to_string());
            }
            s.apply(random_action(s, r));
        }
    }
}

TEST_CASE("action text: the forms, and junk refused") {
    for (const char* t : {"draw", "play hydra col2 pos1", "challenge col3", "pegasus hand", "pegasus* col1", "sirens",
                          "hades pegasus*", "persephone", "dionysus col1 pos2 col3 pos1", "hera col2", "recall", "place col1"})
        CHECK(Action::parse(t)->to_string() == t);
    CHECK(Action::parse("  draw  ")->to_string() == "draw");
    for (const char* t : {"", "draw now", "play hydra col4 pos1", "play hydra col1 pos5", "play col1 pos1", "challenge",
                          "challenge col0", "Hydra col1", "pegasus hand col1", "place", "dionysus col1 pos1 col2",
                          "play draw col1 pos1", "hades hand col1", "recall col1"})
        CHECK_MESSAGE(!Action::parse(t).has_value(), std::string(t));
}

TEST_CASE("the deck data: 43 cards a side, the known numbers, the decks alike") {
    auto cs = load_card_set();
    for (int side = 0; side < 2; ++side) {
        int n = 0;
        for (const CardType& t : cs->types)
            if (t.side == side) n += t.count;
        CHECK(n == 43);
    }
    CHECK(cs->strength(*cs->find(kZeus, "poseidon")) == 7);
    CHECK(cs->strength(*cs->find(kHera, "nemesis")) == 7);
    CHECK(cs->strength(*cs->find(kHera, "amazon")) == 2);
    CHECK(cs->strength(*cs->find(kZeus, "hero")) == 2);
    CHECK(cs->strength(*cs->find(kZeus, "pegasus")) == 1);
    for (const char* k : {"amazon", "nemesis", "hydra", "artemis", "harpy", "furies", "io"}) CHECK(cs->find(kHera, k));
    for (const char* k : {"hero", "poseidon", "apollo", "giant", "cyclops", "centaur", "argus"}) CHECK(cs->find(kZeus, k));
    for (const char* k : {"sirens", "pythia", "persephone", "hades", "medusa", "pandora", "dionysus", "pegasus"}) {
        CHECK(cs->find(kHera, k));
        CHECK(cs->find(kZeus, k));
    }
    // The decks play the same: the same counts of the same strengths and powers on either side.
    std::array<std::vector<std::tuple<int, int, int>>, 2> kinds;
    for (const CardType& t : cs->types) kinds[t.side].push_back({t.count, t.strength, static_cast<int>(t.power)});
    for (auto& k : kinds) std::sort(k.begin(), k.end());
    CHECK(kinds[kHera] == kinds[kZeus]);
}

TEST_CASE("the deck loader names the file, the card and the word it cannot accept") {
    json good = olympus::data::read_json("herazeus/decks.json");
    auto refused = [&](json j, const std::string& words) {
        try {
            parse_card_set(j, "test.json");
            FAIL("accepted: " << words);
        } catch (const olympus::data::DataError& e) {
            std::string m = e.what();
            CHECK_MESSAGE(m.find("test.json") != std::string::npos, m);
            CHECK_MESSAGE(m.find(words) != std::string::npos, m);
        }
    };
    json j = good;
    j["sides"]["hera"][3]["strenght"] = 1;
    refused(j, "card 'hera:pandora': unknown field 'strenght'");
    j = good;
    j["sides"]["zeus"][10]["power"] = "medusa_slayr";
    refused(j, "card 'zeus:hero'.power: 'medusa_slayr' is not one of");
    j = good;
    j["sides"]["zeus"][13]["count"] = j["sides"]["zeus"][13]["count"].get<int>() + 1;
    refused(j, "44 cards");
    j = good;
    j["sides"]["zeus"][12]["strength"] = 5;
    refused(j, "must play the same");
    j = good;
    j["sides"]["hera"][6]["strength"] = 2;
    refused(j, "card 'hera:sirens': a 'sirens' card has no strength");
    j = good;
    j["sides"]["hera"][15]["key"] = "draw";
    refused(j, "word of the action text");
}
