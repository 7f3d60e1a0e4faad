// Shared helpers for the CGS rules tests.
#pragma once
#include <doctest/doctest.h>

#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "cgs/state.hpp"
#include "cgs/view.hpp"
#include "content_fixture.hpp"
#include "core/data_files.hpp"

namespace cgs_test {

// A hex as the log and the screens name it ("the forest 1 hex east of Thebes"), and a step
// ("north-east onto the forest"): never by coordinates.
inline std::string where(const State& s, CellId c) { return view_for(s, 0).where(c); }
inline std::string step_said(const State& s, CellId from, CellId to) { return view_for(s, 0).step(from, to); }

inline State new_game(std::uint64_t seed, std::map<std::string, std::string> values = {}) {
    GameOptions o;
    o.seed = seed;
    o.values = std::move(values);
    return State::new_game(o, content());
}

inline void act(State& s, const std::string& text) {
    auto a = Action::parse(text);
    REQUIRE_MESSAGE(a.has_value(), "unreadable action: " << text);
    const std::string why = s.why_illegal(*a);
    INFO("phase " << phase_name(s.phase()) << "\n" << s.describe(s.current_player()));
    REQUIRE_MESSAGE(why.empty(), why);
    s.apply(*a);
    const std::string bad = s.check_invariants();
    REQUIRE_MESSAGE(bad.empty(), bad);
}

inline bool legal(const State& s, const std::string& text) {
    for (const Action& a : s.legal_actions())
        if (a.to_string() == text) return true;
    return false;
}

// Plays set-up with the first legal choice everywhere, until the first turn's first decision.
inline State started(std::uint64_t seed, std::map<std::string, std::string> values = {}) {
    State s = new_game(seed, std::move(values));
    while (s.phase() == Phase::Keep || s.phase() == Phase::Orient || s.phase() == Phase::Camp)
        s.apply(s.legal_actions().front());
    return s;
}

// A position edited through its save: the edit sees the JSON of the whole state, and the result is
// read back (and so checked) like a save.
inline State edited(const State& s, const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json j = s.to_json();
    edit(j);
    return State::from_json(j, content());
}

// Why a state's JSON is refused at load, or empty when it loads.
inline std::string load_error(const nlohmann::json& j) {
    try {
        State::from_json(j, content());
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

inline nlohmann::json& piece_json(nlohmann::json& j, const std::string& name) {
    for (auto& p : j["pieces"])
        if (p["name"] == name) return p;
    FAIL("no piece " << name);
    return j;
}

}  // namespace cgs_test

namespace cgs_test {

// The data of data/cgs plus two tiles made for the tests, so a test knows every hex it uses:
//   proving_ground: centre plain; ring 1 mountain, 2 forest, 3 behind water, 4 behind a wall,
//                   5 over a road from the centre, 6 over a road from 5.
// and two cards for the rulebook's duration examples, blessing_one and blessing_three.
//   proving_lair:   centre encounter 3; ring 1 creature 1; 2 card 2; 3 cave entrance; 4 forest;
//                   5 creature 2; 6 plain.
inline const std::shared_ptr<const Content>& test_content() {
    static const std::shared_ptr<const Content> c = [] {
        using nlohmann::json;
        json tiles = data::read_json("cgs/tiles.json");
        tiles["land"].push_back(json::parse(R"({"key": "proving_ground", "name": "Proving Ground",
            "hexes": [{"at": 1, "terrain": "mountain"}, {"at": 2, "terrain": "forest"}],
            "edges": [[0, 2, "water"], [0, 3, "wall"], [0, 4, "road"], [5, 0, "road"]]})"));
        tiles["land"].push_back(json::parse(R"({"key": "proving_lair", "name": "Proving Lair",
            "hexes": [{"at": 0, "encounter": 3}, {"at": 1, "creature": 1}, {"at": 2, "card": 2},
                      {"at": 3, "cave": "entrance"}, {"at": 4, "terrain": "forest"}, {"at": 5, "creature": 2}],
            "edges": []})"));
        json cards = data::read_json("cgs/cards.json");
        // The rulebook's duration examples (D1.11, D1.12): one round and three rounds.
        cards["cards"].push_back(json::parse(R"({"key": "blessing_one", "name": "One-Round Blessing", "type": "event",
            "cost": 0, "target": "character", "rounds": 1,
            "functions": [{"mark": "constant", "effects": [{"do": "modify", "stat": "melee", "by": 1}]}]})"));
        cards["cards"].push_back(json::parse(R"({"key": "blessing_three", "name": "Three-Round Blessing", "type": "event",
            "cost": 0, "target": "character", "rounds": 3,
            "functions": [{"mark": "constant", "effects": [{"do": "modify", "stat": "melee", "by": 1}]}]})"));
        return parse_content(tiles, data::read_json("cgs/characters.json"), data::read_json("cgs/creatures.json"), cards);
    }();
    return c;
}

inline nlohmann::json& slot_json(nlohmann::json& j, int slot) { return j["slots"][static_cast<std::size_t>(slot - 1)]; }

// Two players (Hercules for P1, Xena for P2 unless told) in the movement phase of P1's first turn,
// with proving_ground face up at position 1 and proving_lair at position 4, P1's camp on 1.0 and
// P2's on 4.6; every other position face down. Hands empty unless a test fills them.
inline State arena(std::uint64_t seed = 1, std::map<std::string, std::string> values = {}) {
    GameOptions o;
    o.seed = seed;
    o.values = std::move(values);
    State s = State::new_game(o, test_content());
    while (s.phase() == Phase::Keep || s.phase() == Phase::Orient || s.phase() == Phase::Camp)
        s.apply(s.legal_actions().front());
    nlohmann::json j = s.to_json();
    for (int p = 1; p <= 6; ++p) {
        auto& sl = slot_json(j, p);
        if (sl["tile"] == "proving_ground" || sl["tile"] == "proving_lair") sl["tile"] = "thebes";  // keep keys unique
        sl["revealed"] = false;
        sl["turn"] = 0;
    }
    slot_json(j, 1) = {{"tile", "proving_ground"}, {"turn", 0}, {"revealed", true}};
    slot_json(j, 4) = {{"tile", "proving_lair"}, {"turn", 0}, {"revealed", true}};
    // Tiles must stay distinct: give the others distinct keys of the real land.
    int next = 0;
    for (int p : {2, 3, 5, 6}) slot_json(j, p)["tile"] = test_content()->land[static_cast<std::size_t>(next++)].key;
    j["teams"][0]["camp"] = "1.0";
    j["teams"][1]["camp"] = "4.6";
    for (auto& p : j["pieces"]) p["cell"] = p["seat"] == 0 ? "1.0" : "4.6";
    for (auto& st : j["seats"]) {
        for (auto& c : st["hand"]) j["draw"].push_back(c);
        st["hand"] = nlohmann::json::array();
    }
    j["phase"] = "move";
    j["to_move"] = 0;
    j["first"] = 0;
    j["turn"] = 1;
    j["round"] = 1;
    return State::from_json(j, test_content());
}

inline State edit(const State& s, const std::function<void(nlohmann::json&)>& f) {
    nlohmann::json j = s.to_json();
    f(j);
    return State::from_json(j, s.content_ptr());
}

// The next d6 rolls (the action die shows the logo on a 6) come out as listed.
inline State rigged(const State& s, const std::vector<int>& faces) {
    for (std::uint64_t seed = 1; seed < 5000000; ++seed) {
        Rng r(seed);
        bool ok = true;
        for (int f : faces)
            if (r.between(1, 6) != f) {
                ok = false;
                break;
            }
        if (ok) return edit(s, [&](nlohmann::json& j) { j["rng"] = Rng(seed).to_json(); });
    }
    FAIL("no seed gives those rolls");
    return s;
}

// Puts a card on the top of a pile ("draw", "encounter") or into a seat's hand.
inline void top_of(nlohmann::json& j, const std::string& pile, const std::string& key) {
    auto& p = j[pile];
    for (std::size_t i = 0; i < p.size(); ++i)
        if (p[i] == key) {
            p.erase(i);
            break;
        }
    p.push_back(key);
}

inline void give_hand(nlohmann::json& j, int seat, const std::string& key) {
    for (const char* pile : {"draw", "discard"}) {
        auto& p = j[pile];
        for (std::size_t i = 0; i < p.size(); ++i)
            if (p[i] == key) {
                p.erase(i);
                j["seats"][static_cast<std::size_t>(seat)]["hand"].push_back(key);
                return;
            }
    }
    FAIL("no free copy of " << key);
}

inline std::string last_log(const State& s, int back = 0) {
    const auto& l = s.log();
    return l.size() > static_cast<std::size_t>(back) ? l[l.size() - 1 - static_cast<std::size_t>(back)] : "";
}

inline bool logged(const State& s, const std::string& part) {
    for (const std::string& line : s.log())
        if (line.find(part) != std::string::npos) return true;
    return false;
}

// Takes a creature counter from its stack and stands it on a cell.
inline void add_counter(nlohmann::json& j, const std::string& key, const std::string& cell, const std::string& name = "") {
    const CreatureDef& d = test_content()->creatures[static_cast<std::size_t>(*test_content()->creature(key))];
    auto& stack = j["stacks"][std::to_string(d.stack)];
    bool taken = false;
    for (std::size_t i = 0; i < stack.size(); ++i)
        if (stack[i] == key) {
            stack.erase(i);
            taken = true;
            break;
        }
    REQUIRE_MESSAGE(taken, "no " << key << " left in its stack");
    const int uid = j["next_uid"].get<int>();
    j["next_uid"] = uid + 1;
    j["pieces"].push_back({{"uid", uid}, {"kind", "counter"}, {"def", key}, {"seat", -1}, {"name", name.empty() ? key : name},
                           {"cell", cell}, {"wounded", false}, {"cards", nlohmann::json::array()},
                           {"rules", nlohmann::json::array()}, {"home", cell}, {"moves_used", 0}, {"road_used", false},
                           {"moved", false}, {"acted", false}});
}

// Takes a character card from the draw deck and puts its counter on a cell for a seat.
inline void add_ally(nlohmann::json& j, int seat, const std::string& key, const std::string& cell, const std::string& name = "") {
    auto& draw = j["draw"];
    bool taken = false;
    for (std::size_t i = 0; i < draw.size(); ++i)
        if (draw[i] == key) {
            draw.erase(i);
            taken = true;
            break;
        }
    REQUIRE_MESSAGE(taken, "no " << key << " left in the draw deck");
    const int uid = j["next_uid"].get<int>();
    j["next_uid"] = uid + 1;
    j["pieces"].push_back({{"uid", uid}, {"kind", "ally"}, {"def", key}, {"seat", seat}, {"name", name.empty() ? key : name},
                           {"cell", cell}, {"wounded", false}, {"cards", nlohmann::json::array()},
                           {"rules", nlohmann::json::array()}, {"home", ""}, {"moves_used", 0}, {"road_used", false},
                           {"moved", false}, {"acted", false}});
}

// Moves a card from wherever it lies in the draw deck onto a piece.
inline void equip(nlohmann::json& j, const std::string& piece, const std::string& key) {
    auto& draw = j["draw"];
    for (std::size_t i = 0; i < draw.size(); ++i)
        if (draw[i] == key) {
            draw.erase(i);
            piece_json(j, piece)["cards"].push_back(
                {{"card", key}, {"rounds", 0}, {"this_turn", false}, {"used", false}, {"handed", false}});
            return;
        }
    FAIL("no " << key << " in the draw deck");
}

}  // namespace cgs_test
