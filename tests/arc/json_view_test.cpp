// Saves (JSON round trip), the action text round trip, what a seat may know (its view hides
// every hidden card), sampled worlds consistent with a view, and the search that never peeks.
#include <set>

#include "ai/ismcts.hpp"
#include "arc_test.hpp"

using namespace arct;
using nlohmann::json;

namespace {
// Random and heuristic games (2 and 3 players), calling f(state) after every few moves.
template <class F>
void along_games(int games, std::uint64_t seed0, F f) {
    auto decks = sample_deck_names();
    for (int g = 0; g < games; ++g) {
        GameOptions o;
        o.seed = seed0 + static_cast<std::uint64_t>(g);
        const int players = g % 3 == 2 ? 3 : 2;
        o.values["players"] = std::to_string(players);
        for (int s = 0; s < players; ++s)
            o.values["deck" + std::to_string(s + 1)] = decks[(static_cast<std::size_t>(g) + static_cast<std::size_t>(s) * 3) % decks.size()];
        State s = State::new_game(o, db());
        Rng r(o.seed * 31 + 1);
        int step = 0;
        while (true) {
            if (step++ % 3 == 0 || s.is_terminal()) f(s);
            if (s.is_terminal()) break;
            s.apply(step % 2 ? random_action(s, r) : heuristic_action(s, r));
        }
    }
}
json s_view_of_new_game() {
    GameOptions o;
    o.seed = 9;
    return State::new_game(o, db()).view_json(0);
}
}  // namespace

TEST_CASE("saves: a state survives JSON exactly, and plays on the same") {
    int checked = 0;
    along_games(60, 300, [&](const State& s) {
        const json j = s.to_json();
        State t = State::from_json(json::parse(j.dump()));
        REQUIRE(t == s);
        CHECK(t.to_json() == j);
        CHECK(t.legal_actions() == s.legal_actions());
        // The same moves from here give the same game.
        State a = s, b = t;
        Rng ra(9), rb(9);
        for (int k = 0; k < 20 && !a.is_terminal(); ++k) {
            a.apply(random_action(a, ra));
            b.apply(random_action(b, rb));
        }
        CHECK(a == b);
        ++checked;
    });
    CHECK(checked > 1000);
}

TEST_CASE("saves: a damaged state is refused") {
    GameOptions o;
    State s = State::new_game(o, db());
    json good = s.to_json();
    auto refused = [&](auto damage) {
        json j = good;
        damage(j);
        CHECK_THROWS_AS(State::from_json(j), std::invalid_argument);
    };
    refused([](json& j) { j["game"] = "herazeus"; });
    refused([](json& j) { j["version"] = 7; });
    refused([](json& j) { j["board"].erase("p"); });
    refused([](json& j) { j["board"]["step"] = "lunch"; });
    refused([](json& j) { j["board"]["p"][0]["hand"][0] = "No Such Card"; });
    refused([](json& j) { j["board"]["p"][0]["hand"].erase(0); });  // a card lost
    refused([](json& j) { j["board"]["p"][1]["deck"].push_back("Cyclops"); });  // a card made up
    refused([](json& j) { j["board"]["active"] = 5; });
    refused([](json& j) { j["board"]["p"][0]["hand"][0] = nullptr; });  // a hidden card in a full state
}

TEST_CASE("actions: every legal move's text reads back as the same move") {
    std::set<int> kinds;
    along_games(60, 900, [&](const State& s) {
        for (const Action& a : s.legal_actions()) {
            auto back = Action::parse(a.to_string());
            REQUIRE_MESSAGE(back.has_value(), a.to_string());
            CHECK(*back == a);
            CHECK(back->to_string() == a.to_string());
            kinds.insert(static_cast<int>(a.kind));
        }
    });
    CHECK(kinds.size() >= 9);
    CHECK(Action::parse("play Cyclops [rgG]")->pay == "GGR");  // any case and order
    for (const char* bad : {"", "fly", "play", "play [G]", "play Cyclops [GX]", "block Cyclops", "attack Cyclops", "choose"})
        CHECK_FALSE(Action::parse(bad).has_value());
}

TEST_CASE("views: a seat sees its own hand and what is public, never another hidden card") {
    int checked = 0;
    along_games(45, 1200, [&](const State& s) {
        for (int seat = 0; seat < s.num_players(); ++seat) {
            View v = s.view_for(seat);
            for (int p = 0; p < s.num_players(); ++p) {
                const Player& real = s.board().p[static_cast<std::size_t>(p)];
                const Player& seen = v.board.p[static_cast<std::size_t>(p)];
                REQUIRE(seen.deck.size() == real.deck.size());
                REQUIRE(seen.hand.size() == real.hand.size());
                for (const Card& c : seen.deck) CHECK((c.id == kUnknown) == !c.known);
                for (const Card& c : seen.hand) CHECK((c.id == kUnknown) == (p != seat && !c.known));
                CHECK(seen.discard == real.discard);
                CHECK(seen.characters == real.characters);
            }
            // The JSON view names no hidden card: every other hand holds only nulls and known cards.
            json j = s.view_json(seat);
            for (int p = 0; p < s.num_players(); ++p) {
                for (const json& c : j["p"][p]["deck"]) CHECK((c.is_null() || c.value("known", false)));
                if (p != seat)
                    for (const json& c : j["p"][p]["hand"]) CHECK((c.is_null() || c.value("known", false)));
            }
            ++checked;
        }
    });
    CHECK(checked > 500);
}

TEST_CASE("the spectator's view: every hand and deck as the other seats see it, the same in any world a seat might be in") {
    Rng rng(4242);
    int checked = 0;
    along_games(30, 2600, [&](const State& s) {
        const json pub = s.public_view_json();
        CHECK(pub["seat"].is_null());
        CHECK(pub["legal"].empty());
        const int n = s.num_players();
        for (int p = 0; p < n; ++p) {
            CHECK(pub["p"][p] == s.view_json((p + 1) % n)["p"][p]);
            // Seat p cannot tell this world from one dealt from its view: so neither can a
            // spectator, or the public view shows something seat p does not know.
            CHECK(State::sample_world(s.view_for(p), p, rng).public_view_json() == pub);
        }
        json table = pub, seen = s.view_json(0);
        for (const char* k : {"p", "seat", "legal"}) table.erase(k), seen.erase(k);
        CHECK(table == seen);
        ++checked;
    });
    CHECK(checked > 500);
}

TEST_CASE("views: a seat's view read back from its JSON is the same view, with the same moves") {
    // A network client draws and plays from the view the host sends: it must lose nothing,
    // pending abilities and the fight in progress included.
    int checked = 0, questions = 0;
    along_games(40, 5100, [&](const State& s) {
        for (int seat = 0; seat < s.num_players(); ++seat) {
            View v = s.view_for(seat);
            View back = View::from_json(json::parse(v.to_json().dump()), v.db);
            REQUIRE(back == v);
            if (s.current_player() == seat && !s.is_terminal()) CHECK(back.legal_actions() == s.legal_actions());
            questions += !v.board.stack.empty() || !v.board.queue.empty();
            ++checked;
        }
        // A spectator's public view reads back as seat 0's, with every hand hidden.
        View pub = View::from_json(s.public_view_json());
        for (const Player& p : pub.board.p)
            for (const Card& c : p.hand) CHECK((c.id == kUnknown) == !c.known);
    });
    CHECK(checked > 500);
    CHECK(questions > 0);  // pending abilities were read back too
    CHECK_THROWS_AS(View::from_json(json{{"seat", 0}}), std::invalid_argument);
    json bad = s_view_of_new_game();
    bad["seat"] = 5;
    CHECK_THROWS_AS(View::from_json(bad), std::invalid_argument);
}

TEST_CASE("views: a card that comes back to a hand from a public place is known to all") {
    State s = pos(R"({"active":1,
        "p1":{"hand":["Send 'Em Flying"],"resources":["Wedding Feast","Satyr Hollow"]},
        "p2":{"characters":["Argonaut"],"hand":["Festival"]}})");
    act(s, "play Send 'Em Flying [GG]");
    View v = s.view_for(0);
    Words seen;
    for (const Card& c : v.board.p[1].hand) seen.push_back(c.id == kUnknown ? "?" : s.db()[c.id].name);
    std::sort(seen.begin(), seen.end());
    CHECK(seen == Words{"?", "Argonaut"});
}

TEST_CASE("sampled worlds look exactly like the view they come from, and vary what is hidden") {
    Rng rng(2024);
    int checked = 0;
    std::set<std::string> opponent_hands;
    along_games(45, 1500, [&](const State& s) {
        for (int seat = 0; seat < s.num_players(); ++seat) {
            View v = s.view_for(seat);
            for (int k = 0; k < 2; ++k) {
                State w = State::sample_world(v, seat, rng);
                REQUIRE(w.check_invariants() == "");
                REQUIRE(w.view_for(seat) == v);
                if (s.current_player() == seat) CHECK(w.legal_actions() == s.legal_actions());
                ++checked;
            }
        }
    });
    CHECK(checked > 1000);
    // One position, many worlds: the opponent's hand is dealt differently.
    GameOptions o;
    o.seed = 77;
    State s = State::new_game(o, db());
    View v = s.view_for(0);
    for (int k = 0; k < 50; ++k) {
        State w = State::sample_world(v, 0, rng);
        std::string h;
        for (const Card& c : w.board().p[1].hand) h += w.db()[c.id].name + ",";
        opponent_hands.insert(h);
    }
    CHECK(opponent_hands.size() > 20);
}

TEST_CASE("the heuristic decides the same on the true state as on the seat's view") {
    along_games(30, 2100, [&](const State& s) {
        if (s.is_terminal()) return;
        Rng a(5), b(5);
        Action on_state = heuristic_action(s, a);
        Action on_view = heuristic_action(s.view_for(s.current_player()), b);
        CHECK(on_state == on_view);
        // And on another world the seat can't tell apart.
        Rng c(5), deal(11);
        State w = State::sample_world(s.view_for(s.current_player()), s.current_player(), deal);
        CHECK(heuristic_action(w, c) == on_state);
    });
}

TEST_CASE("the search never peeks: two hidden worlds with the same view and seed give the same move") {
    SearchSettings st;
    st.time_ms = 0;
    st.iterations = 300;
    int compared = 0;
    along_games(12, 3100, [&](const State& s) {
        if (s.is_terminal() || s.legal_actions().size() < 2 || compared >= 40) return;
        const int seat = s.current_player();
        Rng deal(static_cast<std::uint64_t>(compared) + 1);
        State other = State::sample_world(s.view_for(seat), seat, deal);
        REQUIRE(other.view_for(seat) == s.view_for(seat));
        Rng ra(42), rb(42);
        ai::SearchStats sa, sb;
        Action a = search_action(s, ra, st, &sa);
        Action b = search_action(other, rb, st, &sb);
        CHECK(a == b);
        CHECK(sa.iterations == sb.iterations);
        CHECK(ra == rb);
        ++compared;
    });
    CHECK(compared >= 20);
}

TEST_CASE("observe: no ARC move hides anything") {
    GameOptions o;
    State s = State::new_game(o, db());
    for (const Action& a : s.legal_actions()) CHECK(s.observe(a, 1 - s.current_player()) == a.to_string());
}
