// Blunders a player who knows the rules would never make (issue 20), for CGS: positions (saved
// games under tests/cgs/blunders/, loadable with --load) where one move is plainly wrong given
// what the seat to act knows. The first cases are the blunders seen in play: an encounter tried
// again on a poor check when a sure way was there (the Toll Keeper, failed three turns running).
// The player under test is a parameter, so every computer player (the heuristic, the strong
// level's search, a deliberately weakened player) runs the same suite.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

#include "cgs/ai.hpp"
#include "cgs/search.hpp"
#include "cgs_test.hpp"
#include "rehidden.hpp"
#include "support/blunder.hpp"

using namespace cgs_test;
using nlohmann::json;

namespace {

using Player = std::function<Action(const State&, Rng&)>;

struct Blunder {
    const char* name;
    const char* file;  // under tests/cgs/blunders
    blunder::MoveOk ok;
    // When set, the judge is the end of the seat's Move phase instead of one move: this character
    // must not still stand where it stood (on an encounter it would have to try, and cannot beat).
    const char* leaves = nullptr;
};

const char* kDir = OLYMPUS_SOURCE_DIR "/tests/cgs/blunders/";

State load(const Blunder& b) {
    std::ifstream in(std::string(kDir) + b.file);
    REQUIRE_MESSAGE(in.good(), "no position file " << b.file);
    return State::from_json(json::parse(in), content());
}

using blunder::never;

// Found by the scan below in the old heuristic's self-play; each file is the whole game at the
// decision (seed-round in its name), so `olympus cgs --load` opens it too.
const std::vector<Blunder>& blunders() {
    static const std::vector<Blunder> all = {
        // Seen in play: an encounter tried turn after turn on a check that cannot (or almost
        // cannot) succeed, at the price of a wound. A character on an encounter must try it
        // (D3.3), so the blunder is a way that cannot succeed when another can, or staying.
        {"Iolaus walks away from an Ancient Curse he has one chance in six of lifting, at the price of a wound", "904-33.json", {}, "iolaus"},
        {"Hercules walks away from an Ancient Curse he would lift one time in six, at the price of a wound", "906-21.json", {}, "hercules"},
        {"Xena walks away from the Ancient Curse, round 29", "903-119.json", {}, "xena"},
        {"the Militia leaves an Ancient Curse it cannot lift", "914-267.json", {}, "village_militia"},
        {"Draco leaves a Trial of the Oracle he cannot pass, round 29", "918-142.json", {}, "draco"},
        {"the Militia leaves a Gate of Riddles it cannot open", "908-102.json", {}, "village_militia"},
        {"Iolaus leaves the Ancient Curse he has failed before, round 9", "938-137.json", {}, "iolaus"},
        // Seen in self-play: a character ended its step on an empty creature indicator it had
        // woken long before, turn after turn (it counted the hex it stood on as its goal). Any
        // step will do, even off and back on, which wakes a new creature there (D2.34).
        {"Xena does not end her step on the spent creature indicator she has stood on for three turns", "907-80.json", never("done")},
        // Seen in self-play: a character stepped off a creature indicator and back on to wake
        // another creature (legal, D2.32) while six or more encounter indicators, where banners
        // are won, lay open. Stack 1 holds no lair, so those creatures bring a dinar or two and
        // a wound's risk, never a banner.
        {"Hercules does not step back onto the creature indicator 1 he has just left, round 7", "900-73.json",
         never("move hercules 1\\.4.*")},
        {"Xena does not step back onto the creature indicator 1 she has just left, round 4", "907-58.json",
         never("move xena 2\\.1.*")},
        {"Iolaus does not step back onto the creature indicator 1 he has just left, round 4", "908-101.json",
         never("move iolaus 3\\.1.*")},
        {"wounded Hercules does not step back onto the creature indicator 1 he has just left, round 6", "913-90.json",
         never("move hercules 1\\.4.*")},
        // Seen in play: the Toll Keeper failed three turns running while paying was sure.
        {"the Toll Keeper is paid, not talked to at four in six", "914-43.json", never("attempt iolaus diplomacy")},
        {"the Toll Keeper is paid, not talked to at three in six, round 30", "924-161.json", never("attempt amazon_warrior diplomacy")},
        {"the Toll Keeper is paid, not talked to at four in six, round 2", "931-26.json", never("attempt hercules diplomacy")},
        {"the Militia pays the Toll Keeper rather than talk at two in six", "900-45.json", never("attempt village_militia diplomacy")},
        {"the Militia pays the Toll Keeper, round 29", "913-135.json", never("attempt village_militia diplomacy")},
        {"Hercules pays the Toll Keeper rather than talk at four in six", "916-71.json", never("attempt hercules diplomacy")},
        {"Iolaus pays the Toll Keeper rather than talk at four in six", "932-141.json", never("attempt iolaus diplomacy")},
        {"Nessus pays the Toll Keeper rather than talk at two in six", "934-133.json", never("attempt nessus diplomacy")},
        {"Xena pays the Toll Keeper rather than talk at three in six", "940-64.json", never("attempt xena diplomacy")},
        {"neither of two characters talks to the Toll Keeper at three in six", "939-69.json",
         never("attempt (xena|amazon_warrior) diplomacy")},
        // ... and no money is spent on what a sure check does for free.
        {"Hercules, sure to talk the Toll Keeper round, keeps his dinars", "907-123.json", never("attempt hercules pay")},
        {"Iolaus, sure to talk the Toll Keeper round, keeps his dinars", "937-90.json", never("attempt iolaus pay")},
    };
    return all;
}

// The chance in sixths that way `w` of the encounter `p` stands on succeeds (B6.4; paying: sure).
int way_sixths(const State& s, const Piece& p, const DefeatWay& w) {
    if (w.kind == DefeatWay::Kind::Pay) return s.purse(p.seat) >= w.cost ? 6 : 0;
    return std::clamp(std::max(0, s.value(p, w.stat)) + w.mod, 0, 6);
}

// Whether an encounter indicator without the team's banner lies face up on the map: a banner
// `p` could walk to (the one thing that leads to Olympus, C2.31).
bool banner_in_sight(const State& s, const Piece& p) {
    for (CellId x = 1; x < kCells; ++x) {
        if (!s.map().exists(x) || !s.map().revealed(x)) continue;
        const HexDef* h = s.map().hex(s.content(), x);
        if (h && h->indicator == IndicatorKind::Encounter && s.banner(x) != s.team_of(p.seat)) return true;
    }
    return false;
}

// Each player reads only what its seat knows: it is given the position with everything hidden
// from that seat dealt anew.
Player hiding(Player p) {
    return [p](const State& s, Rng& r) { return p(rehidden(s, r.next_u32(), s.current_player()), r); };
}

// The strong level searches as in play but counts worlds instead of reading a clock: on a loaded
// machine its 700 ms reach fewer worlds than this, and it goes on to this floor (SearchSettings::
// floor_iterations) as long as the second allows. A clock would make the verdict depend on how
// busy the machine is.
Player strong() {
    return [](const State& s, Rng& r) {
        SearchSettings st;
        st.time_ms = 0;
        st.iterations = SearchSettings{}.floor_iterations;
        return search_action(s, r, st);
    };
}

// The heuristic with its judgement of an encounter's ways turned off: it tries the first way the
// card offers (the Toll Keeper's talk before its toll) where the heuristic would choose.
Player first_way() {
    return [](const State& s, Rng& r) {
        const Action a = heuristic_action(s, r);
        if (a.kind == Action::Kind::Attempt)
            for (const Action& x : s.legal_actions())
                if (x.kind == Action::Kind::Attempt && x.a == a.a) return x;
        return a;
    };
}

int failures(const Player& player, const char* who, std::uint64_t seed) {
    int failed = 0;
    for (const Blunder& b : blunders()) {
        State s = load(b);
        Rng r(seed);
        std::string move;
        bool ok = true;
        if (b.leaves) {
            const int seat = s.current_player();
            const CellId from = s.piece(b.leaves)->cell;
            for (int k = 0; k < 40 && s.phase() == Phase::Move && s.current_player() == seat; ++k) {
                const Action a = player(s, r);
                move += (move.empty() ? "" : "; ") + a.to_string();
                s.apply(a);
            }
            ok = s.piece(b.leaves)->cell != from;
        } else {
            move = player(s, r).to_string();
            ok = b.ok(move);
        }
        if (!ok) {
            ++failed;
            const std::string line = std::string(who) + " fails \"" + b.name + "\": " + move;
            MESSAGE(line);
        }
    }
    return failed;
}

}  // namespace

// Finds positions in self-play and writes them as files (a tool, not a test): a character at the
// start of a Move phase on an encounter it cannot beat, and a sure toll beside a check. Runs only
// with OLYMPUS_CGS_BLUNDER_SCAN=N (games), e.g. olympus_tests_cgs -tc='*scan*'.
TEST_CASE("CGS blunder scan (OLYMPUS_CGS_BLUNDER_SCAN=N)") {
    const char* n = std::getenv("OLYMPUS_CGS_BLUNDER_SCAN");
    if (!n) return;
    int found = 0;
    std::vector<std::string> seen;  // one position per game and character
    std::map<std::string, std::pair<CellId, int>> entered;  // the last creature indicator each entered, and when
    for (int g = 0; g < std::atoi(n) && found < 40; ++g) {
        const std::uint64_t seed = 900 + static_cast<std::uint64_t>(g);
        State s = new_game(seed, {{"players", std::to_string(2 + g % 3)}});
        Rng play(seed);
        for (int step = 0; step < 3000 && !s.is_terminal(); ++step) {
            if (s.phase() == Phase::Move)
                for (const Piece& p : s.pieces()) {
                    const Site* x = s.site(p.cell);
                    if (p.seat != s.current_player() || !is_character(p.kind) || p.moved || !x || x->current < 0 ||
                        x->creature >= 0 || x->ready_turn > s.turn() || s.banner(p.cell) == s.team_of(p.seat))
                        continue;
                    const CardDef& d = s.content().card_def(x->current);
                    bool any = false;
                    for (const DefeatWay& w : d.defeat) {
                        const int ch = way_sixths(s, p, w);
                        any |= !(ch == 0 || (ch <= 1 && !d.on_fail.empty()));
                    }
                    bool can_go = false;
                    for (const Action& m : s.legal_actions()) can_go |= m.kind == Action::Kind::Move && m.a == p.name;
                    const std::string key = "move" + std::to_string(seed) + p.name;
                    if (any || !can_go || std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
                    seen.push_back(key);
                    const std::string file = "scan-" + std::to_string(seed) + "-" + std::to_string(step) + ".json";
                    std::ofstream(std::string(kDir) + file) << s.to_json().dump() << "\n";
                    const std::string line = file + ": " + p.name + " stands on " + d.name + ", round " + std::to_string(s.round());
                    MESSAGE(line);
                    ++found;
                }
            const Action a = heuristic_action(s, play);
            // A stall: the step ended while a character that could move stands, for the third of
            // its turns, on an empty creature indicator it entered long ago.
            if (s.phase() == Phase::Move && a.kind == Action::Kind::Done)
                for (const Piece& p : s.pieces()) {
                    const HexDef* h = s.map().hex(s.content(), p.cell);
                    if (p.seat != s.current_player() || !is_character(p.kind) || p.moved || !h ||
                        h->indicator != IndicatorKind::Creature)
                        continue;
                    bool alone = true, can_go = false;
                    for (const Piece& q : s.pieces()) alone &= q.cell != p.cell || is_character(q.kind);
                    for (const Action& m : s.legal_actions()) can_go |= m.kind == Action::Kind::Move && m.a == p.name;
                    const std::string key = "stall" + std::to_string(seed) + p.name + std::to_string(p.cell);
                    if (!alone || !can_go || std::count(seen.begin(), seen.end(), key) > 3) continue;
                    seen.push_back(key);
                    if (std::count(seen.begin(), seen.end(), key) < 3) continue;
                    const std::string file = "scan-" + std::to_string(seed) + "-" + std::to_string(step) + ".json";
                    std::ofstream(std::string(kDir) + file) << s.to_json().dump() << "\n";
                    const std::string line = file + ": " + p.name + " stays on a spent creature indicator, round " + std::to_string(s.round());
                    MESSAGE(line);
                    ++found;
                }
            // Farming: a character steps back onto a creature indicator it entered this round or
            // the last, though an encounter indicator it could win a banner on is in sight.
            if (a.kind == Action::Kind::Move && a.b != "cave") {
                const Piece& p = *s.piece(a.a);
                const CellId to = *parse_cell(a.b);
                const HexDef* h = s.map().hex(s.content(), to);
                const std::string key = std::to_string(seed) + a.a;
                if (h && h->indicator == IndicatorKind::Creature) {
                    const auto it = entered.find(key);
                    if (it != entered.end() && it->second.first == to && s.round() - it->second.second <= 1 &&
                        banner_in_sight(s, p) && std::count(seen.begin(), seen.end(), "farm" + key) == 0) {
                        seen.push_back("farm" + key);
                        const std::string file = "scan-" + std::to_string(seed) + "-" + std::to_string(step) + ".json";
                        std::ofstream(std::string(kDir) + file) << s.to_json().dump() << "\n";
                        const std::string line = file + ": " + a.a + " steps back onto the creature indicator " +
                                                 std::to_string(h->value) + " on " + a.b + ", round " + std::to_string(s.round());
                        MESSAGE(line);
                        ++found;
                    }
                    entered[key] = {to, s.round()};
                }
            }
            // A Toll Keeper-like choice: a sure payment beside a check that may fail.
            bool pay = false, check = false;
            std::string who;
            for (const Action& x : s.legal_actions())
                if (x.kind == Action::Kind::Attempt) {
                    pay |= x.b == "pay";
                    check |= x.b != "pay";
                    who = x.a;
                }
            if (pay && check && std::find(seen.begin(), seen.end(), "pay" + std::to_string(seed)) == seen.end()) {
                seen.push_back("pay" + std::to_string(seed));
                const std::string file = "scan-" + std::to_string(seed) + "-" + std::to_string(step) + ".json";
                std::ofstream(std::string(kDir) + file) << s.to_json().dump() << "\n";
                const std::string line = file + ": pay or check for " + who + ", purse " + std::to_string(s.purse(s.current_player()));
                MESSAGE(line);
            }
            s.apply(a);
        }
    }
}

TEST_CASE("CGS blunder suite: the strong level, searching as many worlds as a loaded machine lets it, makes none of them") {
    CHECK(failures(hiding(strong()), "strong", 20) == 0);
}

TEST_CASE("CGS blunder suite: the heuristic makes none of them") {
    CHECK(failures(hiding([](const State& s, Rng& r) { return heuristic_action(s, r); }), "heuristic", 20) == 0);
}

TEST_CASE("CGS blunder suite: every position loads and has a wrong and a right move") {
    CHECK(blunders().size() >= 15);
    for (const Blunder& b : blunders()) {
        INFO(std::string(b.name));
        const State s = load(b);
        REQUIRE(s.check_invariants() == "");
        int good = 0, bad = 0;
        for (const Action& a : s.legal_actions())
            ((b.leaves ? a.kind == Action::Kind::Move && a.a == b.leaves : b.ok(a.to_string())) ? good : bad) += 1;
        CHECK(good > 0);
        CHECK(bad > 0);
    }
}

TEST_CASE("CGS blunder suite: a weakened player is caught") {
    // The random mover fails some.
    int failed = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
        failed += failures(hiding([](const State& s, Rng& r) { return random_action(s, r); }), "random", seed);
    CHECK(failed >= 3);
}

TEST_CASE("CGS blunder suite: the heuristic without its judgement of an encounter's ways is caught") {
    // It talks to the Toll Keeper wherever it may: every position where paying is the right way.
    CHECK(failures(hiding(first_way()), "first way", 20) >= 8);
}

TEST_CASE("CGS search: of the ways to try one encounter it weighs only the heuristic's best, and a move it is asked to weigh") {
    // Nessus on the Toll Keeper with the toll in his purse: talking (two in six) is left out.
    const State s = load({"", "934-133.json", {}});
    SearchSettings st;
    st.time_ms = 0;
    st.iterations = 60;
    auto searched = [&](const SearchSettings& with) {
        Rng r(3);
        ai::SearchStats stats;
        search_action(s, r, with, &stats);
        std::vector<std::string> keys;
        for (const auto& x : stats.root) keys.push_back(x.key);
        return keys;
    };
    auto has = [](const std::vector<std::string>& k, const char* m) { return std::find(k.begin(), k.end(), m) != k.end(); };
    const auto plain = searched(st);
    CHECK(has(plain, "attempt nessus pay"));
    CHECK_FALSE(has(plain, "attempt nessus diplomacy"));
    st.weigh = "attempt nessus diplomacy";
    const auto weighed = searched(st);
    CHECK(has(weighed, "attempt nessus pay"));
    CHECK(has(weighed, "attempt nessus diplomacy"));
}
