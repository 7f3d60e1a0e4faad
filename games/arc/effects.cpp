// The ability vocabulary, implemented once: power with its static changes, target filters, the
// questions a card asks, and each effect verb. Cards (data/arc/*.json) only combine these.
#include <algorithm>
#include <stdexcept>
#include <utility>
#include <vector>

#include "arc/rules.hpp"

namespace olympus::arc {

// ---- units ----

const Unit* Reader::unit(std::uint16_t uid, int* owner) const {
    if (uid == 0) return nullptr;
    for (int s = 0; s < b.players; ++s)
        for (const Unit& u : b.p[static_cast<std::size_t>(s)].characters)
            if (u.uid == uid) {
                if (owner) *owner = s;
                return &u;
            }
    return nullptr;
}

Unit* Writer::unit_mut(std::uint16_t uid, int* owner) {
    return const_cast<Unit*>(unit(uid, owner));
}

bool Reader::attacking(std::uint16_t uid) const {
    return std::find(b.combat.attackers.begin(), b.combat.attackers.end(), uid) != b.combat.attackers.end();
}
bool Reader::blocking(std::uint16_t uid) const {
    return std::any_of(b.combat.blocks.begin(), b.combat.blocks.end(), [&](const BlockPair& p) { return p.blocker == uid; });
}
bool Reader::removed(std::uint16_t uid) const {
    return std::find(b.combat.removed.begin(), b.combat.removed.end(), uid) != b.combat.removed.end();
}
bool Reader::ever_blocked(std::uint16_t attacker) const {
    return std::any_of(b.combat.blocks.begin(), b.combat.blocks.end(), [&](const BlockPair& p) { return p.attacker == attacker; });
}
std::vector<std::uint16_t> Reader::blockers_of(std::uint16_t attacker) const {
    std::vector<std::uint16_t> out;
    for (const BlockPair& p : b.combat.blocks)
        if (p.attacker == attacker && unit(p.blocker) && !removed(p.blocker)) out.push_back(p.blocker);
    return out;
}
std::uint16_t Reader::blocked_attacker(std::uint16_t blocker) const {
    for (const BlockPair& p : b.combat.blocks)
        if (p.blocker == blocker) return p.attacker;
    return 0;
}
bool Reader::versus(std::uint16_t a, std::uint16_t c) const {
    if (!in_combat(a) || !in_combat(c)) return false;
    for (const BlockPair& p : b.combat.blocks)
        if ((p.blocker == a && p.attacker == c) || (p.blocker == c && p.attacker == a)) return true;
    return false;
}

int Reader::power(int seat, const Unit& u) const {
    return power_if(seat, u, in_combat(u.uid) && attacking(u.uid), in_combat(u.uid) && blocking(u.uid));
}

int Reader::power_if(int seat, const Unit& u, bool att, bool blk) const {
    const CardDef& c = def(u.id);
    int p = c.power + u.pump_combat + u.pump_turn;
    auto applies = [&](While wh) { return wh == While::Always || (wh == While::Attacking && att) || (wh == While::Blocking && blk); };
    for (const Ability& a : c.abilities)
        if (a.kind == Ability::Kind::Static && a.stat == StaticKind::Power && applies(a.while_)) p += a.n;
    for (const Unit& o : b.p[static_cast<std::size_t>(seat)].characters) {
        if (o.uid == u.uid) continue;
        for (const Ability& a : def(o.id).abilities)
            if (a.kind == Ability::Kind::Static && a.stat == StaticKind::Lord && applies(a.while_) && card_matches(a.filter, u.id))
                p += a.n;
    }
    return std::max(0, p);
}

int Reader::ward(int seat) const {
    int n = 0;
    for (const Unit& u : b.p[static_cast<std::size_t>(seat)].characters)
        if (const Ability* a = def(u.id).find_static(StaticKind::Ward)) n += a->n;
    return n;
}

int Reader::unblocked_discard(const Unit& u, int power, int defender) const {
    const Ability* bonus = def(u.id).find_static(StaticKind::UnblockedBonus);
    return std::max(0, power + (bonus ? bonus->n : 0) - (defender >= 0 ? ward(defender) : 0));
}

bool Reader::can_attack(int seat, const Unit& u) const {
    return seat == b.active && !u.tapped && !attacking(u.uid) && !def(u.id).has_static(StaticKind::CantAttack);
}

bool Reader::can_block(int def_seat, const Unit& blocker, int att_seat, const Unit& attacker) const {
    if (blocker.tapped || blocking(blocker.uid) || (blocker.marks & kNoBlock)) return false;
    if (def(blocker.id).has_static(StaticKind::CantBlock)) return false;
    if (attacker.marks & kUnblockable) return false;
    if (!attacking(attacker.uid) || removed(attacker.uid)) return false;
    if (att_seat != right_of(def_seat)) return false;
    if (const Ability* a = def(attacker.id).find_static(StaticKind::Blockers)) {
        Task t;
        t.controller = static_cast<std::int8_t>(att_seat);
        t.source = attacker.id;
        t.source_uid = attacker.uid;
        if (!unit_matches(t, a->filter, def_seat, blocker)) return false;
    }
    return true;
}

bool Reader::unique_in_play(CardId id) const {
    for (const Player& p : b.p)
        for (const Unit& u : p.characters)
            if (u.id == id) return true;
    return false;
}

// ---- names ----

namespace {
// How many characters in a row are the same card as `u`, and which of them (from 1, left to right)
// it is: the count that tells copies of one card apart in menus and in the log.
std::pair<int, int> copies_of(const std::vector<Unit>& chars, const Unit& u) {
    int same = 0, k = 0;
    for (const Unit& o : chars)
        if (o.id == u.id) {
            ++same;
            if (o.uid == u.uid) k = same;
        }
    return {same, k};
}
}  // namespace

std::string Reader::unit_ref(int seat, const Unit& u) const {
    const auto [same, k] = copies_of(b.p[static_cast<std::size_t>(seat)].characters, u);
    return same > 1 ? def(u.id).name + " #" + std::to_string(k) : def(u.id).name;
}

std::string Reader::unit_option(int seat, const Unit& u) const { return unit_ref(seat, u) + " of " + seat_name(seat); }

std::string Reader::unit_said(int seat, const Unit& u, bool own) const {
    const auto [same, k] = copies_of(b.p[static_cast<std::size_t>(seat)].characters, u);
    const std::string& name = def(u.id).name;
    if (same < 2 || k < 1) return own ? name : name + " of " + seat_name(seat);
    static const char* const kOrdinal[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};
    const std::string nth = k <= 10 ? kOrdinal[k - 1] : "number " + std::to_string(k);
    return (own ? "the " : seat_name(seat) + "'s ") + nth + " " + name;
}

std::uint16_t Reader::find_ref(int seat, const std::string& ref) const {
    std::string name = ref;
    int k = 1;
    auto hash = ref.rfind(" #");
    if (hash != std::string::npos) {
        try {
            k = std::stoi(ref.substr(hash + 2));
        } catch (...) {
            return 0;
        }
        name = ref.substr(0, hash);
    }
    auto id = db.find(name);
    if (!id) return 0;
    int seen = 0;
    for (const Unit& u : b.p[static_cast<std::size_t>(seat)].characters)
        if (u.id == *id && ++seen == k) return u.uid;
    return 0;
}

std::string Reader::option_text(const Option& o) const {
    switch (o.kind) {
        case Option::Kind::Unit: {
            int owner = -1;
            const Unit* u = unit(o.uid, &owner);
            return u ? unit_option(owner, *u) : "?";
        }
        case Option::Kind::Player: return seat_name(o.seat);
        case Option::Kind::Card: return def(o.card).name;
        case Option::Kind::None: return "none";
    }
    return "?";
}

std::string Reader::task_name(const Task& t) const { return def(t.source).name + " of " + seat_name(t.controller); }

// ---- targets ----

const std::vector<Effect>& Reader::effects_of(const Task& t) const {
    const CardDef& c = def(t.source);
    return t.list < 0 ? c.effects : c.abilities[static_cast<std::size_t>(t.list)].effects;
}

bool Reader::needs_opponent(const Task& t) const {
    for (const Effect& e : effects_of(t)) {
        if ((e.verb == Verb::Mill || e.verb == Verb::Draw || e.verb == Verb::DiscardRandom) && e.who == Who::Opponent) return true;
        if ((e.target.kind == TargetKind::Choose || e.target.kind == TargetKind::All) && e.target.side == SideSel::Theirs) return true;
        if (e.amount.count == Count::TheirCharacters) return true;
    }
    return false;
}

std::vector<int> Reader::sides(const Task& t, SideSel s) const {
    std::vector<int> out;
    switch (s) {
        case SideSel::Yours: out.push_back(t.controller); break;
        case SideSel::Theirs:
            if (t.opponent >= 0) out.push_back(t.opponent);
            else out = opponents(t.controller);
            break;
        case SideSel::Any:
            for (int k = 0; k < b.players; ++k) {
                int s2 = (t.controller + k) % b.players;
                if (alive(s2)) out.push_back(s2);
            }
            break;
    }
    return out;
}

bool Reader::card_matches(const Filter& f, CardId id) const {
    const CardDef& c = def(id);
    if (f.type >= 0 && static_cast<int>(c.type) != f.type) return false;
    if (f.colour >= 0 && static_cast<int>(c.colour) != f.colour) return false;
    if (f.cost_max >= 0 && c.cost > f.cost_max) return false;
    if (f.unique >= 0 && c.unique != (f.unique == 1)) return false;
    if (!f.name.empty() && c.name != f.name) return false;
    if (f.power_min >= 0 && c.power < f.power_min) return false;
    if (f.power_max >= 0 && c.power > f.power_max) return false;
    return true;
}

bool Reader::unit_matches(const Task& t, const Filter& f, int owner, const Unit& u) const {
    const CardDef& c = def(u.id);
    if (f.colour >= 0 && static_cast<int>(c.colour) != f.colour) return false;
    if (f.cost_max >= 0 && c.cost > f.cost_max) return false;
    if (f.unique >= 0 && c.unique != (f.unique == 1)) return false;
    if (!f.name.empty() && c.name != f.name) return false;
    if (f.tapped >= 0 && u.tapped != (f.tapped == 1)) return false;
    const bool att = attacking(u.uid) && !removed(u.uid);
    const bool blk = blocking(u.uid) && !removed(u.uid);
    if (f.attacking >= 0 && att != (f.attacking == 1)) return false;
    if (f.blocking >= 0 && blk != (f.blocking == 1)) return false;
    if (f.in_combat >= 0 && (att || blk) != (f.in_combat == 1)) return false;
    if (f.blocked >= 0 && (!att || ever_blocked(u.uid) != (f.blocked == 1))) return false;
    if (f.not_self && u.uid == t.source_uid) return false;
    if (f.versus_self && !versus(u.uid, t.source_uid)) return false;
    if (f.power_min >= 0 || f.power_max >= 0) {
        int p = power(owner, u);
        if (f.power_min >= 0 && p < f.power_min) return false;
        if (f.power_max >= 0 && p > f.power_max) return false;
    }
    return true;
}

std::vector<Option> Reader::options(const Task& t, const Effect& e) const {
    std::vector<Option> out;
    auto add_card = [&](CardId id) {
        for (const Option& o : out)
            if (o.card == id) return;
        Option o;
        o.kind = Option::Kind::Card;
        o.card = id;
        out.push_back(o);
    };
    if (e.verb == Verb::Return) {
        const Player& p = b.p[static_cast<std::size_t>(t.controller)];
        for (auto it = p.discard.rbegin(); it != p.discard.rend(); ++it)
            if (card_matches(e.card_filter, *it) && (!e.to_play || !def(*it).unique || !unique_in_play(*it))) add_card(*it);
        std::sort(out.begin(), out.end(), [](const Option& a, const Option& c) { return a.card < c.card; });
        return out;
    }
    if (e.verb == Verb::PutIntoPlay) {
        const Player& p = b.p[static_cast<std::size_t>(t.controller)];
        for (const Card& c : p.hand)
            if (c.id != kUnknown && card_matches(e.card_filter, c.id) && (!def(c.id).unique || !unique_in_play(c.id)))
                add_card(c.id);
        std::sort(out.begin(), out.end(), [](const Option& a, const Option& c) { return a.card < c.card; });
        return out;
    }
    if (e.target.kind != TargetKind::Choose && e.target.kind != TargetKind::All) return out;
    // A card that does one thing to a character and then the same to another ("and up to one
    // more") means a second character: the one just named would be told it twice, to no effect.
    std::uint16_t named = 0;
    const auto& es = effects_of(t);
    if (e.target.kind == TargetKind::Choose && !es.empty() && &e > es.data() && &e < es.data() + es.size()) {
        const Effect& before = *(&e - 1);
        if (before.verb == e.verb && before.target.kind == TargetKind::Choose) named = t.same;
    }
    for (int s : sides(t, e.target.side))
        for (const Unit& u : b.p[static_cast<std::size_t>(s)].characters)
            if ((named == 0 || u.uid != named) && unit_matches(t, e.target.filter, s, u)) {
                Option o;
                o.kind = Option::Kind::Unit;
                o.seat = static_cast<std::int8_t>(s);
                o.uid = u.uid;
                out.push_back(o);
            }
    return out;
}

int Reader::amount(const Task& t, const Amount& a) const {
    auto chars = [&](int s) { return s < 0 ? 0 : static_cast<int>(b.p[static_cast<std::size_t>(s)].characters.size()); };
    switch (a.count) {
        case Count::Fixed: return a.n;
        case Count::YourCharacters: return chars(t.controller);
        case Count::TheirCharacters: return chars(t.opponent);
        case Count::Attackers: {
            int n = 0;
            for (auto uid : b.combat.attackers) n += unit(uid) && !removed(uid);
            return n;
        }
        case Count::OtherAttackers: {
            int n = 0;
            for (auto uid : b.combat.attackers) n += unit(uid) && !removed(uid) && uid != t.source_uid;
            return n;
        }
        case Count::SamePower: {
            int owner = -1;
            const Unit* u = unit(t.same, &owner);
            return u ? power(owner, *u) : 0;
        }
        case Count::SelfPower: {
            int owner = -1;
            const Unit* u = unit(t.source_uid, &owner);
            return u ? power(owner, *u) : 0;
        }
        case Count::YourResources: return static_cast<int>(b.p[static_cast<std::size_t>(t.controller)].resources.size());
    }
    return 0;
}

bool Reader::holds(const Task& t, const Condition& c) const {
    switch (c.kind) {
        case Condition::Kind::None: return true;
        case Condition::Kind::YouControl: {
            auto id = db.find(c.name);
            for (const Unit& u : b.p[static_cast<std::size_t>(t.controller)].characters)
                if (id && u.id == *id) return true;
            return false;
        }
        case Condition::Kind::CountAtLeast: return amount(t, Amount{c.count, 0}) >= c.n;
        case Condition::Kind::CountAtMost: return amount(t, Amount{c.count, 0}) <= c.n;
        case Condition::Kind::Attacking: return b.combat.defender >= 0 && t.controller == b.active;
        case Condition::Kind::Defending: return b.combat.defender >= 0 && t.controller == b.combat.defender;
    }
    return true;
}

Task Reader::probe(int seat, CardId source, std::uint16_t source_uid, int list, bool in_combat) const {
    Task t;
    t.source = source;
    t.source_uid = source_uid;
    t.controller = static_cast<std::int8_t>(seat);
    t.list = static_cast<std::int8_t>(list);
    t.in_combat = in_combat;
    if (in_combat && (seat == b.active || seat == b.combat.defender))
        t.opponent = static_cast<std::int8_t>(seat == b.active ? b.combat.defender : b.active);
    return t;
}

bool Reader::has_targets(const Task& t) const {
    for (const Effect& e : effects_of(t)) {
        if (e.cond.kind != Condition::Kind::None) continue;
        const bool required_choice = (e.target.kind == TargetKind::Choose && !e.target.optional) ||
                                     e.verb == Verb::Return || e.verb == Verb::PutIntoPlay;
        if (required_choice && options(t, e).empty()) return false;
    }
    return true;
}

std::vector<Option> Reader::pending_options(bool* optional) const {
    if (optional) *optional = false;
    if (b.stack.empty()) return {};
    const Task& t = b.stack.back();
    std::vector<Option> out;
    if (t.opponent < 0 && needs_opponent(t)) {
        for (int s : opponents(t.controller)) {
            Option o;
            o.kind = Option::Kind::Player;
            o.seat = static_cast<std::int8_t>(s);
            out.push_back(o);
        }
        return out;
    }
    const auto& es = effects_of(t);
    if (t.next >= es.size()) return {};
    const Effect& e = es[t.next];
    if (optional) *optional = e.target.optional;
    return options(t, e);
}

// ---- abilities firing ----

void Writer::fire(int seat, const Unit& u, Trigger tr) { fire_card(seat, u.id, u.uid, tr); }

void Writer::fire_card(int seat, CardId id, std::uint16_t uid, Trigger tr) {
    const CardDef& c = def(id);
    for (std::size_t k = 0; k < c.abilities.size(); ++k) {
        const Ability& a = c.abilities[k];
        if (a.kind != Ability::Kind::Triggered || a.trigger != tr) continue;
        Task t;
        t.source = id;
        t.source_uid = uid;
        t.controller = static_cast<std::int8_t>(seat);
        t.list = static_cast<std::int8_t>(k);
        t.in_combat = b.combat.defender >= 0;
        w.queue.push_back(t);
    }
}

void Writer::finish_task() {
    Task t = w.stack.back();
    w.stack.pop_back();
    if (t.held) pl(t.controller).discard.push_back(t.source);
}

// Runs the top task until it ends (true) or must ask its controller something (false).
bool Writer::run_top() {
    while (!over()) {
        if (w.stack.empty()) return true;  // an elimination ended the turn
        Task& t = w.stack.back();
        if (t.opponent < 0 && needs_opponent(t)) {
            // In an attack "your opponent" is the other player in it.
            if (t.in_combat && b.combat.defender >= 0 && (t.controller == b.active || t.controller == b.combat.defender)) {
                t.opponent = static_cast<std::int8_t>(t.controller == b.active ? b.combat.defender : b.active);
            } else {
                auto opp = opponents(t.controller);
                if (opp.empty()) {
                    finish_task();
                    return true;
                }
                if (opp.size() > 1) return false;
                t.opponent = static_cast<std::int8_t>(opp[0]);
            }
            if (!alive(t.opponent)) t.opponent = -1;
            continue;
        }
        const auto& es = effects_of(t);
        if (t.next >= es.size()) {
            finish_task();
            return true;
        }
        const Effect& e = es[t.next];
        if (!holds(t, e.cond)) {
            ++t.next;
            continue;
        }
        const bool choice = e.target.kind == TargetKind::Choose || e.verb == Verb::Return || e.verb == Verb::PutIntoPlay;
        if (choice) {
            auto opts = options(t, e);
            if (opts.empty()) {
                ++t.next;
                continue;
            }
            if (opts.size() > 1 || e.target.optional) return false;
            Option o = opts[0];
            ++t.next;
            exec(t, e, &o);
            continue;
        }
        ++t.next;
        exec(t, e, nullptr);
    }
    return true;
}

void Writer::choose(const std::string& text) {
    Task& t = w.stack.back();
    if (t.opponent < 0 && needs_opponent(t)) {
        for (int s : opponents(t.controller))
            if (seat_name(s) == text) {
                t.opponent = static_cast<std::int8_t>(s);
                log(seat_name(t.controller) + " picks " + text + " as the opponent for " + def(t.source).name);
                return;
            }
        throw std::logic_error("arc: choose: no such opponent " + text);
    }
    const Effect& e = effects_of(t)[t.next];
    ++t.next;
    if (text == "none") return;
    for (const Option& o : options(t, e))
        if (option_text(o) == text) {
            exec(w.stack.back(), e, &o);
            return;
        }
    throw std::logic_error("arc: choose: no such option " + text);
}

// ---- the verbs ----

void Writer::exec(Task& task, const Effect& e, const Option* chosen) {
    const int me = task.controller;
    const std::string who_name = def(task.source).name;
    // The players an effect with `who` acts on.
    auto players = [&]() {
        std::vector<int> out;
        switch (e.who) {
            case Who::You: out.push_back(me); break;
            case Who::Opponent:
                if (task.opponent >= 0 && alive(task.opponent)) out.push_back(task.opponent);
                break;
            case Who::EachOpponent: out = opponents(me); break;
        }
        return out;
    };
    // The characters a targeted effect acts on (owner, uid).
    auto targets = [&]() {
        std::vector<std::pair<int, std::uint16_t>> out;
        switch (e.target.kind) {
            case TargetKind::Self:
            case TargetKind::Same: {
                std::uint16_t uid = e.target.kind == TargetKind::Self ? task.source_uid : task.same;
                int owner = -1;
                if (unit(uid, &owner)) out.emplace_back(owner, uid);
                break;
            }
            case TargetKind::Choose:
                if (chosen && chosen->kind == Option::Kind::Unit && unit(chosen->uid)) {
                    out.emplace_back(chosen->seat, chosen->uid);
                    task.same = chosen->uid;
                }
                break;
            case TargetKind::All:
                for (const Option& o : options(task, e)) out.emplace_back(o.seat, o.uid);
                break;
            case TargetKind::None: break;
        }
        return out;
    };
    const int n = amount(task, e.amount);
    switch (e.verb) {
        case Verb::Mill:
            for (int s : players()) {
                if (over()) return;
                mill(s, n, who_name);
            }
            break;
        case Verb::Draw:
            for (int s : players()) {
                if (over()) return;
                draw(s, n);
                // The card that causes the draw leads, so its name is never read as the card drawn.
                if (n > 0) log(who_name + " lets " + seat_name(s) + " draw " + std::to_string(n) + (n == 1 ? " card" : " cards"));
            }
            break;
        case Verb::DiscardRandom:
            for (int s : players()) {
                Player& p = pl(s);
                for (int k = 0; k < n && !p.hand.empty(); ++k) {
                    std::size_t i = rng.below(static_cast<std::uint32_t>(p.hand.size()));
                    CardId id = p.hand[i].id;
                    take_from_hand(p, id);  // copies are alike: the known one goes, as the others see it
                    p.discard.push_back(id);
                    log(seat_name(s) + " discards " + def(id).name + " from the hand because of " + who_name);
                }
            }
            break;
        case Verb::Pump:
            for (auto [s, uid] : targets()) {
                Unit* u = unit_mut(uid);
                int delta = std::clamp(n, -50, 50);
                if (e.until == Until::Combat) u->pump_combat = static_cast<std::int8_t>(std::clamp(u->pump_combat + delta, -60, 60));
                else u->pump_turn = static_cast<std::int8_t>(std::clamp(u->pump_turn + delta, -60, 60));
                log(unit_said(s, *u) + " gets " + (delta >= 0 ? "+" : "") + std::to_string(delta) + " power because of " + who_name);
            }
            break;
        case Verb::Tap:
        case Verb::Untap:
            for (auto [s, uid] : targets()) {
                Unit* u = unit_mut(uid);
                u->tapped = e.verb == Verb::Tap;
                log(unit_said(s, *u) + (u->tapped ? " is tapped" : " is untapped") + " because of " + who_name);
            }
            break;
        case Verb::Destroy:
            for (auto [s, uid] : targets()) discard_unit(s, uid);
            break;
        case Verb::Bounce:
            for (auto [s, uid] : targets()) {
                Player& p = pl(s);
                auto it = std::find_if(p.characters.begin(), p.characters.end(), [&](const Unit& u) { return u.uid == uid; });
                if (it == p.characters.end()) continue;
                log(unit_said(s, *it) + " returns to its owner's hand because of " + who_name);
                p.hand.push_back(Card{it->id, true});
                p.characters.erase(it);
            }
            break;
        case Verb::Return: {
            if (!chosen || chosen->kind != Option::Kind::Card) break;
            Player& p = pl(me);
            auto it = std::find(p.discard.rbegin(), p.discard.rend(), chosen->card);
            if (it == p.discard.rend()) break;
            p.discard.erase(std::next(it).base());
            if (e.to_play) {
                log(def(chosen->card).name + " returns to play from " + seat_name(me) + "'s discard pile");
                enter_play(me, chosen->card);
            } else {
                log(def(chosen->card).name + " returns to " + seat_name(me) + "'s hand from the discard pile");
                p.hand.push_back(Card{chosen->card, true});
            }
            break;
        }
        case Verb::Recycle: {
            Player& p = pl(me);
            int moved = 0;
            for (; moved < n && !p.discard.empty(); ++moved) {
                std::size_t i = rng.below(static_cast<std::uint32_t>(p.discard.size()));
                p.deck.insert(p.deck.begin(), Card{p.discard[i], true});
                p.discard.erase(p.discard.begin() + static_cast<std::ptrdiff_t>(i));
            }
            if (moved > 0)
                log(seat_name(me) + " puts " + std::to_string(moved) + (moved == 1 ? " card" : " cards") + " from the discard pile under the deck because of " +
                    who_name);
            break;
        }
        case Verb::Unblockable:
        case Verb::CantBlock:
            for (auto [s, uid] : targets()) {
                Unit* u = unit_mut(uid);
                u->marks |= e.verb == Verb::Unblockable ? kUnblockable : kNoBlock;
                log(unit_said(s, *u) + (e.verb == Verb::Unblockable ? " can't be blocked" : " can't block") + " this turn because of " +
                    who_name);
            }
            break;
        case Verb::RemoveFromCombat:
            for (auto [s, uid] : targets()) {
                if (!in_combat(uid)) continue;
                w.combat.removed.push_back(uid);
                log(unit_said(s, *unit(uid)) + " is taken out of combat because of " + who_name);
            }
            break;
        case Verb::UntapResources: {
            // Untaps keep colours apart: each time one of the colour with the fewest untapped.
            Player& p = pl(me);
            int done = 0;
            for (; done < n; ++done) {
                auto free = untapped(me);
                Unit* best = nullptr;
                for (Unit& r : p.resources)
                    if (r.tapped && (!best || free[static_cast<int>(def(r.id).colour)] < free[static_cast<int>(def(best->id).colour)]))
                        best = &r;
                if (!best) break;
                best->tapped = false;
            }
            if (done > 0) log(seat_name(me) + " untaps " + std::to_string(done) + " resource" + (done == 1 ? "" : "s") + " because of " + who_name);
            break;
        }
        case Verb::PutIntoPlay: {
            if (!chosen || chosen->kind != Option::Kind::Card) break;
            Player& p = pl(me);
            if (std::none_of(p.hand.begin(), p.hand.end(), [&](const Card& c) { return c.id == chosen->card; })) break;
            take_from_hand(p, chosen->card);
            log(seat_name(me) + " puts " + def(chosen->card).name + " into play because of " + who_name);
            enter_play(me, chosen->card);
            break;
        }
    }
}

}  // namespace olympus::arc
