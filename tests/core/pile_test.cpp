#include <doctest/doctest.h>

#include "core/pile.hpp"

using olympus::Pile;
using olympus::Rng;

TEST_CASE("Pile: draw, put on top and bottom, insert, peek") {
    auto p = Pile<int>::from_top_first({1, 2, 3});
    CHECK(p.top() == 1);
    p.put_top(0);
    p.put_bottom(4);
    CHECK(p.top_first() == std::vector<int>{0, 1, 2, 3, 4});
    p.insert(2, 9);
    CHECK(p.top_first() == std::vector<int>{0, 1, 9, 2, 3, 4});
    p.insert(p.size(), 8);
    CHECK(p.at_from_top(p.size() - 1) == 8);
    CHECK_THROWS(p.insert(p.size() + 1, 7));
    CHECK(p.peek(2) == std::vector<int>{0, 1});
    CHECK(p.size() == 7);
    CHECK(*p.draw() == 0);
    CHECK(p.draw(2) == std::vector<int>{1, 9});
    CHECK(p.draw(10) == std::vector<int>{2, 3, 4, 8});
    CHECK(!p.draw().has_value());
    CHECK(p.empty());
}

TEST_CASE("Pile: take at random removes exactly one card") {
    Rng rng(3);
    auto p = Pile<int>::from_top_first({1, 2, 3, 4});
    auto c = p.take_random(rng);
    REQUIRE(c.has_value());
    CHECK(p.size() == 3);
    for (int v : p.top_first()) CHECK(v != *c);
    CHECK(p.remove(p.top()));
    CHECK(!p.remove(42));
}

TEST_CASE("Pile: turning the discard pile over keeps its order (Micro Hero)") {
    // Cards go to the discard pile in play order A, B, C: C ends on top.
    Pile<char> discard, deck;
    discard.put_top('A');
    discard.put_top('B');
    discard.put_top('C');
    deck.turn_over_from(discard);
    CHECK(discard.empty());
    // Turned over, the first card played is drawn first.
    CHECK(deck.top_first() == std::vector<char>{'A', 'B', 'C'});
    // With cards left in the deck, the turned pile goes beneath them.
    Pile<char> d2 = Pile<char>::from_top_first({'X'}), disc2;
    disc2.put_top('A');
    disc2.put_top('B');
    d2.turn_over_from(disc2);
    CHECK(d2.top_first() == std::vector<char>{'X', 'A', 'B'});
}

TEST_CASE("Pile: reshuffling a discard pile into a new deck (CGS)") {
    Rng rng(11);
    Pile<int> deck, discard = Pile<int>::from_top_first({1, 2, 3, 4, 5, 6, 7, 8});
    deck.reshuffle_from(discard, rng);
    CHECK(discard.empty());
    CHECK(deck.size() == 8);
    auto v = deck.top_first();
    std::sort(v.begin(), v.end());
    CHECK(v == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
}
