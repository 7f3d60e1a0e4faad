// How a hex is named wherever a player reads it (log, menus, inspector, hints, review): by what the
// map shows, never by the grid's coordinates. One scheme for every screen (docs/RULINGS.md):
// - a step by its direction: "north-east onto the forest";
// - Olympus, a base camp ("P1's base camp") or a hex with a place name ("Thebes") by that name;
// - a cave hex by its side of the cave board: "the forest on the north-east side of Cyclops' Cave";
// - any other hex by its terrain and where it lies from the nearest of those landmarks:
//   "the forest 2 hexes north-east of Olympus", "the plain 2 hexes east and 1 north-east of Thebes";
//   a hex of a face-down tile as "a hex of face-down tile 3, ...".
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "cgs/map.hpp"

namespace olympus::cgs {

// Directions as words: "east", "north-east", ... (pointy-top hexes, core/hex.hpp's order).
std::string_view direction_words(int d);

struct CampMark {
    CellId cell = -1;
    std::string owner;  // "P1", "team 2"
};

// The name of a hex, lower case as it stands inside a sentence ("the forest 1 hex west of Ford").
std::string hex_words(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId cell);
// The landmark's own name when the hex is one (Olympus, a base camp, a place), else empty.
std::string landmark_name(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId cell);
// What a hex is, without where: "Olympus", "Thebes", "P1's base camp", "the forest", "tile 3".
std::string hex_what(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId cell);
// A step from `from` onto `to`: "north-east onto the forest", "through the cave to the middle of
// Cyclops' Cave".
std::string step_words(const Content& c, const Map& m, const std::vector<CampMark>& camps, CellId from, CellId to);

}  // namespace olympus::cgs
