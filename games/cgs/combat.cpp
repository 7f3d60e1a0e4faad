// D3.1: an attack rolled with the action die (B4.1), support (D3.2), wounds and defeat, the
// counter-attack, rewards (D3.4); creatures' own attacks (D2.4, D4, conditional functions).
#include <algorithm>

#include "cgs/rules.hpp"
#include "core/dice.hpp"

namespace olympus::cgs {

void Rules::queue(State& s, Attack a, bool front) {
    if (front)
        s.attacks_.insert(s.attacks_.begin(), std::move(a));
    else
        s.attacks_.push_back(std::move(a));
}

int Rules::best_way(const State& s, const Piece& a, const Piece& d) {
    // The way with the better chance: the smaller gap between defence and attack value.
    int best = -1, gap = 0;
    for (int way : {0, 1}) {
        if (!s.can_attack(a, d, way == 1)) continue;
        const int g = s.defence_against(d, way == 1) - s.value(a, way ? Stat::Ranged : Stat::Melee, way ? Vs::Ranged : Vs::Melee);
        if (best < 0 || g < gap) {
            best = way;
            gap = g;
        }
    }
    return best;
}

void Rules::roll(State& s) {
    const Attack a = s.attacks_.front();
    s.attacks_.erase(s.attacks_.begin());
    const Piece& att = *s.piece_by_uid(a.attacker);
    const Piece& def = *s.piece_by_uid(a.defender);
    const Vs vs = a.ranged ? Vs::Ranged : Vs::Melee;
    const int value = s.value(att, a.ranged ? Stat::Ranged : Stat::Melee, vs);
    // D3.21: +1 for every supporter still able to attack the target.
    int support = 0;
    if (!a.counter)
        for (std::int16_t u : a.support)
            if (const Piece* sp = s.piece_by_uid(u);
                sp && (s.can_attack(*sp, def, false) || s.can_attack(*sp, def, true)))
                ++support;
    const int defence = s.defence_against(def, a.ranged) + a.bonus;
    const ActionDieFace die = roll_action_die(s.rng_);
    // Each number named where it comes from: the attacker's cards, the roll, support, the
    // defender's cards, the forest, a reaction; then a sentence says what came of it.
    std::string aw = s.value_words(att, a.ranged ? Stat::Ranged : Stat::Melee, vs);
    if (auto eq = aw.rfind(" = "); eq != std::string::npos) aw.erase(eq);  // the sum with the die says it
    // An attack was said when declared ("Hercules attacks Xena in melee."), so its roll names the
    // way in the numbers; a counter-attack is said here first.
    const std::string way = a.ranged ? "ranged " : "melee ";
    std::string line = a.counter ? called(s, att) + " counter-attacks " + called(s, def) + (a.ranged ? " at range: " : " in melee: ") + aw
                                 : called(s, att) + " rolls for the attack on " + called(s, def) + ": " + way + aw;
    bool hit_it = false;
    if (die.logo) {
        // B4.1: the logo is an automatic success.
        hit_it = true;
        line += ", and the die shows the logo, which always hits. " + called(s, def) + " is hit.";
    } else {
        const int total = die.value + value + support;
        hit_it = total > defence;
        std::string dw = s.defence_words(def, a.ranged);
        if (a.bonus) {
            if (auto eq = dw.rfind(" = "); eq != std::string::npos) dw.erase(eq);
            dw += (a.bonus > 0 ? " +" : " ") + std::to_string(a.bonus) + " (reaction) = " + std::to_string(defence);
        }
        line += " + a roll of " + std::to_string(die.value) + (support ? " + support " + std::to_string(support) : "") + " = " +
                std::to_string(total) + " against defence " + dw + ". " + called(s, def) + (hit_it ? " is hit." : " holds.");
    }
    log(s, line);
    bool defeated = false;
    if (hit_it) defeated = hit(s, a.defender, a.attacker);
    // D3.11: a defender not defeated strikes back once, without support; no counter to a counter.
    if (!defeated && !a.counter) {
        const Piece* d2 = s.piece_by_uid(a.defender);
        const Piece* a2 = s.piece_by_uid(a.attacker);
        if (d2 && a2) {
            const int way = best_way(s, *d2, *a2);
            if (way >= 0) {
                Attack c;
                c.attacker = a.defender;
                c.defender = a.attacker;
                c.ranged = way == 1;
                c.counter = true;
                queue(s, c, true);
            }
        }
    }
}

bool Rules::hit(State& s, int target_uid, int by_uid) {
    Piece* t = find(s, target_uid);
    if (!t) return false;
    bool has_wounded = false;
    switch (t->kind) {
        case PieceKind::Main: has_wounded = s.content().sheets[static_cast<std::size_t>(t->def)].has_wounded; break;
        case PieceKind::Ally:
        case PieceKind::Creature: has_wounded = s.content().card_def(t->def).has_wounded; break;
        case PieceKind::Counter: has_wounded = s.content().creatures[static_cast<std::size_t>(t->def)].has_wounded; break;
    }
    if (!t->wounded && has_wounded) {
        t->wounded = true;  // turned to its wounded side
        log(s, called(s, *t) + " is wounded.");
        return false;
    }
    log(s, called(s, *t) + " is defeated.");
    const Piece* by = find(s, by_uid);
    const int by_seat = by && is_character(by->kind) ? by->seat : -1;
    switch (t->kind) {
        case PieceKind::Main: {
            // D3.11: a defeated main character goes back, unwounded, to its base camp.
            t->wounded = false;
            t->cell = s.teams_[static_cast<std::size_t>(s.team_of(t->seat))].camp;
            t->moved = true;
            if (s.mover_ == t->uid) s.mover_ = -1;
            log(s, called(s, *t) + " returns to " + where(s, t->cell) + ".");
            return true;
        }
        case PieceKind::Ally: {
            // D3.11: the character card and what lay on it go to the discard pile.
            for (const Attached& at : t->cards) discard(s, at.card);
            discard(s, t->def);
            remove_piece(s, target_uid);
            return true;
        }
        case PieceKind::Counter: {
            const CreatureDef& d = s.content().creatures[static_cast<std::size_t>(t->def)];
            const CellId home = t->home;
            bool lair = false;
            for (std::int16_t r : t->rules) lair |= s.content().creatures[static_cast<std::size_t>(r)].banner;
            // The counter and its rule counters go back into their stack (D2.34).
            auto& stack = s.stacks_.at(static_cast<std::size_t>(d.stack));
            stack.put_top(static_cast<std::int16_t>(t->def));
            for (std::int16_t r : t->rules) s.stacks_.at(static_cast<std::size_t>(s.content().creatures[static_cast<std::size_t>(r)].stack)).put_top(r);
            for (const Attached& at : t->cards) discard(s, at.card);
            remove_piece(s, target_uid);
            stack.shuffle(s.rng_);
            if (by_seat >= 0) {
                gain(s, by_seat, d.value);  // D3.41
                log(s, "P" + std::to_string(by_seat + 1) + " takes " + dinars(d.value) + " for the " + d.name + ".");
                defeats_creature(s, by_uid);
                if (lair && home >= 0) {
                    // D2.34: the banner stays until another player can place one here.
                    s.banners_[static_cast<std::size_t>(home)] = static_cast<std::int8_t>(s.team_of(by_seat));
                    log(s, "P" + std::to_string(by_seat + 1) + " places a banner on the lair on " + where(s, home) + ".");
                }
            }
            return true;
        }
        case PieceKind::Creature: {
            const CellId home = t->home;
            const CellId where = t->cell;
            std::vector<Attached> loot = t->cards;
            remove_piece(s, target_uid);
            // D3.42: its equipment may go to a character of the victor's in the same or a
            // neighbouring hex (the victor first).
            for (const Attached& at : loot) {
                Piece* to = nullptr;
                if (by_seat >= 0) {
                    Piece* v = find(s, by_uid);
                    if (v && (v->cell == where || s.map_.adjacent(v->cell, where))) to = v;
                    for (Piece& q : s.pieces_)
                        if (!to && q.seat == by_seat && is_character(q.kind) && (q.cell == where || s.map_.adjacent(q.cell, where)))
                            to = &q;
                }
                if (to) {
                    Attached moved;
                    moved.card = at.card;
                    log(s, called(s, *to) + " takes " + card_name(s, at.card) + ".");
                    attach(s, *to, moved);
                } else {
                    discard(s, at.card);
                }
            }
            if (by_seat >= 0) defeats_creature(s, by_uid);
            if (by_seat >= 0 && home >= 0)
                site_beaten(s, home, by_uid);
            else if (home >= 0) {
                Site& site = site_at(s, home);
                if (site.current >= 0) discard(s, site.current);
                site.current = -1;
                site.creature = -1;
            }
            return true;
        }
    }
    return true;
}

void Rules::near_triggers(State& s, const Piece& p) {
    if (!is_character(p.kind)) return;
    for (const Piece& c : s.pieces_) {
        if (is_character(c.kind) || (c.cell != p.cell && !s.map_.adjacent(c.cell, p.cell))) continue;
        const std::vector<Function>& fs = c.kind == PieceKind::Counter
                                              ? s.content().creatures[static_cast<std::size_t>(c.def)].functions
                                              : s.content().card_def(c.def).functions;
        for (const Function& f : fs) {
            if (f.mark != Mark::Conditional || f.when != When::Near) continue;
            // B6.13: a creature must use a conditional function whenever it can.
            log(s, called(s, c) + " swoops on " + called(s, p) + ".");
            Attack a;
            a.attacker = c.uid;
            a.defender = p.uid;
            a.creature_chooses = true;
            queue(s, a);
        }
    }
}

void Rules::creature_heals(State& s) {
    std::vector<int> heal;
    for (const Piece& c : s.pieces_) {
        if (c.kind != PieceKind::Counter && c.kind != PieceKind::Creature) continue;
        const std::vector<Function>& fs = c.kind == PieceKind::Counter
                                              ? s.content().creatures[static_cast<std::size_t>(c.def)].functions
                                              : s.content().card_def(c.def).functions;
        for (const Function& f : fs)
            if (f.mark == Mark::Conditional && f.when == When::TurnStart) heal.push_back(c.uid);
    }
    for (int uid : heal) {
        const Piece* c = find(s, uid);
        if (!c) continue;
        for (const Function& f : (c->kind == PieceKind::Counter ? s.content().creatures[static_cast<std::size_t>(c->def)].functions
                                                                 : s.content().card_def(c->def).functions))
            if (f.mark == Mark::Conditional && f.when == When::TurnStart) effects(s, f.effects, -1, uid, -1);
    }
}

}  // namespace olympus::cgs
