// The keys of a seat at a Micro Hero table: the hand cursor and Stance in Planning, the menu of
// the other phases' choices, the piles screen, the partner's cards in co-op and the log's scroll.
// Shared by the local play screen, which makes the moves on its campaign, and a network client,
// which sends them to the host: both hand in the State they draw and the moves open now.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "microhero/board_view.hpp"
#include "tui/screen.hpp"
#include "tui/seat_board.hpp"
#include "tui/widgets.hpp"

namespace olympus::microhero {

class SeatControls {
public:
    struct Reply {
        std::optional<Action> move;  // a legal move the key chose
        tui::Transition next = tui::Transition::stay();
    };

    // After every change of the state: the phase's choices from `legal`, the cursor in range,
    // the partner's cards put away.
    void refresh(const State& s, const std::vector<Action>& legal);
    // `may_act`: the viewer is to act now. Keys that only look work either way.
    Reply on_key(int k, const State& s, bool may_act);

    // The question to ask before `a`, which throws something away, or "" when it does not:
    // ending the Improvement Phase with Experience that could still buy or upgrade something,
    // exhausting a Technique or Blessing from the deck in preparation.
    std::string question_before(const State& s, const Action& a) const;

    void fill(BoardUi& ui, bool may_act) const;
    // The keys that work now; `mine` as may_act. The caller adds its own (undo, leave).
    std::vector<tui::KeyHint> key_hints(const State& s, bool mine) const;
    bool viewing_partner() const { return viewed_ >= 0; }
    // Puts the hand cursor, the Stance or the menu's cursor on a move open now.
    void point_at(const State& s, const Action& a);
    // The whole text of what the cursor is on (the inspector), for player `viewer`'s screen.
    tui::Inspection inspect(const State& s) const;

    const std::string& status() const { return status_; }
    void set_status(std::string s) { status_ = std::move(s); }
    void clear_status() { status_.clear(); }

private:
    Reply choose(const State& s, const Action& a);
    // Why a move the rules do not offer now was refused, in a sentence.
    std::string refused(const State& s, const Action& a) const;
    Reply planning_key(int k, const State& s);

    std::vector<Action> legal_;
    tui::Menu choices_;
    int cursor_ = 0;
    Focus focus_ = Focus::Hand;
    int played_cursor_ = 0;
    int log_scroll_ = 0;
    int viewed_ = -1;  // co-op: the player whose cards are shown instead, or -1
    std::string status_;
};

}  // namespace olympus::microhero
