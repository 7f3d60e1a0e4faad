// Drawing Hera & Zeus for one seat from that seat's View only: both 4x3 fields facing each other
// (the first rows meet in the middle), hands, counts, whose turn and the action points, and a
// preview of where a card will go. Face-down cards of the opponent are backs.
#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "herazeus/state.hpp"
#include "tui/widgets.hpp"

namespace olympus::herazeus {

struct BoardUi {
    int hand_cursor = -1;                 // -1: no card selected
    std::optional<std::array<int, 3>> field_cursor;  // side, column, row (0 front): a place being read
    std::optional<Action> preview;        // a highlighted move: shown on the board
    const tui::Menu* choices = nullptr;   // the moves offered for the selected card, if open
    std::string choices_title;
    std::vector<std::string> log;         // newest last
    std::string status;
    std::string inspect;                  // the card under the cursor, in a line or two (no inspector column)
    std::string seat_names[2] = {"Hera", "Zeus"};
    bool spectator = false;               // nobody's seat: no "(you)", both hands as their opponents know them
};

// A friendly label for an action of the seat to act ("Play Hydra (5) face down: column 2, front").
std::string action_label(const View& v, const Action& a);
// The text for one card in a field cell, as the viewer sees it.
std::string cell_text(const View& v, const Card& c, int owner);

// Adds to `log` the events of `after` that `before` did not hold yet (the board keeps only the
// last two turns' events), keeping the newest 200 lines.
void append_new_events(const CardSet& cards, const Board& before, const Board& after, std::vector<std::string>& log);

// The card a Pegasus raid took, in a sentence for the board: waiting to be placed (named to a
// player, "not shown to you" to a spectator), or the hostage the raid rescued once that won the
// game. Empty when no raid card waits.
std::string raid_line(const View& v, const BoardUi& ui);

void draw_board(tui::Canvas& c, tui::Rect area, const View& v, const BoardUi& ui, const tui::Theme& theme);

}  // namespace olympus::herazeus
