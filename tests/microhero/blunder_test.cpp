// Blunders a player who knows the rules would never make (issue 20), for the computer player of
// Micro Hero (the co-op partner and the simulator's policy): a hand and a Trial where some ways
// to play the turn are plainly right and others plainly wrong. Every way to play the Planning
// Phase is tried to judge: when some way overcomes the Trial this turn, the player must; when
// none does but some way takes no Wound, the player must not take one (a lethal strike blocked).
// The order counts (a card gives its icons once more for every card played after it), and so
// does the Stance, so a careless order or an unused Stance fails.
#include <doctest/doctest.h>

#include <functional>

#include "helpers.hpp"
#include "microhero/policy.hpp"

using namespace mh_test;
using olympus::Rng;

namespace {

struct Blunder {
    std::vector<std::string> hand;  // "strike+": upgraded
    int attack, defense, health;    // the Trial's values this turn
};

// What a way of playing the turn led to.
struct Outcome {
    bool overcome = false;
    int wounds = 0;
};

State position(const Blunder& b) {
    State s = fresh({}, 1);
    set_trial(s, "ceryneian-hind", b.attack, b.defense, b.health);
    set_hand(s, 0, b.hand);
    return s;
}

Outcome outcome(const State& before, const State& after) {
    Outcome o;
    o.overcome = after.trial != before.trial || after.round != before.round || after.result == 1 || after.t_health <= 0;
    o.wounds = before.wounds_left() - after.wounds_left();
    return o;
}

bool planning(const State& s, const State& start) {
    return !s.is_terminal() && s.phase == Phase::Planning && s.turn == start.turn && s.round == start.round;
}

// The rest of the turn, with no Experience spent (it changes nothing this turn's fight shows).
Outcome finish(const State& start, State s) {
    while (!s.is_terminal() && s.turn == start.turn && s.round == start.round)
        s.apply(s.phase == Phase::Improvement ? Action::end_improvement() : s.legal_actions().front());
    return outcome(start, s);
}

// Every way to play the Planning Phase, by its outcome.
void every_way(const State& start, const State& s, std::vector<Outcome>& out) {
    if (!planning(s, start)) {
        out.push_back(finish(start, s));
        return;
    }
    for (const Action& a : s.legal_actions()) {
        State t = s;
        t.apply(a);
        every_way(start, t, out);
    }
}

// The judge: overcome the Trial when that can be done; else take no Wound when that can be done.
std::function<bool(const Outcome&)> judge(const State& s) {
    std::vector<Outcome> all;
    every_way(s, s, all);
    bool can_overcome = false, can_block = false;
    for (const Outcome& o : all) {
        can_overcome |= o.overcome;
        can_block |= o.wounds == 0;
    }
    if (can_overcome) return [](const Outcome& o) { return o.overcome; };
    if (can_block) return [](const Outcome& o) { return o.wounds == 0; };
    return [](const Outcome&) { return true; };
}

using Mover = std::function<Action(const State&, Rng&)>;

// Found by the scan below: hands where at most a quarter of the ways to play the turn are right
// (of 720 orders, with and without the Stance, 24 to 30 are).
const std::vector<Blunder>& blunders() {
    static const std::vector<Blunder> all = {
        {{"block", "block", "strike", "train", "block+"}, 6, 3, 3},
        {{"block", "block+", "block+", "block", "strike"}, 12, 5, 2},
        {{"block", "block+", "train", "strike+", "block+"}, 5, 5, 4},
        {{"block", "train", "train", "block+", "strike+"}, 8, 4, 5},
        {{"block+", "strike", "train", "train+", "train+"}, 6, 5, 2},
        {{"block+", "train+", "train+", "strike", "block+"}, 11, 2, 5},
        {{"strike", "strike", "train", "block", "train"}, 10, 5, 4},
        {{"train", "block", "block+", "train+", "strike"}, 12, 2, 5},
        {{"train", "block+", "block+", "strike", "train+"}, 5, 2, 5},
        {{"train", "train", "block+", "strike", "block"}, 7, 3, 3},
        {{"train", "train", "block+", "train+", "strike"}, 8, 3, 3},
        {{"train+", "strike+", "block+", "block+", "block+"}, 12, 5, 4},
        {{"train+", "train+", "strike", "train+", "train+"}, 6, 2, 5},
        {{"block", "train", "strike+", "strike", "block"}, 5, 4, 5},
        {{"strike", "block+", "block+", "train+", "strike+"}, 11, 5, 4},
        {{"strike", "strike+", "block", "train+", "train"}, 11, 4, 5},
        {{"strike+", "block+", "train+", "strike", "block+"}, 8, 4, 5},
        {{"strike+", "train+", "strike", "train+", "train"}, 11, 5, 4},
    };
    return all;
}

Outcome play_turn(const State& start, const Mover& p, std::uint64_t seed) {
    State s = start;
    Rng r(seed);
    while (planning(s, start)) s.apply(p(s, r));
    return finish(start, s);
}

}  // namespace

TEST_CASE("Micro Hero blunder scan (OLYMPUS_MH_BLUNDER_SCAN=N)") {
    const char* n = std::getenv("OLYMPUS_MH_BLUNDER_SCAN");
    if (!n) return;
    Rng g(5);
    const char* kinds[] = {"strike", "block", "train", "strike+", "block+", "train+"};
    for (int k = 0; k < std::atoi(n); ++k) {
        Blunder b;
        for (int c = 0; c < 5; ++c) b.hand.push_back(kinds[g.below(6)]);
        b.attack = 3 + static_cast<int>(g.below(10));
        b.defense = 1 + static_cast<int>(g.below(5));
        b.health = 1 + static_cast<int>(g.below(5));
        const State s = position(b);
        std::vector<Outcome> all;
        every_way(s, s, all);
        const auto ok = judge(s);
        int good = 0;
        for (const Outcome& o : all) good += ok(o);
        if (good == 0 || good * 4 > static_cast<int>(all.size())) continue;  // keep hands where most ways are wrong
        std::string line = "{{";
        for (const auto& c : b.hand) line += "\"" + c + "\", ";
        line += "}, " + std::to_string(b.attack) + ", " + std::to_string(b.defense) + ", " + std::to_string(b.health) + "}, // " +
                std::to_string(good) + "/" + std::to_string(all.size()) +
                (play_turn(s, [](const State& x, Rng& r) { return greedy_policy(x, r); }, 1).wounds >= 0 &&
                         ok(play_turn(s, [](const State& x, Rng& r) { return greedy_policy(x, r); }, 1))
                     ? " greedy ok"
                     : " GREEDY FAILS");
        MESSAGE(line);
    }
}

namespace {
std::string text(const Blunder& b) {
    std::string t;
    for (const auto& c : b.hand) t += c + " ";
    return t + "against Attack " + std::to_string(b.attack) + ", Defense " + std::to_string(b.defense) + ", Health " +
           std::to_string(b.health);
}

int failures(const Mover& p, const char* who) {
    int failed = 0;
    for (const Blunder& b : blunders()) {
        const State s = position(b);
        const Outcome o = play_turn(s, p, 7);
        if (!judge(s)(o)) {
            ++failed;
            const std::string line = std::string(who) + " fails " + text(b) + ": " + (o.overcome ? "overcome" : "not overcome") +
                                     ", " + std::to_string(o.wounds) + " Wounds";
            MESSAGE(line);
        }
    }
    return failed;
}
}  // namespace

TEST_CASE("Micro Hero blunder suite: in every position most ways are wrong and some are right") {
    CHECK(blunders().size() >= 15);
    for (const Blunder& b : blunders()) {
        INFO(text(b));
        const State s = position(b);
        std::vector<Outcome> all;
        every_way(s, s, all);
        const auto ok = judge(s);
        int good = 0;
        for (const Outcome& o : all) good += ok(o);
        CHECK(good > 0);
        CHECK(good * 4 <= static_cast<int>(all.size()));
    }
}

TEST_CASE("Micro Hero blunder suite: the computer player makes none of them") {
    CHECK(failures([](const State& s, Rng& r) { return greedy_policy(s, r); }, "greedy") == 0);
}

TEST_CASE("Micro Hero blunder suite: weakened players are caught") {
    // The random mover; the computer player that ignores Wounds.
    CHECK(failures([](const State& s, Rng& r) { return random_policy(s, r); }, "random") >= 10);
    GreedyWeights careless;
    careless.wound = 0;
    careless.wound_scarcity = 0;
    CHECK(failures(greedy_policy_with(careless), "greedy ignoring Wounds") > 0);
    // A player who plays the hand as dealt and never taps the Stance.
    const Mover as_dealt = [](const State& s, Rng& r) {
        for (const Action& a : s.legal_actions())
            if (a.kind == Action::Kind::Play) return a;
        return greedy_policy(s, r);
    };
    CHECK(failures(as_dealt, "as dealt") >= 5);
}
