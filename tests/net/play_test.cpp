// Whole games through the socket: the real binary hosts, one real client process per seat
// (`olympus join`) and a spectator (`olympus watch`); this test chooses random legal moves for each
// seat and replays them on its own copy of the state. Checks: each client is offered exactly its
// seat's legal moves and shown only views of its own seat, the spectator only public views, the
// host's final state is the replayed one, and no string of the game state that a seat never saw
// in its own views (its opponents' hidden card identities) ever appears in that seat's messages,
// nor one that any seat never saw in the spectator's.
#include <doctest/doctest.h>

#include <filesystem>
#include <functional>
#include <fstream>
#include <set>

#include "arc/state.hpp"
#include "cgs/state.hpp"
#include "core/rng.hpp"
#include "herazeus/state.hpp"
#include "microhero/state.hpp"
#include "net/child.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;
namespace fs = std::filesystem;

namespace {

void strings_of(const json& j, std::set<std::string>& out) {
    if (j.is_string()) out.insert(j.get<std::string>());
    else if (j.is_structured())
        for (const auto& v : j) strings_of(v, out);
}

std::vector<std::string> host_args(const TempDir& td, const std::string& game, std::uint64_t seed,
                                   const std::map<std::string, std::string>& opts) {
    std::vector<std::string> a = {OLYMPUS_BINARY, "--save-dir", (td.path / "save").string(), "host", game, "--name", "t",
                                  "--dir", td.path.string(), "--seed", std::to_string(seed)};
    for (const auto& [k, v] : opts) a.insert(a.end(), {"--opt", k + "=" + v});
    return a;
}

// Waits for the host's socket to appear.
void wait_for_socket(const TempDir& td) {
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!fs::exists(td.path / "t.sock") && clock_type::now() < end) ::usleep(20000);
    REQUIRE(fs::exists(td.path / "t.sock"));
}

// The next line of a child, waiting at most until `deadline`.
std::optional<std::string> next_line(Child& c, clock_type::time_point deadline) {
    while (clock_type::now() < deadline && !c.eof()) {
        if (auto l = c.line()) return l;
        wait_any({&c}, deadline);
    }
    return std::nullopt;
}

template <GameState S>
void play_whole_game(const std::string& game, int players, std::uint64_t seed, const std::map<std::string, std::string>& opts) {
    TempDir td;
    Child host(host_args(td, game, seed, opts));
    wait_for_socket(td);
    // The spectator is welcome before any seat is taken, so it follows the game from its start.
    Child watcher({OLYMPUS_BINARY, "watch", "t", "--dir", td.path.string()});
    auto welcome = next_line(watcher, clock_type::now() + std::chrono::seconds(20));
    REQUIRE(welcome);
    REQUIRE(json::parse(*welcome)["type"] == "welcome");
    std::vector<std::unique_ptr<Child>> clients;
    for (int i = 0; i < players; ++i)
        clients.push_back(std::make_unique<Child>(std::vector<std::string>{
            OLYMPUS_BINARY, "join", "t", "--dir", td.path.string(), "--seat", std::to_string(i), "--as", "p" + std::to_string(i)}));
    std::vector<Child*> kids;
    for (auto& c : clients) kids.push_back(c.get());
    kids.push_back(&watcher);

    GameOptions go;
    go.seed = seed;
    go.values = opts;
    S local = S::new_game(go);
    std::set<std::string> everything;  // every string in the state at any point
    std::vector<std::set<std::string>> seen(static_cast<std::size_t>(players)), got(seen.size());
    std::set<std::string> watched;                       // strings the spectator was sent
    std::vector<std::set<std::string>> views(seen.size());  // every view each seat had, as text
    std::set<std::string> public_views;
    auto record = [&] {
        strings_of(local.to_json(), everything);
        for (int p = 0; p < players; ++p) {
            strings_of(local.view_json(p), seen[static_cast<std::size_t>(p)]);
            views[static_cast<std::size_t>(p)].insert(local.view_json(p).dump());
        }
        public_views.insert(local.public_view_json().dump());
    };
    record();
    Rng rng(seed, 3);
    int moves = 0;
    const auto deadline = clock_type::now() + std::chrono::seconds(150);
    int spectator_views = 0;
    for (;;) {
        bool any = false, all_done = watcher.eof();
        while (auto line = watcher.line()) {
            any = true;
            json m = json::parse(*line, nullptr, false);
            REQUIRE_MESSAGE(m.is_object(), *line);
            json content = m;
            content.erase("type");
            content.erase("game");
            strings_of(content, watched);
            if (m.value("type", "") != "view") continue;
            CHECK(m["seat"].is_null());
            CHECK_FALSE(m.contains("legal"));
            CHECK_MESSAGE(public_views.count(m["view"].dump()), "the spectator was sent a view that was never the public one");
            ++spectator_views;
        }
        for (int p = 0; p < players; ++p) {
            Child& c = *clients[static_cast<std::size_t>(p)];
            all_done = all_done && c.eof();
            while (auto line = c.line()) {
                any = true;
                json m = json::parse(*line, nullptr, false);
                REQUIRE_MESSAGE(m.is_object(), *line);
                json content = m;
                content.erase("type");  // the protocol's own words, e.g. the game's id in welcome
                content.erase("game");
                content.erase("setup");  // the welcome's card lists: public by design (both decks are known)
                strings_of(content, got[static_cast<std::size_t>(p)]);
                if (m.value("type", "") == "error") FAIL("seat " << p << " was refused: " << *line);
                if (m.value("type", "") != "view") continue;
                CHECK(m["seat"] == p);
                CHECK_MESSAGE(views[static_cast<std::size_t>(p)].count(m["view"].dump()), "seat " << p << " was sent a view that was never its own");
                if (!m.contains("legal")) continue;
                if (local.is_terminal() || local.current_player() != p || m["view"] != local.view_json(p)) continue;
                std::vector<std::string> legal;
                for (const auto& a : local.legal_actions()) legal.push_back(a.to_string());
                REQUIRE(m["legal"] == json(legal));
                const std::string pick = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                c.write_line(pick);
                local.apply(*S::Action::parse(pick));
                ++moves;
                record();
            }
        }
        if (all_done) break;
        REQUIRE_MESSAGE(clock_type::now() < deadline, "the game did not end in time after " << moves << " moves");
        if (!any) wait_any(kids, deadline);
    }
    CHECK(local.is_terminal());
    CHECK(host.wait(std::chrono::seconds(20)) == std::optional<int>(0));
    for (auto& c : clients) CHECK(c->wait(std::chrono::seconds(20)) == std::optional<int>(0));
    CHECK(watcher.wait(std::chrono::seconds(20)) == std::optional<int>(0));
    CHECK(spectator_views == moves + 1);  // the opening view, then one after every move
    std::ifstream saved(td.path / "save" / "net" / "t.json");
    json s = json::parse(saved, nullptr, false);
    REQUIRE(s.is_object());
    CHECK(s["state"] == local.to_json());
    MESSAGE(game << ": " << moves << " moves through the socket");
    for (int p = 0; p < players; ++p) {
        std::set<std::string> hidden;
        for (const auto& x : everything)
            if (!seen[static_cast<std::size_t>(p)].count(x)) hidden.insert(x);
        CHECK_MESSAGE(!hidden.empty(), "seat " << p << " saw everything: the leak check would prove nothing");
        for (const auto& x : got[static_cast<std::size_t>(p)]) CHECK_MESSAGE(!hidden.count(x), "seat " << p << " was sent '" << x << "'");
        for (const auto& x : watched) CHECK_MESSAGE(!hidden.count(x), "the spectator was sent '" << x << "', which seat " << p << " never saw");
    }
}

}  // namespace

TEST_CASE("two client processes play a whole Hera & Zeus game through the socket, each seeing only its own view") {
    play_whole_game<herazeus::State>("herazeus", 2, 11, {});
}

TEST_CASE("two client processes play a whole ARC duel through the socket") {
    play_whole_game<arc::State>("arc", 2, 7, {});
}

TEST_CASE("three client processes play a whole three-player ARC duel through the socket") {
    play_whole_game<arc::State>("arc", 3, 5, {{"players", "3"}});
}

TEST_CASE("two client processes play a whole Micro Hero co-op campaign through the socket") {
    play_whole_game<microhero::State>("microhero", 2, 6, {{"players", "2"}, {"expansions", "all"}});
}

TEST_CASE("three client processes play a whole CGS game through the socket, no hand shown to another seat") {
    play_whole_game<cgs::State>("cgs", 3, 9, {{"players", "3"}, {"max_rounds", "6"}});
}

namespace {

// One client plays seat 0 at random; the computer plays `computer` seats. `check` sees every view
// the client is sent.
void play_with_computer(const std::string& game, std::uint64_t seed, const std::map<std::string, std::string>& opts,
                        const std::vector<int>& computer, const std::function<void(const json& view)>& check) {
    TempDir td;
    auto args = host_args(td, game, seed, opts);
    for (int c : computer) args.insert(args.end(), {"--computer", std::to_string(c)});
    args.insert(args.end(), {"--think", "5"});
    Child host(args);
    wait_for_socket(td);
    Child me({OLYMPUS_BINARY, "join", "t", "--dir", td.path.string()});
    Rng rng(seed, 1);
    bool over = false;
    int views = 0;
    const auto deadline = clock_type::now() + std::chrono::seconds(150);
    while (!me.eof()) {
        REQUIRE_MESSAGE(clock_type::now() < deadline, "the game did not end in time");
        auto line = me.line();
        if (!line) {
            wait_any({&me}, deadline);
            continue;
        }
        json m = json::parse(*line, nullptr, false);
        REQUIRE(m.is_object());
        CHECK(m.value("type", "") != "error");
        if (m.value("type", "") != "view") continue;
        CHECK(m["seat"] == 0);
        check(m["view"]);
        ++views;
        over = over || m.value("terminal", false);
        if (m.contains("legal")) me.write_line(m["legal"][rng.below(static_cast<std::uint32_t>(m["legal"].size()))]);
    }
    CHECK(over);
    MESSAGE(game << ": " << views << " views with the computer at the table");
    CHECK(me.wait(std::chrono::seconds(20)) == std::optional<int>(0));
    CHECK(host.wait(std::chrono::seconds(20)) == std::optional<int>(0));
}

}  // namespace

TEST_CASE("a seat left to the computer: one client plays a whole Hera & Zeus game against it") {
    play_with_computer("herazeus", 8, {}, {1}, [](const json& v) { CHECK(v["seat"] == "hera"); });
}

TEST_CASE("a Micro Hero co-op campaign with the computer as the partner") {
    play_with_computer("microhero", 3, {{"players", "2"}}, {1}, [](const json& v) {
        CHECK(v["seat"] == 0);
        CHECK(v["players"].size() == 2);
    });
}

TEST_CASE("a CGS game against two computer seats: the client sees its own hand and only the size of theirs") {
    play_with_computer("cgs", 4, {{"players", "3"}, {"max_rounds", "8"}}, {1, 2}, [](const json& v) {
        CHECK(v["seat"] == 0);
        CHECK(v["seats"][0]["hand"].is_array());
        CHECK(v["seats"][1]["hand"].is_number());
        CHECK(v["seats"][2]["hand"].is_number());
    });
}
