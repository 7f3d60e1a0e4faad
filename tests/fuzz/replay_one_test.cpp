// Replays one input through one target without the clang build: set OLYMPUS_FUZZ_REPLAY to
// "<target>:<file>" (e.g. a finding) and run this test case; without it the case does nothing.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz/fuzz_target.hpp"

TEST_CASE("Fuzz targets: replay the one input named by OLYMPUS_FUZZ_REPLAY") {
    const char* e = std::getenv("OLYMPUS_FUZZ_REPLAY");
    if (!e || !*e) return;
    const std::string spec = e;
    const auto colon = spec.find(':');
    REQUIRE(colon != std::string::npos);
    const auto& all = olympus::fuzz::targets();
    const auto it = all.find(spec.substr(0, colon));
    REQUIRE(it != all.end());
    std::ifstream in(spec.substr(colon + 1), std::ios::binary);
    REQUIRE(in);
    std::vector<std::uint8_t> input(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>{});
    it->second(input.data(), input.size());
}
