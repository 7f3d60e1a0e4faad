// The CGS playing area (B1, C1.14): the Olympus tile in the middle, six tiles around it at
// positions 1-6 (clockwise from the top), and cave boards, each a tile of seven hexes.
//
// Cells are numbered slot * 7 + place: slot 0 is Olympus, slots 1-6 the positions around it,
// slots 7.. the cave boards in the order they were first entered. Place 0 is a tile's centre,
// place 1 + d its ring hex in direction d (core/hex.hpp) as the tile lies on the table, whatever
// way it was turned. A cell is written "P.n": "0.0" is Olympus itself, "3.5" a ring hex of
// position 3, "c1.2" a hex of the first cave board.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgs/content.hpp"
#include "core/hex.hpp"

namespace olympus::cgs {

using CellId = std::int16_t;
inline constexpr int kPositions = 7;  // Olympus and positions 1-6
inline constexpr int kMaxCaves = 4;
inline constexpr int kSlots = kPositions + kMaxCaves;
inline constexpr int kCells = kSlots * 7;
inline constexpr int kCaveDir = 6;  // the "direction" of the link between a cave entrance and exit

inline constexpr CellId cell_of(int slot, int place) { return static_cast<CellId>(slot * 7 + place); }
inline constexpr int slot_of(CellId c) { return c / 7; }
inline constexpr int place_of(CellId c) { return c % 7; }
inline constexpr bool is_cave_slot(int slot) { return slot >= kPositions; }
inline constexpr CellId kOlympusCell = 0;

// What lies at a slot. Land positions hold an index into Content::land; cave slots into
// Content::caves; slot 0 always holds the Olympus tile.
struct Slot {
    std::int16_t tile = -1;
    std::int8_t turn = 0;   // left turns (60 degrees each) it was laid with
    bool revealed = false;
    CellId link = -1;       // cave slots: the entrance it was first entered from (B1.19A)
    std::int8_t exit = -1;  // cave slots: the place of its exit hex (caves lie unturned)
    bool operator==(const Slot&) const = default;
};

struct Map {
    std::array<Slot, kSlots> slots{};

    // The tile at a slot when it lies face up, else nullptr.
    const TileDef* tile(const Content& c, int slot) const;
    // The printed hex at a cell, turned as it lies; nullptr while its tile is face down or empty.
    const HexDef* hex(const Content& c, CellId cell) const;
    bool revealed(CellId cell) const { return slots[static_cast<std::size_t>(slot_of(cell))].revealed; }
    bool exists(CellId cell) const;  // a slot in play (caves only once placed)

    // The edge bits between a cell and its neighbour in direction d (0-5): both tiles' marks
    // joined; nothing is known of a face-down tile.
    std::uint8_t edge(const Content& c, CellId cell, int d) const;
    // The neighbour in direction d (0-5), or kCaveDir for the cave link; -1 when there is none
    // (the edge of the board, or an unlinked cave entrance).
    CellId neighbor(CellId cell, int d) const;
    // The direction from a to b (0-5 or kCaveDir), or -1 when they are not adjacent.
    int direction(CellId a, CellId b) const;
    bool adjacent(CellId a, CellId b) const { return direction(a, b) >= 0; }
    // The cave slot an entrance cell leads to, or -1 when it has not been entered yet.
    int cave_behind(CellId entrance) const;
    // Hex distance within one board (main map or one cave); -1 across boards (links aside).
    int distance(CellId a, CellId b) const;

    bool operator==(const Map&) const = default;
};

// Geometry that never changes.
hex::Hex slot_centre(int slot);  // main-map slots; caves each have their own origin
hex::Hex cell_hex(CellId c);
int cell_layer(CellId c);        // 0 for the main map, 1.. for cave boards
// The main-map cell at a hex, or -1.
CellId main_cell_at(hex::Hex h);
// The cell of a cave slot at a hex (relative to the cave's centre), or -1.
CellId cave_cell_at(int slot, hex::Hex h);

std::string cell_name(CellId c);
// A tile's turn in the menus' words: "60 degrees left", "60 degrees right" (four or five left turns
// are the short way round to the right), "180 degrees"; empty for a tile laid as it lies.
std::string turn_words(int left_turns);
std::optional<CellId> parse_cell(std::string_view text);

// The six starting positions revealed for a number of players or teams (C2.11).
std::vector<int> start_positions(int teams);

}  // namespace olympus::cgs
