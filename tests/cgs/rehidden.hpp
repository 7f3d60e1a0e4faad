// A position with everything the seat to act cannot see dealt differently: the face-down tiles,
// other hands, the draw deck, the encounter deck, the creature stacks and the cave boards. The
// computer players and the screens must not tell the two apart.
#pragma once
#include <string>
#include <vector>

#include "cgs_test.hpp"

namespace cgs_test {

// The same position with everything seat `me` cannot see dealt differently; with `me` -1, what no
// seat may see of another (every hand and Keep pool too), as a spectator would not see it.
inline State rehidden(const State& s, std::uint64_t seed, int me) {
    nlohmann::json j = s.to_json();
    Rng rng(seed);
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
    // Other hands (for a spectator also the Keep pools) and the draw deck are dealt again (sizes kept).
    std::vector<nlohmann::json*> secret;
    for (int seat = 0; seat < s.num_players(); ++seat) {
        if (seat == me) continue;
        nlohmann::json& st = j["seats"][static_cast<std::size_t>(seat)];
        for (auto& c : st["hand"]) secret.push_back(&c);
        if (me < 0)
            for (auto& c : st["pool"]) secret.push_back(&c);
    }
    for (auto& c : j["draw"]) secret.push_back(&c);
    std::vector<nlohmann::json> pool;
    for (nlohmann::json* c : secret) pool.push_back(*c);
    rng.shuffle(pool);
    for (std::size_t k = 0; k < secret.size(); ++k) *secret[k] = pool[k];
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

// The same position with everything the seat to act cannot see dealt differently.
inline State rehidden(const State& s, std::uint64_t seed) { return rehidden(s, seed, s.current_player()); }

}  // namespace cgs_test
