#include "cgs/hex_words.hpp"

#include "core/hex.hpp"

namespace olympus::cgs {

namespace {

std::string terrain_words(Terrain t) {
    switch (t) {
        case Terrain::Plain: return "the plain";
        case Terrain::Mountain: return "the mountain";
        case Terrain::Forest: return "the forest";
        case Terrain::Black: return "the black rock";
    }
    return "the hex";
}

// "2 hexes north-east", "2 hexes east and 1 north-east": the way from one hex to another of the
// main map, along one direction and then the next one round.
std::string offset_words(hex::Hex delta) {
    const int n = hex::length(delta);
    for (int d = 0; d < 6; ++d)
        for (int a = n; a >= 1; --a) {
            const int b = n - a;
            if (hex::direction(d) * a + hex::direction(d + 1) * b != delta) continue;
            std::string s = std::to_string(a) + (a == 1 ? " hex " : " hexes ") + std::string(direction_words(d));
            if (b > 0) s += " and " + std::to_string(b) + " " + std::string(direction_words(d + 1));
            return s;
        }
    return "";
}

}  // namespace

std::string_view direction_words(int d) {
    static constexpr std::string_view kNames[] = {"east", "north-east", "north-west", "west", "south-west", "south-east"};
    return kNames[((d % 6) + 6) % 6];
}

std::string landmark_name(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId cell) {
    if (cell == kOlympusCell) return "Olympus";
    for (const CampMark& k : camps)
        if (k.cell == cell) return k.owner + "'s base camp";
    if (const HexDef* h = m.hex(c, cell); h && !h->place.empty()) return h->place;
    return "";
}

std::string hex_what(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId cell) {
    if (std::string name = landmark_name(c, m, camps, cell); !name.empty()) return name;
    if (const HexDef* h = m.hex(c, cell)) return terrain_words(h->terrain);
    return "tile " + std::to_string(slot_of(cell));
}

std::string hex_words(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId cell) {
    if (cell < 0) return "nowhere";
    if (std::string name = landmark_name(c, m, camps, cell); !name.empty()) return name;
    const HexDef* h = m.hex(c, cell);
    const int slot = slot_of(cell);
    if (is_cave_slot(slot)) {
        // A cave board is one tile of seven hexes: its middle and six sides.
        const TileDef* t = m.tile(c, slot);
        const std::string cave = t ? t->name : "the cave";
        const std::string what = h ? terrain_words(h->terrain) : "the hex";
        if (place_of(cell) == 0) return what + " in the middle of " + cave;
        return what + " on the " + std::string(direction_words(place_of(cell) - 1)) + " side of " + cave;
    }
    // The nearest landmark of the main map; Olympus first among equals, then the camps, then places.
    std::vector<CellId> marks{kOlympusCell};
    for (const CampMark& k : camps)
        if (k.cell >= 0 && !is_cave_slot(slot_of(k.cell))) marks.push_back(k.cell);
    for (int s = 1; s < kPositions; ++s)
        for (int p = 0; p < 7; ++p)
            if (const HexDef* x = m.hex(c, cell_of(s, p)); x && !x->place.empty()) marks.push_back(cell_of(s, p));
    CellId best = kOlympusCell;
    int best_d = hex::distance(cell_hex(cell), cell_hex(kOlympusCell));
    for (CellId k : marks)
        if (const int d = hex::distance(cell_hex(cell), cell_hex(k)); d < best_d) best = k, best_d = d;
    const std::string what = h ? terrain_words(h->terrain) : "a hex of face-down tile " + std::to_string(slot) + ",";
    return what + " " + offset_words(cell_hex(cell) - cell_hex(best)) + " of " + landmark_name(c, m, camps, best);
}

std::string step_words(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId from, CellId to) {
    const int d = m.direction(from, to);
    if (d < 0 || d >= 6) return "through the cave to " + hex_words(c, m, camps, to);
    return std::string(direction_words(d)) + " onto " + hex_what(c, m, camps, to);
}

}  // namespace olympus::cgs
