// A card, creature counter or character sheet said in sentences, from the engine's vocabulary
// (content.hpp): the data holds no printed text, so this is the only place a player reads what a
// card does. Pure: no I/O.
#pragma once
#include <string>
#include <vector>

#include "cgs/content.hpp"

namespace olympus::cgs {

// Paragraphs: what kind of card it is and what it costs or is worth, then what it does.
std::vector<std::string> card_lines(const Content& c, const CardDef& d);
// Only what it does (a card lying on a piece: its price no longer matters).
std::vector<std::string> card_effect_lines(const Content& c, const CardDef& d);
std::vector<std::string> creature_lines(const CreatureDef& d);
// "Def 7 Rng 1 Mel 4 Cmd 3 Dip 3 Mag 1 Spd 2" (a value not printed shows -)
std::string stats_line(const Stats& s);
// A card by its name as a piece lists it ("Short Sword"); nullptr when none has that name.
const CardDef* card_named(const Content& c, const std::string& name);

}  // namespace olympus::cgs
