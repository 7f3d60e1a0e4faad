// Hex grid math (src/core/hex.hpp), checked against the Red Blob Games reference formulas.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "core/hex.hpp"

using namespace olympus::hex;

TEST_CASE("Hex: cube coordinates sum to zero; arithmetic") {
    Hex h{2, -5};
    CHECK(h.q + h.r + h.s() == 0);
    CHECK(h.s() == 3);
    CHECK(Hex{1, 2} + Hex{3, -1} == Hex{4, 1});
    CHECK(Hex{1, 2} - Hex{3, -1} == Hex{-2, 3});
    CHECK(Hex{1, -2} * 3 == Hex{3, -6});
    CHECK(Hex{1, -2}.to_string() == "(1,-2)");
}

TEST_CASE("Hex: six neighbours, opposite directions, direction_to") {
    Hex c{3, -1};
    auto ns = neighbors(c);
    std::set<Hex> distinct(ns.begin(), ns.end());
    CHECK(distinct.size() == 6u);
    for (int d = 0; d < 6; ++d) {
        CHECK(distance(c, neighbor(c, d)) == 1);
        CHECK(neighbor(neighbor(c, d), opposite(d)) == c);
        CHECK(direction_to(c, neighbor(c, d)) == d);
    }
    CHECK(neighbor(c, 6) == neighbor(c, 0));
    CHECK(neighbor(c, -1) == neighbor(c, 5));
    CHECK(direction_to(c, c) == -1);
    CHECK(direction_to(c, c + Hex{2, 0}) == -1);
    // The reference's direction table.
    CHECK(direction(0) == Hex{1, 0});
    CHECK(direction(1) == Hex{1, -1});
    CHECK(direction(2) == Hex{0, -1});
    CHECK(direction(3) == Hex{-1, 0});
    CHECK(direction(4) == Hex{-1, 1});
    CHECK(direction(5) == Hex{0, 1});
}

TEST_CASE("Hex: distance is the largest cube component of the difference") {
    CHECK(distance({0, 0}, {0, 0}) == 0);
    CHECK(distance({0, 0}, {3, -1}) == 3);
    CHECK(distance({0, 0}, {2, 1}) == 3);
    CHECK(distance({-2, 3}, {1, -1}) == 4);
    CHECK(distance({1, -1}, {-2, 3}) == 4);
    CHECK(length({-3, 3}) == 3);
}

TEST_CASE("Hex: rings and spirals") {
    CHECK(ring({5, 5}, 0) == std::vector<Hex>{{5, 5}});
    for (int k = 1; k <= 4; ++k) {
        auto r = ring({1, -2}, k);
        CHECK(r.size() == static_cast<std::size_t>(6 * k));
        std::set<Hex> distinct(r.begin(), r.end());
        CHECK(distinct.size() == r.size());
        for (Hex h : r) CHECK(distance({1, -2}, h) == k);
        // Consecutive hexes of a ring touch, and the last touches the first.
        for (std::size_t i = 0; i < r.size(); ++i) CHECK(distance(r[i], r[(i + 1) % r.size()]) == 1);
        CHECK(r.front() == Hex{1, -2} + direction(4) * k);
    }
    auto sp = spiral({0, 0}, 3);
    CHECK(sp.size() == 37u);  // 1 + 6 + 12 + 18
    CHECK(sp.front() == Hex{0, 0});
    std::set<Hex> distinct(sp.begin(), sp.end());
    CHECK(distinct.size() == 37u);
}

TEST_CASE("Hex: rounding fractional cube coordinates") {
    CHECK(round({0.1, 0.2, -0.3}) == Hex{0, 0});
    CHECK(round({1.2, -0.7, -0.5}) == Hex{1, -1});
    CHECK(round({2.6, -1.3, -1.3}) == Hex{2, -1});  // q had the largest error
    // Every rounded hex is a valid cube coordinate (the worst component is recomputed).
    for (double q = -2; q <= 2; q += 0.173)
        for (double r = -2; r <= 2; r += 0.131) {
            Hex h = round({q, r, -q - r});
            CHECK(h.q + h.r + h.s() == 0);
            CHECK(std::abs(h.q - q) <= 1.0);
        }
}

TEST_CASE("Hex: lines of hexes") {
    auto l = line({0, 0}, {3, 0});
    CHECK(l == std::vector<Hex>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});
    CHECK(line({2, 2}, {2, 2}) == std::vector<Hex>{{2, 2}});
    // Any line: distance + 1 hexes, each a step from the one before, ends included.
    for (Hex b : spiral({0, 0}, 4)) {
        for (int nudge : {1, -1}) {
            auto ln = line({0, 0}, b, nudge);
            REQUIRE(ln.size() == static_cast<std::size_t>(distance({0, 0}, b) + 1));
            CHECK(ln.front() == Hex{0, 0});
            CHECK(ln.back() == b);
            for (std::size_t i = 1; i < ln.size(); ++i) CHECK(distance(ln[i - 1], ln[i]) == 1);
        }
    }
    // Along an edge the line is ambiguous: the two nudges take the two hexes either side.
    auto plus = line({0, 0}, {1, 1}, 1);
    auto minus = line({0, 0}, {1, 1}, -1);
    REQUIRE(plus.size() == 3u);
    REQUIRE(minus.size() == 3u);
    std::set<Hex> middles{plus[1], minus[1]};
    CHECK(middles == std::set<Hex>{{1, 0}, {0, 1}});
    // Not ambiguous: both nudges agree.
    CHECK(line({0, 0}, {3, -1}, 1) == line({0, 0}, {3, -1}, -1));
    CHECK(line({0, 0}, {3, -1}) == std::vector<Hex>{{0, 0}, {1, 0}, {2, -1}, {3, -1}});
}

TEST_CASE("Hex: rotation by 60-degree steps") {
    // The reference: left (q,r,s) -> (-s,-q,-r); right (q,r,s) -> (-r,-s,-q).
    CHECK(rotate_left({1, 0}) == Hex{1, -1});
    CHECK(rotate_right({1, 0}) == Hex{0, 1});
    Hex h{2, -3};
    CHECK(rotate_right(rotate_left(h)) == h);
    CHECK(rotate(h, 6) == h);
    CHECK(rotate(h, -1) == rotate_right(h));
    CHECK(rotate(h, 3) == Hex{-2, 3});  // half a turn is the point reflection
    for (int d = 0; d < 6; ++d)
        for (int k = -7; k <= 7; ++k) {
            CHECK(rotate(direction(d), k) == direction(rotate_direction(d, k)));
            CHECK(length(rotate(h, k)) == length(h));
        }
    // About a centre: the centre stays put, distances to it are kept.
    Hex c{4, -1};
    CHECK(rotate_about(c, c, 2) == c);
    CHECK(rotate_about(c + Hex{1, 0}, c, 1) == c + Hex{1, -1});
    for (int k = 0; k < 6; ++k) CHECK(distance(rotate_about(h, c, k), c) == distance(h, c));
}

TEST_CASE("Hex: seven-hex tiles around a centre tile cover the plane without overlap") {
    // The six tile centres at distance 3 (the centre rotated from (2,1)) with their rings: 49
    // distinct hexes, each tile touching the middle one. This is the board of seven tiles.
    std::vector<Hex> centres{{0, 0}};
    for (int k = 0; k < 6; ++k) centres.push_back(rotate({2, 1}, k));
    std::set<Hex> all;
    for (Hex c : centres)
        for (Hex h : spiral(c, 1)) all.insert(h);
    CHECK(all.size() == 49u);
    for (int k = 1; k <= 6; ++k) {
        CHECK(distance(centres[0], centres[static_cast<std::size_t>(k)]) == 3);
        bool touches = false;
        for (Hex a : ring(centres[0], 1))
            for (Hex b : ring(centres[static_cast<std::size_t>(k)], 1)) touches |= distance(a, b) == 1;
        CHECK(touches);
    }
}
