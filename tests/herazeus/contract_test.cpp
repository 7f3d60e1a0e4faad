// The game contract (issue 17): every load runs check(); a position the rulebook ends (a player who
// cannot spend the action points, or begins the turn with no card on the table) loads ended that
// way; damaged data is refused in our words; a refused action changes nothing; saves read back.
#include <sstream>

#include "core/data_files.hpp"
#include "core/script_mode.hpp"
#include "support/script_lines.hpp"
#include "hz_test.hpp"

using namespace hz;
using nlohmann::json;

namespace {
// The JSON of the last state of the first seeded random game that ended for `why`.
json ended_by(EndReason why) {
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o);
        Rng r(seed);
        while (!s.is_terminal()) s.apply(random_action(s, r));
        if (s.end_reason() == why) return s.to_json();
    }
    FAIL("no random game ended that way");
    return {};
}

// The same position as if the game had not noticed yet: running, nobody has won.
json as_running(json j) {
    j["phase"] = "play";
    j["winner"] = nullptr;
    j["end_reason"] = "none";
    return j;
}

State midgame(std::uint64_t seed, int steps) {
    GameOptions o;
    o.seed = seed;
    State s = State::new_game(o);
    Rng r(seed + 7);
    for (int i = 0; i < steps && !s.is_terminal(); ++i) s.apply(random_action(s, r));
    return s;
}
}  // namespace

TEST_CASE("a saved position where the player to move cannot spend the action points loads as that player's loss") {
    json ended = ended_by(EndReason::Stuck);
    const int loser = ended["to_move"] == "hera" ? 0 : 1;
    State s = State::from_json(as_running(ended));
    CHECK(s.is_terminal());
    CHECK(s.end_reason() == EndReason::Stuck);
    CHECK(s.winner() == 1 - loser);
    CHECK(s.legal_actions().empty());
    CHECK(check(s) == "");
}

TEST_CASE("a saved position where the player to move begins the turn with no card on the table loads as that player's loss") {
    json j = as_running(ended_by(EndReason::EmptyField));
    const int loser = j["to_move"] == "hera" ? 0 : 1;
    j["ap_used"] = 0;  // the turn has only begun
    State s = State::from_json(j);
    CHECK(s.is_terminal());
    CHECK(s.end_reason() == EndReason::EmptyField);
    CHECK(s.winner() == 1 - loser);
    CHECK(s.legal_actions().empty());
}

TEST_CASE("check() names what a running game lacks") {
    State s = midgame(3, 40);
    REQUIRE(!s.is_terminal());
    CHECK(check(s) == "");
    json j = s.to_json();
    j["turn"] = j["max_turns"].get<int>() + 1;
    CHECK_THROWS_WITH(State::from_json(j), doctest::Contains("past the limit"));
    j = s.to_json();
    j["end_reason"] = "stuck";
    CHECK_THROWS_WITH(State::from_json(j), doctest::Contains("an end reason while running"));
    try {
        State::from_json(j);
    } catch (const std::exception& e) {
        const std::string why = e.what();
        CHECK_MESSAGE(why.substr(why.size() - 2) != "; ", why);  // no dangling separator after the last finding
    }
    j = s.to_json();
    j["winner"] = "zeus";
    CHECK_THROWS_WITH(State::from_json(j), doctest::Contains("damaged Hera & Zeus state: "));
}

TEST_CASE("a card of the other side in a hand must be one its owner saw go there") {
    // The world sampler counts on it: such a state loaded, and the computer could not move in it.
    json j = midgame(3, 40).to_json();
    REQUIRE(!j["hera"]["hand"].empty());
    json card = j["hera"]["hand"][0];
    j["hera"]["hand"].erase(0);
    j["zeus"]["hand"].push_back(card);
    CHECK_THROWS_WITH(State::from_json(j), doctest::Contains("holds the other side's card unseen"));
    j["zeus"]["hand"].back() = card.get<std::string>() + "+seen";
    CHECK(check(State::from_json(j)) == "");
}

TEST_CASE("a deck count too large for an int is refused, read wide, naming the card") {
    json decks = olympus::data::read_json("herazeus/decks.json");
    decks["sides"]["zeus"][13]["count"] = 4294967297LL;  // 2^32 + 1: wraps to 1 in an int
    try {
        parse_card_set(decks, "test.json");
        FAIL("accepted a count of 2^32 + 1");
    } catch (const olympus::data::DataError& e) {
        CHECK_MESSAGE(std::string(e.what()).find(".count: 4294967297 is out of range (1 to 43)") != std::string::npos, e.what());
    }
    json j = midgame(2, 10).to_json();
    j["decks"]["sides"]["hera"][0]["count"] = 18446744073709551615ULL;
    CHECK_THROWS_WITH(State::from_json(j), doctest::Contains("count: the number is too large"));
}

TEST_CASE("a damaged view is refused in our words, naming what is wrong") {
    State s = midgame(4, 30);
    auto cards = s.card_set();
    json v = s.view_json(0);
    View::from_json(v, cards);  // the real one reads
    json bad = v;
    bad["hera"]["hand"].push_back(bad["hera"]["hand"][0]);  // a card twice
    CHECK_THROWS_WITH(View::from_json(bad, cards), doctest::Contains("damaged Hera & Zeus view: "));
    bad = v;
    bad["ap_total"] = "two";
    CHECK_THROWS_WITH(View::from_json(bad, cards), doctest::Contains("ap_total: expected a whole number"));
    bad = v;
    bad["hera"]["field"] = json::array({json::array({"figure"}), json::array(), json::array()});
    CHECK_THROWS_WITH(View::from_json(bad, cards), doctest::Contains("damaged Hera & Zeus view: "));
    bad = v;
    bad["zeus"]["deck"] = v["zeus"]["deck"].get<int>() + 1;  // a card from nowhere
    CHECK_THROWS_WITH(View::from_json(bad, cards), doctest::Contains("87 cards on the table"));
}

TEST_CASE("an illegal action is refused before anything changes") {
    const char* tries[] = {"draw", "play hydra col1 pos1", "play giant col3 pos4", "challenge col1", "challenge col2",
                           "pegasus hand", "pegasus col1", "sirens", "hades pegasus*", "persephone",
                           "dionysus col1 pos1 col2 pos1", "hera col2", "zeus col1", "recall", "place col1",
                           "discard hydra", "pythia col3", "medusa"};
    int refused = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        State s = midgame(seed, static_cast<int>(seed * 7 % 90));
        const std::string before = s.to_json().dump();
        for (const char* t : tries) {
            auto a = Action::parse(t);
            REQUIRE(a.has_value());
            if (is_legal(s, *a)) continue;
            State c = s;
            CHECK_THROWS_AS(c.apply(*a), std::invalid_argument);
            REQUIRE_MESSAGE(c.to_json().dump() == before, t);
            ++refused;
        }
    }
    CHECK(refused > 300);
}

TEST_CASE("a refused script line leaves the state byte for byte the same") {
    check_refused_lines_change_nothing(midgame(6, 25), "herazeus", "play minotaur col1 pos1\nrecall col9\nplace col3\nchallenge col1 col2\n");
}

TEST_CASE("the card data is read once per process and shared") {
    auto a = load_card_set();
    auto b = load_card_set();
    CHECK(a.get() == b.get());
    State s = State::new_game(GameOptions{});
    State t = State::from_json(s.to_json());
    CHECK(s.card_set().get() == a.get());
    CHECK(t.card_set() == State::from_json(s.to_json()).card_set());
}

TEST_CASE("check() holds along random games, and every state reads back the same") {
    int n = 0;
    for (std::uint64_t seed = 600; seed < 680; ++seed) {
        GameOptions o;
        o.seed = seed;
        State s = State::new_game(o);
        Rng r(seed);
        while (true) {
            REQUIRE(check(s) == "");
            if (++n % 7 == 0) REQUIRE(State::from_json(s.to_json()) == s);
            if (s.is_terminal()) break;
            s.apply(random_action(s, r));
        }
    }
    CHECK(n > 1000);
}
