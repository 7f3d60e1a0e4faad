// Micro Hero: Hercules card records, loaded from data/microhero/*.json.
// Every ability is a record built from the small vocabularies below; the engine implements each
// word once (turn.cpp, combat.cpp, round.cpp), so a card never carries code of its own.
#pragma once
#include <array>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace olympus::microhero {

struct CardDataError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

enum class CardType { Technique, Blessing, Wound };

// Points one trigger of a half gives, and cards drawn when the card is played.
struct Half {
    int attack = 0, defense = 0, xp = 0;
    int draw = 0;
    bool operator==(const Half&) const = default;
};

// What happens to a Wound when it is discarded (Blood and Bruises only).
enum class WoundDiscard { Discard, Exhaust, StayInDeck, ExtraWound };

struct CardDef {
    std::string id, name;
    CardType type = CardType::Technique;
    std::string code;       // Technique: the letter used in deck=4T3S3B
    std::string expansion;  // "base" or an expansion key (blood)
    int copies = 1;         // per game box
    Half base, upgraded;
    std::array<WoundDiscard, 2> on_discard{WoundDiscard::Discard, WoundDiscard::Discard};  // [upgraded]
    int layer = 0;          // Wound stack layer, 0 = top
    int trial = -1;         // Blessing: the Trial it came from
    const Half& half(bool up) const { return up ? upgraded : base; }
};

enum class Trigger { Static, HealthLost, NoHealthLost, Blocked, Wounded, TurnEnd };
enum class Effect { Attack, Defense, Heal, Wound, MaxDamage, XpCost, HandSize, Xp };

struct Ability {
    Trigger when = Trigger::Static;
    Effect effect = Effect::Attack;
    int amount = 0;
};

struct TrialDef {
    std::string id, name, text;
    int labor = 0;
    int attack = 0, defense = 0, health = 0;
    std::vector<Ability> abilities;
    int blessing = -1;  // CardDef index
};

enum class StanceAction { SuperchargeNext, DrawThenFlip, PutUnder, BonusPerUnder };
enum class StanceEnd { None, FlipIfTapped, UpgradeTopIfUpright };

struct StanceSide {
    std::string name, text;
    StanceAction action = StanceAction::SuperchargeNext;
    StanceEnd end = StanceEnd::None;
    int amount = 0;
    int base = 0;  // bonus_per_under: the flat part
};

struct StanceDef {
    std::string id, name, expansion;
    std::array<StanceSide, 2> sides;  // [0] = side A
};

struct HealthBand {
    int min = 0, max = 0, attack = 0, defense = 0;
};
struct HealthCardDef {
    std::string id, name, text;
    std::vector<HealthBand> bands;
    // The temporary bonus at this Health.
    std::pair<int, int> bonus(int health) const;
};

enum class HeraSymbol { Lightning, Cross, Cloud };
struct HeraCardDef {
    std::string id;
    HeraSymbol symbol = HeraSymbol::Cloud;
};

// Everything read from data/microhero, checked. Immutable once loaded; States share it.
struct Catalog {
    std::vector<CardDef> cards;  // Techniques, then Wounds, then Blessings
    std::vector<TrialDef> trials;
    std::vector<StanceDef> stances;
    std::vector<HealthCardDef> health_cards;
    std::vector<HeraCardDef> hera;
    int technique_cost = 4, blessing_cost = 8, wound_upgrade_cost = 4;
    // Our design, on top of the rulebook's +1 Health per Trial overcome: after `wound_step`
    // Trials overcome a failed block costs one more Wound, after twice as many two more, and so
    // on (0: never), so a campaign grows deadlier as it goes whichever order the Trials come in.
    int wound_step = 0;
    int shield_max = 12, shield_prep_bonus = 5;

    int card_index(std::string_view id) const;  // -1 when unknown
    int trial_index(std::string_view id) const;
    int stance_index(std::string_view id) const;
    int health_card_index(std::string_view id) const;
    int hera_index(std::string_view id) const;
    const CardDef& card(int i) const { return cards.at(static_cast<std::size_t>(i)); }

    // Builds a catalog from the parsed files (keys: techniques, wounds, trials, stances,
    // expansions). Throws CardDataError naming the file, the card and the offending word.
    static Catalog from_json(const std::map<std::string, nlohmann::json>& files);
    // Reads data/microhero/*.json through olympus::data.
    static Catalog load();
    // The catalog for the current data folder, loaded once and shared.
    static std::shared_ptr<const Catalog> shared();
};

std::string_view to_string(CardType t);
std::string_view to_string(Trigger t);
std::string_view to_string(Effect e);

}  // namespace olympus::microhero
