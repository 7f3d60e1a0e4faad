#include "microhero/describe.hpp"

#include "core/log_lines.hpp"
#include "microhero/board_view.hpp"

namespace olympus::microhero {

using tui::Inspection;

namespace {
std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}
const StanceSide& side_of(const State& s, const Stance& st, int side) {
    return s.cat->stances[static_cast<std::size_t>(st.def)].sides[static_cast<std::size_t>(side)];
}
std::string wound_discard(WoundDiscard w) {
    switch (w) {
        case WoundDiscard::Discard: return "goes to the discard pile like any card";
        case WoundDiscard::Exhaust: return "is exhausted (back to the Reserve's Wound stack)";
        case WoundDiscard::StayInDeck: return "stays in your deck";
        case WoundDiscard::ExtraWound: return "costs you another Wound at the Upkeep";
    }
    return "";
}
// What a played card adds this turn, naming only what it adds ("1 Attack and 2 XP").
std::string gives_line(const Totals& t) {
    std::vector<std::string> parts;
    if (t.attack) parts.push_back(std::to_string(t.attack) + " Attack");
    if (t.defense) parts.push_back(std::to_string(t.defense) + " Defense");
    if (t.xp) parts.push_back(std::to_string(t.xp) + " XP");
    const std::string out = and_list(parts);
    return "This turn it gives " + (out.empty() ? std::string("nothing") : out) + ".";
}
}  // namespace

std::string half_words(const Half& h) {
    std::string out;
    auto add = [&](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
    if (h.attack) add(std::to_string(h.attack) + " Attack");
    if (h.defense) add(std::to_string(h.defense) + " Defense");
    if (h.xp) add(std::to_string(h.xp) + " XP");
    if (h.draw) add("draw " + plural(h.draw, "card", "cards"));
    return out.empty() ? "nothing" : out;
}

Inspection describe_card(const State& s, const Card& c, int p, std::optional<std::size_t> played_at) {
    const CardDef& d = s.def(c);
    std::vector<std::string> lines;
    // The first line is what the card does now: a narrow screen shows only it.
    const bool plain_wound = d.type == CardType::Wound && d.base == Half{} && d.upgraded == Half{};
    if (plain_wound) {
        lines.push_back("A Wound: it gives nothing when played.");
    } else if (c.up) {
        lines.push_back("Upgraded: each trigger gives " + half_words(d.upgraded) + " (base: " + half_words(d.base) + ").");
    } else {
        lines.push_back("Each trigger gives " + half_words(d.base) + " (upgraded: " + half_words(d.upgraded) + ").");
    }
    switch (d.type) {
        case CardType::Technique: lines.push_back("A Technique."); break;
        case CardType::Blessing: {
            std::string from = d.trial >= 0 ? " from " + s.cat->trials[static_cast<std::size_t>(d.trial)].name : "";
            lines.push_back("A Blessing" + from + ".");
            break;
        }
        case CardType::Wound:
            if (!plain_wound) lines.push_back("A Wound.");
            break;
    }
    if (d.type == CardType::Wound && s.cfg.blood)
        lines.push_back("When discarded it " + wound_discard(d.on_discard[c.up ? 1 : 0]) + ".");
    if (played_at) {
        const Player& pl = s.players[static_cast<std::size_t>(p)];
        const std::size_t n = pl.played.size();
        Totals t = s.contribution(p, *played_at);
        lines.emplace_back();
        lines.push_back("In play, card " + std::to_string(*played_at + 1) + " of " + std::to_string(n) +
                        ": it triggers once, and again for every card played after it.");
        lines.push_back(gives_line(t));
        if (pl.supercharged == static_cast<int>(*played_at))
            lines.push_back("Supercharged: it counts twice, and is exhausted (back to the Reserve at its base level) "
                            "at the end of the turn.");
    } else if (d.type != CardType::Wound) {
        lines.push_back("Improving it costs " + std::to_string(s.cost_of(c)) + " XP.");
    }
    return {s.card_name(c), std::move(lines)};
}

Inspection describe_stance(const State& s, int p) {
    const Stance& st = s.players[static_cast<std::size_t>(p)].stance;
    const StanceSide& now = side_of(s, st, st.side);
    const StanceSide& other = side_of(s, st, 1 - st.side);
    const StanceDef& def = s.cat->stances[static_cast<std::size_t>(st.def)];
    std::vector<std::string> lines;
    lines.push_back(now.text);
    // The letter in the box's corner is this side's; say so where the box is read.
    const std::string letter = st.side == 0 ? "A" : "B";
    lines.push_back(def.name + (def.name.ends_with('s') ? "'" : "'s") + " Stance, side " + letter + " (the " + letter +
                    " in its corner; the other side is " + (st.side == 0 ? "B" : "A") + "), " +
                    (st.tapped ? "tapped: it has been used this turn." : "upright: s uses it."));
    if (st.pending) lines.push_back("Waiting: the next non-Wound card you play counts twice.");
    if (st.bonus) lines.push_back("This turn: +" + std::to_string(st.bonus) + " Attack and +" + std::to_string(st.bonus) + " Defense.");
    if (s.cfg.omphale || def.id == "omphale") {
        const int under = static_cast<int>(s.players[static_cast<std::size_t>(p)].under.size());
        if (under) lines.push_back(plural(under, "card is", "cards are") + " under the Stance until the round ends.");
    }
    lines.emplace_back();
    lines.push_back("The other side, " + other.name + ": " + other.text);
    return {"Stance: " + now.name, std::move(lines)};
}

Inspection describe_trial(const State& s) {
    if (s.trial < 0) return {};
    const TrialDef& t = s.cat->trials[static_cast<std::size_t>(s.trial)];
    std::vector<std::string> lines;
    lines.push_back(t.text);
    lines.push_back("Trial " + std::to_string(s.round) + " of 12. Attack " + std::to_string(s.trial_attack_now()) +
                    ", Defense " + std::to_string(s.trial_defense_now()) + ", Health " + std::to_string(s.t_health) +
                    " of " + std::to_string(s.t_health_start) + ".");
    if (const int strike = s.strike_attack(); strike >= 0 && strike != s.trial_attack_now())
        lines.push_back("As things stand it strikes with Attack " + std::to_string(strike) + " this turn.");
    if (s.cfg.players == 2)
        lines.push_back("In co-op it strikes each player with its full Attack: each of you needs Defense " +
                        std::to_string(s.trial_attack_now()) + " to block.");
    if (const int late = s.late_wounds(static_cast<int>(s.overcome.size())); late > 0)
        lines.push_back("The Labors grow deadlier: a failed block now costs " + std::to_string(late) +
                        (late == 1 ? " more Wound." : " more Wounds."));
    if (t.blessing >= 0) lines.push_back("Overcoming it gives the Blessing " + s.cat->card(t.blessing).name + ".");
    return {t.name, std::move(lines)};
}

Inspection describe_action(const State& s, const Action& a) {
    auto by_id = [&](const std::string& id) -> std::optional<Card> {
        const int i = s.cat->card_index(id);
        if (i < 0) return std::nullopt;
        return Card{-1, i, a.upgraded};
    };
    const int seat = a.seat >= 0 ? a.seat : s.actor;
    switch (a.kind) {
        case Action::Kind::Play: {
            const Player& pl = s.players[static_cast<std::size_t>(s.actor)];
            if (a.n >= 0 && a.n < static_cast<int>(pl.hand.size()))
                return describe_card(s, pl.hand[static_cast<std::size_t>(a.n)], s.actor);
            return {};
        }
        case Action::Kind::TapStance: return describe_stance(s, seat);
        case Action::Kind::Buy:
        case Action::Kind::PrepExhaust:
        case Action::Kind::PrepGain:
        case Action::Kind::PrepUpgrade:
            if (auto c = by_id(a.card)) {
                Inspection i = describe_card(s, *c, seat);
                i.lines.insert(i.lines.end(), {"", "This choice: " + action_label(s, a) + "."});
                return i;
            }
            return {};
        case Action::Kind::Upgrade:
        case Action::Kind::Anticipate: {
            const Player& pl = s.players[static_cast<std::size_t>(seat)];
            if (pl.discard.empty()) return {};
            Inspection i = describe_card(s, pl.discard.top(), seat);
            i.lines.insert(i.lines.end(), {"", "This choice: " + action_label(s, a) + "."});
            return i;
        }
        case Action::Kind::Defend: {
            int total = 0;
            for (int p = 0; p < s.cfg.players; ++p) total += s.totals(p).defense;
            const int atk = s.trial_attack_now();
            return {"Sharing the Defense",
                    {"The team's Defense, " + std::to_string(total) + ", is shared between you. The Trial strikes "
                     "each player with its full Attack, " + std::to_string(atk) + ": a player whose share is " +
                     std::to_string(atk) + " or more blocks it, a player below takes a Wound.",
                     "This choice: P1 gets " + std::to_string(a.n) + ", P2 gets " +
                         std::to_string(total - a.n) + "."}};
        }
        case Action::Kind::HealthCard: {
            const int i = s.cat->health_card_index(a.card);
            if (i < 0) return {};
            const HealthCardDef& h = s.cat->health_cards[static_cast<std::size_t>(i)];
            return {h.name, {h.text}};
        }
        case Action::Kind::EndPlanning:
        case Action::Kind::EndImprovement:
        case Action::Kind::PrepShield: return {};
    }
    return {};
}

}  // namespace olympus::microhero
