// What a seat may know: views hide exactly the opponent's unknown cards, and sampled worlds are
// indistinguishable from the real one through the seat's view.
#include "herazeus/players.hpp"
#include "hz_test.hpp"

#include <set>

#include "ai/ismcts.hpp"

using namespace hz;
using nlohmann::json;

static_assert(olympus::ai::Searchable<State>);

namespace {
// Random games, calling f(state) at many points along the way.
template <class F>
void along_random_games(int games, std::uint64_t seed0, F f) {
    for (int g = 0; g < games; ++g) {
        GameOptions o;
        o.seed = seed0 + static_cast<std::uint64_t>(g);
        State s = State::new_game(o);
        Rng r(o.seed * 31 + 1);
        int step = 0;
        while (true) {
            if (step++ % 5 == 0 || s.is_terminal()) f(s);
            if (s.is_terminal()) break;
            // Mix random and heuristic moves so that positions with knowledge (Pythia, Sirens,
            // revealed cards) turn up as well as wild ones.
            s.apply(step % 2 ? random_action(s, r) : heuristic_action(s.view_for(s.current_player()), r));
        }
    }
}
}  // namespace

TEST_CASE("a sampled world looks exactly like the view it was sampled from") {
    Rng rng(2024);
    int checked = 0;
    along_random_games(150, 700, [&](const State& s) {
        for (int seat = 0; seat < 2; ++seat) {
            View v = s.view_for(seat);
            for (int k = 0; k < 3; ++k) {
                State w = State::sample_world(v, seat, rng);
                REQUIRE(w.check_invariants() == "");
                REQUIRE(w.view_for(seat) == v);
                CHECK(w.view_json(seat) == s.view_json(seat));
                // The seat's moves are the same in every world it cannot tell apart.
                if (s.current_player() == seat) {
                    auto a = s.legal_actions(), b = w.legal_actions();
                    REQUIRE(a.size() == b.size());
                    for (std::size_t i = 0; i < a.size(); ++i) CHECK(a[i] == b[i]);
                }
                ++checked;
            }
        }
    });
    CHECK(checked > 1000);
}

TEST_CASE("sampled worlds respect what is known: the hostage in the deck, no Mythology card face down") {
    GameOptions o;
    o.seed = 3;
    State s = State::new_game(o);
    Rng r(5);
    // Lay both opening rows.
    while (s.board().phase == Phase::Opening) s.apply(heuristic_action(s.view_for(s.current_player()), r));
    View v = s.view_for(kHera);
    REQUIRE(v.board.side[kZeus].hostage_in_deck);
    for (int k = 0; k < 300; ++k) {
        State w = State::sample_world(v, kHera, r);
        bool in_deck = false;
        for (const Card& c : w.board().side[kZeus].deck) in_deck |= c.type == w.cards().hostage[kZeus];
        CHECK(in_deck);
        for (const Column& col : w.board().side[kZeus].field)
            for (const Card& c : col) CHECK(w.cards().playable_to_table(c.type));
    }
}

TEST_CASE("sampled worlds vary what the seat does not know") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant","centaur"],["apollo"]],"hand":["cyclops","hero","sirens"]}})");
    View v = s.view_for(kHera);
    Rng r(9);
    std::set<std::string> zeus_hands;
    for (int k = 0; k < 50; ++k) {
        State w = State::sample_world(v, kHera, r);
        zeus_hands.insert(json(hand(w, kZeus)).dump());
    }
    CHECK(zeus_hands.size() > 10);
}

TEST_CASE("the view never names an opponent's hidden card") {
    int checked = 0;
    along_random_games(120, 9000, [&](const State& s) {
        if (s.is_terminal()) return;  // at the end every card in play is shown (next test but one)
        const CardSet& cs = s.cards();
        for (int seat = 0; seat < 2; ++seat) {
            const int op = 1 - seat;
            json vj = s.view_json(seat);
            const SideZones& theirs = s.board().side[op];
            // Hidden places read "?"; decks are only counts.
            int hidden_hand = 0, hidden_table = 0;
            for (const Card& c : theirs.hand) hidden_hand += !(c.flags & kSeen);
            for (const Column& col : theirs.field)
                for (const Card& c : col) hidden_table += c.type != kFigure && !(c.flags & (kFaceUp | kSeen));
            std::string name(side_name(op));
            CHECK(std::count(vj[name]["hand"].begin(), vj[name]["hand"].end(), "?") == hidden_hand);
            int q = 0;
            for (const auto& col : vj[name]["field"]) q += static_cast<int>(std::count(col.begin(), col.end(), "?"));
            CHECK(q == hidden_table);
            CHECK(vj["hera"]["deck"].is_number());
            CHECK(vj["zeus"]["deck"].is_number());
            // A card type whose every copy is hidden from the seat never appears in the view.
            std::vector<int> on_view(cs.types.size(), 0);
            View v = s.view_for(seat);
            for (const SideZones& z : v.board.side) {
                for (const Card& c : z.hand) on_view[c.type == kUnknown ? 0 : c.type] += c.type != kUnknown;
                for (const Column& col : z.field)
                    for (const Card& c : col)
                        if (c.type != kUnknown && c.type != kFigure) ++on_view[c.type];
                for (const Card& c : z.discard)
                    if (c.type != kUnknown) ++on_view[c.type];
                for (const Card& c : z.hades_pool) ++on_view[c.type];  // remembered, not hidden
            }
            for (const Event& e : v.board.events)
                for (TypeId t : {e.a, e.b})
                    if (t < cs.types.size()) ++on_view[t];
            if (v.board.pending.type != kUnknown) ++on_view[v.board.pending.type];
            for (const auto& waiting : v.board.ordering)
                for (const Card& c : waiting) ++on_view[c.type];  // on their way to a pile, face up
            std::string dump = vj.dump();
            for (std::size_t t = 0; t < cs.types.size(); ++t)
                if (!on_view[t] && cs.side_of(static_cast<TypeId>(t)) == op) {
                    CHECK_MESSAGE(dump.find("\"" + cs.full_name(static_cast<TypeId>(t))) == std::string::npos,
                                  cs.full_name(static_cast<TypeId>(t)));
                    ++checked;
                }
        }
    });
    CHECK(checked > 100);
}

TEST_CASE("swapping the opponent's hidden cards does not change the view") {
    int swaps = 0;
    along_random_games(40, 4000, [&](const State& s) {
        if (s.is_terminal()) return;  // at the end every card in play is shown
        for (int seat = 0; seat < 2; ++seat) {
            const int op = 1 - seat;
            std::string name(side_name(op));
            json j = s.to_json();
            json& deck = j[name]["deck"];
            if (deck.empty()) continue;
            // An unseen hand card trades places with a deck card of another type.
            const SideZones& theirs = s.board().side[op];
            for (std::size_t i = 0; i < theirs.hand.size(); ++i) {
                if (theirs.hand[i].flags & kSeen) continue;
                for (auto& d : deck)
                    if (d != j[name]["hand"][i]) {
                        std::swap(d, j[name]["hand"][i]);
                        break;
                    }
                break;
            }
            // A face-down table card trades with a deck card that may lie on the table.
            for (int c = 0; c < kColumns; ++c)
                for (std::size_t p = 0; p < theirs.field[c].size(); ++p) {
                    const Card& x = theirs.field[c][p];
                    if (x.type == kFigure || (x.flags & (kFaceUp | kSeen))) continue;
                    for (auto& d : deck) {
                        auto t = s.cards().from_full_name(d.get<std::string>());
                        if (d != j[name]["field"][c][p] && s.cards().playable_to_table(*t)) {
                            std::swap(d, j[name]["field"][c][p]);
                            break;
                        }
                    }
                    c = kColumns;
                    break;
                }
            j[name]["hostage_in_deck"] = false;  // the swap may have taken the hostage out
            json before = s.to_json();
            before[name]["hostage_in_deck"] = false;
            State a = State::from_json(before), b = State::from_json(j);
            CHECK(a.view_json(seat) == b.view_json(seat));
            swaps += a.to_json() != b.to_json();
        }
    });
    CHECK(swaps > 50);
}

TEST_CASE("when the game ends, and only then, every card in play is shown to both seats") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy"]]},"zeus":{"field":[["argus","giant"],["cyclops"]]}})");
    auto table = [&](int seat, int side) {
        Words out;
        const View v = s.view_for(seat);
        for (const Column& col : v.board.side[side].field)
            for (const Card& c : col) out.push_back(c.type == kUnknown ? "?" : s.cards().full_name(c.type));
        return out;
    };
    // Running: each side's face-down cards are unknown to the other.
    CHECK(table(kHera, kZeus) == Words{"?", "?", "?"});
    CHECK(table(kZeus, kHera) == Words{"?", "?"});
    act(s, "challenge col1");  // the hostage is found: the game is over
    REQUIRE(s.is_terminal());
    const Words zeus = table(kZeus, kZeus), hera = table(kHera, kHera);
    CHECK(std::count(zeus.begin(), zeus.end(), "?") == 0);
    CHECK(std::count(hera.begin(), hera.end(), "?") == 0);
    CHECK(table(kHera, kZeus) == zeus);
    CHECK(table(kZeus, kHera) == hera);
}

TEST_CASE("the heuristic reads only the view: two worlds behind one view, one seed, one move") {
    // Through computer_move, which the screens and the simulator call with the whole State: a
    // player that read the State rather than the seat's view would tell these worlds apart.
    Rng world_rng(77);
    int compared = 0, different = 0;
    along_random_games(80, 12000, [&](const State& s) {
        if (s.is_terminal()) return;
        const int seat = s.current_player();
        View v = s.view_for(seat);
        State w1 = State::sample_world(v, seat, world_rng);
        State w2 = State::sample_world(v, seat, world_rng);
        Rng r1(5), r2(5);
        CHECK(computer_move(w1, Level::Skilled, r1) == computer_move(w2, Level::Skilled, r2));
        different += !(w1 == w2);
        ++compared;
    });
    CHECK(compared > 500);
    CHECK(different > compared / 2);  // the worlds really differ behind the view
}

TEST_CASE("observe hides the card a face-down play lays") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["nemesis","apollo*"]},"zeus":{"field":[["giant"]]}})");
    CHECK(s.observe(*Action::parse("play nemesis col2 pos1"), kZeus) == "play ? col2 pos1");
    CHECK(s.observe(*Action::parse("play nemesis col2 pos1"), kHera) == "play nemesis col2 pos1");
    CHECK(s.observe(*Action::parse("play apollo* col2 pos1"), kZeus) == "play apollo* col2 pos1");
    CHECK(s.observe(*Action::parse("draw"), kZeus) == "draw");
}

TEST_CASE("the spectator's view shows each side as its opponent sees it, and no seat's own secrets") {
    int checked = 0;
    along_random_games(20, 900, [&](const State& s) {
        json pub = s.public_view_json();
        CHECK(pub["seat"].is_null());
        CHECK(pub["legal"].empty());
        CHECK(pub["hera"] == s.view_json(1)["hera"]);
        CHECK(pub["zeus"] == s.view_json(0)["zeus"]);
        // A spectator's screen reads it back: it must pass the view's checks (a card a Pegasus
        // raid took, waiting to be placed, once made the count one short and froze spectators).
        REQUIRE_NOTHROW(View::from_json(pub, s.view_for(0).cards));
        ++checked;
    });
    CHECK(checked > 100);
}

TEST_CASE("the card a Pegasus raid took is named to the two players, and to a spectator only once it is placed face up") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant"],[]],"hand":["hero"]}})");
    const std::string name = s.cards()[*s.cards().find(kZeus, "hero")].name;
    auto log_names = [&](const json& view) {
        for (const json& line : view["log"])
            if (line.get<std::string>().find(name) != std::string::npos) return true;
        return false;
    };
    act(s, "pegasus hand");
    REQUIRE(s.board().pending.type == *s.cards().find(kZeus, "hero"));
    CHECK(log_names(s.view_json(kHera)));  // the raider took it
    CHECK(log_names(s.view_json(kZeus)));  // it left Zeus's own hand
    const json pub = s.public_view_json();
    CHECK_FALSE(log_names(pub));
    CHECK(pub["log"].back().get<std::string>().find("took a card") != std::string::npos);
    // The spectator knows a card waits to be placed, not which: the view reads back and says so.
    CHECK(pub["pending"] == "?");
    const View spectator = View::from_json(pub, s.view_for(kHera).cards);
    CHECK(spectator.board.raid_waiting());
    CHECK(spectator.board.pending.type == kUnknown);
    act(s, "place col1");
    CHECK(log_names(s.public_view_json()));  // now face up on the table
}

TEST_CASE("a seat's view read back from its JSON (a network client's copy) is the same view") {
    int checked = 0;
    along_random_games(60, 900, [&](const State& s) {
        for (int seat = 0; seat < 2; ++seat) {
            View v = s.view_for(seat);
            View back = View::from_json(v.to_json(), v.cards);
            REQUIRE(back == v);
            CHECK(back.legal_actions() == v.legal_actions());
            ++checked;
        }
    });
    CHECK(checked > 300);
    State s = State::new_game(GameOptions{});
    json j = s.view_json(0);
    j["hera"]["deck"] = 99;
    CHECK_THROWS_WITH(View::from_json(j, s.view_for(0).cards), doctest::Contains("hera.deck: 99 is out of range"));
    j = s.view_json(1);
    j["zeus"]["hand"][0] = "zeus:nobody";
    CHECK_THROWS_WITH(View::from_json(j, s.view_for(1).cards), doctest::Contains("unknown card"));
}
