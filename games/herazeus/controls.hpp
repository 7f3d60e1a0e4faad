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

class SeatControls {
public:
    // A key while this seat is to act (or while one of its menus is open). Returns the move the
    // player chose, if any; says in `status` why a key did nothing.
    std::optional<Action> on_key(int k, const View& v, const std::vector<Action>& legal, std::string& status);
    // Asks for the order of this seat's cards on their way to the discard pile, if any wait.
    void prompt_order(const View& v, const std::vector<Action>& legal);
    bool choosing() const { return choosing_; }
    int cursor() const { return cursor_; }
    void close() { choosing_ = false; }
    // Opens the list of every move (or keeps the menu open) with its cursor on this move, if legal.
    void point_at(const View& v, const std::vector<Action>& legal, const Action& a);
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
    bool choosing_ = false;
    tui::Menu menu_;
    std::string menu_title_;
    std::vector<Action> choice_actions_;
};

}  // namespace olympus::herazeus
