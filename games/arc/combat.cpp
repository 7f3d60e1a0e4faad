// How to attack: A, the attacker taps attackers; B, the defender assigns blockers (several may
// block one attacker); C, one combat card each, defender first; D, what happens; E, end of turn.
#include <algorithm>
#include <set>

#include "arc/rules.hpp"

namespace olympus::arc {

void Writer::declare(std::uint16_t uid) {
    if (b.step == Step::Main) {
        w.step = Step::Declare;
        w.combat = Combat{};
        w.combat.defender = static_cast<std::int8_t>(left_of(b.active));
        w.resource_step = false;
        log(seat_name(b.active) + " attacks " + seat_name(b.combat.defender));
    }
    Unit* u = unit_mut(uid);
    u->tapped = true;
    w.combat.attackers.push_back(uid);
    log(unit_said(b.active, *u) + " attacks");
}

void Writer::end_declare() {
    for (std::uint16_t uid : b.combat.attackers)
        if (const Unit* u = unit(uid)) fire(b.active, *u, Trigger::Attacks);
    w.step = Step::Block;
}

std::vector<Action> Reader::block_actions() const {
    std::vector<Action> out;
    const int att = b.active, dfd = b.combat.defender;
    if (dfd < 0) return out;
    for (std::uint16_t a : b.combat.attackers) {
        const Unit* ua = unit(a);
        if (!ua || removed(a)) continue;
        for (const Unit& bl : b.p[static_cast<std::size_t>(dfd)].characters)
            if (can_block(dfd, bl, att, *ua)) out.push_back(Action::block(unit_ref(att, *ua), unit_ref(dfd, bl)));
    }
    out.push_back(Action::done());
    return out;
}

void Writer::end_block() {
    const int dfd = b.combat.defender;
    std::set<std::uint16_t> blocked;
    for (const BlockPair& p : b.combat.blocks) {
        if (const Unit* u = unit(p.blocker)) fire(dfd, *u, Trigger::Blocks);
        blocked.insert(p.attacker);
    }
    if (b.combat.blocks.empty()) log(seat_name(dfd) + " does not block");
    for (std::uint16_t a : b.combat.attackers)
        if (blocked.count(a))
            if (const Unit* u = unit(a)) fire(b.active, *u, Trigger::Blocked);
    w.step = Step::DefenderCombat;
}

std::vector<Action> Reader::combat_card_actions(int seat) const {
    std::vector<Action> out;
    const Player& p = b.p[static_cast<std::size_t>(seat)];
    std::set<CardId> ids;
    for (const Card& c : p.hand)
        if (c.id != kUnknown && def(c.id).type == CardType::Combat) ids.insert(c.id);
    for (CardId id : ids) {
        const CardDef& c = def(id);
        if (c.when == CombatSide::Attacking && seat != b.active) continue;
        if (c.when == CombatSide::Defending && seat != b.combat.defender) continue;
        if (!has_targets(probe(seat, id, 0, -1, true))) continue;
        for (const std::string& pay : payments(seat, c)) out.push_back(Action::play(c.name, pay));
    }
    out.push_back(Action::pass());
    return out;
}

namespace {
// The attacker's power, its blockers still fighting and the power of those already picked.
struct KillSpot {
    int power = 0;
    std::vector<std::uint16_t> blockers;
    int doomed_power = 0;
};
KillSpot kill_spot(const Reader& r, std::uint16_t att) {
    KillSpot k;
    const Unit* u = r.unit(att);
    if (!u || r.removed(att)) return k;
    k.power = r.power(r.b.active, *u);
    k.blockers = r.blockers_of(att);
    for (std::uint16_t bl : k.blockers)
        if (std::find(r.b.combat.doomed.begin(), r.b.combat.doomed.end(), bl) != r.b.combat.doomed.end())
            k.doomed_power += r.power(r.b.combat.defender, *r.unit(bl));
    return k;
}
bool is_doomed(const Reader& r, std::uint16_t uid) {
    return std::find(r.b.combat.doomed.begin(), r.b.combat.doomed.end(), uid) != r.b.combat.doomed.end();
}
}  // namespace

// Several blockers on one attacker: its controller picks any of them whose powers together do not
// exceed its own. A single blocker needs no choice (the weaker is discarded), nor do blockers that
// all fit (all are discarded), nor blockers of which none fits.
bool Reader::kill_choice_open() const {
    if (b.step != Step::Discard || b.combat.kill_index >= b.combat.attackers.size()) return false;
    KillSpot k = kill_spot(*this, b.combat.attackers[b.combat.kill_index]);
    if (k.blockers.size() < 2) return false;
    int total = 0;
    for (std::uint16_t bl : k.blockers) total += power(b.combat.defender, *unit(bl));
    if (total <= k.power) return false;
    for (std::uint16_t bl : k.blockers)
        if (!is_doomed(*this, bl) && k.doomed_power + power(b.combat.defender, *unit(bl)) <= k.power) return true;
    return false;
}

std::vector<Action> Reader::kill_actions() const {
    std::vector<Action> out;
    if (!kill_choice_open()) return out;
    KillSpot k = kill_spot(*this, b.combat.attackers[b.combat.kill_index]);
    for (std::uint16_t bl : k.blockers) {
        const Unit* u = unit(bl);
        if (!is_doomed(*this, bl) && k.doomed_power + power(b.combat.defender, *u) <= k.power)
            out.push_back(Action::discard(unit_ref(b.combat.defender, *u)));
    }
    out.push_back(Action::done());
    return out;
}

void Writer::resolve_combat() {
    const int att = b.active, dfd = b.combat.defender;
    struct Hit {
        std::uint16_t attacker;
        int n;
    };
    std::vector<Hit> hits;
    std::vector<std::pair<int, std::uint16_t>> dead;
    std::vector<std::uint16_t> unblocked, winners;
    for (std::uint16_t a : b.combat.attackers) {
        const Unit* ua = unit(a);
        if (!ua || removed(a)) continue;
        const CardDef& ca = def(ua->id);
        const int A = power(att, *ua);
        if (!ever_blocked(a)) {
            hits.push_back({a, unblocked_discard(*ua, A, dfd)});
            unblocked.push_back(a);
            continue;
        }
        auto bl = blockers_of(a);
        if (bl.empty()) continue;  // its blockers left combat: it stays blocked and does nothing
        int S = 0;
        for (std::uint16_t x : bl) S += power(dfd, *unit(x));
        const bool a_dies = S >= A;
        std::vector<std::uint16_t> killed;
        if (bl.size() == 1) {
            if (power(dfd, *unit(bl[0])) <= A) killed.push_back(bl[0]);
        } else if (S <= A) {
            killed = bl;
        } else {
            for (std::uint16_t x : bl)
                if (is_doomed(*this, x)) killed.push_back(x);
        }
        if (a_dies) dead.emplace_back(att, a);
        for (std::uint16_t x : killed) dead.emplace_back(dfd, x);
        if (ca.has_static(StaticKind::Trample) && S < A) hits.push_back({a, A - S});
        if (!a_dies && !killed.empty()) winners.push_back(a);
        for (std::uint16_t x : bl)
            if (a_dies && std::find(killed.begin(), killed.end(), x) == killed.end()) winners.push_back(x);
    }
    for (const Hit& h : hits) {
        if (over() || !alive(dfd)) break;
        // A hit for nothing (a power of 0 or less) is no event.
        if (h.n > 0)
            log(unit_said(att, *unit(h.attacker)) + " discards " + std::to_string(h.n) + (h.n == 1 ? " card" : " cards") + " from " +
                seat_name(dfd) + "'s deck");
        mill(dfd, h.n);
    }
    if (over() || b.step != Step::Discard) return;  // the defender is out: the attack is over
    for (auto [s, uid] : dead) discard_unit(s, uid);
    for (std::uint16_t a : unblocked)
        if (const Unit* u = unit(a)) fire(att, *u, Trigger::Unblocked);
    for (std::uint16_t x : winners) {
        int owner = -1;
        if (const Unit* u = unit(x, &owner)) fire(owner, *u, Trigger::Wins);
    }
    end_combat();
    w.step = Step::End;
}

void Writer::end_combat() {
    for (int s = 0; s < b.players; ++s)
        for (Unit& u : pl(s).characters) u.pump_combat = 0;
    w.combat = Combat{};
}

}  // namespace olympus::arc
