#include "core/rng.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>

#include "core/json_read.hpp"

namespace olympus {

Rng::Rng(std::uint64_t seed, std::uint64_t stream) {
    inc_ = (stream << 1u) | 1u;
    next_u32();
    state_ += seed;
    next_u32();
}

std::uint32_t Rng::next_u32() {
    std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

std::uint32_t Rng::below(std::uint32_t bound) {
    if (bound == 0) throw std::invalid_argument("Rng::below(0)");
    std::uint64_t m = static_cast<std::uint64_t>(next_u32()) * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
        std::uint32_t threshold = (0u - bound) % bound;
        while (low < threshold) {
            m = static_cast<std::uint64_t>(next_u32()) * bound;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32u);
}

int Rng::between(int lo, int hi) {
    if (hi < lo) throw std::invalid_argument("Rng::between: empty range");
    return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo) + 1u));
}

bool Rng::chance(std::uint32_t numerator, std::uint32_t denominator) { return below(denominator) < numerator; }

Rng Rng::split() {
    std::uint64_t seed = (static_cast<std::uint64_t>(next_u32()) << 32u) | next_u32();
    std::uint64_t stream = (static_cast<std::uint64_t>(next_u32()) << 32u) | next_u32();
    return Rng(seed, stream);
}

namespace {
std::string hex64(std::uint64_t v) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}
std::uint64_t parse_hex64(const nlohmann::json& j, const std::string& path) {
    const std::string s = json_read::as_str(j, path, 64);
    if (s.size() != 16 || s.find_first_not_of("0123456789abcdef") != std::string::npos)
        json_read::bad(path, "expected 16 hex digits, got '" + s + "'");
    return std::stoull(s, nullptr, 16);
}
}  // namespace

nlohmann::json Rng::to_json() const { return {{"state", hex64(state_)}, {"inc", hex64(inc_)}}; }

Rng Rng::from_json(const nlohmann::json& j, const std::string& path) {
    json_read::only_keys(j, {"state", "inc"}, path);
    Rng r;
    r.state_ = parse_hex64(json_read::at(j, "state", path), json_read::member(path, "state"));
    r.inc_ = parse_hex64(json_read::at(j, "inc", path), json_read::member(path, "inc"));
    if ((r.inc_ & 1u) == 0) json_read::bad(json_read::member(path, "inc"), "the stream increment must be odd");
    return r;
}

}  // namespace olympus
