#include "tui/welcome.hpp"

#include <stdexcept>

#include "core/json_read.hpp"

namespace olympus::tui {

namespace {
bool flag(const nlohmann::json& w, const char* key) {
    const auto it = w.find(key);
    return it != w.end() && it->is_boolean() && it->get<bool>();
}
}  // namespace

Welcome read_welcome(const nlohmann::json& w, std::string_view game, int min_players, int max_players) {
    Welcome out;
    out.players = std::min(std::max(2, min_players), max_players);
    if (const auto p = w.find("players"); p != w.end()) {
        const int n = json_read::as_int<int>(*p, "the host's number of players", 0, 64);
        if (n < min_players || n > max_players)
            throw std::runtime_error(std::string(game) + " is not played by " + std::to_string(n) + " players.");
        out.players = n;
    }
    if (w.at("seat").is_number_integer()) {
        const int s = json_read::as_int<int>(w["seat"], "the host's seat number", 0, 7);
        if (s >= out.players) throw std::runtime_error(std::string(game) + " has no seat " + std::to_string(s) + ".");
        out.seat = s;
    }
    if (const auto l = w.find("labels"); l != w.end() && l->is_array() && static_cast<int>(l->size()) == out.players)
        for (const auto& name : *l) out.labels.push_back(name.is_string() ? name.get<std::string>() : "?");
    out.shared_keyboard = flag(w, "shared_keyboard");
    out.replay = flag(w, "replay");
    return out;
}

}  // namespace olympus::tui
