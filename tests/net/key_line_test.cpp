// The key line at a network table, for every game: as at home, the board's keys come first, then
// talk and leave; on a line too narrow for all, leave and help stay.
#include <doctest/doctest.h>

#include <algorithm>

#include "app/registry.hpp"
#include "app/remote_screen.hpp"
#include "host_test.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/screen_stack.hpp"

using namespace host_test;

namespace {

// The bottom row of the screen drawn at `width` columns.
std::string key_row(tui::Screen& s, int width) {
    tui::MemoryCanvas c(30, width);
    s.draw(c, {0, 0, 29, width}, tui::Theme{});
    std::vector<tui::KeyHint> hints = s.key_hints();
    hints.insert(hints.begin(), tui::KeyHint{"?", "help", true, true});  // as the screen stack draws it
    tui::draw_key_line(c, 29, hints, tui::Theme{});
    return c.row(29);
}

}  // namespace

TEST_CASE("network table, every game: the board's keys first, then talk and leave; leave and help stay at 80 columns") {
    int games = 0;
    for (const GameEntry& g : app::games()) {
        if (!g.make_remote_board) continue;
        CAPTURE(g.id);
        TempDir td;
        // Every other seat the computer's, so the game begins once this screen sits at seat 0.
        std::vector<std::string> args{OLYMPUS_BINARY, "--save-dir", (td.path / "save").string(), "host", g.id, "--name", "t",
                                      "--dir", td.path.string(), "--seed", "4", "--think", "1"};
        if (g.id != "microhero") args.insert(args.end(), {"--computer", "1"});
        if (g.id == "cgs" || g.id == "arc") args.insert(args.end(), {"--opt", "players=2"});
        HostProcess host(args);
        REQUIRE(socket_appears(td.path / "t.sock"));
        REQUIRE(host_listening(host));
        app::RemoteTarget t;
        t.where.socket = td.path / "t.sock";
        t.hello.name = "me";
        t.hello.seat = 0;
        t.game_name = "t";
        t.rejoin_command = "olympus join t";
        auto screen = app::make_remote_screen(std::move(t), g.make_remote_board);
        // Until the table is there (the board's keys on the line) with no menu open over it.
        std::vector<tui::KeyHint> hints;
        auto is = [](const tui::KeyHint& h, const char* keys) { return h.keys == keys; };
        for (auto end = clock_type::now() + std::chrono::seconds(20); clock_type::now() < end; ::usleep(20000)) {
            screen->on_tick();
            hints = screen->key_hints();
            const bool table = std::any_of(hints.begin(), hints.end(), [&](const tui::KeyHint& h) { return is(h, "q"); });
            const bool board_keys = std::any_of(hints.begin(), hints.end(), [&](const tui::KeyHint& h) {
                return h.on_bottom_line && !is(h, "t") && !is(h, "q");
            });
            if (table && board_keys) break;
            // A box over the table (ARC's fight result) has its own keys only: Enter closes it.
            if (board_keys) screen->on_key(tui::key::Enter);
        }
        std::vector<std::string> line;  // the keys on the bottom line, in order
        for (const tui::KeyHint& h : hints)
            if (h.on_bottom_line) line.push_back(h.keys);
        CAPTURE(line.size());
        REQUIRE(line.size() >= 3);
        // The last two are talk and leave; everything before them is the board's.
        CHECK(line[line.size() - 2] == "t");
        CHECK(line.back() == "q");
        // Each key once: the board gives its own keys, the table adds i, L, talk and leave.
        for (std::size_t k = 0; k < line.size(); ++k)
            CHECK_MESSAGE(std::count(line.begin(), line.end(), line[k]) == 1, (line[k] + " is on the line twice"));
        auto leave = std::find_if(hints.begin(), hints.end(), [&](const tui::KeyHint& h) { return is(h, "q"); });
        REQUIRE(leave != hints.end());
        CHECK(leave->keep);
        const std::string wide = key_row(*screen, 160);
        CAPTURE(wide);
        CHECK(wide.rfind("? help  ", 0) == 0);
        CHECK(wide.find("t talk  q leave") != std::string::npos);
        CHECK(wide.find("q leave") > wide.find(hints.front().keys + " " + hints.front().what));
        // At 80 columns the line may be cut, but never the help or leaving.
        const std::string narrow = key_row(*screen, 80);
        CAPTURE(narrow);
        CHECK(narrow.rfind("? help  ", 0) == 0);
        CHECK(narrow.find("q leave") != std::string::npos);
        // Talk is kept too: the inspector's and the log's keys give way first.
        CHECK(narrow.find("t talk  q leave") != std::string::npos);
        ++games;
    }
    CHECK(games == 4);
}
