#include "microhero/help.hpp"

namespace olympus::microhero {

std::vector<std::string> how_to_play() {
    return {
        "# The goal",
        "Overcome all twelve Trials, one per round, by taking away each Trial's Health before you run "
        "out of Wounds to take.",
        "",
        "# A turn",
        "You draw 5 cards. When the deck runs out, the discard pile is turned over, unshuffled, to "
        "make a new deck.",
        "Planning: play your cards one at a time. Each card gives its points once, and once more for "
        "every card you play after it this turn, so the order matters: play your best card first. "
        "An upgraded card (shown turned around, its bright half on top) gives 2 per trigger instead "
        "of 1. Wounds give nothing but still count as cards played after the others.",
        "Improvement: spend the Experience (XP) of this turn. Buy a Reserve card onto your discard "
        "pile, upgrade the top card of your discard pile, or put an upgraded top card onto your deck "
        "(anticipation). Techniques cost 4 XP, Blessings 8; no Blessings in the first round; XP left "
        "over is lost, so ending the improvement while it could still buy or upgrade a card asks "
        "first (y ends it, n keeps you choosing).",
        "Attack: the Trial loses 1 Health each time your Attack reaches its Defense.",
        "Defense: if your Defense is below the Trial's Attack, take a Wound from the Reserve. Then the "
        "Trial's Attack rises by 1.",
        "The Labors grow deadlier: once 4 Trials are overcome a failed block costs one more Wound, "
        "once 8 are, two more.",
        "",
        "# The Stance",
        "Tap your Stance (key s) for its action while it stands untapped; some actions turn it over "
        "or untap it again, and at the end of the turn its other effect may turn it over. A tapped "
        "Stance is drawn lying sideways.",
        "",
        "# Between Trials",
        "The overcome Trial becomes a Blessing in the Reserve, upgraded cards are reset, you take two "
        "preparation actions (exhausting a Technique or Blessing sends it back to the Reserve, so it "
        "asks first), and the next Trial gains 1 Health for each Trial overcome.",
        "",
        "# On the screen",
        "Each played card shows in its corner what it has given so far (A attack, D defense, X XP); a "
        "card marked with ! is supercharged and will be exhausted. An arrow in a card's top corner "
        "shows how it lies: up is base level, down is upgraded, sideways is tapped. A B on a "
        "card's top edge marks a Blessing (gold with colour), a W a Wound (red). The A or B in the "
        "Stance's bottom corner says which of its two sides is up.",
        "Below the cards: the Trials still lingering on Heroic and Mythic, Calm and Wrath's Health "
        "card, and Hera's Revenge's last card. Press d for the cards and Trials page by page: each "
        "discard pile in its order (top first), the Reserve with what each card gives and costs, "
        "the Wound stack, and the full text of every Trial in play.",
        "In co-op the top line shows your partner's totals; press p to see their cards.",
        "When your last card leaves nothing else to do, the finished plan is shown before the turn "
        "resolves: Enter resolves it, Esc takes the card back.",
        "The game saves at the start of every turn, at the end of every round and when you leave. "
        "Press u to undo a step until a new card is drawn.",
        "Playing alone, press H for a hint: the move the strongest player (the simulator's greedy "
        "policy) would make, with how many Trials the campaign went on to overcome after each move "
        "it tried, from what you can see only.",
    };
}

}  // namespace olympus::microhero
