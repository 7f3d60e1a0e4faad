#include "microhero/cards.hpp"

#include <algorithm>
#include <mutex>
#include <set>

#include "core/data_files.hpp"
#include "core/json_read.hpp"

namespace olympus::microhero {

using nlohmann::json;
namespace jr = olympus::json_read;

namespace {

// Walks one data file through the core's checked reader (core/json_read.hpp: known keys only,
// numbers read wide and range-checked, words from one table) and names the file and card in every
// complaint, so a misspelt key is an error instead of silently meaning nothing.
struct Reader {
    std::string file;
    std::string card;

    [[noreturn]] void fail(const std::string& what) const {
        std::string where = "data/microhero/" + file;
        if (!card.empty()) where += ", card '" + card + "'";
        throw CardDataError(where + ": " + what);
    }
    // Runs a core reader; what it finds wrong (with its path inside the entry) names the file and card.
    template <class F>
    decltype(auto) read(F f) const {
        try {
            return f();
        } catch (const jr::Damaged& e) {
            fail(e.what());
        }
    }
    void keys(const json& j, std::initializer_list<std::string_view> allowed, const std::string& in = "") const {
        read([&] {
            jr::only_keys(j, allowed, in);
            return 0;
        });
    }
    const json& need(const json& j, const char* key) const {
        return read([&]() -> const json& { return jr::at(j, key, ""); });
    }
    std::string str(const json& j, const char* key) const {
        std::string v = read([&] { return jr::get_str(j, key, ""); });
        if (v.empty()) fail(std::string("'") + key + "' must not be empty");
        return v;
    }
    std::string str_or(const json& j, const char* key, const std::string& fallback) const {
        return j.contains(key) ? str(j, key) : fallback;
    }
    int num(const json& j, const char* key, int lo, int hi) const {
        return read([&] { return jr::get_int(j, key, "", lo, hi); });
    }
    int num_or(const json& j, const char* key, int lo, int hi, int fallback) const {
        return j.contains(key) ? num(j, key, lo, hi) : fallback;
    }
    const json& array(const json& j, const char* key) const {
        return read([&]() -> const json& { return jr::get_arr(j, key, "", 1000); });
    }
    Half half(const json& j, const char* which) const {
        keys(j, {"attack", "defense", "xp", "draw"}, which);
        Half h;
        h.attack = num_or(j, "attack", 0, 20, 0);
        h.defense = num_or(j, "defense", 0, 20, 0);
        h.xp = num_or(j, "xp", 0, 20, 0);
        h.draw = num_or(j, "draw", 0, 3, 0);
        return h;
    }
    template <class E>
    E word(const json& j, const char* key, const jr::Words<E>& words) const {
        return read([&] { return jr::get_enum(j, key, words, ""); });
    }
};

const jr::Words<WoundDiscard> kWoundDiscard{
    {WoundDiscard::Discard, "discard"},
    {WoundDiscard::Exhaust, "exhaust"},
    {WoundDiscard::StayInDeck, "stay_in_deck"},
    {WoundDiscard::ExtraWound, "extra_wound"},
};
const jr::Words<Trigger> kTriggers{
    {Trigger::Static, "static"},
    {Trigger::HealthLost, "health_lost"},
    {Trigger::NoHealthLost, "no_health_lost"},
    {Trigger::Blocked, "blocked"},
    {Trigger::Wounded, "wounded"},
    {Trigger::TurnEnd, "turn_end"},
};
const jr::Words<Effect> kEffects{
    {Effect::Attack, "attack"},
    {Effect::Defense, "defense"},
    {Effect::Heal, "heal"},
    {Effect::Wound, "wound"},
    {Effect::MaxDamage, "max_damage"},
    {Effect::XpCost, "xp_cost"},
    {Effect::HandSize, "hand_size"},
    {Effect::Xp, "xp"},
};
const jr::Words<StanceAction> kStanceActions{
    {StanceAction::SuperchargeNext, "supercharge_next"},
    {StanceAction::DrawThenFlip, "draw_then_flip"},
    {StanceAction::PutUnder, "put_under"},
    {StanceAction::BonusPerUnder, "bonus_per_under"},
};
const jr::Words<StanceEnd> kStanceEnds{
    {StanceEnd::None, "none"},
    {StanceEnd::FlipIfTapped, "flip_if_tapped"},
    {StanceEnd::UpgradeTopIfUpright, "upgrade_top_if_upright"},
};
const jr::Words<HeraSymbol> kHera{
    {HeraSymbol::Lightning, "lightning"},
    {HeraSymbol::Cross, "cross"},
    {HeraSymbol::Cloud, "cloud"},
};

bool is_static_effect(Effect e) {
    return e == Effect::MaxDamage || e == Effect::XpCost || e == Effect::HandSize || e == Effect::Xp;
}

const json& file_of(const std::map<std::string, json>& files, const std::string& name) {
    auto it = files.find(name);
    if (it == files.end()) throw CardDataError("data/microhero/" + name + ".json: file missing");
    return it->second;
}

}  // namespace

std::pair<int, int> HealthCardDef::bonus(int health) const {
    int a = 0, d = 0;
    for (const auto& b : bands)
        if (health >= b.min && health <= b.max) {
            a += b.attack;
            d += b.defense;
        }
    return {a, d};
}

template <class T>
static int index_by_id(const std::vector<T>& v, std::string_view id) {
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i].id == id) return static_cast<int>(i);
    return -1;
}
int Catalog::card_index(std::string_view id) const { return index_by_id(cards, id); }
int Catalog::trial_index(std::string_view id) const { return index_by_id(trials, id); }
int Catalog::stance_index(std::string_view id) const { return index_by_id(stances, id); }
int Catalog::health_card_index(std::string_view id) const { return index_by_id(health_cards, id); }
int Catalog::hera_index(std::string_view id) const { return index_by_id(hera, id); }

Catalog Catalog::from_json(const std::map<std::string, json>& files) {
    Catalog cat;
    std::set<std::string> ids;  // one namespace for every card, trial and stance id
    auto claim = [&](Reader& r, const std::string& id) {
        r.card = id;
        if (id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
            r.fail("id must be lower-case letters, digits and '-'");
        if (!ids.insert(id).second) r.fail("id used twice");
    };

    {  // techniques.json
        Reader r{"techniques.json", ""};
        const json& f = file_of(files, "techniques");
        r.keys(f, {"about", "cost", "techniques"});
        cat.technique_cost = r.num(f, "cost", 1, 20);
        std::set<std::string> codes;
        for (const json& t : r.array(f, "techniques")) {
            CardDef d;
            d.type = CardType::Technique;
            d.id = r.str(t, "id");
            claim(r, d.id);
            r.keys(t, {"id", "name", "code", "copies", "base", "upgraded"});
            d.name = r.str(t, "name");
            d.code = r.str(t, "code");
            if (d.code.size() != 1 || !(d.code[0] >= 'A' && d.code[0] <= 'Z')) r.fail("code must be one capital letter");
            if (!codes.insert(d.code).second) r.fail("code '" + d.code + "' used twice");
            d.copies = r.num(t, "copies", 1, 16);
            d.expansion = "base";
            d.base = r.half(r.need(t, "base"), "base");
            d.upgraded = r.half(r.need(t, "upgraded"), "upgraded");
            cat.cards.push_back(d);
        }
        r.card.clear();
        int total = 0;
        for (const auto& c : cat.cards) total += c.copies;
        if (total != 16) r.fail("the Techniques must add up to 16 cards, not " + std::to_string(total));
    }
    {  // wounds.json
        Reader r{"wounds.json", ""};
        const json& f = file_of(files, "wounds");
        r.keys(f, {"about", "upgrade_cost", "wounds"});
        cat.wound_upgrade_cost = r.num(f, "upgrade_cost", 1, 20);
        for (const json& w : r.array(f, "wounds")) {
            CardDef d;
            d.type = CardType::Wound;
            d.id = r.str(w, "id");
            claim(r, d.id);
            r.keys(w, {"id", "name", "expansion", "copies", "layer", "on_discard"});
            d.name = r.str(w, "name");
            d.expansion = r.str(w, "expansion");
            if (d.expansion != "base" && d.expansion != "blood") r.fail("unknown expansion '" + d.expansion + "'");
            d.copies = r.num(w, "copies", 1, 9);
            d.layer = r.num(w, "layer", 0, 2);
            const json& od = r.need(w, "on_discard");
            r.keys(od, {"base", "upgraded"}, "on_discard");
            d.on_discard[0] = r.word(od, "base", kWoundDiscard);
            d.on_discard[1] = r.word(od, "upgraded", kWoundDiscard);
            cat.cards.push_back(d);
        }
        r.card.clear();
        if (std::none_of(cat.cards.begin(), cat.cards.end(),
                         [](const CardDef& c) { return c.type == CardType::Wound && c.expansion == "base"; }))
            r.fail("no base-game Wound card");
    }
    {  // trials.json, with the Blessing on the back of each Trial
        Reader r{"trials.json", ""};
        const json& f = file_of(files, "trials");
        r.keys(f, {"about", "blessing_cost", "wound_step", "trials"});
        cat.blessing_cost = r.num(f, "blessing_cost", 1, 40);
        cat.wound_step = r.num_or(f, "wound_step", 0, 12, 0);
        for (const json& t : r.array(f, "trials")) {
            TrialDef d;
            d.id = r.str(t, "id");
            claim(r, d.id);
            r.keys(t, {"id", "name", "labor", "attack", "defense", "health", "text", "abilities", "blessing"});
            d.name = r.str(t, "name");
            d.text = r.str(t, "text");
            d.labor = r.num(t, "labor", 1, 12);
            d.attack = r.num(t, "attack", 0, 20);
            d.defense = r.num(t, "defense", 1, 20);
            d.health = r.num(t, "health", 1, 40);
            for (const json& a : r.array(t, "abilities")) {
                r.keys(a, {"when", "effect", "amount"}, "an ability");
                Ability ab;
                ab.when = r.word(a, "when", kTriggers);
                ab.effect = r.word(a, "effect", kEffects);
                ab.amount = r.num(a, "amount", -10, 10);
                if (is_static_effect(ab.effect) != (ab.when == Trigger::Static))
                    r.fail("effect '" + std::string(to_string(ab.effect)) + "' cannot go with when '" +
                           std::string(to_string(ab.when)) + "'");
                d.abilities.push_back(ab);
            }
            const json& b = r.need(t, "blessing");
            CardDef bd;
            bd.type = CardType::Blessing;
            bd.expansion = "base";
            bd.id = r.str(b, "id");
            claim(r, bd.id);
            r.keys(b, {"id", "name", "base", "upgraded"}, "blessing");
            bd.name = r.str(b, "name");
            bd.base = r.half(r.need(b, "base"), "base");
            bd.upgraded = r.half(r.need(b, "upgraded"), "upgraded");
            bd.trial = static_cast<int>(cat.trials.size());
            d.blessing = static_cast<int>(cat.cards.size());
            cat.cards.push_back(bd);
            cat.trials.push_back(d);
        }
        r.card.clear();
        if (cat.trials.size() != 12) r.fail("there must be 12 Trials, not " + std::to_string(cat.trials.size()));
    }
    {  // stances.json
        Reader r{"stances.json", ""};
        const json& f = file_of(files, "stances");
        r.keys(f, {"about", "stances"});
        for (const json& s : r.array(f, "stances")) {
            StanceDef d;
            d.id = r.str(s, "id");
            claim(r, d.id);
            r.keys(s, {"id", "name", "expansion", "sides"});
            d.name = r.str(s, "name");
            d.expansion = r.str(s, "expansion");
            if (d.expansion != "base" && d.expansion != "omphale") r.fail("unknown expansion '" + d.expansion + "'");
            const json& sides = r.array(s, "sides");
            if (sides.size() != 2) r.fail("a Stance has exactly 2 sides");
            for (std::size_t i = 0; i < 2; ++i) {
                r.keys(sides[i], {"name", "text", "action", "end_of_turn", "amount", "base"}, "a side");
                StanceSide& sd = d.sides[i];
                sd.name = r.str(sides[i], "name");
                sd.text = r.str(sides[i], "text");
                sd.action = r.word(sides[i], "action", kStanceActions);
                sd.end = r.word(sides[i], "end_of_turn", kStanceEnds);
                sd.amount = r.num(sides[i], "amount", 0, 10);
                sd.base = r.num_or(sides[i], "base", 0, 20, 0);
            }
            cat.stances.push_back(d);
        }
        r.card.clear();
        if (cat.stance_index("hercules") < 0) r.fail("the 'hercules' Stance is missing");
    }
    {  // expansions.json
        Reader r{"expansions.json", ""};
        const json& f = file_of(files, "expansions");
        r.keys(f, {"about", "hera", "health_cards", "athena"});
        for (const json& h : r.array(f, "hera")) {
            HeraCardDef d;
            d.id = r.str(h, "id");
            claim(r, d.id);
            r.keys(h, {"id", "symbol"});
            d.symbol = r.word(h, "symbol", kHera);
            cat.hera.push_back(d);
        }
        for (const json& h : r.array(f, "health_cards")) {
            HealthCardDef d;
            d.id = r.str(h, "id");
            claim(r, d.id);
            r.keys(h, {"id", "name", "text", "bands"});
            d.name = r.str(h, "name");
            d.text = r.str(h, "text");
            for (const json& b : r.array(h, "bands")) {
                r.keys(b, {"min", "max", "attack", "defense"}, "a band");
                HealthBand hb{r.num(b, "min", 1, 99), r.num(b, "max", 1, 99), r.num(b, "attack", 0, 10),
                              r.num(b, "defense", 0, 10)};
                if (hb.max < hb.min) r.fail("band max below min");
                d.bands.push_back(hb);
            }
            cat.health_cards.push_back(d);
        }
        r.card.clear();
        if (cat.hera.empty()) r.fail("Hera's Revenge has no cards");
        if (cat.health_cards.size() < 2) r.fail("Calm and Wrath needs at least 2 Health cards");
        const json& a = r.need(f, "athena");
        r.keys(a, {"shield_max", "prep_bonus"}, "athena");
        cat.shield_max = r.num(a, "shield_max", 1, 99);
        cat.shield_prep_bonus = r.num(a, "prep_bonus", 1, 99);
    }
    // Keep Techniques, Wounds, Blessings in that order (the loader pushed Blessings between):
    // uids are assigned in catalog order, so a stable order keeps saves readable.
    std::stable_sort(cat.cards.begin(), cat.cards.end(),
                     [](const CardDef& a, const CardDef& b) { return a.type < b.type; });
    for (std::size_t i = 0; i < cat.cards.size(); ++i)
        if (cat.cards[i].type == CardType::Blessing) cat.trials.at(static_cast<std::size_t>(cat.cards[i].trial)).blessing = static_cast<int>(i);
    return cat;
}

Catalog Catalog::load() {
    std::map<std::string, json> files;
    for (const char* name : {"techniques", "wounds", "trials", "stances", "expansions"})
        files[name] = data::read_json(std::string("microhero/") + name + ".json");
    return from_json(files);
}

std::shared_ptr<const Catalog> Catalog::shared() {
    // Immutable data, cached per data folder so --data-dir set later is still honoured.
    static std::mutex mu;
    static std::map<std::string, std::shared_ptr<const Catalog>> cache;
    std::lock_guard lock(mu);
    std::string key = data::override_dir().string();
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    auto p = std::make_shared<const Catalog>(load());
    cache[key] = p;
    return p;
}

std::string_view to_string(CardType t) {
    switch (t) {
        case CardType::Technique: return "technique";
        case CardType::Blessing: return "blessing";
        case CardType::Wound: return "wound";
    }
    return "?";
}
std::string_view to_string(Trigger t) { return jr::word_of(t, kTriggers); }
std::string_view to_string(Effect t) { return jr::word_of(t, kEffects); }

}  // namespace olympus::microhero
