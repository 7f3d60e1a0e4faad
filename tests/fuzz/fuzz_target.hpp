// A fuzz target is one function of bytes, registered by name. Two drivers run them: the doctest
// replay (replay_test.cpp) runs every saved input and seeded random mutations through each target
// in every build, the sanitizer build included; the libFuzzer driver (libfuzzer/main.cpp, built
// with clang, see scripts/fuzz) runs the target named by OLYMPUS_FUZZ_TARGET.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace olympus::fuzz {

using Target = std::function<void(const std::uint8_t*, std::size_t)>;

inline std::map<std::string, Target>& targets() {
    static std::map<std::string, Target> all;
    return all;
}

struct Registrar {
    Registrar(const char* name, Target t) { targets().emplace(name, std::move(t)); }
};

// Reads the fuzz input front to back; past the end every read gives zero, so a target never
// needs to check the length.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
    int below(int n) { return n <= 0 ? 0 : byte() % n; }
    bool empty() const { return pos_ >= size_; }
    // The rest of the input as text.
    std::string_view rest() const {
        return pos_ >= size_ ? std::string_view{} : std::string_view(reinterpret_cast<const char*>(data_ + pos_), size_ - pos_);
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

}  // namespace olympus::fuzz

#define OLYMPUS_FUZZ_TARGET(name)                                                                  \
    static void olympus_fuzz_##name(const std::uint8_t* data, std::size_t size);                   \
    static const ::olympus::fuzz::Registrar olympus_fuzz_registrar_##name(#name, olympus_fuzz_##name); \
    static void olympus_fuzz_##name(const std::uint8_t* data, std::size_t size)
