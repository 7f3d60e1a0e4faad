// The game's invariants, in one place (see check() in state.hpp). Every load runs them: a state
// that breaks one is refused with these words, never played. The order matters: each check may
// rely on the ones above it (an index is tested before anything reads through it), so no damaged
// board can make the rules read out of range while it is being checked.
#include <algorithm>
#include <map>
#include <set>

#include "arc/rules.hpp"
#include "arc/serial.hpp"

namespace olympus::arc {

namespace {

std::string seat_word(int s) { return "P" + std::to_string(s + 1); }

bool in_fight(Step s) {
    return s == Step::Declare || s == Step::Block || s == Step::DefenderCombat || s == Step::AttackerCombat ||
           s == Step::Discard;
}

bool has(const std::vector<std::uint16_t>& v, std::uint16_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Seats, the winner and the eliminated list.
std::string check_seats(const Board& b) {
    if (b.players < 2 || b.players > kMaxPlayers) return "the game needs 2 or 3 players";
    if (static_cast<int>(b.p.size()) != b.players) return "the table does not hold one entry per player";
    if (b.active < 0 || b.active >= b.players) return "the active player is not at the table";
    if (b.winner < -1 || b.winner >= b.players) return "the winner is not at the table";
    if (b.step != Step::Over && b.winner != -1) return "a winner while the game goes on";
    if (b.turn < 0 || b.max_turns < 1) return "the turn count is out of range";
    if (b.deck_limit < 1) return "the deck size is out of range";
    if (b.log.size() > kLogSize) return "the log is longer than it is ever kept";
    std::set<int> out;
    for (std::int8_t s : b.eliminated) {
        if (s < 0 || s >= b.players) return "an eliminated player who is not at the table";
        if (!out.insert(s).second) return "a player eliminated twice";
    }
    for (int s = 0; s < b.players; ++s)
        if (b.p[static_cast<std::size_t>(s)].out != (out.count(s) > 0))
            return seat_word(s) + ": out of the game and the list of eliminated players disagree";
    return "";
}

// Every card of each player in exactly one place, matching its decklist; every card in play
// numbered (uid) once, never 0 (which means "no card" inside), and below the next number.
std::string check_cards(const CardDb& db, const Board& b, bool full) {
    const auto ncards = db.cards.size();
    auto real = [&](CardId id) { return id < ncards; };
    std::set<std::uint16_t> uids;
    auto check_unit = [&](int s, const Unit& u, CardType type, const char* zone) -> std::string {
        if (!real(u.id)) return seat_word(s) + ": an unnamed card among its " + zone;
        if (db[u.id].type != type) return seat_word(s) + ": " + db[u.id].name + " is not one of its " + zone;
        if (u.uid == 0) return seat_word(s) + ": " + db[u.id].name + " in play has the number 0, which means no card";
        if (u.uid >= b.next_uid) return seat_word(s) + ": " + db[u.id].name + " in play has a number not yet given out";
        if (!uids.insert(u.uid).second) return "two cards in play have the same number " + std::to_string(u.uid);
        if (u.marks & ~(kUnblockable | kNoBlock)) return seat_word(s) + ": " + db[u.id].name + " has an unknown mark";
        return "";
    };
    for (int s = 0; s < b.players; ++s) {
        const Player& p = b.p[static_cast<std::size_t>(s)];
        const std::string who = seat_word(s) + ": ";
        for (CardId id : p.decklist)
            if (!real(id)) return who + "an unnamed card in its decklist";
        for (CardId id : p.discard)
            if (!real(id)) return who + "an unnamed card in its discard pile";
        for (const auto* zone : {&p.deck, &p.hand})
            for (const Card& c : *zone) {
                if (c.id == kUnknown && (full || c.known)) return who + "a hidden card where every card must be known";
                if (c.id != kUnknown && !real(c.id)) return who + "a card that does not exist";
            }
        for (const Unit& u : p.resources)
            if (auto bad = check_unit(s, u, CardType::Resource, "resources"); !bad.empty()) return bad;
        for (const Unit& u : p.characters)
            if (auto bad = check_unit(s, u, CardType::Character, "characters"); !bad.empty()) return bad;
        // What each zone holds must be what the player brought, each card once.
        std::map<CardId, int> have, want;
        int hidden = 0;
        for (const auto* zone : {&p.deck, &p.hand})
            for (const Card& c : *zone)
                if (c.id == kUnknown) ++hidden;
                else ++have[c.id];
        for (CardId c : p.discard) ++have[c];
        for (const Unit& u : p.resources) ++have[u.id];
        for (const Unit& u : p.characters) ++have[u.id];
        for (const Task& t : b.stack)
            if (t.held && t.controller == s && real(t.source)) ++have[t.source];
        for (CardId c : p.decklist) ++want[c];
        int total = hidden;
        for (auto [id, n] : have) {
            total += n;
            auto it = want.find(id);
            if (it == want.end() || n > it->second) return who + "more copies of " + db[id].name + " than its decklist has";
        }
        if (total != static_cast<int>(p.decklist.size()))
            return who + "the cards in its zones do not match its decklist";
        if (p.resources_played > 1) return who + "more than one resource this turn";
        if (p.out && b.step != Step::Over && (!p.characters.empty() || !p.resources.empty()))
            return who + "out of the game with cards in play";
        if (!p.out && p.deck.empty() && b.step != Step::Over) return who + "still in the game with an empty deck";
    }
    std::map<CardId, int> unique;
    for (const Player& p : b.p)
        for (const Unit& u : p.characters)
            if (db[u.id].unique && ++unique[u.id] > 1) return "the unique character " + db[u.id].name + " is in play twice";
    return "";
}

// The step against what must exist in it: an attack (a defender and attackers) in the attack
// steps and none outside them; every number the attack names in range and naming what it says.
std::string check_combat(const Board& b, const Reader& r) {
    const Combat& c = b.combat;
    const std::string step(step_name(b.step));
    if (c.defender < -1 || c.defender >= b.players) return "the defender is not at the table";
    if (b.step == Step::Over) return "";
    if (!in_fight(b.step)) {
        if (!(c == Combat{})) return "an attack in progress in the " + step + " step";
        return "";
    }
    if (c.defender < 0) return "the " + step + " step with no attack in progress";
    if (c.attackers.empty()) return "the " + step + " step of an attack with no attacker";
    if (!r.alive(c.defender)) return "the defender is out of the game";
    if (c.defender != r.left_of(b.active)) return "an attack on a player who is not to the attacker's left";
    std::set<std::uint16_t> seen;
    auto named = [&](std::uint16_t uid) { return uid != 0 && uid < b.next_uid; };
    for (std::uint16_t a : c.attackers) {
        if (!named(a)) return "an attacker numbered " + std::to_string(a) + ", which names no card";
        if (!seen.insert(a).second) return "a character attacks twice";
        int owner = -1;
        if (const Unit* u = r.unit(a, &owner); u && (owner != b.active || !u->tapped))
            return "an attacker that is not the active player's, or untapped";
    }
    if (b.step == Step::Declare && !c.blocks.empty()) return "blockers before the attack is declared";
    std::set<std::uint16_t> blockers;
    for (const BlockPair& bp : c.blocks) {
        if (!named(bp.blocker)) return "a blocker numbered " + std::to_string(bp.blocker) + ", which names no card";
        if (!has(c.attackers, bp.attacker)) return "a block of a character that is not attacking";
        if (!blockers.insert(bp.blocker).second) return "a character blocks twice";
        int owner = -1;
        if (const Unit* u = r.unit(bp.blocker, &owner); u && owner != c.defender) return "a blocker that is not the defender's";
    }
    for (std::uint16_t x : c.removed)
        if (!has(c.attackers, x) && !blockers.count(x)) return "a character taken out of combat that was never in it";
    for (std::uint16_t x : c.doomed)
        if (!blockers.count(x)) return "a character chosen for discard that is not blocking";
    if (b.step != Step::Discard && (!c.doomed.empty() || c.kill_index != 0))
        return "blockers chosen for discard before the " + std::string(step_name(Step::Discard)) + " step";
    if (c.kill_index > c.attackers.size()) return "the attacker whose blockers are chosen is past the last attacker";
    return "";
}

// Pending abilities and cards: their card, players and numbers in range.
std::string check_tasks(const CardDb& db, const Board& b, const Reader& r) {
    if (b.step == Step::Over && (!b.stack.empty() || !b.queue.empty())) return "abilities pending after the game is over";
    for (const auto* list : {&b.stack, &b.queue})
        for (const Task& t : *list) {
            if (t.source >= db.cards.size()) return "a pending ability of a card that does not exist";
            const CardDef& c = db[t.source];
            const std::string what = "a pending ability of " + c.name + ": ";
            if (t.controller < 0 || t.controller >= b.players) return what + "its player is not at the table";
            if (!r.alive(t.controller)) return what + "its player is out of the game";
            if (t.opponent < -1 || t.opponent >= b.players || t.opponent == t.controller)
                return what + "its opponent is not an opponent at the table";
            if (t.opponent >= 0 && !r.alive(t.opponent)) return what + "its opponent is out of the game";
            if (t.list < -1 || t.list >= static_cast<int>(c.abilities.size()) || (t.list < 0 && c.effects.empty()))
                return what + "the card has no such ability";
            if (t.next > r.effects_of(t).size()) return what + "its next effect is past the last";
            if (t.source_uid >= b.next_uid || t.same >= b.next_uid) return what + "it names a card number not yet given out";
            if (const Unit* u = r.unit(t.source_uid); u && u->id != t.source)
                return what + "its character's number names another card";
            if (t.held && (t.list != -1 || t.source_uid != 0 || (c.type != CardType::Action && c.type != CardType::Combat)))
                return what + "held out of every pile, yet not a played action or combat card";
            if (t.held && list == &b.queue) return what + "a played card waiting to be ordered";
        }
    return "";
}

}  // namespace

std::string check_board(const CardDb& db, const Board& b, bool full) {
    if (auto bad = check_seats(b); !bad.empty()) return bad;
    if (b.next_uid == 0) return "the next card number is 0, which means no card";
    if (auto bad = check_cards(db, b, full); !bad.empty()) return bad;
    const Reader r(db, b);  // from here seats and numbers are in range
    if (auto bad = check_combat(b, r); !bad.empty()) return bad;
    if (auto bad = check_tasks(db, b, r); !bad.empty()) return bad;
    if (b.step == Step::Over) {
        if (b.winner >= 0 && b.p[static_cast<std::size_t>(b.winner)].out) return "the winner is out of the game";
        return "";
    }
    if (!r.alive(b.active)) return "the active player is out of the game";
    const int to_act = r.to_act();
    if (to_act < 0 || to_act >= b.players || !r.alive(to_act)) return "nobody at the table is to act";
    return "";
}

std::string check(const State& s) {
    if (auto bad = check_board(s.db(), s.board(), true); !bad.empty()) return bad;
    if (s.is_terminal()) return "";
    // The rules answer for any board that passed the checks above; a throw here is a state they
    // cannot play on, refused like the rest.
    try {
        if (s.legal_actions().empty()) return "the player to act has no legal move";
    } catch (const std::exception&) {
        return "the rules cannot say what the player to act may do";
    }
    return "";
}

}  // namespace olympus::arc
