// The review after a game against the computer (r on the end of the game): the scripted game's
// plain blunder comes first, it reads only the reviewed seat's view, and its screen.
#include <doctest/doctest.h>

#include "ai/review.hpp"
#include "support/same_review.hpp"
#include "herazeus/hint.hpp"
#include "herazeus/play_screen.hpp"
#include "hz_test.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/review_screen.hpp"

using namespace hz;

namespace {

// From the blunder suite: Hera's Artemis (a 6) is face up in column 1 and Zeus knows it.
const char* kKnownSix = R"({"to_move":"zeus","turn":8,"ap_total":1,"ap_used":0,
    "hera":{"field":[["^artemis","harpy"],[],["hydra"]],"hand":["medusa","amazon"]},
    "zeus":{"field":[[],["centaur","cyclops"],[]],"hand":["giant","cyclops","hero","centaur"]}})";

std::unique_ptr<Table> table_of(const State& s) { return std::make_unique<TableOf<State>>(s, TableOf<State>::Ai{}, hint); }

// The game from `s`: `first` played, then both sides by the heuristic to the end.
std::vector<std::string> game_from(State s, const std::string& first, std::uint64_t seed) {
    std::vector<std::string> moves{first};
    act(s, first);
    Rng r(seed);
    while (!s.is_terminal()) {
        const Action a = heuristic_action(s.view_for(s.current_player()), r);
        moves.push_back(a.to_string());
        s.apply(a);
    }
    return moves;
}

ai::GameReview review(const State& start, const std::vector<std::string>& moves, int seat, int iterations = 300) {
    ai::Reviewer r(table_of(start), moves, {seat}, iterations, 7);
    while (!r.finished()) r.step();
    return r.result();
}

}  // namespace

TEST_CASE("Hera & Zeus review: a 5 put in front of a known 6 is the first move named") {
    const State start = pos(kKnownSix);
    const int zeus = start.current_player();
    for (std::uint64_t seed : {1, 2, 3}) {
        const auto moves = game_from(start, "play giant col1 pos1", seed);
        const ai::GameReview r = review(start, moves, zeus);
        MESSAGE("seed " << seed << ": " << moves.size() << " moves, " << r.weighed << " of " << r.decisions << " weighed");
        for (const auto& m : r.worst)
            MESSAGE("  " << m.position << " " << m.played_words << " " << m.played_score << " vs " << m.advised_words << " " << m.advised_score);
        REQUIRE(!r.worst.empty());
        CHECK(r.worst.front().position == 0);
        CHECK(r.worst.front().played == "play giant col1 pos1");
        CHECK(r.worst.front().advised != r.worst.front().played);
        CHECK(r.worst.front().drop() > 0.05);
    }
}

TEST_CASE("Hera & Zeus review: two worlds Zeus cannot tell apart give the same review") {
    // Hera's two face-down cards change places: Zeus cannot tell the worlds apart until one is
    // turned up, and the review of the same moves must not change.
    const State s = pos(kKnownSix);
    const State other = pos(R"({"to_move":"zeus","turn":8,"ap_total":1,"ap_used":0,
        "hera":{"field":[["^artemis","hydra"],[],["harpy"]],"hand":["medusa","amazon"]},
        "zeus":{"field":[[],["centaur","cyclops"],[]],"hand":["giant","cyclops","hero","centaur"]}})");
    const int zeus = s.current_player();
    REQUIRE(other.view_for(zeus) == s.view_for(zeus));
    REQUIRE(!(other == s));
    int compared = 0;
    for (std::uint64_t seed : {11, 12, 13, 14}) {
        // The longest start of the game that both worlds can play and in which Zeus saw the same
        // before each of his moves.
        const auto all = game_from(s, "play giant col1 pos1", seed);
        std::vector<std::string> moves;
        State a = s, b = other;
        for (const std::string& m : all) {
            if (a.is_terminal() || b.is_terminal() || !legal(b, m)) break;
            if (a.current_player() == zeus && !(a.view_for(zeus) == b.view_for(zeus))) break;
            moves.push_back(m);
            a.apply(*Action::parse(m));
            b.apply(*Action::parse(m));
        }
        const ai::GameReview ra = review(s, moves, zeus, 200), rb = review(other, moves, zeus, 200);
        MESSAGE(moves.size() << " of " << all.size() << " moves, " << ra.scored.size() << " scored");
        check_same_review(ra, rb);
        CHECK(ra.weighed == rb.weighed);
        compared += static_cast<int>(ra.scored.size());
    }
    CHECK(compared >= 6);
}

TEST_CASE("Hera & Zeus review: r on the end of a game against the computer opens it; golden screens") {
    TempDir dir;
    GameOptions o;
    o.seed = 9;
    auto path = dir.path / "herazeus" / "g.json";
    tui::ScreenStack stack(make_play_screen(path, SavedGame{State::new_game(o), Seats{{std::nullopt, Level::Novice}}},
                                            SaveLock::acquire(path), 1, 60));
    std::string screen;
    for (int i = 0; i < 5000; ++i) {
        while (stack.tick()) {
        }
        screen = render(stack, 24, 80, true);
        if (screen.find("wins!") != std::string::npos || screen.find("drawn") != std::string::npos) break;
        if (screen.find("[y] yes") != std::string::npos) {  // a challenge asks first
            stack.feed('y');
            continue;
        }
        stack.feed('a');  // every move; take the first
        stack.feed(tui::key::Enter);
    }
    REQUIRE(screen.find("r review your moves") != std::string::npos);
    stack.feed('r');
    // While it runs: a progress line, and Esc stops it.
    CHECK(render(stack, 24, 80, true).find("decisions weighed") != std::string::npos);
    stack.tick();
    stack.feed(tui::key::Escape);
    CHECK(render(stack, 24, 80, true).find("r review your moves") != std::string::npos);
    // Asked again, it goes on to the end.
    stack.feed('r');
    for (int i = 0; i < 1000 && render(stack, 24, 80, true).find("decisions weighed") != std::string::npos; ++i) stack.tick();
    const std::string uni = render(stack, 24, 80, true);
    CHECK(uni.find("Where your chance fell most") != std::string::npos);
    CHECK(uni.find("1. Turn ") != std::string::npos);
    CHECK(uni.find("the search would have chosen") != std::string::npos);
    for (const char* text : {"col1", "col2", "col3", "pos1", "draw\"", "play "})  // no action text
        CHECK(uni.find(text) == std::string::npos);
    check_golden("herazeus/review-80x24-unicode", uni);
    check_golden("herazeus/review-80x24-ascii", render(stack, 24, 80, false));
    check_golden("herazeus/review-160x48-unicode", render(stack, 48, 160, true));
    stack.feed(tui::key::Enter);
    CHECK(render(stack, 24, 80, true).find("r review your moves") != std::string::npos);
}
