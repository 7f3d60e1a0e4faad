// The whole log (`L`) of a game at the local table, in every game: continued from its save, and
// after an undo, it is told from the game's first line (the table plays the replay kept beside
// the save to fresh boards), and a save without that replay says that earlier moves are missing.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>

#include "app/registry.hpp"
#include "core/replay.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/local_table.hpp"
#include "tui/replay_recorder.hpp"
#include "tui/screen_stack.hpp"
#include "tui/table_screen.hpp"

using namespace olympus;
using json = nlohmann::json;
namespace key = olympus::tui::key;

namespace {

const GameEntry& game(const std::string& id) {
    const GameEntry* g = app::find_game(id);
    REQUIRE(g);
    return *g;
}

json welcome(const GameEntry& g, const Table& t, const std::vector<std::string>& labels) {
    return {{"type", "welcome"}, {"game", g.id},          {"setup", t.setup_json()}, {"seat", 0},
            {"players", t.num_players()}, {"labels", labels}, {"shared_keyboard", false}};
}

// The log of a board that saw only this view (what a table made now tells without the replay).
std::vector<std::string> told_from(const GameEntry& g, const Table& t, const std::vector<std::string>& labels) {
    auto b = g.make_remote_board(welcome(g, t, labels));
    b->update(seat_view_message(t, 0));
    return b->history();
}

bool holds(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// A game of `id` played on by random moves (never the last one) until it is more than 80 moves
// long and its own log no longer reaches back to its first line, the replay of it kept beside
// its save as the table keeps it. The person plays seat 0; the computer the others.
struct Long {
    std::unique_ptr<Table> table;
    std::vector<std::string> labels, levels;
    tui::GameKeeping keeping;
    std::string first;  // the first line of the game's log
    int moves = 0;
};

// One try at a seed: `ok` when the game got long enough (a quick computer can still lose early).
struct Try {
    Long l;
    bool ok = false;
};
Try try_long(const GameEntry& g, const std::filesystem::path& root, std::uint64_t seed, int min_moves) {
    AppContext ctx;
    ctx.seed = seed;
    // A duel for three runs longer than one for two, past the moves wanted.
    if (g.id == "arc") ctx.options = {{"players", "3"}};
    Try tr;
    Long& l = tr.l;
    l.table = g.make_table(ctx, std::nullopt);
    const int n = l.table->num_players();
    for (int s = 0; s < n; ++s) {
        l.labels.push_back(s == 0 ? "P1 (you)" : "P" + std::to_string(s + 1) + " (computer)");
        l.levels.push_back(s == 0 ? "" : "strong");
    }
    l.keeping = tui::GameKeeping{root, g.id, "long", l.levels, seed, {}, g.team};
    // A board that watches the whole game, as the person's would: its first line is the game's.
    auto watcher = g.make_remote_board(welcome(g, *l.table, l.labels));
    watcher->update(seat_view_message(*l.table, 0));
    tui::ReplayRecorder rec(l.keeping, *l.table, l.labels);
    Rng rng(seed, 5);
    for (int i = 0; i < 5000; ++i) {
        if (l.first.empty() && !watcher->history().empty()) l.first = watcher->history().front();
        if (l.moves > min_moves && !holds(told_from(g, *l.table, l.labels), l.first) && !l.table->is_terminal() &&
            l.table->current_player() == 0)
            break;
        auto legal = l.table->legal_actions();
        REQUIRE(!legal.empty());
        // The skilled computer's move (rules of thumb, no clock: the same game every run; a random
        // one lets the game end too soon); a move
        // that would end the game is passed over; a game that can only end stops here.
        bool moved = false;
        if (std::string a = l.table->computer_move(rng, 1, Level::Skilled); !a.empty()) {
            auto next = l.table->clone();
            if (next->apply(a).empty() && !next->is_terminal()) {
                const int mover = l.table->current_player();
                l.table = std::move(next);
                rec.moved(a);
                watcher->update(seat_view_message(*l.table, 0, mover == 0 ? a : ""));
                ++l.moves;
                moved = true;
            }
        }
        for (std::size_t k = 0, from = rng.below(static_cast<std::uint32_t>(legal.size())); k < legal.size() && !moved; ++k) {
            const std::string& a = legal[(from + k) % legal.size()];
            auto next = l.table->clone();
            REQUIRE(next->apply(a).empty());
            if (next->is_terminal()) continue;
            const int mover = l.table->current_player();
            l.table = std::move(next);
            rec.moved(a);
            watcher->update(seat_view_message(*l.table, 0, mover == 0 ? a : ""));
            ++l.moves;
            moved = true;
        }
        if (!moved) break;
    }
    // The game's own log has dropped its first line: only the replay still has it.
    tr.ok = l.moves > min_moves && !l.first.empty() && !l.table->is_terminal() && l.table->current_player() == 0 &&
            !holds(told_from(g, *l.table, l.labels), l.first);
    if (tr.ok) rec.save(*l.table);
    return tr;
}

Long play_long(const GameEntry& g, const std::filesystem::path& root, std::uint64_t seed, int min_moves = 80) {
    for (std::uint64_t k = 0; k < 40; ++k)
        if (Try tr = try_long(g, root, seed + 1000 * k, min_moves); tr.ok) return std::move(tr.l);
    FAIL("no game of " << g.id << " went on for " << min_moves << " moves");
    return {};
}

tui::LocalGame local_game(const GameEntry& g, const Long& l, bool resumed) {
    tui::LocalGame lg;
    lg.title = g.title;
    lg.table = l.table->clone();
    for (int s = 0; s < lg.table->num_players(); ++s) lg.human.push_back(s == 0);
    lg.labels = l.labels;
    lg.welcome = {{"game", g.id}, {"setup", lg.table->setup_json()}};
    lg.board_for = g.make_remote_board;
    lg.save = [](const Table&) {};
    lg.keeping = l.keeping;
    lg.resumed = resumed;
    return lg;
}

// The `L` screen from its top.
std::string whole_log(tui::ScreenStack& stack) {
    stack.feed('L');
    (void)render(stack, 48, 160, true);
    stack.feed(key::Home);
    return render(stack, 48, 160, true);
}

const std::vector<std::string> kGames{"arc", "cgs", "herazeus", "microhero"};

}  // namespace

TEST_CASE("a long game continued from its save: `L` tells it from its first line, in every game") {
    for (const auto& id : kGames) {
        CAPTURE(id);
        TempDir td;
        const GameEntry& g = game(id);
        Long l = play_long(g, td.path, 21);
        tui::ScreenStack stack(tui::make_local_table(local_game(g, l, true)));
        const std::string log = whole_log(stack);
        CHECK_MESSAGE(log.find(l.first.substr(0, 40)) != std::string::npos, log);
        CHECK(log.find("Earlier moves are not kept") == std::string::npos);
    }
}

TEST_CASE("a game continued without the replay of its start says first that earlier moves are not kept") {
    for (const auto& id : kGames) {
        CAPTURE(id);
        TempDir td;
        const GameEntry& g = game(id);
        Long l = play_long(g, td.path, 22);
        std::filesystem::remove(in_progress_replay(td.path, id, "long"));
        tui::ScreenStack stack(tui::make_local_table(local_game(g, l, true)));
        const std::string log = whole_log(stack);
        CHECK_MESSAGE(log.find("Earlier moves are not kept") != std::string::npos, log);
        CHECK(log.find(l.first.substr(0, 40)) == std::string::npos);
    }
}

TEST_CASE("after an undo, `L` still tells the game from its first line (Micro Hero, a long campaign continued)") {
    TempDir td;
    const GameEntry& g = game("microhero");
    Long l = play_long(g, td.path, 23);
    tui::ScreenStack stack(tui::make_local_table(local_game(g, l, true)));
    // A card played from the hand (a question first, when it throws something away), then taken back.
    bool undone = false;
    for (int tries = 0; tries < 6 && !undone; ++tries) {
        stack.feed(key::Enter);
        if (render(stack, 24, 80, true).find("[y] yes") != std::string::npos) stack.feed('y');
        stack.feed('u');
        undone = render(stack, 24, 80, true).find(std::string(tui::kUndoneNote)) != std::string::npos;
    }
    REQUIRE(undone);
    const std::string log = whole_log(stack);
    CHECK_MESSAGE(log.find(l.first.substr(0, 40)) != std::string::npos, log);
}

TEST_CASE("rebuilding a long game's log from its replay: the time it takes, in every game") {
    for (const auto& id : kGames) {
        CAPTURE(id);
        TempDir td;
        const GameEntry& g = game(id);
        // As long as the skilled computer keeps a game going: an ARC duel is short.
        Long l = play_long(g, td.path, 24, id == "arc" ? 80 : id == "herazeus" ? 150 : 300);
        const auto t0 = std::chrono::steady_clock::now();
        auto table = tui::make_local_table(local_game(g, l, true));
        const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        MESSAGE(id << ": a table opened on " << l.moves << " moves, its log told again from the start, in " << ms << " ms");
        CHECK(table != nullptr);
    }
}
