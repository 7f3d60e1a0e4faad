// The checker itself: each kind of fault it exists to refuse is refused, and good sentences pass.
#include "words/words_test.hpp"

using words_check::problems;

TEST_CASE("words checker: refuses ids, syntax, empty events and wrong plurals; passes sentences") {
    words_check::Ids ids;
    ids.ids = {"amazon_raiders", "iolaus", "nemean-lion", "cerberus"};
    for (const char* bad : {"Hercules meets amazon_raiders.", "iolaus moves to 6.2.", "iolaus-2 attacks.", "Cerberus [cerberus]",
                            "A village_militia joins.", "Hera wins (empty_field).", "first place the card Pegasus took (place colC)",
                            "first place your opening row (play KEY colC pos1)", "Trial: nemean-lion", "P1 loses 0 dinars.",
                            "P1 draws 0 cards.", "P1 plays Short Sword for 1 dinars.", "1 cards left", "P2 takes 3 dinar.",
                            "Two  spaces", "P1 plays Satyr Wannabes [G]", "taking it needs twice the indicator's 3 (D3.33); 3 more to go.",
                            "A friend may support (A2.2).", "Teams lead alike (A3).", "every team must lead the same number (A3, C1.11)", "as C2.31 says", "Hera wins (pandora_hand).", "'play x' is not a legal action now ('legal' lists them)"}) {
        CAPTURE(bad);
        CHECK(!problems(bad, ids).empty());
    }
    for (const char* good : {"Hercules meets Amazon Raiders.", "Iolaus moves to 6.2.", "P1 plays Short Sword for 1 dinar.",
                             "Hera drew a card.", "Hera wins: Zeus has no card left on the table.", "P2 takes 3 dinars.",
                             "Put the raided card face up at the front of Zeus's column 1", "Trial 1 of 12: Nemean Lion",
                             "Hercules #2 attacks", "P1 discards 1 card from the deck", "Io (5) against Hercules (4).", "Hera's turn: 2 action points.", "Iolaus (P2) attacks Wolf #2 in melee.",
                             "Or play it face down as a strength-1 card.", "untap draw [main] attack",
                             "Corinth (B) and Xena 5B", "P2 holds: Argonaut 3G", "Hercules explores 6.2, tile 3.", "Iolaus (P2) attacks your Xena at range."}) {
        CAPTURE(good);
        CHECK(problems(good, ids).empty());
    }
}

TEST_CASE("words checker: a log line opened by a label is not a sentence") {
    using words_check::label_problems;
    for (const char* bad : {"Purchase: Train, 5 XP left.", "Nemean Lion: Trial Attack +1, now 13.", "Health card: Tides.",
                            "Hera's Revenge: cloud, nothing happens.", "Round 2, turn 1: Cerberus at Attack 13.",
                            "Trial 1 of 12: Nemean Lion."}) {
        CAPTURE(bad);
        CHECK(!label_problems(bad).empty());
    }
    for (const char* good : {"You buy Train; 5 XP left.", "Nemean Lion gains 1 Attack, now 13.", "Tides is the Health card.",
                             "A Wound is due but none is left in the Reserve: the campaign is lost.",
                             "Trial 1 of 12 is Cerberus (Attack 13). Three heads bite: each time it wounds you, you take one more Wound."}) {
        CAPTURE(good);
        CHECK(label_problems(good).empty());
    }
}

TEST_CASE("words checker: CGS's grid coordinates are refused where the game asks it; hexes named by the map pass") {
    words_check::Ids ids;
    ids.extra.push_back(words_check::cgs_coordinates());
    for (const char* bad : {"Xena moves to 5.1.", "Hex 0.0: OLYMPUS, mountain", "Move Xena to 3.2", "Iolaus moves to c1.4.",
                            "The cave behind 6.3 is Passage to the Underworld (cave 1).", "0.4"}) {
        CAPTURE(bad);
        CHECK(!problems(bad, ids).empty());
    }
    for (const char* good : {"Xena moves north-east onto the forest.", "P1 places a base camp on the plain 1 hex east of Thebes.",
                             "The plain on the west side of Passage to the Underworld", "Hercules rolls 5 (at most 5 succeeds): success.",
                             "came to 17%. Others it weighed"}) {
        CAPTURE(good);
        CHECK(problems(good, ids).empty());
    }
}
