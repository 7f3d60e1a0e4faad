// How a card lies on the table: tapped is turned 90 degrees, rotated is turned 180 (upgraded).
#pragma once
#include <optional>
#include <string_view>

namespace olympus {

enum class Orientation { Upright, Tapped, Rotated, TappedRotated };

constexpr bool is_tapped(Orientation o) { return o == Orientation::Tapped || o == Orientation::TappedRotated; }
constexpr bool is_rotated(Orientation o) { return o == Orientation::Rotated || o == Orientation::TappedRotated; }
constexpr Orientation make_orientation(bool tapped, bool rotated) {
    return tapped ? (rotated ? Orientation::TappedRotated : Orientation::Tapped)
                  : (rotated ? Orientation::Rotated : Orientation::Upright);
}
constexpr Orientation tap(Orientation o) { return make_orientation(true, is_rotated(o)); }
constexpr Orientation untap(Orientation o) { return make_orientation(false, is_rotated(o)); }
constexpr Orientation rotate(Orientation o) { return make_orientation(is_tapped(o), !is_rotated(o)); }

// A one-cell glyph for each orientation; the Unicode set sticks to arrows that are one cell
// wide in every common terminal font.
std::string_view orientation_glyph(Orientation o, bool unicode);
std::string_view orientation_name(Orientation o);
std::optional<Orientation> parse_orientation(std::string_view name);

}  // namespace olympus
