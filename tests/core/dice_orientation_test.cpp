#include <doctest/doctest.h>

#include "core/dice.hpp"
#include "core/orientation.hpp"

using namespace olympus;

TEST_CASE("Dice: NdM expressions in English and German") {
    CHECK(parse_dice("3d6") == DiceExpr{3, 6, 0});
    CHECK(parse_dice("3W6") == DiceExpr{3, 6, 0});
    CHECK(parse_dice("1w6-1") == DiceExpr{1, 6, -1});
    CHECK(parse_dice("d6") == DiceExpr{1, 6, 0});
    CHECK(parse_dice("2d10+3")->to_string() == "2d10+3");
    CHECK(!parse_dice(""));
    CHECK(!parse_dice("3x6"));
    CHECK(!parse_dice("0d6"));
    CHECK(!parse_dice("3d1"));
    CHECK(!parse_dice("3d6+"));
    CHECK(!parse_dice("3d6 "));
    Rng rng(1);
    auto e = *parse_dice("3W6+2");
    for (int i = 0; i < 500; ++i) {
        auto r = roll(e, rng);
        CHECK(r.faces.size() == 3u);
        CHECK(r.total >= e.min());
        CHECK(r.total <= e.max());
    }
}

TEST_CASE("Dice: the action die shows its logo on one face in six") {
    Rng rng(2);
    int logos = 0;
    for (int i = 0; i < 6000; ++i) {
        auto f = roll_action_die(rng);
        if (f.logo) {
            ++logos;
            CHECK(f.value == 0);
        } else {
            CHECK(f.value >= 1);
            CHECK(f.value <= 5);
        }
    }
    CHECK(logos > 800);
    CHECK(logos < 1200);
}

TEST_CASE("Orientation: tap and rotate combine, with a glyph for each") {
    Orientation o = Orientation::Upright;
    o = tap(o);
    CHECK(o == Orientation::Tapped);
    o = rotate(o);
    CHECK(o == Orientation::TappedRotated);
    CHECK(is_tapped(o));
    CHECK(is_rotated(o));
    o = untap(o);
    CHECK(o == Orientation::Rotated);
    for (auto x : {Orientation::Upright, Orientation::Tapped, Orientation::Rotated, Orientation::TappedRotated}) {
        CHECK(parse_orientation(orientation_name(x)) == x);
        CHECK(orientation_glyph(x, false).size() == 1u);
        CHECK(!orientation_glyph(x, true).empty());
    }
    CHECK(!parse_orientation("sideways"));
}
