// The colour palette: every role has a colour at 8 and at 256 colours and none with colour off;
// the 256-colour shades read on a black background; a card's kind shows as a letter as well.
#include <doctest/doctest.h>

#include "support/colour.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/widgets.hpp"

using namespace olympus;
using namespace olympus::tui;

namespace {

// The xterm 256-colour table: 16-231 a 6x6x6 cube, 232-255 greys. Only indices >= 16 are used.
// A rough brightness, 0 to 1, of a 256-colour index (weights of the eye, without gamma).
double luminance(int i) {
    auto lin = [](int v) { return v / 255.0; };
    int r, g, b;
    if (i >= 232) {
        r = g = b = 8 + 10 * (i - 232);
    } else {
        const int steps[] = {0, 95, 135, 175, 215, 255};
        const int k = i - 16;
        r = steps[k / 36], g = steps[k / 6 % 6], b = steps[k % 6];
    }
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

}  // namespace

TEST_CASE("palette: each role has a colour at 8 and 256 colours, none with colour off") {
    for (int i = 0; i < kRoles; ++i) {
        const Role r = static_cast<Role>(i);
        CAPTURE(i);
        CHECK(role_style(r, ColorDepth::None) == Style{});
        const Style basic = role_style(r, ColorDepth::Basic);
        CHECK(basic.fg != Color::Default);
        CHECK(basic.shade == 0);
        // Dark blue is unreadable on black: at 8 colours blue is always bold (bright).
        if (basic.fg == Color::Blue) CHECK(basic.bold);
        const Style rich = role_style(r, ColorDepth::Rich);
        REQUIRE(rich.shade >= 16);
        CHECK(luminance(rich.shade) > 0.2);
    }
}

TEST_CASE("palette: the theme gives a role by its colour setting; seats cycle through four roles") {
    Theme t;
    t.color = false;
    CHECK(t.role(Role::Water) == Style{});
    t.color = true;
    CHECK(t.role(Role::Water).fg == Color::Cyan);
    CHECK(t.role(Role::Water).shade == 0);
    t.rich = true;
    CHECK(t.role(Role::Water).shade != 0);
    CHECK(seat_role(0) == Role::Seat1);
    CHECK(seat_role(3) == Role::Seat4);
    CHECK(seat_role(4) == Role::Seat1);
    // The four seats are four colours at either depth.
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b) {
            CHECK(role_style(seat_role(a), ColorDepth::Basic).fg != role_style(seat_role(b), ColorDepth::Basic).fg);
            CHECK(role_style(seat_role(a), ColorDepth::Rich).shade != role_style(seat_role(b), ColorDepth::Rich).shade);
        }
}

TEST_CASE("palette: a card's kind is a letter on its top edge, in the kind's colour when there is colour") {
    CardFace f;
    f.title = "Lion's Hide";
    f.kind = "B";
    f.role = Role::Gift;
    for (ColorDepth d : {ColorDepth::None, ColorDepth::Basic, ColorDepth::Rich}) {
        const Theme t = test::colour_theme(false, d);
        MemoryCanvas c(6, 12);
        draw_card(c, {0, 0, 5, 10}, f, t);
        CHECK(c.cell(0, 2) == "B");
        CHECK(test::wears(c, 0, 2, t, Role::Gift));
        CHECK(test::wears(c, 0, 0, t, Role::Gift));  // the frame
        CHECK(test::no_colour(c) == (d == ColorDepth::None));
    }
}
