// The keys of the seat that decides at an ARC table: moving over the cards, playing and using
// them, choosing attackers and blockers by marking (with a confirmation before an attack or a
// block is made), answering a card's question. Shared by the local play screen, which applies the
// moves to its state, and a network client, which sends them to the host: both read only the
// deciding seat's View.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "arc/board_view.hpp"
#include "core/log_lines.hpp"
#include "tui/screen.hpp"
#include "tui/seat_board.hpp"
#include "tui/widgets.hpp"

namespace olympus::arc {

// A fight is in progress: attackers declared and not yet resolved.
bool in_combat_steps(const Board& b);

// Whoever runs the game, as the controls need it.
class SeatTable {
public:
    virtual ~SeatTable() = default;
    virtual View view() const = 0;         // what the viewer sees now
    virtual int viewer() const = 0;
    virtual bool my_decision() const = 0;  // the viewer is to act, and may now
    virtual bool busy() const = 0;         // moves sent and not yet answered: the view is old
    virtual bool hand_hidden() const = 0;  // people share the keyboard and it is not the viewer's turn
    virtual bool terminal() const = 0;
    virtual int winner() const = 0;        // -1: drawn
    virtual int to_act() const = 0;
    virtual std::string label(int seat) const = 0;  // "P2 (strong)"
    // Makes the viewer's move. `last`: no more of a series follow (the table may settle then).
    // False, with the reason in `why`, when it is refused.
    virtual bool act(const Action& a, bool last, std::string& why) = 0;
    // After a series of moves made with last = false.
    virtual void settle() = 0;
    // Esc with nothing of the controls open.
    virtual tui::Transition leave() = 0;
};

class SeatControls {
public:
    explicit SeatControls(SeatTable& t) : t_(t) {}

    tui::Transition on_key(int k);
    // After every change of the view: opens what the viewer is asked (a question, the attack,
    // the blocks) and keeps the cursor on the table.
    void enter_decision();
    // A screen came between (people sharing the keyboard) or the game ended: drop what was
    // being chosen.
    void reset();
    void start_on_hand();
    // Opens the list of every move (or keeps an open question) with its cursor on this move, if
    // the viewer may make it now; nothing while attackers or blockers are being marked.
    void point_at(const Action& a);
    // A move of the viewer's taken back (undo): the cursor goes to the hand card it played or put
    // in play, back in the hand now; other moves leave the cursor where it is.
    void cursor_on_card_of(const Action& a);
    // The host refused a move: a follow-up planned after it is dropped.
    void refused(const std::string& why);

    // Fills in the cursor, marks, menu, prompt, banner and status.
    void fill(BoardUi& ui, const View& v) const;
    std::vector<tui::KeyHint> key_hints() const;
    // Esc and q close something of the controls (a menu, an attack being chosen, planned blocks).
    bool wants_back() const;
    // The card under the cursor, or the one the menu entry names, whole (the shell's inspector).
    tui::Inspection inspect() const;
    // The card under the cursor in a sentence or two, for the rows under the board where the
    // inspector has no column: what it does, after what it is unless the prompt above says that
    // (`prompt_shown`: the prompt, not a status, is drawn there); with a menu open, the card its
    // entry names. Empty on nothing with text.
    std::string inspect_line(const View& v, bool prompt_shown) const;

    void clear_status() { status_.clear(), problem_ = false; }
    void set_status(std::string s, bool problem) { status_ = std::move(s), problem_ = problem; }
    const std::string& status() const { return status_; }
    bool problem() const { return problem_; }

private:
    enum class Mode { Normal, Attack, Block, Menu };

    static bool question(const View& v);
    std::string prompt(const View& v) const;
    std::string focus_summary(const View& v) const;
    std::string focus_head(const View& v) const;  // focus_summary without the keys it offers
    bool prompt_names_focus(const View& v) const;  // the prompt is focus_summary
    std::string question_title(const View& v) const;
    std::vector<Action> card_moves(const View& v, CardId id) const;
    std::uint16_t target_of(const View& v, const Action& a) const;
    void open_menu(const View& v, std::string title, std::vector<Action> actions);
    void open_question(const View& v);
    tui::Transition menu_key(int k);
    tui::Transition make_chosen(const View& v, const Action& a);
    bool move_cursor(int k);
    void clamp_cursor();
    tui::Transition choose_here(const View& v);
    std::optional<Action> show_move(const View& v, CardId id) const;
    tui::Transition show_here(const View& v);
    std::string why_not(const View& v, CardId id) const;
    std::vector<std::string> attack_preview(const View& v) const;
    tui::Transition start_attack(const View& v);
    bool can_attack(const View& v, const Unit& u) const;
    tui::Transition attack_key(int k);
    void commit_attack();
    std::vector<std::pair<std::uint16_t, std::vector<std::uint16_t>>> block_options(const View& v) const;
    tui::Transition block_key(int k);
    void commit_blocks();
    tui::Transition end_turn(const View& v);
    tui::Transition pass(const View& v);
    bool act(const Action& a, bool last = true);

    SeatTable& t_;
    Mode mode_ = Mode::Normal;
    Focus cursor_;
    int turn_seen_ = -1;
    std::vector<std::uint16_t> marked_;
    std::vector<BlockPair> planned_;
    // "done" once the moves of an attack or of the blocks are made, if the step is still open.
    std::optional<Step> follow_up_;
    tui::Menu menu_;
    std::string menu_title_;
    std::vector<Action> menu_actions_;
    std::vector<std::uint16_t> menu_targets_;
    std::string status_;
    bool problem_ = false;
    std::string wait_note_;  // the last "Wait: ... is to act", shown only while the wait lasts
};

}  // namespace olympus::arc
