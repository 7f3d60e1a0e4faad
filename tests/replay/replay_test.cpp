// Replays: the file format, playing one again through each game's rules (forward, back, to a
// turn), the replay screen drawn from a seat's views, and what the local table keeps.
#include <doctest/doctest.h>

#include <fstream>
#include <set>

#include "app/registry.hpp"
#include "app/replay_commands.hpp"
#include "core/records.hpp"
#include "core/replay_cursor.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/replay_recorder.hpp"
#include "tui/replay_screen.hpp"

using namespace olympus;
using json = nlohmann::json;

namespace {

// A seeded game of `g` played to the end (or `cap` moves) by a random policy, as a replay; every
// position's state is kept to compare against.
struct Played {
    Replay replay;
    std::vector<json> states;  // states[k]: after k moves
};

Played play(const GameEntry& g, std::uint64_t seed, int cap, std::map<std::string, std::string> options = {}) {
    AppContext ctx;
    ctx.seed = seed;
    ctx.options = options;
    std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
    Played p;
    p.states.push_back(t->to_json());
    Rng rng(seed, 3);
    std::vector<std::string> actions;
    while (!t->is_terminal() && static_cast<int>(actions.size()) < cap) {
        auto legal = t->legal_actions();
        REQUIRE(!legal.empty());
        const std::string a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(t->apply(a).empty());
        actions.push_back(a);
        p.states.push_back(t->to_json());
    }
    std::vector<std::string> names(static_cast<std::size_t>(t->num_players()), "random");
    p.replay = sim_replay(g.id, seed, options, p.states.front(), actions, names, t->is_terminal(), t->winner());
    return p;
}

const GameEntry& game(const std::string& id) {
    const GameEntry* g = app::find_game(id);
    REQUIRE(g);
    return *g;
}

// Every string in a JSON value (card names, log lines), whole.
void strings_of(const json& j, std::set<std::string>& out) {
    if (j.is_string()) out.insert(j.get<std::string>());
    else if (j.is_structured())
        for (const auto& v : j) strings_of(v, out);
}

std::string draw(tui::Screen& s, int h, int w) {
    tui::MemoryCanvas c(h, w);
    tui::Theme t;
    t.glyphs = &tui::ascii_glyphs();
    s.draw(c, tui::Rect{0, 0, h - 1, w}, t);
    return c.to_text();
}

}  // namespace

TEST_CASE("a replay file reads back as it was written, and a damaged one is refused by field") {
    TempDir td;
    Played p = play(game("herazeus"), 5, 30);
    p.replay.options["side"] = "zeus";
    const auto file = td.path / "r.json";
    write_replay(file, p.replay);
    Replay back = read_replay(file);
    CHECK(replay_to_json(back) == replay_to_json(p.replay));
    CHECK(back.actions.size() == 30);

    json j = replay_to_json(p.replay);
    j.erase("actions");
    std::ofstream(td.path / "no-actions.json") << j.dump();
    CHECK_THROWS_WITH_AS(read_replay(td.path / "no-actions.json"), doctest::Contains("missing 'actions'"), std::runtime_error);
    j = replay_to_json(p.replay);
    j["version"] = 2;
    std::ofstream(td.path / "newer.json") << j.dump();
    CHECK_THROWS_WITH_AS(read_replay(td.path / "newer.json"), doctest::Contains("newer"), std::runtime_error);
    j = replay_to_json(p.replay);
    j["winner"] = 5;
    std::ofstream(td.path / "winner.json") << j.dump();
    CHECK_THROWS_WITH_AS(read_replay(td.path / "winner.json"), doctest::Contains("winner"), std::runtime_error);
}

TEST_CASE("every game's replay steps forward and back to exactly the states that were played") {
    for (const GameEntry& g : app::games()) {
        CAPTURE(g.id);
        REQUIRE(g.table_from_state);
        Played p = play(g, 11, 300);
        const int n = static_cast<int>(p.replay.actions.size());
        ReplayCursor c(p.replay, g.table_from_state);
        CHECK(c.moves() == n);
        CHECK(c.position() == n);
        CHECK(c.table().to_json() == p.states.back());
        // Back one at a time across a snapshot boundary, then jumps both ways.
        for (int k = n - 1; k >= std::max(0, n - 20); --k) {
            c.back();
            REQUIRE(c.position() == k);
            CHECK(c.table().to_json() == p.states[static_cast<std::size_t>(k)]);
        }
        for (int k : {0, n / 3, 1, n, n / 2 + 1, 17, 16, 15}) {
            if (k > n) continue;
            c.go_to(k);
            CHECK(c.table().to_json() == p.states[static_cast<std::size_t>(k)]);
        }
        c.go_to(0);
        c.forward();
        CHECK(c.table().to_json() == p.states[1]);
        // Turns: the first begins at the start, and each begins where the previous ends.
        CHECK(c.turn_start(1) == 0);
        CHECK(c.turn_at(0) == 1);
        for (int t = 2; t <= c.turns(); ++t) {
            CHECK(c.turn_start(t) > c.turn_start(t - 1));
            CHECK(c.turn_at(c.turn_start(t)) == t);
            CHECK(c.turn_at(c.turn_start(t) - 1) == t - 1);
        }
    }
}

TEST_CASE("a replay whose moves the rules refuse is refused whole, naming the move") {
    const GameEntry& g = game("herazeus");
    Played p = play(g, 3, 20);
    Replay bad = p.replay;
    bad.actions[7] = bad.actions[6];  // the same move twice: not legal the second time
    bool refused = false;
    try {
        ReplayCursor c(bad, g.table_from_state);
    } catch (const std::exception& e) {
        refused = true;
        CHECK(std::string(e.what()).find("move 8") != std::string::npos);
    }
    // (Some games allow a move twice; then the cursor reads on, and the check below still holds.)
    Replay garbage = p.replay;
    garbage.actions[4] = "no such move";
    CHECK_THROWS_WITH(ReplayCursor(garbage, g.table_from_state), doctest::Contains("move 5 ('no such move') cannot be made"));
    Replay ended = p.replay;
    ended.finished = true;  // 20 moves do not end a game of Hera & Zeus
    CHECK_THROWS_WITH(ReplayCursor(ended, g.table_from_state), doctest::Contains("do not end it"));
    (void)refused;
}

// The promise: each seat's replay shows only that seat's hidden cards. Any text that was
// only ever in seat 1's views (its hand, its face-down cards) must never reach seat 0's replay
// screen, at any move, with or without the inspector column.
TEST_CASE("seat 0's replay screen never shows what only seat 1 could see") {
    for (const char* id : {"herazeus", "arc", "cgs"}) {
        const GameEntry& g = game(id);
        CAPTURE(id);
        Played p = play(g, 21, 120);
        ReplayCursor walk(p.replay, g.table_from_state);
        auto screen = tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state),
                                              tui::ReplayShow{g.title, g.make_remote_board, 0});
        // Position the screen at the start, then step forward: seat 0's view at each move.
        screen->on_key(tui::key::Home);
        std::set<std::string> seen0, only1;
        int leaks_checked = 0;
        for (int k = 0; k <= walk.moves(); ++k) {
            walk.go_to(k);
            strings_of(walk.table().view_json(0), seen0);
            if (auto pub = walk.table().public_view_json()) strings_of(*pub, seen0);
            strings_of(walk.table().setup_json(), seen0);
            std::set<std::string> s1;
            strings_of(walk.table().view_json(1), s1);
            for (const auto& s : s1)
                if (s.size() >= 4 && !seen0.count(s)) only1.insert(s);
            for (const auto& s : seen0) only1.erase(s);
            const std::string narrow = draw(*screen, 24, 80), wide = draw(*screen, 40, 140);
            for (const auto& s : only1) {
                CAPTURE(k);
                CAPTURE(s);
                CHECK(narrow.find(s) == std::string::npos);
                CHECK(wide.find(s) == std::string::npos);
                ++leaks_checked;
            }
            screen->on_key(tui::key::Right);
        }
        // The test means something only if seat 1 held things seat 0 never saw.
        CHECK(leaks_checked > 0);
    }
}

TEST_CASE("the replay screen at a move, as seat 0 saw it and as the public saw it (golden, per game)") {
    for (const GameEntry& g : app::games()) {
        CAPTURE(g.id);
        Played p = play(g, 9, 60);
        for (int seat : {0, -1}) {
            auto screen = tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state),
                                                  tui::ReplayShow{g.title, g.make_remote_board, seat});
            screen->on_key(tui::key::Home);
            for (int i = 0; i < 12; ++i) screen->on_key(tui::key::Right);
            screen->on_key(tui::key::Left);  // move 11, reached going back: drawn the same
            tui::ScreenStack stack(std::move(screen));
            check_golden("replay/" + g.id + (seat < 0 ? "-public" : "-seat0"), render(stack, 24, 80, false, false));
        }
    }
}

TEST_CASE("`olympus replay` refuses another seat of a game still being played, and a file that is not a replay") {
    TempDir td;
    Played p = play(game("herazeus"), 4, 10);
    p.replay.finished = false;
    p.replay.players = {"person:" + unix_user_name(), "computer:strong"};
    write_replay(td.path / "r.json", p.replay);
    CHECK_NOTHROW(app::open_replay(td.path / "r.json", 0));
    CHECK_NOTHROW(app::open_replay(td.path / "r.json", -1));
    CHECK_THROWS_WITH(app::open_replay(td.path / "r.json", 1), doctest::Contains("not yours to see"));
    CHECK_THROWS_WITH(app::open_replay(td.path / "r.json", 2), doctest::Contains("seats 0 to 1"));
    std::ofstream(td.path / "x.json") << "{\"format\": \"olympus-save\"}";
    CHECK_THROWS_WITH(app::open_replay(td.path / "x.json", std::nullopt), doctest::Contains("not a replay"));
}

TEST_CASE("the table's recorder keeps the replay beside the save, continues it, and finishes it with a record") {
    TempDir td;
    const GameEntry& g = game("herazeus");
    AppContext ctx;
    ctx.seed = 8;
    std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
    tui::GameKeeping k{td.path, "herazeus", "duel", {"", "strong"}, 8, {}, false};
    const json start = t->to_json();
    {
        tui::ReplayRecorder r(k, *t, {"Zeus (you)", "Hera (strong)"});
        for (int i = 0; i < 6; ++i) {
            const std::string a = t->legal_actions().front();
            REQUIRE(t->apply(a).empty());
            r.moved(a);
        }
        r.save(*t);
    }
    const auto kept = in_progress_replay(td.path, "herazeus", "duel");
    REQUIRE(std::filesystem::exists(kept));
    CHECK(read_replay(kept).actions.size() == 6);
    CHECK(read_replay(kept).players == std::vector<std::string>{"person:" + unix_user_name(), "computer:strong"});
    // Continued where the save stands: the same replay goes on.
    tui::ReplayRecorder again(k, *t, {"Zeus (you)", "Hera (strong)"});
    CHECK(again.moves() == 6);
    CHECK(again.replay().start == start);
    // A save the replay does not end at (an older replay): a new one starts from the save.
    std::unique_ptr<Table> other = g.make_table(ctx, std::nullopt);
    tui::ReplayRecorder fresh(k, *other, {"Zeus (you)", "Hera (strong)"});
    CHECK(fresh.moves() == 0);
    // Played to the end and finished: the replay moves out of in-progress, a record is added.
    Rng rng(1, 1);
    while (!t->is_terminal()) {
        auto legal = t->legal_actions();
        const std::string a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(t->apply(a).empty());
        again.moved(a);
    }
    CHECK(again.finish(*t).empty());
    CHECK_FALSE(std::filesystem::exists(kept));
    auto listed = list_replays(td.path);
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].finished);
    CHECK(listed[0].problem.empty());
    ReplayCursor c(read_replay(listed[0].path), g.table_from_state);
    CHECK(c.table().is_terminal());
    Records rec(records_path(td.path));
    auto lines = rec.games(unix_user_name());
    REQUIRE(lines.size() == 2);  // Hera & Zeus in all, and against the strong computer
    CHECK(lines[0].played == 1);
    CHECK(lines[1].opponent == "computer:strong");
    CHECK(lines[0].won + lines[0].lost + lines[0].drawn == 1);
}
