#include "core/orientation.hpp"

#include <array>

namespace olympus {

namespace {
struct Entry {
    Orientation o;
    std::string_view name, unicode, ascii;
};
constexpr std::array<Entry, 4> kEntries{{
    {Orientation::Upright, "upright", "\u2191", "^"},
    {Orientation::Tapped, "tapped", "\u2192", ">"},
    {Orientation::Rotated, "rotated", "\u2193", "v"},
    {Orientation::TappedRotated, "tapped-rotated", "\u2190", "<"},
}};
}  // namespace

std::string_view orientation_glyph(Orientation o, bool unicode) {
    for (const auto& e : kEntries)
        if (e.o == o) return unicode ? e.unicode : e.ascii;
    return "?";
}
std::string_view orientation_name(Orientation o) {
    for (const auto& e : kEntries)
        if (e.o == o) return e.name;
    return "?";
}
std::optional<Orientation> parse_orientation(std::string_view name) {
    for (const auto& e : kEntries)
        if (e.name == name) return e.o;
    return std::nullopt;
}

}  // namespace olympus
