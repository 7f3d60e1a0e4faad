// Whole games played by random and heuristic movers, 2 to 4 players and team play: the invariants
// after every action (cards, counters and dinars conserved, pieces on hexes that exist, no step
// through a barrier or onto a black hex, creatures stay on their indicator), and every game ends
// (a win on Olympus, or the round cap). OLYMPUS_LONG_TESTS=1 plays many more.
#include <algorithm>
#include <map>
#include <optional>

#include "cgs/ai.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;

namespace {

struct Tally {
    int games = 0, won = 0, capped = 0, actions = 0;
    long rounds = 0;
    std::map<int, int> wins_by_seat;
};

// Checks a step: the piece stepped to a neighbouring hex across no barrier (what happened there
// afterwards, a defeat or a storm, may have taken it elsewhere: the log says where it stepped).
void check_move(const State& before, const State& after, const Action& a) {
    const Piece* p0 = before.piece(a.a);
    const Piece* p1 = after.piece(a.a);
    if (!p0 || !p1) return;
    // The lines this action added to the log (the log keeps only its last lines).
    const auto& lb = before.log();
    const auto& la = after.log();
    std::size_t keep = 0;  // how many of the before-lines are still at the front of the after-log
    for (std::size_t o = 0; o <= lb.size(); ++o)
        if (lb.size() - o <= la.size() && std::equal(lb.begin() + static_cast<std::ptrdiff_t>(o), lb.end(), la.begin())) {
            keep = lb.size() - o;
            break;
        }
    CellId to = -1;
    // "Xena moves north-east onto the forest.": the log names a step by its direction, so the hex
    // stepped onto is the one the action names (or the cave's other end).
    const std::string mark = piece_called(piece_title(before.content(), *p0), p0->name, p0->kind, p0->seat) + " moves ";
    for (std::size_t i = keep; i < la.size(); ++i)
        if (la[i].rfind(mark, 0) == 0) {
            if (a.b == "cave") {
                to = after.map().neighbor(p0->cell, kCaveDir);
            } else {
                auto c = parse_cell(a.b);
                REQUIRE_MESSAGE(c.has_value(), la[i]);
                to = *c;
            }
            break;
        }
    if (to < 0) {
        REQUIRE(p1->cell == p0->cell);  // stopped before stepping (D2.22)
        return;
    }
    const int dir = after.map().direction(p0->cell, to);
    REQUIRE_MESSAGE(dir >= 0, a.to_string() << " jumped");
    if (dir < 6) {
        const std::uint8_t e = after.map().edge(after.content(), p0->cell, dir);
        REQUIRE_MESSAGE((e & (kWater | kWall)) == 0, a.to_string() << " crossed a barrier");
    }
    const HexDef* h = after.map().hex(after.content(), to);
    REQUIRE(h);
    REQUIRE(h->terrain != Terrain::Black);
    if (to == kOlympusCell) REQUIRE(before.may_enter_olympus(before.team_of(p0->seat)));
}

template <class Mover>
void play_checked(std::uint64_t seed, std::map<std::string, std::string> opts, Mover mover, Tally& t) {
    State s = new_game(seed, std::move(opts));
    Rng rng(seed * 7919 + 11);
    REQUIRE(s.check_invariants() == "");
    int steps = 0;
    while (!s.is_terminal()) {
        REQUIRE(++steps < 100000);
        const Action a = mover(s, rng);
        INFO("seed " << seed << " step " << steps << " action " << a.to_string());
        REQUIRE(s.why_illegal(a) == "");
        std::optional<State> before;
        if (a.kind == Action::Kind::Move) before = s;
        s.apply(a);
        ++t.actions;
        const std::string bad = s.check_invariants();
        REQUIRE_MESSAGE(bad == "", bad);
        if (before) check_move(*before, s, a);
        for (const Piece& p : s.pieces())
            if (!is_character(p.kind)) REQUIRE(p.cell == p.home);
        REQUIRE(s.round() <= s.options().max_rounds);
    }
    ++t.games;
    t.rounds += s.round();
    if (s.winner() >= 0) {
        ++t.won;
        ++t.wins_by_seat[s.winner()];
    } else {
        ++t.capped;
    }
}

std::map<std::string, std::string> setting(int g) {
    std::map<std::string, std::string> o;
    switch (g % 5) {
        case 0: o["players"] = "2"; break;
        case 1: o["players"] = "3"; break;
        case 2: o["players"] = "4"; break;
        case 3: o["players"] = "4"; o["teams"] = "on"; break;
        case 4: o["characters"] = "salmoneus+autolycus,callisto+joxer"; break;
    }
    return o;
}

}  // namespace

TEST_CASE("CGS playouts: random games keep every invariant and end") {
    const int games = long_tests() ? 10000 : 1000;
    Tally t;
    for (int g = 0; g < games; ++g) {
        auto o = setting(g);
        o["max_rounds"] = "8";
        play_checked(100 + static_cast<std::uint64_t>(g), o, [](const State& s, Rng& r) { return random_action(s, r); }, t);
    }
    MESSAGE("random: " << t.games << " games, " << t.actions << " actions, won " << t.won << ", capped " << t.capped);
    CHECK(t.games == games);
}

TEST_CASE("CGS playouts: heuristic games keep every invariant and reach Olympus") {
    const int games = long_tests() ? 2000 : 150;
    Tally t;
    for (int g = 0; g < games; ++g)
        play_checked(5000 + static_cast<std::uint64_t>(g), setting(g), [](const State& s, Rng& r) { return heuristic_action(s, r); }, t);
    std::string seats;
    for (auto& [seat, n] : t.wins_by_seat) seats += " P" + std::to_string(seat + 1) + ":" + std::to_string(n);
    MESSAGE("heuristic: " << t.games << " games, " << t.actions << " actions, won " << t.won << " (" << seats << "), capped "
                          << t.capped << ", mean rounds " << (t.games ? static_cast<double>(t.rounds) / t.games : 0));
    CHECK(t.games == games);
    // Nearly every game is decided on Olympus well before the cap.
    CHECK(t.won * 10 >= games * 9);
}
