// Set-up and the turn: seven cards and the new hand, who goes first, untap, draw (an empty deck
// loses), one resource, paying with one resource of the card's colour, characters and actions.
#include "arc_test.hpp"

using namespace arct;

namespace {
Decklist list_of(const std::string& name, std::vector<std::pair<int, std::string>> lines) {
    Decklist d;
    d.name = name;
    int line = 1;
    for (auto& [n, card] : lines) d.entries.push_back({n, card, line++});
    return d;
}

int resources_in(const State& s, const std::vector<Card>& cards) {
    int n = 0;
    for (const Card& c : cards) n += s.db()[c.id].type == CardType::Resource;
    return n;
}
}  // namespace

TEST_CASE("set-up: 40-card decks, seven cards each, the first player draws an eighth") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o, db());
        const Board& b = s.board();
        REQUIRE(b.players == 2);
        CHECK(b.turn == 1);
        CHECK(b.step == Step::Main);
        for (int p = 0; p < 2; ++p) {
            const Player& pl = b.p[static_cast<std::size_t>(p)];
            CHECK(pl.decklist.size() == 40);
            const std::size_t want = p == b.active ? 8 : 7;
            CHECK(pl.hand.size() == want);
            CHECK(pl.deck.size() == 40 - want);
            CHECK(pl.resources.empty());
            CHECK(pl.characters.empty());
            // The second player's hand is its starting hand: at least two resources.
            if (p != b.active) CHECK(resources_in(s, pl.hand) >= 2);
        }
        CHECK(b.p[0].deck_name != b.p[1].deck_name);  // two different sample decks by default
    }
}

TEST_CASE("set-up: a hand with fewer than two resources is shuffled back for a new one") {
    // 38 characters and 2 resources: a first hand rarely holds both, so new hands are drawn
    // until it does.
    Decklist thin = list_of("thin", {{2, "Wedding Feast"}, {4, "Spoiled Princess"}, {4, "Questing Farmer"}, {4, "Angry Villager"},
                                     {4, "Clumsy Giant"}, {4, "Forest Raider"}, {4, "Cyclops"}, {4, "Wandering Tribe"},
                                     {4, "Argonaut"}, {4, "Primord"}, {2, "Crafty Hunter"}});
    Decklist none = list_of("no resources", {{4, "Spoiled Princess"}, {4, "Questing Farmer"}, {4, "Angry Villager"},
                                             {4, "Clumsy Giant"}, {4, "Forest Raider"}, {4, "Cyclops"}, {4, "Wandering Tribe"},
                                             {4, "Argonaut"}, {4, "Primord"}, {4, "Crafty Hunter"}});
    int redrawn = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        GameOptions o;
        o.seed = seed;
        o.values["first"] = "2";
        State s = State::new_game(o, {thin, none}, db());
        const Player& p1 = s.board().p[0];
        CHECK(resources_in(s, p1.hand) == 2);  // both resources, whatever it took
        redrawn += p1.new_hands > 0;
        // The log says the act and the rulebook's reason, once, however many hands it took.
        const std::string said = p1.new_hands == 1 ? "P1 shuffles their starting hand back into the deck and draws a new one, as it held fewer than two resources."
                                                   : "P1 shuffles their starting hand back into the deck and draws a new one " + std::to_string(p1.new_hands) +
                                                         " times, as each held fewer than two resources.";
        if (p1.new_hands > 0) CHECK(std::count(s.board().log.begin(), s.board().log.end(), said) == 1);
        for (const std::string& line : s.board().log) CHECK(line.rfind("P2 shuffles", 0) != 0);
        // A deck without two resources keeps its first hand (there is nothing better to draw).
        CHECK(s.board().p[1].new_hands == 0);
    }
    CHECK(redrawn > 20);
}

TEST_CASE("set-up: who goes first") {
    for (const char* key : {"first", "loser"}) {
        GameOptions o;
        o.values[key] = "2";
        State s = State::new_game(o, db());
        CHECK(s.board().active == 1);
        CHECK(s.current_player() == 1);
        o.values[key] = "1";
        CHECK(State::new_game(o, db()).board().active == 0);
    }
    // The seats by the names the table gives them, in either case.
    for (const char* name : {"P2", "p2"}) {
        GameOptions o;
        o.values["first"] = name;
        CHECK(State::new_game(o, db()).board().active == 1);
    }
    GameOptions o;
    o.values["first"] = "P3";
    CHECK_THROWS_WITH_AS(State::new_game(o, db()), "arc: first=P3: expected random, P1 or P2", OptionError);
    int firsts[2] = {0, 0};
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        GameOptions o;
        o.seed = seed;
        ++firsts[State::new_game(o, db()).board().active];
    }
    CHECK(firsts[0] > 25);
    CHECK(firsts[1] > 25);
}

TEST_CASE("set-up: options are checked") {
    auto bad = [](std::map<std::string, std::string> v) {
        GameOptions o;
        o.values = std::move(v);
        CHECK_THROWS_AS(State::new_game(o, db()), OptionError);
    };
    bad({{"players", "4"}});
    bad({{"players", "1"}});
    bad({{"deck1", "no-such-deck"}});
    bad({{"colour", "red"}});
    bad({{"first", "3"}});
    bad({{"first", "sometimes"}});
    bad({{"deck_size", "30"}});  // the sample decks hold 40 cards: more than the agreed size
    bad({{"deck_size", "60"}});  // and fewer: a smaller deck only at its own agreed size
    GameOptions ok;
    ok.values = {{"deck1", "fearless-band"}, {"deck2", "xena-warrior-princess"}, {"deck_size", "40"}};
    State s = State::new_game(ok, db());
    // The table names a deck by its title; the file's stem is a word of --opt only.
    CHECK(s.board().p[0].deck_name == "Fearless Band");
    CHECK(s.board().p[1].deck_name == "Xena: Warrior Princess");
    CHECK(s.board().deck_limit == 40);
}

TEST_CASE("deck size: larger decks when both players agree on the size") {
    Decklist big = list_of("big", {{30, "Wedding Feast"}, {4, "Spoiled Princess"}, {4, "Questing Farmer"}, {4, "Angry Villager"},
                                   {4, "Clumsy Giant"}, {4, "Forest Raider"}});
    GameOptions o;
    CHECK_THROWS_AS(State::new_game(o, {big, big}, db()), OptionError);
    o.values["deck_size"] = "50";
    State s = State::new_game(o, {big, big}, db());
    CHECK(s.board().p[0].decklist.size() == 50);
}

TEST_CASE("the turn: untap your own cards, draw a card") {
    State s = pos(R"({"active":1,
        "p1":{"resources":["*Wedding Feast"],"characters":["*Cyclops"],"deck_size":10},
        "p2":{"resources":["*Warlord Camp","*Bath House"],"characters":["*Royal Guards"],"deck":["Centaur Attack"],"deck_size":12}})");
    act(s, "end turn");
    CHECK(s.board().active == 1);
    CHECK(s.board().turn == 4);
    // P2's cards untap; P1's stay tapped until its own turn.
    CHECK_FALSE(tapped(s, 2, "Warlord Camp"));
    CHECK_FALSE(tapped(s, 2, "Royal Guards"));
    CHECK(tapped(s, 1, "Wedding Feast"));
    CHECK(tapped(s, 1, "Cyclops"));
    CHECK(hand(s, 2) == Words{"Centaur Attack"});
    CHECK(deck_size(s, 2) == 11);
}

TEST_CASE("the log: the turn's start says the untap and the draw, never the card drawn") {
    State s = pos(R"({"active":1,
        "p1":{"resources":["*Wedding Feast"],"characters":["*Cyclops"],"deck_size":10},
        "p2":{"resources":["*Warlord Camp","*Bath House"],"characters":["*Royal Guards"],"deck":["Centaur Attack"],"deck_size":12}})");
    const std::size_t before = s.board().log.size();
    act(s, "end turn");
    const auto& log = s.board().log;
    const std::vector<std::string> added(log.begin() + static_cast<std::ptrdiff_t>(before), log.end());
    CHECK(added == Words{"Turn 4 is P2's.", "P2 untaps 2 resources and a character.", "P2 draws a card."});
    // Every seat reads the same log: the other seat's view holds the sentence, not the card.
    const View seen = s.view_for(0);
    CHECK(seen.board.log == log);
    for (const std::string& line : seen.board.log) CHECK(line.find("Centaur Attack") == std::string::npos);
    // Nothing tapped: nothing to untap, and the log does not say so.
    act(s, "end turn");
    CHECK(std::vector<std::string>(s.board().log.end() - 2, s.board().log.end()) ==
          Words{"P1 untaps a resource and a character.", "P1 draws a card."});
}

TEST_CASE("the turn: drawing the last card of the deck loses at once") {
    State s = pos(R"({"active":1, "p1":{"deck_size":10}, "p2":{"deck_size":1}})");
    act(s, "end turn");
    CHECK(s.is_terminal());
    CHECK(s.winner() == 0);
    CHECK(deck_size(s, 2) == 0);
    const auto& log = s.board().log;
    CHECK(std::vector<std::string>(log.end() - 4, log.end()) ==
          Words{"P2 draws a card.", "P2's deck is empty.", "P2 is out of the game.", "P1 wins."});
}

TEST_CASE("the turn: one resource, and only before anything else") {
    State s = pos(R"({"active":1,
        "p1":{"hand":["Wedding Feast","Satyr Hollow","Spoiled Princess"],"resources":["Hidden Clearing"]},
        "p2":{}})");
    CHECK(legal(s, "resource Wedding Feast"));
    CHECK(legal(s, "resource Satyr Hollow"));
    act(s, "resource Wedding Feast");
    CHECK_FALSE(legal(s, "resource Satyr Hollow"));
    CHECK(player(s, 1).resources.size() == 2);
    CHECK_FALSE(tapped(s, 1, "Wedding Feast"));  // a resource comes into play untapped

    // Playing a card first closes the resource step (step 3 comes before step 4).
    State t = pos(R"({"active":1,
        "p1":{"hand":["Wedding Feast","Spoiled Princess"],"resources":["Hidden Clearing"]}, "p2":{}})");
    act(t, "play Spoiled Princess [G]");
    CHECK_FALSE(legal(t, "resource Wedding Feast"));
    // And the next turn allows one again.
    act(t, "end turn");
    act(t, "end turn");
    CHECK(legal(t, "resource Wedding Feast"));
}

TEST_CASE("paying: tap that many resources, one at least of the card's colour") {
    // Clumsy Giant: green, cost 3.
    State red = pos(R"({"active":1, "p1":{"hand":["Clumsy Giant"],"resources":["Warlord Camp","Bath House","Town Square"]}, "p2":{}})");
    CHECK_FALSE(legal(red, "play Clumsy Giant [RRR]"));
    for (const Action& a : red.legal_actions()) CHECK(a.kind != Action::Kind::Play);

    State s = pos(R"({"active":1,
        "p1":{"hand":["Clumsy Giant"],"resources":["Wedding Feast","Satyr Hollow","Bath House","Town Square"]}, "p2":{}})");
    // Every way to pay: GGR, GRR (GG and one red, or one green and two reds), never RRR or GGG+.
    Words plays;
    for (const Action& a : s.legal_actions())
        if (a.kind == Action::Kind::Play) plays.push_back(a.to_string());
    CHECK(plays == Words{"play Clumsy Giant [GGR]", "play Clumsy Giant [GRR]"});
    act(s, "play Clumsy Giant [GRR]");
    CHECK(chars(s, 1) == Words{"Clumsy Giant"});  // in play untapped
    CHECK(untapped_resources(s, 1) == 1);
    CHECK_FALSE(tapped(s, 1, "Satyr Hollow"));     // the second green one is left
    CHECK(tapped(s, 1, "Bath House"));
    CHECK(tapped(s, 1, "Town Square"));
    // Not enough left for anything else.
    CHECK(hand(s, 1).empty());
}

TEST_CASE("characters: in play untapped, paid once, may attack at once; actions are discarded") {
    State s = pos(R"({"active":1,
        "p1":{"hand":["Angry Villager","Festival"],"resources":["Wedding Feast","Satyr Hollow","Hidden Clearing","Festival Grounds"],
              "deck":["Cyclops","Primord"]},
        "p2":{"deck_size":20}})");
    act(s, "play Angry Villager [GG]");
    CHECK(chars(s, 1) == Words{"Angry Villager"});
    act(s, "play Festival [GG]");
    CHECK(hand(s, 1) == Words{"Cyclops", "Primord"});
    CHECK(discard(s, 1) == Words{"Festival"});
    CHECK(legal(s, "attack with Angry Villager"));
    act(s, "attack with Angry Villager");
    act(s, "done");
    // P2 has nothing to block or play: the attack resolves at once (2 power, +1 attacking),
    // then P2's turn begins and it draws one.
    CHECK(s.board().active == 1);
    CHECK(deck_size(s, 2) == 20 - 3 - 1);
}

TEST_CASE("the log: a card that makes its player draw is named first, so its name is not read as the card drawn") {
    State s = pos(R"({"active":1,
        "p1":{"hand":["Spoiled Princess"],"resources":["Wedding Feast"],"deck":["Cyclops","Primord"]},
        "p2":{"deck_size":20}})");
    act(s, "play Spoiled Princess [G]");
    CHECK(hand(s, 1) == Words{"Cyclops"});
    const auto& log = s.board().log;
    CHECK(std::find(log.begin(), log.end(), "Spoiled Princess lets P1 draw 1 card.") != log.end());
    for (const std::string& line : log) CHECK(line.find("draws 1 card (") == std::string::npos);
}

TEST_CASE("unique characters: not while any copy is in play") {
    State s = pos(R"({"active":1,
        "p1":{"hand":["Hercules","Iolaus"],"resources":["Wedding Feast","Satyr Hollow","Hidden Clearing","Festival Grounds",
               "Hall of the Golden Fleece","Wedding Feast","Satyr Hollow","Hidden Clearing","Festival Grounds"]},
        "p2":{"characters":["Hercules"]}})");
    for (const Action& a : s.legal_actions()) CHECK(a.card != "Hercules");
    CHECK(legal(s, "play Iolaus [GGG]"));
    act(s, "play Iolaus [GGG]");
    CHECK(chars(s, 1) == Words{"Iolaus"});
}

TEST_CASE("unique characters: a card that puts a character into play passes over a unique one in play") {
    const char* spec = R"({"active":1,
        "p1":{"hand":["Unexpected Help","Iolaus","Angry Villager"],"resources":["Wedding Feast","Satyr Hollow","Hidden Clearing"]},
        "p2":{"characters":[%s]}})";
    auto with_p2 = [&](const std::string& chars) {
        std::string text(spec);
        text.replace(text.find("%s"), 2, chars);
        return pos(text);
    };
    // With no Iolaus in play, Unexpected Help offers both characters.
    State free = with_p2("");
    act(free, "play Unexpected Help [GG]");
    CHECK(legal(free, "choose Iolaus"));
    CHECK(legal(free, "choose Angry Villager"));
    // With P2's Iolaus in play, only Angry Villager can come in, so it does at once.
    State s = with_p2(R"("Iolaus")");
    act(s, "play Unexpected Help [GG]");
    CHECK(chars(s, 1) == Words{"Angry Villager"});
    CHECK(hand(s, 1) == Words{"Iolaus"});
}

TEST_CASE("end of turn: changes until end of turn wear off, play passes to the left") {
    State s = pos(R"({"active":1,
        "p1":{"hand":["Salmoneus's Self-Actualization Seminar"],"resources":["Warlord Camp"],"characters":["Royal Guards"]},
        "p2":{}})");
    act(s, "play Salmoneus's Self-Actualization Seminar [R]");
    CHECK(power_of(s, 1, "Royal Guards") == 5);
    act(s, "end turn");
    CHECK(s.board().active == 1);
    CHECK(power_of(s, 1, "Royal Guards") == 3);
}
