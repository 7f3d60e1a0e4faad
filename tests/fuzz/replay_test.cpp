// Every fuzz target, in every build: first each saved input under tests/fuzz/corpus/<target>/
// (the corpus, and the inputs that once crashed, kept as regressions), then seeded random
// mutations of them. CI runs a few hundred mutations per target; OLYMPUS_LONG_TESTS=1 runs
// fifty times as many. The coverage-guided search is scripts/fuzz, with clang.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/rng.hpp"
#include "fuzz/fuzz_target.hpp"

namespace fs = std::filesystem;
using Input = std::vector<std::uint8_t>;

namespace {

std::vector<Input> corpus_of(const std::string& target) {
    std::vector<Input> inputs;
    fs::path dir = fs::path(OLYMPUS_SOURCE_DIR) / "tests" / "fuzz" / "corpus" / target;
    if (!fs::is_directory(dir)) return inputs;
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.is_regular_file()) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        inputs.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    return inputs;
}

// One random edit: flip a byte, insert or delete a run, splice in part of another input, or
// copy a run within the input (what makes repeated JSON keys and lines).
void mutate(Input& x, const std::vector<Input>& pool, olympus::Rng& rng) {
    auto below = [&](std::size_t n) { return n == 0 ? std::size_t{0} : static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(n))); };
    switch (rng.below(6)) {
        case 0:
            if (!x.empty()) x[below(x.size())] = static_cast<std::uint8_t>(rng.below(256));
            break;
        case 1: {
            std::size_t at = below(x.size() + 1), n = 1 + below(8);
            for (std::size_t i = 0; i < n; ++i) x.insert(x.begin() + static_cast<long>(at), static_cast<std::uint8_t>(rng.below(256)));
            break;
        }
        case 2:
            if (!x.empty()) {
                std::size_t at = below(x.size()), n = std::min(x.size() - at, 1 + below(16));
                x.erase(x.begin() + static_cast<long>(at), x.begin() + static_cast<long>(at + n));
            }
            break;
        case 3:
            if (!pool.empty()) {
                const Input& other = pool[below(pool.size())];
                if (!other.empty()) {
                    std::size_t from = below(other.size()), n = std::min(other.size() - from, 1 + below(64));
                    x.insert(x.begin() + static_cast<long>(below(x.size() + 1)), other.begin() + static_cast<long>(from),
                             other.begin() + static_cast<long>(from + n));
                }
            }
            break;
        case 4:
            x.resize(below(x.size() + 1));
            break;
        default:
            if (!x.empty()) {
                std::size_t from = below(x.size()), n = std::min(x.size() - from, 1 + below(32));
                Input run(x.begin() + static_cast<long>(from), x.begin() + static_cast<long>(from + n));
                x.insert(x.begin() + static_cast<long>(below(x.size() + 1)), run.begin(), run.end());
            }
    }
}

int mutations_per_target() {
    const char* e = std::getenv("OLYMPUS_LONG_TESTS");
    return e && *e && std::string(e) != "0" ? 15000 : 300;
}

}  // namespace

TEST_CASE("Fuzz targets: every target is registered and has a corpus") {
    const auto& all = olympus::fuzz::targets();
    for (const char* name : {"save_microhero", "save_herazeus", "save_arc", "save_cgs", "data_files", "decklist", "script", "keys", "net_message",
                             "load_play_arc", "load_play_cgs", "load_play_herazeus", "load_play_microhero"}) {
        CAPTURE(name);
        REQUIRE(all.count(name) == 1);
        CHECK(!corpus_of(name).empty());
    }
}

TEST_CASE("Fuzz targets: saved inputs and seeded mutations run clean") {
    for (const auto& [name, target] : olympus::fuzz::targets()) {
        CAPTURE(name);
        auto pool = corpus_of(name);
        for (const auto& input : pool) target(input.data(), input.size());
        olympus::Rng rng(0x5eed, std::hash<std::string>{}(name));
        const int n = name == "keys" ? mutations_per_target() / 10 : mutations_per_target();
        for (int i = 0; i < n; ++i) {
            Input x = pool.empty() ? Input{} : pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
            const int edits = 1 + static_cast<int>(rng.below(4));
            for (int e = 0; e < edits; ++e) mutate(x, pool, rng);
            target(x.data(), x.size());
        }
    }
}
