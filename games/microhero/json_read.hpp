// Checked reading of Micro Hero JSON (saves and views): every field is looked up with its path in
// the message, so a damaged file or message says where it is damaged.
#pragma once
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "microhero/state.hpp"

namespace olympus::microhero::json_read {

using nlohmann::json;

struct Damaged : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] inline void bad(const std::string& where, const std::string& why) { throw Damaged(where + ": " + why); }

inline const json& at(const json& j, const char* key, const std::string& where) {
    if (!j.is_object()) bad(where, "expected an object");
    auto it = j.find(key);
    if (it == j.end()) bad(where, std::string("missing '") + key + "'");
    return *it;
}
inline int get_int(const json& j, const char* key, const std::string& where, int lo, int hi) {
    const json& v = at(j, key, where);
    if (!v.is_number_integer()) bad(where + "." + key, "expected a whole number");
    long long n = v.get<long long>();
    if (n < lo || n > hi) bad(where + "." + key, std::to_string(n) + " is out of range");
    return static_cast<int>(n);
}
inline bool get_bool(const json& j, const char* key, const std::string& where) {
    const json& v = at(j, key, where);
    if (!v.is_boolean()) bad(where + "." + key, "expected true or false");
    return v.get<bool>();
}
inline std::string get_str(const json& j, const char* key, const std::string& where) {
    const json& v = at(j, key, where);
    if (!v.is_string()) bad(where + "." + key, "expected a string");
    return v.get<std::string>();
}
inline const json& get_arr(const json& j, const char* key, const std::string& where) {
    const json& v = at(j, key, where);
    if (!v.is_array()) bad(where + "." + key, "expected a list");
    return v;
}

// A campaign set up from the "options" of a save or a view: the fixed part (which physical cards
// exist, their uids) follows from them, as set-up makes it.
State set_up_from_options(const json& options, const std::string& where);
int trial_id(const State& s, const json& j, const std::string& where);
int hera_id(const State& s, const json& j, const std::string& where);
Phase phase_named(const std::string& name, const std::string& where);
int result_named(const std::string& name, const std::string& where);

// Runs `read`, turning whatever it throws into one std::runtime_error that starts with
// "damaged Micro Hero <what>: ".
template <class F>
State checked(const std::string& what, F read) {
    const std::string prefix = "damaged Micro Hero " + what + ": ";
    try {
        return read();
    } catch (const Damaged& e) {
        throw std::runtime_error(prefix + e.what());
    } catch (const json::exception& e) {
        throw std::runtime_error(prefix + e.what());
    } catch (const std::logic_error& e) {
        throw std::runtime_error(prefix + e.what());
    } catch (const std::runtime_error& e) {
        std::string why = e.what();
        if (why.rfind("damaged", 0) == 0) throw;
        throw std::runtime_error(prefix + why);
    }
}

}  // namespace olympus::microhero::json_read
