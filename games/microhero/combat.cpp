// 4. Attack Phase, 5. Defense Phase, and the Trials' special abilities (the effect vocabulary).
#include "microhero/state.hpp"

namespace olympus::microhero {

std::vector<int> State::active_trials() const {
    std::vector<int> out;
    if (trial >= 0) out.push_back(trial);
    for (const auto& l : lingering) out.push_back(l.trial);
    return out;
}

int State::static_sum(Effect e) const {
    int sum = 0;
    for (int t : active_trials())
        for (const auto& a : cat->trials[static_cast<std::size_t>(t)].abilities)
            if (a.when == Trigger::Static && a.effect == e) sum += a.amount;
    return sum;
}

int State::max_damage() const {
    int cap = -1;
    for (int t : active_trials())
        for (const auto& a : cat->trials[static_cast<std::size_t>(t)].abilities)
            if (a.when == Trigger::Static && a.effect == Effect::MaxDamage) cap = cap < 0 ? a.amount : std::min(cap, a.amount);
    return cap;
}

int State::trial_attack_at(int attack, int health) const {
    int bonus = 0;
    if (cfg.calm && health_card >= 0)
        bonus = cat->health_cards[static_cast<std::size_t>(health_card)].bonus(health).first;
    return std::max(0, attack + bonus);
}

int State::trial_attack_now() const { return trial_attack_at(t_attack, t_health); }

namespace {
// What one Trial ability does to the Trial's values: the single rule for the engine (fire) and
// the forecast (strike_attack). True when it changed one of them.
bool change_values(const Ability& a, int& attack, int& defense, int& health, int health_start) {
    switch (a.effect) {
        case Effect::Attack: attack = std::max(0, attack + a.amount); return true;
        case Effect::Defense: defense = std::max(1, defense + a.amount); return true;
        case Effect::Heal: health = std::min(health_start, health + a.amount); return true;
        default: return false;
    }
}

// A Trial ability's change to the Trial in play, as the log says it: "Cerberus gains 1 Attack,
// now 13", or, from a Trial still in play after its round (Heroic, Mythic), "Cerberus gives
// Lernaean Hydra 1 Attack, now 7". `what` is "Attack" or "Defense".
std::string value_line(const std::string& source, const std::string& target, const char* what, int before, int after) {
    const std::string n = std::to_string(after > before ? after - before : before - after);
    const std::string now = ", now " + std::to_string(after);
    if (after == before) return target + " stays at " + what + " " + std::to_string(after);
    if (source == target) return source + (after > before ? " gains " : " loses ") + n + " " + what + now;
    return after > before ? source + " gives " + target + " " + n + " " + what + now
                          : source + " takes " + n + " " + what + " from " + target + now;
}
}  // namespace

int State::health_lost_to(int attack) const {
    // One Health per full multiple of the Trial's Defense; the rest is lost.
    int lost = attack / trial_defense_now();
    const int cap = max_damage();
    if (cap >= 0 && lost > cap) lost = cap;
    return lost;
}

int State::strike_attack() const {
    if (trial < 0) return -1;
    if (phase != Phase::Planning && phase != Phase::Improvement) return trial_attack_now();
    int attack = 0;
    for (int p = 0; p < cfg.players; ++p) attack += totals(p).attack;
    const int lost = health_lost_to(attack);
    int atk = t_attack, dfn = t_defense, health = t_health - lost;
    if (health <= 0) return -1;  // overcome: nothing strikes
    const Trigger t = lost > 0 ? Trigger::HealthLost : Trigger::NoHealthLost;
    for (int ti : active_trials())
        for (const auto& a : cat->trials[static_cast<std::size_t>(ti)].abilities)
            if (a.when == t) change_values(a, atk, dfn, health, t_health_start);
    return trial_attack_at(atk, health);
}

int State::trial_defense_now() const {
    int bonus = 0;
    if (cfg.calm && health_card >= 0)
        bonus = cat->health_cards[static_cast<std::size_t>(health_card)].bonus(t_health).second;
    return std::max(1, t_defense + bonus);
}

// Runs every active Trial ability with this trigger; p is the player concerned (for Wounds).
void State::fire(Trigger t, int p) {
    for (int ti : active_trials()) {
        const TrialDef& td = cat->trials[static_cast<std::size_t>(ti)];
        const std::string& in_play = trial >= 0 ? cat->trials[static_cast<std::size_t>(trial)].name : td.name;
        for (const auto& a : td.abilities) {
            if (a.when != t || result != 0) continue;
            const int health_before = t_health, attack_before = t_attack, defense_before = t_defense;
            change_values(a, t_attack, t_defense, t_health, t_health_start);
            switch (a.effect) {
                case Effect::Attack:
                    note(value_line(td.name, in_play, "Attack", attack_before, t_attack));
                    break;
                case Effect::Defense:
                    note(value_line(td.name, in_play, "Defense", defense_before, t_defense));
                    break;
                case Effect::Heal:
                    if (t_health != health_before) {
                        const std::string n = std::to_string(t_health - health_before);
                        note(ti == trial ? td.name + " recovers " + n + " Health" : td.name + " restores " + n + " Health to " + in_play);
                    }
                    break;
                case Effect::Wound:
                    note(td.name + (a.amount == 1 ? std::string(" deals one more Wound") : " deals " + std::to_string(a.amount) + " more Wounds"));
                    for (int k = 0; k < a.amount; ++k)
                        if (!add_wound(p)) return;
                    break;
                default: break;  // static effects are read where they apply
            }
        }
    }
}

// Puts the top Wound of the Reserve on p's discard pile; when none is left the game is lost.
bool State::add_wound(int p) {
    if (wounds.empty()) {
        result = -1;
        phase = Phase::Over;
        ++turns_total;  // the turn that was lost was played: a defeat in turn 1 is 1 turn played
        note("A Wound is due but none is left in the Reserve, so the campaign is lost");
        return false;
    }
    Card w = *wounds.draw();
    players[static_cast<std::size_t>(p)].discard.put_top(w);
    note((cfg.players == 2 ? "P" + std::to_string(p + 1) + " takes a " : "You take a ") + card_name(w) + "; " +
         std::to_string(wounds.size()) + " left");
    return true;
}

bool State::attack_phase() {
    int attack = 0;
    for (int p = 0; p < cfg.players; ++p) attack += totals(p).attack;
    const int def = trial_defense_now();
    const int lost = health_lost_to(attack);
    const std::string& name = cat->trials[static_cast<std::size_t>(trial)].name;
    if (lost > 0) {
        t_health -= lost;
        note("Attack " + std::to_string(attack) + " against Defense " + std::to_string(def) + " costs " + name + " " +
             std::to_string(lost) + " Health; " + std::to_string(std::max(0, t_health)) + " left");
        if (t_health <= 0) {
            win_round();
            return true;
        }
        fire(Trigger::HealthLost, 0);
    } else {
        note("Attack " + std::to_string(attack) + " against Defense " + std::to_string(def) + " costs " + name +
             " no Health");
        fire(Trigger::NoHealthLost, 0);
    }
    return false;
}

// defense[p] is the Defense each player meets the Trial's attack with (co-op: after the split).
void State::defense_phase(const std::vector<int>& defense) {
    const int atk = trial_attack_now();  // each player meets the same, full Attack
    for (int p = 0; p < cfg.players && result == 0; ++p) {
        Player& pl = players[static_cast<std::size_t>(p)];
        int d = defense[static_cast<std::size_t>(p)];
        const bool coop = cfg.players == 2;
        const std::string who = coop ? "P" + std::to_string(p + 1) : "You";
        const std::string owner = coop ? who + "'s" : "Your";
        if (cfg.athena) {
            if (d >= atk) {
                int add = std::min(cat->shield_max - pl.shield, d - atk);
                if (add > 0) {
                    pl.shield += add;
                    note(owner + " Shield of Athena gains " + std::to_string(add) + ", to " + std::to_string(pl.shield));
                }
            } else if (pl.shield > 0) {
                // Must be spent, even when it is not enough.
                int spend = std::min(pl.shield, atk - d);
                pl.shield -= spend;
                d += spend;
                note(owner + " Shield of Athena spends " + std::to_string(spend));
            }
        }
        if (d >= atk) {
            note(who + (coop ? " blocks" : " block") + " (Defense " + std::to_string(d) + " against Attack " + std::to_string(atk) + ")");
            fire(Trigger::Blocked, p);
        } else {
            const int late = late_wounds(static_cast<int>(overcome.size()));
            int n = (cfg.blood ? atk - d : 1) + late;
            note(who + (coop ? " fails" : " fail") + " to block (Defense " + std::to_string(d) + " against Attack " + std::to_string(atk) + ")");
            if (late > 0)
                note("The Labors grow deadlier and deal " + std::to_string(late) + (late == 1 ? " more Wound" : " more Wounds"));
            bool alive = true;
            for (int k = 0; k < n && alive; ++k) alive = add_wound(p);
            if (alive) fire(Trigger::Wounded, p);
        }
    }
    if (result != 0) return;
    ++t_attack;  // after every Defense Phase
    note(cat->trials[static_cast<std::size_t>(trial)].name + " gains 1 Attack at the end of the turn, now " +
         std::to_string(t_attack));
    fire(Trigger::TurnEnd, 0);
    if (result != 0) return;
    upkeep();
}

}  // namespace olympus::microhero
