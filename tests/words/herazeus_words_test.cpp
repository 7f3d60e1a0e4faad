// Hera & Zeus: every event line (as the screens add them, two alike both shown), every move as
// the menus word it, and the why-not messages a key can meet, over many seeded games (random moves
// and the heuristic player, mixed), read by the words checker.
#include "words/words_test.hpp"

#include "herazeus/board_view.hpp"
#include "herazeus/state.hpp"

using namespace olympus;
using namespace olympus::herazeus;
using namespace words_test;

namespace {

void play_one(Findings& f, const Ids& ids, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    o.values["first"] = seed % 2 ? "zeus" : "hera";
    State s = State::new_game(o);
    Rng rng(seed, 13);
    std::vector<std::string> log;
    append_new_events(s.cards(), Board{}, s.board(), log);
    f.check_log_no_labels(log, ids);
    for (int step = 0; step < 3000 && !s.is_terminal(); ++step) {
        const View v = s.view_for(s.current_player());
        const auto legal = v.legal_actions();
        for (const Action& a : legal) f.check(action_label(v, a), ids);
        // The keys that act without a menu (d draws, r recalls) and a placement out of place:
        // what the screen says when they are refused.
        for (const Action& a : {Action::draw(), Action::recall(), Action::place(1), Action::challenge(2)})
            f.check(s.why_illegal(a), ids);
        if (!legal.empty() && legal.front().kind == Action::Kind::Place)
            f.check(s.why_illegal(Action::draw()), ids);
        const Action a = rng.below(2) ? random_action(s, rng) : heuristic_action(v, rng, false);
        const Board before = s.board();
        s.apply(a);
        std::vector<std::string> added;
        append_new_events(s.cards(), before, s.board(), added);
        f.check_log_no_labels(added, ids);
    }
    if (s.is_terminal()) f.check(end_headline(s.board()), ids);
}

}  // namespace

TEST_CASE("Hera & Zeus: no id, action syntax, label or empty event in any event line, menu entry or refusal") {
    const Ids ids = words_check::ids_of_game("herazeus");
    Findings f;
    for (int g = 0; g < games_per_setup() * 2; ++g) play_one(f, ids, 3000 + static_cast<std::uint64_t>(g));
    require_clean("herazeus", f);
}

TEST_CASE("Hera & Zeus: two draws in one turn are two lines of the log") {
    GameOptions o;
    o.seed = 5;
    State s = State::new_game(o);
    Rng rng(5, 1);
    // Through the opening row to the first turn with two draws in a row.
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
        const auto legal = s.legal_actions();
        const bool can_draw = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Draw; });
        if (can_draw && s.board().ap_total - s.board().ap_used >= 2) {
            Board before = s.board();
            std::vector<std::string> log;
            s.apply(Action::draw());
            append_new_events(s.cards(), before, s.board(), log);
            before = s.board();
            s.apply(Action::draw());
            append_new_events(s.cards(), before, s.board(), log);
            REQUIRE(log.size() == 2);
            CHECK(log[0] == log[1]);
            CHECK(log[0].find("drew a card") != std::string::npos);
            return;
        }
        s.apply(random_action(s, rng));
    }
    FAIL("no turn with two draws in a row was reached");
}
