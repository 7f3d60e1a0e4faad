// The Hera & Zeus screen: golden boards, the view it draws hides the opponent's cards, keys play.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/save.hpp"
#include "herazeus/entry.hpp"
#include "herazeus/play_screen.hpp"
#include "herazeus/start_screen.hpp"
#include "hz_test.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::herazeus;
namespace key = olympus::tui::key;

namespace {
// A mid-game position: face-up and face-down cards on both sides, Zeus's figure standing.
const char* kMidGame = R"({"to_move":"hera","turn":6,"ap_total":3,
  "hera":{"field":[["^amazon","hydra"],["nemesis!","harpy","furies"],["medusa"]],
          "hand":["pegasus","pythia","artemis","hydra"]},
  "zeus":{"field":[["figure","giant"],["^cyclops"],["centaur","apollo"]],
          "hand":["pythia","giant","centaur"]}})";

std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, Seats seats) {
    auto path = dir.path / "herazeus" / "g.json";
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), seats}, std::move(lock), 1));
}
// Moves the open menu's cursor to the item that reads `label` and chooses it.
void choose(tui::ScreenStack& stack, const std::string& label) {
    const std::string mark = std::string(tui::ascii_glyphs().cursor) + " " + label;
    for (int i = 0; i < 60; ++i) {
        if (render(stack, 24, 80, false).find(mark) != std::string::npos) {
            stack.feed(key::Enter);
            return;
        }
        stack.feed(key::Down);
    }
    FAIL("no menu item '" << label << "'");
}
}  // namespace

TEST_CASE("Hera & Zeus screen: golden mid-game board, Unicode and ASCII") {
    TempDir dir;
    auto stack = open(dir, hz::pos(kMidGame), Seats{{std::nullopt, Level::Skilled}});
    std::string uni = render(*stack, 24, 80, true);
    CHECK(uni.find("(Hydra") != std::string::npos);     // own face-down card, shown to its owner
    CHECK(uni.find("[Cyclops") != std::string::npos);   // face up
    CHECK(uni.find("ZEUS figure") != std::string::npos);
    CHECK(uni.find("Giant") == std::string::npos);  // Zeus's face-down cards and hand stay hidden
    CHECK(uni.find("Centaur") == std::string::npos);
    // At 80 columns the key line keeps leave and hint; the arrows and all moves give way (the help has them).
    const std::string keys = uni.substr(uni.rfind('\n', uni.size() - 2) + 1);
    CHECK(keys.find("1-3 challenge") != std::string::npos);
    CHECK(keys.find("q leave") != std::string::npos);
    CHECK(keys.find("H hint") != std::string::npos);
    check_golden("herazeus/midgame-80x24-unicode", uni);
    check_golden("herazeus/midgame-80x24-ascii", render(*stack, 24, 80, false));
    // A wide terminal: the inspector has its column, reading the card under the cursor whole.
    std::string wide = render(*stack, 48, 160, true);
    CHECK(wide.find("┌ Pegasus") != std::string::npos);
    CHECK(wide.find("(i: read all)") == std::string::npos);  // not repeated under the hand
    // The golden at 160x48 after a few turns played on from here (Hera takes the first move of
    // the list, the computer answers), so its log rows hold lines.
    for (int i = 0; i < 6; ++i) {
        for (int k : std::vector<int>{'a', key::Enter, 'y'}) stack->feed(k);
        while (stack->tick()) {
        }
    }
    wide = render(*stack, 48, 160, true);
    int logged = 0;
    for (std::size_t at = 0; (at = wide.find("\n", at)) != std::string::npos; ++at) logged += wide.compare(at + 1, 5, "Turn ") == 0 || wide.compare(at + 1, 5, "Hera ") == 0 || wide.compare(at + 1, 5, "Zeus ") == 0;
    CHECK_MESSAGE(logged >= 6, wide);
    check_golden("herazeus/midgame-160x48-unicode", wide);
}

TEST_CASE("Hera & Zeus screen at 80x24: the card under the cursor is read on the rows there are, and in a menu") {
    TempDir dir;
    auto stack = open(dir, hz::pos(kMidGame), Seats{{std::nullopt, Level::Skilled}});
    // Pegasus's whole text fits under the hand: nothing is cut while rows stay empty.
    std::string board = render(*stack, 24, 80, true);
    CHECK(board.find("(i: read all)") == std::string::npos);
    CHECK(board.find("4 copies in Hera's deck.") != std::string::npos);
    // Its menu keeps reading it, at the foot of the choices.
    stack->feed(key::Enter);
    std::string menu = render(*stack, 24, 80, true);
    REQUIRE(menu.find("What to do with Pegasus") != std::string::npos);
    CHECK(menu.find("take a random card") != std::string::npos);
    stack->feed(key::Escape);
    // The list of every move: the entry's card is read, here a card not under the cursor.
    stack->feed('a');
    const std::string entry = std::string(tui::ascii_glyphs().cursor) + " Play Artemis (6) face down: column 2, front row";
    std::string all;
    for (int i = 0; i < 60 && all.find(entry) == std::string::npos; ++i) {
        stack->feed(key::Down);
        all = render(*stack, 24, 80, false);
    }
    REQUIRE(all.find(entry) != std::string::npos);
    CHECK(all.find("Artemis: Strength 6.") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: choosing a card shows where it goes, Enter plays it") {
    TempDir dir;
    State s = hz::pos(kMidGame);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    stack->feed(key::Enter);  // the first card of the hand
    std::string screen = render(*stack, 24, 80, true);
    CHECK(screen.find("goes here") != std::string::npos);
    CHECK(screen.find("What to do with") != std::string::npos);
    int before = static_cast<int>(s.view_for(0).board.side[0].hand.size());
    stack->feed(key::Enter);
    std::string after = render(*stack, 24, 80, true);
    CHECK(after.find("What to do with") == std::string::npos);
    CHECK(after.find("hand " + std::to_string(before - 1)) != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: after Pandora's box the player is asked the order of the discards") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"hera":{"field":[["hydra","harpy","furies"],["artemis"]]},
      "zeus":{"field":[["pandora","giant","apollo"],["centaur"]]}})");
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Skilled}});
    stack->feed('1');
    // A challenge is final: one key only asks.
    std::string screen = render(*stack, 24, 80, true);
    CHECK(screen.find("Both cards are shown") != std::string::npos);
    CHECK(screen.find("Hera orders the discards") == std::string::npos);
    stack->feed('y');
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("Hera orders the discards") != std::string::npos);
    CHECK(screen.find("which goes onto the pile next") != std::string::npos);
    CHECK(screen.find("Discard Hydra (5) next") != std::string::npos);
    stack->feed(key::Enter);  // Hydra first, deepest
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("Discard Harpy (4) next") != std::string::npos);
    CHECK(screen.find("Discard Hydra") == std::string::npos);
    stack->feed(key::Down);
    stack->feed(key::Enter);  // Furies, so the Harpy is left on top
    while (stack->tick()) {
    }
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("discard 3 (top: Harpy (4))") != std::string::npos);
    CHECK(screen.find("Hera to act, action points 1 of 2") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: what Pythia showed of the hand is listed for that player only") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":2,
      "hera":{"field":[["hydra"],["harpy"]],"hand":["pythia","artemis"]},
      "zeus":{"field":[["giant"]],"hand":["poseidon","centaur","apollo"]}})");
    auto stack = open(dir, s, Seats{});
    stack->feed(key::Enter);  // past the pass screen, as Hera
    CHECK(render(*stack, 24, 80, true).find("You know in") == std::string::npos);
    // Pythia into Zeus's hand: Poseidon is discarded, the rest is now known to Hera.
    stack->feed('a');
    choose(*stack, "Use Pythia (1) on the opponent's hand");
    std::string hera = render(*stack, 24, 80, true);
    CHECK(hera.find("You know in Zeus's hand: Apollo (6), Centaur (3)") != std::string::npos);
    check_golden("herazeus/pythia-seen-80x24-unicode", hera);
    // Hera's last point: draw; then Zeus's turn behind the pass screen, and Zeus sees his own
    // hand, not a line about what Hera knows.
    stack->feed('d');
    std::string pass = render(*stack, 24, 80, true);
    check_golden("herazeus/pass-80x24-unicode", pass);
    check_golden("herazeus/pass-80x24-ascii", render(*stack, 24, 80, false));
    CHECK(pass.find("Centaur") == std::string::npos);
    stack->feed(key::Enter);
    std::string zeus = render(*stack, 24, 80, true);
    CHECK(zeus.find("You know in") == std::string::npos);
    CHECK(zeus.find("Centaur") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: the summary cards list both decks, from the play screen's s key") {
    TempDir dir;
    auto stack = open(dir, hz::pos(kMidGame), Seats{{std::nullopt, Level::Skilled}});
    stack->feed('s');
    std::string uni = render(*stack, 24, 80, true);
    CHECK(uni.find("Hera's deck: 43 cards") != std::string::npos);
    CHECK(uni.find("Zeus's deck: 43 cards") != std::string::npos);
    check_golden("herazeus/summary-80x24-unicode", uni);
    check_golden("herazeus/summary-80x24-ascii", render(*stack, 24, 80, false));
    stack->feed(key::Right);
    stack->feed(key::Down);  // Zeus's second card: the Zeus card
    CHECK(render(*stack, 24, 80, true).find("Zeus: Costs nothing") != std::string::npos);
    stack->feed('q');
    CHECK(render(*stack, 24, 80, true).find("Hand:") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: hot-seat hides everything between turns") {
    TempDir dir;
    State s = hz::pos(R"({"to_move":"hera","turn":6,"ap_total":1,
      "hera":{"field":[["hydra"]],"hand":["artemis"]},
      "zeus":{"field":[["giant"]],"hand":["centaur"]}})");
    auto stack = open(dir, s, Seats{});
    CHECK(render(*stack, 24, 80, true).find("Pass the keyboard to Hera") != std::string::npos);
    stack->feed(key::Enter);
    CHECK(render(*stack, 24, 80, true).find("Artemis") != std::string::npos);
    stack->feed('d');  // Hera's one action point: her turn ends
    std::string pass = render(*stack, 24, 80, true);
    CHECK(pass.find("Pass the keyboard to Zeus") != std::string::npos);
    CHECK(pass.find("Artemis") == std::string::npos);
    CHECK(pass.find("Centaur") == std::string::npos);
    stack->feed(key::Enter);
    std::string zeus = render(*stack, 24, 80, true);
    CHECK(zeus.find("Centaur") != std::string::npos);
    CHECK(zeus.find("Artemis") == std::string::npos);
    // u between people says why there is no undo, and changes nothing.
    stack->feed('u');
    const std::string refused = render(*stack, 24, 80, true);
    CHECK(refused.find("Undo is for a game against the computer") != std::string::npos);
    CHECK(refused.find("Centaur") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: leaving saves, and the save continues the same game") {
    TempDir dir;
    State s = hz::pos(kMidGame);
    auto stack = open(dir, s, Seats{{std::nullopt, Level::Strong}});
    stack->feed('q');
    stack->feed('y');
    CHECK(stack->empty());
    auto g = saved_from_json(read_save(dir.path / "herazeus" / "g.json", kGameId, kSaveVersion).state);
    CHECK(g.state == s);
    CHECK(g.seats.computer[1] == Level::Strong);
    CHECK(!g.seats.computer[0]);
}

TEST_CASE("Hera & Zeus: a game against the computer played through the screen ends") {
    TempDir dir;
    GameOptions o;
    o.seed = 9;
    auto stack = open(dir, State::new_game(o), Seats{{std::nullopt, Level::Novice}});
    for (int i = 0; i < 5000; ++i) {
        while (stack->tick()) {
        }
        std::string screen = render(*stack, 24, 80, true);
        if (screen.find("wins!") != std::string::npos || screen.find("drawn") != std::string::npos) break;
        if (screen.find("[y] yes") != std::string::npos) {  // a challenge asks first
            stack->feed('y');
            continue;
        }
        stack->feed('a');  // every move; take the first
        stack->feed(key::Enter);
    }
    std::string end = render(*stack, 24, 80, true);
    bool over = end.find("wins!") != std::string::npos || end.find("drawn") != std::string::npos;
    CHECK(over);
    CHECK(!std::filesystem::exists(dir.path / "herazeus" / "g.json"));  // a finished game is not continued
}

TEST_CASE("Hera & Zeus screen: survives every size") {
    TempDir dir;
    auto stack = open(dir, hz::pos(kMidGame), Seats{{std::nullopt, Level::Skilled}});
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {40, 120}, {100, 300}})
        CHECK(!render(*stack, h, w, true).empty());
}

TEST_CASE("Hera & Zeus screen: golden set-up screen, Unicode and ASCII; it starts the game chosen") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    tui::ScreenStack stack(make_start_screen(ctx));
    CHECK(render(stack, 24, 80, true).find("New game") != std::string::npos);
    stack.feed(key::Enter);  // "New game": there are no saves yet
    std::string uni = render(stack, 24, 80, true);
    CHECK(uni.find("New Hera & Zeus game") != std::string::npos);
    check_golden("herazeus/setup-80x24-unicode", uni);
    check_golden("herazeus/setup-80x24-ascii", render(stack, 24, 80, false));
    // On the Against field every computer level is listed with its line.
    stack.feed(key::Down);
    const std::string levels = render(stack, 24, 80, true);
    for (const char* w : {"novice", "casual", "skilled", "strong"}) CHECK(levels.find(w) != std::string::npos);
    check_golden("herazeus/setup-levels-80x24-unicode", levels);
    stack.feed(key::Up);
    // Zeus, against the skilled computer player (one below the strong default), Zeus first.
    stack.feed(key::Right);
    stack.feed(key::Down);
    stack.feed(key::Left);
    stack.feed(key::Down);
    stack.feed(key::Right);
    std::string chosen = render(stack, 24, 80, true);
    CHECK(chosen.find("You play      Zeus") != std::string::npos);
    CHECK(chosen.find("the computer, skilled") != std::string::npos);
    stack.feed(key::End);
    stack.feed(key::Enter);
    std::string board = render(stack, 24, 80, true);
    CHECK(board.find("Zeus lays the opening row") != std::string::npos);
    CHECK(board.find("Hera (skilled)") != std::string::npos);
    auto g = saved_from_json(read_save(dir.path / "herazeus" / "game.json", kGameId, kSaveVersion).state);
    CHECK(g.seats.computer[kHera] == Level::Skilled);
    CHECK(!g.seats.computer[kZeus]);
}

TEST_CASE("Hera & Zeus set-up: --opt presets the form, and a key or value it does not offer is refused at once") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 5;
    ctx.options = {{"side", "zeus"}, {"against", "quick"}, {"first", "zeus"}};
    tui::ScreenStack stack(make_start_screen(ctx));
    stack.feed(key::Enter);  // "New game"
    const std::string form = render(stack, 24, 80, true);
    CHECK(form.find("You play    ← Zeus →") != std::string::npos);
    CHECK(form.find("the computer, skilled") != std::string::npos);  // "quick", the older word
    stack.feed(key::End);
    stack.feed(key::Enter);
    CHECK(render(stack, 24, 80, true).find("Zeus lays the opening row") != std::string::npos);  // Zeus first
    auto g = saved_from_json(read_save(dir.path / "herazeus" / "game.json", kGameId, kSaveVersion).state);
    CHECK(g.seats.computer[kHera] == Level::Skilled);
    CHECK(!g.seats.computer[kZeus]);

    auto refused = [&](std::map<std::string, std::string> opts, const char* words) {
        AppContext bad = ctx;
        bad.options = opts;
        CHECK_THROWS_WITH_AS(make_start_screen(bad), doctest::Contains(words), OptionError);
    };
    refused({{"deck1", "fearless-band"}}, "there is no option deck1 here; the options are side, against, first, max_turns");
    refused({{"first", "nonsense"}}, "Who starts cannot be nonsense; it is one of hera, zeus, random");
    refused({{"max_turns", "abc"}}, "max_turns=abc: expected a whole number");
    // Hera & Zeus locks no choice: every side, opponent and first player can always be chosen.
}

TEST_CASE("Hera & Zeus screen: at 80x24 the end of the game is readable whole, reason and all") {
    TempDir dir;
    nlohmann::json j = hz::pos(kMidGame).to_json();
    j["phase"] = "over";
    j["winner"] = "zeus";
    j["end_reason"] = "hostage_challenged";
    auto stack = open(dir, State::from_json(j), Seats{{std::nullopt, Level::Skilled}});
    std::string narrow = render(*stack, 24, 80, true);
    std::string flat;  // the screen's words, wrapped lines joined
    for (char ch : narrow) flat += ch == '\n' ? ' ' : ch;
    CHECK(flat.find("found Hera's hostage in the first row.") != std::string::npos);
    CHECK(narrow.find("The game is over") != std::string::npos);
    // A wide terminal keeps the whole sentence in the header.
    CHECK(render(*stack, 48, 160, true).find("wins: Zeus found Hera's hostage in the first row") != std::string::npos);
}

TEST_CASE("Hera & Zeus screen: the end by an empty table says who began a turn with no card") {
    TempDir dir;
    nlohmann::json j = hz::pos(kMidGame).to_json();
    j["phase"] = "over";
    j["winner"] = "hera";
    j["end_reason"] = "empty_field";
    auto stack = open(dir, State::from_json(j), Seats{{std::nullopt, Level::Skilled}});
    const std::string wide = render(*stack, 48, 160, true);
    INFO(wide);
    CHECK(wide.find("Hera wins: Zeus began a turn with no card on the table") != std::string::npos);
    std::string flat;
    for (char ch : render(*stack, 24, 80, false)) flat += ch == '\n' ? ' ' : ch;
    INFO(render(*stack, 24, 80, false));
    CHECK(flat.find("Hera wins: Zeus began a turn with no card on the table") != std::string::npos);
}

TEST_CASE("Hera & Zeus table: at 160x48 the log shows at least 15 lines, and the golden holds them") {
    // Hera (the person) takes the first move of the list every time, the computer answers, until
    // the whole log (L) holds 20 lines.
    TempDir dir;
    GameOptions o;
    o.seed = 4;
    o.values["first"] = "hera";
    auto stack = open(dir, State::new_game(o), Seats{{std::nullopt, Level::Skilled}});
    auto whole_log = [&] {
        stack->feed('L');
        const std::string text = render(*stack, 48, 160, true);
        stack->feed('q');
        std::vector<std::string> lines;
        std::size_t at = 0;
        for (std::size_t end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
            std::string row = text.substr(at, end - at);
            const std::size_t dot = row.find_last_of(".!?");
            if (row.rfind("\u2503 ", 0) == 0 && dot != std::string::npos && dot > 4)
                lines.push_back(row.substr(4, dot - 3));  // inside the frame: "┃ " then the line
        }
        return lines;
    };
    std::vector<std::string> log;
    for (int i = 0; i < 80 && (log = whole_log()).size() < 20; ++i) {
        for (int k : std::vector<int>{'a', key::Enter, 'y'}) stack->feed(k);
        while (stack->tick()) {
        }
    }
    REQUIRE(log.size() >= 20);
    const std::string wide = render(*stack, 48, 160, true);
    int shown = 0;
    for (std::size_t i = log.size() - 20; i < log.size(); ++i) shown += wide.find(log[i].substr(0, 40)) != std::string::npos;
    CHECK_MESSAGE(shown >= 15, wide);
    check_golden("herazeus/log-160x48-unicode", wide);
}

TEST_CASE("Hera & Zeus screen: reading the field, the help still lists the challenge keys, and they work") {
    TempDir dir;
    auto stack = open(dir, hz::pos(kMidGame), Seats{{std::nullopt, Level::Skilled}});
    stack->feed(key::Up);  // from the hand onto the own field
    REQUIRE(render(*stack, 24, 80, true).find("Arrows read the field") != std::string::npos);
    stack->feed('?');
    std::string help = render(*stack, 48, 160, true);
    help.erase(std::unique(help.begin(), help.end(), [](char a, char b) { return a == ' ' && b == ' '; }), help.end());
    CHECK(help.find("1-3 challenge column 1, 2 or 3") != std::string::npos);
    CHECK(help.find("c challenge a column") != std::string::npos);
    stack->feed(key::Escape);
    stack->feed('2');  // a challenge from the field asks first, as from the hand
    const std::string asked = render(*stack, 24, 80, true);
    CHECK_MESSAGE(asked.find("Challenge column 2") != std::string::npos, asked);
}
