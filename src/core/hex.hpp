// Hexagonal grids: axial coordinates for storage, cube coordinates for the algorithms, after the
// Red Blob Games reference (redblobgames.com/grids/hexagons). Orientation-free: whether hexes are
// drawn pointy-top or flat-top is the screen's business.
//
// The six directions, in order (each 60 degrees on from the one before):
//   0 (+1, 0)   1 (+1,-1)   2 (0,-1)   3 (-1, 0)   4 (-1,+1)   5 (0,+1)
// Direction d + 3 is the opposite of d. rotate_left turns direction d into d + 1 (counter-clockwise
// on a screen whose y grows downwards), rotate_right turns it into d - 1.
#pragma once
#include <array>
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace olympus::hex {

struct Hex {
    int q = 0;
    int r = 0;
    constexpr int s() const { return -q - r; }
    constexpr bool operator==(const Hex&) const = default;
    constexpr auto operator<=>(const Hex&) const = default;
    constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
    constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
    constexpr Hex operator*(int k) const { return {q * k, r * k}; }
    std::string to_string() const;  // "(q,r)"
};

// Fractional cube coordinates, for lines and rounding.
struct FracHex {
    double q = 0, r = 0, s = 0;
};

inline constexpr std::array<Hex, 6> kDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

// The neighbour in direction d (any integer; taken modulo 6).
Hex direction(int d);
Hex neighbor(Hex h, int d);
std::array<Hex, 6> neighbors(Hex h);
// The direction from a to its neighbour b, or -1 when they are not neighbours.
int direction_to(Hex a, Hex b);
constexpr int opposite(int d) { return (d + 3) % 6; }

int length(Hex h);  // distance from the origin
int distance(Hex a, Hex b);

// The hexes at exactly `radius` steps from `center`: radius 0 is the centre alone; otherwise
// 6 * radius hexes, starting at center + direction(4) * radius and walking directions 0..5.
std::vector<Hex> ring(Hex center, int radius);
// Every hex within `radius` of `center`: the centre, then ring 1, ring 2, ...
std::vector<Hex> spiral(Hex center, int radius);

// Rounds fractional cube coordinates to the nearest hex (the component with the largest
// rounding error is recomputed from the other two).
Hex round(FracHex f);
FracHex lerp(FracHex a, FracHex b, double t);
// The hexes a straight line from a to b passes through, a and b included (distance + 1 hexes).
// A line running exactly along the edge between two hexes is ambiguous: `nudge` +1 pushes it a
// hair to one side and -1 to the other (Red Blob's epsilon nudge), so both readings can be asked.
std::vector<Hex> line(Hex a, Hex b, int nudge = 1);

// Rotation by 60-degree steps about the origin or about a centre.
Hex rotate_left(Hex h);
Hex rotate_right(Hex h);
// `steps` times rotate_left (negative: rotate_right); direction d becomes d + steps.
Hex rotate(Hex h, int steps);
Hex rotate_about(Hex h, Hex center, int steps);
// Direction d after `steps` left turns.
constexpr int rotate_direction(int d, int steps) { return ((d + steps) % 6 + 6) % 6; }

}  // namespace olympus::hex
