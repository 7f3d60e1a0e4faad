// A game's table on a network client. It is drawn from the views the host sends, never from a
// rules state, so it can show only what its seat may know. The game turns keys into action text;
// the network screen (src/app/remote_screen) sends that text and hands back what the host says.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tui/screen.hpp"

namespace olympus::tui {

class RemoteBoard {
public:
    virtual ~RemoteBoard() = default;
    // A view message from the host: {seat, to_move, view, legal (to the seat to act), terminal,
    // winner?, you_played?}. Throws std::runtime_error when the view cannot be read.
    virtual void update(const nlohmann::json& msg) = 0;
    // The host refused a move this board chose (each move sent is answered by a view or this).
    virtual void refused(const std::string& why) { (void)why; }
    // A line for the board's log that did not come from the game (chat, joins and drops).
    virtual void note(std::string line) = 0;
    // Draws the table; `status` is the screen's line for errors and prompts.
    virtual void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) = 0;
    // A key; `status` says why a key did nothing. The board may open a screen of its own (a
    // confirmation, a card's details).
    virtual Transition on_key(int k, std::string& status) = 0;
    // The moves (action texts) chosen since the last call, by keys, a confirmation or an update,
    // in the order they are to be sent.
    virtual std::vector<std::string> take_moves() = 0;
    // True while the board has something open (a menu, marks being made): Esc and q belong to it then.
    virtual bool has_menu() const = 0;
    virtual std::vector<KeyHint> key_hints() const = 0;
    virtual std::vector<std::string> help_text() const = 0;
};

}  // namespace olympus::tui
