// The whole state as JSON (cards by name, so a save survives new cards being added), and back.
// A view is the same Board with hidden cards as null.
#include <algorithm>
#include <stdexcept>

#include "arc/rules.hpp"
#include "arc/serial.hpp"

namespace olympus::arc {

using nlohmann::json;

namespace {

json card_json(const CardDb& db, CardId id) { return id == kUnknown ? json(nullptr) : json(db[id].name); }

CardId card_from(const CardDb& db, const json& j) {
    if (j.is_null()) return kUnknown;
    if (!j.is_string()) throw std::invalid_argument("arc state: a card must be a name");
    auto id = db.find(j.get<std::string>());
    if (!id) throw std::invalid_argument("arc state: unknown card '" + j.get<std::string>() + "'");
    return *id;
}

json hidden_json(const CardDb& db, const std::vector<Card>& v) {
    json a = json::array();
    for (const Card& c : v) {
        if (c.known) a.push_back(json{{"card", card_json(db, c.id)}, {"known", true}});
        else a.push_back(card_json(db, c.id));
    }
    return a;
}

std::vector<Card> hidden_from(const CardDb& db, const json& j) {
    std::vector<Card> out;
    for (const json& x : j) {
        if (x.is_object()) out.push_back(Card{card_from(db, x.at("card")), x.value("known", false)});
        else out.push_back(Card{card_from(db, x), false});
    }
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

Unit unit_from(const CardDb& db, const json& j) {
    Unit u;
    u.id = card_from(db, j.at("card"));
    if (u.id == kUnknown) throw std::invalid_argument("arc state: a card in play must be named");
    u.uid = j.at("uid").get<std::uint16_t>();
    u.tapped = j.value("tapped", false);
    u.pump_combat = j.value("pump_combat", std::int8_t{0});
    u.pump_turn = j.value("pump_turn", std::int8_t{0});
    u.marks = j.value("marks", std::uint8_t{0});
    return u;
}

json task_json(const CardDb& db, const Task& t) {
    return json{{"source", db[t.source].name}, {"source_uid", t.source_uid}, {"controller", t.controller},
                {"opponent", t.opponent}, {"list", t.list}, {"next", t.next}, {"same", t.same},
                {"in_combat", t.in_combat}, {"held", t.held}};
}

Task task_from(const CardDb& db, const json& j) {
    Task t;
    t.source = card_from(db, j.at("source"));
    t.source_uid = j.at("source_uid").get<std::uint16_t>();
    t.controller = j.at("controller").get<std::int8_t>();
    t.opponent = j.at("opponent").get<std::int8_t>();
    t.list = j.at("list").get<std::int8_t>();
    t.next = j.at("next").get<std::uint8_t>();
    t.same = j.at("same").get<std::uint16_t>();
    t.in_combat = j.at("in_combat").get<bool>();
    t.held = j.at("held").get<bool>();
    const CardDef& c = db[t.source];
    if (t.list >= static_cast<int>(c.abilities.size()) || (t.list < 0 && c.effects.empty()))
        throw std::invalid_argument("arc state: a pending ability that the card does not have");
    return t;
}

Step step_from(const std::string& s) {
    for (Step st : {Step::Main, Step::Declare, Step::Block, Step::DefenderCombat, Step::AttackerCombat, Step::Discard,
                    Step::End, Step::Over})
        if (step_name(st) == s) return st;
    throw std::invalid_argument("arc state: unknown step '" + s + "'");
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

Board board_from_json(const CardDb& db, const json& j) {
    Board b;
    b.players = j.at("players").get<int>();
    if (b.players < 2 || b.players > kMaxPlayers) throw std::invalid_argument("arc state: 2 or 3 players");
    b.active = j.at("active").get<std::int8_t>();
    if (b.active < 0 || b.active >= b.players) throw std::invalid_argument("arc state: no such active player");
    b.turn = j.at("turn").get<std::int16_t>();
    b.max_turns = j.at("max_turns").get<std::int16_t>();
    b.step = step_from(j.at("step").get<std::string>());
    b.resource_step = j.at("resource_step").get<bool>();
    b.winner = j.at("winner").get<std::int8_t>();
    b.next_uid = j.at("next_uid").get<std::uint16_t>();
    b.deck_limit = j.at("deck_limit").get<int>();
    b.eliminated = j.at("eliminated").get<std::vector<std::int8_t>>();
    const json& ps = j.at("p");
    if (!ps.is_array() || static_cast<int>(ps.size()) != b.players) throw std::invalid_argument("arc state: one entry per player");
    for (const json& pj : ps) {
        Player p;
        p.deck_name = pj.at("deck_name").get<std::string>();
        for (const json& c : pj.at("decklist")) p.decklist.push_back(card_from(db, c));
        std::sort(p.decklist.begin(), p.decklist.end());
        p.deck = hidden_from(db, pj.at("deck"));
        p.hand = hidden_from(db, pj.at("hand"));
        for (const json& c : pj.at("discard")) p.discard.push_back(card_from(db, c));
        for (const json& u : pj.at("resources")) p.resources.push_back(unit_from(db, u));
        for (const json& u : pj.at("characters")) p.characters.push_back(unit_from(db, u));
        p.out = pj.at("out").get<bool>();
        p.resources_played = pj.at("resources_played").get<std::uint8_t>();
        p.new_hands = pj.at("new_hands").get<std::uint8_t>();
        b.p.push_back(std::move(p));
    }
    const json& c = j.at("combat");
    b.combat.defender = c.at("defender").get<std::int8_t>();
    b.combat.attackers = c.at("attackers").get<std::vector<std::uint16_t>>();
    for (const json& bp : c.at("blocks")) b.combat.blocks.push_back({bp.at(0).get<std::uint16_t>(), bp.at(1).get<std::uint16_t>()});
    b.combat.removed = c.at("removed").get<std::vector<std::uint16_t>>();
    b.combat.doomed = c.at("doomed").get<std::vector<std::uint16_t>>();
    b.combat.kill_index = c.at("kill_index").get<std::uint8_t>();
    for (const json& t : j.at("stack")) b.stack.push_back(task_from(db, t));
    for (const json& t : j.at("queue")) b.queue.push_back(task_from(db, t));
    for (const Task& t : b.stack)
        if (t.controller < 0 || t.controller >= b.players) throw std::invalid_argument("arc state: a task without a player");
    for (const Task& t : b.queue)
        if (t.controller < 0 || t.controller >= b.players) throw std::invalid_argument("arc state: a task without a player");
    b.log = j.at("log").get<std::vector<std::string>>();
    return b;
}

json State::to_json() const {
    return json{{"game", "arc"}, {"version", 1}, {"board", board_to_json(*db_, b_, false)}, {"rng", rng_.to_json()}};
}

State State::from_json(const json& j) {
    try {
        if (j.value("game", "") != "arc") throw std::invalid_argument("arc state: not an ARC game");
        if (j.value("version", 0) != 1) throw std::invalid_argument("arc state: unsupported version");
        State s;
        s.db_ = load_card_db();
        s.b_ = board_from_json(*s.db_, j.at("board"));
        s.rng_ = Rng::from_json(j.at("rng"));
        for (const Player& p : s.b_.p) {
            for (const Card& c : p.deck)
                if (c.id == kUnknown) throw std::invalid_argument("arc state: an unknown card in a full state");
            for (const Card& c : p.hand)
                if (c.id == kUnknown) throw std::invalid_argument("arc state: an unknown card in a full state");
        }
        std::string bad = s.check_invariants();
        if (!bad.empty()) throw std::invalid_argument("arc state: " + bad);
        return s;
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument(std::string("arc state: damaged: ") + e.what());
    }
}

}  // namespace olympus::arc
