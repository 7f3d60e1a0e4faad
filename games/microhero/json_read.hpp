// Checked reading of Micro Hero JSON (saves and views) on top of core/json_read.hpp: what only this
// game needs (a campaign from its options, Trial and Hera's Revenge ids, phase and result words).
#pragma once
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "core/json_read.hpp"
#include "microhero/state.hpp"

namespace olympus::microhero::json_read {

using nlohmann::json;

// The generic readers (at, get_int, get_str, bad, Damaged, checked...) are the core's.
using namespace olympus::json_read;

// A campaign set up from the "options" of a save or a view: the fixed part (which physical cards
// exist, their uids) follows from them, as set-up makes it.
State set_up_from_options(const json& options, const std::string& where);
int trial_id(const State& s, const json& j, const std::string& where);
int hera_id(const State& s, const json& j, const std::string& where);
Phase phase_named(const std::string& name, const std::string& where);
int result_named(const std::string& name, const std::string& where);

// The core's checked() with our prefix "damaged Micro Hero <what>: ", which also takes in the
// runtime errors of the readers it calls (the Rng's, the set-up's) so every refusal starts alike.
template <class F>
State read_checked(const std::string& what, F read) {
    const std::string prefix = "damaged Micro Hero " + what + ": ";
    try {
        return olympus::json_read::checked(prefix, read);
    } catch (const std::runtime_error& e) {
        std::string why = e.what();
        if (why.rfind(prefix, 0) == 0) throw;
        throw std::runtime_error(prefix + why);
    }
}

}  // namespace olympus::microhero::json_read
