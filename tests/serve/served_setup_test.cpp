// A game hosted on a server is set up by the game's own form (GameEntry::served_setup), less what
// only a game at one keyboard asks; the server and `olympus host` take `olympus play`'s --opt words
// and refuse others in play's words, before any game is made.
#include <doctest/doctest.h>

#include <algorithm>

#include "app/registry.hpp"
#include "app/serve_commands.hpp"
#include "core/engine.hpp"
#include "tui/served_setup.hpp"

using namespace olympus;

namespace {

std::vector<std::string> field_keys(const char* id, const tui::FormValues& v = {}) {
    std::vector<std::string> keys;
    for (const tui::FormField& f : app::find_game(id)->served_setup(AppContext{}).fields(v)) keys.push_back(f.key);
    return keys;
}

bool has(const std::vector<std::string>& keys, const std::string& k) { return std::find(keys.begin(), keys.end(), k) != keys.end(); }

// What `olympus play GAME --opt ...` says of these options, before the terminal opens.
std::string play_refusal(const char* id, const std::map<std::string, std::string>& opts) {
    AppContext ctx;
    ctx.options = opts;
    try {
        (void)app::find_game(id)->open(ctx);
    } catch (const OptionError& e) {
        return e.what();
    }
    return "";
}

// What the server says of them when asked to make the game.
std::string served_refusal(const char* id, const std::map<std::string, std::string>& opts) {
    try {
        (void)app::registry_maker().make(id, opts, 1, std::nullopt);
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

std::map<std::string, std::string> settled(const char* id, const tui::FormValues& given) {
    return tui::settle_served(app::find_game(id)->served_setup(AppContext{}), given);
}

}  // namespace

TEST_CASE("Served set-up: each game offers its own form's fields, without those of one keyboard") {
    for (const auto& g : app::games())
        if (g.make_table && g.make_remote_board) CHECK_MESSAGE(g.served_setup, g.id);
    auto arc = field_keys("arc", {{"players", "3"}});
    for (const char* k : {"players", "sets", "deck1", "deck3", "deck_size", "first"}) CHECK_MESSAGE(has(arc, k), k);
    for (const char* k : {"seat1", "seat2", "seat3"}) CHECK_MESSAGE(!has(arc, k), k);
    auto mh = field_keys("microhero", {{"players", "2"}});
    for (const char* k : {"difficulty", "players", "omphale", "stance2"}) CHECK_MESSAGE(has(mh, k), k);
    CHECK(!has(mh, "name"));  // a campaign's name belongs to a player's own campaigns
    auto cgs = field_keys("cgs", {{"players", "4"}});
    for (const char* k : {"players", "teams", "lead1", "lead4"}) CHECK_MESSAGE(has(cgs, k), k);
    CHECK(!has(cgs, "seat1"));
    auto hz = field_keys("herazeus");
    CHECK(hz == std::vector<std::string>{"first"});
}

TEST_CASE("Served set-up: play's --opt words become the rules' options, defaults included") {
    auto hz = settled("herazeus", {{"first", "zeus"}, {"max_turns", "90"}});
    CHECK(hz.at("first") == "zeus");
    CHECK(hz.at("max_turns") == "90");
    auto arc = settled("arc", {{"players", "3"}, {"sets", "hercules,xena,hercules"}, {"deck2", "xena-bards-and-amazons"}, {"first", "P2"}});
    CHECK(arc.at("players") == "3");
    CHECK(arc.at("deck2") == "xena-bards-and-amazons");
    CHECK(arc.count("deck3"));
    CHECK(arc.at("first") == "P2");
    CHECK_FALSE(settled("arc", {{"players", "2"}}).count("deck1"));  // the rules draw it from the seed
    auto cgs = settled("cgs", {{"players", "3"}, {"lead1", "xena"}});
    CHECK(cgs.at("characters").rfind("xena,", 0) == 0);
    auto mh = settled("microhero", {{"omphale", "on"}, {"players", "2"}});
    CHECK(mh.at("players") == "2");
    CHECK(mh.at("expansions").find("omphale") != std::string::npos);
    CHECK(mh.at("stance2") == "omphale");
    // And the server makes that game.
    auto t = app::registry_maker().make("arc", {{"players", "3"}}, 5, std::nullopt);
    CHECK(t->num_players() == 3);
}

TEST_CASE("Served set-up: the server refuses what play refuses, in the same words, before making anything") {
    CHECK(served_refusal("herazeus", {{"first", "moon"}}) == play_refusal("herazeus", {{"first", "moon"}}));
    CHECK(served_refusal("herazeus", {{"first", "moon"}}).find("Who starts cannot be moon") != std::string::npos);
    CHECK(served_refusal("cgs", {{"teams", "on"}}) == play_refusal("cgs", {{"teams", "on"}}));
    CHECK(served_refusal("microhero", {{"difficulty", "mythic"}}).find("cannot be Mythic") != std::string::npos);
    // An unknown key: the same sentence, naming the options the server offers.
    const std::string unknown = served_refusal("arc", {{"colour", "blue"}});
    CHECK(unknown.rfind("--opt colour=blue: there is no option colour here; the options are players, sets,", 0) == 0);
    CHECK(play_refusal("arc", {{"colour", "blue"}}).rfind("--opt colour=blue: there is no option colour here; the options are players, sets,", 0) == 0);
    // Play's other words are the server's too: expansions=all, characters=A,B.
    CHECK(settled("microhero", {{"expansions", "all"}}).at("expansions") == "blood,athena,hera,calm,omphale");
    CHECK(settled("cgs", {{"characters", "callisto,xena"}}).at("characters") == "callisto,xena");
    CHECK(served_refusal("microhero", {{"deck", "9T"}}) == play_refusal("microhero", {{"deck", "9T"}}));
    CHECK(served_refusal("herazeus", {{"first", "zeus"}}).empty());
}

TEST_CASE("Served set-up: Micro Hero's Heroic and Mythic stay locked on a server, and the refusal says why") {
    // docs/RULINGS.md: the campaigns a player has won are kept at their own terminal, not read by
    // the server; at a terminal the reason is a campaign to win, on a server where to play them.
    for (const char* d : {"heroic", "mythic"}) {
        const std::string why = served_refusal("microhero", {{"difficulty", d}});
        CAPTURE(why);
        CHECK(why.find("a game server cannot see the campaigns you have won") != std::string::npos);
        CHECK(why.find("opens once you have won a whole campaign") == std::string::npos);
    }
    for (const tui::FormField& f : app::find_game("microhero")->served_setup(AppContext{}).fields({}))
        if (f.key == "difficulty")
            for (const tui::FormChoice& c : f.choices) CHECK(c.locked.empty() == (c.key == "normal"));
}
