// How every screen and log line says a team: by its members, so a newcomer never has to
// remember who "team 1" is ("Team 1 (P1+P3)"), and a game without teams never says "team"
// at all (the one player, "P2").
#pragma once
#include <string>
#include <vector>

namespace olympus::cgs {

// `team_of` per seat; `teams` whether the game is played in teams (A3).
inline std::string team_members(int team, const std::vector<int>& team_of) {
    std::string out;
    for (std::size_t i = 0; i < team_of.size(); ++i)
        if (team_of[i] == team) out += (out.empty() ? "P" : "+P") + std::to_string(i + 1);
    return out.empty() ? "P?" : out;
}

inline std::string team_words(int team, const std::vector<int>& team_of, bool teams) {
    const std::string members = team_members(team, team_of);
    return teams ? "Team " + std::to_string(team + 1) + " (" + members + ")" : members;
}

}  // namespace olympus::cgs
