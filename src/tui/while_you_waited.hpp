// What the other seats did while this one waited (issue 18): a seat board tells it each view's new
// log lines, and when the seat's next decision begins after others moved, their lines are shown in
// a box to be read before anything is asked, so a person at 80x24, whose log shows a few rows, sees
// the computer's whole turn without a key. Enter (or Esc) closes it; Up/Down scroll a long one.
#pragma once
#include <string>
#include <vector>

#include "tui/canvas.hpp"
#include "tui/screen.hpp"

namespace olympus::tui {

// The room a board's log had as last drawn: whether the others' moves can be read there, or need
// the box (at 80x24 a log shows a few rows; at 160x48 a whole turn is read in it). Every game
// with the box asks it so, and opens the box only when the log cannot hold the lines.
struct LogRoom {
    int rows = 3, width = 76;  // its rows, and the cells an entry wraps to (what 80x24 leaves it)
    // Whether `lines`, wrapped as a log wraps them (tui/widgets wrap_entry), fit in its rows.
    bool holds(const std::vector<std::string>& lines) const;
};

class WhileYouWaited {
public:
    // A view's new log lines; `mine` when this seat's own move brought them: the seat had the table
    // in front of it, so what came before is not news any more.
    void told(const std::vector<std::string>& lines, bool mine);
    // After each view: whether the seat decides now. A decision that begins with news opens the box
    // when `log` (as the table last drew it) cannot hold the lines: a log that shows them all tells
    // the same, and the box would only cover it.
    void deciding(bool now, const LogRoom& log);
    const std::vector<std::string>& waiting() const { return waiting_; }
    // The game ended, or the board is not one seat's: nothing to tell.
    void clear();
    // A box the game opens by itself, under a title of its own: ARC tells a fight's outcome so,
    // and what the others did before their fight, when the seat was not asked anything between.
    void show(std::string title, std::vector<std::string> lines);
    const std::string& title() const { return title_; }

    bool open() const { return open_; }
    const std::vector<std::string>& lines() const { return shown_; }
    // Enter or Esc closes; Up/Down, PgUp/PgDn scroll. False for a key the box does not use.
    bool on_key(int k);
    std::vector<KeyHint> key_hints() const;
    // The box over `area` (at most 100 columns wide, as tall as its lines need), the oldest line
    // first, ending in how to go on.
    void draw(Canvas& c, Rect area, const Theme& theme) const;

private:
    std::vector<std::string> waiting_, shown_;
    std::string title_ = "While you waited";
    bool open_ = false, deciding_ = false;
    mutable int scroll_ = 0;  // kept within what there is to see when drawn
};

}  // namespace olympus::tui
