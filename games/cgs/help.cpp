#include "cgs/help.hpp"

namespace olympus::cgs {

std::vector<std::string> how_to_play() {
    return {
        "# The goal",
        "Heroes from the Hercules and Xena stories race across a map of hexes to Olympus in the "
        "middle. Win banners by overcoming encounters on the map: beaten encounter cards worth the "
        "indicator's number place your banner there, and twice that number takes another player's "
        "banner (another team's, in a game of teams). With banners worth 8 or more, and more than anyone else, a hero may step onto "
        "Olympus. The first to overcome the encounter waiting there wins.",
        "",
        "# The map",
        "Seven tiles of seven hexes: Olympus in the middle, six tiles around it, face down until a "
        "hero explores them. Whoever turns a tile up decides which way it lies. Mountains cost one "
        "more step; a forest gives one more defence against shots; water and city walls on an edge "
        "cannot be crossed (and no melee across water, no fight at all across a wall); one road "
        "crossing a turn is free. Caves lead to boards of their own.",
        "",
        "# A turn",
        "Card phase: hand equipment to a friend in the same hex, draw a card for each hero, play "
        "cards and pay for them in dinars. Movement: each hero has 2 steps; stepping next to an "
        "indicator wakes it. Combat: each hero acts once: melee in its own or a neighbouring hex, a "
        "shot up to two hexes away, or an attempt at an encounter. Instead of attacking, a friend "
        "that could attack the same target itself (from its own hex or another) may support the "
        "attack: +1 each, counter-attacks excepted, at most as many as the attacker's Command. "
        "Creature phase: send one creature against another player's hero. When one of your "
        "characters is attacked, you are asked about reaction cards whenever you hold cards: the "
        "question names who attacks whom, Enter picks a reaction and d plays none; with none to "
        "play it says so and Enter goes on.",
        "",
        "# The dice",
        "Two kinds of roll. An attack adds the action die (1 to 5, or the logo, which always hits) "
        "to the attacker's melee or ranged value and +1 for each supporter, and hits when the sum "
        "is more than the target's defence. A check (an encounter tried with diplomacy, magic or "
        "another value, or a card that asks for one) rolls an ordinary die and succeeds when the "
        "roll is at most the value, after the value is changed by the check's own modifier: "
        "diplomacy 3 with -1 succeeds on 1 or 2. The log names every number: a card that changes a "
        "value (+1 Short Sword), the encounter's modifier, support, the forest's +1 defence against "
        "shots, and a reaction card's defence.",
        "",
        "# On the map",
        "Each hex shows its terrain (^ mountain, % forest, blank plain, # black rock), what lies on "
        "it (E5 an encounter indicator with its number, C3 a creature indicator, K2 a card "
        "indicator, @1 player 1's base camp (team 1's in a game of teams), >> a cave entrance, << a cave exit, OL Olympus) and the "
        "pieces there (one piece: a hero's initial and its player's number, H1, or a creature's "
        "two small letters, wo; two pieces: a mark each, a player's number or a creature's "
        "initial, 1 w; more: the first one's mark and +; where a hex has a mark and pieces, the "
        "mark and the pieces stand apart and its terrain is left to the side panel, E4 H1, E4 1+ "
        "(two pieces or more); the side panel lists them all; the "
        "detailed map shows three letters, and a player's number after a hero's: Her1, gor). A place's "
        "name too long for its hex is cut and ends in the cut mark (a dot in ASCII: Battlef.). A banner shows as its owner's "
        "number (its player's, or its team's in a game of teams) on the hex's top corner (F2 in the detailed map). Face-down tiles are shaded and "
        "show their position number. A tile's outline is drawn; edges inside a tile are blank "
        "unless water (a wavy line, ~ in ASCII), a wall (a solid block, # in ASCII) or a road (a double line, = in ASCII) lies on them. With colour, each player's "
        "pieces, camp and banners have the player's colour, water is blue, forest green, roads "
        "sand and walls brick: the marks above say the same without colour.",
        "",
        "# Keys",
        "Arrows or h/j/k/l move the cursor from hex to hex (up and down zigzag to keep to the "
        "column; Home, PgUp, End and PgDn, the corners of the number pad, step diagonally: NW, NE, "
        "SW, SE). Tab picks your next character; its reachable hexes "
        "show + (o in ASCII, where + is a frame's corner), the hexes it can attack show x (both: *). Enter on a highlighted hex moves or attacks there. "
        "Enter on a + hex further off walks the hero there step by step; a walk that ends short "
        "(an indicator met, a way barred, an attack) says where it stopped and why. "
        "m lists every move you can make now, grouped by kind; d ends the step or phase (ending the movement while one of your characters can "
        "still step asks first: y ends it, n keeps moving); c goes "
        "through a cave entrance or exit; z swaps the compact and detailed map; v reads the cards "
        "of your hand one by one (Esc goes back to the map), i shows whole what the cursor is on (a hex, its pieces and "
        "their items, a card, the card a menu entry names); L shows the whole log. When your turn "
        "comes after the others played, what they did is shown in a box first: Enter goes on. Against the "
        "computer, u takes back your last move until a hidden card or a die comes to light, and H "
        "asks for a hint: what the strong player would play here, from what you can see, and why. In a "
        "game of several people at one keyboard, a pass screen hides each hand.",
    };
}

}  // namespace olympus::cgs
