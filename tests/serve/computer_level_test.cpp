// A served game's computer plays at the level its host chose: the level travels in the create
// message, is kept with the game's save and back after a restart, names the computer in the lobby
// and in the records, and each game's network table plays that level's own move.
#include <doctest/doctest.h>

#include <fstream>

#include "app/registry.hpp"
#include "app/serve_commands.hpp"
#include "arc/seats.hpp"
#include "cgs/seats.hpp"
#include "core/records.hpp"
#include "herazeus/players.hpp"
#include "net/codec.hpp"
#include "net/game_store.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;

namespace {

// The network table of `id` at seed 3, and the same table's state.
template <class S>
void same_move_as_the_game(const char* id, Level level) {
    AppContext app;
    app.seed = 3;
    std::unique_ptr<Table> t = app::find_game(id)->make_table(app, std::nullopt);
    const S& s = static_cast<const TableOf<S>&>(*t).state();
    Rng a(17), b(17);
    const std::string served = t->computer_move(a, 50, level);
    const std::string own = computer_move(s, level, b).to_string();
    CHECK(served == own);
}

}  // namespace

TEST_CASE("a served table plays the level asked for: the game's own move at that level") {
    for (Level l : {Level::Novice, Level::Casual, Level::Skilled}) {
        CAPTURE(level_name(l));
        same_move_as_the_game<arc::State>("arc", l);
        same_move_as_the_game<cgs::State>("cgs", l);
        same_move_as_the_game<herazeus::State>("herazeus", l);
    }
}

TEST_CASE("create carries a level by its word; another word is refused in our words") {
    std::string why;
    auto m = net::parse_client_message({{"type", "create"}, {"game", "arc"}, {"name", "e"}, {"computer", {1}}, {"level", "casual"}}, why);
    REQUIRE(m);
    const auto& c = std::get<net::Create>(*m);
    REQUIRE(c.level);
    CHECK(*c.level == Level::Casual);
    CHECK(net::to_json(net::ClientMessage{c})["level"] == "casual");
    CHECK(!net::parse_client_message({{"type", "create"}, {"game", "arc"}, {"name", "e"}, {"level", "grandmaster"}}, why));
    CHECK(why == "the computer's level must be one of novice, casual, skilled, strong");
    CHECK(!net::parse_client_message({{"type", "create"}, {"game", "arc"}, {"name", "e"}, {"level", 2}}, why));
    // None given: the game's own choice.
    m = net::parse_client_message({{"type", "create"}, {"game", "arc"}, {"name", "e"}}, why);
    REQUIRE(m);
    CHECK(!std::get<net::Create>(*m).level);
}

TEST_CASE("a served game keeps its computer's level: named in the lobby, back after a restart, in the records") {
    TempDir td;
    {
        net::GameStore store(td.path, app::registry_maker());
        net::ServedGame& g = store.create("versus", "herazeus", {}, {1}, "carol", 9, Level::Casual);
        CHECK(g.computer_name() == "the computer (casual)");
        store.take_seat(g, "carol", 0);
        REQUIRE(g.started());
        CHECK(g.replay().players[1] == "computer:casual");
        // An old game without a level keeps the plain name.
        net::ServedGame& old = store.create("older", "herazeus", {}, {1}, "carol", 9);
        CHECK(old.computer_name() == "the computer");
        CHECK(old.computer_player() == "computer:server");
    }
    net::GameStore again(td.path, app::registry_maker());
    REQUIRE(again.load_all().empty());
    net::ServedGame& g = *again.find("versus");
    REQUIRE(g.level);
    CHECK(*g.level == Level::Casual);
    CHECK(!again.find("older")->level);
    for (int i = 0; i < 20000 && !g.table->is_terminal(); ++i) {
        const std::string a = g.table->legal_actions().front();
        if (g.table->current_player() == 1) REQUIRE(again.play_computer(g, a) == "");
        else REQUIRE(again.play(g, "carol", a) == "");
    }
    REQUIRE(g.table->is_terminal());
    Records r(again.records_file());
    const auto c = r.games("carol");
    REQUIRE(c.size() == 2);  // all games, then each opponent
    CHECK(c[1].opponent == "computer:casual");
}

TEST_CASE("a game file whose computer level is damaged is named and left alone") {
    TempDir td;
    {
        net::GameStore store(td.path, app::registry_maker());
        store.create("versus", "herazeus", {}, {1}, "carol", 9, Level::Strong);
    }
    const auto file = td.path / "games" / "versus.json";
    nlohmann::json j = nlohmann::json::parse(std::ifstream(file));
    CHECK(j["extra"]["serve"]["level"] == "strong");
    j["extra"]["serve"]["level"] = "grandmaster";
    std::ofstream(file) << j.dump();
    net::GameStore again(td.path, app::registry_maker());
    const auto problems = again.load_all();
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].find("the computer's level must be one of novice, casual, skilled, strong") != std::string::npos);
    CHECK(again.find("versus") == nullptr);
}
