// The cards of Hera & Zeus: what kinds there are and what they can do. The decks themselves are
// data (data/herazeus/decks.json); this file is the vocabulary the loader checks them against.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace olympus::herazeus {

inline constexpr int kHera = 0;  // seat 0 plays Hera's deck
inline constexpr int kZeus = 1;
inline constexpr int kDeckSize = 43;
inline constexpr int kColumns = 3;
inline constexpr int kRows = 4;
inline constexpr int kHandLimit = 12;
inline constexpr int kOpeningHand = 9;

std::string_view side_name(int side);        // "hera" / "zeus"
std::optional<int> side_from_name(std::string_view name);

// What a card does, beyond its strength. The rules code switches on this; the data names it.
enum class Power : std::uint8_t {
    None,
    Hostage,       // Io / Argus
    Figure,        // the Hera / Zeus card that stands the figure up
    Medusa,
    Pandora,
    Pegasus,
    Pythia,
    Sirens,
    Hades,
    Persephone,
    Dionysus,
    MedusaSlayer,  // Amazon / Hercules
    PythiaPrey,    // Nemesis / Poseidon
};
std::string_view power_name(Power p);
std::optional<Power> power_from_name(std::string_view name);
// Mythology cards with no number: played from the hand for their power, never to the table.
bool mythology_only(Power p);

// A card type indexes CardSet::types; the same key on both sides (pegasus) is two types, because
// the back of the card tells whose deck it came from.
using TypeId = std::uint8_t;
inline constexpr TypeId kUnknown = 255;  // a card whose identity this viewer does not know
inline constexpr TypeId kFigure = 254;   // the Hera/Zeus figure standing in a column

struct CardType {
    std::string key;   // "pegasus": the word used in actions
    std::string name;  // "Pegasus"
    int side = 0;      // whose deck
    int strength = -1; // -1: a Mythology card with no number
    Power power = Power::None;
    int count = 0;     // copies in the deck
    std::string effect;
};

struct CardSet {
    std::vector<CardType> types;          // sorted by side, then as listed
    std::array<TypeId, 2> hostage{};      // per side
    std::array<TypeId, 2> figure_card{};  // per side
    nlohmann::json source;                // the decks JSON these were read from (kept in saves)

    const CardType& operator[](TypeId t) const { return types.at(t); }
    std::optional<TypeId> find(int side, std::string_view key) const;
    int strength(TypeId t) const { return types[t].strength; }
    Power power(TypeId t) const { return types[t].power; }
    int side_of(TypeId t) const { return types[t].side; }
    bool playable_to_table(TypeId t) const { return types[t].strength >= 0; }
    // "hera:pegasus": unique across both decks, used in saves.
    std::string full_name(TypeId t) const;
    std::optional<TypeId> from_full_name(std::string_view s) const;
    // The word a seat uses for a card it holds: the key, with '*' when it came from the other deck.
    std::string token(TypeId t, int holder) const;
    std::optional<TypeId> from_token(std::string_view token, int holder) const;
};

// Checks a decks document against the vocabulary and builds the card set. `file` names the source
// in errors, which also name the card and the offending word. Throws data::DataError.
std::shared_ptr<const CardSet> parse_card_set(const nlohmann::json& j, const std::string& file);
// data/herazeus/decks.json (or the --data-dir copy), parsed once per process and shared.
std::shared_ptr<const CardSet> load_card_set();
// The decks a save or a host sends, parsed once per distinct text and shared. Throws data::DataError.
std::shared_ptr<const CardSet> shared_card_set(const nlohmann::json& decks, const std::string& where);

}  // namespace olympus::herazeus
