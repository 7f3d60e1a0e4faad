// The deck editor and the player's own decks: build with keys, the live check, save, open again,
// fix an unknown name, and find the deck on the set-up screen.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "arc/deck_editor.hpp"
#include "arc/deck_store.hpp"
#include "arc/seats.hpp"
#include "arc/start_screen.hpp"
#include "arc_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace arct;
namespace key = olympus::tui::key;

namespace {
std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void type(tui::ScreenStack& s, const std::string& text) {
    for (char ch : text) s.feed(ch);
}

AppContext context(const TempDir& dir) {
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    return ctx;
}
}  // namespace

TEST_CASE("ARC decks: file names for deck titles") {
    CHECK(deck_file_stem("My Deck!") == "my-deck");
    CHECK(deck_file_stem("  Xena's  Best -- 2 ") == "xena-s-best-2");
    CHECK(deck_file_stem("!!!").empty());
}

TEST_CASE("ARC deck editor: add and remove with keys, the check follows, save and open again") {
    TempDir dir;
    tui::ScreenStack stack(make_deck_editor(context(dir)));
    std::string empty = render(stack, 24, 80, true);
    CHECK(empty.find("Deck: 0 cards") != std::string::npos);
    CHECK(empty.find("at least 8") != std::string::npos);
    // The list starts at card 1 of the Hercules set; Spoiled Princess is the fourth.
    for (int i = 0; i < 3; ++i) stack.feed(key::Down);
    for (int i = 0; i < 5; ++i) stack.feed('+');
    std::string five = render(stack, 24, 80, true);
    CHECK(five.find("5 copies of Spoiled Princess (at most 4") != std::string::npos);
    // The problem reads whole at 80x24: its end wraps onto the next line rather than being cut.
    CHECK(five.find("resource)") != std::string::npos);
    CHECK(five.find("(not saved)") != std::string::npos);
    stack.feed('-');
    std::string four = render(stack, 24, 80, true);
    CHECK(four.find("copies of") == std::string::npos);
    CHECK(four.find("4 Spoiled Princess") != std::string::npos);
    CHECK(four.find("Deck: 4 cards") != std::string::npos);
    stack.feed(key::Up);
    stack.feed('+');
    const std::string one_more = render(stack, 24, 80, true);
    CHECK(one_more.find("Deck: 5 cards") != std::string::npos);
    // The mix in words where it fits: 4 of one character and 1 of the card above it.
    CHECK(one_more.find("4 characters, 1 action, 0") != std::string::npos);
    CHECK(one_more.find("combat cards, 0 resources") != std::string::npos);
    stack.feed('-');
    stack.feed(key::Down);
    // Resources: filter by type, add four of the first.
    stack.feed('t');  // characters
    stack.feed('t');  // actions
    stack.feed('t');  // combat
    stack.feed('t');  // resources
    CHECK(render(stack, 24, 80, true).find("type: resources") != std::string::npos);
    for (int i = 0; i < 6; ++i) stack.feed(key::Enter);  // resources have no limit of four
    std::string ten = render(stack, 24, 80, true);
    CHECK(ten.find("Deck: 10 cards") != std::string::npos);
    // Ten cards are legal only as an agreed size, never at the rule's 40.
    CHECK(ten.find("ready to play") == std::string::npos);
    CHECK(ten.find("10 cards, fewer than the agreed 40") != std::string::npos);
    CHECK(ten.find("4 characters, 0 actions, 0") != std::string::npos);
    CHECK(ten.find("combat cards, 6 resources: 6") != std::string::npos);
    CHECK(ten.find("green") != std::string::npos);
    // Name it and save.
    stack.feed('n');
    for (int i = 0; i < 10; ++i) stack.feed(key::Backspace);
    type(stack, "Test Deck");
    stack.feed(key::Enter);
    stack.feed('w');
    auto file = dir.path / "arc" / "decks" / "test-deck.txt";
    REQUIRE(std::filesystem::exists(file));
    CHECK(slurp(file) == "# Test Deck\n4 Spoiled Princess\n6 Wedding Feast\n");
    CHECK(render(stack, 24, 80, true).find("Saved as") != std::string::npos);
    auto own = list_own_decks(dir.path);
    REQUIRE(own.size() == 1);
    CHECK(own[0].deck.name == "Test Deck");
    CHECK(own[0].deck.total() == 10);
    // Leaving with nothing unsaved asks nothing.
    stack.feed('q');
    CHECK(stack.empty());
}

TEST_CASE("ARC deck editor: an unknown name gets the nearest known one, and f fixes it") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    std::ofstream(decks_dir(dir.path) / "typo.txt") << "# Typo\n4 Cyclopz\n6 Wedding Feast\n";
    tui::ScreenStack stack(make_deck_editor(context(dir)));
    stack.feed('o');
    std::string pick = render(stack, 24, 80, true);
    CHECK(pick.find("Mine: Typo") != std::string::npos);
    CHECK(pick.find("Sample: Hit and Run") != std::string::npos);
    stack.feed(key::Down);  // past "A new, empty deck"
    stack.feed(key::Enter);
    std::string opened = render(stack, 24, 80, true);
    CHECK(opened.find("unknown card 'Cyclopz' (did you mean 'Cyclops'?)") != std::string::npos);
    stack.feed('f');  // the deck panel has the focus after opening; the unknown name is first
    std::string fixed = render(stack, 24, 80, true);
    CHECK(fixed.find("'Cyclopz' is now Cyclops") != std::string::npos);
    CHECK(fixed.find("unknown card") == std::string::npos);
    // Unsaved changes: leaving asks first.
    stack.feed('q');
    CHECK(render(stack, 24, 80, true).find("Leave without saving") != std::string::npos);
    stack.feed('n');
    CHECK(!stack.empty());
}

TEST_CASE("ARC set-up: a player's own deck is offered, and a duel starts with it") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    std::string mine = "# Green Wall\n4 Cyclops\n4 Iolaus\n4 Atalanta\n4 Crafty Hunter\n12 Wedding Feast\n12 Satyr Hollow\n";
    std::ofstream(decks_dir(dir.path) / "green-wall.txt") << mine;
    tui::ScreenStack stack(make_setup_screen(context(dir)));
    stack.feed(key::Down);
    stack.feed(key::Down);
    stack.feed(key::Down);  // P1 deck
    std::string seen;
    for (int i = 0; i < 10 && seen.find("P1 deck     ← Green Wall (yours)") == std::string::npos; ++i) {
        stack.feed(key::Right);
        seen = render(stack, 24, 80, true);
    }
    CHECK(seen.find("Green Wall (yours)") != std::string::npos);
    INFO(seen);
    CHECK(seen.find("Green Wall (yours): green; Atalanta; mostly characters; 40 cards") != std::string::npos);
    stack.feed(key::Up);  // P1 is
    stack.feed(key::Up);
    stack.feed(key::Down);
    stack.feed(key::End);
    stack.feed(key::Enter);
    std::string table = render(stack, 24, 80, true);
    CHECK(table.find("Green Wall") != std::string::npos);
    auto saves = list_saves(dir.path / "arc");
    REQUIRE(saves.size() == 1);
    auto g = saved_from_json(read_save(saves[0].path, kGameId, kSaveVersion).state);
    CHECK(g.state.board().p[0].deck_name == "Green Wall");
    CHECK(g.state.board().p[0].decklist.size() == 40);
}

TEST_CASE("ARC deck editor: a legal deck that would lose on its own is not called ready to play") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    // 40 cards and no resources: legal, but nothing in it can ever be paid for.
    std::ofstream(decks_dir(dir.path) / "no-res.txt")
        << "# No Res\n4 Cyclops\n4 Iolaus\n4 Atalanta\n4 Crafty Hunter\n4 Spoiled Princess\n4 Questing Farmer\n"
           "4 Angry Villager\n4 Clumsy Giant\n4 Forest Raider\n4 Wandering Tribe\n";
    tui::ScreenStack stack(make_deck_editor(context(dir)));
    stack.feed('o');
    stack.feed(key::Down);  // past "A new, empty deck"
    stack.feed(key::Enter);
    std::string opened = render(stack, 24, 80, true);
    CHECK(opened.find("Deck: 40 cards") != std::string::npos);
    CHECK(opened.find("ready to play") == std::string::npos);
    CHECK(opened.find("legal, but it has no resources, so no card in it can ever be") != std::string::npos);
}

TEST_CASE("ARC deck editor: every problem and warning of a deck is said, and z offers the deck's own size in order") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    std::ofstream(decks_dir(dir.path) / "eight.txt") << "# Eight\n4 Cyclops\n4 Iolaus\n";
    tui::ScreenStack stack(make_deck_editor(context(dir)));
    stack.feed('o');
    stack.feed(key::Down);
    stack.feed(key::Enter);
    std::string opened = render(stack, 24, 80, true);
    INFO(opened);
    CHECK(opened.find("Deck check: 8 cards, fewer than the agreed 40") != std::string::npos);
    CHECK(opened.find("Also: it has no resources") != std::string::npos);
    CHECK(opened.find("Also: with 8 cards, 1 is left") != std::string::npos);
    CHECK(opened.find("first turn even if never attacked.") != std::string::npos);
    // The sizes come in order, the deck's own among them: 40, 50, 60, 8.
    for (const char* size : {"agreed size 50)", "agreed size 60)", "agreed size 8)"}) {
        stack.feed('z');
        CHECK(render(stack, 24, 80, true).find(size) != std::string::npos);
    }
    const std::string agreed = render(stack, 24, 80, true);
    CHECK(agreed.find("fewer than the agreed") == std::string::npos);
    CHECK(agreed.find("Deck check: legal, but it has no resources") != std::string::npos);
    stack.feed('z');
    CHECK(render(stack, 24, 80, true).find("agreed size 30)") != std::string::npos);
}

TEST_CASE("ARC set-up: each seat offers a person or the computer at every level, each with its line") {
    TempDir dir;
    tui::ScreenStack stack(make_setup_screen(context(dir)));
    stack.feed(key::Down);
    stack.feed(key::Down);
    stack.feed(key::Down);
    stack.feed(key::Down);  // P2 is: the strong computer by default
    const std::string form = render(stack, 24, 80, true);
    INFO(form);
    CHECK(form.find("P2 is       ← the computer, strong →") != std::string::npos);
    for (const char* w : {"the computer, novice:", "the computer, casual:", "the computer, skilled:", "a person at this keyboard:"})
        CHECK(form.find(w) != std::string::npos);
    check_golden("arc/setup-seat-80x24-unicode", form);
    check_golden("arc/setup-seat-80x24-ascii", render(stack, 24, 80, false));
}

TEST_CASE("ARC set-up: Xena against Hercules for three, and no duel without a person") {
    TempDir dir;
    tui::ScreenStack stack(make_setup_screen(context(dir)));
    stack.feed(key::Right);  // 3 players
    stack.feed(key::Down);
    stack.feed(key::Right);  // Xena, Hercules, Hercules
    std::string three = render(stack, 24, 80, true);
    CHECK(three.find("Xena, Hercules, Hercules") != std::string::npos);
    CHECK(three.find("P3 deck") != std::string::npos);
    stack.feed(key::Down);
    stack.feed(key::Right);  // P1: the novice computer
    stack.feed(key::End);
    stack.feed(key::Enter);
    CHECK(render(stack, 24, 80, true).find("At least one seat must be a person") != std::string::npos);
    stack.feed(key::Home);
    for (int i = 0; i < 2; ++i) stack.feed(key::Down);
    stack.feed(key::Left);  // P1: a person again
    stack.feed(key::End);
    stack.feed(key::Enter);
    std::string table = render(stack, 24, 80, true);
    CHECK(table.find("P3") != std::string::npos);
    auto saves = list_saves(dir.path / "arc");
    REQUIRE(saves.size() == 1);
    auto g = saved_from_json(read_save(saves[0].path, kGameId, kSaveVersion).state);
    CHECK(g.state.num_players() == 3);
    CHECK(g.state.db()[g.state.board().p[0].decklist.front()].set == "xena");
    CHECK(g.state.db()[g.state.board().p[1].decklist.front()].set == "hercules");
    CHECK(g.seats.humans() == 1);
}

TEST_CASE("ARC set-up: --opt presets decks, seats and who goes first; unknown keys and values, and a deck that needs fixing, are refused at once") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    std::ofstream(decks_dir(dir.path) / "broken.txt") << "# Broken\n4 Cyclops\n";
    AppContext ctx = context(dir);
    ctx.options = {{"players", "3"}, {"deck1", "fearless-band"}, {"deck2", "xena-bards-and-amazons"},
                   {"seat2", "quick"}, {"first", "2"}};
    tui::ScreenStack stack(make_setup_screen(ctx));
    const std::string form = render(stack, 24, 80, true);
    INFO(form);
    CHECK(form.find("Hercules, Xena, Hercules") != std::string::npos);
    CHECK(form.find("P1 deck       Fearless Band") != std::string::npos);
    CHECK(form.find("P2 deck       Bards and Amazons") != std::string::npos);
    CHECK(form.find("P2 is         the computer, skilled") != std::string::npos);  // "quick", the older word
    CHECK(form.find("Goes first    P2") != std::string::npos);
    stack.feed(key::End);
    stack.feed(key::Enter);
    auto saves = list_saves(dir.path / "arc");
    REQUIRE(saves.size() == 1);
    auto g = saved_from_json(read_save(saves[0].path, kGameId, kSaveVersion).state);
    CHECK(g.state.num_players() == 3);
    CHECK(g.state.board().p[0].deck_name == "Fearless Band");
    CHECK(g.state.board().p[1].deck_name == "Bards and Amazons");
    CHECK(g.seats.computer[1] == Level::Skilled);

    auto refused = [&](std::map<std::string, std::string> opts, const char* words) {
        AppContext bad = context(dir);
        bad.options = opts;
        CHECK_THROWS_WITH_AS(make_start_screen(bad), doctest::Contains(words), OptionError);
    };
    refused({{"deck1", "nonsense"}}, "--opt deck1=nonsense: P1 deck cannot be nonsense; it is one of arrows-and-antics, fearless-band");
    refused({{"colour", "red"}}, "there is no option colour here; the options are players, sets, seat1, deck1");
    // The seat who goes first by the name the form shows, in any case.
    for (const char* name : {"p2", "P2", "2"}) {
        AppContext named = context(dir);
        named.options = {{"first", name}};
        tui::ScreenStack shown(make_setup_screen(named));
        CHECK(render(shown, 24, 80, true).find("Goes first    P2") != std::string::npos);
    }
    refused({{"first", "3"}}, "Goes first cannot be P3; it is one of random, P1, P2.");
    refused({{"first", "p3"}}, "Goes first cannot be P3; it is one of random, P1, P2.");
    refused({{"first", "zeus"}}, "Goes first cannot be zeus; it is one of random, P1, P2.");
    refused({{"deck2", "mine:broken"}}, "P2 deck cannot be Broken (yours) now: needs fixing in the deck editor");
    refused({{"max_turns", "5"}}, "max_turns=5: expected a whole number from 10");
    // No seat left for a person: refused before the form opens, not at its Start row.
    refused({{"seat1", "strong"}}, "--opt seat1=strong: At least one seat must be a person (computer-only duels: olympus sim arc).");
}

TEST_CASE("ARC set-up: an own deck of another size than 40 is offered its own size, so it can start a duel") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    // 36 cards: legal only at an agreed size of 36.
    std::ofstream(decks_dir(dir.path) / "short.txt")
        << "# Short\n4 Cyclops\n4 Iolaus\n4 Atalanta\n4 Crafty Hunter\n4 Spoiled Princess\n4 Questing Farmer\n"
           "6 Wedding Feast\n6 Satyr Hollow\n";
    AppContext ctx = context(dir);
    ctx.options = {{"deck1", "mine:short"}, {"deck2", "mine:short"}};
    tui::ScreenStack stack(make_setup_screen(ctx));
    const std::string form = render(stack, 24, 80, true);
    INFO(form);
    CHECK(form.find("Deck size     36 cards (agreed)") != std::string::npos);
    stack.feed(key::End);
    stack.feed(key::Enter);
    auto saves = list_saves(dir.path / "arc");
    REQUIRE(saves.size() == 1);
    auto g = saved_from_json(read_save(saves[0].path, kGameId, kSaveVersion).state);
    CHECK(g.state.board().p[0].deck_name == "Short");
}

TEST_CASE("ARC set-up: a deck that would lose on its own is warned of on the form, before Start") {
    TempDir dir;
    std::filesystem::create_directories(decks_dir(dir.path));
    std::ofstream(decks_dir(dir.path) / "eight.txt") << "# Eight\n4 Cyclops\n4 Iolaus\n";
    AppContext ctx = context(dir);
    ctx.options = {{"deck1", "mine:eight"}, {"deck2", "mine:eight"}};
    tui::ScreenStack stack(make_setup_screen(ctx));
    for (int i = 0; i < 3; ++i) stack.feed(key::Down);  // P1 deck
    const std::string deck = render(stack, 24, 80, true);
    INFO(deck);
    CHECK(deck.find("P1 deck     ← Eight (yours)") != std::string::npos);
    CHECK(deck.find("Eight (yours): Iolaus; mostly characters; 8 cards, made in the deck") != std::string::npos);
    CHECK(deck.find("editor. Beware: it has no") != std::string::npos);
    CHECK(deck.find("mine:") == std::string::npos);
    stack.feed(key::End);
    const std::string start = render(stack, 24, 80, true);
    INFO(start);
    CHECK(start.find("Deck size     8 cards (agreed)") != std::string::npos);
    CHECK(start.find("Enter starts with the choices above. P1's deck: Beware: it has no") != std::string::npos);
    CHECK(start.find("P2's deck: Beware: it has no resources") != std::string::npos);
}
