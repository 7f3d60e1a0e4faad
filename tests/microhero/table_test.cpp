// The Micro Hero table on the shell: golden screens at both sizes, the inspector's texts (the
// Stance whole, a played card, the Trial, a menu entry), the plan never resolved for the player,
// and co-op's shared Defense explained.
#include <doctest/doctest.h>
#include <algorithm>
#include <regex>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "microhero/describe.hpp"
#include "microhero/play_screen.hpp"
#include "microhero/policy.hpp"
#include "microhero/remote_board.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;
namespace key = olympus::tui::key;

namespace {
std::unique_ptr<tui::ScreenStack> open_table(const TempDir& dir, State s, const std::string& name = "table") {
    CampaignStore store(dir.path);
    auto lock = SaveLock::acquire(store.path_for(name));
    return std::make_unique<tui::ScreenStack>(make_play_screen(store, name, std::move(s), std::move(lock)));
}
std::string joined(const tui::Inspection& i) {
    std::string out = i.title;
    for (const auto& l : i.lines) out += "\n" + l;
    return out;
}
// Seed 5's first turn with one card played: the played row, the Stance and the Trial all hold something.
State one_played() {
    State s = mh_test::fresh({}, 5);
    s.apply(Action::play(0));
    return s;
}
}  // namespace

TEST_CASE("Micro Hero table: golden screens at 80x24 and 160x48, the inspector beside the wide one") {
    TempDir dir;
    auto stack = open_table(dir, one_played());
    stack->feed(key::Up);  // onto the played card
    auto small = render(*stack, 24, 80, true);
    auto wide = render(*stack, 48, 160, true);
    // Narrow: the card under the cursor named with its first line in the board's own space.
    CHECK(small.find("\u2022 ") != std::string::npos);
    CHECK(small.find("In play") == std::string::npos);  // the rest is for `i`
    // Wide: the inspector's column holds the played card whole, and the Stance's whole text shows.
    CHECK(wide.find("In play, card 1 of 1") != std::string::npos);
    CHECK(wide.find("End of Turn: if tapped") != std::string::npos);
    check_golden("microhero/table-80x24-unicode", small);
    check_golden("microhero/table-160x48-unicode", wide);
    check_golden("microhero/table-80x24-ascii", render(*stack, 24, 80, false));
}

TEST_CASE("Micro Hero table: at 160x48 the log shows at least 15 lines, and the golden holds them") {
    // A seeded campaign played on by the greedy player until its log is long, the player planning.
    State s = mh_test::fresh({}, 11);
    Rng rng(11, 1);
    for (int i = 0; i < 400 && !s.is_terminal() && (s.log.size() < 25 || s.phase != Phase::Planning); ++i) s.apply(greedy_policy(s, rng));
    REQUIRE(s.log.size() >= 20);
    REQUIRE(s.phase == Phase::Planning);
    const std::vector<std::string> log = s.log;
    TempDir dir;
    auto stack = open_table(dir, s);
    const std::string wide = render(*stack, 48, 160, true);
    int shown = 0;
    for (std::size_t i = log.size() - 20; i < log.size(); ++i) shown += wide.find(log[i].substr(0, 40)) != std::string::npos;
    CHECK_MESSAGE(shown >= 15, wide);
    check_golden("microhero/log-160x48-unicode", wide);
}

TEST_CASE("Micro Hero table: the inspector reads the Stance whole, the Trial and a played card") {
    State s = one_played();
    const std::string stance = joined(describe_stance(s, 0));
    const StanceSide& a = s.cat->stances[static_cast<std::size_t>(s.players[0].stance.def)].sides[0];
    CHECK(stance.find(a.text) != std::string::npos);       // the action and its End of Turn effect
    CHECK(stance.find("End of Turn") != std::string::npos);
    CHECK(stance.find("The other side") != std::string::npos);
    const std::string trial = joined(describe_trial(s));
    CHECK(trial.find(s.cat->trials[static_cast<std::size_t>(s.trial)].text) != std::string::npos);
    const std::string played = joined(describe_card(s, s.players[0].played[0], 0, 0));
    CHECK(played.find("This turn it gives") != std::string::npos);

    // Through the keys: Up goes from the hand to the played row, to the Stance, to the Trial;
    // `i` opens the one under the cursor whole.
    TempDir dir;
    auto stack = open_table(dir, s);
    stack->feed(key::Up);
    stack->feed(key::Up);
    stack->feed('i');
    std::string shown = render(*stack, 24, 80, true);
    CHECK(shown.find("Stance: " + a.name) != std::string::npos);
    CHECK(shown.find("The other side") != std::string::npos);
    stack->feed(key::Escape);
    stack->feed(key::Up);
    stack->feed('i');
    CHECK(render(*stack, 24, 80, true).find("Trial 1 of 12. Attack") != std::string::npos);
}

TEST_CASE("Micro Hero table: the last card is never played for the player, so the plan is seen before it resolves") {
    // The Stance tapped and two cards left: after one is played, the last waits for the player.
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        State s = mh_test::fresh({}, seed);
        if (!is_legal(s, Action::tap_stance())) continue;
        s.apply(Action::tap_stance());
        while (s.phase == Phase::Planning && s.players[0].hand.size() > 2) s.apply(Action::play(0));
        if (s.phase != Phase::Planning || s.players[0].hand.size() != 2 || !s.players[0].stance.tapped) continue;
        s.apply(Action::play(0));
        CHECK(s.phase == Phase::Planning);
        CHECK(s.players[0].hand.size() == 1u);
        return;
    }
    FAIL("no seed reaches two cards in hand with the Stance tapped");
}

TEST_CASE("Micro Hero table: co-op's Defense split says what each player blocks with, and why") {
    State s = mh_test::fresh({{"players", "2"}}, 5);
    for (int guard = 0; guard < 200 && s.phase != Phase::Defense && !s.is_terminal(); ++guard) {
        auto legal = s.legal_actions();
        auto end = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
            return a.kind == Action::Kind::EndImprovement || a.kind == Action::Kind::Play;
        });
        s.apply(end != legal.end() ? *end : legal.front());
    }
    REQUIRE(s.phase == Phase::Defense);
    const Action split = s.legal_actions().front();
    REQUIRE(split.kind == Action::Kind::Defend);
    CHECK(action_label(s, split).find("P1 blocks with " + std::to_string(split.n) + " Defense, P2 with") == 0);
    const std::string why = joined(describe_action(s, split));
    CHECK(why.find("strikes each player with its full Attack") != std::string::npos);
}

TEST_CASE("Micro Hero table at 80x24: with nothing played the rows under Played read the card at length, and a cut box text ends in the mark") {
    TempDir dir;
    auto stack = open_table(dir, mh_test::fresh({}, 5));
    stack->feed(key::Up);  // onto the Stance (no played row to pass)
    const std::string small = render(*stack, 24, 80, true);
    INFO(small);
    const std::string flat = std::regex_replace(small, std::regex("[ \n]+"), " ");
    // The Stance's end-of-turn effect was cut off beside "Hand" while the rows under "Played" stood empty.
    CHECK(flat.find("End of Turn: if tapped") != std::string::npos);
    // The Stance's box is cut: its last row ends in the mark.
    CHECK(small.find("play counts\u2026") != std::string::npos);
    const std::string plain = render(*stack, 24, 80, false);
    CHECK(plain.find("play counts~") != std::string::npos);
}

TEST_CASE("Micro Hero table: the card under the cursor is read under a heading of its own, not as played; the Stance's box has a title") {
    TempDir dir;
    auto stack = open_table(dir, mh_test::fresh({}, 5));
    const std::string small = render(*stack, 24, 80, true);
    INFO(small);
    CHECK(small.find("Played: nothing yet") != std::string::npos);
    CHECK(small.find("\nUnder the cursor\n") != std::string::npos);
    CHECK(small.find("\u250c Stance \u2500") != std::string::npos);
    CHECK(render(*stack, 24, 80, false).find("+ Stance -") != std::string::npos);
    CHECK(render(*stack, 48, 160, true).find("\u250c Stance \u2500") != std::string::npos);
    // With a card played the row is the played cards' again, and the cursor's card is read elsewhere.
    TempDir dir2;
    auto played = open_table(dir2, one_played());
    const std::string after = render(*played, 24, 80, true);
    INFO(after);
    CHECK(after.find("Played (each card") != std::string::npos);
    CHECK(after.find("Under the cursor") == std::string::npos);
}

TEST_CASE("Micro Hero table: the Trial's box, its inspector and its forecast agree on the Attack now and the one that strikes") {
    // Cattle of Geryon on turn 1: 12 now, 13 when it strikes after a turn in which it loses no Health.
    State s = mh_test::fresh({}, 5);
    mh_test::set_trial(s, "cattle-of-geryon", 12, 5, 3);
    REQUIRE(s.trial_attack_now() == 12);
    REQUIRE(s.strike_attack() == 13);
    TempDir dir;
    auto stack = open_table(dir, s);
    stack->feed(key::Up);  // the Stance, then the Trial
    stack->feed(key::Up);
    const std::string small = render(*stack, 24, 80, true);
    INFO(small);
    const std::string flat = std::regex_replace(small, std::regex("[ \n]+"), " ");
    CHECK(small.find("Attack 12  Defense 5  Health 3") != std::string::npos);  // the box says what it is now
    CHECK(small.find("Attack 13  Defense") == std::string::npos);               // never 13 as its Attack
    CHECK(small.find("Strikes with 13 this turn") != std::string::npos);
    CHECK(small.find("Defense 0 vs 13") != std::string::npos);
    // The inspector says the same.
    const std::string inspected = joined(describe_trial(s));
    CHECK(inspected.find("Attack 12, Defense 5, Health 3 of 3.") != std::string::npos);
    CHECK(inspected.find("As things stand it strikes with Attack 13 this turn.") != std::string::npos);
}

namespace {
// The board's history after each view from `s` on, the greedy player playing until a new turn's
// hands are drawn; `drawn` gets the names of the cards that came to each hand.
std::vector<std::string> history_over_a_new_turn(State s, const nlohmann::json& seat, std::vector<std::vector<std::string>>& drawn) {
    nlohmann::json w = {{"type", "welcome"}, {"game", kGameId}, {"setup", nullptr}, {"seat", seat},
                        {"players", s.cfg.players}, {"labels", nlohmann::json::array()}};
    auto b = make_remote_board(w);
    auto view = [&](const State& st) {
        return nlohmann::json{{"type", "view"}, {"seat", seat}, {"to_move", st.current_player()}, {"terminal", false},
                              {"view", seat.is_null() ? st.public_view_json() : st.view_json(seat.get<int>())}};
    };
    b->update(view(s));
    Rng rng(3, 3);
    const int turn = s.turn;
    std::vector<std::vector<Card>> before;
    for (const auto& pl : s.players) before.push_back(pl.hand);
    while (s.turn == turn && !s.is_terminal()) {
        for (std::size_t p = 0; p < s.players.size(); ++p) before[p] = s.players[p].hand;
        s.apply(greedy_policy(s, rng));
        b->update(view(s));
    }
    drawn.assign(s.players.size(), {});
    for (std::size_t p = 0; p < s.players.size(); ++p)
        for (const Card& c : s.players[p].hand)
            if (std::find(before[p].begin(), before[p].end(), c) == before[p].end()) drawn[p].push_back(s.card_name(c));
    return b->history();
}
std::string listed(const std::vector<std::string>& names) {
    std::string out = names.front();
    for (std::size_t i = 1; i < names.size(); ++i) out += (i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}
bool has(const std::vector<std::string>& lines, const std::string& l) { return std::find(lines.begin(), lines.end(), l) != lines.end(); }
}  // namespace

TEST_CASE("Micro Hero log: a new turn's hand is told by name to the player, counted to a spectator") {
    std::vector<std::vector<std::string>> drawn;
    const auto mine = history_over_a_new_turn(mh_test::fresh({}, 5), 0, drawn);
    REQUIRE(drawn[0].size() >= 3);
    CHECK_MESSAGE(has(mine, "You draw " + listed(drawn[0]) + "."), mine.back());
    // Said right after the line that begins the turn.
    const auto at = std::find(mine.begin(), mine.end(), "You draw " + listed(drawn[0]) + ".");
    REQUIRE(at != mine.begin());
    CHECK((at - 1)->rfind("Turn ", 0) == 0);
    const auto watched = history_over_a_new_turn(mh_test::fresh({}, 5), nullptr, drawn);
    CHECK(has(watched, "Hercules draws " + std::to_string(drawn[0].size()) + " cards."));
    for (const auto& l : watched) CHECK(l.find("You draw") == std::string::npos);
}

TEST_CASE("Micro Hero log: in co-op each partner's draw is named to both players, whose hands lie open") {
    std::vector<std::vector<std::string>> drawn;
    const auto p2 = history_over_a_new_turn(mh_test::fresh({{"players", "2"}}, 5), 1, drawn);
    REQUIRE(drawn.size() == 2);
    REQUIRE(!drawn[0].empty());
    REQUIRE(!drawn[1].empty());
    CHECK(has(p2, "P1 draws " + listed(drawn[0]) + "."));
    CHECK(has(p2, "P2 draws " + listed(drawn[1]) + "."));
}
