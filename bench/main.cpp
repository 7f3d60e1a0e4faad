// olympus_bench: the figures of docs/PERFORMANCE.md that live inside the program (rules speed,
// computer players, saves). scripts/bench adds the ones measured from outside (start-up time,
// resident memory, bytes written to the terminal per key). Build: scripts/bench.
//   olympus_bench [--seconds S] [--review] [GAME...]   GAME: microhero herazeus arc cgs (default: all)
// --review measures only the review after a game (bench/review.hpp).
#include <cstring>
#include <set>

#include "arc/policy.hpp"
#include "bench/decisions.hpp"
#include "bench/playout.hpp"
#include "bench/review.hpp"
#include "arc/hint.hpp"
#include "cgs/hint.hpp"
#include "herazeus/hint.hpp"
#include "microhero/hint.hpp"
#include "tui/review_screen.hpp"
// The table hooks TableOf<State> finds by ADL.
#include "arc/seats.hpp"
#include "herazeus/play_screen.hpp"
#include "microhero/play_screen.hpp"
#include "bench/table_views.hpp"
#include "arc/remote_board.hpp"
#include "cgs/remote_board.hpp"
#include "herazeus/remote_board.hpp"
#include "microhero/remote_board.hpp"
#include "cgs/seats.hpp"
#include "cgs/state.hpp"
#include "herazeus/players.hpp"
#include "herazeus/state.hpp"
#include "microhero/policy.hpp"
#include "microhero/state.hpp"

using namespace olympus;

namespace {

template <class S>
auto seeded(std::map<std::string, std::string> values = {}) {
    return [values](std::uint64_t seed) {
        GameOptions o;
        o.seed = seed;
        o.values = values;
        return S::new_game(o);
    };
}

void microhero_bench(double secs) {
    bench::random_playouts<microhero::State>("microhero", seeded<microhero::State>(), secs);
    bench::table_views<microhero::State>("microhero", seeded<microhero::State>(), microhero::make_remote_board, secs);
    bench::decisions<microhero::State>("microhero", "greedy", seeded<microhero::State>(),
                                       [](const microhero::State& s, Rng& rng, int&) { return microhero::greedy_policy(s, rng); }, secs);
}

void herazeus_bench(double secs) {
    using herazeus::Level;
    bench::random_playouts<herazeus::State>("herazeus", seeded<herazeus::State>(), secs);
    bench::table_views<herazeus::State>("herazeus", seeded<herazeus::State>(), herazeus::make_remote_board, secs);
    for (Level l : {Level::Skilled, Level::Strong}) {
        bench::decisions<herazeus::State>(
            "herazeus", std::string(herazeus::level_name(l)), seeded<herazeus::State>(),
            [l](const herazeus::State& s, Rng& rng, int& it) {
                herazeus::MoveStats st;
                auto a = herazeus::computer_move(s, l, rng, 700, &st);
                it = st.iterations;
                return a;
            },
            l == Level::Strong ? 3 * secs : secs);
    }
}

void arc_bench(double secs) {
    bench::random_playouts<arc::State>("arc", seeded<arc::State>(), secs);
    bench::random_playouts<arc::State>("arc-3p", seeded<arc::State>({{"players", "3"}}), secs);
    bench::table_views<arc::State>("arc", seeded<arc::State>(), arc::make_remote_board, secs);
    bench::decisions<arc::State>("arc", "heuristic", seeded<arc::State>(),
                                 [](const arc::State& s, Rng& rng, int&) { return arc::heuristic_action(s, rng); }, secs);
    bench::decisions<arc::State>(
        "arc", "strong (ismcts)", seeded<arc::State>(),
        [](const arc::State& s, Rng& rng, int& it) {
            ai::SearchStats st;
            auto a = arc::search_action(s, rng, arc::SearchSettings{}, &st);
            it = st.iterations;
            return a;
        },
        3 * secs);
}

void cgs_bench(double secs) {
    bench::random_playouts<cgs::State>("cgs", seeded<cgs::State>(), secs);
    bench::random_playouts<cgs::State>("cgs-4p", seeded<cgs::State>({{"players", "4"}}), secs);
    bench::table_views<cgs::State>("cgs", seeded<cgs::State>(), cgs::make_remote_board, secs);
    bench::decisions<cgs::State>("cgs", "heuristic", seeded<cgs::State>(), [](const cgs::State& s, Rng& rng, int&) {
        return cgs::computer_move(s, cgs::Level::Skilled, rng);
    }, secs);
}

// Seat 0 stands in for a person: the skilled level where a game has one, else the heuristic.
void review_bench(const std::set<std::string>& games, int it) {
    auto want = [&](const char* g) { return games.empty() || games.count(g); };
    if (want("microhero"))
        bench::review<microhero::State>("microhero", seeded<microhero::State>(),
                                        [](const microhero::State& s, Rng& r) { return microhero::greedy_policy(s, r); },
                                        [](const microhero::State& s, Rng& r) { return microhero::greedy_policy(s, r); },
                                        microhero::hint, it, 2);
    if (want("herazeus"))
        bench::review<herazeus::State>(
            "herazeus", seeded<herazeus::State>(),
            [](const herazeus::State& s, Rng& r) { return herazeus::computer_move(s, herazeus::Level::Casual, r); },
            [](const herazeus::State& s, Rng& r) { return herazeus::computer_move(s, herazeus::Level::Skilled, r); },
            herazeus::hint, it, 5);
    if (want("arc"))
        bench::review<arc::State>("arc", seeded<arc::State>(),
                                  [](const arc::State& s, Rng& r) { return arc::heuristic_action(s, r); },
                                  [](const arc::State& s, Rng& r) { return arc::heuristic_action(s, r); }, arc::hint, it, 3);
    if (want("cgs"))
        bench::review<cgs::State>("cgs", seeded<cgs::State>(),
                                  [](const cgs::State& s, Rng& r) { return cgs::computer_move(s, cgs::Level::Casual, r); },
                                  [](const cgs::State& s, Rng& r) { return cgs::computer_move(s, cgs::Level::Skilled, r); },
                                  cgs::hint, it, 2);
}

}  // namespace

int main(int argc, char** argv) {
    double secs = 3;
    std::set<std::string> games;
    bool review_only = false;
    int review_it = 0;  // the game's own budget
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc) secs = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--review")) review_only = true;
        else if (!std::strcmp(argv[i], "--review-iterations") && i + 1 < argc) review_it = std::atoi(argv[++i]);
        else if (argv[i][0] == '-') {
            std::fprintf(stderr, "usage: olympus_bench [--seconds S] [--review] [microhero|herazeus|arc|cgs]...\n");
            return 2;
        } else games.insert(argv[i]);
    }
    auto want = [&](const char* g) { return games.empty() || games.count(g); };
    std::printf("%-10s %-38s %14s %-12s %s\n", "game", "measure", "value", "unit", "note");
    if (review_only) {
        review_bench(games, review_it);
        return 0;
    }
    if (want("microhero")) microhero_bench(secs);
    if (want("herazeus")) herazeus_bench(secs);
    if (want("arc")) arc_bench(secs);
    if (want("cgs")) cgs_bench(secs);
    return 0;
}
