// The cards of the ARC System duel (Hercules and Xena sets) and the small vocabulary their
// abilities are built from. A card is a record in data/arc/*.json; the engine implements each
// verb, target and filter once (effects.cpp) and the loader rejects any word it does not know.
#pragma once
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace olympus::arc {

using CardId = std::uint16_t;
inline constexpr CardId kUnknown = 0xFFFF;  // a card whose identity the viewer does not know

enum class CardType : std::uint8_t { Resource, Character, Action, Combat };
enum class Colour : std::uint8_t { Green, Blue, Red };
inline constexpr int kColours = 3;

std::string_view type_name(CardType t);
std::string_view colour_name(Colour c);  // "green"
char colour_letter(Colour c);            // 'G', 'B', 'R' (payments are written with these)
std::optional<Colour> colour_from_letter(char c);
// A payment written in letters ("GGB") in words for the log ("2 green and 1 blue").
std::string payment_text(const std::string& letters);

// ---- the ability vocabulary ----

// Which player an effect acts on, seen from the card's controller.
enum class Who : std::uint8_t { You, Opponent, EachOpponent };
// Whose characters a target may be.
enum class SideSel : std::uint8_t { Yours, Theirs, Any };

// A filter on characters in play (or, for Return/PutIntoPlay, on cards by their printed values).
// -1 in a tri-state field means "don't care".
struct Filter {
    int power_min = -1, power_max = -1;  // current power (cards: printed power)
    int cost_max = -1;
    std::int8_t tapped = -1, attacking = -1, blocking = -1, in_combat = -1, blocked = -1, unique = -1;
    std::int8_t colour = -1;             // Colour, or -1
    std::int8_t type = -1;               // CardType, or -1 (cards only)
    bool not_self = false;               // not the card the ability is on
    bool versus_self = false;            // in combat against the card the ability is on
    std::string name;                    // exact card name, or empty
    bool empty() const;
};

enum class TargetKind : std::uint8_t { None, Self, Same, Choose, All };
struct Target {
    TargetKind kind = TargetKind::None;
    SideSel side = SideSel::Theirs;
    Filter filter;
    bool optional = false;  // "up to one": the chooser may pick none
};

// A number an effect uses: fixed, or counted when it resolves.
enum class Count : std::uint8_t {
    Fixed, YourCharacters, TheirCharacters, Attackers, OtherAttackers, SamePower, SelfPower, YourResources,
};
struct Amount {
    Count count = Count::Fixed;
    int n = 0;
};

enum class Until : std::uint8_t { Combat, Turn };

// When an effect (or a whole card) applies; checked as it resolves.
struct Condition {
    enum class Kind : std::uint8_t { None, YouControl, CountAtLeast, CountAtMost, Attacking, Defending } kind = Kind::None;
    std::string name;   // YouControl
    Count count = Count::Fixed;
    int n = 0;
};

enum class Verb : std::uint8_t {
    Mill,            // discard n cards from the top of a deck (ARC's damage)
    Draw,            // draw n cards
    DiscardRandom,   // discard n cards at random from a hand
    Pump,            // change a character's power until end of combat or turn
    Tap,
    Untap,
    Destroy,         // discard a character from play
    Bounce,          // return a character from play to its owner's hand
    Return,          // a card from your discard pile to your hand (or into play)
    Recycle,         // up to n random cards from your discard pile to the bottom of your deck
    Unblockable,     // a character can't be blocked this turn
    CantBlock,       // a character can't block this turn
    RemoveFromCombat,
    UntapResources,  // untap up to n of your resources
    PutIntoPlay,     // a character card from your hand into play, free
};
std::string_view verb_name(Verb v);

struct Effect {
    Verb verb = Verb::Mill;
    Who who = Who::Opponent;
    Amount amount{Count::Fixed, 1};
    Target target;
    Until until = Until::Combat;
    Filter card_filter;   // Return, PutIntoPlay: which card
    bool to_play = false; // Return: into play instead of the hand
    Condition cond;       // "if": skipped unless it holds
};

enum class Trigger : std::uint8_t { Enters, Attacks, Blocks, Blocked, Unblocked, Wins, Discarded, TurnStart };
std::string_view trigger_name(Trigger t);

enum class StaticKind : std::uint8_t {
    Power,          // +n to itself, `while` it attacks / blocks / always
    Lord,           // +n to your other characters matching the filter, `while` they attack / block
    Blockers,       // can be blocked only by characters matching the filter
    CantBlock,
    CantAttack,
    Trample,        // when blocked, power beyond its blockers' total is discarded from the deck
    UnblockedBonus, // discards n more cards when unblocked
    Ward,           // each unblocked character attacking you discards n fewer cards
};
enum class While : std::uint8_t { Always, Attacking, Blocking };

struct Ability {
    enum class Kind : std::uint8_t { Triggered, Static, Activated } kind = Kind::Triggered;
    Trigger trigger = Trigger::Enters;
    StaticKind stat = StaticKind::Power;
    While while_ = While::Always;
    int n = 0;
    Filter filter;               // Lord, Blockers
    std::vector<Effect> effects; // Triggered, Activated (activated: tap the character)
};

// When a combat card may be played.
enum class CombatSide : std::uint8_t { Any, Attacking, Defending };

struct CardDef {
    CardId id = 0;
    std::string set;     // "hercules", "xena"
    int number = 0;      // in its set's list
    std::string name;
    CardType type = CardType::Character;
    char rarity = 'C';   // C, U, R, F (fixed: resources)
    Colour colour = Colour::Green;
    int cost = 0;
    int power = 0;
    bool unique = false;
    CombatSide when = CombatSide::Any;
    std::vector<Effect> effects;    // actions and combat cards
    std::vector<Ability> abilities; // characters
    bool has_static(StaticKind k) const;
    const Ability* find_static(StaticKind k) const;
};

struct CardDb {
    std::vector<CardDef> cards;  // indexed by CardId
    std::vector<std::string> sources;  // the files these came from
    std::unordered_map<std::string, CardId> by_name;   // exact names
    std::unordered_map<std::string, CardId> by_lower;  // lower-case names

    const CardDef& operator[](CardId id) const { return cards.at(id); }
    std::size_t size() const { return cards.size(); }
    // Case-insensitive exact name; also accepts the name without surrounding quotes.
    std::optional<CardId> find(std::string_view name) const;
    // The known names nearest to `name` by edit distance (case-insensitive), best first; only
    // the cards of `set` when one is given.
    std::vector<std::string> nearest(std::string_view name, std::size_t how_many = 1, std::string_view set = {}) const;
    // The sets the cards come from ("hercules", "xena"), in the order they were loaded.
    std::vector<std::string> sets() const;
    std::vector<CardId> in_set(std::string_view set) const;
};

// Checks a card file against the vocabulary and appends its cards to `db`. `file` names the
// source in errors, which also name the card and the offending word. Throws data::DataError.
void parse_cards(const nlohmann::json& j, const std::string& file, CardDb& db);
// data/arc/hercules.json and data/arc/xena.json.
std::shared_ptr<const CardDb> load_card_db();

// The card's rules in plain words, built from its data (so it always says what the engine does).
std::string card_text(const CardDb& db, const CardDef& c);
std::string effect_text(const Effect& e);

// Edit distance, case-insensitive (for "did you mean").
int edit_distance(std::string_view a, std::string_view b);

}  // namespace olympus::arc
