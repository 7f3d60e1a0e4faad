// The libFuzzer entry: one executable for every target, which one chosen by the environment
// variable OLYMPUS_FUZZ_TARGET (scripts/fuzz sets it).
#include <cstdio>
#include <cstdlib>

#include "fuzz/fuzz_target.hpp"

namespace {
olympus::fuzz::Target chosen;
}

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    const char* name = std::getenv("OLYMPUS_FUZZ_TARGET");
    auto& all = olympus::fuzz::targets();
    if (!name || !all.count(name)) {
        std::fprintf(stderr, "set OLYMPUS_FUZZ_TARGET to one of:");
        for (const auto& [n, t] : all) std::fprintf(stderr, " %s", n.c_str());
        std::fprintf(stderr, "\n");
        std::exit(2);
    }
    chosen = all.at(name);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    chosen(data, size);
    return 0;
}
