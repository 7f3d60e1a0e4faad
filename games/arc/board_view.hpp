// Drawing an ARC table for one seat from that seat's View only: every player's resources and
// characters as small card boxes (name, power, cost and colour; a tapped card lies sideways: a
// flatter, wider box with the tapped glyph), hands as counts except the viewer's own (and the
// others' cards that everybody knows, named under the prompt), deck and discard counts, whose turn
// and which step, the fight in progress with its blocks drawn as links, a prompt, the log. Two players face each other; with three, both opponents share the top half.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "arc/state.hpp"
#include "tui/while_you_waited.hpp"
#include "tui/widgets.hpp"

namespace olympus::arc {

// Where the cursor can be: a card in the viewer's hand, a character, or a stack of resources.
enum class Zone : std::uint8_t { Hand, Characters, Resources };
struct Focus {
    Zone zone = Zone::Hand;
    int seat = 0;
    int index = 0;
    bool operator==(const Focus&) const = default;
};

// Resources in play, grouped by colour and by tapped or not (only the colour pays).
struct ResourceStack {
    Colour colour = Colour::Green;
    bool tapped = false;
    std::vector<std::uint16_t> uids;
    std::vector<CardId> cards;
};
std::vector<ResourceStack> resource_stacks(const CardDb& db, const Player& p);

// The rows the cursor moves through, top of the screen first: each opponent's resources and
// characters (the left-hand neighbour first), the viewer's characters and resources, the hand.
std::vector<Focus> focus_rows(const View& v);
int zone_size(const View& v, Zone zone, int seat);

struct BoardUi {
    std::vector<std::string> labels;           // per seat: "P2 (strong)"
    bool has_cursor = false;
    bool hide_hand = false;
    bool spectator = false;                    // watching over the network: no seat is "yours"
    std::vector<bool> playable;                // per card of the hand, when the viewer decides: dim if not
    Focus cursor;
    std::vector<std::uint16_t> marked;         // attackers being chosen
    std::vector<BlockPair> planned;            // blocks being chosen, not yet made
    std::uint16_t highlight = 0;               // a character a menu option names
    std::string prompt;                        // what the viewer is asked to do
    // What the card under the cursor does, in words, where the inspector has no column of its
    // own: drawn under the prompt over a few rows (at the foot of a menu's box, the card its
    // entry names), the last cut at a word when it runs on.
    std::string inspect;
    std::string status;                        // a problem, or who is thinking
    bool status_is_problem = false;
    const tui::Menu* menu = nullptr;           // choices, drawn over the lower part
    std::string menu_title;
    std::vector<std::string> log;              // newest last
    std::vector<std::string> banner;           // lines over the log (the fight's forecast)
};

// "Hercules #2" style names, as the move texts use them.
std::string unit_name(const View& v, int seat, const Unit& u);
// The power of a character now (static abilities and changes included).
int unit_power(const View& v, int seat, const Unit& u);
// One line about a card for the prompt: "Cyclops: character, cost 3 green, power 5".
std::string card_summary(const CardDb& db, CardId id);
// The card's details: its name, type, numbers and rules in plain words, and for a card in play
// how it stands now.
std::vector<std::string> card_details(const View& v, Focus f);
// A card's details as printed, wherever it lies.
std::vector<std::string> card_details(const CardDb& db, CardId id);
// A move in words, for menus ("Play Hercules, tapping 2 green and 1 blue"); one that gives up
// the turn's resource says so.
std::string action_label(const View& v, const Action& a);
// The move closes the resource step while the mover still holds a resource it could put in play:
// no resource goes in play this turn after it (a card played or an ability used ends step 3).
bool gives_up_resource(const View& v, const Action& a);
// What of the mover's own the move throws away, in words ("it destroys one of your own
// characters; it discards the top 2 cards of your own deck"), or "" when nothing: a card played
// (a character's entering abilities with it) or an ability used whose effects hit its own side.
std::string throws_own_away(const View& v, const Action& a);
// What the fight in progress (with `planned` blocks added, if any) will do if nothing changes:
// one line per attacker, lettered A, B, C as on the board.
std::vector<std::string> combat_forecast(const View& v, const std::vector<BlockPair>& planned = {});
// The attack being planned, in one line: each marked (or attacking) character with its power;
// what they discard if nobody blocks, counted as the fight counts it (a "more when unblocked"
// and the defender's ward included, each attacker whose count differs named); and the abilities
// that fire when attacking or unblocked, which come on top.
std::string attack_preview(const View& v, const std::vector<std::uint16_t>& marked);
// The step track of the header: untap, draw, resource, main, attack, block, combat, discard.
std::string step_label(const Board& b);

// Returns the room its log had: whether the others' moves can be read there (tui/while_you_waited).
tui::LogRoom draw_board(tui::Canvas& c, tui::Rect area, const View& v, const BoardUi& ui, const tui::Theme& theme);

}  // namespace olympus::arc
