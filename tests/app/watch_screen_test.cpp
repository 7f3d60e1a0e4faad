// A spectator's screen, for every game with one over the network: fed the views a host sends a
// spectator along a game, it never speaks to the watcher as a player ("your turn", "(you)").
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>

#include "app/registry.hpp"
#include "support/temp_dir.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/seat_board.hpp"

using namespace olympus;
using json = nlohmann::json;

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// The view message a host sends a spectator (net/host.cpp's view_message for no seat).
json spectator_view(const Table& t) {
    json m = {{"type", "view"}, {"seat", nullptr}, {"to_move", t.current_player()}, {"terminal", t.is_terminal()}};
    m["view"] = *t.public_view_json();
    if (json screen = t.screen_json(-1); !screen.is_null()) m["screen"] = std::move(screen);
    if (t.is_terminal()) m["winner"] = t.winner();
    return m;
}

}  // namespace

TEST_CASE("no game's watch screen tells the spectator it is its turn") {
    TempDir td;
    AppContext ctx;
    ctx.save_dir = td.path;
    ctx.seed = 7;
    int games_checked = 0;
    for (const GameEntry& g : app::games()) {
        if (!g.make_table || !g.make_remote_board) continue;
        CAPTURE(g.id);
        std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
        if (!t->public_view_json()) continue;
        json welcome = {{"type", "welcome"}, {"game", g.id}, {"name", "t"}, {"seat", nullptr},
                        {"players", t->num_players()}, {"setup", t->setup_json()}};
        auto board = g.make_remote_board(welcome);
        int screens = 0;
        // Along the start of a game, with every seat to act in turn (the first legal move each time).
        for (int step = 0; step < 40 && !t->is_terminal(); ++step) {
            board->update(spectator_view(*t));
            tui::MemoryCanvas c(30, 100);
            board->draw(c, {0, 0, 30, 100}, tui::Theme{}, "");
            const std::string text = lower(c.to_text());
            CAPTURE(step);
            CHECK(text.find("your turn") == std::string::npos);
            CHECK(text.find("(you)") == std::string::npos);
            ++screens;
            auto legal = t->legal_actions();
            if (legal.empty() || !t->apply(legal.front()).empty()) break;
        }
        CHECK(screens > 5);
        ++games_checked;
    }
    CHECK(games_checked == 4);
}
