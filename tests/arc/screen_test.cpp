// The ARC screens: golden tables at 80x24 (the main step and blocking, Unicode and ASCII), the
// pass screen hides everything private, keys play moves, saves continue the same game.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>

#include <iostream>

#include "arc/play_screen.hpp"
#include "arc/policy.hpp"
#include "arc/seats.hpp"
#include "arc_test.hpp"
#include "core/records.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "arc/board_view.hpp"

using namespace arct;
namespace key = olympus::tui::key;

namespace {

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, Seats seats, const std::string& name = "g") {
    auto path = dir.path / "arc" / (name + ".json");
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), std::move(seats)}, std::move(lock), 1));
}

Seats vs_computer(int players = 2, Level level = Level::Skilled) {
    Seats s;
    s.computer.assign(static_cast<std::size_t>(players), level);
    s.computer[0] = std::nullopt;
    return s;
}

void show(const std::string& screen) {
    if (std::getenv("ARC_SHOW_SCREENS")) std::cout << screen << "\n";
}

}  // namespace

TEST_CASE("ARC screen: golden main step, Unicode and ASCII") {
    TempDir dir;
    auto stack = open(dir, pos(kMidGame), vs_computer());
    std::string uni = render(*stack, 24, 80, true);
    show(uni);
    CHECK(uni.find("[main]") != std::string::npos);
    CHECK(uni.find("Iolaus") != std::string::npos);
    CHECK(uni.find("Zeus") == std::string::npos);  // P2's hand stays hidden
    CHECK(uni.find("Hera's Enforcer") == std::string::npos);
    check_golden("arc/main-80x24-unicode", uni);
    check_golden("arc/main-80x24-ascii", render(*stack, 24, 80, false));
}

namespace {
// P2 attacks P1 with Hades (6) and Temple Protector (2); P1 may block with Iolaus (3) and
// Hunting Party (4): the rulebook's double block of 3 and 4 against 6.
State attacked() {
    State s = pos(R"({"players":2, "active":2, "turn":12, "resource_played":true, "seed":5,
      "p1":{"name":"Fearless Band", "hand":["Hercules","Festival Grounds","Satyr Hollow"],
            "resources":["Wedding Feast","Satyr Hollow","Hidden Clearing","Festival Grounds"],
            "characters":["Iolaus","Hunting Party","Spoiled Princess"], "deck_size":18},
      "p2":{"name":"The Art of War", "hand":["Zeus","Royal Guards"],
            "resources":["Burial Chamber","*Altar to Hera","Magical Cave","*Wedding Temple","Burial Chamber"],
            "characters":["Hades","Temple Protector","*Giant Eel"], "deck_size":15}})");
    act(s, "attack with Hades");
    act(s, "attack with Temple Protector");
    act(s, "done");
    REQUIRE(s.current_player() == 0);
    REQUIRE(s.board().step == Step::Block);
    return s;
}
}  // namespace

TEST_CASE("ARC screen: golden blocking with the blocks drawn as links, Unicode and ASCII") {
    TempDir dir;
    auto stack = open(dir, attacked(), vs_computer());
    std::string before = render(*stack, 24, 80, true);
    CHECK(before.find("[block]") != std::string::npos);
    stack->feed(' ');  // Iolaus blocks Hades (A)
    stack->feed(key::Right);
    stack->feed(' ');  // Hunting Party too
    std::string uni = render(*stack, 24, 80, true);
    show(uni);
    CHECK(uni.find("(A) Hades 6 vs Iolaus 3 + Hunting Party 4 = 7") != std::string::npos);
    CHECK(uni.find("(B) Temple Protector") != std::string::npos);
    check_golden("arc/block-80x24-unicode", uni);
    check_golden("arc/block-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("ARC screen: three players share the table legibly at 80x24") {
    TempDir dir;
    State s = pos(R"({"players":3, "active":1, "turn":7, "resource_played":true, "seed":6,
      "p1":{"name":"Fearless Band", "hand":["Hercules","Satyr Hollow","Cyclops"],
            "resources":["Wedding Feast","*Satyr Hollow","Bath House"], "characters":["Iolaus","*Forest Raider"], "deck_size":25},
      "p2":{"name":"Warrior Princess", "hand":["Xena","Corinth"],
            "resources":["Potidaea","Amazon Village","*Corinth"], "characters":["Gabrielle","Amazon Warrior"], "deck_size":22},
      "p3":{"name":"The Art of War", "hand":["Zeus"],
            "resources":["Burial Chamber","*Magical Cave"], "characters":["*Hades","Temple Protector","Giant Eel"], "deck_size":20}})");
    Seats seats = vs_computer(3);
    auto stack = open(dir, s, seats);
    std::string uni = render(*stack, 24, 80, true);
    show(uni);
    // A row that does not fit says how many more lie beyond ("+1"); the boxes it shows take the
    // room the others leave, and a name still too long for its box ends in a mark, never cut
    // where it could pass for a whole name ("Temple Pr").
    for (const char* name : {"Iolaus", "Gabrielle", "Amazon Warrior", "Hades", "Temple Protect…↑"})
        CHECK_MESSAGE(uni.find(name) != std::string::npos, name);
    // No name is cut bare: a part of a name followed straight by the box's orientation mark.
    for (const std::string name : {"Gabrielle", "Amazon Warrior", "Hades", "Temple Protector", "Giant Eel", "Iolaus", "Forest Raider"})
        for (std::size_t n = 1; n < name.size(); ++n)
            for (const char* edge : {"↑", "→"}) CHECK_MESSAGE(uni.find(name.substr(0, n) + edge) == std::string::npos, name.substr(0, n));
    CHECK(uni.find("+1") != std::string::npos);
    // The cursor on it: the line under the board names it whole.
    for (int i = 0; i < 3; ++i) stack->feed(key::Up);  // P1's resources, P1's characters, P3's characters
    stack->feed(key::Right);
    const std::string on_it = render(*stack, 24, 80, true);
    show(on_it);
    CHECK(on_it.find("P3's Temple Protector: blue character, cost 2, power 2; power now 2") != std::string::npos);
    stack->feed(key::Left);
    for (int i = 0; i < 3; ++i) stack->feed(key::Down);  // back to the hand
    // At 80 columns the halves have no room for every word: all three headers shorten alike.
    for (const std::string who : {"P2 (skilled) deck 22, hand 2, disc 0", "P3 (skilled) deck 20, hand 1, disc 0", "P1 (you) deck 25, hand 3, disc 0"})
        CHECK_MESSAGE(uni.find(who) != std::string::npos, who);
    CHECK(uni.find("discard ") == std::string::npos);
    CHECK(uni.find("Fearless Band") == std::string::npos);
    // The cursor reaches P3's last character: the row scrolls to show it.
    stack->feed(key::Up);  // P1's resources
    stack->feed(key::Up);  // P1's characters
    stack->feed(key::Up);  // P3's characters
    stack->feed(key::End);
    std::string scrolled = render(*stack, 24, 80, true);
    CHECK(scrolled.find("Giant Eel") != std::string::npos);
    CHECK(scrolled.find("P3's Giant Eel") != std::string::npos);
    CHECK(uni.find("Xena ") == std::string::npos);  // the others' hands stay hidden
    CHECK(uni.find("Zeus") == std::string::npos);
    check_golden("arc/three-80x24-unicode", uni);
}

TEST_CASE("ARC screen: three players at 160x48: every header says the same words, the deck's name too") {
    TempDir dir;
    State s = pos(R"({"players":3, "active":1, "turn":7, "resource_played":true, "seed":6,
      "p1":{"name":"Fearless Band", "hand":["Hercules","Satyr Hollow","Cyclops"],
            "resources":["Wedding Feast","*Satyr Hollow","Bath House"], "characters":["Iolaus","*Forest Raider"],
            "discard":["Spoiled Princess"], "deck_size":25},
      "p2":{"name":"Warrior Princess", "hand":["Xena","Corinth"],
            "resources":["Potidaea","Amazon Village","*Corinth"], "characters":["Gabrielle","Amazon Warrior"],
            "discard":["Giant Eel","Festival Grounds"], "deck_size":22},
      "p3":{"name":"The Art of War", "hand":["Zeus"],
            "resources":["Burial Chamber","*Magical Cave"], "characters":["*Hades","Temple Protector","Giant Eel"], "deck_size":20}})");
    auto stack = open(dir, s, vs_computer(3));
    const std::string wide = render(*stack, 48, 160, true);
    show(wide);
    for (const std::string who : {"P2 (skilled)", "deck 22, hand 2, discard 2", "Warrior Princess", "P3 (skilled)", "deck 20, hand 1, discard 0",
                            "The Art of War", "P1 (you)  deck 25, hand 3, discard 1", "Fearless Band"})
        CHECK_MESSAGE(wide.find(who) != std::string::npos, who);
    CHECK(wide.find("disc ") == std::string::npos);
    check_golden("arc/three-160x48-unicode", wide);
}

TEST_CASE("ARC screen: what is drawn depends on the seat's view only") {
    // Two worlds P1 cannot tell apart (P2's hand and both decks dealt differently) draw the same.
    State s = pos(kMidGame);
    Rng rng(77);
    State other = State::sample_world(s.view_for(0), 0, rng);
    REQUIRE(!(other == s));
    REQUIRE(other.view_for(0) == s.view_for(0));
    TempDir d1, d2;
    auto a = open(d1, s, vs_computer());
    auto b = open(d2, other, vs_computer());
    for (int k : std::vector<int>{0, key::Up, key::Up, key::Right, 'i', key::Escape, key::Up, key::Up, 'i'}) {
        if (k) {
            a->feed(k);
            b->feed(k);
        }
        CHECK(render(*a, 24, 80, true) == render(*b, 24, 80, true));
    }
}

TEST_CASE("ARC screen: the hot-seat pass screen shows nothing private") {
    TempDir dir;
    State s = pos(kMidGame);
    Seats people;
    people.computer.assign(2, std::nullopt);
    auto stack = open(dir, s, people);
    auto private_names = [&](int seat) {
        std::vector<std::string> out;
        for (const Card& c : s.board().p[static_cast<std::size_t>(seat)].hand) out.push_back(s.db()[c.id].name);
        return out;
    };
    auto shows_nothing = [&](const std::string& screen) {
        for (int seat : {0, 1})
            for (const std::string& n : private_names(seat)) CHECK_MESSAGE(screen.find(n) == std::string::npos, n);
        // Nor the table: the pass screen has its message and the public lines since the last pass.
        CHECK(screen.find("Hand") == std::string::npos);
        CHECK(screen.find("deck ") == std::string::npos);
    };
    std::string pass1 = render(*stack, 24, 80, true);
    show(pass1);
    CHECK(pass1.find("Pass the keyboard to P1") != std::string::npos);
    shows_nothing(pass1);
    stack->feed(key::Enter);
    std::string p1 = render(*stack, 24, 80, true);
    CHECK(p1.find("Hangman's Justice") != std::string::npos);  // P1's own hand
    CHECK(p1.find("Hera's Enforcer") == std::string::npos);    // not P2's
    // P1 attacks with Iolaus: P2 must decide on blocks, behind the pass screen first.
    stack->feed('a');
    stack->feed(key::Right);  // from Forest Raider past the tapped Angry Villager
    stack->feed(key::Right);  // to Iolaus
    stack->feed(' ');
    CHECK(render(*stack, 24, 80, true).find("Attackers: Iolaus 3") != std::string::npos);
    stack->feed(key::Enter);
    stack->feed('y');
    std::string pass2 = render(*stack, 24, 80, true);
    show(pass2);
    CHECK(pass2.find("Pass the keyboard to P2") != std::string::npos);
    shows_nothing(pass2);
    // What P1's move did, as a spectator would read it, is said before the keyboard passes.
    CHECK(pass2.find("Since the last pass:") != std::string::npos);
    CHECK(pass2.find("Iolaus of P1 attacks") != std::string::npos);
    CHECK(pass1.find("Since the last pass:") == std::string::npos);  // nothing yet at the start
    stack->feed(key::Enter);
    std::string p2 = render(*stack, 24, 80, true);
    show(p2);
    CHECK(p2.find("[block]") != std::string::npos);
    CHECK(p2.find("(A) Iolaus 3: unblocked") != std::string::npos);
    CHECK(p2.find("Hera's Enforcer") != std::string::npos);    // P2's own hand now
    CHECK(p2.find("Hangman's Justice") == std::string::npos);  // not P1's
}

namespace {
bool is_over(const std::string& screen) {
    return screen.find("wins! Press Enter") != std::string::npos || screen.find("drawn. Press Enter") != std::string::npos;
}

// Feeds keys as a patient person would until the game is over: yes to every question, Enter to go
// on, otherwise `own_move` (by default the first of every move: 'm', Enter). At a shared keyboard
// `at_pass` is handed each pass screen and passes the keyboard itself (by default Enter).
// Returns the last screen.
std::string play_out(tui::ScreenStack& stack, int limit, const std::function<void(const std::string&)>& at_pass = {},
                     const std::function<void()>& own_move = {}) {
    std::string screen;
    for (int i = 0; i < limit && !stack.empty(); ++i) {
        for (int t = 0; t < 4; ++t) stack.tick();
        screen = render(stack, 24, 80, true);
        if (is_over(screen)) break;
        if (screen.find("Pass the keyboard") != std::string::npos) {
            if (at_pass) at_pass(screen);
            else stack.feed(key::Enter);
        } else if (screen.find("[y] yes") != std::string::npos) {
            stack.feed('y');
        } else if (screen.find("Press Enter to go on") != std::string::npos) {
            stack.feed(key::Enter);
        } else if (own_move) {
            own_move();
        } else {
            stack.feed('m');
            stack.feed(key::Enter);
        }
    }
    return screen;
}
}  // namespace

TEST_CASE("ARC: a duel against the computer played through the screen ends, its save goes, and the records gain it") {
    TempDir dir;
    GameOptions o;
    o.seed = 11;
    o.values = {{"deck1", "hit-and-run"}, {"deck2", "xena-warrior-princess"}, {"first", "1"}, {"max_turns", "60"}};
    auto stack = open(dir, State::new_game(o, db()), vs_computer(2, Level::Skilled));
    CHECK(std::filesystem::exists(dir.path / "arc" / "g.json"));
    std::string end = play_out(*stack, 20000);
    show(end);
    CHECK_MESSAGE(is_over(end), end);
    CHECK(!std::filesystem::exists(dir.path / "arc" / "g.json"));  // a finished game is not continued
    stack->feed(key::Enter);
    CHECK(stack->empty());
    // The player's records gained the duel: one ARC game, against the skilled computer.
    Records rec(records_path(dir.path));
    const auto lines = rec.games(unix_user_name());
    REQUIRE(lines.size() == 2);
    CHECK((lines[0].game == "arc" && lines[0].opponent.empty() && lines[0].played == 1));
    CHECK(lines[0].won + lines[0].lost + lines[0].drawn == 1);
    CHECK((lines[1].opponent == "computer:skilled" && lines[1].played == 1));
}

TEST_CASE("ARC: three players, two of them people, play through the screen") {
    TempDir dir;
    GameOptions o;
    o.seed = 12;
    o.values = {{"players", "3"}, {"first", "2"}, {"max_turns", "45"}};
    Seats seats;
    seats.computer = {std::nullopt, Level::Skilled, std::nullopt};
    auto stack = open(dir, State::new_game(o, db()), seats);
    int passes = 0, cut_lists = 0;
    const std::string screen = play_out(*stack, 20000, [&](const std::string& pass) {
        ++passes;
        // A list since the last pass longer than its room (the computer's whole turn between the
        // two people) says so, and PgUp/Up read back to its oldest row, still behind the pass.
        if (pass.find("Up/Down to read") != std::string::npos && cut_lists++ < 3) {
            CHECK(pass.find("(rows 1-") == std::string::npos);
            CHECK(pass.find("Up/Down read") != std::string::npos);  // the key line too
            for (int k = 0; k < 20; ++k) stack->feed(key::PageUp);
            const std::string oldest = render(*stack, 24, 80, true);
            CHECK(oldest.find("Pass the keyboard") != std::string::npos);
            CHECK(oldest.find("(rows 1-") != std::string::npos);
            stack->feed(key::PageDown);
            CHECK(render(*stack, 24, 80, true).find("(rows 1-") == std::string::npos);
        }
        stack->feed(key::Enter);
    });
    show(screen);
    CHECK(passes > 10);
    CHECK(cut_lists > 0);
    CHECK_MESSAGE(is_over(screen), screen);
}

TEST_CASE("ARC screen: keys play a resource, a character and an attack; leaving saves the same game") {
    TempDir dir;
    State s = pos(R"({"players":2, "active":1, "turn":7, "resource_played":false, "seed":8,
      "p1":{"hand":["Cyclops","Hidden Clearing"], "resources":["Wedding Feast","Satyr Hollow","Bath House"],
            "characters":["Iolaus"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Temple Protector"], "deck_size":20}})");
    auto stack = open(dir, s, vs_computer(2, Level::Strong));
    // The hand as the view orders it: Cyclops, Hidden Clearing.
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("Cyclops costs 4; you have 3 untapped resources") != std::string::npos);
    stack->feed(key::Right);
    stack->feed(key::Enter);  // Hidden Clearing: the turn's resource
    stack->feed(key::Left);
    stack->feed(key::Enter);  // Cyclops, paid with the only way: three greens and the red
    std::string played = render(*stack, 24, 80, true);
    CHECK(played.find("P1 plays Cyclops, paying 3 green and 1 red") != std::string::npos);
    stack->feed('a');
    stack->feed(' ');  // Iolaus, the first that can attack
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("Attack P2?") != std::string::npos);
    stack->feed('y');
    std::string attacking = render(*stack, 24, 80, true);
    show(attacking);
    CHECK(attacking.find("[block]") != std::string::npos);
    stack->feed('q');
    stack->feed('y');
    CHECK(stack->empty());
    auto g = saved_from_json(read_save(dir.path / "arc" / "g.json", kGameId, kSaveVersion).state);
    State expect = s;
    for (const char* m : {"resource Hidden Clearing", "play Cyclops [GGGR]", "attack with Iolaus", "done"}) act(expect, m);
    CHECK(g.state == expect);
    CHECK(g.seats.computer[1] == Level::Strong);
    CHECK(!g.seats.computer[0]);
}

TEST_CASE("ARC screen: the rulebook's double block, the attacker picks which blocker goes, the outcome shows") {
    // Hades (6) attacks; Iolaus (3) and Hunting Party (4) block together: Hades is discarded, and
    // takes either blocker with it, not both. P1 picks Hunting Party on the screen.
    TempDir dir;
    State s = pos(R"({"players":2, "active":1, "turn":10, "resource_played":true, "seed":9,
      "p1":{"hand":["Wedding Feast"], "resources":["Burial Chamber"], "characters":["Hades"], "deck_size":20},
      "p2":{"hand":["Satyr Hollow"], "resources":["Wedding Feast"], "characters":["Iolaus","Hunting Party"], "deck_size":20}})");
    for (const char* m : {"attack with Hades", "done", "block Hades with Iolaus", "block Hades with Hunting Party"}) act(s, m);
    REQUIRE(s.board().step == Step::Discard);
    REQUIRE(s.current_player() == 0);
    auto stack = open(dir, s, vs_computer());
    std::string ask = render(*stack, 24, 80, true);
    show(ask);
    CHECK(ask.find("pick which are discarded") != std::string::npos);
    CHECK(ask.find("Discard the blocker Iolaus") != std::string::npos);
    CHECK(ask.find("Discard the blocker Hunting Party") != std::string::npos);
    CHECK(ask.find("A Hades 6 vs Iolaus 3 + Hunting Party 4 = 7") == std::string::npos);  // under the box
    stack->feed(key::Down);
    stack->feed(key::Enter);
    std::string outcome = render(*stack, 24, 80, true);
    show(outcome);
    CHECK(outcome.find("The attack resolves") != std::string::npos);
    CHECK(outcome.find("Hunting Party of P2 is discarded") != std::string::npos);
    CHECK(outcome.find("Hades of P1 is discarded") != std::string::npos);
    CHECK(outcome.find("Iolaus of P2 is discarded") == std::string::npos);
    stack->feed(key::Enter);
    std::string next = render(*stack, 24, 80, true);
    CHECK(next.find("The attack resolves") == std::string::npos);
    CHECK(next.find("Turn 11") != std::string::npos);
}

TEST_CASE("ARC screen: survives every size, and uses the room it gets") {
    TempDir dir;
    auto stack = open(dir, attacked(), vs_computer());
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {40, 120}, {100, 300}})
        CHECK(!render(*stack, h, w, true).empty());
    std::string small = render(*stack, 20, 70, true);
    CHECK(small.find("needs 80x24") != std::string::npos);
    std::string big = render(*stack, 40, 120, true);
    show(big);
    CHECK(big.find("P2 attacks P1") != std::string::npos);
    CHECK(big.find("\nP2 attacks P1") != std::string::npos);  // a taller screen shows more of the log
    CHECK(render(*stack, 24, 80, true).find("\nP2 attacks P1") == std::string::npos);
}

TEST_CASE("ARC: at a shared keyboard, the person the keyboard passes to sees the table as it is now, no box from before") {
    // The pass screen lists what happened since the last pass; a fight's result or a "While you
    // waited" box held from before it would tell the same again, over the table as it stood then.
    for (const auto& [players, seed] : {std::pair{2, 21ULL}, std::pair{3, 22ULL}}) {
        CAPTURE(players);
        TempDir dir;
        GameOptions o;
        o.seed = seed;
        o.values = {{"players", std::to_string(players)}, {"first", "1"}, {"max_turns", "30"}};
        Seats people;
        people.computer.assign(static_cast<std::size_t>(players), std::nullopt);
        auto stack = open(dir, State::new_game(o, db()), people);
        int passes = 0, fights = 0;
        play_out(
            *stack, 6000,
            [&](const std::string& pass) {
                fights += pass.find(" attacks") != std::string::npos;
                stack->feed(key::Enter);
                ++passes;
                const std::string next = render(*stack, 24, 80, true);
                CHECK_MESSAGE(next.find("Press Enter to go on") == std::string::npos, next);
            },
            [&] {
                // Attack with the first character that can, else the first move.
                stack->feed('a');
                stack->feed(' ');
                stack->feed(key::Enter);
                stack->feed('m');
                stack->feed(key::Enter);
            });
        CHECK(passes > 10);
        CHECK(fights > 0);  // fights were passed over, so boxes were there to be held
    }
}

TEST_CASE("ARC screen: with several people at the keyboard, a hand hides while the computer plays") {
    TempDir dir;
    State s = pos(R"({"players":3, "active":2, "turn":5, "resource_played":true, "seed":3,
      "p1":{"hand":["Hercules"], "resources":["Wedding Feast"], "characters":["Iolaus"]},
      "p2":{"hand":["Zeus","Royal Guards"], "resources":["Burial Chamber"], "characters":["Giant Eel"]},
      "p3":{"hand":["Cyclops"], "resources":["Satyr Hollow"], "characters":["Forest Raider"]}})");
    Seats seats;
    seats.computer = {std::nullopt, std::nullopt, Level::Skilled};
    auto stack = open(dir, s, seats);
    CHECK(render(*stack, 24, 80, true).find("Pass the keyboard to P2") != std::string::npos);
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("Royal Guards") != std::string::npos);
    stack->feed('e');
    std::string watching = render(*stack, 24, 80, true);
    show(watching);
    CHECK(watching.find("P3 (skilled) to act") != std::string::npos);
    CHECK(watching.find("hidden until your next decision") != std::string::npos);
    CHECK(watching.find("Royal Guards") == std::string::npos);
    CHECK(watching.find("Zeus") == std::string::npos);
    stack->feed('i');  // no details of a hidden card either
    CHECK(render(*stack, 24, 80, true).find("Zeus") == std::string::npos);
}

TEST_CASE("ARC screen: a save that fails is said, the duel goes on, and leaving waits for a save") {
    TempDir dir;
    auto stack = open(dir, pos(kMidGame), vs_computer());
    auto folder = dir.path / "arc";
    // The save file is replaced by a folder: the next save cannot rename over it.
    std::filesystem::remove(folder / "g.json");
    std::filesystem::create_directories(folder / "g.json" / "x");
    stack->feed('q');
    stack->feed('y');
    CHECK(!stack->empty());
    std::string notice = render(*stack, 24, 80, true);
    CHECK(notice.find("Not saved") != std::string::npos);  // the reason, whole, in a dialog
    CHECK(notice.find("Leaving would lose") != std::string::npos);
    stack->feed('\n');
    std::string screen = render(*stack, 24, 80, true);
    CHECK(screen.find("Not saved") == std::string::npos);
    CHECK(screen.find("Could not save:") != std::string::npos);
    std::filesystem::remove_all(folder / "g.json");
    stack->feed('q');
    stack->feed('y');
    CHECK(stack->empty());
    CHECK(std::filesystem::is_regular_file(folder / "g.json"));
}

TEST_CASE("ARC screen: i shows the card under the cursor in full, and its state when in play") {
    TempDir dir;
    State s = pos(kMidGame);
    auto stack = open(dir, s, vs_computer());
    stack->feed('i');  // the cursor starts on the first card of the sorted hand: Cyclops
    std::string hand_card = render(*stack, 24, 80, true);
    show(hand_card);
    const CardDef& herc = s.db()[*s.db().find("Cyclops")];
    CHECK(hand_card.find("Cyclops") != std::string::npos);
    CHECK(hand_card.find("cost " + std::to_string(herc.cost)) != std::string::npos);
    CHECK(hand_card.find("power " + std::to_string(herc.power)) != std::string::npos);
    CHECK(hand_card.find(card_text(s.db(), herc).substr(0, 20)) != std::string::npos);
    stack->feed(key::Escape);
    CHECK(render(*stack, 24, 80, true).find("[main]") != std::string::npos);
    stack->feed(key::Up);  // the resources
    stack->feed(key::Up);  // the characters: Forest Raider first
    stack->feed('i');
    std::string unit = render(*stack, 24, 80, true);
    show(unit);
    CHECK(unit.find("Forest Raider") != std::string::npos);
    CHECK(unit.find("In play for P1") != std::string::npos);
    CHECK(unit.find("untapped") != std::string::npos);
}

namespace {
// Three players, P1 to act in its main step; P2 and P3 showed a card each in their turns.
State shown_three() {
    State s = pos(R"({"players":3, "active":2, "turn":7, "resource_played":true, "seed":6,
      "p1":{"name":"Fearless Band", "hand":["Hercules","Satyr Hollow","Cyclops"],
            "resources":["Wedding Feast","*Satyr Hollow","Bath House"], "characters":["Iolaus","*Forest Raider"], "deck_size":25},
      "p2":{"name":"Warrior Princess", "hand":["Xena","Corinth","Gabrielle"],
            "resources":["Potidaea","Amazon Village","*Corinth"], "characters":["Amazon Warrior"], "deck_size":22},
      "p3":{"name":"The Art of War", "hand":["Zeus","Giant Eel"],
            "resources":["Burial Chamber","*Magical Cave"], "characters":["*Hades","Temple Protector"], "deck_size":20}})");
    act(s, "show Xena");
    act(s, "show Corinth");
    act(s, "end turn");
    act(s, "show Zeus");
    act(s, "end turn");
    REQUIRE(s.current_player() == 0);
    return s;
}
}  // namespace

TEST_CASE("ARC screen: three players: s shows the hand card to everybody; the others' shown cards are listed face up") {
    TempDir dir;
    auto stack = open(dir, shown_three(), vs_computer(3));
    std::string before = render(*stack, 24, 80, true);
    show(before);
    CHECK(before.find("\nP2 holds: Xena 5G, Corinth (R); P3 holds: Zeus 7B\n") != std::string::npos);
    for (const char* hidden : {"Gabrielle", "Giant Eel"}) CHECK_MESSAGE(before.find(hidden) == std::string::npos, hidden);
    CHECK(before.find("[Cyclops 4G]  Hercules") != std::string::npos);
    CHECK(before.find("power 4  (s: show to all)") != std::string::npos);
    // s asks first; n shows nothing.
    stack->feed('s');
    CHECK(render(*stack, 24, 80, true).find("Show Cyclops to everybody?") != std::string::npos);
    stack->feed('n');
    stack->feed('s');
    stack->feed('y');
    std::string after = render(*stack, 24, 80, true);
    show(after);
    CHECK(after.find("P1 shows Cyclops to everybody") != std::string::npos);
    CHECK(after.find("[Cyclops 4G \u2022]") != std::string::npos);
    CHECK(render(*stack, 24, 80, false).find("[Cyclops 4G *]") != std::string::npos);
    CHECK(after.find("power 4  (seen by all)") != std::string::npos);
    check_golden("arc/three-shown-80x24-unicode", after);
    // Once is enough; the key hint is in the help.
    stack->feed('s');
    CHECK(render(*stack, 24, 80, true).find("Everybody knows your Cyclops already.") != std::string::npos);
    stack->feed(key::Up);  // off the hand
    stack->feed('s');
    CHECK(render(*stack, 24, 80, true).find("Move to a card of your hand") != std::string::npos);
    stack->feed('?');
    CHECK(render(*stack, 24, 80, true).find("show the hand card to everybody") != std::string::npos);
}

TEST_CASE("ARC screen: a card's question lists its answers, not the cards that could be shown") {
    TempDir dir;
    State s = pos(R"({"players":3, "active":1,
        "p1":{"hand":["Centaur Attack","Nemesis Strikes!"],"resources":["Warlord Camp","Bath House"]},
        "p2":{"characters":["Argonaut"]}, "p3":{"characters":["Royal Guards"]}})");
    act(s, "play Centaur Attack [RR]");
    REQUIRE(legal(s, "show Nemesis Strikes!"));
    auto stack = open(dir, s, vs_computer(3));
    std::string menu = render(*stack, 24, 80, true);
    show(menu);
    CHECK(menu.find("Choose P2") != std::string::npos);
    CHECK(menu.find("Show ") == std::string::npos);
}

TEST_CASE("ARC screen: two players: nothing to show, but a card known to be in the other hand is listed") {
    TempDir dir;
    auto stack = open(dir, pos(kMidGame), vs_computer());
    stack->feed('s');
    CHECK(render(*stack, 24, 80, true).find("Showing a card of your hand is a three-player rule.") != std::string::npos);
    // P2's Argonaut goes back to its hand from play: everybody saw it go there.
    State s = pos(R"({"active":1, "p1":{"hand":["Send 'Em Flying"],"resources":["Wedding Feast","Satyr Hollow"]},
        "p2":{"characters":["Argonaut"],"hand":["Festival"]}})");
    act(s, "play Send 'Em Flying [GG]");
    TempDir dir2;
    auto other = open(dir2, s, vs_computer());
    std::string screen = render(*other, 24, 80, true);
    show(screen);
    CHECK(screen.find("\nP2 holds: Argonaut 3G\n") != std::string::npos);
    CHECK(screen.find("Festival") == std::string::npos);
}

// ---- the table shell (issue 18) and what issue 19 found on the screen ----

namespace {
// Runs the computer until the screen shows TEXT; true when some tick asked to drop the keys typed
// meanwhile.
bool tick_until(tui::ScreenStack& stack, const std::string& text, int h = 24, int w = 80) {
    bool stale = false;
    for (int i = 0; i < 400 && render(stack, h, w, true).find(text) == std::string::npos; ++i) {
        stack.tick();
        stale |= stack.take_stale_keys();
    }
    return stale;
}
}  // namespace

TEST_CASE("ARC table: keys typed during the computer's turn make no move, then or later") {
    TempDir dir;
    State s = pos(kMidGame);
    act(s, "end turn");  // P2, the computer, is to act
    auto stack = open(dir, s, vs_computer());
    auto whole_log = [&] {
        stack->feed('L');
        std::string log = render(*stack, 48, 160, true);
        stack->feed('q');
        return log;
    };
    const std::string log_then = whole_log();
    // Every key that would act for P1 at its own decision.
    for (int k : std::vector<int>{key::Enter, 'e', 'y', 'a', ' ', key::Enter, 'y', 'p', 'y', 'm', key::Enter, 's', key::Enter})
        stack->feed(k);
    CHECK(whole_log() == log_then);  // no move, for P1 or for the seat to act
    // Nothing was made: it is still the computer's turn, and P1 did nothing.
    CHECK(render(*stack, 24, 80, true).find("P2's turn") != std::string::npos);
    // The computer plays; a tick that made its move asks the terminal to drop what was typed
    // meanwhile (the keys a person pressed at the old table), once.
    const bool stale = tick_until(*stack, "your turn");
    CHECK(stale);
    CHECK(!stack->take_stale_keys());
    stack->feed('L');
    std::string log = render(*stack, 48, 160, true);
    show(log);
    CHECK(log.find("P1 plays") == std::string::npos);
    CHECK(log.find("P1 puts") == std::string::npos);
    CHECK(log.find("P1 attacks") == std::string::npos);
}

TEST_CASE("ARC table: q typed during the computer's turn asks to leave; the other keys typed then are dropped") {
    TempDir dir;
    State s = pos(kMidGame);
    act(s, "end turn");  // P2, the computer, is to act
    auto stack = open(dir, s, vs_computer());
    // The key line offers leaving during the computer's turn.
    CHECK(render(*stack, 24, 80, true).find("q leave") != std::string::npos);
    // The computer moves; what was typed meanwhile comes to the stack as stale.
    bool stale = false;
    for (int i = 0; i < 400 && !stale; ++i) {
        stack->tick();
        stale = stack->take_stale_keys();
    }
    REQUIRE(stale);
    CHECK(stack->feed_stale({key::Enter, 'e', 'y'}));  // nothing to leave with: all dropped
    CHECK(render(*stack, 24, 80, true).find("Leave the game?") == std::string::npos);
    CHECK(stack->feed_stale({key::Enter, 'e', 'q', key::Enter}));
    const std::string asked = render(*stack, 24, 80, true);
    show(asked);
    CHECK(asked.find("Leave the game? It is saved and can be") != std::string::npos);
    // While the question is open the computer waits.
    for (int i = 0; i < 20; ++i) stack->tick();
    CHECK(render(*stack, 24, 80, true).find("Leave the game?") != std::string::npos);
    stack->feed('y');
    CHECK(stack->empty());  // left, the duel saved
}

TEST_CASE("ARC table: a fight's result waits for Enter (the computer does not play on behind it)") {
    TempDir dir;
    auto stack = open(dir, pos(kMidGame), vs_computer());
    // P1 attacks with Iolaus; the turn passes to the computer once the fight is over.
    for (int k : std::vector<int>{'a', key::Right, key::Right, ' ', key::Enter, 'y'}) stack->feed(k);
    for (int i = 0; i < 400; ++i) {
        const std::string now = render(*stack, 24, 80, true);
        if (now.find("The attack resolves") != std::string::npos) break;
        if (now.find("Combat card?") != std::string::npos) {
            stack->feed('p');  // no combat card
            stack->feed('y');
        } else {
            stack->tick();
        }
    }
    std::string first = render(*stack, 24, 80, true);
    show(first);
    REQUIRE(first.find("The attack resolves") != std::string::npos);
    auto whole_log = [&] {
        stack->feed('L');
        std::string log = render(*stack, 48, 160, true);
        stack->feed('q');
        return log;
    };
    const std::string log_then = whole_log();
    for (int i = 0; i < 20; ++i) stack->tick();
    CHECK(render(*stack, 24, 80, true) == first);
    CHECK(whole_log() == log_then);  // nothing happened behind the box
    stack->feed(key::Down);  // scrolls, never plays
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("The attack resolves") == std::string::npos);
}

TEST_CASE("ARC table: the inspector reads the card under the cursor and the card a menu entry names") {
    TempDir dir;
    State s = pos(kMidGame);  // P1 to act, the cursor on the first card of its hand
    auto stack = open(dir, s, vs_computer());
    auto text_of = [&](const char* name) { return card_text(s.db(), s.db()[*s.db().find(name)]).substr(0, 25); };
    std::string wide = render(*stack, 48, 160, true);
    show(wide);
    CHECK(wide.find(text_of("Cyclops")) != std::string::npos);  // the first card of the hand, in its column
    // Whole names from about 100 columns: a tapped character's box shows all of it.
    CHECK(wide.find("Hera's Executioners") != std::string::npos);
    // A menu entry that names a card: its text.
    stack->feed('m');
    std::string menu;
    bool named = false;
    for (int i = 0; i < 12 && !named; ++i) {
        menu = render(*stack, 48, 160, true);
        named = menu.find("▶ Play Hangman's Justice") != std::string::npos && menu.find(text_of("Hangman's Justice")) != std::string::npos;
        if (!named) stack->feed(key::Down);
    }
    show(menu);
    CHECK(named);
}

TEST_CASE("ARC table: from 100 columns the card under the cursor is read beside the board, no key pressed") {
    TempDir dir;
    State s = pos(kMidGame);  // the cursor on Cyclops, the first card of P1's hand
    auto stack = open(dir, s, vs_computer());
    const std::string text = card_text(s.db(), s.db()[*s.db().find("Cyclops")]);
    const std::string rule = "blocking.";  // the end of its rules text, in the column's last line of it
    REQUIRE(text.find(rule) != std::string::npos);
    std::string at100 = render(*stack, 30, 100, true);
    show(at100);
    CHECK(at100.find("┌ Cyclops ─") != std::string::npos);  // the column, titled with the card
    CHECK(at100.find(rule) != std::string::npos);
    // The board keeps the 80 columns it is laid out for: the step line is whole.
    CHECK(at100.find("untap draw resource [main] attack block combat discard") != std::string::npos);
    // At 80x24 the board alone, the card's summary and its text under it.
    std::string at80 = render(*stack, 24, 80, true);
    CHECK(at80.find("┌ Cyclops ─") == std::string::npos);
    CHECK(at80.find("Cyclops: green character, cost 4, power 4") != std::string::npos);
    CHECK(at80.find(text) != std::string::npos);
}

TEST_CASE("ARC table: a hand on two rows says where it goes on; going round the row is said") {
    TempDir dir;
    State s = pos(R"({"players":2, "active":1, "turn":4, "resource_played":false, "seed":2,
      "p1":{"hand":["Hercules","Cyclops","Hidden Clearing","Hangman's Justice","Festival Grounds","Satyr Wannabes",
                    "Spoiled Princess","Forest Raider","Wedding Feast"], "resources":["Wedding Feast"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Giant Eel"], "deck_size":20}})");
    auto stack = open(dir, s, vs_computer());
    std::string screen = render(*stack, 24, 80, true);
    show(screen);
    CHECK(screen.find("→\n") != std::string::npos);  // the first row ends with the sign
    CHECK(screen.find("   → ") != std::string::npos);  // and the second begins with it
    stack->feed(key::Left);
    CHECK(render(*stack, 24, 80, true).find("Round to the last card") != std::string::npos);
}

TEST_CASE("ARC table: a hand scrolled to its last row keeps its label whole, Unicode and ASCII") {
    TempDir dir;
    State s = pos(R"({"players":2, "active":1, "turn":4, "resource_played":false, "seed":2,
      "p1":{"hand":["Iolaus","Hidden Clearing","Hall of the Golden Fleece","Hercules Bowls 'Em Over","Archery Contest",
                    "Elite Archers","Warlord Camp","Town Square","Hangman's Justice","Festival Grounds","Satyr Wannabes",
                    "Spoiled Princess","Forest Raider"], "resources":["Wedding Feast"], "deck_size":20},
      "p2":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Giant Eel"], "deck_size":20}})");
    auto stack = open(dir, s, vs_computer());
    stack->feed(key::Left);  // round to the last card, on a row below the first ones shown
    for (bool unicode : {true, false}) {
        CAPTURE(unicode);
        const std::string screen = render(*stack, 24, 80, unicode);
        show(screen);
        CHECK(screen.find(unicode ? "↑\n" : "^\n") != std::string::npos);  // the hand begins above
        CHECK(screen.find("\nHand ") != std::string::npos);
        CHECK(screen.find(unicode ? "Han→" : "Han>") == std::string::npos);
    }
}

TEST_CASE("ARC table: golden at 160x48") {
    // The mid-game position played on by the heuristic player until the log has a screenful and
    // P1 is to act again: the golden holds the log's rows, not an empty space.
    State s = pos(kMidGame);
    Rng rng(4, 1);
    for (int i = 0; i < 400 && !s.is_terminal() && (s.board().log.size() < 18 || s.current_player() != 0); ++i)
        s.apply(heuristic_action(s, rng));
    REQUIRE(s.current_player() == 0);
    REQUIRE(s.view_for(0).board.log.size() >= 18);
    TempDir dir;
    auto stack = open(dir, s, vs_computer());
    std::string big = render(*stack, 48, 160, true);
    show(big);
    check_golden("arc/main-160x48-unicode", big);
    // The step track ends a space before the inspector's frame, in ASCII too.
    CHECK(big.substr(0, big.find('\n')).find("discard ┌") != std::string::npos);
    const std::string ascii = render(*stack, 48, 160, false);
    CHECK(ascii.substr(0, ascii.find('\n')).find("discard +") != std::string::npos);
}

TEST_CASE("ARC table: at 160x48 the log shows at least 15 lines, and the golden holds them") {
    // A seeded duel played on by the heuristic player until the log is long and P1 is to act.
    GameOptions o;
    o.seed = 21;
    o.values["players"] = "2";
    State s = State::new_game(o);
    Rng rng(21, 1);
    for (int i = 0; i < 600 && !s.is_terminal() && (s.board().log.size() < 25 || s.current_player() != 0); ++i)
        s.apply(heuristic_action(s, rng));
    const std::vector<std::string> log = s.view_for(0).board.log;
    REQUIRE(log.size() >= 20);
    REQUIRE(s.current_player() == 0);
    TempDir dir;
    auto stack = open(dir, s, vs_computer());
    const std::string wide = render(*stack, 48, 160, true);
    show(wide);
    int shown = 0;
    for (std::size_t i = log.size() - 20; i < log.size(); ++i) shown += wide.find(log[i].substr(0, 40)) != std::string::npos;
    CHECK_MESSAGE(shown >= 15, wide);
    check_golden("arc/log-160x48-unicode", wide);
}

TEST_CASE("ARC undo hooks: an attack shows nothing hidden, a draw does; a new turn is a new mark") {
    const State a = pos(kMidGame);  // P1's main step
    State attacked_now = a;
    act(attacked_now, "attack with Iolaus");
    CHECK(!revealed_hidden(a, attacked_now));
    CHECK(turn_mark_of(attacked_now) == turn_mark_of(a));
    State next_turn = a;
    act(next_turn, "end turn");  // P2 draws a card
    CHECK(revealed_hidden(a, next_turn));
    CHECK(turn_mark_of(next_turn) != turn_mark_of(a));
}

TEST_CASE("ARC table: the combat card question reads whole at 80x24, whatever card the cursor is on") {
    // P1 attacks holding only combat cards, long ones among them; the question then names the
    // card under the cursor, and its keys must never be cut off.
    std::string json = kMidGame;
    const std::string hand = R"("hand":["Hercules","Cyclops","Hidden Clearing","Hangman's Justice","Festival Grounds"])";
    REQUIRE(json.find(hand) != std::string::npos);
    json.replace(json.find(hand), hand.size(),
                 R"("hand":["Destructiveness","Hercules Trains the Villagers","Hit 'Em While They're Down","Antaeus Guards the Way","Do The Twanky Twiddle!"])");
    TempDir dir;
    auto stack = open(dir, pos(json.c_str()), vs_computer());
    for (int k : std::vector<int>{'a', key::Right, key::Right, ' ', key::Enter, 'y'}) stack->feed(k);
    for (int i = 0; i < 400 && render(*stack, 24, 80, true).find("Combat card?") == std::string::npos; ++i) stack->tick();
    std::string screen = render(*stack, 24, 80, true);
    REQUIRE_MESSAGE(screen.find("Combat card?") != std::string::npos, screen);
    int seen = 0;
    for (int card = 0; card < 6; ++card) {  // the five hand cards, then a character of the fight
        for (bool unicode : {true, false}) {
            screen = render(*stack, 24, 80, unicode);
            // The question's lines, from "Combat card?" to the line that ends it.
            const std::size_t at = screen.find("Combat card?");
            REQUIRE(at != std::string::npos);
            std::string said;
            for (std::size_t line = at; line < screen.size() && said.find("plays none.") == std::string::npos;) {
                const std::size_t end = screen.find('\n', line);
                said += screen.substr(line, end - line) + " ";
                if (end == std::string::npos) break;
                line = end + 1;
                if (said.size() > 400) break;
            }
            CHECK_MESSAGE(said.find("p plays none.") != std::string::npos, screen);
        }
        ++seen;
        stack->feed(card < 4 ? key::Right : key::Up);
    }
    CHECK(seen == 6);
}

namespace {
std::string last_line(const std::string& screen) {
    const auto end = screen.find_last_not_of('\n');
    return screen.substr(screen.rfind('\n', end) + 1, end - screen.rfind('\n', end));
}
}  // namespace

TEST_CASE("ARC table at 80x24: the card under the cursor is read under the board, no key pressed") {
    TempDir dir;
    State s = pos(kMidGame);
    auto stack = open(dir, s, vs_computer());
    stack->feed(key::Right);  // Hercules: its text runs over two rows
    std::string uni = render(*stack, 24, 80, true);
    show(uni);
    CHECK(uni.find("Hercules: green character, cost 6, power 7, unique") != std::string::npos);
    CHECK(uni.find("When blocked, power beyond its blockers' total discards that many cards from the\ndefender's deck.") !=
          std::string::npos);
    check_golden("arc/read-80x24-unicode", uni);
    check_golden("arc/read-80x24-ascii", render(*stack, 24, 80, false));
    // A card of the other side, and one whose text is longer than the rows left for it: cut at a
    // word, and `i` named for the rest.
    for (int i = 0; i < 3; ++i) stack->feed(key::Up);  // P2's characters
    stack->feed(key::Home);
    stack->feed(key::Right);  // Hera's Executioners
    const std::string theirs = render(*stack, 24, 80, true);
    show(theirs);
    CHECK(theirs.find("P2's Hera's Executioners: blue character, cost 4, power 4; power now 4") != std::string::npos);
    CHECK(theirs.find("When it comes into play: Discard one of your opponent's characters with power 1") != std::string::npos);
    // While P2 is to act the prompt names nobody's card: the text comes after the card's name.
    act(s, "end turn");
    auto waiting = open(dir, s, vs_computer(), "w");
    waiting->feed(key::Right);
    const std::string wait = render(*waiting, 24, 80, true);
    show(wait);
    CHECK(wait.find("P2 (skilled) to act.") != std::string::npos);
    CHECK(wait.find("Hercules: When blocked, power beyond its blockers' total discards") != std::string::npos);
    // A long text with a long forecast under it: one row, cut at a word, which says i reads it all.
    State b = attacked();
    auto blocking = open(dir, b, vs_computer(), "b");
    const std::string block = render(*blocking, 24, 80, true);
    show(block);
    CHECK(block.find("Iolaus: When it attacks: One of your other attacking characters… (i: read all)") != std::string::npos);
    CHECK(block.find("(B) Temple Protector 2: unblocked, discards 2 from P1's deck") != std::string::npos);  // the forecast whole
}

TEST_CASE("ARC table at 80x24: the key line names H and u on the player's turn, and only the keys that work on the computer's") {
    TempDir dir;
    State s = pos(kMidGame);
    auto stack = open(dir, s, vs_computer());
    CHECK(last_line(render(*stack, 24, 80, true)) == "? help  Enter play/use  a attack  e end turn  m moves  q leave  H hint");
    // Play Hangman's Justice on Hera's Executioners: nothing hidden comes to light, so it can be taken back.
    for (int i = 0; i < 4; ++i) stack->feed(key::Right);
    for (int i = 0; i < 4 && render(*stack, 24, 80, true).find("Hangman's Justice 3R") != std::string::npos; ++i) stack->feed(key::Enter);
    const std::string played = render(*stack, 24, 80, true);
    show(played);
    REQUIRE(played.find("Hangman's Justice 3R") == std::string::npos);
    REQUIRE(played.find("your turn") != std::string::npos);
    CHECK(last_line(played) == "? help  Enter play/use  a attack  e end turn  m moves  q leave  H hint  u undo");
    // The turn ends: the computer is to act, and the line offers what works while it does (P2's
    // draw came to light, so nothing can be taken back).
    stack->feed('e');
    const std::string theirs = render(*stack, 24, 80, true);
    show(theirs);
    REQUIRE(theirs.find("P2's turn") != std::string::npos);
    CHECK(last_line(theirs) == "? help  arrows look  i read it whole  L whole log  q leave");
    // H is refused then, as the line says by not naming it.
    stack->feed('H');
    CHECK(render(*stack, 24, 80, true).find("A hint is for your own decision") != std::string::npos);
    // Three players: the same line, leaving after the board's keys.
    State three = pos(R"({"players":3, "active":1, "turn":7, "resource_played":true, "seed":6,
      "p1":{"hand":["Hercules","Cyclops"], "resources":["Wedding Feast"], "characters":["Iolaus"], "deck_size":25},
      "p2":{"hand":["Xena"], "resources":["Potidaea"], "characters":["Gabrielle"], "deck_size":22},
      "p3":{"hand":["Zeus"], "resources":["Burial Chamber"], "characters":["Hades"], "deck_size":20}})");
    auto table3 = open(dir, three, vs_computer(3), "three");
    CHECK(last_line(render(*table3, 24, 80, true)) == "? help  Enter play/use  a attack  e end turn  m moves  q leave  H hint");
    // The help still names every key.
    table3->feed('?');
    std::string help = render(*table3, 48, 160, true);
    show(help);
    // The help's key column lines up with spaces: read it with each run of spaces as one.
    help.erase(std::unique(help.begin(), help.end(), [](char a, char b) { return a == ' ' && b == ' '; }), help.end());
    for (const char* k : {"arrows move over the cards", "s show the hand card to everybody", "u undo", "H hint"})
        CHECK_MESSAGE(help.find(k) != std::string::npos, k);
}

TEST_CASE("ARC table at 80x24: the log under the card's text shows whole entries, never the end of one cut at the top") {
    State s = pos(kMidGame);
    View v = s.view_for(0);
    BoardUi ui;
    ui.prompt = "Cyclops: green character, cost 4, power 4";
    ui.inspect = "+1 power while blocking.";
    const std::string cut = "P1 discards 2 cards from the deck: Catapult Attack, Warlord Camp, and two more names to wrap (Archery Contest).";
    ui.log = {"Turn 9 is P1's.", cut, "P1 shows Cyclops to everybody."};
    tui::MemoryCanvas c(24, 80);
    tui::Theme t;
    t.glyphs = &tui::unicode_glyphs();
    draw_board(c, {0, 0, 23, 80}, v, ui, t);
    const std::string screen = c.to_text();
    show(screen);
    REQUIRE(tui::wrap_entry(cut, 79).size() == 2);
    CHECK(screen.find("+1 power while blocking.\n") != std::string::npos);
    CHECK(screen.find("P1 shows Cyclops to everybody.") != std::string::npos);
    CHECK(screen.find("(Archery Contest).") == std::string::npos);  // it does not fit whole: none of it shows
}

TEST_CASE("ARC table at 80x24: a menu entry that names a card reads its text in the menu's box") {
    TempDir dir;
    auto stack = open(dir, pos(kMidGame), vs_computer());
    stack->feed('m');
    std::string menu;
    for (int i = 0; i < 12 && menu.find("▶ Play Hangman's Justice") == std::string::npos; ++i) {
        if (i) stack->feed(key::Down);
        menu = render(*stack, 24, 80, true);
    }
    show(menu);
    REQUIRE(menu.find("▶ Play Hangman's Justice") != std::string::npos);
    CHECK(menu.find("┃ Hangman's Justice: Discard one of your opponent's tapped characters from ┃\n  ┃ play.") != std::string::npos);
    check_golden("arc/menu-80x24-unicode", menu);
    check_golden("arc/menu-80x24-ascii", render(*stack, 24, 80, false));
    // An entry naming a character in play reads that character.
    for (int i = 0; i < 12 && menu.find("▶ Attack with") == std::string::npos; ++i) {
        stack->feed(key::Down);
        menu = render(*stack, 24, 80, true);
    }
    show(menu);
    REQUIRE(menu.find("▶ Attack with Forest Raider") != std::string::npos);
    CHECK(menu.find("┃ Forest Raider: Discards 1 more when unblocked.") != std::string::npos);
}
