// Widgets every game shares: frames, a menu, a card box, a message log, a yes/no confirmation.
#pragma once
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/orientation.hpp"
#include "tui/screen.hpp"

namespace olympus::tui {

// A frame with an optional title in its top edge; heavy for the focused panel.
void draw_frame(Canvas& c, Rect r, const Theme& theme, std::string_view title = {}, bool heavy = false,
                Style style = {});
// Text centred in a row of the rect.
void draw_centered(Canvas& c, Rect r, int row, std::string_view text, Style style = {});
// Word-wraps text into lines of at most `width` cells.
std::vector<std::string> wrap_text(std::string_view text, int width);
// Word-wraps one entry of a log: the lines after the first are indented by two spaces, so no
// text can make a wrapped line look like the start of another entry (a chat line posing as
// another speaker's).
std::vector<std::string> wrap_entry(std::string_view text, int width);
// A message word-wrapped to the rect's width; its last line on the rect's bottom row (a status
// or error under a form: long ones, like a path that cannot be written, are read whole).
void draw_message(Canvas& c, Rect r, std::string_view text, Style style = {});

// A vertical list to choose from. Keys: Up/Down (k/j), Home/End, PgUp/PgDn.
// `text` in at most `w` cells: cut, it ends in the cut mark ("…", ASCII "~"), so it never
// stops as if it were whole.
std::string with_cut_mark(const std::string& text, int w, const Glyphs& g);

class Menu {
public:
    struct Item {
        std::string label;
        std::string detail;  // shown beside the label
        bool enabled = true;
    };
    Menu() = default;
    explicit Menu(std::vector<Item> items) : items_(std::move(items)) { clamp(); }

    // Keeps the cursor on the entry with the same label, if the new list has one. When that entry
    // is gone (a card sold out, a move no longer possible) the cursor rests on a neighbour, and the
    // next choose key only clears that: an Enter meant for the vanished entry never picks another.
    void set_items(std::vector<Item> items);
    // The entry under the cursor replaced the one the player had chosen, and no key has moved
    // the cursor since.
    bool vanished() const { return vanished_; }
    const std::vector<Item>& items() const { return items_; }
    int cursor() const { return cursor_; }
    void set_cursor(int i);
    // Moves the cursor for navigation keys; returns true when the key was one.
    bool navigate(int key);
    // The chosen item for a choose key on an enabled item (none for the first choose key after
    // the entry under the cursor vanished).
    std::optional<int> chosen(int key) const;
    void draw(Canvas& c, Rect r, const Theme& theme, int label_width = 0) const;

private:
    void clamp();
    std::vector<Item> items_;
    int cursor_ = 0;
    mutable bool vanished_ = false;  // cleared by the next navigation or choose key
};

// How a card is shown: a title, its upper half and its lower half (drawn beneath, marked as the
// upside-down half), and how it lies. Rotated cards swap the halves: the lower half comes up.
struct CardFace {
    std::string title;
    std::vector<std::string> upper;  // the half that reads upright
    std::vector<std::string> lower;  // the half that reads upside down
    Orientation orientation = Orientation::Upright;
    bool face_down = false;
    bool selected = false;
    bool marked = false;        // chosen for something (an attacker, a card to exhaust)
    std::string corner;         // a short tag in the bottom edge, e.g. "x2" or "EXH"
    std::string kind;           // a letter in the top edge saying the card's kind, e.g. "B"
    std::optional<Role> role;   // the frame's colour: the kind's role (the letter says the same)
};
// The size a card box takes for an upright footprint of h x w; a tapped card lies sideways.
Rect card_rect(int y, int x, int h, int w, Orientation o);
void draw_card(Canvas& c, Rect r, const CardFace& card, const Theme& theme);

// The scrolling "what just happened" log.
class MessageLog {
public:
    explicit MessageLog(std::size_t capacity = 200) : capacity_(capacity) {}
    void add(std::string line);
    const std::deque<std::string>& lines() const { return lines_; }
    void scroll(int delta);  // positive scrolls back into history
    void draw(Canvas& c, Rect r, const Theme& theme) const;

private:
    std::deque<std::string> lines_;
    std::size_t capacity_;
    int scroll_ = 0;
};

// A yes/no question over the screen beneath. `on_yes` decides what happens next.
class ConfirmScreen final : public Screen {
public:
    ConfirmScreen(std::string question, std::function<Transition()> on_yes,
                  std::function<Transition()> on_no = [] { return Transition::pop(); });
    std::string title() const override { return "Confirm"; }
    bool is_overlay() const override { return true; }
    void draw(Canvas& c, Rect area, const Theme& theme) override;
    Transition on_key(int key) override;
    std::vector<KeyHint> key_hints() const override;
    // Runs `before` on "yes", ahead of what the yes does (a menu the question came from closes).
    void first_on_yes(std::function<void()> before);

private:
    std::string question_;
    std::function<Transition()> on_yes_, on_no_;
};

// A message read whole over the screen beneath (a reason too long for a status line, such as
// why leaving was refused), wrapped to the dialog's width. Enter or Esc goes back.
class NoticeScreen final : public Screen {
public:
    NoticeScreen(std::string title, std::string text) : title_(std::move(title)), text_(std::move(text)) {}
    std::string title() const override { return title_; }
    bool is_overlay() const override { return true; }
    void draw(Canvas& c, Rect area, const Theme& theme) override;
    Transition on_key(int key) override;
    std::vector<KeyHint> key_hints() const override;

private:
    std::string title_, text_;
};

// A line of text to type (a name), over the screen beneath. Printable ASCII is typed, Backspace
// deletes, Enter gives the text to `on_done`, Esc cancels. ('?' stays the help key.)
class PromptScreen final : public Screen {
public:
    PromptScreen(std::string question, std::string initial, std::size_t max_len,
                 std::function<Transition(const std::string&)> on_done);
    std::string title() const override { return "Type"; }
    bool is_overlay() const override { return true; }
    void draw(Canvas& c, Rect area, const Theme& theme) override;
    Transition on_key(int key) override;
    std::vector<KeyHint> key_hints() const override;
    const std::string& text() const { return text_; }

private:
    std::string question_, text_;
    std::size_t max_len_;
    std::function<Transition(const std::string&)> on_done_;
};

// A page of text (how to play, rules summaries, a whole log) that scrolls; `from_end` opens it at
// its last line (a log, newest at the bottom).
class TextScreen final : public Screen {
public:
    TextScreen(std::string title, std::vector<std::string> paragraphs, bool from_end = false);
    std::string title() const override { return title_; }
    void draw(Canvas& c, Rect area, const Theme& theme) override;
    Transition on_key(int key) override;
    std::vector<KeyHint> key_hints() const override;

private:
    std::string title_;
    std::vector<std::string> paragraphs_;
    int scroll_ = 0;
    int last_lines_ = 0, last_height_ = 0;
};

}  // namespace olympus::tui
