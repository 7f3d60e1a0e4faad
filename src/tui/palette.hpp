// Colour by meaning. Games ask for a role (water, a seat's pieces, a card's colour), never a raw
// colour; the palette picks the shade for the terminal: a richer one with 256 colours, one of the
// 8 basic ones otherwise, none with colour off (NO_COLOR, --no-color, a monochrome terminal).
// A role never carries meaning alone: whatever is coloured also shows a glyph or letter that says
// the same, so the screen reads the same in black and white.
#pragma once
#include <cstdint>

#include "tui/canvas.hpp"

namespace olympus::tui {

enum class Role : std::uint8_t {
    Water, Forest, Mountain, Road, Wall,  // map terrain and edges
    Seat1, Seat2, Seat3, Seat4,           // a player's pieces and marks
    CardGreen, CardBlue, CardRed,         // a card's printed colour
    Gift,                                 // a card that is a boon (a blessing)
    Good, Bad, Warning,                   // a state: reachable, wounding, about to run out
};
inline constexpr int kRoles = static_cast<int>(Role::Warning) + 1;

enum class ColorDepth : std::uint8_t { None, Basic, Rich };  // no colour, 8 colours, 256

// The style a role draws with at a depth: only its colour (and, for 8 colours, bold where the
// plain shade would be too dark on a black background). Style{} at ColorDepth::None.
Style role_style(Role r, ColorDepth depth);
// A seat's role (seats beyond four reuse the four).
Role seat_role(int seat);

}  // namespace olympus::tui
