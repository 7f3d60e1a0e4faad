#include "herazeus/help.hpp"

namespace olympus::herazeus {

std::vector<std::string> how_to_play() {
    return {
        "# The goal",
        "Each side hides a hostage in its deck: Io for Hera, Argus for Zeus. Find the other side's "
        "hostage, by challenging it in the first row or by picking it from the hand with Pegasus, and "
        "you win. You also win when the other side cannot spend all its action points, or starts a "
        "turn with nothing on the table.",
        "",
        "# The table",
        "Each side has three columns of up to four cards, face down. The first rows of both sides "
        "meet in the middle of the screen. A card played into a column pushes the cards behind it "
        "back; a column never has gaps. A place is named by its column and its row: the front row "
        "(the rulebook's first row, where challenges happen), then the 2nd, 3rd and 4th rows behind it.",
        "",
        "# A turn",
        "You have one action point for each column that holds a card, or four while your figure "
        "stands. You must spend them all: draw a card (at most 12 in hand), play a card face down "
        "anywhere in a column, challenge straight across with the front card of a column (not in "
        "the first round, never into a figure's column), or play a Mythology card for its power.",
        "In a challenge both cards turn face up and the stronger one wins; the loser is discarded, a "
        "tie discards both. The winner stays face up and may challenge again.",
        "",
        "# On the screen",
        "[Name 5] is a card face up, seen by both sides. (Name 5) is your own card face down: you "
        "see it, the other side does not; a ! after it means the other side has seen it. A row of "
        "shaded blocks is a card face down that you do not know. When you choose where to play a "
        "card, the board shows it in place with the rest of the column pushed back. Cards of the "
        "other side's hand that you know (shown to you by Pythia, or your own cards it took with "
        "the Sirens) are listed under your hand; only you see that line.",
        "",
        "# Keys",
        "Left/Right choose a card in your hand and Enter shows what it can do. Up moves the cursor "
        "onto the field, your own and on across to the other side's, to read any card you can see "
        "there (a card you do not know reads as unknown); Down comes back. d draws, 1 to 3 "
        "challenge that column, a lists every move you can make, s shows the summary cards (what "
        "each deck holds). Against the computer, H asks for a hint: what the strong player would play "
        "here, from what you can see, and why; closing it leaves the list of every move open on that "
        "move. In a game for two at one keyboard, a pass screen hides your cards between turns.",
    };
}

}  // namespace olympus::herazeus
