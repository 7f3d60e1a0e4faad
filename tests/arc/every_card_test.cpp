// Every card of both sets played in a test position, and what it did checked against what its
// data says. The check is an independent model of the effect vocabulary: piles are counted
// effect by effect (decks, hands, discard piles, characters in play), and each effect on
// characters must show on the table (tapped, untapped, power changed by exactly its amount,
// marked, taken out of combat, discarded, returned to a hand).
#include <map>
#include <set>

#include "arc_test.hpp"

using namespace arct;
using nlohmann::json;

namespace {

const CardDb& cards() { return *db(); }
const CardDef& card(const std::string& n) { return cards()[*cards().find(n)]; }

// ---- snapshots and the model ----

struct Counts {
    int deck = 0, hand = 0, discard = 0, chars = 0, ready_res = 0;
    bool operator==(const Counts&) const = default;
};

struct Snap {
    std::vector<Counts> c;
    std::map<std::uint16_t, Unit> units;
    std::map<std::uint16_t, int> owner;
    std::set<std::uint16_t> removed;
    std::vector<std::uint16_t> attackers;
};

Snap snap(const State& s) {
    Snap x;
    for (int p = 0; p < s.num_players(); ++p) {
        const Player& pl = s.board().p[static_cast<std::size_t>(p)];
        Counts k;
        k.deck = static_cast<int>(pl.deck.size());
        k.hand = static_cast<int>(pl.hand.size());
        k.discard = static_cast<int>(pl.discard.size());
        k.chars = static_cast<int>(pl.characters.size());
        for (const Unit& u : pl.resources) k.ready_res += !u.tapped;
        x.c.push_back(k);
        for (const Unit& u : pl.characters) {
            x.units[u.uid] = u;
            x.owner[u.uid] = p;
        }
    }
    x.removed.insert(s.board().combat.removed.begin(), s.board().combat.removed.end());
    x.attackers = s.board().combat.attackers;
    return x;
}

std::string show(const Counts& k) {
    return "deck " + std::to_string(k.deck) + " hand " + std::to_string(k.hand) + " discard " + std::to_string(k.discard) +
           " chars " + std::to_string(k.chars) + " ready resources " + std::to_string(k.ready_res);
}

// How a window of play should change the piles, and which marks on characters to look for.
struct Expect {
    std::vector<Counts> c;
    bool check_ready_res = false;
    struct UnitCheck {
        Verb verb;
        std::vector<int> deltas;  // Pump: the amounts that may add up on one character
        Until until = Until::Combat;
        SideSel side = SideSel::Any;
    };
    std::vector<UnitCheck> unit_checks;
    std::set<std::uint16_t> exempt_tap;  // tapped by the window itself (attackers, blockers, the user)
};

struct Scene {
    int me = 0;          // the tester's seat
    bool in_combat = false;
    bool attacking = false;  // the tester attacks
    std::uint16_t self = 0;  // the character whose ability this is
    int attackers = 0;
};

int opponent(int me) { return 1 - me; }

bool holds(const Condition& c, const Snap& before, const Expect& e, int me, const Scene& sc, const State& s) {
    switch (c.kind) {
        case Condition::Kind::None: return true;
        case Condition::Kind::YouControl:
            for (auto& [uid, u] : before.units)
                if (before.owner.at(uid) == me && s.db()[u.id].name == c.name) return true;
            return false;
        case Condition::Kind::CountAtLeast:
        case Condition::Kind::CountAtMost: {
            REQUIRE(c.count == Count::YourCharacters);
            const int n = e.c[static_cast<std::size_t>(me)].chars;
            return c.kind == Condition::Kind::CountAtLeast ? n >= c.n : n <= c.n;
        }
        case Condition::Kind::Attacking: return sc.in_combat && sc.attacking;
        case Condition::Kind::Defending: return sc.in_combat && !sc.attacking;
    }
    return true;
}

// Adds the effects of one effect list to the expectation (targets seen in `after`).
void expect_effects(Expect& e, const std::vector<Effect>& effects, const Snap& before, int me, const Scene& sc, const State& s) {
    for (const Effect& f : effects) {
        if (!holds(f.cond, before, e, me, sc, s)) continue;
        int n = f.amount.n;
        if (f.amount.count == Count::YourCharacters) n = e.c[static_cast<std::size_t>(me)].chars;
        if (f.amount.count == Count::OtherAttackers) n = sc.attackers - 1;
        REQUIRE_MESSAGE((f.amount.count == Count::Fixed || f.amount.count == Count::YourCharacters ||
                         f.amount.count == Count::OtherAttackers),
                        "the model has no count " << static_cast<int>(f.amount.count));
        std::vector<int> who;
        if (f.who == Who::You) who = {me};
        else who = {opponent(me)};
        switch (f.verb) {
            case Verb::Mill:
                for (int p : who) {
                    Counts& k = e.c[static_cast<std::size_t>(p)];
                    const int m = std::min(n, k.deck);
                    k.deck -= m;
                    k.discard += m;
                }
                break;
            case Verb::Draw:
                for (int p : who) {
                    Counts& k = e.c[static_cast<std::size_t>(p)];
                    const int m = std::min(n, k.deck);
                    k.deck -= m;
                    k.hand += m;
                }
                break;
            case Verb::DiscardRandom:
                for (int p : who) {
                    Counts& k = e.c[static_cast<std::size_t>(p)];
                    const int m = std::min(n, k.hand);
                    k.hand -= m;
                    k.discard += m;
                }
                break;
            case Verb::Recycle: {
                Counts& k = e.c[static_cast<std::size_t>(me)];
                const int m = std::min(n, k.discard);
                k.discard -= m;
                k.deck += m;
                break;
            }
            case Verb::Return: {
                Counts& k = e.c[static_cast<std::size_t>(me)];
                k.discard -= 1;
                if (f.to_play) k.chars += 1;
                else k.hand += 1;
                break;
            }
            case Verb::PutIntoPlay: {
                Counts& k = e.c[static_cast<std::size_t>(me)];
                k.hand -= 1;
                k.chars += 1;
                break;
            }
            case Verb::UntapResources: {
                e.check_ready_res = true;
                Counts& k = e.c[static_cast<std::size_t>(me)];
                const int total = static_cast<int>(s.board().p[static_cast<std::size_t>(me)].resources.size());
                k.ready_res = std::min(total, k.ready_res + n);
                break;
            }
            case Verb::Destroy:
            case Verb::Bounce:
                // Counted from what left play (see expect_departures).
                e.unit_checks.push_back({f.verb, {}, f.until, f.target.side});
                break;
            case Verb::Pump: {
                bool merged = false;
                for (auto& uc : e.unit_checks)
                    if (uc.verb == Verb::Pump && uc.until == f.until) {
                        uc.deltas.push_back(n);
                        merged = true;
                    }
                if (!merged) e.unit_checks.push_back({Verb::Pump, {n}, f.until, f.target.side});
                break;
            }
            default: e.unit_checks.push_back({f.verb, {}, f.until, f.target.side}); break;
        }
    }
}

// Characters that left play: discarded (to the owner's discard pile) or, when the window holds a
// card that returns characters to hands, perhaps there.
void expect_departures(Expect& e, const Snap& before, const State& after, bool bounce_possible) {
    for (auto& [uid, u] : before.units) {
        bool still = false;
        for (const Player& p : after.board().p)
            for (const Unit& v : p.characters) still |= v.uid == uid;
        if (still) continue;
        const int o = before.owner.at(uid);
        Counts& k = e.c[static_cast<std::size_t>(o)];
        k.chars -= 1;
        bool in_hand = false;
        for (const Card& c : after.board().p[static_cast<std::size_t>(o)].hand) in_hand |= c.known && c.id == u.id;
        if (in_hand && bounce_possible) k.hand += 1;
        else k.discard += 1;
    }
}

bool bounces(const std::vector<Effect>& es) {
    return std::any_of(es.begin(), es.end(), [](const Effect& f) { return f.verb == Verb::Bounce; });
}

bool subset_sum(const std::vector<int>& xs, int target) {
    std::set<int> sums{0};
    for (int x : xs) {
        std::set<int> more = sums;
        for (int s : sums) more.insert(s + x);
        sums = more;
    }
    return target != 0 && sums.count(target);
}

void check(const std::string& what, const Snap& before, const State& after, const Expect& e, const Scene& sc) {
    INFO(what);
    Snap a = snap(after);
    for (std::size_t p = 0; p < e.c.size(); ++p) {
        Counts want = e.c[p], got = a.c[p];
        if (!e.check_ready_res) want.ready_res = got.ready_res;
        CHECK_MESSAGE(got == want, "P" << p + 1 << ": got " << show(got) << ", expected " << show(want));
    }
    std::set<Verb> departures;
    for (auto& [uid, u] : before.units)
        if (!a.units.count(uid)) {
            bool in_hand = false;
            const int o = before.owner.at(uid);
            for (const Card& c : after.board().p[static_cast<std::size_t>(o)].hand) in_hand |= c.known && c.id == u.id;
            departures.insert(in_hand ? Verb::Bounce : Verb::Destroy);
        }
    for (const auto& uc : e.unit_checks) {
        INFO("effect " << verb_name(uc.verb));
        int shown = 0;
        for (auto& [uid, u] : before.units) {
            auto it = a.units.find(uid);
            if (it == a.units.end()) continue;
            const Unit& v = it->second;
            const bool mine = before.owner.at(uid) == sc.me;
            const bool side_ok = uc.side == SideSel::Any || (uc.side == SideSel::Yours) == mine;
            switch (uc.verb) {
                case Verb::Tap: shown += side_ok && !u.tapped && v.tapped && !e.exempt_tap.count(uid); break;
                case Verb::Untap: shown += u.tapped && !v.tapped; break;
                case Verb::Unblockable: shown += !(u.marks & kUnblockable) && (v.marks & kUnblockable); break;
                case Verb::CantBlock: shown += !(u.marks & kNoBlock) && (v.marks & kNoBlock); break;
                case Verb::RemoveFromCombat: shown += !before.removed.count(uid) && a.removed.count(uid); break;
                case Verb::Pump: {
                    const int d = uc.until == Until::Combat ? v.pump_combat - u.pump_combat : v.pump_turn - u.pump_turn;
                    if (d != 0) {
                        CHECK_MESSAGE(subset_sum(uc.deltas, d), "a power change of " << d << " on " << after.db()[v.id].name);
                        ++shown;
                    }
                    break;
                }
                default: break;
            }
        }
        if (uc.verb == Verb::Destroy || uc.verb == Verb::Bounce) shown = static_cast<int>(departures.count(uc.verb));
        CHECK_MESSAGE(shown > 0, "no character shows the effect");
    }
}

// ---- positions ----

json res(const char* name, int n, bool tapped = false) {
    json a = json::array();
    for (int k = 0; k < n; ++k) a.push_back(std::string(tapped ? "*" : "") + name);
    return a;
}
json concat(std::initializer_list<json> parts) {
    json out = json::array();
    for (const json& p : parts)
        for (const json& x : p) out.push_back(x);
    return out;
}
json all_resources(bool two_tapped = false) {
    return concat({res("Wedding Feast", 4), res("Burial Chamber", 4), res("Warlord Camp", 4), res("Satyr Hollow", two_tapped ? 2 : 0, true)});
}

// P1 to act in its main step, with something for every kind of effect to work on.
json main_position(const std::string& tested, bool in_hand) {
    json p1 = {{"hand", json::array({"Satyr Wannabes", "Satyr Wannabes", "Cyclops"})},
               {"resources", all_resources(true)},
               {"characters", json::array({"Angry Villager", "*Argonaut"})},
               {"discard", json::array({"Crafty Hunter", "Festival", "Wedding Feast", "Wedding Feast", "Wedding Feast", "Wedding Feast"})},
               {"deck_size", 20}};
    if (in_hand) p1["hand"].push_back(tested);
    else p1["characters"].push_back(tested);
    json p2 = {{"hand", json::array({"Festival", "Festival", "Festival"})},
               {"resources", all_resources()},
               {"characters", json::array({"Forest Raider", "*Wandering Tribe", "Primord", "Temple Protector", "Royal Guards", "Overworked Mother"})},
               {"discard", json::array({"Festival", "Festival"})},
               {"deck_size", 20}};
    return {{"active", 1}, {"resource_played", true}, {"p1", p1}, {"p2", p2}};
}

// Resolves every question a card asks: the first option that is not kept out of it.
void answer(State& s, const std::set<std::string>& keep_out = {}) {
    for (int guard = 0; guard < 20 && !s.is_terminal() && !s.board().stack.empty(); ++guard) {
        auto acts = s.legal_actions();
        const Action* pick = nullptr;
        for (const Action& a : acts)
            if (a.kind == Action::Kind::Choose && a.card != "none") {
                bool kept = false;
                for (const std::string& k : keep_out) kept |= a.card.rfind(k + " of P", 0) == 0;
                if (!kept) {
                    pick = &a;
                    break;
                }
            }
        if (!pick)
            for (const Action& a : acts)
                if (a.kind == Action::Kind::Choose) {
                    pick = &a;
                    break;
                }
        REQUIRE(pick);
        act(s, pick->to_string());
    }
}

Action first_play(const State& s, const std::string& name) {
    for (const Action& a : s.legal_actions())
        if (a.kind == Action::Kind::Play && a.card == name) return a;
    FAIL("cannot play " << name << "; legal:" << legal_list(s));
    return {};
}

Expect start(const Snap& before) {
    Expect e;
    e.c = before.c;
    return e;
}

std::uint16_t uid_of(const State& s, int seat, const std::string& name) {
    for (const Unit& u : s.board().p[static_cast<std::size_t>(seat)].characters)
        if (s.db()[u.id].name == name) return u.uid;
    FAIL("no " << name);
    return 0;
}

// ---- actions and characters from the hand ----

void test_from_hand(const CardDef& c) {
    State s = State::from_position(main_position(c.name, true), db());
    Snap before = snap(s);
    Action a = first_play(s, c.name);
    act(s, a.to_string());
    answer(s);
    Scene sc;
    Expect e = start(before);
    Counts& me = e.c[0];
    me.hand -= 1;
    me.ready_res -= c.cost;
    if (c.type == CardType::Character) {
        me.chars += 1;
        for (const Ability& ab : c.abilities)
            if (ab.kind == Ability::Kind::Triggered && ab.trigger == Trigger::Enters) expect_effects(e, ab.effects, before, 0, sc, s);
        bool found = false;
        for (const Unit& u : s.board().p[0].characters)
            if (u.id == c.id && !before.units.count(u.uid)) {
                CHECK_FALSE(u.tapped);  // in play untapped
                found = true;
            }
        CHECK(found);
    } else {
        me.discard += 1;
        expect_effects(e, c.effects, before, 0, sc, s);
    }
    expect_departures(e, before, s, bounces(c.effects));
    check("play " + c.name, before, s, e, sc);
}

// ---- combat cards ----

// P1 attacks with Hades, Cyclops, Satyr Wannabes and Wandering Tribe; P2 blocks Hades with
// Hera's Executioners and Elite Forces (their 9 against 6 leaves P1 a choice of which to
// discard, which holds the fight still after the combat cards), Cyclops with Servants of Hera,
// Satyr Wannabes with Royal Guards; Wandering Tribe gets through. Argonaut stays home.
const std::set<std::string> kHeld{"Hades", "Hera's Executioners", "Elite Forces"};

State combat_position(const std::string& card, bool tester_attacks) {
    json p1 = {{"hand", json::array({"Banding Together"})},
               {"resources", all_resources()},
               {"characters", json::array({"Hades", "Cyclops", "Satyr Wannabes", "Wandering Tribe"})},
               {"discard", json::array({"Festival", "Festival", "Festival"})},
               {"deck_size", 20}};
    json p2 = {{"hand", json::array({"Festival", "Festival"})},
               {"resources", all_resources()},
               {"characters", json::array({"Hera's Executioners", "Elite Forces", "Servants of Hera", "Royal Guards", "Argonaut"})},
               {"discard", json::array({"Festival", "Festival", "Festival"})},
               {"deck_size", 20}};
    (tester_attacks ? p1 : p2)["hand"].push_back(card);
    State s = State::from_position(json{{"active", 1}, {"resource_played", true}, {"p1", p1}, {"p2", p2}}, db());
    for (const char* m : {"attack with Hades", "attack with Cyclops", "attack with Satyr Wannabes", "attack with Wandering Tribe", "done",
                          "block Hades with Hera's Executioners", "block Hades with Elite Forces", "block Cyclops with Servants of Hera",
                          "block Satyr Wannabes with Royal Guards", "done"})
        act(s, m);
    return s;
}

void test_combat_card(const CardDef& c) {
    const bool attacker = c.when != CombatSide::Defending;
    State s = combat_position(c.name, attacker);
    const int me = attacker ? 0 : 1;
    if (attacker && s.board().step == Step::DefenderCombat) act(s, "pass");
    REQUIRE(s.current_player() == me);
    Snap before = snap(s);
    act(s, first_play(s, c.name).to_string());
    answer(s, kHeld);
    // Held still: the attacker's choice of blockers to discard, or the attacker's combat card.
    REQUIRE_MESSAGE((s.board().step == Step::Discard || s.board().step == Step::AttackerCombat), step_name(s.board().step));
    Scene sc;
    sc.me = me;
    sc.in_combat = true;
    sc.attacking = attacker;
    sc.attackers = 4;
    Expect e = start(before);
    Counts& k = e.c[static_cast<std::size_t>(me)];
    k.hand -= 1;
    k.discard += 1;
    k.ready_res -= c.cost;
    expect_effects(e, c.effects, before, me, sc, s);
    expect_departures(e, before, s, bounces(c.effects));
    check("combat card " + c.name, before, s, e, sc);
}

// ---- abilities of characters in play ----

void test_activated(const CardDef& c) {
    State s = State::from_position(main_position(c.name, false), db());
    Snap before = snap(s);
    std::uint16_t self = uid_of(s, 0, c.name);
    act(s, "use " + c.name);
    CHECK(tapped(s, 1, c.name));
    answer(s);
    Scene sc;
    sc.self = self;
    Expect e = start(before);
    e.exempt_tap.insert(self);
    for (const Ability& ab : c.abilities)
        if (ab.kind == Ability::Kind::Activated) expect_effects(e, ab.effects, before, 0, sc, s);
    expect_departures(e, before, s, false);
    check("use " + c.name, before, s, e, sc);
}

// Plays out a fight around the tested character and checks what its triggered ability did.
void test_trigger(const CardDef& c, const Ability& ab) {
    const std::string& n = c.name;
    Scene sc;
    auto effects = [&](Expect& e, const Snap& before, const State& s, int me) { expect_effects(e, ab.effects, before, me, sc, s); };
    switch (ab.trigger) {
        case Trigger::Enters: return;  // tested by playing the card
        case Trigger::TurnStart: {
            State s = pos(json({{"active", 2}, {"p1", {{"characters", {n}}, {"deck_size", 20}}},
                                {"p2", {{"characters", {"Overworked Mother"}}, {"deck_size", 20}}}}).dump());
            Snap before = snap(s);
            act(s, "end turn");
            answer(s);
            Expect e = start(before);
            e.c[0].deck -= 1;
            e.c[0].hand += 1;
            effects(e, before, s, 0);
            expect_departures(e, before, s, bounces(ab.effects));
            check(n + " at the start of its turn", before, s, e, sc);
            return;
        }
        case Trigger::Attacks: {
            // With a second attacker, so that "other attackers" are there; P2 can still block.
            json p = {{"active", 1},
                      {"p1", {{"characters", {n, "Cyclops"}}, {"resources", all_resources()}, {"deck_size", 20}}},
                      {"p2", {{"characters", {"Forest Raider", "Royal Guards", "Primord"}}, {"hand", {"Festival", "Festival"}}, {"deck_size", 20}}}};
            State s = pos(p.dump());
            sc.self = uid_of(s, 0, n);
            sc.attackers = 2;
            act(s, "attack with " + n);
            act(s, "attack with Cyclops");
            Snap before = snap(s);
            act(s, "done");
            answer(s);
            REQUIRE(s.board().step == Step::Block);
            Expect e = start(before);
            effects(e, before, s, 0);
            expect_departures(e, before, s, bounces(ab.effects));
            check(n + " attacks", before, s, e, sc);
            return;
        }
        case Trigger::Blocks: {
            // P2 attacks with a 6-power Primord; the tested character blocks it. Both hold a
            // combat card so that the fight waits afterwards.
            json p = {{"active", 2},
                      {"p1", {{"characters", {n, "Argonaut"}}, {"hand", {"Banding Together"}}, {"resources", all_resources()}, {"deck_size", 20}}},
                      {"p2", {{"characters", {"Primord"}}, {"hand", {"Banding Together"}}, {"resources", all_resources()}, {"deck_size", 20}}}};
            State s = pos(p.dump());
            sc.self = uid_of(s, 0, n);
            act(s, "attack with Primord");
            act(s, "done");
            act(s, "block Primord with " + n);
            Snap before = snap(s);
            act(s, "done");
            answer(s);
            Expect e = start(before);
            effects(e, before, s, 0);
            expect_departures(e, before, s, bounces(ab.effects));
            check(n + " blocks", before, s, e, sc);
            return;
        }
        case Trigger::Blocked: {
            json p = {{"active", 1},
                      {"p1", {{"characters", {n}}, {"hand", {"Banding Together"}}, {"resources", all_resources()}, {"deck_size", 20}}},
                      {"p2", {{"characters", {"Overworked Mother", "Servants of Hera"}}, {"hand", {"Banding Together"}}, {"resources", all_resources()},
                              {"deck_size", 20}}}};
            State s = pos(p.dump());
            sc.self = uid_of(s, 0, n);
            act(s, "attack with " + n);
            act(s, "done");
            act(s, "block " + n + " with Overworked Mother");
            Snap before = snap(s);
            act(s, "done");
            answer(s);
            Expect e = start(before);
            effects(e, before, s, 0);
            expect_departures(e, before, s, bounces(ab.effects));
            check(n + " is blocked", before, s, e, sc);
            return;
        }
        case Trigger::Unblocked:
        case Trigger::Wins:
        case Trigger::Discarded: {
            // Unblocked: nothing can block. Wins: a 1-power blocker. Discarded: Primord blocks.
            const bool unblocked = ab.trigger == Trigger::Unblocked, wins = ab.trigger == Trigger::Wins;
            const char* blocker = wins ? "Overworked Mother" : "Primord";
            json p2chars = unblocked ? json::array({"*Overworked Mother"}) : json::array({blocker, wins ? "Primord" : "Overworked Mother"});
            json p = {{"active", 1},
                      {"p1", {{"characters", {n}}, {"discard", {"Festival", "Festival"}}, {"deck_size", 20}}},
                      {"p2", {{"characters", p2chars}, {"hand", {"Festival", "Festival"}}, {"deck_size", 20}}}};
            if (n == "Living Dead" || n == "Ancient Mummy") p["p1"]["discard"] = {"Festival"};
            State s = pos(p.dump());
            sc.self = uid_of(s, 0, n);
            act(s, "attack with " + n);
            const int attack_power = power_of(s, 1, n);
            if (!unblocked) {
                act(s, "done");
                act(s, "block " + n + " with " + blocker);
            }
            Snap before = snap(s);
            Expect e = start(before);
            if (unblocked) {
                // Its power while attacking, less the defender's ward (Overworked Mother), plus any bonus.
                int hit = attack_power - 1;
                if (const Ability* b = card(n).find_static(StaticKind::UnblockedBonus)) hit += b->n;
                e.c[1].deck -= hit;
                e.c[1].discard += hit;
            }
            act(s, "done");
            answer(s);
            // The fight is over and P2's turn began: P2 drew a card.
            REQUIRE(s.board().active == 1);
            e.c[1].deck -= 1;
            e.c[1].hand += 1;
            effects(e, before, s, 0);
            expect_departures(e, before, s, false);
            check(n + " " + std::string(trigger_name(ab.trigger)), before, s, e, sc);
            return;
        }
    }
}

// A character of `seat` that a lord's filter covers (not the lord itself).
std::string lord_follower(const CardDef& lord, const Filter& f) {
    for (const CardDef& c : cards().cards) {
        if (c.type != CardType::Character || c.id == lord.id || c.unique) continue;
        if (f.colour >= 0 && static_cast<int>(c.colour) != f.colour) continue;
        if (f.cost_max >= 0 && c.cost > f.cost_max) continue;
        if (!f.name.empty() && c.name != f.name) continue;
        if (c.has_static(StaticKind::Lord) || c.has_static(StaticKind::Power) || c.has_static(StaticKind::CantAttack) ||
            c.has_static(StaticKind::CantBlock))
            continue;
        return c.name;
    }
    if (!f.name.empty()) return f.name;
    FAIL("no follower for " << lord.name);
    return "";
}

void test_static(const CardDef& c, const Ability& ab) {
    const std::string& n = c.name;
    INFO(n << ": static");
    switch (ab.stat) {
        case StaticKind::Power: {
            if (ab.while_ == While::Always) {
                State s = pos(json({{"p1", {{"characters", {n}}}}}).dump());
                CHECK(power_of(s, 1, n) == c.power + ab.n);
            } else if (ab.while_ == While::Attacking) {
                State s = pos(json({{"p1", {{"characters", {n}}}}, {"p2", {{"characters", {"Argonaut"}}}}}).dump());
                CHECK(power_of(s, 1, n) == c.power);
                act(s, "attack with " + n);
                CHECK(power_of(s, 1, n) == c.power + ab.n);
            } else {
                State s = pos(json({{"active", 2}, {"p1", {{"characters", {n, "Argonaut"}}}}, {"p2", {{"characters", {"Primord"}}}}}).dump());
                CHECK(power_of(s, 1, n) == c.power);
                act(s, "attack with Primord");
                act(s, "done");
                act(s, "block Primord with " + n);
                CHECK(power_of(s, 1, n) == c.power + ab.n);
            }
            return;
        }
        case StaticKind::Lord: {
            const std::string f = lord_follower(c, ab.filter);
            const int base = card(f).power;
            if (ab.while_ == While::Blocking) {
                State s = pos(json({{"active", 2}, {"p1", {{"characters", {n, f, "Argonaut"}}}}, {"p2", {{"characters", {"Primord"}}}}}).dump());
                CHECK(power_of(s, 1, f) == base);
                act(s, "attack with Primord");
                act(s, "done");
                act(s, "block Primord with " + f);
                CHECK(power_of(s, 1, f) == base + ab.n);
            } else {
                State s = pos(json({{"p1", {{"characters", {n, f}}}}, {"p2", {{"characters", {"Argonaut"}}}}}).dump());
                if (ab.while_ == While::Always) {
                    CHECK(power_of(s, 1, f) == base + ab.n);
                } else {
                    CHECK(power_of(s, 1, f) == base);
                    act(s, "attack with " + f);
                    CHECK(power_of(s, 1, f) == base + ab.n);
                }
                if (f != n) CHECK(power_of(s, 1, n) == c.power);  // not itself
            }
            return;
        }
        case StaticKind::Blockers: {
            State s = pos(json({{"p1", {{"characters", {n}}}},
                                {"p2", {{"characters", {"Overworked Mother", "Servants of Hera", "Argonaut", "Cyclops", "Primord"}}}}}).dump());
            act(s, "attack with " + n);
            act(s, "done");
            int may = 0, may_not = 0;
            for (const Unit& u : s.board().p[1].characters) {
                const bool fits = (ab.filter.power_min < 0 || s.power(1, u) >= ab.filter.power_min) &&
                                  (ab.filter.power_max < 0 || s.power(1, u) <= ab.filter.power_max);
                const bool offered = legal(s, "block " + n + " with " + s.db()[u.id].name);
                CHECK(offered == fits);
                (fits ? may : may_not)++;
            }
            CHECK(may > 0);
            CHECK(may_not > 0);
            return;
        }
        case StaticKind::CantBlock: {
            State s = pos(json({{"active", 2}, {"p1", {{"characters", {n, "Argonaut"}}}}, {"p2", {{"characters", {"Primord"}}}}}).dump());
            act(s, "attack with Primord");
            act(s, "done");
            CHECK_FALSE(legal(s, "block Primord with " + n));
            CHECK(legal(s, "block Primord with Argonaut"));
            return;
        }
        case StaticKind::CantAttack: {
            State s = pos(json({{"p1", {{"characters", {n, "Argonaut"}}}}}).dump());
            CHECK_FALSE(legal(s, "attack with " + n));
            CHECK(legal(s, "attack with Argonaut"));
            return;
        }
        case StaticKind::Trample: {
            State s = pos(json({{"p1", {{"characters", {n}}}}, {"p2", {{"characters", {"Overworked Mother"}}, {"deck_size", 20}}}}).dump());
            act(s, "attack with " + n);
            act(s, "done");
            const int A = power_of(s, 1, n);
            act(s, "block " + n + " with Overworked Mother");
            CHECK(discard(s, 2).size() == static_cast<std::size_t>(1 + A - 1));
            return;
        }
        case StaticKind::UnblockedBonus: {
            State s = pos(json({{"p1", {{"characters", {n}}}}, {"p2", {{"deck_size", 20}}}}).dump());
            act(s, "attack with " + n);
            const int A = power_of(s, 1, n);
            act(s, "done");
            CHECK(discard(s, 2).size() == static_cast<std::size_t>(A + ab.n));
            return;
        }
        case StaticKind::Ward: {
            json p1 = {{"characters", json::array({"*" + n})}, {"deck_size", 20}};
            State s = pos(json({{"active", 2}, {"p1", p1}, {"p2", {{"characters", {"Primord"}}}}}).dump());
            act(s, "attack with Primord");
            act(s, "done");
            CHECK(discard(s, 1).size() == static_cast<std::size_t>(6 - ab.n));
            return;
        }
    }
}

void test_card(const CardDef& c) {
    INFO("card " << c.set << " " << c.number << " " << c.name);
    switch (c.type) {
        case CardType::Resource: {
            // A resource pays for a card of its colour.
            const char* cheap = c.colour == Colour::Green ? "Spoiled Princess" : c.colour == Colour::Blue ? "Possessed Virgins" : "Hired Warrior";
            State s = pos(json({{"active", 1}, {"p1", {{"hand", {c.name, cheap}}}}}).dump());
            CHECK_FALSE(legal(s, std::string("play ") + cheap + " [" + colour_letter(c.colour) + "]"));
            act(s, "resource " + c.name);
            act(s, std::string("play ") + cheap + " [" + colour_letter(c.colour) + "]");
            CHECK(tapped(s, 1, c.name));
            return;
        }
        case CardType::Action: test_from_hand(c); return;
        case CardType::Combat: test_combat_card(c); return;
        case CardType::Character:
            test_from_hand(c);
            for (const Ability& ab : c.abilities) {
                switch (ab.kind) {
                    case Ability::Kind::Activated: test_activated(c); break;
                    case Ability::Kind::Triggered: test_trigger(c, ab); break;
                    case Ability::Kind::Static: test_static(c, ab); break;
                }
            }
            return;
    }
}

}  // namespace

TEST_CASE("every Hercules card, played, does what its data says") {
    for (CardId id : db()->in_set("hercules")) test_card(cards()[id]);
}

TEST_CASE("every Xena card, played, does what its data says") {
    for (CardId id : db()->in_set("xena")) test_card(cards()[id]);
}
