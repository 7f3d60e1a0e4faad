#include "herazeus/cards.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <functional>
#include <mutex>
#include <tuple>

#include "core/data_files.hpp"
#include "core/json_read.hpp"

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

const json_read::Words<Power>& power_words() {
    static const json_read::Words<Power> words(kPowerNames.begin(), kPowerNames.end());
    return words;
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

namespace {
std::shared_ptr<const CardSet> read_card_set(const json& j) {
    using namespace json_read;
    only_keys(j, {"format", "version", "header", "sides"}, "");
    if (get_str(j, "format", "") != "olympus-herazeus-decks") bad("format", "must be \"olympus-herazeus-decks\"");
    if (get_int(j, "version", "") != 1) bad("version", "must be 1");
    const json& sides = object(at(j, "sides", ""), "sides");
    only_keys(sides, {"hera", "zeus"}, "sides");

    auto set = std::make_shared<CardSet>();
    set->source = j;
    static const std::set<std::string> known_words{"count", "strength", "power"};
    // Per side, what the deck plays like: (power, strength, count) for each card.
    std::array<std::vector<std::tuple<int, int, int>>, 2> shape;
    for (int side = 0; side < 2; ++side) {
        std::string sname(side_name(side));
        const json& cards = get_arr(sides, sname, "sides", 256);
        int total = 0, hostages = 0, figures = 0;
        std::set<std::string> seen_keys;
        for (std::size_t index = 0; index < cards.size(); ++index) {
            const json& c = cards[index];
            std::string where = sname + " card #" + std::to_string(index);
            object(c, where);
            if (c.contains("key") && c["key"].is_string()) where = "card '" + sname + ":" + c["key"].get<std::string>() + "'";
            only_keys(c, {"key", "name", "count", "strength", "power", "known", "effect"}, where);
            CardType t;
            t.side = side;
            t.key = get_str(c, "key", where, 64);
            if (!valid_key(t.key)) bad(where, "key must be lower-case letters, digits and _");
            if (reserved_word(t.key)) bad(where, "'" + t.key + "' is a word of the action text");
            if (!seen_keys.insert(t.key).second) bad(where, "key used twice in this deck");
            t.name = get_str(c, "name", where, 64);
            // Read wide and bounded: a deck has 43 cards, so no type has more.
            t.count = get_int(c, "count", where, 1, kDeckSize);
            t.power = get_enum(c, "power", power_words(), where);
            if (has(c, "strength")) {
                t.strength = get_int(c, "strength", where, 0, 7);
                if (mythology_only(t.power))
                    bad(where, "a '" + std::string(power_name(t.power)) + "' card has no strength");
            } else if (!mythology_only(t.power)) {
                bad(where, "'strength' is missing (only figure, sirens, hades, persephone and dionysus cards have none)");
            }
            if (has(c, "known")) {
                const json& known = get_arr(c, "known", where, 8);
                for (std::size_t k = 0; k < known.size(); ++k)
                    if (!known_words.count(as_str(known[k], element(member(where, "known"), k))))
                        bad(member(where, "known"), "unknown word " + known[k].dump());
            }
            t.effect = get_str(c, "effect", where);
            if (t.power == Power::Hostage) {
                ++hostages;
                if (t.count != 1) bad(where, "there is exactly one hostage card");
            }
            if (t.power == Power::Figure) ++figures;
            total += t.count;
            shape[side].emplace_back(static_cast<int>(t.power), t.strength, t.count);
            if (set->types.size() >= kFigure) bad(where, "too many card types");
            TypeId id = static_cast<TypeId>(set->types.size());
            if (t.power == Power::Hostage) set->hostage[side] = id;
            if (t.power == Power::Figure) set->figure_card[side] = id;
            set->types.push_back(std::move(t));
        }
        if (total != kDeckSize)
            bad(sname, "the deck has " + std::to_string(total) + " cards; it must have " + std::to_string(kDeckSize));
        if (hostages != 1) bad(sname, "the deck needs exactly one hostage card type");
        if (figures != 1) bad(sname, "the deck needs exactly one figure card type");
        std::sort(shape[side].begin(), shape[side].end());
    }
    // The rulebook says the two decks play the same: the same powers at the same strengths and counts.
    if (shape[0] != shape[1]) bad("sides", "the hera and zeus decks must play the same (powers, strengths and counts differ)");
    return set;
}

// Parsed card sets by the text they were read from: a new game, a load and a simulation thread
// share one instead of checking the same decks again (they are immutable once built).
std::shared_ptr<const CardSet> cached(const std::string& key, const std::function<std::shared_ptr<const CardSet>()>& make) {
    static std::mutex mu;
    static std::map<std::string, std::shared_ptr<const CardSet>> sets;
    {
        std::lock_guard<std::mutex> lock(mu);
        auto it = sets.find(key);
        if (it != sets.end()) return it->second;
    }
    auto set = make();  // outside the lock: a damaged file throws, and nothing is kept
    std::lock_guard<std::mutex> lock(mu);
    if (sets.size() >= 16) sets.clear();  // a bound for a process that reads many different saves
    return sets.emplace(key, std::move(set)).first->second;
}
}  // namespace

std::shared_ptr<const CardSet> parse_card_set(const json& j, const std::string& file) {
    try {
        return read_card_set(j);
    } catch (const json_read::Damaged& e) {
        throw data::DataError(file + ": " + e.what());
    } catch (const json::exception&) {
        throw data::DataError(file + ": a field has the wrong kind of value");
    }
}

std::shared_ptr<const CardSet> shared_card_set(const json& decks, const std::string& where) {
    return cached("save:" + decks.dump(), [&] { return parse_card_set(decks, where); });
}

std::shared_ptr<const CardSet> load_card_set() {
    // Keyed by the folder read from: --data-dir may name another one.
    return cached("data:" + data::override_dir().string(), [] {
        return parse_card_set(data::read_json("herazeus/decks.json"), "data/herazeus/decks.json");
    });
}

}  // namespace olympus::herazeus
