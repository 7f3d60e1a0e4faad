// Drawing Micro Hero on a Canvas: the Trial with its three trackers, the Stance, the played row
// with each card's running contribution, the hand (or the choices of the current phase), the
// counts and the log. It reads only what the player may know: the deck is a count.
#pragma once
#include <string>
#include <vector>

#include "microhero/state.hpp"
#include "tui/widgets.hpp"

namespace olympus::microhero {

// What the cursor is on in the Planning phase (Up/Down move between them).
enum class Focus { Hand, Played, Stance, Trial };

struct BoardUi {
    int hand_cursor = 0;
    Focus focus = Focus::Hand;
    int played_cursor = 0;
    // The choices offered when the phase is not Planning (labels, cursor).
    const tui::Menu* choices = nullptr;
    std::string status;  // a line for the last problem ("That card cannot be played now")
    int log_scroll = 0;
    int viewed = -1;     // co-op: whose cards are shown (-1: the player to act)
    // On a terminal too narrow for the inspector's column: what the cursor is on, in one line.
    std::string inspect_line;
    // What the empty hand's row says instead of asking for e (the finished plan awaiting Enter).
    std::string empty_hand_line;
    bool acting = true;  // false: the viewer may not act now (a network seat waiting, a
                         // spectator), so the cards are labelled with whose they are
};

// What a half of a card gives, in a few cells: "1 Atk", "2 XP", "Draw 1".
// `room`: the cells a card's line has; past it a half with several parts takes its compact form.
std::string half_text(const Half& h, int room = 9);
tui::CardFace card_face(const State& s, const Card& c, int room = 9);
// A played card's running contribution for its bottom edge ("+2A12D12X!", "!": supercharged),
// shortened to fit `room` columns, so that it never covers the card's corners.
std::string played_corner(const Totals& t, bool supercharged, int room);
// A friendly label for an action ("Buy Strike for 4 XP").
std::string action_label(const State& s, const Action& a);

// What else is in play besides the current Trial, one short item each: Trials still lingering
// (Heroic, Mythic), Calm and Wrath's Health card and its bonus now, Hera's Revenge's last card.
std::vector<std::string> in_play_notes(const State& s);
// Co-op: the partner of player `me` in a few words (totals, hand), or "" in solo.
std::string partner_note(const State& s, int me);

void draw_board(tui::Canvas& c, tui::Rect area, const State& s, const BoardUi& ui, const tui::Theme& theme);

}  // namespace olympus::microhero
