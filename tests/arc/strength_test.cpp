// The searching player against the heuristic one, over paired games with the sample decks.
// A measurement, not a unit test: it runs only when OLYMPUS_ARC_STRENGTH=N (games) is set, e.g.
//   OLYMPUS_ARC_STRENGTH=200 OLYMPUS_ARC_AI=ismcts:900 OLYMPUS_ARC_THREADS=2 olympus_tests_arc -tc='*strength*'
#include <cstdlib>
#include <iostream>

#include "arc/sim.hpp"
#include "arc_test.hpp"

using namespace arct;

TEST_CASE("strength: ISMCTS against the heuristic (OLYMPUS_ARC_STRENGTH=N)") {
    const char* n = std::getenv("OLYMPUS_ARC_STRENGTH");
    if (!n) return;
    SimSettings st;
    st.games = std::atoi(n);
    st.seed = std::getenv("OLYMPUS_ARC_SEED") ? std::strtoull(std::getenv("OLYMPUS_ARC_SEED"), nullptr, 10) : 1;
    const char* ai = std::getenv("OLYMPUS_ARC_AI");
    st.ais = {ai ? ai : "ismcts", "heuristic"};
    st.threads = std::getenv("OLYMPUS_ARC_THREADS") ? std::atoi(std::getenv("OLYMPUS_ARC_THREADS")) : 1;
    SimStats r = simulate(st, [](int done, int total) {
        if (done % 10 == 0 || done == total) std::cerr << "  " << done << "/" << total << "\n";
    });
    std::cout << r.to_text();
    std::cout << r.to_json().dump() << "\n";
    CHECK(r.unfinished == 0);
}
