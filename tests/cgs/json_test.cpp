// Saves, views and the action language: a save resumes exactly; a view holds only what its seat
// may know; a damaged save is refused with a clear message; an illegal action changes nothing.
#include "cgs_test.hpp"
#include "rehidden.hpp"
#include "cgs/view_json.hpp"

using namespace cgs_test;
using nlohmann::json;

TEST_CASE("CGS saves: every position of a game reads back equal, and every action text reads back") {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + seed % 3)}});
        Rng rng(seed);
        for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
            const json j = s.to_json();
            const State back = State::from_json(j, content());
            REQUIRE(back == s);
            REQUIRE(back.to_json() == j);
            const auto legal = s.legal_actions();
            for (const Action& a : legal) {
                auto p = Action::parse(a.to_string());
                REQUIRE(p.has_value());
                CHECK(p->to_string() == a.to_string());
            }
            s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
}

TEST_CASE("CGS saves: the same seed and actions give the same game") {
    State a = new_game(42), b = new_game(42);
    Rng ra(9), rb(9);
    for (int i = 0; i < 300 && !a.is_terminal(); ++i) {
        const auto la = a.legal_actions();
        const Action x = la[ra.below(static_cast<std::uint32_t>(la.size()))];
        const auto lb = b.legal_actions();
        const Action y = lb[rb.below(static_cast<std::uint32_t>(lb.size()))];
        REQUIRE(x == y);
        a.apply(x);
        b.apply(y);
    }
    CHECK(a == b);
}

TEST_CASE("CGS views: hands, decks, stacks and face-down tiles stay hidden") {
    State s = started(11);
    const json v = s.view_json(0);
    CHECK(v["format"] == "olympus-cgs-view");
    CHECK(v["seat"] == 0);
    CHECK(!v.contains("rng"));
    CHECK(v["seats"][0]["hand"].is_array());
    CHECK(v["seats"][1]["hand"].is_number());
    CHECK(v["seats"][1]["hand"].get<std::size_t>() == s.seats()[1].hand.size());
    CHECK(v["draw"].is_number());
    CHECK(v["encounter"].is_number());
    CHECK(v["discard"].is_array());  // face up
    for (auto& [n, st] : v["stacks"].items()) CHECK(st.is_number());
    CHECK(v["cave_pile"].is_number());
    for (int p = 1; p <= 6; ++p) {
        const json& sl = v["slots"][static_cast<std::size_t>(p - 1)];
        CHECK(sl["tile"].is_null() == !s.map().slots[static_cast<std::size_t>(p)].revealed);
    }
    // Nothing in the view names a face-down tile or a card in the other hand.
    const std::string text = v.dump();
    for (int p = 1; p <= 6; ++p) {
        const Slot& sl = s.map().slots[static_cast<std::size_t>(p)];
        if (!sl.revealed) CHECK(text.find("\"" + content()->land[static_cast<std::size_t>(sl.tile)].key + "\"") == std::string::npos);
    }
    // The text for people shows the seat's own hand only.
    const std::string d = s.describe(0);
    CHECK(d.find("your hand:") != std::string::npos);
    CHECK_THROWS(s.view_json(2));
}

TEST_CASE("CGS spectators: the public view shows no hand or Keep pool, and no other deal changes it") {
    int compared = 0;
    for (const auto& opts : std::vector<std::map<std::string, std::string>>{
             {}, {{"players", "3"}}, {{"players", "4"}, {"teams", "on"}}}) {
        State s = new_game(7, opts);
        Rng rng(7);
        for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
            if (step % 10 == 0) {
                const json pub = s.public_view_json();
                CHECK(pub["seat"].is_null());
                const int n = s.num_players();
                // Each seat's hand and pool as another seat (a team mate too) sees them: sizes.
                for (int p = 0; p < n; ++p) CHECK(pub["seats"][p] == s.view_json((p + 1) % n)["seats"][p]);
                json table = pub, seen = s.view_json(0);
                for (const char* k : {"seats", "seat"}) table.erase(k), seen.erase(k);
                CHECK(table == seen);
                CHECK(rehidden(s, 1000 + static_cast<std::uint64_t>(step), -1).public_view_json() == pub);
                ++compared;
            }
            const auto legal = s.legal_actions();
            s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    CHECK(compared > 60);
}

TEST_CASE("CGS saves: a damaged save is refused with a clear message") {
    const State s = started(12);
    const json good = s.to_json();
    CHECK(load_error(good) == "");
    json j = good;
    j["format"] = "olympus-herazeus-state";
    CHECK(load_error(j).find("not a CGS game state") != std::string::npos);
    j = good;
    j["version"] = 2;
    CHECK(load_error(j).find("newer") != std::string::npos);
    j = good;
    j["seats"][0]["hand"].push_back("excalibur");
    CHECK(load_error(j).find("unknown card 'excalibur'") != std::string::npos);
    j = good;
    j["seats"][0]["hand"].push_back(j["draw"][0]);  // a card twice
    CHECK(load_error(j).find("inconsistent") != std::string::npos);
    j = good;
    j["pieces"][0]["cell"] = "9.9";
    CHECK(load_error(j).find("not a cell") != std::string::npos);
    j = good;
    j.erase("phase");
    CHECK(load_error(j).find("missing 'phase'") != std::string::npos);
    j = good;
    j["phase"] = "siesta";
    CHECK(load_error(j).find("siesta") != std::string::npos);
    j = good;
    j["seats"][0]["dinars"] = j["seats"][0]["dinars"].get<int>() + 5;  // money from nowhere
    CHECK(load_error(j).find("dinars") != std::string::npos);
    j = good;
    j["pieces"][0]["cell"] = "3.0";  // a face-down tile
    if (!s.map().slots[3].revealed) CHECK(load_error(j).find("face-down") != std::string::npos);
}

TEST_CASE("CGS saves: a state does not write current_player; one an older save carries must agree") {
    // It was written and ignored on load: one edited to hand the move to another seat did nothing.
    const State s = started(12);
    json j = s.to_json();
    CHECK_FALSE(j.contains("current_player"));
    CHECK(s.view_json(0)["current_player"] == s.current_player());  // a client's view still says it
    const int acts = s.current_player();
    j["current_player"] = acts;  // as older saves have it
    CHECK(load_error(j) == "");
    const int other = (acts + 1) % s.num_players();
    j["current_player"] = other;
    CHECK(load_error(j) == "cgs state: current_player: the file says seat " + std::to_string(other) +
                               " acts, but in this state seat " + std::to_string(acts) +
                               " does (it follows from phase and to_move; remove current_player)");
    j["current_player"] = 9;
    CHECK(load_error(j).find("current_player: 9 is out of range") != std::string::npos);
}

TEST_CASE("CGS actions: an illegal or unreadable action changes nothing") {
    State s = started(13);
    const State before = s;
    CHECK_THROWS_AS(s.apply(*Action::parse("move hercules 0.0")), std::invalid_argument);
    CHECK_THROWS_AS(s.apply(*Action::parse("attack nobody hercules melee")), std::invalid_argument);
    CHECK(s == before);
    CHECK(s.why_illegal(*Action::parse("orient 3")).find("cannot be made now") != std::string::npos);
    for (const char* bad : {"", "fly hercules", "orient 7", "move hercules", "attack a b sideways", "share x p9",
                            "use a b on x", "play", "attack a b melee with"})
        CHECK_MESSAGE(!Action::parse(bad), bad);
}

TEST_CASE("CGS screens over the network: a seat's View reads back from its JSON, and a spectator's hides every hand") {
    int compared = 0, with_moves = 0;
    for (const auto& opts : std::vector<std::map<std::string, std::string>>{{}, {{"players", "3"}}, {{"players", "4"}, {"teams", "on"}}}) {
        State s = new_game(11, opts);
        Rng rng(11);
        for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
            if (step % 7 == 0) {
                for (int seat = 0; seat < s.num_players(); ++seat) {
                    const json j = s.screen_json(seat);
                    const View back = view_from_json(json::parse(j.dump()), s.content_ptr());
                    REQUIRE(view_to_json(back) == j);
                    CHECK(back.seats[static_cast<std::size_t>(seat)].hand == s.seats()[static_cast<std::size_t>(seat)].hand);
                    // Nothing the seat cannot see reaches it: another deal of that gives the same.
                    CHECK(rehidden(s, 3000 + static_cast<std::uint64_t>(step), seat).screen_json(seat) == j);
                    with_moves += !back.legal.empty();
                }
                // The spectator's: no hand, no Keep pool, no moves; the same in any other deal.
                const json pub = s.screen_json(-1);
                const View seen = view_from_json(pub, s.content_ptr());
                for (const SeatView& sv : seen.seats) CHECK((sv.hand.empty() && sv.pool.empty()));
                CHECK(seen.legal.empty());
                CHECK(rehidden(s, 2000 + static_cast<std::uint64_t>(step), -1).screen_json(-1) == pub);
                ++compared;
            }
            const auto legal = s.legal_actions();
            s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    CHECK(compared > 60);
    CHECK(with_moves > 60);
    // Damaged: refused with a message naming the view.
    json bad = new_game(3).screen_json(0);
    bad["slots"][0]["tile"] = 999;
    CHECK_THROWS_WITH_AS(view_from_json(bad, test_content()), doctest::Contains("cgs view"), std::invalid_argument);
    bad = new_game(3).screen_json(0);
    bad.erase("pieces");
    CHECK_THROWS_AS(view_from_json(bad, test_content()), std::invalid_argument);
}
