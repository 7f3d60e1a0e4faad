// The keys of the player at one seat, read against that seat's View and legal moves only: the hand
// cursor, the menus of moves, and what the board shows of them. The local play screen and the
// network screen share it; each decides what a chosen move does (apply it, or send it to a host).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "herazeus/board_view.hpp"
#include "tui/screen.hpp"

namespace olympus::herazeus {

// A place on the field the cursor may rest on, to read the card there: `side` whose field,
// `col` and `row` from 0 (row 0 is the front, where the two fields meet).
struct FieldSpot {
    int side = 0, col = 0, row = 0;
};

class SeatControls {
public:
    // A key while this seat is to act (or while one of its menus is open). Returns the move the
    // player chose, if any; says in `status` why a key did nothing.
    std::optional<Action> on_key(int k, const View& v, const std::vector<Action>& legal, std::string& status);
    // Asks for the order of this seat's cards on their way to the discard pile, if any wait.
    void prompt_order(const View& v, const std::vector<Action>& legal);
    bool choosing() const { return choosing_; }
    int cursor() const { return cursor_; }
    // Where the cursor rests on the field; none while it is in the hand.
    std::optional<FieldSpot> field() const { return field_; }
    // The arrows, at any time (also while another seat acts): Left/Right along the hand or a row
    // of the field, Up from the hand onto the own field and on across to the opponent's, Down
    // back. True when the key moved the cursor.
    bool move_cursor(int k, const View& v);
    // The move highlighted in the open menu, if any.
    std::optional<Action> highlighted() const;
    void close() { choosing_ = false; }
    // Opens the list of every move (or keeps the menu open) with its cursor on this move, if legal.
    void point_at(const View& v, const std::vector<Action>& legal, const Action& a);
    // Puts the hand cursor on the card this move used, when it is in the hand (after undo).
    void cursor_on(const View& v, const Action& a);
    // Keeps the hand cursor on a card after the hand changed.
    void clamp_cursor(const View& v);
    // The cursor, menu and preview for the board, when this seat is to act.
    void show(BoardUi& ui, bool my_turn) const;
    // The keys of a seat to act (a challenge's only when one can be made); a menu's keys while
    // one is open.
    std::vector<tui::KeyHint> key_hints(const std::vector<Action>& legal) const;

private:
    template <class Pred>
    void open_choices(std::string title, const View& v, const std::vector<Action>& legal, Pred keep, std::string& status);
    void open_card_choices(const View& v, const std::vector<Action>& legal, std::string& status);

    int cursor_ = 0;
    std::optional<FieldSpot> field_;
    bool choosing_ = false;
    tui::Menu menu_;
    std::string menu_title_;
    std::vector<Action> choice_actions_;
};

}  // namespace olympus::herazeus
