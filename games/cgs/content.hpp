// CGS content as data: map tiles and cave boards (B1), character sheets (B3), creature counters
// (B5, D2.34), and the cards of the draw and encounter decks (B6), read from data/cgs/*.json.
//
// The rulebook prints none of these in full; the files say which values are the rulebook's and
// which are this project's design. The loader checks every record: an unknown key, effect, stat
// or mark is an error naming the file, the record and the word.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace olympus::cgs {

// ---- values (B5.2, B6.15) ----
enum class Stat : std::uint8_t { Defence, Ranged, Melee, Command, Diplomacy, Magic, Speed };
inline constexpr int kStats = 7;
std::string_view stat_name(Stat s);
std::optional<Stat> stat_from_name(std::string_view name);

// A piece's printed values. -1: the value is not printed, so the piece lacks that ability
// (B5.2: a creature without a ranged value cannot shoot).
struct Stats {
    std::array<std::int8_t, kStats> v{-1, -1, -1, -1, -1, -1, 2};  // speed 2 (D2.11)
    int operator[](Stat s) const { return v[static_cast<std::size_t>(s)]; }
    std::int8_t& operator[](Stat s) { return v[static_cast<std::size_t>(s)]; }
    bool operator==(const Stats&) const = default;
};

// ---- the map (B1) ----
enum class Terrain : std::uint8_t { Plain, Mountain, Forest, Black };
enum class IndicatorKind : std::uint8_t { None, Encounter, Creature, Card };
enum class CaveMark : std::uint8_t { None, Entrance, Exit };
// Edge features, as bits: a barrier (water, wall) or a road between two hexes (B1.14-B1.16).
inline constexpr std::uint8_t kWater = 1;
inline constexpr std::uint8_t kWall = 2;
inline constexpr std::uint8_t kRoad = 4;

std::string_view terrain_name(Terrain t);
std::string_view indicator_name(IndicatorKind k);

struct HexDef {
    Terrain terrain = Terrain::Plain;
    IndicatorKind indicator = IndicatorKind::None;
    std::int8_t value = 0;  // the indicator's number
    CaveMark cave = CaveMark::None;
    std::string place;      // a name on the map, if any ("Olympus")
    std::array<std::uint8_t, 6> edges{};  // edge bits towards each local direction
};

// Seven hexes: [0] the centre, [1 + d] the ring hex in local direction d (see core/hex.hpp).
struct TileDef {
    std::string key, name;
    std::array<HexDef, 7> hex;
};

// ---- cards (B6) ----
enum class Category : std::uint8_t { Encounter, Special, Specific, Other };  // B6.2
enum class CardType : std::uint8_t { Character, Event, Equipment, Ability, Creature };  // B6.3
enum class Mark : std::uint8_t { Periodic, Constant, Conditional, OnPlay };  // B6.13: - = > ~
std::string_view category_name(Category c);
std::string_view card_type_name(CardType t);
std::string_view mark_name(Mark m);

// The effect vocabulary every card, counter and encounter is built from.
enum class Do : std::uint8_t {
    Modify,  // stat += by (while the function applies); `vs` limits it to ranged or melee combat
    Dinars,  // the player gains `by` dinars (negative: loses, not below 0)
    Draw,    // the player draws `by` cards from the draw deck
    Heal,    // the character is turned back to its unwounded side
    Wound,   // the character is wounded (defeated if it already was or has no wounded side)
    Camp,    // the character goes back to its base camp
    Scatter, // the character is moved to a random neighbouring hex it could step into
    Check,   // a check (B6.4) with `stat` + `by`: `pass` effects on a success, `fail` otherwise
    Steal,   // take `by` dinars from the chosen opposing player with a character within one hex
    Attack,  // a creature's conditional function: it attacks the character that set it off
};
std::string_view do_name(Do d);

enum class Vs : std::uint8_t { Any, Ranged, Melee };

struct Effect {
    Do kind = Do::Modify;
    Stat stat = Stat::Melee;
    std::int8_t by = 0;
    Vs vs = Vs::Any;
    std::vector<Effect> pass, fail;
    bool operator==(const Effect&) const = default;
};

// When a conditional function (">") fires.
enum class When : std::uint8_t {
    None,
    DefeatsCreature,  // the holder defeats a creature
    Near,             // (creatures) an opposing character enters this hex or a neighbouring one
    TurnStart,        // the start of each turn (its holder's player's turn; for creatures, any)
};
std::string_view when_name(When w);

struct Function {
    Mark mark = Mark::Constant;
    When when = When::None;
    std::vector<Effect> effects;
    bool operator==(const Function&) const = default;
};

// What a card is played on (D1.4) or a periodic function aimed at.
enum class Target : std::uint8_t {
    None,       // the player
    Character,  // one of the player's characters
    Wounded,    // one of the player's wounded characters
    MainHex,    // (character cards) the hex of one of the player's main characters (B6.31)
    Opponent,   // an opposing player with a character within one hex of the user
};
std::string_view target_name(Target t);

// One way to defeat an encounter card (D3.31).
struct DefeatWay {
    enum class Kind : std::uint8_t { Check, Pay } kind = Kind::Check;
    Stat stat = Stat::Diplomacy;
    std::int8_t mod = 0;   // Check: added to the value before rolling (B6.4)
    std::int8_t cost = 0;  // Pay: dinars
    std::string word() const;  // "diplomacy" or "pay"
};

using CardId = std::int16_t;

struct CardDef {
    std::string key, name;
    bool encounter_deck = false;  // C1.13: Special and Encounter cards form the encounter deck
    Category category = Category::Other;
    std::string character;        // Specific: the main character's key
    CardType type = CardType::Event;
    std::int8_t cost = 0;         // draw deck (B6.12)
    std::int8_t value = 0;        // encounter deck (B6.12)
    std::int8_t count = 1;        // copies in the deck
    std::string slot;             // equipment: one per character per slot (B6.33 possession)
    bool reaction = false;        // D1.41: played when one of the player's characters is attacked
    Target target = Target::None;
    std::int8_t rounds = 0;       // duration in rounds (D1.11); 0: discarded after playing
    bool this_turn = false;       // lasts until the end of the turn it is played in
    bool discard_after_use = false;  // periodic: the card goes to the discard pile once used
    std::int8_t carries = 0;      // encounter creatures: cards from the draw deck they carry (D3.42)
    bool has_stats = false;       // characters and creatures
    Stats stats, wounded;
    bool has_wounded = false;
    std::vector<Function> functions;
    std::vector<DefeatWay> defeat;   // encounter cards that are not creatures
    std::vector<Effect> on_fail;     // what a failed attempt costs
};

// ---- character sheets (B3) and creature counters (B5, D2.34) ----
struct SheetDef {
    std::string key, name, series;  // series: "hercules" or "xena"
    Stats stats, wounded;
    bool has_wounded = true;
    std::int8_t hand = 0;    // cards taken into the hand at the start (C1.13)
    std::int8_t dinars = 0;  // dinars at the start (C2.14)
};

struct CreatureDef {
    std::string key, name;
    std::int8_t stack = 1;  // the indicator number on its back (C1.12)
    std::int8_t count = 1;  // counters of this kind in the stack
    std::int8_t value = 0;  // dinars for defeating it (D3.41)
    Stats stats, wounded;
    bool has_wounded = false;
    std::vector<Function> functions;
    // A rule counter (D2.34) instead of a creature: draw this many more counters; whoever defeats
    // the creature it came with may place a banner on the indicator when `banner` is set.
    bool rule = false;
    std::int8_t draw = 0;
    bool banner = false;
};

struct Content {
    TileDef olympus;
    std::vector<TileDef> land;   // shuffled into positions 1-6 (C1.14)
    std::vector<TileDef> caves;  // cave boards (B1.2)
    std::vector<SheetDef> sheets;
    std::vector<CreatureDef> creatures;
    std::vector<CardDef> cards;
    int olympus_banners = 8;  // C2.31

    std::optional<int> sheet(std::string_view key) const;
    std::optional<CardId> card(std::string_view key) const;
    std::optional<int> creature(std::string_view key) const;
    const CardDef& card_def(CardId id) const { return cards.at(static_cast<std::size_t>(id)); }
    // The indicator numbers that have a creature stack, in order.
    std::vector<int> creature_stacks() const;
};

// Loads data/cgs/{tiles,characters,creatures,cards}.json (embedded or from --data-dir), checked.
// Throws data::DataError naming the file, the record and the problem.
std::shared_ptr<const Content> load_content();
// The same from JSON documents already read (for tests).
std::shared_ptr<const Content> parse_content(const nlohmann::json& tiles, const nlohmann::json& characters,
                                             const nlohmann::json& creatures, const nlohmann::json& cards);

}  // namespace olympus::cgs
