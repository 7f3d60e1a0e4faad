// The shared tree search on a tiny hidden-card game: it must play sensibly and never peek.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "ai/ismcts.hpp"

using namespace olympus;

namespace {
// Each seat holds one hidden card from 1..5. Seat 0 raises or folds; after a raise seat 1 calls or
// folds; a call shows both cards and the higher wins.
struct HighCard {
    struct Action {
        std::string word;
        std::string to_string() const { return word; }
        static std::optional<Action> parse(std::string_view t) {
            if (t == "raise" || t == "fold" || t == "call") return Action{std::string(t)};
            return std::nullopt;
        }
    };
    struct View {
        int seat = 0, my_card = 0;
        std::vector<std::string> history;
        bool operator==(const View&) const = default;
    };
    int cards[2] = {1, 2};
    std::vector<std::string> history;
    Rng rng;

    std::vector<Action> legal_actions() const {
        if (is_terminal()) return {};
        if (history.empty()) return {{"raise"}, {"fold"}};
        return {{"call"}, {"fold"}};
    }
    void apply(const Action& a) { history.push_back(a.word); }
    bool is_terminal() const { return !history.empty() && (history.back() == "fold" || history.back() == "call"); }
    int winner() const {
        if (!is_terminal()) return -1;
        if (history.back() == "fold") return history.size() == 1 ? 1 : 0;
        return cards[0] > cards[1] ? 0 : 1;
    }
    int current_player() const { return static_cast<int>(history.size() % 2); }
    int num_players() const { return 2; }
    nlohmann::json to_json() const { return {{"cards", {cards[0], cards[1]}}, {"history", history}}; }
    static HighCard from_json(const nlohmann::json& j) {
        HighCard h;
        h.cards[0] = j["cards"][0];
        h.cards[1] = j["cards"][1];
        h.history = j["history"].get<std::vector<std::string>>();
        return h;
    }
    static HighCard new_game(const GameOptions&) { return {}; }
    View view_for(int seat) const { return {seat, cards[seat], history}; }
    nlohmann::json view_json(int seat) const { return {{"card", cards[seat]}, {"history", history}}; }
    std::string describe(int seat) const { return "card " + std::to_string(cards[seat]) + "\n"; }
    static HighCard sample_world(const View& v, int seat, Rng& rng) {
        HighCard h;
        h.cards[seat] = v.my_card;
        std::vector<int> rest;
        for (int c = 1; c <= 5; ++c)
            if (c != v.my_card) rest.push_back(c);
        h.cards[1 - seat] = rest[rng.below(static_cast<std::uint32_t>(rest.size()))];
        h.history = v.history;
        return h;
    }
};
[[maybe_unused]] std::string check(const HighCard&) { return ""; }  // only the concept names it
static_assert(ai::Searchable<HighCard>);

HighCard deal(int mine, int theirs) {
    HighCard h;
    h.cards[0] = mine;
    h.cards[1] = theirs;
    return h;
}
}  // namespace

TEST_CASE("ISMCTS: raises with the best card and calls when calling can win") {
    ai::Ismcts<HighCard> search(ai::SearchLimits{3000, 0, 0.7, 10});
    Rng rng(1);
    CHECK(search.choose(deal(5, 2), rng).word == "raise");
    HighCard after_raise = deal(3, 5);
    after_raise.apply({"raise"});
    CHECK(search.choose(after_raise, rng).word == "call");  // seat 1 holds 5: a sure win
    // Folding after a raise loses for sure; calling with 2 wins when seat 0 holds the 1.
    HighCard weak = deal(3, 2);
    weak.apply({"raise"});
    CHECK(search.choose(weak, rng).word == "call");
}

TEST_CASE("ISMCTS: two hidden worlds with the same view give the same move (no peeking)") {
    ai::Ismcts<HighCard> search(ai::SearchLimits{500, 0, 0.7, 10});
    for (int mine = 1; mine <= 5; ++mine) {
        std::vector<int> others;
        for (int c = 1; c <= 5; ++c)
            if (c != mine) others.push_back(c);
        HighCard a = deal(mine, others.front()), b = deal(mine, others.back());
        REQUIRE(a.view_for(0) == b.view_for(0));
        Rng ra(42), rb(42);
        ai::SearchStats sa, sb;
        CHECK(search.choose(a, ra, &sa).word == search.choose(b, rb, &sb).word);
        CHECK(sa.iterations == 500);
        CHECK(ra == rb);  // the same random numbers were drawn: nothing depended on the hidden card
    }
}

TEST_CASE("ISMCTS: a time budget stops the search") {
    ai::Ismcts<HighCard> search(ai::SearchLimits{100000000, 20, 0.7, 10});
    Rng rng(3);
    ai::SearchStats st;
    search.choose(deal(4, 1), rng, &st);
    CHECK(st.iterations < 100000000);
    CHECK(st.seconds < 5.0);
}

TEST_CASE("ISMCTS: a playout past its depth goes on to a quiet position before it is scored") {
    int scored = 0;
    auto score = [&scored](const HighCard&, int) {
        ++scored;
        return 0.5;
    };
    Rng rng(5);
    // Depth 0: without a quiet test every unfinished playout is scored where the tree left it.
    ai::Ismcts<HighCard> plain(ai::SearchLimits{200, 0, 0.7, 0}, {}, score);
    plain.choose(deal(4, 1), rng);
    CHECK(scored > 0);
    // No position but the end is quiet: every playout is played out and the score is never asked.
    scored = 0;
    ai::Ismcts<HighCard> settled(ai::SearchLimits{200, 0, 0.7, 0}, {}, score, [](const HighCard&) { return false; });
    ai::SearchStats st;
    CHECK(settled.choose(deal(4, 1), rng, &st).word == "raise");
    CHECK(scored == 0);
    CHECK(st.iterations == 200);
}

TEST_CASE("ISMCTS: the clock is read after every iteration, so a slow iteration cannot overrun it by many more") {
    // Each playout waits 3 ms; with a 1 ms clock the search must stop right after the first
    // iteration that plays one out (one of the first two: the other root move, fold, ends the game
    // at once). It once read the clock every 16 iterations, and CGS, whose iterations play a whole
    // round, overran 1 s. The count, not the time, is checked: a busier machine only makes the
    // iterations longer.
    ai::Ismcts<HighCard> search(ai::SearchLimits{1000, 1, 0.7, 10}, [](const HighCard& s, Rng& r) {
        std::this_thread::sleep_for(std::chrono::milliseconds(3));
        auto legal = s.legal_actions();
        return legal[r.below(static_cast<std::uint32_t>(legal.size()))];
    });
    Rng rng(5);
    ai::SearchStats st;
    search.choose(deal(4, 1), rng, &st);
    CHECK(st.iterations <= 3);
}

TEST_CASE("ISMCTS: a search the clock stops short of its floor goes on to the floor, unless the hard limit passes") {
    // A 1 ms clock and iterations of 1 ms: without a floor the search stops after one or two.
    auto slow = [](const HighCard& s, Rng& r) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        auto legal = s.legal_actions();
        return legal[r.below(static_cast<std::uint32_t>(legal.size()))];
    };
    ai::SearchLimits floor{1000, 1, 0.7, 10};
    floor.floor_iterations = 12;
    floor.hard_ms = 60000;
    Rng rng(5);
    ai::SearchStats st;
    ai::Ismcts<HighCard>(floor, slow).choose(deal(4, 1), rng, &st);
    CHECK(st.iterations == 12);
    // The hard limit wins over the floor: 20 ms stop far short of ten million iterations (once
    // the small tree is whole, an iteration plays no playout and takes about a microsecond).
    ai::SearchLimits hard = floor;
    hard.iterations = hard.floor_iterations = 10000000;
    hard.hard_ms = 20;
    ai::Ismcts<HighCard>(hard, slow).choose(deal(4, 1), rng, &st);
    CHECK(st.iterations < 10000000);
    CHECK(st.iterations >= 1);
    // Without a clock the floor changes nothing: the count is the limit.
    ai::SearchLimits counted{30, 0, 0.7, 10};
    counted.floor_iterations = 100;
    counted.hard_ms = 60000;
    ai::Ismcts<HighCard>(counted, [](const HighCard& s, Rng& r) {
        auto legal = s.legal_actions();
        return legal[r.below(static_cast<std::uint32_t>(legal.size()))];
    }).choose(deal(4, 1), rng, &st);
    CHECK(st.iterations == 30);
}
