// check(), CGS's one statement of its invariants, run by every load: each damaged state below
// (issue 17) is a real state from a seeded game played with legal moves, with fields edited, and
// is refused at load in our words naming what is broken. Also: script mode's `state` output and
// saves load back with --load to the same state; a refused script line changes nothing; a damaged
// view from a host is refused in our words; the data is loaded once and shared.
#include <doctest/doctest.h>

#include <filesystem>
#include <iostream>
#include <fstream>
#include <sstream>
#include <thread>
#include <unistd.h>

#include "cgs/entry.hpp"
#include "cgs/view_json.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;
using nlohmann::json;

namespace {

// Plays the first legal choice until the phase is `p` (set-up phases come in the order Keep,
// Orient, Camp).
State until_phase(std::uint64_t seed, Phase p, std::map<std::string, std::string> values = {}) {
    State s = new_game(seed, std::move(values));
    while (s.phase() != p) {
        REQUIRE(!s.is_terminal());
        s.apply(s.legal_actions().front());
    }
    return s;
}

// A real game, played with random legal moves, stopped where an encounter's creature card lies on
// the map with its creature piece and nothing waits to be rolled.
State with_creature_site() {
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        State s = new_game(seed);
        Rng rng(seed);
        for (int step = 0; step < 3000 && !s.is_terminal(); ++step) {
            for (const Site& x : s.sites())
                if (x.creature >= 0 && s.attacks().empty() && s.phase() != Phase::React) return s;
            const auto legal = s.legal_actions();
            s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    FAIL("no game met a creature");
    return new_game(1);
}

std::filesystem::path temp_file(const std::string& name) {
    return std::filesystem::temp_directory_path() / ("olympus-cgs-check-" + std::to_string(::getpid()) + "-" + name);
}

// Runs CGS's script mode on `lines`, from `load` when given; returns what it printed.
std::string script(const std::string& lines, std::optional<std::filesystem::path> load = std::nullopt, int* rc = nullptr) {
    GameEntry e = cgs::make_entry();
    std::istringstream in(lines);
    std::ostringstream out;
    ScriptConfig sc;
    sc.app.seed = 5;
    sc.load = std::move(load);
    sc.in = &in;
    sc.out = &out;
    const int r = e.run_script(sc);
    if (rc) *rc = r;
    return out.str();
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
}

}  // namespace

TEST_CASE("CGS check: a real state passes, and every state of random games passes") {
    for (std::uint64_t seed : {4u, 5u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + seed % 3)}});
        Rng rng(seed);
        for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
            REQUIRE(check(s) == "");
            const auto legal = s.legal_actions();
            s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
}

TEST_CASE("CGS check: the camp phase after set-up is refused") {
    const State s = started(21);
    json j = s.to_json();
    j["phase"] = "camp";
    const std::string why = load_error(j);
    CHECK(why.find("inconsistent: the camp phase after turn 1 began") != std::string::npos);
}

TEST_CASE("CGS check: a camp for a team that does not exist is refused (no write past the teams)") {
    const State s = until_phase(22, Phase::Camp);
    REQUIRE(s.num_teams() == 2);
    json j = s.to_json();
    CHECK(load_error(j) == "");
    j["setup"] = 2;  // the third team, of two
    CHECK(load_error(j).find("the camp phase for team 3, of 2") != std::string::npos);
}

TEST_CASE("CGS check: turning a starting tile for a team that does not exist is refused (Olympus stays as it lies)") {
    const State s = until_phase(23, Phase::Orient);
    json j = s.to_json();
    CHECK(load_error(j) == "");
    j["setup"] = 2;
    CHECK(load_error(j).find("the orient phase for team 3, of 2") != std::string::npos);
}

TEST_CASE("CGS check: the keep phase with nobody to pick is refused, so legal never reads past the seats") {
    const State s = until_phase(24, Phase::Keep);
    json j = s.to_json();
    CHECK(load_error(j) == "");
    j["setup"] = 2;
    CHECK(load_error(j).find("the keep phase for seat 3, of 2") != std::string::npos);
    json k = started(24).to_json();
    k["phase"] = "keep";
    CHECK(load_error(k).find("the keep phase after turn 1 began") != std::string::npos);
}

TEST_CASE("CGS check: a creature card waiting on a hex without its creature piece is refused") {
    const State s = with_creature_site();
    json j = s.to_json();
    CHECK(load_error(j) == "");
    for (json& site : j["sites"]) {
        if (site["creature"].get<int>() < 0) continue;
        const int uid = site["creature"].get<int>();
        site["creature"] = -1;
        // The creature piece goes, and the cards it carried go to the discard pile, so only the
        // missing creature is wrong.
        json kept = json::array();
        for (json& p : j["pieces"]) {
            if (p["uid"] == uid) {
                for (const json& a : p["cards"]) j["discard"].push_back(a["card"]);
            } else {
                kept.push_back(p);
            }
        }
        j["pieces"] = kept;
        break;
    }
    CHECK(load_error(j).find("without its creature (D2.35)") != std::string::npos);
}

TEST_CASE("CGS check: ids out of range, a card in two places and a winner while the game goes on are refused") {
    const State s = started(25);
    const json good = s.to_json();
    json j = good;
    j["mover"] = 999;
    CHECK(load_error(j).find("the moving piece, 999, is not on the board") != std::string::npos);
    j = good;
    j["seats"][0]["hand"].push_back(j["draw"][0]);
    j["draw"].erase(0);
    j["seats"][1]["hand"].push_back(j["seats"][0]["hand"].back());  // now in two hands, one lost from the deck
    CHECK(load_error(j).find("(doubled)") != std::string::npos);
    j = good;
    j["winner"] = 0;
    CHECK(load_error(j).find("a winner while the game goes on") != std::string::npos);
    j = good;
    j["teams"][0]["position"] = 3;
    CHECK(load_error(j).find("team 1 starts at position 3") != std::string::npos);
    j = good;
    j["round"] = 1000000;  // a round past the cap would never end the game by the cap
    CHECK(load_error(j).find("is past the game's cap of 80 rounds") != std::string::npos);
    j = good;
    j["turn"] = 40;
    j["round"] = 3;
    CHECK(load_error(j).find("turn 40 cannot fall in round 3") != std::string::npos);
    // Found by the fuzzer: a turn inside the round's range but not the seat to move's; the next
    // turn would then fall outside the round.
    j = good;
    j["turn"] = j["turn"].get<int>() + 1;
    CHECK(load_error(j).find("which is turn " + std::to_string(good["turn"].get<int>())) != std::string::npos);
}

TEST_CASE("CGS --load: the state script mode prints loads back to the same state, and so does a save") {
    int rc = -1;
    const auto first = lines_of(script("legal\nstate\n", std::nullopt, &rc));
    REQUIRE(rc == 0);
    const std::string printed = first.back();
    REQUIRE(json::parse(printed)["format"] == "olympus-cgs-state");
    const auto file = temp_file("state.json");
    std::ofstream(file) << printed << "\n";
    const auto again = lines_of(script("state\n", file, &rc));
    CHECK(rc == 0);
    REQUIRE(!again.empty());
    CHECK(again.front() == printed);

    // Mid-game, and through a save written by the `save` command.
    const std::string mid = started(26).to_json().dump();
    std::ofstream(file) << mid << "\n";
    const auto save = temp_file("save.json");
    const auto third = lines_of(script("state\nsave " + save.string() + "\n", file, &rc));
    CHECK(rc == 0);
    CHECK(third.front() == mid);
    const auto fourth = lines_of(script("state\n", save, &rc));
    CHECK(rc == 0);
    CHECK(fourth.front() == mid);

    // A damaged state file is refused, naming the file and what is wrong.
    json bad = json::parse(mid);
    bad["phase"] = "camp";
    std::ofstream(file) << bad.dump() << "\n";
    std::ostringstream err;
    auto* old = std::cerr.rdbuf(err.rdbuf());
    script("state\n", file, &rc);
    std::cerr.rdbuf(old);
    CHECK(rc == 2);
    CHECK(err.str().find(file.string() + ": cgs state: inconsistent: the camp phase after turn") != std::string::npos);
    std::filesystem::remove(file);
    std::filesystem::remove(save);
}

TEST_CASE("CGS script: a refused line leaves the state byte for byte as it was") {
    const std::string mid = started(27).to_json().dump();
    const auto file = temp_file("refused.json");
    std::ofstream(file) << mid << "\n";
    int rc = 0;
    const auto out = lines_of(script("state\nmove hercules 0.0\nattack nobody hercules melee\nfly away\nstate\n", file, &rc));
    std::filesystem::remove(file);
    CHECK(rc == 1);
    REQUIRE(out.size() == 5);
    CHECK(out[1].rfind("error", 0) == 0);
    CHECK(out[2].rfind("error", 0) == 0);
    CHECK(out[3].rfind("error", 0) == 0);
    CHECK(out[0] == mid);
    CHECK(out[4] == mid);
}

TEST_CASE("CGS views from a host: a damaged view is refused in our words, never drawn") {
    State s = started(28);
    const json good = s.screen_json(0);
    CHECK_NOTHROW(view_from_json(good, s.content_ptr()));
    const std::vector<std::pair<std::function<void(json&)>, std::string>> damage{
        {[](json& j) { j["seat"] = 7; }, "seat: 7 is out of range"},
        {[](json& j) { j["seats"][1]["team"] = 5; }, "seats[1].team: 5 is out of range"},
        {[](json& j) { j["banners"][3] = 9; }, "banners[3]: 9 is out of range"},
        {[](json& j) { j["banners"].erase(3); }, "banners: expected one entry per hex"},
        {[](json& j) { j["pieces"][0]["cell"] = 5000; }, "pieces[0].cell: 5000 is out of range"},
        {[](json& j) { j["pieces"][0]["cell"] = 20; }, "pieces[0].cell: a piece on a face-down or missing hex"},
        {[](json& j) { j["pieces"][0]["value"] = json::array({1, 2}); }, "pieces[0].value: expected"},
        {[](json& j) { j["pieces"][0]["kind"] = "dragon"; }, "pieces[0].kind: 'dragon' is not one of"},
        {[](json& j) { j["current"] = -4; }, "current: -4 is out of range"},
        {[](json& j) { j["positions"] = json::array({1}); }, "positions: one starting tile"},
        {[](json& j) { j["camps"].push_back(3); }, "one camp and one banner total for each team"},
        {[](json& j) { j["reach"] = json::array({json::array({1})}); }, "reach[0]: expected a piece and its hexes"},
        {[](json& j) { j["seats"][0]["hand"].push_back(99999); }, "out of range"},
        {[](json& j) { j["slots"][2]["tile"] = "x"; }, "slots[2].tile: expected a whole number"},
        {[](json& j) { j["turn"] = 1e30; }, "turn: expected a whole number"},
        {[](json& j) { j["log"] = 3; }, "log: expected a list"},
        {[](json& j) { j["pieces"][1]["uid"] = j["pieces"][0]["uid"]; }, "two pieces share the number"},
        {[](json& j) { j["targets"] = json::array({json::array({29999, json::array()})}); }, "targets of a piece that is not on the board"},
        {[](json& j) { j["reach"] = json::array({json::array({29999, json::array()})}); }, "hexes in reach of a piece that is not on the board"},
        {[](json& j) { j["attack"] = {{"attacker", 29999}, {"defender", 29998}, {"ranged", false}, {"bonus", 0}}; }, "an attack by or on a piece that is not on the board"},
        {[](json& j) { j["winner"] = 0; }, "a winner while the game goes on"},
    };
    for (const auto& [edit, words] : damage) {
        json j = good;
        edit(j);
        std::string what;
        try {
            view_from_json(j, s.content_ptr());
        } catch (const std::invalid_argument& e) {
            what = e.what();
        }
        CHECK_MESSAGE(what.rfind("cgs view: ", 0) == 0, words << " -> " << what);
        CHECK_MESSAGE(what.find(words) != std::string::npos, words << " -> " << what);
        CHECK(what.find("json.exception") == std::string::npos);
    }
}

TEST_CASE("CGS data: read once per process and shared, also by threads, and by what was read") {
    const auto a = load_content();
    CHECK(load_content() == a);
    GameOptions o;
    o.seed = 3;
    const State s = State::new_game(o);
    CHECK(s.content_ptr() == a);
    CHECK(State::from_json(s.to_json()).content_ptr() == a);
    std::vector<std::shared_ptr<const Content>> got(4);
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < got.size(); ++i) threads.emplace_back([&got, i] { got[i] = load_content(); });
    for (auto& t : threads) t.join();
    for (const auto& g : got) CHECK(g == a);
    // Another data folder with other contents is its own Content.
    namespace fs = std::filesystem;
    const fs::path dir = temp_file("data");
    fs::create_directories(dir / "cgs");
    for (const char* f : {"tiles.json", "characters.json", "creatures.json", "cards.json"}) {
        json j = data::read_json(std::string("cgs/") + f);
        std::ofstream(dir / "cgs" / f) << j.dump(2);  // the same data, written differently
    }
    data::set_override_dir(dir);
    const auto b = load_content();
    data::set_override_dir({});
    fs::remove_all(dir);
    CHECK(b != a);
    CHECK(b->cards.size() == a->cards.size());
    CHECK(load_content() == a);
}
