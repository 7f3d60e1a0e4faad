// Positions written by hand, for tests and rulebook examples. See State::from_position.
#include <stdexcept>

#include "arc/rules.hpp"

namespace olympus::arc {

using nlohmann::json;

State State::from_position(const json& spec, std::shared_ptr<const CardDb> db) {
    if (!db) db = load_card_db();
    for (auto it = spec.begin(); it != spec.end(); ++it) {
        const std::string& k = it.key();
        if (k != "players" && k != "active" && k != "turn" && k != "step" && k != "resource_played" && k != "seed" &&
            k != "p1" && k != "p2" && k != "p3")
            throw std::invalid_argument("position: unknown key '" + k + "'");
    }
    State s;
    s.db_ = db;
    s.rng_ = Rng(spec.value("seed", std::uint64_t{1}));
    Board& b = s.b_;
    b.players = spec.value("players", 2);
    if (b.players < 2 || b.players > kMaxPlayers) throw std::invalid_argument("position: 2 or 3 players");
    b.active = static_cast<std::int8_t>(spec.value("active", 1) - 1);
    if (b.active < 0 || b.active >= b.players) throw std::invalid_argument("position: no such active player");
    b.turn = static_cast<std::int16_t>(spec.value("turn", 3));
    if (spec.value("step", std::string("main")) != "main") throw std::invalid_argument("position: only the main step can be written");
    b.step = Step::Main;
    b.resource_step = !spec.value("resource_played", false);
    b.p.resize(static_cast<std::size_t>(b.players));
    auto id_of = [&](const std::string& n) {
        auto id = db->find(n);
        if (!id) throw std::invalid_argument("position: unknown card '" + n + "'");
        return *id;
    };
    for (int seat = 0; seat < b.players; ++seat) {
        Player& p = b.p[static_cast<std::size_t>(seat)];
        const std::string key = "p" + std::to_string(seat + 1);
        const json pj = spec.value(key, json::object());
        for (auto it = pj.begin(); it != pj.end(); ++it) {
            const std::string& k = it.key();
            if (k != "hand" && k != "resources" && k != "characters" && k != "discard" && k != "deck" && k != "deck_size" &&
                k != "filler" && k != "out" && k != "name")
                throw std::invalid_argument("position: " + key + ": unknown key '" + k + "'");
        }
        p.deck_name = pj.value("name", "position");
        for (const std::string& n : pj.value("hand", std::vector<std::string>{})) p.hand.push_back(Card{id_of(n), false});
        for (std::string n : pj.value("resources", std::vector<std::string>{})) {
            Unit u;
            if (!n.empty() && n[0] == '*') {
                u.tapped = true;
                n = n.substr(1);
            }
            u.id = id_of(n);
            if ((*db)[u.id].type != CardType::Resource) throw std::invalid_argument("position: " + n + " is not a resource");
            u.uid = b.next_uid++;
            p.resources.push_back(u);
        }
        for (std::string n : pj.value("characters", std::vector<std::string>{})) {
            Unit u;
            if (!n.empty() && n[0] == '*') {
                u.tapped = true;
                n = n.substr(1);
            }
            u.id = id_of(n);
            if ((*db)[u.id].type != CardType::Character) throw std::invalid_argument("position: " + n + " is not a character");
            u.uid = b.next_uid++;
            p.characters.push_back(u);
        }
        for (const std::string& n : pj.value("discard", std::vector<std::string>{})) p.discard.push_back(id_of(n));
        // "deck" is top first; stored with the top at the back.
        std::vector<std::string> top_first = pj.value("deck", std::vector<std::string>{});
        const int size = pj.value("deck_size", std::max(10, static_cast<int>(top_first.size())));
        if (size < static_cast<int>(top_first.size())) throw std::invalid_argument("position: deck_size below the listed deck");
        const CardId filler = id_of(pj.value("filler", std::string("Wedding Feast")));
        for (int k = static_cast<int>(top_first.size()); k < size; ++k) p.deck.push_back(Card{filler, false});
        for (auto it = top_first.rbegin(); it != top_first.rend(); ++it) p.deck.push_back(Card{id_of(*it), false});
        p.out = pj.value("out", false);
        if (p.out) {
            if (!p.characters.empty() || !p.resources.empty()) throw std::invalid_argument("position: a player who is out has cards in play");
            b.eliminated.push_back(static_cast<std::int8_t>(seat));
        }
        for (const Card& c : p.deck) p.decklist.push_back(c.id);
        for (const Card& c : p.hand) p.decklist.push_back(c.id);
        for (CardId c : p.discard) p.decklist.push_back(c);
        for (const Unit& u : p.resources) p.decklist.push_back(u.id);
        for (const Unit& u : p.characters) p.decklist.push_back(u.id);
        std::sort(p.decklist.begin(), p.decklist.end());
        if (!p.out && p.deck.empty()) throw std::invalid_argument("position: " + key + " needs a deck");
    }
    b.deck_limit = 500;
    std::string bad = check(s);
    if (!bad.empty()) throw std::invalid_argument("position: " + bad);
    return s;
}

}  // namespace olympus::arc
