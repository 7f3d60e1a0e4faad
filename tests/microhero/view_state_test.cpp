// A State rebuilt from a view (what a network client draws): it shows the same view, draws the
// same board and piles, holds nothing the view did not say, and a damaged view is refused.
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "microhero/piles_screen.hpp"
#include "microhero/policy.hpp"
#include "tui/memory_canvas.hpp"

using namespace olympus;
using namespace olympus::microhero;
using json = nlohmann::json;

namespace {

std::string board_text(const State& s, int viewed) {
    tui::MemoryCanvas c(24, 80);
    BoardUi ui;
    ui.viewed = viewed;
    draw_board(c, {0, 0, 24, 80}, s, ui, tui::Theme{});
    return c.to_text();
}

std::string piles_text(const State& s) {
    std::string t;
    for (const auto& p : piles_pages(s)) {
        t += p.title + "\n";
        for (const auto& l : p.lines) t += l + "\n";
    }
    return t;
}

// The same campaign with every hidden order turned around: what no view may tell apart.
State other_world(State s) {
    for (Player& pl : s.players) {
        auto deck = pl.deck.top_first();
        std::reverse(deck.begin() + pl.deck_known, deck.end());
        pl.deck = Pile<Card>::from_top_first(deck);
    }
    auto up = s.upcoming.top_first();
    std::reverse(up.begin(), up.end());
    s.upcoming = Pile<int>::from_top_first(up);
    auto hs = s.hera_stack.top_first();
    std::reverse(hs.begin(), hs.end());
    s.hera_stack = Pile<int>::from_top_first(hs);
    s.rng = Rng(12345);
    return s;
}

}  // namespace

TEST_CASE("A State rebuilt from any view shows that view again, draws the same board and piles, and knows nothing hidden") {
    const std::vector<std::map<std::string, std::string>> option_sets = {
        {},
        {{"difficulty", "mythic"}, {"expansions", "all"}},
        {{"players", "2"}, {"expansions", "all"}},
        {{"players", "2"}, {"expansions", "omphale,blood"}, {"stance2", "hercules"}, {"deck", "10S"}, {"deck2", "5T5B"}},
        {{"players", "2"}, {"difficulty", "heroic"}, {"expansions", "hera,calm,athena"}},
    };
    int checked = 0, with_hidden_order = 0;
    for (std::size_t o = 0; o < option_sets.size(); ++o) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            State s = mh_test::fresh(option_sets[o], seed);
            Rng rng(seed, 9);
            for (int step = 0; !s.is_terminal() && step < 400; ++step) {
                if (step % 3 == 0) {
                    for (int p = 0; p < s.cfg.players; ++p) {
                        const json v = s.view_json(p);
                        const State r = State::from_view_json(v);
                        REQUIRE(r.view_json(p) == v);  // legal moves included
                        CHECK(board_text(r, -1) == board_text(s, -1));
                        if (s.cfg.players == 2) CHECK(board_text(r, 1 - s.actor) == board_text(s, 1 - s.actor));
                        // Nothing of the hidden orders or the Rng goes in: the world with every
                        // hidden order turned gives the same rebuilt State.
                        CHECK(State::from_view_json(other_world(s).view_json(p)) == r);
                        ++checked;
                    }
                    const json pub = s.public_view_json();
                    const State r = State::from_view_json(pub);
                    CHECK(r.public_view_json() == pub);
                    CHECK(piles_text(r) == piles_text(s));
                    if (s.upcoming.size() > 1 || s.players[0].deck.size() > static_cast<std::size_t>(s.players[0].deck_known) + 1)
                        ++with_hidden_order;
                }
                s.apply(step % 2 ? random_policy(s, rng) : greedy_policy(s, rng));
            }
        }
    }
    CHECK(checked > 500);
    CHECK(with_hidden_order > 100);  // the "knows nothing hidden" check had something to hide
}

TEST_CASE("A damaged Micro Hero view is refused with a message that says where") {
    State s = mh_test::fresh({{"players", "2"}, {"expansions", "hera,omphale"}}, 3);
    const json good = s.view_json(0);
    REQUIRE(!good["players"][0]["hand"].empty());
    REQUIRE(!good["players"][1]["hand"].empty());
    REQUIRE(!good["players"][0]["deck_rest"].empty());
    REQUIRE_NOTHROW(State::from_view_json(good));
    auto refused = [&](const std::function<void(json&)>& damage, const std::string& words) {
        json v = good;
        damage(v);
        try {
            State::from_view_json(v);
            FAIL("accepted a damaged view: " << words);
        } catch (const std::runtime_error& e) {
            const std::string what = e.what();
            CHECK_MESSAGE(what.rfind("damaged Micro Hero view", 0) == 0, what);
            CHECK_MESSAGE(what.find(words) != std::string::npos, what << " lacks " << words);
        }
    };
    refused([](json& v) { v = json::array(); }, "expected a JSON object");
    refused([](json& v) { v["game"] = "arc"; }, "not a Micro Hero view");
    refused([](json& v) { v.erase("players"); }, "missing 'players'");
    refused([](json& v) { v["players"][0]["deck_count"] = 7; }, "players[0].deck_count");
    refused([](json& v) { v["players"][1]["hand"][0]["uid"] = 100000; }, "players[1].hand[0].uid");
    refused([](json& v) { v["players"][0]["hand"][0]["id"] = "no-such-card"; }, "unknown card 'no-such-card'");
    refused([](json& v) { v["players"][0]["deck_rest"].push_back(v["players"][0]["hand"][0]); }, "deck_count");
    refused([](json& v) { v["upcoming_count"] = 3; }, "upcoming_count");
    refused([](json& v) { v["hera"]["stack_count"] = 0; }, "hera.stack_count");
    refused([](json& v) { v["players"][0]["stance"]["side"] = "C"; }, "stance.side");
    refused([](json& v) { v["phase"] = "Lunch"; }, "unknown phase");
    refused([](json& v) {
        // A card in two places: the counts agree, the invariants do not.
        v["players"][0]["deck_rest"][0] = v["players"][1]["hand"][0];
    }, "card #");
}
