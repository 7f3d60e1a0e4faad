// The attack preview ("unblocked they discard N") counts what the fight will count: a "more when
// unblocked" and the defender's ward; the abilities that fire on attacking come on top, named.
#include "arc/board_view.hpp"
#include "arc_test.hpp"

using namespace arct;

namespace {
std::vector<std::uint16_t> uids(const State& s, int seat) {
    std::vector<std::uint16_t> out;
    for (const Unit& u : s.board().p[static_cast<std::size_t>(seat)].characters) out.push_back(u.uid);
    return out;
}
}  // namespace

TEST_CASE("attack preview: Forest Raider's 1 more is counted, and the fight discards what it said") {
    State s = pos(R"({"active":1, "p1":{"characters":["Forest Raider","Forest Raider"]}, "p2":{"deck_size":20}})");
    const std::string preview = attack_preview(s.view_for(0), uids(s, 0));
    // Two Forest Raiders of power 2: 4 by power, 6 with their "1 more when unblocked".
    CHECK(preview == "Attackers: Forest Raider #1 2, Forest Raider #2 2; unblocked they discard 6 "
                     "(Forest Raider #1 discards 3, Forest Raider #2 discards 3).");
    const int before = deck_size(s, 2);
    act(s, "attack with Forest Raider #1");
    act(s, "attack with Forest Raider #2");
    act(s, "done");
    // Nobody can block: the fight resolves, then P2 draws for its turn.
    CHECK(before - deck_size(s, 2) == 6 + 1);
}

TEST_CASE("attack preview: an attacker's own ability on attacking is named as coming on top") {
    State s = pos(R"({"active":1, "p1":{"characters":["Adolescent Dragon","Questing Farmer"]}, "p2":{"deck_size":20}})");
    const std::string preview = attack_preview(s.view_for(0), uids(s, 0));
    CHECK(preview.find("unblocked they discard ") != std::string::npos);
    CHECK(preview.find("Abilities on top: Adolescent Dragon (when it attacks), Questing Farmer (when unblocked).") !=
          std::string::npos);
    CHECK(attack_preview(s.view_for(0), {}) == "No attackers marked yet.");
}
