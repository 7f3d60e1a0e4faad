// Who plays each seat of a game at the terminal: a person, or the computer at one of the game's
// levels; saved beside the state as ["human", "heuristic", ...]. The games name their levels.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace olympus {

template <class Level>
struct SeatPlayers {
    std::vector<std::optional<Level>> computer;  // one per seat; nullopt: a person

    int humans() const {
        int n = 0;
        for (const auto& c : computer) n += !c;
        return n;
    }
    bool is_human(int seat) const {
        return seat >= 0 && seat < static_cast<int>(computer.size()) && !computer[static_cast<std::size_t>(seat)];
    }
    bool hot_seat() const { return humans() > 1; }

    // "P2 (heuristic)", "P1 (you)", or "P1" when several people share the keyboard.
    template <class Name>
    std::string label(int seat, Name name) const {
        const std::string n = "P" + std::to_string(seat + 1);
        const auto& c = computer.at(static_cast<std::size_t>(seat));
        if (c) return n + " (" + std::string(name(*c)) + ")";
        return hot_seat() ? n : n + " (you)";
    }
    // "you vs strong", "P1 vs P2": who plays, in a few words for a save's summary.
    template <class Name>
    std::string versus(Name name) const {
        std::string s;
        for (std::size_t p = 0; p < computer.size(); ++p) {
            if (p) s += " vs ";
            s += computer[p] ? std::string(name(*computer[p])) : hot_seat() ? "P" + std::to_string(p + 1) : "you";
        }
        return s;
    }

    // `name(level)` gives a level's word.
    template <class Name>
    nlohmann::json to_json(Name name) const {
        nlohmann::json a = nlohmann::json::array();
        for (const auto& c : computer) a.push_back(c ? std::string(name(*c)) : "human");
        return a;
    }
    // `by_name(word)` gives an optional level. Throws std::runtime_error naming the problem: a
    // count other than `players`, an unknown word, or no person at all.
    template <class ByName>
    static SeatPlayers from_json(const nlohmann::json& a, int players, ByName by_name) {
        if (!a.is_array()) throw std::runtime_error("the seats must be a list");
        if (static_cast<int>(a.size()) != players)
            throw std::runtime_error("the save names " + std::to_string(a.size()) + " seats for a game of " + std::to_string(players));
        SeatPlayers out;
        for (const auto& s : a) {
            if (!s.is_string()) throw std::runtime_error("a seat must be human or a computer level");
            const std::string word = s;
            if (word == "human") {
                out.computer.emplace_back();
                continue;
            }
            auto l = by_name(word);
            if (!l) throw std::runtime_error("unknown computer level '" + word + "'");
            out.computer.emplace_back(*l);
        }
        if (out.humans() == 0) throw std::runtime_error("a saved game needs a person in at least one seat");
        return out;
    }
};

}  // namespace olympus
