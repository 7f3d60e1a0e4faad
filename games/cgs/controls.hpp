// The keys of the seat at a CGS table: the hex cursor, picking a character, stepping, exploring,
// the combat and card menus, "done". Shared by the local play screen, which applies the moves to
// its state, and a network client, which sends them to the host: both read only the seat's View.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "cgs/inspect.hpp"
#include "cgs/table_view.hpp"
#include "tui/screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::cgs {

// Whoever runs the game, as the controls need it.
class SeatTable {
public:
    virtual ~SeatTable() = default;
    virtual View view() const = 0;         // what the viewer sees now
    virtual int viewer() const = 0;
    virtual bool my_decision() const = 0;  // the viewer is to act, and may now
    virtual bool busy() const = 0;         // a move sent and not yet answered: the view is old
    virtual bool terminal() const = 0;
    virtual int winner() const = 0;        // -1: undecided
    virtual int to_act() const = 0;
    virtual std::string label(int seat) const = 0;
    // Makes the viewer's move; false, with the reason in `why`, when it is refused.
    virtual bool act(const Action& a, std::string& why) = 0;
    virtual tui::Transition leave() = 0;   // Esc with nothing of the controls open
};

class SeatControls {
public:
    explicit SeatControls(SeatTable& t) : t_(t) {}

    tui::Transition on_key(int k);
    // After every change of the view: keeps a moving character in sight and, when the viewer is
    // to act with nobody picked, picks one of its characters.
    void after_change();
    // Puts the cursor on the viewer's characters (a new viewer at the keyboard, a new game).
    void focus_own();
    void close_menu() { menu_open_ = false; }
    // Opens the list of every move (or keeps an open menu that has it) with its cursor on this
    // move, when the viewer may make it now.
    void point_at(const Action& a);
    void refused(const std::string& why) { status_ = why, problem_ = true; }

    // Fills in the map's marks, the selection, the menu, the prompt and the status; turns the
    // starting tile in `v` the way an open Orient menu points.
    void fill(TableUi& ui, View& v) const;
    std::vector<tui::KeyHint> key_hints() const;
    bool wants_back() const { return menu_open_; }
    // Reading the hand's cards (v): Esc goes back to the map, not out of the game.
    bool reading() const { return hand_ >= 0 && !menu_open_; }
    // What the cursor, the hand reader (v) or the open menu points at, for the inspector.
    Focus focus() const;

    const std::string& status() const { return status_; }
    void clear_status() { status_.clear(), problem_ = false, waiting_note_ = false; }
    void set_status(std::string s, bool problem) { status_ = std::move(s), problem_ = problem; }

private:
    std::string prompt(const View& v) const;
    bool move_cursor(int k);
    void set_cursor(CellId c);
    void next_character(int step);
    template <class Pred>
    void open_menu(const View& v, std::string title, Pred keep);
    tui::Transition menu_key(int k);
    template <class Pred>
    bool act_if_legal(const View& v, Pred pred);
    tui::Transition choose_here(const View& v);
    bool select_at(const View& v);
    void act(const Action& a);
    // Ends the phase with `a` (done or pass), asking first when steps would be thrown away.
    tui::Transition finish(const View& v, const Action& a);
    bool walk_on(const View& v);
    void walk_stopped(const View& v, const PieceView* p, CellId goal);
    std::optional<Action> step_towards(const View& v, const PieceView& p, CellId goal) const;
    std::string keep_title(const View& v) const;
    std::string react_prompt(const View& v) const;

    SeatTable& t_;
    CellId cursor_ = kOlympusCell;
    int want_col_ = 0;
    int selected_ = -1;
    std::string followed_;  // the piece just told to move: the cursor goes with it
    // "Keep which card?" stays open until the keeping is done: the entry the cursor goes to next
    // (the card after the one kept), found again by what it does.
    std::optional<Action> keep_next_;
    bool keeping_ = false;
    CellId walk_to_ = -1;   // Enter on a far + hex: the followed piece steps on towards it
    bool reacted_ = false;  // the last move was a reaction: a lone "No reaction" after it goes by itself
    int hand_ = -1;         // the hand card being read (v), -1: none
    bool waiting_note_ = false;  // the status says to wait for another seat
    // z swaps the map's size from the one that fits (the detailed map where it fits whole).
    bool swap_map_ = false, problem_ = false, menu_open_ = false;
    tui::Menu menu_;
    std::string menu_title_;
    std::vector<Action> menu_actions_;
    std::string status_;
};

}  // namespace olympus::cgs
