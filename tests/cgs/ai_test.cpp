// The computer players read only what their seat may know: two positions that differ only in
// hidden things (face-down tiles, another player's hand, the order of the decks and stacks) get
// the same move from the same random stream.
#include <algorithm>

#include "cgs/ai.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;
using nlohmann::json;

namespace {

// The same position with everything the seat to act cannot see dealt differently.
State rehidden(const State& s, std::uint64_t seed) {
    json j = s.to_json();
    Rng rng(seed);
    const int me = s.current_player();
    // Face-down tiles swap places with each other and with the unused ones.
    std::vector<std::string> unused;
    std::vector<int> hidden;
    for (const TileDef& t : s.content().land) {
        bool used = false;
        for (int p = 1; p <= 6; ++p) used |= slot_json(j, p)["tile"] == t.key;
        if (!used) unused.push_back(t.key);
    }
    for (int p = 1; p <= 6; ++p)
        if (!slot_json(j, p)["revealed"].get<bool>()) {
            hidden.push_back(p);
            unused.push_back(slot_json(j, p)["tile"].get<std::string>());
        }
    rng.shuffle(unused);
    for (std::size_t i = 0; i < hidden.size(); ++i) slot_json(j, hidden[i])["tile"] = unused[i];
    // Other hands and the draw deck are dealt again (sizes kept).
    std::vector<json> pool;
    for (auto& c : j["draw"]) pool.push_back(c);
    for (int seat = 0; seat < s.num_players(); ++seat)
        if (seat != me)
            for (auto& c : j["seats"][static_cast<std::size_t>(seat)]["hand"]) pool.push_back(c);
    rng.shuffle(pool);
    std::size_t k = 0;
    for (int seat = 0; seat < s.num_players(); ++seat)
        if (seat != me)
            for (auto& c : j["seats"][static_cast<std::size_t>(seat)]["hand"]) c = pool[k++];
    for (auto& c : j["draw"]) c = pool[k++];
    // The encounter deck, the creature stacks and the cave boards in another order.
    auto reorder = [&](json& a) {
        std::vector<json> v(a.begin(), a.end());
        rng.shuffle(v);
        a = v;
    };
    reorder(j["encounter"]);
    for (auto& [n, st] : j["stacks"].items()) reorder(st);
    reorder(j["cave_pile"]);
    return State::from_json(j, s.content_ptr());
}

}  // namespace

TEST_CASE("CGS computer players: the same move whatever lies hidden") {
    int compared = 0;
    for (std::uint64_t seed : {31u, 32u, 33u}) {
        State s = new_game(seed, {{"players", std::to_string(2 + seed % 3)}});
        Rng play(seed);
        for (int step = 0; step < 600 && !s.is_terminal(); ++step) {
            if (step % 7 == 0) {
                const State other = rehidden(s, seed * 100 + static_cast<std::uint64_t>(step));
                REQUIRE(other.view_json(s.current_player()) == s.view_json(s.current_player()));
                Rng r1(step), r2(step);
                CHECK(heuristic_action(s, r1) == heuristic_action(other, r2));
                ++compared;
            }
            s.apply(heuristic_action(s, play));
        }
    }
    CHECK(compared > 100);
}

TEST_CASE("CGS computer players: hit chances with the action die") {
    CHECK(hit_sixths(4, 0, 7) == 3);   // 4, 5 or the logo
    CHECK(hit_sixths(4, 1, 7) == 4);
    CHECK(hit_sixths(1, 0, 9) == 1);   // only the logo
    CHECK(hit_sixths(9, 0, 2) == 6);
}
