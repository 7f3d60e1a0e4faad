// The Micro Hero screens: golden boards, keys driving the rules, undo, leaving and continuing.
#include <doctest/doctest.h>

#include <fstream>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "helpers.hpp"
#include "core/records.hpp"
#include "microhero/campaign.hpp"
#include "microhero/entry.hpp"
#include "microhero/piles_screen.hpp"
#include "microhero/play_screen.hpp"
#include "microhero/policy.hpp"
#include "microhero/start_screen.hpp"
#include "support/golden.hpp"
#include "support/lock_holder.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;
namespace key = olympus::tui::key;

namespace {
std::unique_ptr<tui::ScreenStack> open(const TempDir& dir, State s, const std::string& name = "golden") {
    CampaignStore store(dir.path);
    auto lock = SaveLock::acquire(store.path_for(name));
    return std::make_unique<tui::ScreenStack>(make_play_screen(store, name, std::move(s), std::move(lock)));
}

// Plays the rulebook's Stance example with real moves from a new campaign: turn 1 taps
// Supercharged (it turns to It's Raining Cards at the end of the turn), turn 2 leaves It's Raining
// Cards upright (at the end of the turn it upgrades the top card of the deck), turn 3 draws that
// upgraded card, taps It's Raining Cards for a sixth card, taps Supercharged and plays the
// upgraded card first. Cards are otherwise played in hand order and no Experience is spent.
// Returns false when this seed's Trial ends the round (or the campaign) before that.
bool stance_example_turns(State& s) {
    auto plain_turn = [&](bool tap_first) {
        if (tap_first && !olympus::is_legal(s, Action::tap_stance())) return false;
        if (tap_first) s.apply(Action::tap_stance());
        while (s.phase == Phase::Planning && !s.players[0].hand.empty()) s.apply(Action::play(0));
        if (s.phase == Phase::Planning) s.apply(Action::end_planning());
        if (s.phase == Phase::Improvement) s.apply(Action::end_improvement());
        return s.result == 0 && s.round == 1 && s.phase == Phase::Planning;
    };
    if (!plain_turn(true)) return false;   // Supercharged tapped
    if (s.players[0].stance.side != 1 || s.players[0].stance.tapped) return false;
    if (!plain_turn(false)) return false;  // It's Raining Cards stays upright (end-planning)
    const Player& pl = s.players[0];
    int up = -1;
    for (std::size_t i = 0; i < pl.hand.size(); ++i)
        if (pl.hand[i].up) up = static_cast<int>(i);
    if (up < 0 || pl.stance.side != 1 || pl.stance.tapped) return false;
    s.apply(Action::tap_stance());  // It's Raining Cards: a sixth card, then Supercharged
    s.apply(Action::tap_stance());  // Supercharged: the next card counts twice
    s.apply(Action::play(up));      // the upgraded card, supercharged
    s.apply(Action::play(0));
    return s.phase == Phase::Planning && s.players[0].stance.tapped && s.players[0].played.front().up;
}

// Plays out the rest of the hand in order: the Improvement Phase follows when there is
// Experience to spend.
void finish_planning(State& s) {
    while (s.phase == Phase::Planning && !s.players[0].hand.empty()) s.apply(Action::play(0));
}

// A planning turn reached by real moves, with an upgraded card played (supercharged) and the
// Stance tapped, from the first seed whose third turn also leaves Experience to spend.
State planning_position() {
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        State s = mh_test::fresh({}, seed);
        if (!stance_example_turns(s)) continue;
        State rest = s;
        finish_planning(rest);
        if (rest.phase == Phase::Improvement) return s;
    }
    FAIL("no seed reaches the Stance example's third turn");
    return {};
}
}  // namespace

TEST_CASE("Micro Hero screen: golden planning turn with an upgraded card and the tapped Stance") {
    TempDir dir;
    auto stack = open(dir, planning_position());
    auto uni = render(*stack, 24, 80, true);
    // The upgraded card lies rotated (its corner arrow points down), the Stance lies sideways.
    CHECK(uni.find("\u2500\u2193\u2510") != std::string::npos);
    CHECK(uni.find("\u2500\u2192\u2510") != std::string::npos);
    CHECK(uni.find("(tapped)") != std::string::npos);
    std::string ascii = render(*stack, 24, 80, false);
    CHECK(ascii.find("-v+") != std::string::npos);
    CHECK(ascii.find("->+") != std::string::npos);
    check_golden("microhero/planning-80x24-unicode", uni);
    check_golden("microhero/planning-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("Micro Hero screen: golden improvement phase") {
    TempDir dir;
    State s = planning_position();
    finish_planning(s);
    REQUIRE(s.phase == Phase::Improvement);
    REQUIRE(s.players[0].played.front().up);
    REQUIRE(s.players[0].stance.tapped);
    auto stack = open(dir, s);
    auto uni = render(*stack, 24, 80, true);
    CHECK(uni.find("Improvement: ") != std::string::npos);
    CHECK(uni.find("End improvement") != std::string::npos);
    check_golden("microhero/improvement-80x24-unicode", uni);
    check_golden("microhero/improvement-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("Micro Hero screen: keys play cards, undo takes a play back, q saves and leaves") {
    TempDir dir;
    State s = mh_test::fresh({}, 5);
    State start = s;
    auto stack = open(dir, s, "keys");
    CampaignStore store(dir.path);
    // Opening the screen saved the turn start.
    CHECK(store.load("keys") == start);
    // Before any move the help lists undo and says there is nothing to take back yet.
    stack->feed('?');
    CHECK(render(*stack, 48, 160, true).find("undo (nothing to take back now)") != std::string::npos);
    stack->feed(key::Escape);
    REQUIRE_FALSE(stack->help_open());

    stack->feed(key::Right);
    stack->feed(key::Enter);  // plays the second card
    State after_one = start;
    after_one.apply(Action::play(1));
    const std::string played = render(*stack, 24, 80, true);
    CHECK(played.find(after_one.log.back()) != std::string::npos);
    // At 80 columns the key line keeps leave, hint and undo (which works now).
    const std::string keys = played.substr(played.rfind('\n', played.size() - 2) + 1);
    INFO(keys);
    for (const char* k : {"q leave", "H hint", "u undo"}) CHECK(keys.find(k) != std::string::npos);
    stack->feed('?');
    const std::string help = render(*stack, 48, 160, true);
    CHECK(help.find("undo (nothing") == std::string::npos);
    stack->feed(key::Escape);
    stack->feed('u');
    CHECK(render(*stack, 24, 80, true).find("You took back your last move.") != std::string::npos);

    stack->feed('1');
    stack->feed('1');
    stack->feed('q');
    CHECK(stack->depth() == 2u);  // asks first
    stack->feed('y');
    CHECK(stack->empty());
    State expected = start;
    expected.apply(Action::play(0));
    expected.apply(Action::play(0));
    CHECK(store.load("keys") == expected);  // saved exactly where it was left
    // The lock is let go, so the campaign opens again.
    CHECK(SaveLock::acquire(store.path_for("keys")).held());
}

TEST_CASE("Micro Hero screen: no undo once a card drawn from the deck is seen") {
    TempDir dir;
    State s = mh_test::fresh({}, 5);
    s.players[0].stance.side = 1;  // It's Raining Cards, upright: tapping it draws
    auto stack = open(dir, s, "seen");
    stack->feed('1');  // a play alone could be taken back...
    stack->feed('s');  // ...but the Stance's draw shows the deck's top card
    stack->feed('u');
    const std::string refused = render(*stack, 24, 80, true);
    CHECK(refused.find("Nothing to undo") != std::string::npos);
    // Read whole at 80 columns: the refusal wraps onto a second row rather than lose its end.
    std::string flat;
    for (char ch : refused) flat += ch == '\n' ? ' ' : ch;
    while (flat.find("  ") != std::string::npos) flat.replace(flat.find("  "), 2, " ");
    CHECK_MESSAGE(flat.find("Nothing to undo: a hidden card or a chance result has come to light since your last move.") != std::string::npos,
                  refused);
    stack->feed('u');
    stack->feed('q');
    stack->feed('y');
    REQUIRE(stack->empty());
    State expected = s;
    expected.apply(Action::play(0));
    expected.apply(Action::tap_stance());
    CHECK(CampaignStore(dir.path).load("seen") == expected);  // neither step was taken back
}

TEST_CASE("Micro Hero screen: in co-op a played card cannot go back to the hand") {
    TempDir dir;
    State s = mh_test::fresh({{"players", "2"}}, 5);
    auto stack = open(dir, s, "pair");
    stack->feed('1');
    stack->feed('u');
    CHECK(render(*stack, 24, 80, true).find("Nothing to undo") != std::string::npos);
    stack->feed('q');
    stack->feed('y');
    REQUIRE(stack->empty());
    State expected = s;
    expected.apply(Action::play(0));
    CHECK(CampaignStore(dir.path).load("pair") == expected);
}

TEST_CASE("Micro Hero set-up: Heroic and Mythic open only after a campaign has been won") {
    TempDir dir;
    CampaignStore store(dir.path);
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 9;
    ctx.campaign = "hero";
    // Locked, Heroic and Mythic are shown with the reason and stepped over: Right stays on Normal.
    auto try_heroic = [&] {
        tui::ScreenStack stack(make_start_screen(ctx));
        stack.feed(key::Right);  // the cursor starts on Difficulty
        std::string screen = render(stack, 24, 120, true);
        INFO(screen);
        if (screen.find("← Heroic") == std::string::npos) {
            CHECK(screen.find("← Normal →") == std::string::npos);  // no other choice: no markers
            CHECK(screen.find("Heroic (Trials linger 1 extra round) (locked): opens once you have won a whole campaign") !=
                  std::string::npos);
            return false;
        }
        stack.feed(key::End);
        stack.feed(key::Enter);  // Start the campaign
        screen = render(stack, 24, 120, true);
        CHECK(screen.find("Planning phase") != std::string::npos);
        stack.feed('q');
        stack.feed('y');
        return true;
    };
    CHECK(!try_heroic());
    CHECK(!std::filesystem::exists(store.path_for("hero")));
    State lost = mh_test::fresh();
    lost.result = -1;
    store.finish("lost", lost);
    CHECK(!try_heroic());  // a lost campaign opens nothing
    State won = mh_test::fresh();
    won.result = 1;
    store.finish("won", won);
    REQUIRE(try_heroic());
    CHECK(store.load("hero").cfg.difficulty == Difficulty::Heroic);
    // Once a campaign is won, --opt presets Mythic too.
    AppContext mythic = ctx;
    mythic.campaign = "myth";
    mythic.options = {{"difficulty", "mythic"}};
    tui::ScreenStack stack(make_start_screen(mythic));
    CHECK(render(stack, 24, 120, true).find("Mythic (Trials linger 2 extra rounds)") != std::string::npos);
    stack.feed(key::End);
    stack.feed(key::Enter);
    REQUIRE(render(stack, 24, 120, true).find("Planning phase") != std::string::npos);
    stack.feed('1');  // a move, so the campaign is saved
    stack.feed('q');
    stack.feed('y');
    CHECK(store.load("myth").cfg.difficulty == Difficulty::Mythic);
}

TEST_CASE("Micro Hero screen: a whole campaign played with keys ends in the history and the records") {
    TempDir dir;
    State s = mh_test::fresh({}, 3);
    auto stack = open(dir, s, "whole");
    for (int i = 0; i < 20000 && !stack->empty(); ++i) {
        std::string screen = render(*stack, 24, 80, true);
        if (screen.find("Campaign over") != std::string::npos) break;
        if (screen.find("Planning phase") != std::string::npos) {
            stack->feed(screen.find("Your hand is empty") != std::string::npos ? 'e' : key::Enter);
            stack->feed('s');
        } else {
            stack->feed(key::End);  // the last choice ends the phase or takes a preparation
            stack->feed(key::Enter);
            // Ending the improvement with Experience to spend asks first.
            if (render(*stack, 24, 80, true).find("[y] yes") != std::string::npos) stack->feed('y');
        }
        // As the terminal's loop does between keys: a campaign lost once the confirmation has
        // ended the improvement shows its end screen on the next tick.
        stack->tick();
    }
    INFO(render(*stack, 24, 80, true));
    CHECK(render(*stack, 24, 80, true).find("Campaign over") != std::string::npos);
    CampaignStore store(dir.path);
    auto h = store.history();
    REQUIRE(h.size() == 1u);
    CHECK(h[0].name == "whole");
    CHECK(!std::filesystem::exists(store.path_for("whole")));
    // And in the player's records: the campaign's row (as far as it went) and the game's.
    Records rec(records_path(dir.path));
    const auto camps = rec.campaigns(unix_user_name());
    REQUIRE(camps.size() == 1u);
    CHECK(camps[0].difficulty == h[0].difficulty);
    CHECK(camps[0].expansions == h[0].expansions);
    CHECK(camps[0].campaigns == 1);
    CHECK(camps[0].furthest == h[0].trials_overcome);
    const bool won = h[0].trials_overcome == 12;
    CHECK(camps[0].won == (won ? 1 : 0));
    CHECK(camps[0].fastest == (won ? h[0].turns : 0));
    const auto games = rec.games(unix_user_name());
    REQUIRE(games.size() == 1u);  // Hercules alone: no opponent, no partner
    CHECK((games[0].game == "microhero" && games[0].played == 1 && games[0].won == (won ? 1 : 0)));
}

TEST_CASE("Micro Hero screen: History counts one turn as '1 turn', more as 'turns'") {
    TempDir dir;
    CampaignStore store(dir.path);
    State one = mh_test::fresh();
    one.result = -1;
    one.turns_total = 1;
    store.finish("short", one);
    State two = mh_test::fresh();
    two.result = -1;
    two.turns_total = 2;
    store.finish("longer", two);
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack menu(make_start_screen(ctx));
    for (int i = 0; i < 8 && render(menu, 24, 80, true).find("▶ History") == std::string::npos; ++i) menu.feed(key::Down);
    menu.feed(key::Enter);
    const std::string history = render(menu, 24, 80, true);
    INFO(history);
    CHECK(history.find("short: lost with 0 Trials overcome in 1 turn (") != std::string::npos);
    CHECK(history.find("longer: lost with 0 Trials overcome in 2 turns (") != std::string::npos);
}

TEST_CASE("Micro Hero screen: survives every size") {
    TempDir dir;
    auto stack = open(dir, planning_position());
    for (auto [h, w] : {std::pair{10, 20}, {24, 80}, {40, 120}, {100, 300}, {24, 79}})
        CHECK(!render(*stack, h, w, true).empty());
}

TEST_CASE("Micro Hero: script mode through the registry entry") {
    GameEntry e = make_entry();
    std::istringstream in("legal\nplay 1\nbogus\n");
    std::ostringstream out;
    ScriptConfig cfg;
    cfg.app.seed = 4;
    cfg.in = &in;
    cfg.out = &out;
    CHECK(e.run_script(cfg) == 1);  // the bogus line was refused
    CHECK(out.str().find("ok play 1") != std::string::npos);
    CHECK(out.str().find("error: cannot read 'bogus'") != std::string::npos);
}

TEST_CASE("Micro Hero screen: the round's end is saved at once, and the save loads to the same state") {
    TempDir dir;
    State s = mh_test::fresh({}, 5);
    s.t_health = 1;
    s.t_defense = 1;
    mh_test::set_hand(s, 0, {"strike", "strike", "block", "block", "train"});
    State expected = s;
    auto stack = open(dir, s, "roundend");
    for (int k = 0; k < 5; ++k) {
        stack->feed('1');
        if (!expected.players[0].hand.empty()) expected.apply(Action::play(0));
    }
    stack->feed(key::Enter);  // the finished plan is shown first: Enter resolves the turn
    REQUIRE(expected.phase == Phase::Preparation);
    CHECK(render(*stack, 24, 80, true).find("Preparation phase") != std::string::npos);
    CampaignStore store(dir.path);
    REQUIRE(std::filesystem::exists(store.path_for("roundend")));
    State saved = store.load("roundend");
    CHECK(saved == expected);
    CHECK(saved.overcome.size() == 1u);
}

TEST_CASE("Micro Hero screen: --campaign NAME keeps named campaigns side by side") {
    TempDir dir;
    auto start_named = [&](const std::string& name, std::uint64_t seed) {
        AppContext ctx;
        ctx.save_dir = dir.path;
        ctx.seed = seed;
        ctx.campaign = name;
        tui::ScreenStack stack(make_start_screen(ctx));
        CHECK(render(stack, 24, 80, true).find("New Micro Hero campaign") != std::string::npos);
        stack.feed(key::End);
        stack.feed(key::Enter);  // Start the campaign
        CHECK(render(stack, 24, 80, true).find("Planning phase") != std::string::npos);
        stack.feed('1');  // a card played, so the save is this campaign's own
        stack.feed('q');
        stack.feed('y');
        CHECK(stack.empty());
    };
    start_named("alpha", 3);
    start_named("beta", 4);
    CampaignStore store(dir.path);
    REQUIRE(std::filesystem::exists(store.path_for("alpha")));
    REQUIRE(std::filesystem::exists(store.path_for("beta")));
    State a = store.load("alpha"), b = store.load("beta");
    CHECK(a.players[0].played.size() == 1u);
    CHECK(b.players[0].played.size() == 1u);
    CHECK(!(a == b));
    // Naming one again opens that one (its overview), not a new campaign.
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.campaign = "alpha";
    tui::ScreenStack again(make_start_screen(ctx));
    std::string screen = render(again, 24, 80, true);
    CHECK(screen.find("Campaign: alpha") != std::string::npos);
    again.feed(key::Enter);
    CHECK(render(again, 24, 80, true).find("Planning phase") != std::string::npos);
    again.feed('q');
    again.feed('y');
    CHECK(store.load("alpha") == a);  // resumed and left without a move: unchanged
    // Without --campaign, the menu offers both.
    ctx.campaign.clear();
    tui::ScreenStack menu(make_start_screen(ctx));
    screen = render(menu, 24, 80, true);
    CHECK(screen.find("Continue alpha") != std::string::npos);
    CHECK(screen.find("Continue beta") != std::string::npos);
    // A bad name is refused with a clear message.
    ctx.campaign = "no/slashes";
    CHECK_THROWS_WITH_AS(make_start_screen(ctx), doctest::Contains("a name is 1 to 32 letters"), std::runtime_error);
}

TEST_CASE("Micro Hero: the simulator through the registry entry prints win rate, Trials reached and turns per Trial") {
    GameEntry e = make_entry();
    SimConfig cfg;
    cfg.games = 4;
    cfg.seed = 1;
    cfg.progress = false;
    std::ostringstream out;
    cfg.out = &out;
    CHECK(e.run_sim(cfg) == 0);
    CHECK(out.str().find("campaigns 4, won ") != std::string::npos);
    CHECK(out.str().find("Trials overcome: mean ") != std::string::npos);
    CHECK(out.str().find("turns per overcome Trial: ") != std::string::npos);
    cfg.policies = {"random"};
    cfg.options = {{"difficulty", "heroic"}};
    std::ostringstream out2;
    cfg.out = &out2;
    CHECK(e.run_sim(cfg) == 0);
    CHECK(out2.str().find("campaigns 4, won 0 (0.0%)") != std::string::npos);
    cfg.policies = {"clever"};
    CHECK_THROWS_AS(e.run_sim(cfg), OptionError);
}

TEST_CASE("Micro Hero set-up: in co-op each player chooses a deck, and with Omphale a Stance") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 9;
    ctx.campaign = "pair";
    tui::ScreenStack stack(make_start_screen(ctx));
    std::string screen = render(stack, 24, 80, true);
    CHECK(screen.find("P2 Train in deck") == std::string::npos);
    CHECK(screen.find("Stance                 Hercules") != std::string::npos);  // Omphale's Stance needs its expansion
    // Rows: Name, Difficulty, Players, five expansions, ...
    stack.feed(key::Down);
    stack.feed(key::Right);  // Players: 2
    for (int i = 0; i < 5; ++i) stack.feed(key::Down);
    stack.feed(key::Right);  // Omphale on
    screen = render(stack, 24, 80, true);
    for (const char* row : {"P1 Stance", "P1 Train in deck", "P2 Stance", "P2 Train in deck", "P2 Strike in deck",
                            "P2 Block in deck", "decks of 10 and 10"})
        CHECK_MESSAGE(screen.find(row) != std::string::npos, row);
    // P1 Stance: back to Hercules. P2: Train 6, Strike 2, Block 2 (Omphale stays).
    stack.feed(key::Down);
    stack.feed(key::Right);
    for (int i = 0; i < 5; ++i) stack.feed(key::Down);  // P1's three deck rows, P2 Stance, P2 Train
    stack.feed(key::Right);
    stack.feed(key::Right);
    // 12 cards: the Start row says it cannot start yet, and why in the player's words, no option syntax.
    CHECK(render(stack, 24, 80, true).find("Start the campaign  (not yet: see below)") != std::string::npos);
    stack.feed(key::End);
    const std::string at_start = render(stack, 24, 80, true);
    INFO(at_start);
    CHECK(at_start.find("P2's deck has 12 cards; it must have 10:") != std::string::npos);
    CHECK(at_start.find("Enter start") == std::string::npos);
    stack.feed(key::Enter);
    const std::string refused = render(stack, 24, 80, true);
    CHECK(refused.find("Planning") == std::string::npos);  // refused: 12 cards
    CHECK(refused.find("deck2=") == std::string::npos);
    stack.feed(key::Up);  // P2 Block
    stack.feed(key::Left);
    stack.feed(key::Up);  // P2 Strike
    stack.feed(key::Left);
    stack.feed(key::End);
    stack.feed(key::Enter);
    REQUIRE(render(stack, 24, 80, true).find("Planning: P1 to act") != std::string::npos);
    stack.feed('q');
    stack.feed('y');
    State s = CampaignStore(dir.path).load("pair");
    CHECK(s.cfg.players == 2);
    CHECK(s.cfg.omphale);
    CHECK(s.cfg.decks == std::vector<std::string>{"4T3S3B", "6T2S2B"});
    CHECK(s.cat->stances[static_cast<std::size_t>(s.players[0].stance.def)].id == "hercules");
    CHECK(s.cat->stances[static_cast<std::size_t>(s.players[1].stance.def)].id == "omphale");
}

namespace {
// A co-op Mythic campaign with every expansion, played by the greedy player until a Planning
// Phase with two Trials lingering, from the first seed that gets there.
State lingering_position() {
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        State s = mh_test::fresh({{"difficulty", "mythic"}, {"players", "2"}, {"expansions", "athena,hera,calm"}}, seed);
        Rng rng(1);
        while (!s.is_terminal()) {
            if (s.phase == Phase::Planning && s.lingering.size() == 2 && s.players[0].played.size() == 1 &&
                s.hera_last < 0 && !s.hera_discard.empty())
                return s;
            s.apply(greedy_policy(s, rng));
        }
    }
    FAIL("no greedy co-op Mythic campaign reached two lingering Trials");
    return {};
}
}  // namespace

TEST_CASE("Micro Hero screen: lingering Trials, the Health card, Hera's last card and the partner are on the board") {
    TempDir dir;
    State s = lingering_position();
    auto stack = open(dir, s, "coop");
    std::string screen = render(*stack, 24, 80, true);
    INFO(screen);
    for (const auto& l : s.lingering)
        CHECK(screen.find(s.cat->trials[static_cast<std::size_t>(l.trial)].name) != std::string::npos);
    CHECK(screen.find("Lingering (rounds left): ") != std::string::npos);
    CHECK(screen.find("Health card: " + s.cat->health_cards[static_cast<std::size_t>(s.health_card)].name) !=
          std::string::npos);
    CHECK(screen.find("Hera: last ") != std::string::npos);
    CHECK(screen.find("P2: Atk 0, Def 0, XP 0, hand ") != std::string::npos);
    CHECK(screen.find("Shield  ") != std::string::npos);
    check_golden("microhero/coop-mythic-80x24-unicode", screen);
    check_golden("microhero/coop-mythic-80x24-ascii", render(*stack, 24, 80, false));

    // p shows the partner's cards (their hand, face up: the players share the table), and back.
    stack->feed('p');
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("(P2's cards)") != std::string::npos);
    CHECK(screen.find("P2's hand") != std::string::npos);
    CHECK(screen.find("P1: Atk ") != std::string::npos);
    stack->feed('1');  // no play while looking at the partner's cards
    CHECK(render(*stack, 24, 80, true).find("press p to come back") != std::string::npos);
    stack->feed('p');
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("(P2's cards)") == std::string::npos);
    stack->feed('1');
    CampaignStore store(dir.path);
    stack->feed('q');
    stack->feed('y');
    State after = s;
    after.apply(Action::play(0));
    CHECK(store.load("coop") == after);
}

TEST_CASE("Micro Hero screen: d opens the discard piles in order, the Reserve and the Trials, page by page") {
    TempDir dir;
    State s = planning_position();
    finish_planning(s);
    s.apply(Action::end_improvement());
    // Three turns have been played: the discard pile holds cards in a known order.
    REQUIRE(s.phase == Phase::Planning);
    REQUIRE(s.players[0].discard.size() >= 4);
    auto stack = open(dir, s, "piles");
    stack->feed('d');
    std::string screen = render(*stack, 24, 80, true);
    CHECK(screen.find("[Discard]") != std::string::npos);
    auto top = s.players[0].discard.top_first();
    for (std::size_t i = 0; i < top.size() && i < 10; ++i)
        CHECK(screen.find(std::to_string(i + 1) + ". " + s.card_name(top[i]) + ":") != std::string::npos);
    stack->feed(key::Right);
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("[Reserve]") != std::string::npos);
    CHECK(screen.find("Reserve, " + std::to_string(s.reserve.size()) + " cards") != std::string::npos);
    CHECK(screen.find("Wound stack, " + std::to_string(s.wounds_left()) + " left") != std::string::npos);
    stack->feed(key::Right);
    screen = render(*stack, 24, 80, true);
    CHECK(screen.find("Now: " + s.cat->trials[static_cast<std::size_t>(s.trial)].name) != std::string::npos);
    CHECK(screen.find("Still to come: 11 Trials") != std::string::npos);
    // No hidden card is named: the deck is a count (with only the cards the player saw put there).
    for (const auto& pg : piles_pages(s))
        for (const auto& l : pg.lines)
            for (int t : s.upcoming.bottom_first())
                CHECK(l.find(s.cat->trials[static_cast<std::size_t>(t)].name) == std::string::npos);
    stack->feed('q');
    CHECK(render(*stack, 24, 80, true).find("Planning phase") != std::string::npos);
}

namespace {
// Another Olympus holding campaign `name`: a child process that takes its lock, then, asked to
// take over, saves `saved` in it and lets go (or, with `answer` false, never answers).
pid_t other_copy(const CampaignStore& store, const std::string& name, const State& saved, bool answer = true) {
    return lock_holder(store.path_for(name), [&](SaveLock& lock) {
        for (int i = 0; i < 1000; ++i) {
            if (answer && lock.takeover_requested()) {
                store.save(name, saved);
                lock.hand_over();
                ::_exit(0);
            }
            ::usleep(10000);
        }
        ::_exit(1);
    });
}
}  // namespace

TEST_CASE("Micro Hero screen: asked by another Olympus, the game saves, lets go and tells the player") {
    TempDir dir;
    State s = mh_test::fresh({}, 5);
    auto stack = open(dir, s, "t2");
    CampaignStore store(dir.path);
    stack->feed('1');  // a move after the turn start was saved
    State expected = s;
    expected.apply(Action::play(0));
    stack->feed('q');  // a confirmation on top: the play screen beneath still answers
    REQUIRE(stack->depth() == 2u);
    pid_t asker = ::fork();
    REQUIRE(asker >= 0);
    if (asker == 0) {
        auto t = SaveLock::take_over(store.path_for("t2"), 5000);
        bool ok = t.lock && store.load("t2") == expected;
        ::_exit(ok ? 0 : 1);
    }
    std::string screen;
    for (int i = 0; i < 500; ++i) {
        stack->tick();
        screen = render(*stack, 24, 80, true);
        if (screen.find("Campaign taken over") != std::string::npos) break;
        ::usleep(10000);
    }
    int status = 0;
    ::waitpid(asker, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);  // the asker got the lock and the game with the move
    INFO(screen);
    CHECK(stack->depth() == 1u);      // the play screen and its confirmation are gone
    CHECK(render(*stack, 24, 200, true)
              .find("Another Olympus session on this account took over the campaign \"t2\"; your progress up to "
                    "now was saved in it.") != std::string::npos);
    stack->feed(key::Enter);
    CHECK(stack->empty());
}

TEST_CASE("Micro Hero screen: a campaign taken over and played to the end goes back to the menu, not a stale overview") {
    TempDir dir;
    CampaignStore store(dir.path);
    State s = mh_test::fresh({}, 3);
    store.save("t2", s);
    pid_t other = other_copy(store, "t2", s);
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack stack(make_start_screen(ctx));
    REQUIRE(render(stack, 24, 80, true).find("Continue t2") != std::string::npos);
    stack.feed(key::Enter);  // the overview
    REQUIRE(render(stack, 24, 80, true).find("Enter: resume the campaign") != std::string::npos);
    stack.feed(key::Enter);
    REQUIRE(render(stack, 24, 80, true).find("Take it over?") != std::string::npos);
    stack.feed('y');
    int status = 0;
    ::waitpid(other, &status, 0);
    CHECK(WEXITSTATUS(status) == 0);
    REQUIRE(render(stack, 24, 80, true).find("Planning phase") != std::string::npos);
    CHECK(stack.depth() == 2u);  // the menu and the game: the overview went with the confirmation
    for (int i = 0; i < 20000; ++i) {
        std::string screen = render(stack, 24, 80, true);
        if (screen.find("Campaign over") != std::string::npos) break;
        if (screen.find("Planning phase") != std::string::npos) {
            stack.feed(screen.find("Your hand is empty") != std::string::npos ? 'e' : key::Enter);
            stack.feed('s');
        } else {
            stack.feed(key::End);
            stack.feed(key::Enter);
            // Ending the improvement with Experience to spend asks first.
            if (render(stack, 24, 80, true).find("[y] yes") != std::string::npos) stack.feed('y');
        }
        stack.tick();  // as the terminal's loop does between keys
    }
    REQUIRE(render(stack, 24, 80, true).find("Campaign over") != std::string::npos);
    stack.feed(key::Enter);
    std::string menu = render(stack, 24, 80, true);
    INFO(menu);
    CHECK(menu.find("New campaign") != std::string::npos);
    CHECK(menu.find("Continue t2") == std::string::npos);
    CHECK(menu.find("Trial 1 of 12") == std::string::npos);
}

TEST_CASE("Micro Hero overview: a campaign gone or held elsewhere is said so, and Enter never fails") {
    TempDir dir;
    CampaignStore store(dir.path);
    State s = mh_test::fresh({}, 3);
    store.save("t2", s);
    AppContext ctx;
    ctx.save_dir = dir.path;
    {
        // Held by a copy that does not answer: asked, it is left alone and the player told so.
        pid_t other = other_copy(store, "t2", s, false);
        tui::ScreenStack stack(make_resume_screen(ctx, store.path_for("t2")));
        stack.feed(key::Enter);
        stack.feed('y');
        std::string screen = render(stack, 24, 80, true);
        CHECK(screen.find("did not answer, so the game was left alone there") != std::string::npos);
        ::kill(other, SIGKILL);
        ::waitpid(other, nullptr, 0);
        // Meanwhile the campaign ended elsewhere: back on the overview it says so.
        std::filesystem::remove(store.path_for("t2"));
        stack.feed(key::Enter);
        screen = render(stack, 24, 80, true);
        CHECK(screen.find("no longer saved here") != std::string::npos);
        stack.feed(key::Enter);
        CHECK(stack.empty());
    }
    {
        // Gone before its overview is left: opening it says why instead of failing.
        store.save("t3", s);
        tui::ScreenStack stack(make_resume_screen(ctx, store.path_for("t3")));
        std::filesystem::remove(store.path_for("t3"));
        stack.feed(key::Enter);
        CHECK(render(stack, 24, 80, true).find("Campaign not opened") != std::string::npos);
    }
}

TEST_CASE("Micro Hero set-up: --opt presets the form; unknown keys and values, and a locked Stance, are refused at once") {
    TempDir dir;
    AppContext ctx;
    ctx.save_dir = dir.path;
    ctx.seed = 9;
    ctx.campaign = "preset";
    ctx.options = {{"players", "2"}, {"expansions", "hera,omphale"}, {"deck2", "6T2S2B"}, {"stance2", "hercules"}};
    tui::ScreenStack stack(make_start_screen(ctx));
    const std::string form = render(stack, 24, 80, true);
    INFO(form);
    CHECK(form.find("2 (co-op at one keyboard)") != std::string::npos);
    stack.feed(key::End);  // the Start row, with the decks' sizes (a long explanation scrolls it off at first)
    CHECK(render(stack, 24, 80, true).find("decks of 10 and 10") != std::string::npos);
    stack.feed(key::Enter);
    REQUIRE(render(stack, 24, 80, true).find("Planning: P1 to act") != std::string::npos);
    stack.feed('1');  // a move, so the campaign is saved as it started
    stack.feed('q');
    stack.feed('y');
    const State s = CampaignStore(dir.path).load("preset");
    CHECK(s.cfg.players == 2);
    CHECK(s.cfg.hera);
    CHECK(s.cfg.omphale);
    CHECK(!s.cfg.blood);
    CHECK(s.cfg.decks == std::vector<std::string>{"4T3S3B", "6T2S2B"});
    CHECK(s.cat->stances[static_cast<std::size_t>(s.cfg.stances[0])].expansion == "omphale");
    CHECK(s.cat->stances[static_cast<std::size_t>(s.cfg.stances[1])].expansion != "omphale");

    auto refused = [&](std::map<std::string, std::string> opts, const char* words) {
        AppContext bad = ctx;
        bad.campaign = "other";
        bad.options = opts;
        CHECK_THROWS_WITH_AS(make_start_screen(bad), doctest::Contains(words), OptionError);
    };
    refused({{"deck1", "fearless-band"}}, "there is no option deck1 here; the options are name, difficulty, players, blood");
    refused({{"difficulty", "nightmare"}}, "Difficulty cannot be nightmare; it is one of normal, heroic, mythic.");
    refused({{"expansions", "blood,dragons"}}, "there is no mini-expansion dragons");
    refused({{"deck", "5T5Q"}}, "--opt deck=5T5Q: write counts and letters adding up to 10");
    // A count that leaves the deck another size: the option typed is named, in the player's words.
    refused({{"train", "9"}}, "--opt train=9: Your deck has 15 cards; it must have 10: lower Train, Strike or Block.");
    refused({{"stance", "omphale"}}, "--opt stance=omphale: Stance cannot be Omphale now: needs the Omphale mini-expansion.");
    // Heroic and Mythic open at a terminal once a campaign has been won (none has here), --opt
    // or not (docs/RULINGS.md).
    refused({{"difficulty", "heroic"}},
            "--opt difficulty=heroic: Difficulty cannot be Heroic (Trials linger 1 extra round) now: opens once you have won a whole campaign.");
    refused({{"difficulty", "mythic"}}, "Difficulty cannot be Mythic (Trials linger 2 extra rounds) now: opens once you have won a whole campaign.");
    CHECK(!std::filesystem::exists(CampaignStore(dir.path).path_for("other")));
}

TEST_CASE("Micro Hero screen: in co-op the turn panel names whose Attack and Defense it shows, and the XP as the team's") {
    TempDir dir;
    State s = mh_test::fresh({{"players", "2"}}, 5);
    auto stack = open(dir, s, "pair");
    std::string planning = render(*stack, 24, 80, true);
    CHECK(planning.find("P1 this turn") != std::string::npos);  // P1's own Attack and Defense
    CHECK(planning.find("Team XP") == std::string::npos);       // nothing pooled yet while planning
    // At the Improvement phase the XP spent is the pair's pool.
    State improving = s;
    improving.phase = Phase::Improvement;
    improving.xp = 9;
    auto later = open(dir, improving, "pair-improving");
    std::string screen = render(*later, 24, 80, true);
    CHECK(screen.find("Team XP 9") != std::string::npos);
    CHECK(screen.find("XP      ") == std::string::npos);
}

// The Stance tapped and one card left: playing it leaves nothing but the end of planning, which
// the rules take at once. The board holds that card back and shows the finished plan until Enter.
TEST_CASE("Micro Hero screen: the last card shows the finished plan, and Enter resolves the turn") {
    State s = mh_test::fresh({}, 5);
    REQUIRE(olympus::is_legal(s, Action::tap_stance()));
    s.apply(Action::tap_stance());
    while (s.players[0].hand.size() > 1) s.apply(Action::play(0));
    REQUIRE(s.phase == Phase::Planning);
    REQUIRE(s.legal_actions().size() == 1u);  // only the last card: the rules never play it
    const std::string last = s.cat->card(s.players[0].hand[0].def).name;
    State resolved = s;
    resolved.apply(Action::play(0));
    REQUIRE(resolved.phase != Phase::Planning);  // the rules go on by themselves

    for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
        CAPTURE(w);
        TempDir dir;
        auto stack = open(dir, s, "plan");
        stack->feed(key::Enter);  // the last card
        for (bool unicode : {true, false}) {
            std::string screen = render(*stack, h, w, unicode);
            INFO(screen);
            CHECK(screen.find("Plan complete: Enter resolves the turn, Esc takes the last card back.") != std::string::npos);
            CHECK(screen.find("Enter resolve the turn") != std::string::npos);
            CHECK(screen.find("Planning phase") != std::string::npos);
            CHECK(screen.find(last) != std::string::npos);  // among the played cards
            // The hand is empty on the board, and so is what is said of it: no card is described.
            CHECK(screen.find("No card in hand") != std::string::npos);
        }
        stack->feed(key::Escape);  // takes it back: nothing was sent
        CHECK(render(*stack, h, w, true).find("The card is back in your hand") != std::string::npos);
        stack->feed(key::Enter);
        stack->feed(key::Enter);  // resolves
        CHECK(render(*stack, h, w, true).find("Plan complete") == std::string::npos);
        stack->feed('q');
        if (stack->depth() == 2u) stack->feed('y');
        REQUIRE(stack->empty());
        CHECK(CampaignStore(dir.path).load("plan") == resolved);
    }
}

TEST_CASE("Micro Hero screen: Esc on the finished plan sends nothing") {
    State s = mh_test::fresh({}, 5);
    s.apply(Action::tap_stance());
    while (s.players[0].hand.size() > 1) s.apply(Action::play(0));
    TempDir dir;
    auto stack = open(dir, s, "back");
    stack->feed(key::Enter);
    stack->feed(key::Escape);
    stack->feed('q');
    stack->feed('y');
    REQUIRE(stack->empty());
    CHECK(CampaignStore(dir.path).load("back") == s);
}

TEST_CASE("Micro Hero screen: e before the hand is played says why the planning goes on") {
    State s = mh_test::fresh({}, 5);
    REQUIRE(s.phase == Phase::Planning);
    const std::size_t left = s.players[0].hand.size();
    REQUIRE(left > 1);
    TempDir dir;
    auto stack = open(dir, s, "early");
    stack->feed('e');
    const std::string screen = render(*stack, 24, 80, true);
    INFO(screen);
    CHECK(screen.find("Planning ends once every card of your hand is played: " + std::to_string(left) + " cards are left to play.") !=
          std::string::npos);
    CHECK(screen.find("Not possible now") == std::string::npos);
    stack->feed('q');
    stack->feed('y');
    REQUIRE(stack->empty());
    CHECK(CampaignStore(dir.path).load("early") == s);  // the refused key changed nothing
}

TEST_CASE("Micro Hero menu: the shared game menu, with each campaign's line, a damaged one named and not chosen, and its own entries") {
    TempDir dir;
    CampaignStore store(dir.path);
    store.save("alpha", mh_test::fresh());
    AppContext ctx;
    ctx.save_dir = dir.path;
    tui::ScreenStack menu(make_start_screen(ctx));
    const std::string uni = render(menu, 24, 80, true);
    INFO(uni);
    // The campaign's line and, as in every game's menu, when it was last played.
    CHECK(uni.find("Continue alpha") != std::string::npos);
    CHECK(uni.find("Trial 1/12, 0 overcome, Normal, just now") != std::string::npos);
    check_golden("microhero/menu-80x24-unicode", uni);
    check_golden("microhero/menu-80x24-ascii", render(menu, 24, 80, false));
    // A damaged save (listed once the menu is back on top) says why on its row; Enter on it opens
    // nothing and asks nothing.
    std::ofstream(store.path_for("broken")) << "{ not a save";
    menu.feed(key::End);
    menu.feed(key::Up);  // How to play
    menu.feed(key::Enter);
    menu.feed(key::Escape);
    REQUIRE(menu.depth() == 1u);
    menu.feed(key::Home);
    menu.feed(key::Down);
    const std::string broken = render(menu, 24, 80, true);
    INFO(broken);
    REQUIRE(broken.find("▶ Continue broken") != std::string::npos);
    // The reason itself fits an 80-column row: the row names the save, so no path comes first.
    CHECK(broken.find("is not valid JSON") != std::string::npos);
    CHECK(broken.find(dir.path.string()) == std::string::npos);
    menu.feed(key::Enter);
    CHECK(menu.depth() == 1u);
    CHECK(render(menu, 24, 80, true) == broken);
    // New campaign, History and How to play open their screens; Back leaves.
    for (const char* entry : {"New campaign", "History", "How to play"}) {
        for (int i = 0; i < 8 && render(menu, 24, 80, true).find(std::string("▶ ") + entry) == std::string::npos; ++i) menu.feed(key::Down);
        menu.feed(key::Enter);
        CHECK_MESSAGE(menu.depth() == 2u, entry);
        menu.feed(key::Escape);
        REQUIRE(menu.depth() == 1u);
    }
    // Enter on a campaign opens its overview first.
    menu.feed(key::Home);
    menu.feed(key::Enter);
    CHECK(render(menu, 24, 80, true).find("Campaign: alpha") != std::string::npos);
    menu.feed(key::Escape);
    menu.feed(key::End);
    REQUIRE(render(menu, 24, 80, true).find("▶ Back") != std::string::npos);
    CHECK(!menu.feed(key::Enter));
}

TEST_CASE("Micro Hero screen: after undo the hand cursor is on the card that came back") {
    TempDir dir;
    State s = mh_test::fresh({}, 5);
    const State start = s;
    auto stack = open(dir, s, "back");
    stack->feed(key::Right);
    stack->feed(key::Right);
    stack->feed(key::Enter);  // plays the third card
    stack->feed('u');
    REQUIRE(render(*stack, 24, 80, true).find("You took back your last move.") != std::string::npos);
    stack->feed(key::Enter);  // Enter again plays the card under the cursor: the third, not the first
    stack->feed('q');
    stack->feed('y');
    REQUIRE(stack->empty());
    State expected = start;
    expected.apply(Action::play(2));
    CHECK(CampaignStore(dir.path).load("back") == expected);
}
