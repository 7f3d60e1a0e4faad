#include "arc/cards.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <mutex>
#include <set>

#include "core/data_files.hpp"
#include "core/json_read.hpp"

namespace olympus::arc {

using nlohmann::json;

namespace {

template <class E, std::size_t N>
std::optional<E> lookup(const std::array<std::pair<E, std::string_view>, N>& table, std::string_view word) {
    for (auto& [e, w] : table)
        if (w == word) return e;
    return std::nullopt;
}
template <class E, std::size_t N>
std::string_view name_of(const std::array<std::pair<E, std::string_view>, N>& table, E e) {
    for (auto& [x, w] : table)
        if (x == e) return w;
    return "?";
}

constexpr std::array<std::pair<CardType, std::string_view>, 4> kTypes{{
    {CardType::Resource, "resource"}, {CardType::Character, "character"}, {CardType::Action, "action"},
    {CardType::Combat, "combat"}}};
constexpr std::array<std::pair<Colour, std::string_view>, 3> kColourNames{{
    {Colour::Green, "green"}, {Colour::Blue, "blue"}, {Colour::Red, "red"}}};
constexpr std::array<std::pair<Verb, std::string_view>, 15> kVerbs{{
    {Verb::Mill, "mill"}, {Verb::Draw, "draw"}, {Verb::DiscardRandom, "discard_random"}, {Verb::Pump, "pump"},
    {Verb::Tap, "tap"}, {Verb::Untap, "untap"}, {Verb::Destroy, "destroy"}, {Verb::Bounce, "bounce"},
    {Verb::Return, "return"}, {Verb::Recycle, "recycle"}, {Verb::Unblockable, "unblockable"},
    {Verb::CantBlock, "cant_block"}, {Verb::RemoveFromCombat, "remove_from_combat"},
    {Verb::UntapResources, "untap_resources"}, {Verb::PutIntoPlay, "put_into_play"}}};
constexpr std::array<std::pair<Who, std::string_view>, 3> kWho{{
    {Who::You, "you"}, {Who::Opponent, "opponent"}, {Who::EachOpponent, "each_opponent"}}};
constexpr std::array<std::pair<SideSel, std::string_view>, 3> kSides{{
    {SideSel::Yours, "yours"}, {SideSel::Theirs, "theirs"}, {SideSel::Any, "any"}}};
constexpr std::array<std::pair<Count, std::string_view>, 7> kCounts{{
    {Count::YourCharacters, "your_characters"}, {Count::TheirCharacters, "their_characters"},
    {Count::Attackers, "attackers"}, {Count::OtherAttackers, "other_attackers"}, {Count::SamePower, "same_power"},
    {Count::SelfPower, "self_power"}, {Count::YourResources, "your_resources"}}};
constexpr std::array<std::pair<Trigger, std::string_view>, 8> kTriggers{{
    {Trigger::Enters, "enters"}, {Trigger::Attacks, "attacks"}, {Trigger::Blocks, "blocks"},
    {Trigger::Blocked, "blocked"}, {Trigger::Unblocked, "unblocked"}, {Trigger::Wins, "wins"},
    {Trigger::Discarded, "discarded"}, {Trigger::TurnStart, "turn_start"}}};
constexpr std::array<std::pair<StaticKind, std::string_view>, 8> kStatics{{
    {StaticKind::Power, "power"}, {StaticKind::Lord, "lord"}, {StaticKind::Blockers, "blockers"},
    {StaticKind::CantBlock, "cant_block"}, {StaticKind::CantAttack, "cant_attack"}, {StaticKind::Trample, "trample"},
    {StaticKind::UnblockedBonus, "unblocked_bonus"}, {StaticKind::Ward, "ward"}}};
constexpr std::array<std::pair<While, std::string_view>, 3> kWhiles{{
    {While::Always, "always"}, {While::Attacking, "attacking"}, {While::Blocking, "blocking"}}};
constexpr std::array<std::pair<CombatSide, std::string_view>, 3> kCombatSides{{
    {CombatSide::Any, "any"}, {CombatSide::Attacking, "attacking"}, {CombatSide::Defending, "defending"}}};

std::string lower(std::string_view s) {
    std::string o(s);
    for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return o;
}

// Errors name the file, the card and the word.
struct Ctx {
    const std::string& file;
    std::string card;
    [[noreturn]] void fail(const std::string& what) const {
        throw data::DataError(file + ": " + (card.empty() ? std::string("header") : "card '" + card + "'") + ": " + what);
    }
    void keys(const json& j, std::initializer_list<std::string_view> allowed, const std::string& where) const {
        if (!j.is_object()) fail(where + " must be an object");
        if (auto k = json_read::unknown_key(j, allowed)) fail("unknown key '" + *k + "' in " + where);
    }
    // Read wide and range-checked by core/json_read (4294967298 as an int would pass as 2).
    int integer(const json& j, const std::string& what, int lo, int hi) const {
        try {
            return json_read::as_int<int>(j, what, lo, hi);
        } catch (const json_read::Damaged& e) {
            fail(e.what());
        }
    }
    std::string str(const json& j, const std::string& what) const {
        if (!j.is_string()) fail(what + " must be a string");
        return j.get<std::string>();
    }
    bool boolean(const json& j, const std::string& what) const {
        if (!j.is_boolean()) fail(what + " must be true or false");
        return j.get<bool>();
    }
    template <class E, std::size_t N>
    E word(const std::array<std::pair<E, std::string_view>, N>& table, const json& j, const std::string& what) const {
        std::string w = str(j, what);
        auto e = lookup(table, w);
        if (!e) fail("unknown " + what + " '" + w + "'");
        return *e;
    }
};

// Which filter words a context allows.
enum class FilterUse { Unit, Card, Lord };

Filter parse_filter(const Ctx& cx, const json& j, FilterUse use, bool in_ability) {
    cx.keys(j, {"power_min", "power_max", "cost_max", "tapped", "attacking", "blocking", "in_combat", "blocked", "unique",
                "colour", "type", "not_self", "versus_self", "name"},
            "filter");
    Filter f;
    auto tri = [&](const char* k, std::int8_t& out) {
        if (j.contains(k)) {
            if (use != FilterUse::Unit) cx.fail(std::string("filter word '") + k + "' only applies to characters in play");
            out = cx.boolean(j[k], k) ? 1 : 0;
        }
    };
    if (j.contains("power_min")) {
        if (use == FilterUse::Lord) cx.fail("filter word 'power_min' can't be used by a lord (it would depend on itself)");
        f.power_min = cx.integer(j["power_min"], "power_min", 0, 20);
    }
    if (j.contains("power_max")) {
        if (use == FilterUse::Lord) cx.fail("filter word 'power_max' can't be used by a lord (it would depend on itself)");
        f.power_max = cx.integer(j["power_max"], "power_max", 0, 20);
    }
    if (j.contains("cost_max")) f.cost_max = cx.integer(j["cost_max"], "cost_max", 0, 20);
    tri("tapped", f.tapped);
    tri("attacking", f.attacking);
    tri("blocking", f.blocking);
    tri("in_combat", f.in_combat);
    tri("blocked", f.blocked);
    if (j.contains("unique")) f.unique = cx.boolean(j["unique"], "unique") ? 1 : 0;
    if (j.contains("colour")) f.colour = static_cast<std::int8_t>(cx.word(kColourNames, j["colour"], "colour"));
    if (j.contains("type")) {
        if (use != FilterUse::Card) cx.fail("filter word 'type' only applies to cards in a pile");
        f.type = static_cast<std::int8_t>(cx.word(kTypes, j["type"], "type"));
    }
    if (j.contains("not_self") || j.contains("versus_self")) {
        if (!in_ability || use != FilterUse::Unit) cx.fail("filter words 'not_self'/'versus_self' only apply in a character's abilities");
        if (j.contains("not_self")) f.not_self = cx.boolean(j["not_self"], "not_self");
        if (j.contains("versus_self")) f.versus_self = cx.boolean(j["versus_self"], "versus_self");
    }
    if (j.contains("name")) f.name = cx.str(j["name"], "name");
    return f;
}

Amount parse_amount(const Ctx& cx, const json& j, bool may_be_negative) {
    if (j.is_string()) return Amount{cx.word(kCounts, j, "count"), 0};
    return Amount{Count::Fixed, cx.integer(j, "n", may_be_negative ? -20 : 0, 99)};
}

Condition parse_condition(const Ctx& cx, const json& j) {
    cx.keys(j, {"you_control", "count", "min", "max", "attacking", "defending"}, "if");
    Condition c;
    if (j.contains("you_control")) {
        c.kind = Condition::Kind::YouControl;
        c.name = cx.str(j["you_control"], "you_control");
    } else if (j.contains("count")) {
        c.count = cx.word(kCounts, j["count"], "count");
        if (j.contains("min")) {
            c.kind = Condition::Kind::CountAtLeast;
            c.n = cx.integer(j["min"], "min", 0, 99);
        } else if (j.contains("max")) {
            c.kind = Condition::Kind::CountAtMost;
            c.n = cx.integer(j["max"], "max", 0, 99);
        } else {
            cx.fail("'if' with 'count' needs 'min' or 'max'");
        }
    } else if (j.contains("attacking")) {
        c.kind = Condition::Kind::Attacking;
    } else if (j.contains("defending")) {
        c.kind = Condition::Kind::Defending;
    } else {
        cx.fail("'if' names no condition");
    }
    return c;
}

Target parse_target(const Ctx& cx, const json& j, bool in_ability) {
    Target t;
    if (j.is_string()) {
        std::string w = j.get<std::string>();
        if (w == "self") {
            if (!in_ability) cx.fail("target 'self' only applies in a character's abilities");
            t.kind = TargetKind::Self;
        } else if (w == "same") {
            t.kind = TargetKind::Same;
        } else {
            cx.fail("unknown target '" + w + "'");
        }
        return t;
    }
    cx.keys(j, {"choose", "all"}, "target");
    const bool choose = j.contains("choose");
    if (choose == j.contains("all")) cx.fail("a target needs exactly one of 'choose' or 'all'");
    const json& in = choose ? j["choose"] : j["all"];
    cx.keys(in, {"side", "filter", "optional"}, choose ? "choose" : "all");
    t.kind = choose ? TargetKind::Choose : TargetKind::All;
    if (in.contains("side")) t.side = cx.word(kSides, in["side"], "side");
    else cx.fail("a target needs a 'side'");
    if (in.contains("filter")) t.filter = parse_filter(cx, in["filter"], FilterUse::Unit, in_ability);
    if (in.contains("optional")) {
        if (!choose) cx.fail("'optional' only applies to 'choose'");
        t.optional = cx.boolean(in["optional"], "optional");
    }
    return t;
}

bool needs_target(Verb v) {
    switch (v) {
        case Verb::Pump: case Verb::Tap: case Verb::Untap: case Verb::Destroy: case Verb::Bounce:
        case Verb::Unblockable: case Verb::CantBlock: case Verb::RemoveFromCombat:
            return true;
        default:
            return false;
    }
}

Effect parse_effect(const Ctx& cx, const json& j, bool in_ability) {
    cx.keys(j, {"do", "who", "n", "target", "until", "filter", "to", "if"}, "effect");
    if (!j.contains("do")) cx.fail("an effect needs 'do'");
    Effect e;
    e.verb = cx.word(kVerbs, j["do"], "effect");
    const std::string vn(verb_name(e.verb));
    auto forbid = [&](const char* k) {
        if (j.contains(k)) cx.fail(std::string("'") + k + "' has no meaning for effect '" + vn + "'");
    };
    switch (e.verb) {
        case Verb::Mill: case Verb::DiscardRandom: e.who = Who::Opponent; break;
        default: e.who = Who::You; break;
    }
    if (j.contains("who")) {
        if (e.verb != Verb::Mill && e.verb != Verb::Draw && e.verb != Verb::DiscardRandom) forbid("who");
        e.who = cx.word(kWho, j["who"], "who");
    }
    if (j.contains("n")) {
        switch (e.verb) {
            case Verb::Mill: case Verb::Draw: case Verb::DiscardRandom: case Verb::Pump: case Verb::Recycle:
            case Verb::UntapResources:
                break;
            default:
                forbid("n");
        }
        e.amount = parse_amount(cx, j["n"], e.verb == Verb::Pump);
    } else if (e.verb == Verb::Pump) {
        cx.fail("effect 'pump' needs 'n'");
    }
    if (needs_target(e.verb)) {
        if (!j.contains("target")) cx.fail("effect '" + vn + "' needs a 'target'");
        e.target = parse_target(cx, j["target"], in_ability);
    } else {
        forbid("target");
    }
    if (j.contains("until")) {
        if (e.verb != Verb::Pump) forbid("until");
        std::string u = cx.str(j["until"], "until");
        if (u == "combat") e.until = Until::Combat;
        else if (u == "turn") e.until = Until::Turn;
        else cx.fail("unknown until '" + u + "'");
    }
    if (e.verb == Verb::Return || e.verb == Verb::PutIntoPlay) {
        if (j.contains("filter")) e.card_filter = parse_filter(cx, j["filter"], FilterUse::Card, in_ability);
        if (e.verb == Verb::PutIntoPlay) e.card_filter.type = static_cast<std::int8_t>(CardType::Character);
    } else {
        forbid("filter");
    }
    if (j.contains("to")) {
        if (e.verb != Verb::Return) forbid("to");
        std::string to = cx.str(j["to"], "to");
        if (to == "play") e.to_play = true;
        else if (to != "hand") cx.fail("unknown destination '" + to + "'");
        if (e.to_play) e.card_filter.type = static_cast<std::int8_t>(CardType::Character);
    }
    if (j.contains("if")) e.cond = parse_condition(cx, j["if"]);
    return e;
}

std::vector<Effect> parse_effects(const Ctx& cx, const json& j, bool in_ability) {
    if (!j.is_array() || j.empty()) cx.fail("'effects' must be a non-empty list");
    std::vector<Effect> out;
    for (const json& e : j) out.push_back(parse_effect(cx, e, in_ability));
    return out;
}

Ability parse_ability(const Ctx& cx, const json& j) {
    Ability a;
    if (!j.is_object()) cx.fail("an ability must be an object");
    int kinds = j.contains("when") + j.contains("static") + j.contains("activate");
    if (kinds != 1) cx.fail("an ability needs exactly one of 'when', 'static' or 'activate'");
    if (j.contains("when")) {
        cx.keys(j, {"when", "effects"}, "ability");
        a.kind = Ability::Kind::Triggered;
        a.trigger = cx.word(kTriggers, j["when"], "trigger");
        if (!j.contains("effects")) cx.fail("a triggered ability needs 'effects'");
        a.effects = parse_effects(cx, j["effects"], true);
    } else if (j.contains("activate")) {
        cx.keys(j, {"activate", "effects"}, "ability");
        a.kind = Ability::Kind::Activated;
        if (cx.str(j["activate"], "activate") != "tap") cx.fail("unknown activation cost '" + j["activate"].get<std::string>() + "'");
        if (!j.contains("effects")) cx.fail("an activated ability needs 'effects'");
        a.effects = parse_effects(cx, j["effects"], true);
        // Two characters untapping each other would let a turn go on for ever.
        for (const Effect& e : a.effects)
            if (e.verb == Verb::Untap) cx.fail("an activated ability may not untap characters");
    } else {
        cx.keys(j, {"static", "n", "while", "filter"}, "ability");
        a.kind = Ability::Kind::Static;
        a.stat = cx.word(kStatics, j["static"], "static");
        const bool numeric = a.stat == StaticKind::Power || a.stat == StaticKind::Lord ||
                             a.stat == StaticKind::UnblockedBonus || a.stat == StaticKind::Ward;
        if (numeric) {
            if (!j.contains("n")) cx.fail("static '" + std::string(name_of(kStatics, a.stat)) + "' needs 'n'");
            a.n = cx.integer(j["n"], "n", -10, 10);
        } else if (j.contains("n")) {
            cx.fail("'n' has no meaning for static '" + std::string(name_of(kStatics, a.stat)) + "'");
        }
        if (j.contains("while")) {
            if (a.stat != StaticKind::Power && a.stat != StaticKind::Lord) cx.fail("'while' only applies to 'power' and 'lord'");
            a.while_ = cx.word(kWhiles, j["while"], "while");
        }
        if (j.contains("filter")) {
            if (a.stat == StaticKind::Lord) a.filter = parse_filter(cx, j["filter"], FilterUse::Lord, true);
            else if (a.stat == StaticKind::Blockers) a.filter = parse_filter(cx, j["filter"], FilterUse::Unit, false);
            else cx.fail("'filter' only applies to 'lord' and 'blockers'");
        } else if (a.stat == StaticKind::Blockers) {
            cx.fail("static 'blockers' needs a 'filter'");
        }
    }
    return a;
}

// Action texts use these to split a line; a card name holding one would be ambiguous.
void check_name(const Ctx& cx, const std::string& n) {
    if (n.empty() || n.size() > 60) cx.fail("a name must be 1 to 60 characters");
    for (const char* bad : {" with ", "[", "]", "\n", "\t"})
        if (n.find(bad) != std::string::npos) cx.fail(std::string("a name may not contain '") + bad + "'");
    // " of P2" names a player and " #2" a copy in play.
    for (const char* bad : {" of P", " #"})
        for (auto at = n.find(bad); at != std::string::npos; at = n.find(bad, at + 1)) {
            auto next = at + std::string(bad).size();
            if (next < n.size() && std::isdigit(static_cast<unsigned char>(n[next])))
                cx.fail(std::string("a name may not contain '") + bad + "' and a digit");
        }
    if (n.front() == ' ' || n.back() == ' ') cx.fail("a name may not begin or end with a space");
    for (const char* word : {"none", "done", "pass", "end turn"})
        if (lower(n) == word) cx.fail("'" + n + "' is a word of the action text");
    if (n.size() >= 2 && n[0] == 'P' && std::isdigit(static_cast<unsigned char>(n[1])) && n.size() == 2)
        cx.fail("'" + n + "' reads as a player");
}

}  // namespace

bool Filter::empty() const {
    return power_min < 0 && power_max < 0 && cost_max < 0 && tapped < 0 && attacking < 0 && blocking < 0 &&
           in_combat < 0 && blocked < 0 && unique < 0 && colour < 0 && type < 0 && !not_self && !versus_self && name.empty();
}

std::string_view type_name(CardType t) { return name_of(kTypes, t); }
std::string_view colour_name(Colour c) { return name_of(kColourNames, c); }
char colour_letter(Colour c) { return c == Colour::Green ? 'G' : c == Colour::Blue ? 'B' : 'R'; }

std::string payment_text(const std::string& letters) {
    std::string out;
    for (Colour c : {Colour::Green, Colour::Blue, Colour::Red}) {
        const auto n = std::count(letters.begin(), letters.end(), colour_letter(c));
        if (n) out += (out.empty() ? "" : " and ") + std::to_string(n) + " " + std::string(colour_name(c));
    }
    return out;
}
std::optional<Colour> colour_from_letter(char c) {
    switch (c) {
        case 'G': return Colour::Green;
        case 'B': return Colour::Blue;
        case 'R': return Colour::Red;
        default: return std::nullopt;
    }
}
std::string_view verb_name(Verb v) { return name_of(kVerbs, v); }
std::string_view trigger_name(Trigger t) { return name_of(kTriggers, t); }

bool CardDef::has_static(StaticKind k) const { return find_static(k) != nullptr; }
const Ability* CardDef::find_static(StaticKind k) const {
    for (const Ability& a : abilities)
        if (a.kind == Ability::Kind::Static && a.stat == k) return &a;
    return nullptr;
}

void parse_cards(const json& j, const std::string& file, CardDb& db) {
    Ctx head{file, ""};
    head.keys(j, {"format", "version", "set", "title", "provenance", "cards"}, "the file");
    if (!j.contains("format") || j["format"] != "olympus-arc-cards") head.fail("'format' must be \"olympus-arc-cards\"");
    if (!j.contains("version") || j["version"] != 1) head.fail("unsupported 'version'");
    const std::string set = head.str(j.value("set", json()), "set");
    if (!j.contains("provenance")) head.fail("the header must say which values are printed and which are design ('provenance')");
    if (!j.contains("cards") || !j["cards"].is_array()) head.fail("'cards' must be a list");
    std::set<std::string> names;
    for (const CardDef& c : db.cards) names.insert(lower(c.name));
    std::set<int> numbers;
    for (const json& cj : j["cards"]) {
        Ctx cx{file, cj.is_object() && cj.contains("name") && cj["name"].is_string() ? cj["name"].get<std::string>() : "?"};
        cx.keys(cj, {"number", "name", "type", "rarity", "colour", "cost", "power", "unique", "when", "effects", "abilities"},
                "card");
        CardDef c;
        c.id = static_cast<CardId>(db.cards.size());
        c.set = set;
        if (!cj.contains("name")) cx.fail("a card needs a 'name'");
        c.name = cx.str(cj["name"], "name");
        check_name(cx, c.name);
        if (!names.insert(lower(c.name)).second) cx.fail("the name is used twice");
        if (!cj.contains("number")) cx.fail("a card needs a 'number'");
        c.number = cx.integer(cj["number"], "number", 1, 999);
        if (!numbers.insert(c.number).second) cx.fail("number " + std::to_string(c.number) + " is used twice");
        if (!cj.contains("type")) cx.fail("a card needs a 'type'");
        c.type = cx.word(kTypes, cj["type"], "type");
        if (!cj.contains("colour")) cx.fail("a card needs a 'colour'");
        c.colour = cx.word(kColourNames, cj["colour"], "colour");
        std::string r = cx.str(cj.value("rarity", json()), "rarity");
        if (r != "C" && r != "U" && r != "R" && r != "F") cx.fail("unknown rarity '" + r + "'");
        c.rarity = r[0];
        if (c.type == CardType::Resource) {
            for (const char* k : {"cost", "power", "unique", "when", "effects", "abilities"})
                if (cj.contains(k)) cx.fail(std::string("a resource has no '") + k + "'");
            db.cards.push_back(std::move(c));
            continue;
        }
        if (!cj.contains("cost")) cx.fail("a card needs a 'cost'");
        c.cost = cx.integer(cj["cost"], "cost", 0, 12);
        if (c.type == CardType::Character) {
            if (!cj.contains("power")) cx.fail("a character needs a 'power'");
            c.power = cx.integer(cj["power"], "power", 0, 20);
            if (cj.contains("unique")) c.unique = cx.boolean(cj["unique"], "unique");
            if (cj.contains("effects")) cx.fail("a character has 'abilities', not 'effects'");
            if (cj.contains("when")) cx.fail("'when' only applies to combat cards");
            if (cj.contains("abilities")) {
                if (!cj["abilities"].is_array()) cx.fail("'abilities' must be a list");
                for (const json& a : cj["abilities"]) c.abilities.push_back(parse_ability(cx, a));
                // "use NAME" names the ability by its card alone.
                int activated = 0;
                for (const Ability& a : c.abilities) activated += a.kind == Ability::Kind::Activated;
                if (activated > 1) cx.fail("a character may have at most one activated ability");
            }
        } else {
            for (const char* k : {"power", "unique", "abilities"})
                if (cj.contains(k)) cx.fail(std::string("an ") + std::string(type_name(c.type)) + " card has no '" + k + "'");
            if (!cj.contains("effects")) cx.fail("an action or combat card needs 'effects'");
            c.effects = parse_effects(cx, cj["effects"], false);
            if (cj.contains("when")) {
                if (c.type != CardType::Combat) cx.fail("'when' only applies to combat cards");
                c.when = cx.word(kCombatSides, cj["when"], "when");
            }
            for (const Effect& e : c.effects) {
                if (c.type == CardType::Action && e.verb == Verb::RemoveFromCombat)
                    cx.fail("'remove_from_combat' only means something on a combat card");
            }
        }
        db.cards.push_back(std::move(c));
    }
    for (const CardDef& c : db.cards) {
        db.by_name[c.name] = c.id;
        db.by_lower[lower(c.name)] = c.id;
    }
    db.sources.push_back(file);
}

namespace {
constexpr std::array<const char*, 2> kCardFiles = {"arc/hercules.json", "arc/xena.json"};

std::shared_ptr<const CardDb> parse_card_db(const std::array<std::string, kCardFiles.size()>& texts) {
    auto db = std::make_shared<CardDb>();
    for (std::size_t i = 0; i < kCardFiles.size(); ++i) {
        nlohmann::json j = nlohmann::json::parse(texts[i], nullptr, false);
        if (j.is_discarded()) throw data::DataError(std::string("data/") + kCardFiles[i] + ": not valid JSON");
        parse_cards(j, kCardFiles[i], *db);
    }
    // Names in filters and conditions must be real cards.
    for (const CardDef& c : db->cards) {
        auto check = [&](const std::string& n) {
            if (!n.empty() && !db->find(n)) throw data::DataError("arc cards: card '" + c.name + "': unknown card name '" + n + "'");
        };
        auto check_effects = [&](const std::vector<Effect>& es) {
            for (const Effect& e : es) {
                check(e.target.filter.name);
                check(e.card_filter.name);
                check(e.cond.name);
            }
        };
        check_effects(c.effects);
        for (const Ability& a : c.abilities) {
            check(a.filter.name);
            check_effects(a.effects);
        }
    }
    return db;
}
}  // namespace

// Parsing and checking the cards costs milliseconds, and every new game and load wants them: keep
// the last database, keyed by the bytes it was built from, so a --data-dir with other cards (or a
// test that changes the files) still gets what it reads. Simulations call this from threads.
std::shared_ptr<const CardDb> load_card_db() {
    std::array<std::string, kCardFiles.size()> texts;
    for (std::size_t i = 0; i < kCardFiles.size(); ++i) texts[i] = data::read(kCardFiles[i]);
    static std::mutex mu;
    static std::array<std::string, kCardFiles.size()> cached_texts;
    static std::shared_ptr<const CardDb> cached;
    std::lock_guard<std::mutex> lock(mu);
    if (!cached || texts != cached_texts) {
        cached = parse_card_db(texts);
        cached_texts = std::move(texts);
    }
    return cached;
}

std::optional<CardId> CardDb::find(std::string_view name) const {
    if (auto it = by_name.find(std::string(name)); it != by_name.end()) return it->second;
    std::string n = lower(name);
    if (n.size() >= 2 && n.front() == '"' && n.back() == '"') n = n.substr(1, n.size() - 2);
    if (auto it = by_lower.find(n); it != by_lower.end()) return it->second;
    return std::nullopt;
}

int edit_distance(std::string_view a, std::string_view b) {
    std::string x = lower(a), y = lower(b);
    std::vector<int> prev(y.size() + 1), cur(y.size() + 1);
    for (std::size_t j = 0; j <= y.size(); ++j) prev[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= x.size(); ++i) {
        cur[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= y.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[y.size()];
}

std::vector<std::string> CardDb::nearest(std::string_view name, std::size_t how_many, std::string_view set) const {
    std::vector<std::pair<int, std::string>> scored;
    for (const CardDef& c : cards)
        if (set.empty() || c.set == set) scored.emplace_back(edit_distance(name, c.name), c.name);
    std::stable_sort(scored.begin(), scored.end(), [](auto& a, auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < scored.size() && i < how_many; ++i) out.push_back(scored[i].second);
    return out;
}

std::vector<std::string> CardDb::sets() const {
    std::vector<std::string> out;
    for (const CardDef& c : cards)
        if (std::find(out.begin(), out.end(), c.set) == out.end()) out.push_back(c.set);
    return out;
}

std::vector<CardId> CardDb::in_set(std::string_view set) const {
    std::vector<CardId> out;
    for (const CardDef& c : cards)
        if (c.set == set) out.push_back(c.id);
    return out;
}

// ---- rules text ----

namespace {

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string count_text(Count c) {
    switch (c) {
        case Count::YourCharacters: return "the number of characters you have in play";
        case Count::TheirCharacters: return "the number of characters your opponent has in play";
        case Count::Attackers: return "the number of attacking characters";
        case Count::OtherAttackers: return "the number of other attacking characters";
        case Count::SamePower: return "that character's power";
        case Count::SelfPower: return "this character's power";
        case Count::YourResources: return "the number of resources you have in play";
        case Count::Fixed: break;
    }
    return "";
}

std::string cards_text(const Amount& a, const std::string& what = "card") {
    if (a.count == Count::Fixed) return a.n == 1 ? "a " + what : std::to_string(a.n) + " " + what + "s";
    return what + "s equal to " + count_text(a.count);
}

std::string filter_text(const Filter& f, const std::string& noun) {
    std::string pre, post;
    if (f.tapped == 1) pre += "tapped ";
    if (f.tapped == 0) pre += "untapped ";
    if (f.unique == 1) pre += "unique ";
    if (f.colour >= 0) pre += std::string(colour_name(static_cast<Colour>(f.colour))) + " ";
    if (f.attacking == 1) pre += "attacking ";
    if (f.blocking == 1) pre += "blocking ";
    if (f.blocked == 1) pre += "blocked ";
    if (f.blocked == 0) pre += "unblocked ";
    std::string n = noun;
    if (f.type >= 0) n = std::string(type_name(static_cast<CardType>(f.type))) + (noun == "card" ? " card" : "");
    if (!f.name.empty()) n = f.name;
    if (f.not_self) pre = "other " + pre;
    if (f.in_combat == 1) post += " in combat";
    if (f.versus_self) post += " fighting this character";
    if (f.attacking == 0) post += " that isn't attacking";
    if (f.power_max >= 0 && f.power_min >= 0) post += " with power " + std::to_string(f.power_min) + " to " + std::to_string(f.power_max);
    else if (f.power_max >= 0) post += " with power " + std::to_string(f.power_max) + " or less";
    else if (f.power_min >= 0) post += " with power " + std::to_string(f.power_min) + " or more";
    if (f.cost_max >= 0) post += " costing " + std::to_string(f.cost_max) + " or less";
    return pre + n + post;
}

// `another`: the same choice was made just before, so an optional one reads "up to one more".
std::string target_text(const Target& t, bool another = false) {
    switch (t.kind) {
        case TargetKind::Self: return "this character";
        case TargetKind::Same: return "that character";
        case TargetKind::Choose: {
            const std::string one = !t.optional ? "" : another ? "up to one more" : "up to one";
            if (t.side == SideSel::Any) return (one.empty() ? "a" : one) + " " + filter_text(t.filter, "character");
            return (one.empty() ? "one" : one) + (t.side == SideSel::Yours ? " of your " : " of your opponent's ") +
                   filter_text(t.filter, "characters");
        }
        case TargetKind::All: {
            std::string whose = t.side == SideSel::Yours ? "each of your " : t.side == SideSel::Theirs ? "each of your opponent's " : "each ";
            return whose + filter_text(t.filter, t.side == SideSel::Any ? "character" : "characters");
        }
        case TargetKind::None: break;
    }
    return "";
}

std::string whose_deck(Who w) {
    switch (w) {
        case Who::You: return "your";
        case Who::Opponent: return "your opponent's";
        case Who::EachOpponent: return "each opponent's";
    }
    return "";
}

std::string cond_text(const Condition& c) {
    switch (c.kind) {
        case Condition::Kind::YouControl: return "if you have " + c.name + " in play, ";
        case Condition::Kind::CountAtLeast: return "if " + count_text(c.count) + " is at least " + std::to_string(c.n) + ", ";
        case Condition::Kind::CountAtMost: return "if " + count_text(c.count) + " is at most " + std::to_string(c.n) + ", ";
        case Condition::Kind::Attacking: return "if you are attacking, ";
        case Condition::Kind::Defending: return "if you are defending, ";
        case Condition::Kind::None: break;
    }
    return "";
}

std::string cap(std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

}  // namespace

namespace {
std::string effect_sentence(const Effect& e, bool another);
}

std::string effect_text(const Effect& e) { return effect_sentence(e, false); }

namespace {

// One effect as a sentence. `another`: the effect repeats the one before it with an optional
// target, so its target reads "up to one more" instead of the same sentence twice.
std::string effect_sentence(const Effect& e, bool another) {
    auto target_text = [another](const Target& t) { return olympus::arc::target_text(t, another); };
    std::string s;
    switch (e.verb) {
        case Verb::Mill:
            s = "discard the top " + (e.amount.count == Count::Fixed ? plural(e.amount.n, "card", "cards") : "cards equal to " + count_text(e.amount.count)) +
                " of " + whose_deck(e.who) + " deck";
            break;
        case Verb::Draw:
            s = (e.who == Who::You ? "draw " : e.who == Who::Opponent ? "your opponent draws " : "each opponent draws ") + cards_text(e.amount);
            break;
        case Verb::DiscardRandom:
            s = (e.who == Who::You ? "discard " : e.who == Who::Opponent ? "your opponent discards " : "each opponent discards ") +
                cards_text(e.amount) + " at random from " + (e.who == Who::You ? "your" : "their") + " hand";
            break;
        case Verb::Pump: {
            std::string amount = e.amount.count == Count::Fixed
                                     ? (e.amount.n >= 0 ? "+" : "") + std::to_string(e.amount.n)
                                     : "+X, where X is " + count_text(e.amount.count) + ",";
            s = target_text(e.target) + " gets " + amount + " power until the end of " + (e.until == Until::Combat ? "combat" : "the turn");
            break;
        }
        case Verb::Tap: s = "tap " + target_text(e.target); break;
        case Verb::Untap: s = "untap " + target_text(e.target); break;
        case Verb::Destroy: s = "discard " + target_text(e.target) + " from play"; break;
        case Verb::Bounce: s = "return " + target_text(e.target) + " to its owner's hand"; break;
        case Verb::Return:
            s = "put a " + filter_text(e.card_filter, "card") + " from your discard pile " + (e.to_play ? "into play" : "into your hand");
            break;
        case Verb::Recycle:
            s = "put up to " + plural(e.amount.n, "card", "cards") + " chosen at random from your discard pile on the bottom of your deck";
            break;
        case Verb::Unblockable: s = target_text(e.target) + " can't be blocked this turn"; break;
        case Verb::CantBlock: s = target_text(e.target) + " can't block this turn"; break;
        case Verb::RemoveFromCombat: s = "take " + target_text(e.target) + " out of combat (it neither deals nor suffers anything)"; break;
        case Verb::UntapResources: s = "untap up to " + plural(e.amount.n, "of your resources", "of your resources"); break;
        case Verb::PutIntoPlay: s = "put a " + filter_text(e.card_filter, "card") + " from your hand into play without paying its cost"; break;
    }
    return cap(cond_text(e.cond) + s) + ".";
}

// The same effect as `prev`, but for an optional target: a second pick ("and up to one more").
bool repeats_optionally(const Effect* prev, const Effect& e) {
    if (!prev || e.target.kind != TargetKind::Choose || !e.target.optional || prev->target.optional) return false;
    Effect plain = e;
    plain.target.optional = false;
    return effect_text(plain) == effect_text(*prev);
}

// A list of effects as sentences, each said once: the same effect done again in a row reads
// "..., twice." and an optional second pick "Up to one more ...".
std::vector<std::string> effect_sentences(const std::vector<Effect>& effects) {
    std::vector<std::string> out;
    const Effect* prev = nullptr;
    int times = 0;
    for (const Effect& e : effects) {
        std::string s = effect_sentence(e, repeats_optionally(prev, e));
        if (!out.empty() && times > 0 && s == effect_text(*prev)) {
            ++times;
            std::string& last = out.back();
            last = s.substr(0, s.size() - 1) + (times == 2 ? ", twice." : ", " + std::to_string(times) + " times.");
        } else {
            out.push_back(s);
            times = 1;
        }
        prev = &e;
    }
    return out;
}

}  // namespace

std::string card_text(const CardDb&, const CardDef& c) {
    std::string out;
    auto add = [&](const std::string& s) { out += (out.empty() ? "" : " ") + s; };
    if (c.type == CardType::Resource) return "Tap to pay 1 toward a card's cost; counts as " + std::string(colour_name(c.colour)) + ".";
    if (c.unique) add("Unique.");
    if (c.type == CardType::Combat) {
        if (c.when == CombatSide::Attacking) add("Play only while you attack.");
        if (c.when == CombatSide::Defending) add("Play only while you are attacked.");
    }
    for (const std::string& s : effect_sentences(c.effects)) add(s);
    for (const Ability& a : c.abilities) {
        std::string body;
        for (const std::string& s : effect_sentences(a.effects)) body += (body.empty() ? "" : " ") + s;
        switch (a.kind) {
            case Ability::Kind::Triggered: {
                const char* when = "";
                switch (a.trigger) {
                    case Trigger::Enters: when = "When it comes into play: "; break;
                    case Trigger::Attacks: when = "When it attacks: "; break;
                    case Trigger::Blocks: when = "When it blocks: "; break;
                    case Trigger::Blocked: when = "When it is blocked: "; break;
                    case Trigger::Unblocked: when = "When it attacks and nobody blocks it: "; break;
                    case Trigger::Wins: when = "When it wins a combat (survives and discards a character it fought): "; break;
                    case Trigger::Discarded: when = "When it is discarded from play: "; break;
                    case Trigger::TurnStart: when = "At the start of your turn: "; break;
                }
                add(when + body);
                break;
            }
            case Ability::Kind::Activated: add("Tap (only in your turn's main step): " + body); break;
            case Ability::Kind::Static: {
                std::string w = a.while_ == While::Attacking ? " while attacking" : a.while_ == While::Blocking ? " while blocking" : "";
                std::string n = (a.n >= 0 ? "+" : "") + std::to_string(a.n);
                switch (a.stat) {
                    case StaticKind::Power: add(n + " power" + w + "."); break;
                    case StaticKind::Lord: add("Your other " + filter_text(a.filter, "characters") + " get " + n + " power" + w + "."); break;
                    case StaticKind::Blockers: add("Can be blocked only by " + filter_text(a.filter, "characters") + "."); break;
                    case StaticKind::CantBlock: add("Can't block."); break;
                    case StaticKind::CantAttack: add("Can't attack."); break;
                    case StaticKind::Trample: add("When blocked, power beyond its blockers' total discards that many cards from the defender's deck."); break;
                    case StaticKind::UnblockedBonus: add("Discards " + std::to_string(a.n) + " more when unblocked."); break;
                    case StaticKind::Ward: add("Each unblocked character attacking you discards " + std::to_string(a.n) + " fewer."); break;
                }
                break;
            }
        }
    }
    return out;
}

}  // namespace olympus::arc
