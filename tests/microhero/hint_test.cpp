// The hint (H in a solo campaign): it names a legal move in the menu's words, it reads only the
// player's view (two positions that differ only in the order of what is face down give the same
// hint), and its box on the table.
#include <doctest/doctest.h>

#include "helpers.hpp"
#include "microhero/board_view.hpp"
#include "microhero/campaign.hpp"
#include "microhero/hint.hpp"
#include "microhero/play_screen.hpp"
#include "microhero/policy.hpp"
#include "support/golden.hpp"
#include "support/same_advice.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;

namespace {

// Positions along a seeded campaign (greedy moves) where Hercules has a choice.
template <class F>
void along_choices(std::uint64_t seed, F f) {
    State s = mh_test::fresh({}, seed);
    Rng r(seed);
    for (int step = 0; step < 80 && !s.is_terminal(); ++step) {
        if (step % 11 == 1 && s.legal_actions().size() > 1) f(s);
        s.apply(greedy_policy(s, r));
    }
}

// The same position with what the player cannot see in another order: the deck below its known
// top, the Trials to come.
State reordered(State s, std::uint64_t seed) {
    Rng rng(seed);
    for (Player& pl : s.players) {
        std::vector<Card> cards = pl.deck.peek(pl.deck.size());
        const auto top = static_cast<std::ptrdiff_t>(std::min<std::size_t>(static_cast<std::size_t>(pl.deck_known), cards.size()));
        std::vector<Card> rest(cards.begin() + top, cards.end());
        rng.shuffle(rest);
        std::vector<Card> deck(cards.begin(), cards.begin() + top);
        deck.insert(deck.end(), rest.begin(), rest.end());
        pl.deck = Pile<Card>::from_top_first(std::move(deck));
    }
    s.upcoming.shuffle(rng);
    return s;
}

}  // namespace

TEST_CASE("Micro Hero hint: the best move by campaigns played on, legal and in the menu's words") {
    int seen = 0, searched = 0;
    along_choices(5, [&](const State& s) {
        Rng rng(2);
        const MoveAdvice adv = hint(s, 0, rng, 8, 0);
        REQUIRE(!adv.options.empty());
        for (const auto& o : adv.options) {
            auto a = Action::parse(o.move);
            REQUIRE(a);
            CHECK(is_legal(s, *a));
            CHECK(o.words == action_label(s, *a));
            CHECK(o.words != o.move);
            CHECK(o.score >= 0);
            CHECK(o.score <= 12);
        }
        if (adv.tries > 0) {
            ++searched;
            CHECK(adv.options.size() >= 2);
        }
        ++seen;
    });
    CHECK(seen >= 4);
    CHECK(searched >= 3);
}

TEST_CASE("Micro Hero hint: two positions the player cannot tell apart give the same hint") {
    int compared = 0, differ = 0;
    along_choices(6, [&](const State& s) {
        const State other = reordered(s, 100 + static_cast<std::uint64_t>(compared));
        REQUIRE(other.view_json(0) == s.view_json(0));
        differ += !(other == s);
        Rng ra(8), rb(8);
        const MoveAdvice a = hint(s, 0, ra, 8, 0), b = hint(other, 0, rb, 8, 0);
        check_same_advice(a, b);
        ++compared;
    });
    CHECK(compared >= 4);
    CHECK(differ >= compared / 2);
}

TEST_CASE("Micro Hero hint: H shows the box in a solo campaign, and Enter closes it") {
    TempDir dir;
    CampaignStore store(dir.path);
    tui::ScreenStack stack(make_play_screen(store, "hint", mh_test::fresh({}, 5), SaveLock::acquire(store.path_for("hint")), 12));
    stack.feed('H');
    const std::string uni = render(stack, 24, 80, true);
    CHECK(uni.find("┏ Hint") != std::string::npos);
    CHECK(uni.find("of 12") != std::string::npos);
    check_golden("microhero/hint-80x24-unicode", uni);
    check_golden("microhero/hint-80x24-ascii", render(stack, 24, 80, false));
    stack.feed(tui::key::Enter);
    CHECK(render(stack, 24, 80, true).find("┏ Hint") == std::string::npos);
}

TEST_CASE("Micro Hero hint: partners in co-op get none (they plan together)") {
    TempDir dir;
    CampaignStore store(dir.path);
    tui::ScreenStack stack(make_play_screen(store, "coop", mh_test::fresh({{"players", "2"}}, 5),
                                            SaveLock::acquire(store.path_for("coop")), 12));
    stack.feed('H');
    CHECK(render(stack, 24, 80, true).find("┏ Hint") == std::string::npos);
}
