#include "arc/help.hpp"

namespace olympus::arc {

std::vector<std::string> how_to_play() {
    return {
        "# The goal",
        "Run the other player's deck out of cards. Characters that attack and are not blocked "
        "discard cards from the top of the defender's deck, one for each point of power; a player "
        "who must draw from an empty deck, or whose deck is emptied by anything, loses at once.",
        "",
        "# A turn",
        "Your characters and resources untap and you draw a card. You may put one resource from your "
        "hand in play. Then play actions and characters: each costs as many of your resources as its "
        "cost, tapped, and one of them must be of the card's colour (G green, B blue, R red). Last, "
        "you may attack: tap any of your untapped characters to attack the player on your left.",
        "",
        "# Attacks",
        "The defender may block each attacker with one or more untapped characters. Then the "
        "defender, and after them the attacker, may play one combat card each. An unblocked attacker "
        "discards its power in cards from the defender's deck. A blocked one fights: the weaker is "
        "discarded, both when equal. Against several blockers the attacker is discarded when their "
        "powers together reach its own, and it takes with it any of them whose powers together do "
        "not exceed its own (its player picks). The attack ends the turn.",
        "",
        "# Three players",
        "You attack only the player on your left and are attacked only from your right. When your "
        "left-hand neighbour is out, up to seven random cards of your discard pile go under your "
        "deck. A card that names \"your opponent\" lets you pick either other player. The last "
        "player with a deck wins. Whenever you have a decision to make you may show cards of your "
        "hand, but only to everybody at once (s on the card): the others then see it in your hand "
        "until it leaves it.",
        "",
        "# On the screen",
        "Each card in play is a small box: its name on top, then its power, its cost and colour "
        "(\"5 3G\": power 5, cost 3, green); a + or - after the power says it is changed for now. "
        "An upright card shows an up arrow in its corner; a tapped card lies on its side: a flatter, "
        "wider box with a right arrow. Resources are stacked by colour (\"G x3\": three green). With "
        "colour, a box's frame and a hand card are drawn in the card's colour too. An "
        "attacker carries a letter (A, B, ...) and each of its blockers the same letter after '=', "
        "with a line drawn between them. The marker in front of a player's counts shows whose turn "
        "it is; the header shows the step. A card of your hand that everybody knows carries a bullet; "
        "the cards of the others' hands that everybody knows are listed under the prompt (\"P2 holds: "
        "...\").",
        "",
        "# Keys",
        "Arrows move the cursor: Left/Right along a row, Up/Down between rows (hand, your characters "
        "and resources, the others'). Enter on a card in your hand plays it (or lists the ways to "
        "pay); Enter on your character uses its ability. i shows the card under the cursor whole (on a "
        "wide terminal it is always shown beside the table), also the card a menu entry names. "
        "Left/Right go round a row and say so; an arrow at the end of the hand's row says it goes on "
        "below. A fight's result box scrolls with Up/Down. a starts an "
        "attack: mark attackers with Space and press Enter. When attacked, Space on your character "
        "picks which attacker it blocks (press again for the next), Enter confirms. p plays no "
        "combat card, e ends the turn, m lists every move you can make, L shows the whole log. With "
        "three players, s shows the hand card under the cursor to everybody. A move that loses "
        "something asks first, from its key or from the m list alike: ending the turn or playing a "
        "card while a resource could still go in play, playing no combat card, and a card or "
        "ability that throws away your own cards (discards from your own deck or hand, destroys "
        "your own character); y makes it, n leaves everything as it was. Against the computer, H "
        "asks for a hint: what the strong player would play here, from what you can see, and why; "
        "closing it leaves the list of every move open on that move.",
        "",
        "# Decks",
        "A deck holds at most 40 cards and at most 4 copies of any card but a resource, unless the "
        "players agree on another size when they set up. Build your own in the deck editor on the "
        "ARC menu; it checks the deck as you go and saves it where the set-up screen finds it.",
    };
}

}  // namespace olympus::arc
