// Whole games with random and heuristic movers, 2 and 3 players: the invariants after every
// action, and every game ends. OLYMPUS_LONG_TESTS=1 plays many more games.
#include <cstdlib>
#include <map>
#include <set>

#include "arc_test.hpp"

using namespace arct;

namespace {
bool long_tests() {
    const char* e = std::getenv("OLYMPUS_LONG_TESTS");
    return e && std::string(e) == "1";
}

struct Tally {
    std::map<int, int> winners;
    long actions = 0;
    long shows = 0;
    long turns = 0;
};

}  // namespace

namespace {
bool untaps_resources(const CardDb& db, CardId id) {
    auto has = [](const std::vector<Effect>& es) {
        return std::any_of(es.begin(), es.end(), [](const Effect& e) {
            return e.verb == Verb::UntapResources || e.verb == Verb::PutIntoPlay || e.verb == Verb::Return;
        });
    };
    const CardDef& c = db[id];
    if (has(c.effects)) return true;
    for (const Ability& a : c.abilities)
        if (has(a.effects)) return true;
    return false;
}

const Unit* find_named(const CardDb& db, const Player& p, const std::string& ref) {
    std::string name = ref;
    int k = 1;
    if (auto h = ref.rfind(" #"); h != std::string::npos) {
        name = ref.substr(0, h);
        k = std::stoi(ref.substr(h + 2));
    }
    int seen = 0;
    for (const Unit& u : p.characters)
        if (db[u.id].name == name && ++seen == k) return &u;
    return nullptr;
}

// The per-action checks: taps only of untapped cards, one resource per turn, 40 per player.
void check_step(const State& s, const Board& before, int actor, const Action& a) {
    const Board& b = s.board();
    const CardDb& db = s.db();
    for (const Player& p : b.p) CHECK(p.resources_played <= 1);
    const Player& pb = before.p[static_cast<std::size_t>(actor)];
    switch (a.kind) {
        case Action::Kind::Attack: {
            const Unit* u = find_named(db, before.p[static_cast<std::size_t>(before.active)], a.card);
            REQUIRE(u);
            CHECK_FALSE(u->tapped);
            break;
        }
        case Action::Kind::Use: {
            const Unit* u = find_named(db, pb, a.card);
            REQUIRE(u);
            CHECK_FALSE(u->tapped);
            break;
        }
        case Action::Kind::Block: {
            const Unit* u = find_named(db, before.p[static_cast<std::size_t>(before.combat.defender)], a.other);
            REQUIRE(u);
            CHECK_FALSE(u->tapped);
            break;
        }
        case Action::Kind::Resource:
            CHECK(pb.resources_played == 0);
            CHECK(before.resource_step);
            break;
        case Action::Kind::Show: {
            // Free: one card of the hand more is known to all; the same player decides; nothing else moves.
            Board same = b;
            same.log = before.log;
            int made_known = 0;
            for (std::size_t i = 0; i < same.p[static_cast<std::size_t>(actor)].hand.size(); ++i) {
                Card& c = same.p[static_cast<std::size_t>(actor)].hand[i];
                if (c.known && !pb.hand[i].known) {
                    CHECK(db[c.id].name == a.card);
                    c.known = false;
                    ++made_known;
                }
            }
            CHECK(made_known == 1);
            CHECK(same == before);
            CHECK(s.current_player() == actor);
            break;
        }
        case Action::Kind::Play: {
            if (untaps_resources(db, *db.find(a.card))) break;
            if (b.step == Step::Over || b.active != before.active) break;
            int newly = 0;
            const Player& pa = b.p[static_cast<std::size_t>(actor)];
            for (const Unit& r : pa.resources)
                for (const Unit& r0 : pb.resources)
                    if (r.uid == r0.uid && r.tapped && !r0.tapped) ++newly;
            CHECK(newly == static_cast<int>(a.pay.size()));
            break;
        }
        default: break;
    }
}

template <class Mover>
State play_game(const GameOptions& o, Mover mover, Tally& tally, const std::vector<Decklist>& decks = {},
                std::set<CardId>* played = nullptr) {
    State s = decks.empty() ? State::new_game(o, db()) : State::new_game(o, decks, db());
    REQUIRE(s.check_invariants() == "");
    for (const Player& p : s.board().p) CHECK(p.decklist.size() == 40);
    Rng rng(o.seed * 7919 + 3);
    int steps = 0;
    while (!s.is_terminal()) {
        REQUIRE(++steps < 40000);
        const Board before = s.board();
        const int actor = s.current_player();
        Action a = mover(s, rng);
        INFO("seed " << o.seed << " step " << steps << " action " << a.to_string());
        if (played && (a.kind == Action::Kind::Play || a.kind == Action::Kind::Resource)) played->insert(*s.db().find(a.card));
        s.apply(a);
        ++tally.actions;
        tally.shows += a.kind == Action::Kind::Show;
        const std::string bad = s.check_invariants();
        REQUIRE(bad == "");
        check_step(s, before, actor, a);
    }
    tally.winners[s.winner()]++;
    tally.turns += s.board().turn;
    return s;
}

// Decks that between them hold every card of both sets: each set's cards other than resources in
// windows of 24 (one copy each), with 16 of the set's resources of all colours.
std::vector<Decklist> every_card_decks() {
    std::vector<Decklist> out;
    for (const std::string set : {"hercules", "xena"}) {
        std::vector<CardId> others, resources;
        for (CardId id : db()->in_set(set)) ((*db())[id].type == CardType::Resource ? resources : others).push_back(id);
        const std::size_t window = 24;
        for (std::size_t start = 0; start < others.size(); start += window) {
            Decklist d;
            d.name = set + " cards " + std::to_string(start + 1);
            for (std::size_t k = 0; k < window; ++k)
                d.entries.push_back({1, (*db())[others[(start + k) % others.size()]].name, 0});
            for (std::size_t k = 0; k < 16; ++k) d.entries.push_back({1, (*db())[resources[(start + k) % resources.size()]].name, 0});
            out.push_back(d);
        }
    }
    return out;
}

// Deck assignments that put every card of both sets in play over the run.
std::vector<std::string> all_decks() { return sample_deck_names(); }

GameOptions options(std::uint64_t seed, int players) {
    GameOptions o;
    o.seed = seed;
    auto decks = all_decks();
    o.values["players"] = std::to_string(players);
    for (int s = 0; s < players; ++s)
        o.values["deck" + std::to_string(s + 1)] = decks[(seed * 3 + static_cast<std::uint64_t>(s) * 5) % decks.size()];
    return o;
}
}  // namespace

TEST_CASE("random two-player games keep every invariant and always end") {
    const int games = long_tests() ? 20000 : 1500;
    Tally t;
    for (int g = 0; g < games; ++g) play_game(options(1000 + g, 2), [](const State& s, Rng& r) { return random_action(s, r); }, t);
    MESSAGE("random 2p: " << games << " games, " << t.actions << " actions, " << t.turns << " turns; P1 " << t.winners[0]
                          << " P2 " << t.winners[1] << " drawn " << t.winners[-1]);
    // Every game ends by the rules: none runs into the safety cap on turns (a draw).
    CHECK(t.winners[-1] == 0);
}

TEST_CASE("random three-player games keep every invariant and always end") {
    const int games = long_tests() ? 10000 : 700;
    Tally t;
    for (int g = 0; g < games; ++g) play_game(options(5000 + g, 3), [](const State& s, Rng& r) { return random_action(s, r); }, t);
    MESSAGE("random 3p: " << games << " games, " << t.actions << " actions (" << t.shows << " shows); P1 " << t.winners[0]
                          << " P2 " << t.winners[1] << " P3 " << t.winners[2] << " drawn " << t.winners[-1]);
    CHECK(t.winners[-1] == 0);
    CHECK(t.shows > 0);  // the random mover shows cards too, and the games still end
}

TEST_CASE("heuristic games (2 and 3 players) keep every invariant and always end") {
    const int games = long_tests() ? 3000 : 300;
    Tally t2, t3;
    auto heur = [](const State& s, Rng& r) { return heuristic_action(s.view_for(s.current_player()), r); };
    for (int g = 0; g < games; ++g) play_game(options(9000 + g, 2), heur, t2);
    for (int g = 0; g < games / 3; ++g) play_game(options(19000 + g, 3), heur, t3);
    MESSAGE("heuristic 2p: P1 " << t2.winners[0] << " P2 " << t2.winners[1] << " drawn " << t2.winners[-1] << ", "
                                << double(t2.turns) / games << " turns a game");
    MESSAGE("heuristic 3p: P1 " << t3.winners[0] << " P2 " << t3.winners[1] << " P3 " << t3.winners[2] << " drawn "
                                << t3.winners[-1]);
    CHECK(t2.winners[-1] == 0);
    CHECK(t3.winners[-1] == 0);
    CHECK(t3.shows == 0);  // the heuristic never shows a card
}

TEST_CASE("random games with decks of every card of both sets: invariants, endings, every card played") {
    const auto decks = every_card_decks();
    for (const Decklist& d : decks) {
        INFO(d.name);
        CHECK(check_deck(*db(), d).empty());
        CHECK(d.total() == 40);
    }
    const int games = long_tests() ? 6000 : 500;
    std::set<CardId> played;
    Tally t;
    auto random_mover = [](const State& s, Rng& r) { return random_action(s, r); };
    auto heur = [](const State& s, Rng& r) { return heuristic_action(s.view_for(s.current_player()), r); };
    for (int g = 0; g < games; ++g) {
        const int players = g % 3 == 2 ? 3 : 2;
        std::vector<Decklist> seats;
        for (int s = 0; s < players; ++s) seats.push_back(decks[static_cast<std::size_t>(g * players + s * 7) % decks.size()]);
        GameOptions o;
        o.seed = 30000 + static_cast<std::uint64_t>(g);
        o.values["players"] = std::to_string(players);
        if (g % 2 == 1) play_game(o, heur, t, seats, &played);
        else play_game(o, random_mover, t, seats, &played);
    }
    MESSAGE("every-card decks: " << games << " games, " << t.actions << " actions, " << played.size() << " of " << db()->size()
                                 << " cards played");
    CHECK(t.winners[-1] == 0);
    // Every card of both sets was put in play or played at least once.
    std::string missing;
    for (const CardDef& c : db()->cards)
        if (!played.count(c.id)) missing += " " + c.name;
    CHECK_MESSAGE(missing.empty(), "never played:" << missing);
}
