#include "cgs/map.hpp"

#include <charconv>

namespace olympus::cgs {

using hex::Hex;

hex::Hex slot_centre(int slot) {
    if (slot <= 0 || is_cave_slot(slot)) return {0, 0};
    // Position 1 at the top; the others follow clockwise (a right turn each).
    return hex::rotate(Hex{1, -3}, -(slot - 1));
}

hex::Hex cell_hex(CellId c) {
    const int p = place_of(c);
    return slot_centre(slot_of(c)) + (p == 0 ? Hex{} : hex::direction(p - 1));
}

int cell_layer(CellId c) { return is_cave_slot(slot_of(c)) ? slot_of(c) - kPositions + 1 : 0; }

CellId main_cell_at(Hex h) {
    if (hex::length(h) > 4) return -1;
    for (int slot = 0; slot < kPositions; ++slot) {
        const Hex d = h - slot_centre(slot);
        if (hex::length(d) > 1) continue;
        return cell_of(slot, d == Hex{} ? 0 : hex::direction_to({}, d) + 1);
    }
    return -1;
}

CellId cave_cell_at(int slot, Hex h) {
    if (!is_cave_slot(slot) || slot >= kSlots || hex::length(h) > 1) return -1;
    return cell_of(slot, h == Hex{} ? 0 : hex::direction_to({}, h) + 1);
}

const TileDef* Map::tile(const Content& c, int slot) const {
    if (slot < 0 || slot >= kSlots) return nullptr;
    const Slot& s = slots[static_cast<std::size_t>(slot)];
    if (!s.revealed) return nullptr;
    if (slot == 0) return &c.olympus;
    const auto& list = is_cave_slot(slot) ? c.caves : c.land;
    if (s.tile < 0 || static_cast<std::size_t>(s.tile) >= list.size()) return nullptr;
    return &list[static_cast<std::size_t>(s.tile)];
}

const HexDef* Map::hex(const Content& c, CellId cell) const {
    if (cell < 0 || cell >= kCells) return nullptr;
    const TileDef* t = tile(c, slot_of(cell));
    if (!t) return nullptr;
    const int p = place_of(cell);
    if (p == 0) return &t->hex[0];
    const int turn = slots[static_cast<std::size_t>(slot_of(cell))].turn;
    return &t->hex[static_cast<std::size_t>(hex::rotate_direction(p - 1, -turn) + 1)];
}

bool Map::exists(CellId cell) const {
    if (cell < 0 || cell >= kCells) return false;
    const int slot = slot_of(cell);
    return !is_cave_slot(slot) || slots[static_cast<std::size_t>(slot)].revealed;
}

CellId Map::neighbor(CellId cell, int d) const {
    if (!exists(cell)) return -1;
    const int slot = slot_of(cell);
    if (d == kCaveDir) {
        if (is_cave_slot(slot)) {
            // Only the exit leads out, to the entrance it was linked with.
            const Slot& s = slots[static_cast<std::size_t>(slot)];
            return s.link >= 0 && place_of(cell) == s.exit ? s.link : CellId{-1};
        }
        const int cave = cave_behind(cell);
        if (cave < 0) return -1;
        return cell_of(cave, slots[static_cast<std::size_t>(cave)].exit);
    }
    const Hex h = hex::neighbor(cell_hex(cell), d);
    return is_cave_slot(slot) ? cave_cell_at(slot, h) : main_cell_at(h);
}

int Map::cave_behind(CellId entrance) const {
    for (int s = kPositions; s < kSlots; ++s)
        if (slots[static_cast<std::size_t>(s)].revealed && slots[static_cast<std::size_t>(s)].link == entrance) return s;
    return -1;
}

int Map::direction(CellId a, CellId b) const {
    if (!exists(a) || !exists(b) || a == b) return -1;
    if (cell_layer(a) == cell_layer(b)) {
        const int d = hex::direction_to(cell_hex(a), cell_hex(b));
        if (d >= 0) return d;
    }
    return neighbor(a, kCaveDir) == b ? kCaveDir : -1;
}

int Map::distance(CellId a, CellId b) const {
    if (cell_layer(a) != cell_layer(b)) return -1;
    return hex::distance(cell_hex(a), cell_hex(b));
}

std::uint8_t Map::edge(const Content& c, CellId cell, int d) const {
    if (d < 0 || d >= 6) return 0;
    std::uint8_t bits = 0;
    auto local = [&](CellId x, int dir) -> std::uint8_t {
        const HexDef* h = hex(c, x);
        if (!h) return 0;
        const int turn = slots[static_cast<std::size_t>(slot_of(x))].turn;
        return h->edges[static_cast<std::size_t>(hex::rotate_direction(dir, -turn))];
    };
    bits |= local(cell, d);
    const CellId other = neighbor(cell, d);
    if (other >= 0 && slot_of(other) != slot_of(cell)) bits |= local(other, hex::opposite(d));
    return bits;
}

std::string cell_name(CellId c) {
    const int slot = slot_of(c);
    std::string s = is_cave_slot(slot) ? "c" + std::to_string(slot - kPositions + 1) : std::to_string(slot);
    return s + "." + std::to_string(place_of(c));
}

std::string turn_words(int left_turns) {
    const int n = ((left_turns % 6) + 6) % 6;
    if (n == 0) return "";
    if (n == 3) return "180 degrees";  // the same either way round
    return n < 3 ? std::to_string(n * 60) + " degrees left" : std::to_string((6 - n) * 60) + " degrees right";
}

std::optional<CellId> parse_cell(std::string_view t) {
    bool cave = false;
    if (!t.empty() && t[0] == 'c') {
        cave = true;
        t.remove_prefix(1);
    }
    auto dot = t.find('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 2 != t.size()) return std::nullopt;
    int slot = 0, place = 0;
    auto r1 = std::from_chars(t.data(), t.data() + dot, slot);
    auto r2 = std::from_chars(t.data() + dot + 1, t.data() + t.size(), place);
    if (r1.ec != std::errc() || r1.ptr != t.data() + dot || r2.ec != std::errc() || place < 0 || place > 6) return std::nullopt;
    if (cave) {
        if (slot < 1 || slot > kMaxCaves) return std::nullopt;
        slot += kPositions - 1;
    } else if (slot < 0 || slot >= kPositions) {
        return std::nullopt;
    }
    return cell_of(slot, place);
}

std::vector<int> start_positions(int teams) {
    switch (teams) {
        case 2: return {1, 4};
        case 3: return {1, 3, 5};
        case 4: return {1, 2, 4, 5};
        default: return {};
    }
}

}  // namespace olympus::cgs
