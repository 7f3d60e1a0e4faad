// A plain timing harness: run a body until a time budget is spent, count what it did.
#pragma once
#include <chrono>
#include <cstdio>
#include <string>

namespace olympus::bench {

using Clock = std::chrono::steady_clock;

inline double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

struct Result {
    std::string game, metric;
    double value = 0;
    std::string unit;
    std::string note;
};

inline void print(const Result& r) {
    std::printf("%-10s %-38s %14.1f %-12s %s\n", r.game.c_str(), r.metric.c_str(), r.value, r.unit.c_str(), r.note.c_str());
    std::fflush(stdout);
}

}  // namespace olympus::bench
