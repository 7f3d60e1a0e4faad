// A game seen from a network host: the rules state behind a small type-erased interface that
// speaks only in action text and JSON views, so one host loop (src/net) serves every game.
// Each game's entry builds one from its State (see make_table in tui/script_entry.hpp).
#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine.hpp"
#include "core/rng.hpp"

namespace olympus {

class Table {
public:
    virtual ~Table() = default;
    virtual int num_players() const = 0;
    virtual int current_player() const = 0;
    virtual bool is_terminal() const = 0;
    virtual int winner() const = 0;
    virtual std::vector<std::string> legal_actions() const = 0;
    // Applies the action given as text; returns why it was refused, or an empty string.
    virtual std::string apply(const std::string& text) = 0;
    virtual nlohmann::json view_json(int seat) const = 0;
    // What a spectator may see; nullopt when the game has no public view yet.
    virtual std::optional<nlohmann::json> public_view_json() const = 0;
    // What a client needs besides the views to draw the game (e.g. the card set), all of it
    // public; null when the views say everything.
    virtual nlohmann::json setup_json() const = 0;
    // What a client's screen draws for a seat (-1: a spectator) when the view JSON is not in the
    // form it draws from; null when it is. As private as the seat's view.
    virtual nlohmann::json screen_json(int seat) const = 0;
    // The whole state, for a save file.
    virtual nlohmann::json to_json() const = 0;
    // The computer player's move for the seat to act, as text; empty when the game has none.
    virtual std::string computer_move(Rng& rng, int ms) const = 0;
};

template <GameState S>
class TableOf final : public Table {
public:
    using Ai = std::function<typename S::Action(const S&, Rng&, int ms)>;
    TableOf(S state, Ai ai) : s_(std::move(state)), ai_(std::move(ai)) {}
    int num_players() const override { return s_.num_players(); }
    int current_player() const override { return s_.current_player(); }
    bool is_terminal() const override { return s_.is_terminal(); }
    int winner() const override { return s_.winner(); }
    std::vector<std::string> legal_actions() const override {
        std::vector<std::string> out;
        for (const auto& a : s_.legal_actions()) out.push_back(a.to_string());
        return out;
    }
    std::string apply(const std::string& text) override {
        if (s_.is_terminal()) return "the game is over";
        auto a = S::Action::parse(text);
        if (!a) return "cannot read '" + text + "' as an action";
        if (!is_legal(s_, *a)) return "'" + text + "' is not legal now";
        try {
            s_.apply(*a);
        } catch (const std::exception& e) {
            return e.what();
        }
        return "";
    }
    nlohmann::json view_json(int seat) const override { return s_.view_json(seat); }
    std::optional<nlohmann::json> public_view_json() const override {
        if constexpr (requires(const S& s) { { s.public_view_json() } -> std::same_as<nlohmann::json>; })
            return s_.public_view_json();
        else
            return std::nullopt;
    }
    nlohmann::json setup_json() const override {
        if constexpr (requires(const S& s) { { s.public_setup_json() } -> std::same_as<nlohmann::json>; })
            return s_.public_setup_json();
        else
            return nullptr;
    }
    nlohmann::json screen_json(int seat) const override {
        if constexpr (requires(const S& s) { { s.screen_json(seat) } -> std::same_as<nlohmann::json>; })
            return s_.screen_json(seat);
        else
            return nullptr;
    }
    nlohmann::json to_json() const override { return s_.to_json(); }
    std::string computer_move(Rng& rng, int ms) const override {
        if (!ai_ || s_.is_terminal()) return "";
        return ai_(s_, rng, ms).to_string();
    }
    const S& state() const { return s_; }

private:
    S s_;
    Ai ai_;
};

}  // namespace olympus
