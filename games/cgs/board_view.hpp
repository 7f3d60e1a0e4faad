// The CGS map drawn for one seat from its View: pointy-top hexes in rows, each tile outlined,
// edges inside a tile blank unless water, a wall or a road lies on them. Two sizes:
//   compact  (6 columns and 2 rows a hex): the whole main board in 55x19, beside a side panel;
//   detailed (12 columns and 4 rows a hex): terrain by name, cell names, more of each piece;
//            it scrolls to keep the cursor in view.
// Only one board shows at a time: the main map, or the cave board the cursor is on.
// Highlights never rely on colour: the cursor hex is framed by [ ], a reachable hex has + under
// its centre, an attackable one x (both: *), and a banner is its team's number above the centre.
#pragma once
#include <set>

#include "cgs/view.hpp"
#include "tui/screen.hpp"

namespace olympus::cgs {

struct MapUi {
    bool detailed = false;
    CellId cursor = kOlympusCell;  // also picks the board: the main map or a cave
    std::set<CellId> reach;        // marked +
    std::set<CellId> targets;      // marked x
};

// The size the whole board of the cursor's layer takes.
int map_width(const View& v, const MapUi& ui);
int map_height(const View& v, const MapUi& ui);

// The mark of a hex the selected character can reach: "+", or "o" in ASCII, where "+" is a
// frame's corner.
std::string_view reach_mark(const tui::Glyphs& g);
// A prompt or status as the map draws its marks: "a + hex" reads "an o hex" in ASCII.
std::string in_marks(std::string text, const tui::Glyphs& g);

void draw_map(tui::Canvas& c, tui::Rect r, const View& v, const MapUi& ui, const tui::Theme& theme);

// The text of a hex in the compact map (5 cells), for tests and the legend.
std::string compact_cell(const View& v, CellId cell, bool unicode);

}  // namespace olympus::cgs
