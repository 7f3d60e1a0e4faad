// The whole CGS table for one seat, from its View: the map (board_view) on the left, a side
// panel on the right (the hex under the cursor and everything on it, the selected character's
// sheet, the seat's hand and dinars, the banners), and the log with a prompt along the bottom.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "cgs/board_view.hpp"
#include "tui/seat_board.hpp"
#include "tui/while_you_waited.hpp"
#include "tui/widgets.hpp"

namespace olympus::cgs {

struct TableUi {
    MapUi map;                        // map.detailed is decided by the room: see swap_map
    bool swap_map = false;            // z: the other size than the one that fits
    tui::Inspection focus;
    int hand_focus = -1;              // that card's place in the hand (v), marked in the hand list            // a card being read (hand, menu entry): its name and first line show
    int selected = -1;                // the character whose sheet shows (uid), -1: none
    std::vector<std::string> labels;  // per seat: "P1 (you)", "P2 (heuristic)"
    bool hide_hand = false;           // several people at the keyboard and not this seat's moment
    const tui::Menu* menu = nullptr;  // a list of moves, drawn over the side panel
    std::string menu_title;
    std::string prompt;
    std::string status;
    bool status_is_problem = false;
    // The inspector, on a terminal wide enough for it: under the side panel when the detailed
    // map fits beside them, else in a column of its own at the right.
    std::optional<tui::Inspection> inspector;
};

// The lines the side panel shows for a hex: terrain, marks, edges, the encounter, every piece.
std::vector<std::string> hex_lines(const View& v, CellId cell);
// A piece's sheet: its name and owner, its values in rows of whole pairs no wider than `width`, its steps
// left and cards.
std::vector<std::string> sheet_lines(const View& v, const PieceView& p, const std::vector<std::string>& labels, int width);
// Directions as the screen shows them (pointy-top hexes): E, NE, NW, W, SW, SE.
std::string_view direction_name(int d);

// How the game ended, and why (C2.4 or the round cap), for the end's prompt: "P1 (you) wins:
// first to overcome the encounter on Olympus." `winner_label` names the winning seat.
std::string ending_words(const View& v, const std::string& winner_label);

// Returns the room the log had (tui/while_you_waited), for the box of the others' moves.
tui::LogRoom draw_table(tui::Canvas& c, tui::Rect area, const View& v, const TableUi& ui, const tui::Theme& theme);

}  // namespace olympus::cgs
