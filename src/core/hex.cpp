#include "core/hex.hpp"

#include <cmath>
#include <cstdlib>

namespace olympus::hex {

std::string Hex::to_string() const { return "(" + std::to_string(q) + "," + std::to_string(r) + ")"; }

Hex direction(int d) { return kDirections[static_cast<std::size_t>(((d % 6) + 6) % 6)]; }

Hex neighbor(Hex h, int d) { return h + direction(d); }

std::array<Hex, 6> neighbors(Hex h) {
    std::array<Hex, 6> out{};
    for (int d = 0; d < 6; ++d) out[static_cast<std::size_t>(d)] = neighbor(h, d);
    return out;
}

int direction_to(Hex a, Hex b) {
    const Hex diff = b - a;
    for (int d = 0; d < 6; ++d)
        if (kDirections[static_cast<std::size_t>(d)] == diff) return d;
    return -1;
}

int length(Hex h) { return (std::abs(h.q) + std::abs(h.r) + std::abs(h.s())) / 2; }

int distance(Hex a, Hex b) { return length(a - b); }

std::vector<Hex> ring(Hex center, int radius) {
    if (radius <= 0) return {center};
    std::vector<Hex> out;
    out.reserve(static_cast<std::size_t>(6 * radius));
    Hex h = center + direction(4) * radius;
    for (int d = 0; d < 6; ++d)
        for (int i = 0; i < radius; ++i) {
            out.push_back(h);
            h = neighbor(h, d);
        }
    return out;
}

std::vector<Hex> spiral(Hex center, int radius) {
    std::vector<Hex> out{center};
    for (int k = 1; k <= radius; ++k)
        for (Hex h : ring(center, k)) out.push_back(h);
    return out;
}

Hex round(FracHex f) {
    double q = std::round(f.q), r = std::round(f.r), s = std::round(f.s);
    const double dq = std::abs(q - f.q), dr = std::abs(r - f.r), ds = std::abs(s - f.s);
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    return {static_cast<int>(q), static_cast<int>(r)};
}

FracHex lerp(FracHex a, FracHex b, double t) {
    return {a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t, a.s + (b.s - a.s) * t};
}

std::vector<Hex> line(Hex a, Hex b, int nudge) {
    const int n = distance(a, b);
    // Red Blob's nudge (1e-6, 2e-6, -3e-6): the components still sum to zero, and no two of them
    // move alike, so every tie breaks the same way along the whole line.
    const double e = nudge >= 0 ? 1e-6 : -1e-6;
    const FracHex fa{a.q + e, a.r + 2 * e, a.s() - 3 * e};
    const FracHex fb{b.q + e, b.r + 2 * e, b.s() - 3 * e};
    std::vector<Hex> out;
    out.reserve(static_cast<std::size_t>(n + 1));
    if (n == 0) return {a};
    for (int i = 0; i <= n; ++i) out.push_back(round(lerp(fa, fb, static_cast<double>(i) / n)));
    return out;
}

Hex rotate_left(Hex h) {
    // cube (q, r, s) -> (-s, -q, -r)
    return {-h.s(), -h.q};
}

Hex rotate_right(Hex h) {
    // cube (q, r, s) -> (-r, -s, -q)
    return {-h.r, -h.s()};
}

Hex rotate(Hex h, int steps) {
    steps = ((steps % 6) + 6) % 6;
    for (int i = 0; i < steps; ++i) h = rotate_left(h);
    return h;
}

Hex rotate_about(Hex h, Hex center, int steps) { return center + rotate(h - center, steps); }

}  // namespace olympus::hex
