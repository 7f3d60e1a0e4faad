// Seeded random numbers for rules engines (PCG32, O'Neill 2014).
// Our own uniform-integer and shuffle code keeps a seed replaying the same game on any
// standard library: std::uniform_int_distribution and std::shuffle are not portable.
#pragma once
#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>
#include <utility>
#include <vector>

namespace olympus {

class Rng {
public:
    Rng() : Rng(0x853c49e6748fea9bULL) {}
    explicit Rng(std::uint64_t seed, std::uint64_t stream = 0xda3e39cb94b95bdbULL);

    std::uint32_t next_u32();
    // Uniform in [0, bound); bound > 0. Lemire's multiply-and-reject, no modulo bias.
    std::uint32_t below(std::uint32_t bound);
    // Uniform in [lo, hi], inclusive.
    int between(int lo, int hi);
    bool chance(std::uint32_t numerator, std::uint32_t denominator);

    template <class T>
    void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(v[i - 1], v[j]);
        }
    }

    // A fresh generator whose sequence is independent of this one (for sampled worlds and playouts).
    Rng split();

    bool operator==(const Rng&) const = default;

    nlohmann::json to_json() const;
    // Throws json_read::Damaged naming `path` and what is wrong there (a field it does not know too).
    static Rng from_json(const nlohmann::json& j, const std::string& path = "rng");

private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 0;
};

}  // namespace olympus
