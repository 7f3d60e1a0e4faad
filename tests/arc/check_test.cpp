// check(): the game's invariants, run by every load. Each damaged state here was once loaded and
// then crashed the rules, or was refused in the library's words, or passed with a wrong number;
// each is built from a real mid-game state (a seeded game of legal moves) with fields edited.
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "arc/entry.hpp"
#include "arc/seats.hpp"
#include "arc_test.hpp"
#include "core/data_files.hpp"
#include "core/save.hpp"
#include "support/temp_dir.hpp"
#include "tui/game_entry.hpp"

using namespace arct;
using nlohmann::json;

namespace {

// The first state of a seeded two-player game of random legal moves where `want` holds.
template <class P>
State mid_game_state(P want, std::uint64_t seed = 11) {
    for (std::uint64_t g = seed; g < seed + 40; ++g) {
        GameOptions o;
        o.seed = g;
        State s = State::new_game(o, db());
        Rng r(g * 7 + 3);
        while (!s.is_terminal()) {
            if (want(s)) return s;
            s.apply(random_action(s, r));
        }
    }
    FAIL("no game reached the state wanted");
    return State::new_game(GameOptions{}, db());
}
template <class P>
json mid_game(P want, std::uint64_t seed = 11) {
    return mid_game_state(want, seed).to_json();
}

// A main step some turns in, with characters on both sides.
bool main_with_characters(const State& s) {
    const Board& b = s.board();
    return b.step == Step::Main && b.turn >= 4 && b.stack.empty() && b.queue.empty() && !b.p[0].characters.empty() &&
           !b.p[1].characters.empty();
}

// What the load says when it refuses (empty when it loads).
std::string refusal(const json& j) {
    try {
        State::from_json(j);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

bool has_text(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Our own words: never the library's.
void check_own_words(const std::string& why) {
    CHECK_FALSE(has_text(why, "vector"));
    CHECK_FALSE(has_text(why, "_M_"));
    CHECK_FALSE(has_text(why, "[json.exception"));
}

}  // namespace

TEST_CASE("check: the attacker's combat step with no attack in progress is refused at load") {
    // Loaded, `pass` ran the combat with no defender and crashed.
    json j = mid_game(main_with_characters);
    REQUIRE(refusal(j) == "");
    j["board"]["step"] = "attacker-combat";
    const std::string why = refusal(j);
    CHECK(why == "arc state: the attacker-combat step with no attack in progress");
}

TEST_CASE("check: a defender combat step with no attack is refused in our words, before any index is read") {
    // Refused before with "vector::_M_range_check: __n (which is 18515) >= this->size()": the
    // defender -1 was read as a seat while checking.
    json j = mid_game(main_with_characters);
    j["board"]["step"] = "defender-combat";
    const std::string why = refusal(j);
    CHECK(why == "arc state: the defender-combat step with no attack in progress");
    check_own_words(why);
    // The same for every attack step.
    for (const char* step : {"attack", "block", "discard"}) {
        j["board"]["step"] = step;
        CHECK(refusal(j) == std::string("arc state: the ") + step + " step with no attack in progress");
    }
}

TEST_CASE("check: an attack in progress outside the attack steps is refused") {
    json j = mid_game([](const State& s) { return s.board().step == Step::Block; });
    REQUIRE(refusal(j) == "");
    j["board"]["step"] = "main";
    CHECK(refusal(j) == "arc state: an attack in progress in the main step");
}

TEST_CASE("check: the attack step with no attack is refused, so `done` can no longer move a damaged state on") {
    // Loaded, `done` answered with a range-check error and still changed the state (the step went
    // on to defender-combat, the log gained "P0 does not block").
    json j = mid_game(main_with_characters);
    j["board"]["step"] = "attack";
    CHECK(refusal(j) == "arc state: the attack step with no attack in progress");
}

TEST_CASE("check: a refused move changes nothing, in State and in script mode") {
    State s = mid_game_state([](const State& x) { return x.board().step == Step::Block; });
    const std::string before = s.to_json().dump();
    for (const Action& a : {Action::pass(), Action::end_turn(), Action::attack("Nobody"), Action::play("Cyclops", "GGG"),
                            Action::resource("Nothing")}) {
        CHECK_THROWS_AS(s.apply(a), std::invalid_argument);
        CHECK(s.to_json().dump() == before);
    }
    // The same through the script runner: refused lines, then `state`, byte for byte the same.
    TempDir dir;
    const auto file = dir.path / "mid.json";
    {
        std::ofstream f(file);
        f << before;
    }
    GameEntry e = arc::make_entry();
    std::istringstream in("pass\nend turn\nattack with Nobody\nplay Cyclops [GGG]\nbogus words\ndone now\nstate\n");
    std::ostringstream out;
    ScriptConfig sc;
    sc.load = file;
    sc.in = &in;
    sc.out = &out;
    CHECK(e.run_script(sc) == 1);
    const std::string text = out.str();
    const auto last = text.rfind('\n', text.size() - 2);
    CHECK(text.substr(last + 1) == before + "\n");
}

TEST_CASE("check: the next card number 0 is refused (0 means no card inside)") {
    // Loaded, playing a character gave it the number 0 and attacking with it crashed.
    json j = mid_game(main_with_characters);
    j["board"]["next_uid"] = 0;
    CHECK(refusal(j) == "arc state: board.next_uid: 0 is out of range (1 to 65535)");
    // check() itself says so for a board built in memory.
    State s = mid_game_state(main_with_characters);
    s.board_for_tests().next_uid = 0;
    CHECK(check(s) == "the next card number is 0, which means no card");
}

TEST_CASE("check: small integers are range-checked before they are narrowed") {
    // get<int8_t>() read 256 as 0, which passed.
    json j = mid_game(main_with_characters);
    auto refused_with = [&](auto edit, const std::string& words) {
        json d = j;
        edit(d);
        const std::string why = refusal(d);
        CHECK(why == words);
        check_own_words(why);
    };
    refused_with([](json& d) { d["board"]["active"] = 256; }, "arc state: board.active: 256 is out of range (0 to 1)");
    refused_with([](json& d) { d["board"]["winner"] = 256; }, "arc state: board.winner: 256 is out of range (-1 to 1)");
    refused_with([](json& d) { d["board"]["combat"]["defender"] = 256; },
                 "arc state: board.combat.defender: 256 is out of range (-1 to 1)");
    refused_with([](json& d) { d["board"]["p"][1]["characters"][0]["pump_turn"] = 256; },
                 "arc state: board.p[1].characters[0].pump_turn: 256 is out of range (-128 to 127)");
    refused_with([](json& d) { d["board"]["p"][0]["resources_played"] = 257; },
                 "arc state: board.p[0].resources_played: 257 is out of range (0 to 1)");
    refused_with([](json& d) { d["board"]["turn"] = 70000; }, "arc state: board.turn: 70000 is out of range (0 to 32767)");
    refused_with([](json& d) { d["board"]["p"][0]["characters"][0]["uid"] = "2"; },
                 "arc state: board.p[0].characters[0].uid: expected a whole number");
    refused_with([](json& d) { d["board"]["p"][0]["spare"] = 1; }, "arc state: board.p[0]: unknown field 'spare'");
    refused_with([](json& d) { d["board"]["step"] = "lunch"; },
                 "arc state: board.step: 'lunch' is not one of main, attack, block, defender-combat, attacker-combat, "
                 "discard, end, over");
}

TEST_CASE("check: a changed card number (uid) is refused: in range, unique, nonzero, naming the card it says") {
    // Issue 22: board.p[1].characters[0].uid 2 -> 0 passed every check, and `go 3` then crashed
    // reading the power of "no card".
    json j = mid_game(main_with_characters);
    j["board"]["p"][1]["characters"][0]["uid"] = 0;
    CHECK(refusal(j) == "arc state: board.p[1].characters[0].uid: 0 is out of range (1 to 65535)");

    State s = mid_game_state(main_with_characters);
    const Board& b = s.board();
    const std::uint16_t other = b.p[0].characters[0].uid;
    auto broken = [&](auto edit) {
        State t = s;
        edit(t.board_for_tests());
        return check(t);
    };
    CHECK(has_text(broken([](Board& x) { x.p[1].characters[0].uid = 0; }), "has the number 0, which means no card"));
    CHECK(broken([&](Board& x) { x.p[1].characters[0].uid = other; }) ==
          "two cards in play have the same number " + std::to_string(other));
    CHECK(has_text(broken([](Board& x) { x.p[1].characters[0].uid = x.next_uid; }), "a number not yet given out"));
    CHECK(has_text(broken([](Board& x) { x.p[0].resources[0].uid = 0; }), "has the number 0"));
    CHECK(has_text(broken([](Board& x) { x.p[1].characters.push_back(x.p[1].characters[0]); }), "the same number"));
    CHECK(broken([](Board& x) {
              Unit u = x.p[0].characters[0];
              x.p[0].characters.erase(x.p[0].characters.begin());
              x.p[1].characters.push_back(u);
          }) != "");  // a card in another player's place
}

TEST_CASE("check: in an attack, every number names what it says") {
    State s = mid_game_state([](const State& x) {
        const Board& b = x.board();
        return b.step == Step::Block && b.stack.empty() && !b.p[static_cast<std::size_t>(b.combat.defender)].characters.empty();
    });
    REQUIRE(check(s) == "");
    auto broken = [&](auto edit) {
        State t = s;
        edit(t.board_for_tests());
        return check(t);
    };
    CHECK(broken([](Board& x) { x.combat.attackers[0] = 0; }) == "an attacker numbered 0, which names no card");
    CHECK(broken([](Board& x) { x.combat.attackers.push_back(x.combat.attackers[0]); }) == "a character attacks twice");
    auto defender_char = [](const Board& x) { return x.p[static_cast<std::size_t>(x.combat.defender)].characters[0].uid; };
    CHECK(broken([&](Board& x) { x.combat.attackers[0] = defender_char(x); }) ==
          "an attacker that is not the active player's, or untapped");
    CHECK(broken([&](Board& x) { x.combat.blocks.push_back({defender_char(x), 9999}); }) ==
          "a block of a character that is not attacking");
    CHECK(broken([](Board& x) { x.combat.doomed.push_back(x.combat.attackers[0]); }) ==
          "a character chosen for discard that is not blocking");
    CHECK(broken([](Board& x) { x.combat.defender = x.active; }) == "an attack on a player who is not to the attacker's left");
}

TEST_CASE("check: one flipped bit in any card number is refused or plays on safely") {
    // The mutation run's inputs: each bit of each uid in several states. A state that loads must
    // keep its invariants through a few moves (before, some crashed in the rules).
    int refused = 0, loaded = 0;
    for (std::uint64_t seed : {11u, 12u, 13u}) {
        const json j = mid_game([](const State& x) { return x.board().turn >= 12 && x.board().step != Step::Main; }, seed);
        for (std::size_t p = 0; p < 2; ++p)
            for (const char* zone : {"characters", "resources"})
                for (std::size_t k = 0; k < j["board"]["p"][p][zone].size(); ++k)
                    for (int bit = 0; bit < 16; ++bit) {
                        json d = j;
                        auto& uid = d["board"]["p"][p][zone][k]["uid"];
                        uid = uid.get<int>() ^ (1 << bit);
                        if (!refusal(d).empty()) {
                            ++refused;
                            continue;
                        }
                        ++loaded;
                        State s = State::from_json(d);
                        Rng r(static_cast<std::uint64_t>(bit));
                        for (int m = 0; m < 10 && !s.is_terminal(); ++m) {
                            s.apply(random_action(s, r));
                            REQUIRE(check(s) == "");
                        }
                    }
    }
    CHECK(refused > 100);
    CHECK(loaded > 0);  // a flip to an unused number below next_uid is a state the game could reach
}

TEST_CASE("check: a view a client reads runs the same checks") {
    State s = mid_game_state(main_with_characters);
    json v = s.view_json(1);
    REQUIRE_NOTHROW(View::from_json(v, db()));
    json d = v;
    d["step"] = "defender-combat";
    try {
        View::from_json(d, db());
        FAIL("a view with no attack in an attack step was read");
    } catch (const std::invalid_argument& e) {
        CHECK(std::string(e.what()) == "arc view: the defender-combat step with no attack in progress");
    }
    d = v;
    d["p"][0]["characters"][0]["uid"] = d["p"][1]["characters"][0]["uid"];
    CHECK_THROWS_AS(View::from_json(d, db()), std::invalid_argument);
    d = v;
    d["p"][0]["hand"][0] = "Cyclops";  // a card the decklist may not have, or one too many
    d["p"][0]["hand"].push_back(nullptr);
    CHECK_THROWS_AS(View::from_json(d, db()), std::invalid_argument);
}

TEST_CASE("check: `state` output and every kind of save load back with --load to the same state") {
    GameEntry e = arc::make_entry();
    TempDir dir;
    for (std::uint64_t seed : {3u, 4u}) {
        State s = mid_game_state([](const State& x) { return x.board().turn >= 6 && x.board().step != Step::Main; }, seed);
        const std::string want = s.to_json().dump();
        // The script mode's `state` line, its `save`, and the game's own save with seats.
        const auto bare = dir.path / "bare.json", script_save = dir.path / "script-save.json", game_save = dir.path / "game.json";
        {
            std::ofstream f(bare);
            f << want << "\n";
        }
        {
            std::istringstream in("save " + script_save.string() + "\n");
            std::ostringstream out;
            ScriptConfig sc;
            sc.load = bare;
            sc.in = &in;
            sc.out = &out;
            REQUIRE(e.run_script(sc) == 0);
        }
        SavedGame g{s, {}};
        g.seats.computer = {std::nullopt, Level::Strong};
        write_save(game_save, {kGameId, kSaveVersion, saved_to_json(g)});
        for (const auto& file : {bare, script_save, game_save}) {
            std::istringstream in("state\n");
            std::ostringstream out;
            ScriptConfig sc;
            sc.load = file;
            sc.in = &in;
            sc.out = &out;
            CHECK(e.run_script(sc) == 0);
            CHECK(out.str() == want + "\n");
        }
    }
}

TEST_CASE("card data: loaded once and shared, across threads, and read again when the files differ") {
    auto first = load_card_db();
    CHECK(load_card_db() == first);
    GameOptions o;
    State s = State::new_game(o);
    CHECK(s.card_db() == first);
    CHECK(State::from_json(s.to_json()).card_db() == first);
    std::vector<std::shared_ptr<const CardDb>> got(4);
    std::vector<std::thread> ts;
    for (std::size_t i = 0; i < got.size(); ++i) ts.emplace_back([&got, i] { got[i] = load_card_db(); });
    for (auto& t : ts) t.join();
    for (const auto& d : got) CHECK(d == first);

    // --data-dir with other cards: those are the ones read.
    TempDir dir;
    std::filesystem::create_directories(dir.path / "arc");
    for (const char* f : {"arc/hercules.json", "arc/xena.json"}) {
        std::ofstream out(dir.path / f);
        out << data::read(f);
    }
    json xena = data::read_json("arc/xena.json");
    const std::string renamed = xena["cards"].back()["name"].get<std::string>() + " Renamed";  // named by no rule
    xena["cards"].back()["name"] = renamed;
    {
        std::ofstream out(dir.path / "arc/xena.json");
        out << xena.dump();
    }
    data::set_override_dir(dir.path);
    auto other = load_card_db();
    data::set_override_dir({});
    CHECK(other != first);
    CHECK(other->find(renamed).has_value());
    CHECK_FALSE(first->find(renamed).has_value());
    CHECK(load_card_db()->find(renamed).has_value() == false);
}

// Not a check: how long a new game and a load take (run with --no-skip -tc="timing*").
TEST_CASE("timing: a new ARC game and a load of it" * doctest::skip()) {
    const int n = 200;
    std::size_t sink = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i) {
        GameOptions o;
        o.seed = static_cast<std::uint64_t>(i);
        State s = State::new_game(o);
        sink += State::from_json(s.to_json()).board().p[0].hand.size();
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    MESSAGE("new game + load: " << ms / n << " ms each over " << n << " (" << sink << ")");
}
