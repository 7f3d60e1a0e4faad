// The whole state as JSON (cards by name, so a save survives new cards being added), and back.
// A view is the same Board with hidden cards as null.
#include <algorithm>
#include <stdexcept>

#include "arc/rules.hpp"
#include "arc/serial.hpp"
#include "core/json_read.hpp"

namespace olympus::arc {

using nlohmann::json;
namespace jr = olympus::json_read;

namespace {

json card_json(const CardDb& db, CardId id) { return id == kUnknown ? json(nullptr) : json(db[id].name); }

// Names are read, never numbers: a save survives new cards being added.
CardId card_from(const CardDb& db, const json& j, const std::string& path) {
    if (j.is_null()) return kUnknown;
    const std::string name = jr::as_str(j, path, 200);
    auto id = db.find(name);
    if (!id) jr::bad(path, "unknown card '" + name + "'");
    return *id;
}

CardId named_card(const CardDb& db, const json& j, const std::string& path) {
    CardId id = card_from(db, j, path);
    if (id == kUnknown) jr::bad(path, "the card must be named");
    return id;
}

json hidden_json(const CardDb& db, const std::vector<Card>& v) {
    json a = json::array();
    for (const Card& c : v) {
        if (c.known) a.push_back(json{{"card", card_json(db, c.id)}, {"known", true}});
        else a.push_back(card_json(db, c.id));
    }
    return a;
}

// The most cards any list can hold: three players' decks are far below it.
constexpr std::size_t kMaxCards = 1000;

std::vector<Card> hidden_from(const CardDb& db, const json& j, const std::string& path) {
    std::vector<Card> out;
    jr::as_arr(j, path, kMaxCards);
    for (std::size_t i = 0; i < j.size(); ++i) {
        const json& x = j[i];
        const std::string at = jr::element(path, i);
        if (x.is_object()) {
            jr::only_keys(x, {"card", "known"}, at);
            bool known = jr::has(x, "known") && jr::get_bool(x, "known", at);
            out.push_back(Card{card_from(db, jr::at(x, "card", at), jr::member(at, "card")), known});
        } else {
            out.push_back(Card{card_from(db, x, at), false});
        }
    }
    return out;
}

std::vector<CardId> names_from(const CardDb& db, const json& j, const std::string& path) {
    std::vector<CardId> out;
    jr::as_arr(j, path, kMaxCards);
    for (std::size_t i = 0; i < j.size(); ++i) out.push_back(named_card(db, j[i], jr::element(path, i)));
    return out;
}

// A uid list; 0 is refused here since it means "no card" inside.
std::vector<std::uint16_t> uids_from(const json& j, const std::string& path) {
    std::vector<std::uint16_t> out;
    jr::as_arr(j, path, kMaxCards);
    for (std::size_t i = 0; i < j.size(); ++i) out.push_back(jr::as_int<std::uint16_t>(j[i], jr::element(path, i), 1, 65535));
    return out;
}

json unit_json(const CardDb& db, const Unit& u, int power) {
    json j{{"card", db[u.id].name}, {"uid", u.uid}, {"tapped", u.tapped}};
    if (u.pump_combat) j["pump_combat"] = u.pump_combat;
    if (u.pump_turn) j["pump_turn"] = u.pump_turn;
    if (u.marks) j["marks"] = u.marks;
    if (power >= 0) j["power"] = power;
    return j;
}

Unit unit_from(const CardDb& db, const json& j, const std::string& path) {
    jr::only_keys(j, {"card", "uid", "tapped", "pump_combat", "pump_turn", "marks", "power"}, path);
    Unit u;
    u.id = named_card(db, jr::at(j, "card", path), jr::member(path, "card"));
    u.uid = jr::get_int<std::uint16_t>(j, "uid", path, 1, 65535);
    u.tapped = jr::has(j, "tapped") && jr::get_bool(j, "tapped", path);
    if (jr::has(j, "pump_combat")) u.pump_combat = jr::get_int<std::int8_t>(j, "pump_combat", path);
    if (jr::has(j, "pump_turn")) u.pump_turn = jr::get_int<std::int8_t>(j, "pump_turn", path);
    if (jr::has(j, "marks")) u.marks = jr::get_int<std::uint8_t>(j, "marks", path, 0, kUnblockable | kNoBlock);
    return u;
}

json task_json(const CardDb& db, const Task& t) {
    return json{{"source", db[t.source].name}, {"source_uid", t.source_uid}, {"controller", t.controller},
                {"opponent", t.opponent}, {"list", t.list}, {"next", t.next}, {"same", t.same},
                {"in_combat", t.in_combat}, {"held", t.held}};
}

Task task_from(const CardDb& db, const json& j, int players, const std::string& path) {
    jr::only_keys(j, {"source", "source_uid", "controller", "opponent", "list", "next", "same", "in_combat", "held"}, path);
    Task t;
    t.source = named_card(db, jr::at(j, "source", path), jr::member(path, "source"));
    t.source_uid = jr::get_int<std::uint16_t>(j, "source_uid", path);
    t.controller = jr::get_int<std::int8_t>(j, "controller", path, 0, players - 1);
    t.opponent = jr::get_int<std::int8_t>(j, "opponent", path, -1, players - 1);
    const CardDef& c = db[t.source];
    t.list = jr::get_int<std::int8_t>(j, "list", path, -1, static_cast<long long>(c.abilities.size()) - 1);
    if (t.list < 0 && c.effects.empty()) jr::bad(jr::member(path, "list"), c.name + " has no effects of its own");
    t.next = jr::get_int<std::uint8_t>(j, "next", path);
    t.same = jr::get_int<std::uint16_t>(j, "same", path);
    t.in_combat = jr::get_bool(j, "in_combat", path);
    t.held = jr::get_bool(j, "held", path);
    return t;
}

}  // namespace

json board_to_json(const CardDb& db, const Board& b, bool with_power) {
    Reader r(db, b);
    json players = json::array();
    for (int s = 0; s < b.players; ++s) {
        const Player& p = b.p[static_cast<std::size_t>(s)];
        json decklist = json::array();
        for (CardId id : p.decklist) decklist.push_back(db[id].name);
        json discard = json::array();
        for (CardId id : p.discard) discard.push_back(db[id].name);
        json res = json::array(), chars = json::array();
        for (const Unit& u : p.resources) res.push_back(unit_json(db, u, -1));
        for (const Unit& u : p.characters) chars.push_back(unit_json(db, u, with_power ? r.power(s, u) : -1));
        players.push_back(json{{"deck_name", p.deck_name},
                               {"decklist", decklist},
                               {"deck", hidden_json(db, p.deck)},
                               {"hand", hidden_json(db, p.hand)},
                               {"discard", discard},
                               {"resources", res},
                               {"characters", chars},
                               {"out", p.out},
                               {"resources_played", p.resources_played},
                               {"new_hands", p.new_hands}});
    }
    json blocks = json::array();
    for (const BlockPair& bp : b.combat.blocks) blocks.push_back(json::array({bp.blocker, bp.attacker}));
    json stack = json::array(), queue = json::array();
    for (const Task& t : b.stack) stack.push_back(task_json(db, t));
    for (const Task& t : b.queue) queue.push_back(task_json(db, t));
    return json{{"players", b.players},
                {"active", b.active},
                {"turn", b.turn},
                {"max_turns", b.max_turns},
                {"step", step_name(b.step)},
                {"resource_step", b.resource_step},
                {"winner", b.winner},
                {"next_uid", b.next_uid},
                {"deck_limit", b.deck_limit},
                {"eliminated", b.eliminated},
                {"p", players},
                {"combat", json{{"defender", b.combat.defender},
                                {"attackers", b.combat.attackers},
                                {"blocks", blocks},
                                {"removed", b.combat.removed},
                                {"doomed", b.combat.doomed},
                                {"kill_index", b.combat.kill_index}}},
                {"stack", stack},
                {"queue", queue},
                {"log", b.log}};
}

Board board_from_json(const CardDb& db, const json& j, const std::string& path) {
    // A view adds what a reader of it needs (to_act, resolving, waiting, seat, legal); those are
    // worked out again from the board, never read.
    jr::only_keys(j, {"players", "active", "turn", "max_turns", "step", "resource_step", "winner", "next_uid", "deck_limit",
                      "eliminated", "p", "combat", "stack", "queue", "log", "to_act", "resolving", "waiting", "seat", "legal"},
                  path);
    Board b;
    b.players = jr::get_int<int>(j, "players", path, 2, kMaxPlayers);
    b.active = jr::get_int<std::int8_t>(j, "active", path, 0, b.players - 1);
    b.turn = jr::get_int<std::int16_t>(j, "turn", path, 0);
    b.max_turns = jr::get_int<std::int16_t>(j, "max_turns", path, 1);
    b.step = jr::get_enum(j, "step", step_words(), path);
    b.resource_step = jr::get_bool(j, "resource_step", path);
    b.winner = jr::get_int<std::int8_t>(j, "winner", path, -1, b.players - 1);
    b.next_uid = jr::get_int<std::uint16_t>(j, "next_uid", path, 1, 65535);
    b.deck_limit = jr::get_int<int>(j, "deck_limit", path, 1, static_cast<long long>(kMaxCards));
    const json& el = jr::get_arr(j, "eliminated", path, kMaxPlayers);
    for (std::size_t i = 0; i < el.size(); ++i)
        b.eliminated.push_back(jr::as_int<std::int8_t>(el[i], jr::element(jr::member(path, "eliminated"), i), 0, b.players - 1));
    const std::string pp = jr::member(path, "p");
    const json& ps = jr::get_arr(j, "p", path, kMaxPlayers);
    if (static_cast<int>(ps.size()) != b.players) jr::bad(pp, "one entry per player");
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const json& pj = ps[i];
        const std::string at = jr::element(pp, i);
        jr::only_keys(pj, {"deck_name", "decklist", "deck", "hand", "discard", "resources", "characters", "out",
                           "resources_played", "new_hands"},
                      at);
        Player p;
        p.deck_name = jr::get_str(pj, "deck_name", at, 200);
        p.decklist = names_from(db, jr::at(pj, "decklist", at), jr::member(at, "decklist"));
        std::sort(p.decklist.begin(), p.decklist.end());
        p.deck = hidden_from(db, jr::at(pj, "deck", at), jr::member(at, "deck"));
        p.hand = hidden_from(db, jr::at(pj, "hand", at), jr::member(at, "hand"));
        p.discard = names_from(db, jr::at(pj, "discard", at), jr::member(at, "discard"));
        const json& res = jr::get_arr(pj, "resources", at, kMaxCards);
        for (std::size_t k = 0; k < res.size(); ++k)
            p.resources.push_back(unit_from(db, res[k], jr::element(jr::member(at, "resources"), k)));
        const json& chars = jr::get_arr(pj, "characters", at, kMaxCards);
        for (std::size_t k = 0; k < chars.size(); ++k)
            p.characters.push_back(unit_from(db, chars[k], jr::element(jr::member(at, "characters"), k)));
        p.out = jr::get_bool(pj, "out", at);
        p.resources_played = jr::get_int<std::uint8_t>(pj, "resources_played", at, 0, 1);
        p.new_hands = jr::get_int<std::uint8_t>(pj, "new_hands", at, 0, kHandSize);
        b.p.push_back(std::move(p));
    }
    const std::string cp = jr::member(path, "combat");
    const json& c = jr::at(j, "combat", path);
    jr::only_keys(c, {"defender", "attackers", "blocks", "removed", "doomed", "kill_index"}, cp);
    b.combat.defender = jr::get_int<std::int8_t>(c, "defender", cp, -1, b.players - 1);
    b.combat.attackers = uids_from(jr::at(c, "attackers", cp), jr::member(cp, "attackers"));
    const json& blocks = jr::get_arr(c, "blocks", cp, kMaxCards);
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const std::string at = jr::element(jr::member(cp, "blocks"), i);
        const json& bp = jr::as_arr(blocks[i], at);
        if (bp.size() != 2) jr::bad(at, "a block is a pair: blocker, attacker");
        b.combat.blocks.push_back({jr::as_int<std::uint16_t>(bp[0], jr::element(at, 0), 1, 65535),
                                   jr::as_int<std::uint16_t>(bp[1], jr::element(at, 1), 1, 65535)});
    }
    b.combat.removed = uids_from(jr::at(c, "removed", cp), jr::member(cp, "removed"));
    b.combat.doomed = uids_from(jr::at(c, "doomed", cp), jr::member(cp, "doomed"));
    b.combat.kill_index = jr::get_int<std::uint8_t>(c, "kill_index", cp);
    const json& stack = jr::get_arr(j, "stack", path, kMaxCards);
    for (std::size_t i = 0; i < stack.size(); ++i)
        b.stack.push_back(task_from(db, stack[i], b.players, jr::element(jr::member(path, "stack"), i)));
    const json& queue = jr::get_arr(j, "queue", path, kMaxCards);
    for (std::size_t i = 0; i < queue.size(); ++i)
        b.queue.push_back(task_from(db, queue[i], b.players, jr::element(jr::member(path, "queue"), i)));
    const json& log = jr::get_arr(j, "log", path, kLogSize);
    for (std::size_t i = 0; i < log.size(); ++i) b.log.push_back(jr::as_str(log[i], jr::element(jr::member(path, "log"), i)));
    return b;
}

json State::to_json() const {
    return json{{"game", "arc"}, {"version", 1}, {"board", board_to_json(*db_, b_, false)}, {"rng", rng_.to_json()}};
}

State State::from_json(const json& j) {
    return refuse_as_invalid("arc state: ", [&] {
        jr::only_keys(j, {"game", "version", "board", "rng"}, "");
        if (jr::get_str(j, "game", "") != "arc") jr::bad("game", "not an ARC game");
        if (jr::get_int<int>(j, "version", "") != 1) jr::bad("version", "unsupported version");
        State s;
        s.db_ = load_card_db();
        s.b_ = board_from_json(*s.db_, jr::at(j, "board", ""), "board");
        s.rng_ = Rng::from_json(jr::at(j, "rng", ""));
        if (std::string bad = check(s); !bad.empty()) jr::bad("", bad);
        return s;
    });
}

}  // namespace olympus::arc
