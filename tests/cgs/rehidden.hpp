// A position with everything the seat to act cannot see dealt differently: the face-down tiles,
// other hands, the draw deck, the encounter deck, the creature stacks and the cave boards. The
// computer players and the screens must not tell the two apart.
#pragma once
#include <string>
#include <vector>

#include "cgs_test.hpp"

namespace cgs_test {

// The same position with everything the seat to act cannot see dealt differently.
inline State rehidden(const State& s, std::uint64_t seed) {
    nlohmann::json j = s.to_json();
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
    std::vector<nlohmann::json> pool;
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
    auto reorder = [&](nlohmann::json& a) {
        std::vector<nlohmann::json> v(a.begin(), a.end());
        rng.shuffle(v);
        a = v;
    };
    reorder(j["encounter"]);
    for (auto& [n, st] : j["stacks"].items()) reorder(st);
    reorder(j["cave_pile"]);
    return State::from_json(j, s.content_ptr());
}

}  // namespace cgs_test
