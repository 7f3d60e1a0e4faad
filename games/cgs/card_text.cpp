#include "cgs/card_text.hpp"

#include "core/log_lines.hpp"

namespace olympus::cgs {

namespace {

std::string plural(int n, const std::string& one, const std::string& many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string signed_num(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

std::string effect_words(const Effect& e);

std::string effects_words(const std::vector<Effect>& es) {
    std::vector<std::string> words;
    for (const Effect& e : es) words.push_back(effect_words(e));
    return and_list(words);
}

std::string effect_words(const Effect& e) {
    switch (e.kind) {
        case Do::Modify: {
            std::string s = signed_num(e.by) + " " + std::string(stat_name(e.stat));
            if (e.vs == Vs::Ranged) s += " against shots";
            if (e.vs == Vs::Melee) s += " in melee";
            return s;
        }
        case Do::Dinars: return e.by >= 0 ? "you gain " + plural(e.by, "dinar", "dinars") : "you lose " + plural(-e.by, "dinar", "dinars");
        case Do::Draw: return "you draw " + plural(e.by, "card", "cards");
        case Do::Heal: return "the character is healed (turned back to its unwounded side)";
        case Do::Wound: return "the character is wounded (a wounded one is defeated)";
        case Do::Camp: return "the character goes back to its base camp";
        case Do::Scatter: return "the character is pushed into a random neighbouring hex";
        case Do::Check: {
            std::string s = "a " + std::string(stat_name(e.stat)) + " check";
            if (e.by != 0) s += " at " + signed_num(e.by);
            if (!e.pass.empty()) s += "; on a success " + effects_words(e.pass);
            if (!e.fail.empty()) s += "; on a failure " + effects_words(e.fail);
            return s;
        }
        case Do::Steal: return "take " + plural(e.by, "dinar", "dinars") + " from an opposing player with a character within one hex";
        case Do::Attack: return "it attacks the character that set it off";
    }
    return "?";
}

std::string when_words(When w) {
    switch (w) {
        case When::DefeatsCreature: return "When its holder defeats a creature";
        case When::Near: return "When an opposing character comes into its hex or next to it";
        case When::TurnStart: return "At the start of each turn";
        case When::None: break;
    }
    return "When it applies";
}

std::string function_line(const Function& f) {
    std::string head;
    switch (f.mark) {
        case Mark::Periodic: head = "Once a round, used from the combat menu"; break;
        case Mark::Constant: head = "While in play"; break;
        case Mark::Conditional: head = when_words(f.when); break;
        case Mark::OnPlay: head = "When played"; break;
    }
    std::string s = head + ": " + effects_words(f.effects) + ".";
    return s;
}

std::string target_words(Target t) {
    switch (t) {
        case Target::None: return "";
        case Target::Character: return "Played on one of your characters.";
        case Target::Wounded: return "Played on one of your wounded characters.";
        case Target::MainHex: return "Joins you in the hex of one of your main characters.";
        case Target::Opponent: return "Aimed at an opposing player with a character within one hex.";
    }
    return "";
}

}  // namespace

std::string stats_line(const Stats& s) {
    static constexpr const char* kShort[] = {"Def", "Rng", "Mel", "Cmd", "Dip", "Mag", "Spd"};
    std::string out;
    for (int k = 0; k < kStats; ++k) {
        const int x = s.v[static_cast<std::size_t>(k)];
        out += (out.empty() ? "" : " ") + std::string(kShort[k]) + " " + (x < 0 ? "-" : std::to_string(x));
    }
    return out;
}

std::vector<std::string> card_effect_lines(const Content& c, const CardDef& d) {
    std::vector<std::string> out;
    for (const Function& f : d.functions) out.push_back(function_line(f));
    if (d.reaction) out.push_back("A reaction: played when one of your characters is attacked.");
    if (auto t = target_words(d.target); !t.empty()) out.push_back(t);
    if (d.has_stats) {
        out.push_back("Values: " + stats_line(d.stats) + ".");
        if (d.has_wounded) out.push_back("Wounded: " + stats_line(d.wounded) + ".");
    }
    if (!d.defeat.empty()) {
        std::string ways;
        for (std::size_t i = 0; i < d.defeat.size(); ++i) {
            const DefeatWay& w = d.defeat[i];
            std::string one = w.kind == DefeatWay::Kind::Pay ? "pay " + plural(w.cost, "dinar", "dinars")
                                                             : "a " + std::string(stat_name(w.stat)) + " check" +
                                                                   (w.mod ? " at " + signed_num(w.mod) : "");
            ways += (i == 0 ? "" : i + 1 == d.defeat.size() ? " or " : ", ") + one;
        }
        out.push_back("Overcome it with " + ways + ".");
    }
    if (!d.on_fail.empty()) out.push_back("A failed attempt: " + effects_words(d.on_fail) + ".");
    if (d.category == Category::Specific && !d.character.empty())
        if (auto sh = c.sheet(d.character)) out.push_back("Only for the player leading " + c.sheets[static_cast<std::size_t>(*sh)].name + ".");
    if (d.rounds > 0) out.push_back("Stays in play for " + plural(d.rounds, "round", "rounds") + ".");
    else if (d.this_turn) out.push_back("Stays in play until the end of the turn.");
    if (d.discard_after_use) out.push_back("Discarded once used.");
    return out;
}

std::vector<std::string> card_lines(const Content& c, const CardDef& d) {
    // What it does first (the side panel shows the first line), then what it costs.
    std::vector<std::string> out = card_effect_lines(c, d);
    if (out.empty()) out.push_back("No effect of its own.");
    std::string kind = std::string(card_type_name(d.type));
    if (!kind.empty()) kind[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kind[0])));
    if (!d.slot.empty()) kind += " (" + d.slot + ")";
    if (d.encounter_deck)
        kind += ", from the encounter deck, value " + std::to_string(d.value) + ": it counts " + std::to_string(d.value) +
                " against an indicator and pays " + plural(d.value, "dinar", "dinars") + " to whoever overcomes it.";
    else
        kind += d.cost > 0 ? ", costs " + plural(d.cost, "dinar", "dinars") + " to play." : ", free to play.";
    out.push_back(kind);
    if (d.carries > 0) out.push_back("It comes carrying " + plural(d.carries, "card", "cards") + " from the draw deck.");
    out.push_back(plural(d.count, "copy", "copies") + " in the game.");
    return out;
}

std::vector<std::string> creature_lines(const CreatureDef& d) {
    std::vector<std::string> out;
    if (d.rule) {
        std::string s = "A rule counter from creature indicator " + std::to_string(d.stack) + ":";
        if (d.draw > 0) s += " " + plural(d.draw, "more counter is", "more counters are") + " drawn.";
        if (d.banner) s += " Whoever defeats the creature it came with may place a banner on the indicator.";
        out.push_back(s);
        return out;
    }
    out.push_back("A creature from indicator " + std::to_string(d.stack) + ", worth " + plural(d.value, "dinar", "dinars") +
                  " to whoever defeats it.");
    out.push_back("Values: " + stats_line(d.stats) + ".");
    if (d.has_wounded) out.push_back("Wounded: " + stats_line(d.wounded) + ".");
    for (const Function& f : d.functions) out.push_back(function_line(f));
    return out;
}

const CardDef* card_named(const Content& c, const std::string& name) {
    for (const CardDef& d : c.cards)
        if (d.name == name) return &d;
    return nullptr;
}

}  // namespace olympus::cgs
