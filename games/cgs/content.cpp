#include "cgs/content.hpp"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>

#include "core/data_files.hpp"
#include "core/json_read.hpp"
#include "core/hex.hpp"

namespace olympus::cgs {

using nlohmann::json;

namespace {

template <class E, std::size_t N>
std::string_view name_of(const std::array<std::pair<E, std::string_view>, N>& table, E e) {
    for (auto& [k, n] : table)
        if (k == e) return n;
    return "?";
}
template <class E, std::size_t N>
std::optional<E> from_name(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view s) {
    for (auto& [k, n] : table)
        if (n == s) return k;
    return std::nullopt;
}

constexpr std::array<std::pair<Stat, std::string_view>, kStats> kStatNames{{
    {Stat::Defence, "defence"}, {Stat::Ranged, "ranged"}, {Stat::Melee, "melee"}, {Stat::Command, "command"},
    {Stat::Diplomacy, "diplomacy"}, {Stat::Magic, "magic"}, {Stat::Speed, "speed"},
}};
constexpr std::array<std::pair<Terrain, std::string_view>, 4> kTerrainNames{{
    {Terrain::Plain, "plain"}, {Terrain::Mountain, "mountain"}, {Terrain::Forest, "forest"}, {Terrain::Black, "black"},
}};
constexpr std::array<std::pair<IndicatorKind, std::string_view>, 4> kIndicatorNames{{
    {IndicatorKind::None, "none"}, {IndicatorKind::Encounter, "encounter"}, {IndicatorKind::Creature, "creature"},
    {IndicatorKind::Card, "card"},
}};
constexpr std::array<std::pair<Category, std::string_view>, 4> kCategoryNames{{
    {Category::Encounter, "encounter"}, {Category::Special, "special"}, {Category::Specific, "specific"},
    {Category::Other, "other"},
}};
constexpr std::array<std::pair<CardType, std::string_view>, 5> kTypeNames{{
    {CardType::Character, "character"}, {CardType::Event, "event"}, {CardType::Equipment, "equipment"},
    {CardType::Ability, "ability"}, {CardType::Creature, "creature"},
}};
constexpr std::array<std::pair<Mark, std::string_view>, 4> kMarkNames{{
    {Mark::Periodic, "periodic"}, {Mark::Constant, "constant"}, {Mark::Conditional, "conditional"},
    {Mark::OnPlay, "on_play"},
}};
constexpr std::array<std::pair<Do, std::string_view>, 10> kDoNames{{
    {Do::Modify, "modify"}, {Do::Dinars, "dinars"}, {Do::Draw, "draw"}, {Do::Heal, "heal"}, {Do::Wound, "wound"},
    {Do::Camp, "camp"}, {Do::Scatter, "scatter"}, {Do::Check, "check"}, {Do::Steal, "steal"}, {Do::Attack, "attack"},
}};
constexpr std::array<std::pair<When, std::string_view>, 4> kWhenNames{{
    {When::None, "none"}, {When::DefeatsCreature, "defeats_creature"},
    {When::Near, "near"}, {When::TurnStart, "turn_start"},
}};
constexpr std::array<std::pair<Target, std::string_view>, 5> kTargetNames{{
    {Target::None, "none"}, {Target::Character, "character"}, {Target::Wounded, "wounded"},
    {Target::MainHex, "main_hex"}, {Target::Opponent, "opponent"},
}};
constexpr std::array<std::pair<Vs, std::string_view>, 3> kVsNames{{{Vs::Any, "any"}, {Vs::Ranged, "ranged"}, {Vs::Melee, "melee"}}};

// Reads one file's records, naming the file and the record in every error.
struct Reader {
    std::string file;
    [[noreturn]] void fail(const std::string& where, const std::string& what) const {
        throw data::DataError("data/cgs/" + file + ": " + where + (where.empty() ? "" : ": ") + what);
    }
    // The checks are core/json_read's; a failure is told in this file's words.
    template <class F>
    auto as_data(F read) const -> decltype(read()) {
        try {
            return read();
        } catch (const json_read::Damaged& e) {
            fail("", e.what());
        }
    }
    void keys(const json& j, const std::string& where, std::initializer_list<std::string_view> allowed) const {
        as_data([&] { json_read::only_keys(j, allowed, where); });
    }
    const json& need(const json& j, const std::string& key, const std::string& where) const {
        auto it = j.find(key);
        if (it == j.end()) fail(where, "'" + key + "' is missing");
        return *it;
    }
    std::string text(const json& j, const std::string& key, const std::string& where) const {
        const json& v = need(j, key, where);
        if (!v.is_string() || v.get<std::string>().empty()) fail(where, "'" + key + "' must be a non-empty string");
        return v.get<std::string>();
    }
    int integer(const json& v, const std::string& where, int lo, int hi) const {
        return as_data([&] { return json_read::as_int<int>(v, where, lo, hi); });
    }
    int integer(const json& j, const std::string& key, const std::string& where, int lo, int hi, int fallback) const {
        auto it = j.find(key);
        if (it == j.end()) return fallback;
        return integer(*it, where + "." + key, lo, hi);
    }
    bool flag(const json& j, const std::string& key, const std::string& where) const {
        auto it = j.find(key);
        if (it == j.end()) return false;
        if (!it->is_boolean()) fail(where + "." + key, "expected true or false");
        return it->get<bool>();
    }
    template <class E, std::size_t N>
    E word(const json& v, const std::string& where, const std::array<std::pair<E, std::string_view>, N>& table) const {
        if (!v.is_string()) fail(where, "expected a word");
        auto e = from_name(table, v.get<std::string>());
        if (!e) {
            std::string known;
            for (auto& [k, n] : table) known += (known.empty() ? "" : ", ") + std::string(n);
            fail(where, "unknown word '" + v.get<std::string>() + "' (known: " + known + ")");
        }
        return *e;
    }
    void header(const json& j, const std::string& format) const {
        if (!j.is_object()) fail("", "expected a JSON object");
        if (!j.contains("format") || !j["format"].is_string() || j["format"].get<std::string>() != format)
            fail("", "'format' must be \"" + format + "\"");
        if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<long long>() != 1)
            fail("", "'version' must be 1");
    }
    // "what 'key'" when the record has a readable key, else the fallback position.
    std::string label(const json& j, const std::string& what, const std::string& fallback) const {
        if (j.is_object() && j.contains("key") && j["key"].is_string()) return what + " '" + j["key"].get<std::string>() + "'";
        return fallback;
    }
    std::vector<json> array(const json& j, const std::string& key, const std::string& where) const {
        const json& v = need(j, key, where);
        if (!v.is_array()) fail(where, "'" + key + "' must be an array");
        return {v.begin(), v.end()};
    }

    Stats stats(const json& j, const std::string& where) const {
        if (!j.is_object()) fail(where, "expected an object of values");
        Stats s;
        for (auto it = j.begin(); it != j.end(); ++it) {
            auto st = from_name(kStatNames, it.key());
            if (!st) fail(where, "unknown value '" + it.key() + "'");
            s[*st] = static_cast<std::int8_t>(integer(it.value(), where + "." + it.key(), 0, 12));
        }
        return s;
    }

    Effect effect(const json& j, const std::string& where) const {
        keys(j, where, {"do", "stat", "by", "vs", "pass", "fail"});
        Effect e;
        e.kind = word(need(j, "do", where), where + ".do", kDoNames);
        const std::string w = where + " (" + std::string(do_name(e.kind)) + ")";
        if (j.contains("stat")) e.stat = word(j["stat"], w + ".stat", kStatNames);
        e.by = static_cast<std::int8_t>(integer(j, "by", w, -9, 9, 0));
        if (j.contains("vs")) e.vs = word(j["vs"], w + ".vs", kVsNames);
        auto list = [&](const char* key, std::vector<Effect>& out) {
            if (!j.contains(key)) return;
            if (e.kind != Do::Check) fail(w, std::string("'") + key + "' belongs to a check");
            int i = 0;
            for (const json& x : array(j, key, w)) out.push_back(effect(x, w + "." + key + "[" + std::to_string(i++) + "]"));
        };
        list("pass", e.pass);
        list("fail", e.fail);
        switch (e.kind) {
            case Do::Modify:
                if (!j.contains("stat") || e.by == 0) fail(w, "needs 'stat' and a non-zero 'by'");
                break;
            case Do::Check:
                if (!j.contains("stat")) fail(w, "needs 'stat'");
                break;
            case Do::Dinars:
            case Do::Draw:
            case Do::Steal:
                if (e.by == 0) fail(w, "needs a non-zero 'by'");
                if (e.kind != Do::Dinars && e.by < 0) fail(w, "'by' must be positive");
                break;
            default:
                break;
        }
        if (e.kind != Do::Modify && j.contains("vs")) fail(w, "'vs' belongs to modify");
        return e;
    }

    std::vector<Function> functions(const json& j, const std::string& where) const {
        std::vector<Function> out;
        if (!j.contains("functions")) return out;
        int i = 0;
        for (const json& f : array(j, "functions", where)) {
            const std::string w = where + ".functions[" + std::to_string(i++) + "]";
            keys(f, w, {"mark", "when", "effects"});
            Function fn;
            fn.mark = word(need(f, "mark", w), w + ".mark", kMarkNames);
            if (f.contains("when")) fn.when = word(f["when"], w + ".when", kWhenNames);
            if ((fn.mark == Mark::Conditional) != (fn.when != When::None))
                fail(w, "a conditional function ('>') needs 'when', and only it");
            int k = 0;
            for (const json& e : array(f, "effects", w)) fn.effects.push_back(effect(e, w + ".effects[" + std::to_string(k++) + "]"));
            if (fn.effects.empty()) fail(w, "has no effects");
            for (const Effect& e : fn.effects) {
                if (fn.mark == Mark::Constant && e.kind != Do::Modify) fail(w, "a constant function ('=') may only modify values");
                if (e.kind == Do::Attack && fn.when != When::Near) fail(w, "'attack' belongs to a 'near' function");
            }
            out.push_back(std::move(fn));
        }
        return out;
    }
};

TileDef read_tile(const Reader& rd, const json& j, const std::string& where0, bool cave) {
    const std::string where = rd.label(j, "tile", where0);
    rd.keys(j, where, {"key", "name", "hexes", "edges"});
    TileDef t;
    t.key = rd.text(j, "key", where);
    const std::string w = where;
    t.name = rd.text(j, "name", w);
    std::set<int> seen;
    for (const json& h : rd.array(j, "hexes", w)) {
        rd.keys(h, w + ".hexes", {"at", "terrain", "encounter", "creature", "card", "cave", "place"});
        int at = rd.integer(rd.need(h, "at", w + ".hexes"), w + ".hexes.at", 0, 6);
        const std::string hw = w + " hex " + std::to_string(at);
        if (!seen.insert(at).second) rd.fail(hw, "listed twice");
        HexDef& d = t.hex[static_cast<std::size_t>(at)];
        if (h.contains("terrain")) d.terrain = rd.word(h["terrain"], hw + ".terrain", kTerrainNames);
        if (d.terrain == Terrain::Black && !cave) rd.fail(hw, "black hexes belong to cave boards (B1.21)");
        int kinds = 0;
        for (auto [key, kind] : {std::pair{"encounter", IndicatorKind::Encounter}, std::pair{"creature", IndicatorKind::Creature},
                                 std::pair{"card", IndicatorKind::Card}}) {
            if (!h.contains(key)) continue;
            ++kinds;
            d.indicator = kind;
            d.value = static_cast<std::int8_t>(rd.integer(h[key], hw + "." + key, 1, 9));
        }
        if (kinds > 1) rd.fail(hw, "has more than one indicator");
        if (h.contains("cave")) {
            std::string c = h["cave"].is_string() ? h["cave"].get<std::string>() : "";
            if (c == "entrance" && !cave) d.cave = CaveMark::Entrance;
            else if (c == "exit" && cave) d.cave = CaveMark::Exit;
            else rd.fail(hw, cave ? "a cave board has 'cave': \"exit\"" : "a land tile has 'cave': \"entrance\"");
        }
        if (h.contains("place")) d.place = rd.text(h, "place", hw);
        if (d.terrain == Terrain::Black && (d.indicator != IndicatorKind::None || d.cave != CaveMark::None))
            rd.fail(hw, "a black hex cannot be entered, so it holds nothing");
    }
    int i = 0;
    for (const json& e : rd.array(j, "edges", w)) {
        const std::string ew = w + ".edges[" + std::to_string(i++) + "]";
        if (!e.is_array() || e.size() != 3 || !e[2].is_string()) rd.fail(ew, "expected [at, dir, \"water\"|\"wall\"|\"road\"]");
        int at = rd.integer(e[0], ew, 0, 6);
        int dir = rd.integer(e[1], ew, 0, 5);
        std::string kind = e[2].get<std::string>();
        std::uint8_t bit = kind == "water" ? kWater : kind == "wall" ? kWall : kind == "road" ? kRoad : 0;
        if (!bit) rd.fail(ew, "unknown edge '" + kind + "' (water, wall, road)");
        // Inside the tile an edge belongs to both hexes.
        const hex::Hex here = at == 0 ? hex::Hex{} : hex::direction(at - 1);
        const hex::Hex there = hex::neighbor(here, dir);
        auto add = [&](int a, int d) {
            auto& bits = t.hex[static_cast<std::size_t>(a)].edges[static_cast<std::size_t>(d)];
            if (bits & bit) rd.fail(ew, "listed twice");
            bits |= bit;
            if ((bits & kRoad) && (bits & (kWater | kWall))) rd.fail(ew, "a road cannot cross a barrier");
        };
        add(at, dir);
        if (hex::length(there) == 0) add(0, hex::opposite(dir));
        else if (hex::length(there) == 1) add(hex::direction_to({}, there) + 1, hex::opposite(dir));
    }
    if (cave) {
        int exits = 0;
        for (const HexDef& d : t.hex) exits += d.cave == CaveMark::Exit;
        if (exits != 1) rd.fail(w, "a cave board needs exactly one exit");
    }
    return t;
}

}  // namespace

std::string_view stat_name(Stat s) { return name_of(kStatNames, s); }
std::optional<Stat> stat_from_name(std::string_view name) { return from_name(kStatNames, name); }
std::string_view terrain_name(Terrain t) { return name_of(kTerrainNames, t); }
std::string_view indicator_name(IndicatorKind k) { return name_of(kIndicatorNames, k); }
std::string_view category_name(Category c) { return name_of(kCategoryNames, c); }
std::string_view card_type_name(CardType t) { return name_of(kTypeNames, t); }
std::string_view mark_name(Mark m) { return name_of(kMarkNames, m); }
std::string_view do_name(Do d) { return name_of(kDoNames, d); }
std::string_view when_name(When w) { return name_of(kWhenNames, w); }
std::string_view target_name(Target t) { return name_of(kTargetNames, t); }

std::string DefeatWay::word() const { return kind == Kind::Pay ? "pay" : std::string(stat_name(stat)); }

std::optional<int> Content::sheet(std::string_view key) const {
    for (std::size_t i = 0; i < sheets.size(); ++i)
        if (sheets[i].key == key) return static_cast<int>(i);
    return std::nullopt;
}
std::optional<CardId> Content::card(std::string_view key) const {
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].key == key) return static_cast<CardId>(i);
    return std::nullopt;
}
std::optional<int> Content::creature(std::string_view key) const {
    for (std::size_t i = 0; i < creatures.size(); ++i)
        if (creatures[i].key == key) return static_cast<int>(i);
    return std::nullopt;
}
std::vector<int> Content::creature_stacks() const {
    std::set<int> s;
    for (const CreatureDef& c : creatures) s.insert(c.stack);
    return {s.begin(), s.end()};
}

std::shared_ptr<const Content> parse_content(const json& tiles, const json& characters, const json& creatures,
                                             const json& cards) {
    auto c = std::make_shared<Content>();
    std::set<std::string> keys;  // every key is unique across all files, so action texts are unambiguous
    auto unique = [&](const Reader& rd, const std::string& key, const std::string& where) {
        static const std::set<std::string> reserved{"done", "pass", "with", "turn", "on", "melee", "ranged", "pay", "cave"};
        if (key.empty() || !(key[0] >= 'a' && key[0] <= 'z') ||
            !std::all_of(key.begin(), key.end(), [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_'; }))
            rd.fail(where, "key '" + key + "' must be lower-case letters, digits and _");
        if (reserved.count(key)) rd.fail(where, "key '" + key + "' is a word of the action language");
        if (!keys.insert(key).second) rd.fail(where, "key '" + key + "' is used twice");
    };

    {
        Reader rd{"tiles.json"};
        rd.header(tiles, "olympus-cgs-tiles");
        rd.keys(tiles, "", {"format", "version", "header", "olympus_banners", "olympus", "land", "caves"});
        c->olympus_banners = rd.integer(tiles, "olympus_banners", "", 1, 99, 8);
        c->olympus = read_tile(rd, rd.need(tiles, "olympus", ""), "olympus", false);
        unique(rd, c->olympus.key, "olympus");
        const HexDef& top = c->olympus.hex[0];
        if (top.indicator != IndicatorKind::Encounter) rd.fail("olympus", "its centre needs an encounter indicator (C2.4)");
        int i = 0;
        for (const json& t : rd.array(tiles, "land", "")) {
            c->land.push_back(read_tile(rd, t, "land[" + std::to_string(i++) + "]", false));
            unique(rd, c->land.back().key, "land");
        }
        if (c->land.size() < 6) rd.fail("land", "needs at least 6 tiles for positions 1-6 (C1.14)");
        i = 0;
        for (const json& t : rd.array(tiles, "caves", "")) {
            c->caves.push_back(read_tile(rd, t, "caves[" + std::to_string(i++) + "]", true));
            unique(rd, c->caves.back().key, "caves");
        }
    }
    {
        Reader rd{"characters.json"};
        rd.header(characters, "olympus-cgs-characters");
        rd.keys(characters, "", {"format", "version", "header", "sheets"});
        int i = 0;
        for (const json& s : rd.array(characters, "sheets", "")) {
            const std::string w0 = rd.label(s, "sheet", "sheets[" + std::to_string(i++) + "]");
            rd.keys(s, w0, {"key", "name", "series", "hand", "dinars", "stats", "wounded"});
            SheetDef d;
            d.key = rd.text(s, "key", w0);
            const std::string w = "sheet '" + d.key + "'";
            unique(rd, d.key, w);
            d.name = rd.text(s, "name", w);
            d.series = rd.text(s, "series", w);
            d.hand = static_cast<std::int8_t>(rd.integer(s, "hand", w, 0, 10, 0));
            d.dinars = static_cast<std::int8_t>(rd.integer(s, "dinars", w, 0, 50, 0));
            d.stats = rd.stats(rd.need(s, "stats", w), w + ".stats");
            for (Stat st : {Stat::Defence, Stat::Ranged, Stat::Melee, Stat::Command, Stat::Diplomacy, Stat::Magic})
                if (d.stats[st] < 0) rd.fail(w, "a sheet shows every value; '" + std::string(stat_name(st)) + "' is missing");
            d.has_wounded = s.contains("wounded");
            d.wounded = d.has_wounded ? rd.stats(s["wounded"], w + ".wounded") : d.stats;
            c->sheets.push_back(std::move(d));
        }
        if (c->sheets.empty()) rd.fail("sheets", "no character sheets");
    }
    {
        Reader rd{"creatures.json"};
        rd.header(creatures, "olympus-cgs-creatures");
        rd.keys(creatures, "", {"format", "version", "header", "creatures"});
        int i = 0;
        for (const json& s : rd.array(creatures, "creatures", "")) {
            const std::string w0 = rd.label(s, "creature", "creatures[" + std::to_string(i++) + "]");
            rd.keys(s, w0, {"key", "name", "stack", "count", "value", "stats", "wounded", "functions", "rule"});
            CreatureDef d;
            d.key = rd.text(s, "key", w0);
            const std::string w = "creature '" + d.key + "'";
            unique(rd, d.key, w);
            d.name = rd.text(s, "name", w);
            d.stack = static_cast<std::int8_t>(rd.integer(rd.need(s, "stack", w), w + ".stack", 1, 9));
            int count = rd.integer(s, "count", w, 1, 9, 1);
            if (s.contains("rule")) {
                const json& r = s["rule"];
                rd.keys(r, w + ".rule", {"draw", "banner"});
                d.rule = true;
                d.draw = static_cast<std::int8_t>(rd.integer(r, "draw", w + ".rule", 1, 3, 1));
                d.banner = rd.flag(r, "banner", w + ".rule");
                if (s.contains("stats") || s.contains("value") || s.contains("functions"))
                    rd.fail(w, "a rule counter has no values of a creature");
            } else {
                d.value = static_cast<std::int8_t>(rd.integer(s, "value", w, 0, 9, 0));
                d.stats = rd.stats(rd.need(s, "stats", w), w + ".stats");
                if (d.stats[Stat::Defence] < 0) rd.fail(w, "a creature needs a defence");
                d.has_wounded = s.contains("wounded");
                if (d.has_wounded) d.wounded = rd.stats(s["wounded"], w + ".wounded");
                d.functions = rd.functions(s, w);
            }
            d.count = static_cast<std::int8_t>(count);
            c->creatures.push_back(std::move(d));
        }
    }
    {
        Reader rd{"cards.json"};
        rd.header(cards, "olympus-cgs-cards");
        rd.keys(cards, "", {"format", "version", "header", "cards"});
        int i = 0;
        for (const json& s : rd.array(cards, "cards", "")) {
            const std::string w0 = rd.label(s, "card", "cards[" + std::to_string(i++) + "]");
            rd.keys(s, w0, {"key", "name", "category", "type", "cost", "value", "count", "slot", "reaction", "target",
                            "rounds", "this_turn", "discard_after_use", "carries", "stats", "wounded", "functions",
                            "defeat", "on_fail"});
            CardDef d;
            d.key = rd.text(s, "key", w0);
            const std::string w = "card '" + d.key + "'";
            unique(rd, d.key, w);
            d.name = rd.text(s, "name", w);
            std::string cat = s.contains("category") ? rd.text(s, "category", w) : "other";
            if (cat == "encounter") d.category = Category::Encounter;
            else if (cat == "special") d.category = Category::Special;
            else if (cat == "other") d.category = Category::Other;
            else {
                d.category = Category::Specific;
                d.character = cat;
            }
            d.encounter_deck = d.category == Category::Encounter || d.category == Category::Special;
            d.type = rd.word(rd.need(s, "type", w), w + ".type", kTypeNames);
            d.count = static_cast<std::int8_t>(rd.integer(s, "count", w, 1, 9, 1));
            if (d.encounter_deck) {
                if (s.contains("cost")) rd.fail(w, "encounter cards have a value, not a cost (B6.12)");
                d.value = static_cast<std::int8_t>(rd.integer(s, "value", w, 0, 9, 0));
                if (d.category == Category::Encounter && d.value <= 0) rd.fail(w, "an encounter card needs a value");
            } else {
                if (s.contains("value")) rd.fail(w, "deck cards have a cost, not a value (B6.12)");
                d.cost = static_cast<std::int8_t>(rd.integer(rd.need(s, "cost", w), w + ".cost", 0, 20));
            }
            if (d.type == CardType::Creature && d.category != Category::Encounter)
                rd.fail(w, "creature cards belong to the encounter category");
            if (s.contains("slot")) {
                if (d.type != CardType::Equipment) rd.fail(w, "only equipment has a slot (B6.33)");
                d.slot = rd.text(s, "slot", w);
            }
            d.reaction = rd.flag(s, "reaction", w);
            d.this_turn = rd.flag(s, "this_turn", w);
            d.discard_after_use = rd.flag(s, "discard_after_use", w);
            d.rounds = static_cast<std::int8_t>(rd.integer(s, "rounds", w, 1, 9, 0));
            d.carries = static_cast<std::int8_t>(rd.integer(s, "carries", w, 1, 3, 0));
            if (d.carries && d.type != CardType::Creature) rd.fail(w, "only creatures carry equipment");
            if (d.rounds && d.this_turn) rd.fail(w, "'rounds' and 'this_turn' exclude each other");
            if ((d.rounds || d.this_turn) && d.type != CardType::Event) rd.fail(w, "only events have a duration");
            if (s.contains("target")) d.target = rd.word(s["target"], w + ".target", kTargetNames);
            d.functions = rd.functions(s, w);
            d.has_stats = s.contains("stats");
            if (d.has_stats) {
                if (d.type != CardType::Character && d.type != CardType::Creature) rd.fail(w, "only characters and creatures have values");
                d.stats = rd.stats(s["stats"], w + ".stats");
                if (d.stats[Stat::Defence] < 0) rd.fail(w, "needs a defence");
                d.has_wounded = s.contains("wounded");
                if (d.has_wounded) d.wounded = rd.stats(s["wounded"], w + ".wounded");
            } else if (s.contains("wounded")) {
                rd.fail(w, "'wounded' without 'stats'");
            }
            if ((d.type == CardType::Character && !d.encounter_deck) || d.type == CardType::Creature)
                if (!d.has_stats) rd.fail(w, "a character or creature card needs 'stats'");
            // How each kind of card is used decides what it may say.
            if (d.type == CardType::Equipment || d.type == CardType::Ability)
                if (d.target != Target::Character) rd.fail(w, "equipment and abilities are played on a character (target \"character\")");
            if (d.type == CardType::Character && !d.encounter_deck && d.target != Target::MainHex)
                rd.fail(w, "a character card is placed with a main character (target \"main_hex\", B6.31)");
            if (d.reaction && (d.type != CardType::Event || d.target != Target::None))
                rd.fail(w, "a reaction card is an event aimed at the attack it answers (no target)");
            if ((d.rounds || d.this_turn) && d.target != Target::Character) rd.fail(w, "a lasting event needs a character target");
            for (const Function& f : d.functions) {
                if (f.mark == Mark::Periodic && d.type != CardType::Equipment && d.type != CardType::Ability)
                    rd.fail(w, "periodic functions belong to equipment and abilities in play");
                if (f.mark == Mark::Constant && d.type == CardType::Event && !d.rounds && !d.this_turn)
                    rd.fail(w, "a constant function on an event needs a duration");
                if (f.mark == Mark::OnPlay && (d.type == CardType::Equipment || d.type == CardType::Ability))
                    rd.fail(w, "equipment and abilities act while in play, not on play");
                for (const Effect& e : f.effects) {
                    if (e.kind == Do::Steal && f.mark != Mark::Periodic) rd.fail(w, "'steal' is a periodic function");
                    if (e.kind == Do::Modify && f.mark == Mark::OnPlay && !d.reaction)
                        rd.fail(w, "a value change on play belongs to a reaction (for the attack) or needs a duration");
                    if (e.kind != Do::Modify && d.reaction) rd.fail(w, "a reaction card changes values for one attack");
                }
            }
            if (d.encounter_deck && d.category == Category::Encounter && d.type != CardType::Creature) {
                if (!s.contains("defeat")) rd.fail(w, "an encounter card says how it is defeated (D3.31)");
                int k = 0;
                for (const json& x : rd.array(s, "defeat", w)) {
                    const std::string xw = w + ".defeat[" + std::to_string(k++) + "]";
                    rd.keys(x, xw, {"check", "by", "pay"});
                    DefeatWay dw;
                    if (x.contains("pay")) {
                        if (x.contains("check")) rd.fail(xw, "either 'check' or 'pay'");
                        dw.kind = DefeatWay::Kind::Pay;
                        dw.cost = static_cast<std::int8_t>(rd.integer(x["pay"], xw + ".pay", 1, 20));
                    } else {
                        dw.stat = rd.word(rd.need(x, "check", xw), xw + ".check", kStatNames);
                        dw.mod = static_cast<std::int8_t>(rd.integer(x, "by", xw, -5, 5, 0));
                    }
                    for (const DefeatWay& o : d.defeat)
                        if (o.word() == dw.word()) rd.fail(xw, "two ways named '" + dw.word() + "'");
                    d.defeat.push_back(dw);
                }
                if (d.defeat.empty()) rd.fail(w, "'defeat' is empty");
                if (s.contains("on_fail")) {
                    int m = 0;
                    for (const json& x : rd.array(s, "on_fail", w))
                        d.on_fail.push_back(rd.effect(x, w + ".on_fail[" + std::to_string(m++) + "]"));
                }
            } else if (s.contains("defeat") || s.contains("on_fail")) {
                rd.fail(w, "only encounter cards that are not creatures have 'defeat' and 'on_fail'");
            }
            c->cards.push_back(std::move(d));
        }
        // Character-specific cards name a main character.
        for (const CardDef& d : c->cards)
            if (d.category == Category::Specific && !c->sheet(d.character))
                rd.fail("card '" + d.key + "'", "category '" + d.character + "' is neither a category nor a main character");
    }
    return c;
}

std::shared_ptr<const Content> load_content() {
    // Parsed and checked once per process and shared: a new game or a load used to cost a full
    // parse of the four files. Cached by what was read (the files' bytes, so --data-dir, or a file
    // changed under it, gives its own Content); the lock lets simulation threads share it.
    static const std::array<std::string_view, 4> files{"cgs/tiles.json", "cgs/characters.json", "cgs/creatures.json",
                                                       "cgs/cards.json"};
    std::array<std::string, 4> text;
    for (std::size_t i = 0; i < files.size(); ++i) text[i] = data::read(files[i]);
    static std::mutex lock;
    static std::vector<std::pair<std::array<std::string, 4>, std::shared_ptr<const Content>>> cache;
    std::lock_guard<std::mutex> hold(lock);
    for (const auto& [key, content] : cache)
        if (key == text) return content;
    std::array<json, 4> j;
    for (std::size_t i = 0; i < files.size(); ++i) {
        j[i] = json::parse(text[i], nullptr, false);
        if (j[i].is_discarded()) throw data::DataError("data/" + std::string(files[i]) + ": not valid JSON");
    }
    auto content = parse_content(j[0], j[1], j[2], j[3]);
    if (cache.size() >= 4) cache.erase(cache.begin());  // a few data folders at most; keep it small
    cache.emplace_back(std::move(text), content);
    return content;
}

}  // namespace olympus::cgs
