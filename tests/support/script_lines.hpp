// A refused script line changes nothing: lines run through the script mode between two `state`
// lines must include a refused one, and the state shown after them must be the one before, byte
// for byte. One helper for the games whose tests check it this way.
#pragma once
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/script_mode.hpp"

template <olympus::GameState S>
void check_refused_lines_change_nothing(const S& s, const std::string& game_id, const std::string& lines) {
    std::istringstream in("state\n" + lines + "state\n");
    std::ostringstream out;
    olympus::ScriptHooks<S> hooks;
    hooks.game_id = game_id;
    CHECK(olympus::run_script(s, in, out, false, 1, hooks) == 1);  // some line was refused
    std::vector<std::string> states;
    std::istringstream shown(out.str());
    for (std::string l; std::getline(shown, l);)
        if (!l.empty() && l[0] == '{') states.push_back(l);
    REQUIRE(states.size() == 2);
    CHECK(states[0] == states[1]);
    CHECK(states[0] == s.to_json().dump());
}
