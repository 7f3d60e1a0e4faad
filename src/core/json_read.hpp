// Checked reading of JSON from outside the program (saves, data files, views from a host): every
// value is looked up with its path, so a damaged file says where it is damaged
// ("state.board.p[1].characters[0].uid: -3 is out of range"); integers are read wide and
// range-checked before they are narrowed; enum words come from one table per enum; an object
// can be held to a list of known keys. All four games read through this.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace olympus::json_read {

using nlohmann::json;

// What every reader throws: the path and what is wrong there, in words.
struct Damaged : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] inline void bad(const std::string& path, const std::string& why) {
    throw Damaged(path.empty() ? why : path + ": " + why);
}

inline std::string member(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}
inline std::string element(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
}

inline const json& object(const json& j, const std::string& path) {
    if (!j.is_object()) bad(path, "expected an object");
    return j;
}
inline const json& at(const json& j, std::string_view key, const std::string& path) {
    object(j, path);
    auto it = j.find(key);
    if (it == j.end()) bad(path, "missing '" + std::string(key) + "'");
    return *it;
}
inline bool has(const json& j, std::string_view key) { return j.is_object() && j.contains(key); }

// The first key of the object `j` that is neither among `known` nor among `also`, if any.
inline std::optional<std::string> unknown_key(const json& j, std::initializer_list<std::string_view> known,
                                              std::initializer_list<std::string_view> also = {}) {
    for (auto it = j.begin(); it != j.end(); ++it) {
        bool ok = false;
        for (std::string_view k : known) ok = ok || it.key() == k;
        for (std::string_view k : also) ok = ok || it.key() == k;
        if (!ok) return it.key();
    }
    return std::nullopt;
}

// Refuses keys the reader does not know, so a misspelt field is not silently ignored. `also`: the
// keys a caller adds to those of a part it shares (a view's to a board's).
inline void only_keys(const json& j, std::initializer_list<std::string_view> known,
                      std::initializer_list<std::string_view> also, const std::string& path) {
    object(j, path);
    if (auto k = unknown_key(j, known, also))
        bad(path, "unknown field '" + *k + "'" + (path.empty() ? " at the top level" : ""));
}
inline void only_keys(const json& j, std::initializer_list<std::string_view> known, const std::string& path) {
    only_keys(j, known, {}, path);
}

// The state inside a saved game as the arcade writes it: {"game": the state, "seats": who plays
// each seat}. Any other field is refused by name, so a misspelt one is not passed by.
inline const json& saved_game_state(const json& j) {
    if (auto k = unknown_key(object(j, ""), {"game", "seats"}))
        bad("", "a saved game holds only 'game' and 'seats', not the unknown field '" + *k + "'");
    return at(j, "game", "");
}

// A whole number within [lo, hi], read as 64 bits before narrowing to T.
template <class T = int>
T as_int(const json& v, const std::string& path, long long lo = std::numeric_limits<T>::min(),
         long long hi = static_cast<long long>(std::numeric_limits<T>::max())) {
    long long n = 0;
    if (v.is_number_unsigned()) {
        auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<long long>::max())) bad(path, "the number is too large");
        n = static_cast<long long>(u);
    } else if (v.is_number_integer()) {
        n = v.get<long long>();
    } else {
        bad(path, "expected a whole number");
    }
    if (n < lo || n > hi)
        bad(path, std::to_string(n) + " is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
    return static_cast<T>(n);
}
template <class T = int>
T get_int(const json& j, std::string_view key, const std::string& path, long long lo = std::numeric_limits<T>::min(),
          long long hi = static_cast<long long>(std::numeric_limits<T>::max())) {
    return as_int<T>(at(j, key, path), member(path, key), lo, hi);
}
// A 64-bit unsigned number (seeds, Rng words): any value, but it must be a whole non-negative number.
inline std::uint64_t as_u64(const json& v, const std::string& path) {
    if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<long long>() >= 0))
        bad(path, "expected a whole number, 0 or more");
    return v.get<std::uint64_t>();
}

inline bool as_bool(const json& v, const std::string& path) {
    if (!v.is_boolean()) bad(path, "expected true or false");
    return v.get<bool>();
}
inline bool get_bool(const json& j, std::string_view key, const std::string& path) {
    return as_bool(at(j, key, path), member(path, key));
}

inline std::string as_str(const json& v, const std::string& path, std::size_t max_len = 4096) {
    if (!v.is_string()) bad(path, "expected text");
    const auto& s = v.get_ref<const std::string&>();
    if (s.size() > max_len) bad(path, "the text is longer than " + std::to_string(max_len) + " bytes");
    return s;
}
inline std::string get_str(const json& j, std::string_view key, const std::string& path, std::size_t max_len = 4096) {
    return as_str(at(j, key, path), member(path, key), max_len);
}

inline const json& as_arr(const json& v, const std::string& path, std::size_t max_len = 1u << 20) {
    if (!v.is_array()) bad(path, "expected a list");
    if (v.size() > max_len) bad(path, "the list is longer than " + std::to_string(max_len));
    return v;
}
inline const json& get_arr(const json& j, std::string_view key, const std::string& path, std::size_t max_len = 1u << 20) {
    return as_arr(at(j, key, path), member(path, key), max_len);
}

// The words an enum is written as, one table per enum, used both to write and to read.
template <class E>
using Words = std::vector<std::pair<E, std::string_view>>;

template <class E>
E as_enum(const json& v, const Words<E>& words, const std::string& path) {
    if (!v.is_string()) bad(path, "expected a word");
    const auto& s = v.get_ref<const std::string&>();
    for (const auto& [e, w] : words)
        if (w == s) return e;
    std::string known;
    for (const auto& [e, w] : words) known += (known.empty() ? "" : ", ") + std::string(w);
    bad(path, "'" + s + "' is not one of " + known);
}
template <class E>
E get_enum(const json& j, std::string_view key, const Words<E>& words, const std::string& path) {
    return as_enum(at(j, key, path), words, member(path, key));
}
template <class E>
std::string_view word_of(E e, const Words<E>& words) {
    for (const auto& [x, w] : words)
        if (x == e) return w;
    return "?";
}

// Runs `read`, turning whatever a reader or the JSON library throws into one std::runtime_error
// that starts with `prefix` (e.g. "damaged ARC save: "), so the player sees our words and a path.
template <class F>
auto checked(const std::string& prefix, F read) -> decltype(read()) {
    try {
        return read();
    } catch (const Damaged& e) {
        throw std::runtime_error(prefix + e.what());
    } catch (const json::exception&) {
        throw std::runtime_error(prefix + "a field has the wrong kind of value");
    } catch (const std::out_of_range&) {
        throw std::runtime_error(prefix + "an index is out of range");
    } catch (const std::length_error&) {
        throw std::runtime_error(prefix + "a list is too long");
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(prefix + e.what());
    }
}

}  // namespace olympus::json_read
