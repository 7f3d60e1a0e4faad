#include "tui/palette.hpp"

namespace olympus::tui {

namespace {

struct Shade {
    Color basic;
    bool basic_bold;    // bold brightens the basic colour on most terminals
    std::uint8_t rich;  // an xterm 256-colour index, chosen to read on a dark background
};

// Indexed by Role. Seats avoid red (Bad) and blue (dark on black); the terrain keeps its usual
// colours. Rich shades: 39 sky blue, 34 green, 250 light grey, 179 sand, 167 brick, 220 gold,
// 207 pink, 51 aqua, 118 lime, 41 green, 75 light blue, 203 salmon red, 221 pale gold.
constexpr Shade kShades[kRoles] = {
    {Color::Cyan, false, 39},     // Water
    {Color::Green, false, 34},    // Forest
    {Color::White, false, 250},   // Mountain
    {Color::Yellow, false, 179},  // Road
    {Color::Red, false, 167},     // Wall
    {Color::Yellow, true, 220},   // Seat1
    {Color::Magenta, true, 207},  // Seat2
    {Color::Cyan, true, 51},      // Seat3
    {Color::Green, true, 118},    // Seat4
    {Color::Green, false, 41},    // CardGreen
    {Color::Blue, true, 75},      // CardBlue
    {Color::Red, false, 203},     // CardRed
    {Color::Yellow, false, 221},  // Gift
    {Color::Green, false, 114},   // Good
    {Color::Red, false, 203},     // Bad
    {Color::Yellow, false, 221},  // Warning
};

}  // namespace

Style role_style(Role r, ColorDepth depth) {
    const Shade& s = kShades[static_cast<int>(r)];
    Style out;
    if (depth == ColorDepth::Basic) {
        out.fg = s.basic;
        out.bold = s.basic_bold;
    } else if (depth == ColorDepth::Rich) {
        out.fg = s.basic;  // what a backend without 256 colours would fall back to
        out.shade = s.rich;
    }
    return out;
}

Role seat_role(int seat) { return static_cast<Role>(static_cast<int>(Role::Seat1) + (seat < 0 ? 0 : seat % 4)); }

}  // namespace olympus::tui
