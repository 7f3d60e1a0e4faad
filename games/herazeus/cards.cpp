#include "herazeus/cards.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <tuple>

#include "core/data_files.hpp"

namespace olympus::herazeus {

using nlohmann::json;

std::string_view side_name(int side) { return side == kHera ? "hera" : "zeus"; }

std::optional<int> side_from_name(std::string_view name) {
    if (name == "hera") return kHera;
    if (name == "zeus") return kZeus;
    return std::nullopt;
}

namespace {
constexpr std::array<std::pair<Power, std::string_view>, 13> kPowerNames{{
    {Power::None, "none"},
    {Power::Hostage, "hostage"},
    {Power::Figure, "figure"},
    {Power::Medusa, "medusa"},
    {Power::Pandora, "pandora"},
    {Power::Pegasus, "pegasus"},
    {Power::Pythia, "pythia"},
    {Power::Sirens, "sirens"},
    {Power::Hades, "hades"},
    {Power::Persephone, "persephone"},
    {Power::Dionysus, "dionysus"},
    {Power::MedusaSlayer, "medusa_slayer"},
    {Power::PythiaPrey, "pythia_prey"},
}};

// Words the action text uses for itself; a card key equal to one would make actions ambiguous.
bool reserved_word(const std::string& k) {
    static const std::set<std::string> words{"draw", "play", "challenge", "recall", "place", "hand", "figure"};
    if (words.count(k)) return true;
    auto numbered = [&](const char* prefix) {
        return k.rfind(prefix, 0) == 0 && k.size() > 3 && std::isdigit(static_cast<unsigned char>(k[3]));
    };
    return numbered("col") || numbered("pos");
}

bool valid_key(const std::string& k) {
    if (k.empty() || !(k[0] >= 'a' && k[0] <= 'z')) return false;
    return std::all_of(k.begin(), k.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}
}  // namespace

std::string_view power_name(Power p) {
    for (auto& [pw, name] : kPowerNames)
        if (pw == p) return name;
    return "?";
}

std::optional<Power> power_from_name(std::string_view name) {
    for (auto& [pw, n] : kPowerNames)
        if (n == name) return pw;
    return std::nullopt;
}

bool mythology_only(Power p) {
    return p == Power::Figure || p == Power::Sirens || p == Power::Hades || p == Power::Persephone ||
           p == Power::Dionysus;
}

std::optional<TypeId> CardSet::find(int side, std::string_view key) const {
    for (std::size_t i = 0; i < types.size(); ++i)
        if (types[i].side == side && types[i].key == key) return static_cast<TypeId>(i);
    return std::nullopt;
}

std::string CardSet::full_name(TypeId t) const {
    return std::string(side_name(types.at(t).side)) + ":" + types.at(t).key;
}

std::optional<TypeId> CardSet::from_full_name(std::string_view s) const {
    auto colon = s.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    auto side = side_from_name(s.substr(0, colon));
    if (!side) return std::nullopt;
    return find(*side, s.substr(colon + 1));
}

std::string CardSet::token(TypeId t, int holder) const {
    const CardType& c = types.at(t);
    return c.side == holder ? c.key : c.key + "*";
}

std::optional<TypeId> CardSet::from_token(std::string_view token, int holder) const {
    if (!token.empty() && token.back() == '*') return find(1 - holder, token.substr(0, token.size() - 1));
    return find(holder, token);
}

std::shared_ptr<const CardSet> parse_card_set(const json& j, const std::string& file) {
    auto fail = [&](const std::string& where, const std::string& what) -> data::DataError {
        return data::DataError(file + ": " + where + (where.empty() ? "" : ": ") + what);
    };
    if (!j.is_object()) throw fail("", "expected a JSON object");
    static const std::set<std::string> top_keys{"format", "version", "header", "sides"};
    for (auto it = j.begin(); it != j.end(); ++it)
        if (!top_keys.count(it.key())) throw fail("", "unknown key '" + it.key() + "'");
    if (j.value("format", std::string()) != "olympus-herazeus-decks")
        throw fail("", "'format' must be \"olympus-herazeus-decks\"");
    if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<int>() != 1)
        throw fail("", "'version' must be 1");
    if (!j.contains("sides") || !j["sides"].is_object()) throw fail("", "'sides' must be an object");
    for (auto it = j["sides"].begin(); it != j["sides"].end(); ++it)
        if (!side_from_name(it.key())) throw fail("sides", "unknown side '" + it.key() + "' (hera or zeus)");

    auto set = std::make_shared<CardSet>();
    set->source = j;
    static const std::set<std::string> card_keys{"key", "name", "count", "strength", "power", "known", "effect"};
    static const std::set<std::string> known_words{"count", "strength", "power"};
    // Per side, what the deck plays like: (power, strength, count) for each card.
    std::array<std::vector<std::tuple<int, int, int>>, 2> shape;
    for (int side = 0; side < 2; ++side) {
        std::string sname(side_name(side));
        if (!j["sides"].contains(sname) || !j["sides"][sname].is_array())
            throw fail("sides", "'" + sname + "' must be an array of cards");
        int total = 0, hostages = 0, figures = 0;
        std::set<std::string> seen_keys;
        int index = 0;
        for (const json& c : j["sides"][sname]) {
            std::string where = sname + " card #" + std::to_string(index++);
            if (!c.is_object()) throw fail(where, "expected an object");
            if (c.contains("key") && c["key"].is_string()) where = "card '" + sname + ":" + c["key"].get<std::string>() + "'";
            for (auto it = c.begin(); it != c.end(); ++it)
                if (!card_keys.count(it.key())) throw fail(where, "unknown key '" + it.key() + "'");
            CardType t;
            t.side = side;
            if (!c.contains("key") || !c["key"].is_string()) throw fail(where, "'key' must be a string");
            t.key = c["key"].get<std::string>();
            if (!valid_key(t.key)) throw fail(where, "key must be lower-case letters, digits and _");
            if (reserved_word(t.key)) throw fail(where, "'" + t.key + "' is a word of the action text");
            if (!seen_keys.insert(t.key).second) throw fail(where, "key used twice in this deck");
            if (!c.contains("name") || !c["name"].is_string()) throw fail(where, "'name' must be a string");
            t.name = c["name"].get<std::string>();
            if (!c.contains("count") || !c["count"].is_number_integer() || c["count"].get<int>() < 1)
                throw fail(where, "'count' must be a whole number of at least 1");
            t.count = c["count"].get<int>();
            if (!c.contains("power") || !c["power"].is_string()) throw fail(where, "'power' must be a string");
            auto p = power_from_name(c["power"].get<std::string>());
            if (!p) throw fail(where, "unknown power '" + c["power"].get<std::string>() + "'");
            t.power = *p;
            if (c.contains("strength")) {
                if (!c["strength"].is_number_integer() || c["strength"].get<int>() < 0 || c["strength"].get<int>() > 7)
                    throw fail(where, "'strength' must be a whole number from 0 to 7");
                t.strength = c["strength"].get<int>();
                if (mythology_only(t.power))
                    throw fail(where, "a '" + std::string(power_name(t.power)) + "' card has no strength");
            } else if (!mythology_only(t.power)) {
                throw fail(where, "'strength' is missing (only figure, sirens, hades, persephone and dionysus cards have none)");
            }
            if (c.contains("known")) {
                if (!c["known"].is_array()) throw fail(where, "'known' must be an array");
                for (const json& w : c["known"])
                    if (!w.is_string() || !known_words.count(w.get<std::string>()))
                        throw fail(where, "unknown word in 'known': " + w.dump());
            }
            if (!c.contains("effect") || !c["effect"].is_string()) throw fail(where, "'effect' must be a string");
            t.effect = c["effect"].get<std::string>();
            if (t.power == Power::Hostage) {
                ++hostages;
                if (t.count != 1) throw fail(where, "there is exactly one hostage card");
            }
            if (t.power == Power::Figure) ++figures;
            total += t.count;
            shape[side].emplace_back(static_cast<int>(t.power), t.strength, t.count);
            if (set->types.size() >= kFigure) throw fail(where, "too many card types");
            TypeId id = static_cast<TypeId>(set->types.size());
            if (t.power == Power::Hostage) set->hostage[side] = id;
            if (t.power == Power::Figure) set->figure_card[side] = id;
            set->types.push_back(std::move(t));
        }
        if (total != kDeckSize)
            throw fail(sname, "the deck has " + std::to_string(total) + " cards; it must have " + std::to_string(kDeckSize));
        if (hostages != 1) throw fail(sname, "the deck needs exactly one hostage card type");
        if (figures != 1) throw fail(sname, "the deck needs exactly one figure card type");
        std::sort(shape[side].begin(), shape[side].end());
    }
    // The rulebook says the two decks play the same: the same powers at the same strengths and counts.
    if (shape[0] != shape[1]) throw fail("sides", "the hera and zeus decks must play the same (powers, strengths and counts differ)");
    return set;
}

std::shared_ptr<const CardSet> load_card_set() {
    return parse_card_set(data::read_json("herazeus/decks.json"), "data/herazeus/decks.json");
}

}  // namespace olympus::herazeus
