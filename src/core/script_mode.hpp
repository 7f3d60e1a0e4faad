// The script mode: a line protocol (in the spirit of UCI and GTP) that drives any game without a
// terminal. It is how tests play whole games, how rulebook examples become tests, and how anyone
// can write a bot. See `olympus play GAME --script` in the manual.
#pragma once
#include <functional>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>

#include "core/level.hpp"
#include "core/engine.hpp"
#include "core/rng.hpp"
#include "core/save.hpp"

namespace olympus {

template <GameState S>
struct ScriptHooks {
    std::string game_id;
    int save_version = 1;
    // The configured computer player, for `go [MS]` (and a network Table's computer seats, at the
    // level a served game asks for; nullopt: the game's own choice); empty when the game has none.
    std::function<typename S::Action(const S&, Rng&, int ms, std::optional<Level> level)> ai;
    // The state inside a save file, when the game's saves hold more than the State (seats,
    // names); empty: the save's state is the State.
    std::function<nlohmann::json(const nlohmann::json&)> state_of_save;
};

namespace script_detail {
inline std::string trim(const std::string& s) {
    auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}
}  // namespace script_detail

// Runs the protocol until end of input. Returns 0 when every line was accepted, else 1.
template <GameState S>
int run_script(S state, std::istream& in, std::ostream& out, bool as_json, std::uint64_t seed,
               const ScriptHooks<S>& hooks) {
    using json = nlohmann::json;
    Rng ai_rng(seed ^ 0x9e3779b97f4a7c15ULL, 7);
    bool all_ok = true;
    auto error = [&](const std::string& why) {
        all_ok = false;
        if (as_json) out << json::object({{"error", why}}).dump() << "\n";
        else out << "error: " << why << "\n";
    };
    // An accepted line answers "ok ACTION" (or "played ACTION" after go) and the actor's view; in
    // JSON the text goes under "action" (or "played"), never a second "ok" key, which a reader
    // would drop.
    auto report_applied = [&](const std::string& verb, const std::string& key, const std::string& action, int actor) {
        if (as_json) {
            json j = {{"ok", true}, {key, action}, {"view", state.view_json(actor)}, {"terminal", state.is_terminal()}};
            if (state.is_terminal()) j["winner"] = state.winner();
            out << j.dump() << "\n";
            return;
        }
        out << verb << " " << action << "\n" << state.describe(actor);
        if (state.is_terminal()) out << "game over: winner " << state.winner() << "\n";
        out << ".\n";
    };
    std::string line;
    while (std::getline(in, line)) {
        line = script_detail::trim(line);
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string cmd;
        words >> cmd;
        try {
            if (cmd == "legal") {
                auto acts = state.legal_actions();
                if (as_json) {
                    json arr = json::array();
                    for (const auto& a : acts) arr.push_back(a.to_string());
                    out << json::object({{"legal", arr}}).dump() << "\n";
                } else {
                    for (const auto& a : acts) out << a.to_string() << "\n";
                    out << ".\n";
                }
            } else if (cmd == "state") {
                out << (as_json ? json::object({{"state", state.to_json()}}).dump() : state.to_json().dump()) << "\n";
            } else if (cmd == "view") {
                int p = state.current_player();
                if (!(words >> p) && !words.eof()) throw std::runtime_error("view takes a seat number");
                if (p < 0 || p >= state.num_players()) {
                    error("no seat " + std::to_string(p) + " in this game");
                    continue;
                }
                if (as_json) out << json::object({{"view", state.view_json(p)}}).dump() << "\n";
                else out << state.describe(p) << ".\n";
            } else if (cmd == "go") {
                int ms = 1000;
                words >> ms;
                if (state.is_terminal()) error("the game is over");
                else if (!hooks.ai) error("this game has no computer player");
                else {
                    int actor = state.current_player();
                    auto a = hooks.ai(state, ai_rng, ms, std::nullopt);
                    std::string text = a.to_string();
                    state.apply(a);
                    report_applied("played", "played", text, actor);
                }
            } else if (cmd == "save") {
                std::string file;
                words >> file;
                if (file.empty()) error("save needs a file name");
                else {
                    write_save(file, {hooks.game_id, hooks.save_version, state.to_json()});
                    if (as_json) out << json::object({{"ok", true}, {"saved", file}}).dump() << "\n";
                    else out << "saved " << file << "\n";
                }
            } else {
                auto a = S::Action::parse(line);
                if (!a) error("cannot read '" + line + "' as an action (try 'legal')");
                else if (state.is_terminal()) error("the game is over");
                else if (!is_legal(state, *a)) error("'" + line + "' is not legal now (try 'legal')");
                else {
                    int actor = state.current_player();
                    state.apply(*a);
                    report_applied("ok", "action", a->to_string(), actor);
                }
            }
        } catch (const std::exception& e) {
            error(e.what());
        }
        out.flush();
    }
    return all_ok ? 0 : 1;
}

}  // namespace olympus
