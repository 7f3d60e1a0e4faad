// What every game's table screen shares, local or over the network: the pass screen of a game for
// several people at one keyboard (nothing private on it), the confirmation before leaving (which
// saves first), and the frame around a seat's board: the inspector column on a wide terminal, the
// inspector full size on `i`, and the whole log on `L`.
#pragma once
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tui/glyphs.hpp"
#include "tui/screen.hpp"
#include "tui/seat_board.hpp"

namespace olympus::tui {

// "Pass the keyboard to WHO": the whole area, with the game's name in the frame. `recent`: the
// public log lines since the last pass (what the last mover's move did), newest last; only what
// a spectator may see, for the pass screen is seen by everybody at the table. The list shows its
// newest rows; `back` scrolls it that many rows toward the oldest (clamped here to what there is,
// since only the drawing knows the room). Returns whether the list is longer than its room, so the
// key line can offer Up/Down.
bool draw_pass_screen(Canvas& c, Rect area, const Theme& theme, std::string_view game, const std::string& who,
                      const std::vector<std::string>& recent, int& back);

// Asks "Leave the game?"; yes runs `save_and_release`, which returns false when the save failed
// (the game then stays open and its status says why) and true when the game may be left.
// `why_not`, when given, is the reason shown whole in a dialog after a failed save.
Transition confirm_leave(std::function<bool()> save_and_release, std::function<std::string()> why_not = {});

// From this width on the inspector has a column of its own beside the board; below it the board
// shows what the cursor is on in its own space.
inline constexpr int kInspectorColumnFrom = 100;
// True when the inspector has a column of its own on this canvas (the board then need not show it).
inline bool inspector_beside(const Canvas& c) { return c.width() >= kInspectorColumnFrom; }
// A board this many rows high or more (a 30-row terminal's table, the key line under it) is tall:
// its boxes and rows grow with the width, names whole, and the log still keeps its rows.
inline constexpr int kTallBoardFrom = 29;
inline bool tall_board(Rect area) { return area.h >= kTallBoardFrom; }
// The step of boxes laid side by side across `room` cells that grow with the room: the widest
// that lets `count` of them fit on one row, kept between `least` and `most` (a board with the
// room for whole names shows them, a narrow one keeps its least).
inline int widest_step(int room, int count, int least, int most) {
    return std::clamp(room / std::max(1, count), least, std::max(least, most));
}
// The board's part of the table area (all of it below kInspectorColumnFrom).
Rect board_part(Rect area);
// The board, and beside it on a wide terminal the inspector column (or the whole area to a board
// that places the inspector itself).
void draw_seat_board(Canvas& c, Rect area, const Theme& theme, SeatBoard& board, const std::string& status);
// An inspection word-wrapped into `r` (a frame titled with its name), as much as fits.
void draw_inspection(Canvas& c, Rect r, const Theme& theme, const Inspection& what);
// A one-line summary of what the cursor is on, for a board with no inspector column: whole when
// it fits `width` cells, else cut and ended with a visible marker and "(i: read all)", so a cut
// sentence never passes for a whole one.
std::string summary_line(std::string_view text, int width, const Glyphs& g);
// The same text word-wrapped to `width` on at most `max_rows` rows (at least one), the last cut
// at a word and ended as summary_line ends when the text runs on: the card under the cursor read
// over the rows a board has to spare.
std::vector<std::string> summary_rows(std::string_view text, int width, int max_rows, const Glyphs& g);
// The shell's own notes in a board's status line (undone, "P2 is thinking..."): news, not a
// refusal, so a board draws them plainly rather than in the colour of a problem.
// The first line of a log that could not be told from the game's start (a game continued from a
// save whose replay is missing or ends elsewhere).
inline constexpr std::string_view kEarlierLost =
    "Earlier moves are not kept: the record of this game's moves does not reach back to its start, so this "
    "log holds only the last lines its save remembers.";
inline constexpr std::string_view kUndoneNote = "You took back your last move.";
bool is_table_note(std::string_view status);
// A status line drawn from row `y` over `w` cells, wrapped onto a second row rather than cut (a
// refusal at 80 columns is often longer than a line); a table note plainly, anything else in the
// colour of a problem. Returns the rows it took (0 for an empty status).
int draw_status(Canvas& c, int y, int x, int w, std::string_view status, const Theme& theme, int max_rows = 2);
// The keys the table frame answers before the board: `i` (when the cursor is on something with
// text) and `L`. Nothing when the key is the board's.
std::optional<Transition> table_frame_key(int k, const SeatBoard& board);
// The frame's keys, for the key line and the help.
std::vector<KeyHint> table_frame_hints(const SeatBoard& board);
// A table's key line, the same at home and over the network: the board's keys first (they are
// what a turn needs), then the table's own (talk, leave, the hint) after the board's last key on
// the bottom line, then `last` (undo), then the frame's keys. The table's keys marked keep stay
// on a narrow line, where the board's last keys give way to them.
std::vector<KeyHint> table_key_line(const SeatBoard& board, const std::vector<KeyHint>& table, const std::vector<KeyHint>& last = {});

}  // namespace olympus::tui
