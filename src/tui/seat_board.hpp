// A game's table as one seat sees it: drawn from the view messages a host sends, never from a
// rules state, so it can show only what its seat may know. The game turns keys into action text.
// The same board serves both tables of the shell: the network screen (src/app/remote_screen)
// sends its moves to a host, and the local table (tui/local_table) applies them to the game in
// this process, which speaks to the board exactly as a host would.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tui/screen.hpp"

namespace olympus::tui {

// The whole text of what the cursor is on (a card, a hex, a Trial, a menu entry naming a card):
// shown in the inspector panel without a key, and full size with `i`.
struct Inspection {
    std::string title;
    std::vector<std::string> lines;  // paragraphs; the panel wraps them
    bool empty() const { return title.empty() && lines.empty(); }
};

class SeatBoard {
public:
    virtual ~SeatBoard() = default;
    // A view message: {seat, to_move, view, legal (to the seat to act), terminal, winner?,
    // you_played?, screen?}. Throws std::runtime_error when the view cannot be read.
    virtual void update(const nlohmann::json& msg) = 0;
    // The move this board chose was refused (each move sent is answered by a view or this).
    virtual void refused(const std::string& why) { (void)why; }
    // A line for the board's log that did not come from the game (chat, joins and drops, undo).
    virtual void note(std::string line) = 0;
    // Draws the table; `status` is the screen's line for errors and prompts.
    virtual void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) = 0;
    // A key; `status` says why a key did nothing. The board may open a screen of its own (a
    // confirmation, a card's details).
    virtual Transition on_key(int k, std::string& status) = 0;
    // The moves (action texts) chosen since the last call, by keys, a confirmation or an update,
    // in the order they are to be made.
    virtual std::vector<std::string> take_moves() = 0;
    // True while the board has something open (a menu, marks being made): Esc and q belong to it then.
    virtual bool has_menu() const = 0;
    virtual std::vector<KeyHint> key_hints() const = 0;
    virtual std::vector<std::string> help_text() const = 0;
    // What the cursor is on, whole; empty when it is on nothing that has text.
    virtual Inspection inspect() const { return {}; }
    // True for a board that places the inspector itself on a wide terminal (CGS puts it under its
    // side panel, so the detailed map fits beside them): the frame then gives it the whole area.
    virtual bool places_inspector() const { return false; }
    // Puts the cursor on a move the board offers (a hint's), given as action text, where the
    // board can show one; else does nothing.
    virtual void point_at(const std::string& action) { (void)action; }
    // This seat's own move (action text) was just taken back: the board may put its cursor on what
    // the move used (the card that came back to the hand); else does nothing.
    virtual void taken_back(const std::string& action) { (void)action; }
    // Every line of the log since the game began here, oldest first (the `L` screen).
    virtual std::vector<std::string> history() const { return {}; }
    // The log told again whole, in place of the board's own (a local table rebuilds it for a game
    // continued or taken back, by telling the game from its replay's start to boards of its own).
    virtual void restore_history(std::vector<std::string> lines) { (void)lines; }
    // At a shared keyboard, the pass screen just gave the keyboard to this seat's person, and it
    // listed what happened since the last pass: a box the board held to tell the same is dropped,
    // so the person sees the table as it is now.
    virtual void handed_over() {}
    // The turn number the board's heading shows while it draws the table as it stood before the
    // last view (ARC's box over the table a fight left): a replay's heading then names that turn,
    // so the two agree. Empty while the board draws the last view it was sent.
    virtual std::optional<int> turn_shown() const { return std::nullopt; }
};

}  // namespace olympus::tui
