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
#include "core/level.hpp"
#include "core/rng.hpp"

namespace olympus {

// What the strongest computer player would play for a seat, worked out from that seat's view
// only, and why: the moves its search weighed with their scores, the advised move first.
struct MoveAdvice {
    struct Option {
        std::string move;   // the action text (for a board to point its cursor at)
        std::string words;  // the move as the seat's menu words it
        double score = 0;   // the search's estimate: a chance in [0, 1], or a number `out_of`
        int tries = 0;      // the search's playouts that began with this move
    };
    std::vector<Option> options;        // the advised move first, then the others, best first
    int tries = 0;                      // the search's playouts in all; 0: chosen without a search
    std::string measure = "chance to win";  // what a score is, in words
    double out_of = 0;                  // 0: a score is a chance, shown as a percentage
    std::string reason;                 // why, when there was no search ("it is the only move")
    // Every move was tried in the same dealt worlds with the same luck after, so even one try
    // each compares them fairly (a review then trusts a single try; see ai::Reviewer).
    bool paired = false;
};

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
    // `level`: the level a served game's computer seats play at; nullopt: the game's own choice
    // (a local table's players know their levels already).
    virtual std::string computer_move(Rng& rng, int ms, std::optional<Level> level) const = 0;
    // What the strongest computer player would play for `seat`, which must be to act, reading
    // only that seat's view; nullopt when the game gives no hints. `iterations` > 0: that many
    // search iterations and no clock (the same advice every time for a seed); else `ms` of clock.
    // `weigh`, when not empty, is a legal move the search must score beside its own candidates
    // (the review asks how the move a person played compared).
    virtual std::optional<MoveAdvice> advice(int seat, Rng& rng, int iterations, int ms,
                                             const std::string& weigh = {}) const {
        (void)seat, (void)rng, (void)iterations, (void)ms, (void)weigh;
        return std::nullopt;
    }
    // The same game at another of its states (a replay's start), with the same computer players
    // and hints; null when the state is not this game's or the game cannot say.
    virtual std::unique_ptr<Table> with_state(const nlohmann::json& state) const {
        (void)state;
        return nullptr;
    }

    // The search's iterations a position for the review after a game (ai::Reviewer), where the
    // game's search is too slow for the review's default; 0: the default.
    virtual int review_iterations() const { return 0; }

    // A copy to go back to (a local table's undo).
    virtual std::unique_ptr<Table> clone() const = 0;
    // True when something hidden came to light or chance was used since `before` (an earlier copy
    // of this table): a move past that point cannot be taken back. A game that cannot tell
    // says true, and its moves are never undone.
    virtual bool revealed_since(const Table& before) const = 0;
    // A number that changes when a new turn begins: a local table saves each time it changes.
    virtual long long turn_mark() const = 0;
    // The turn as the game's own table counts it in its heading ("Turn 8", CGS's "Round 3"): a
    // replay names its positions by it, so its heading agrees with the board it shows.
    virtual TurnCount turn_count() const = 0;
    // What the table calls a seat ("P2", "Zeus"), for a host's words about who sits where.
    virtual std::string seat_name(int seat) const = 0;
    // The game's invariants (its check()): empty when the state is one the game can reach and
    // play on, else what is wrong. A replay runs it after every move it plays again.
    virtual std::string check_state() const = 0;
};

// What a seat is sent after every change, by a host or a local table: its view, the moves it may
// make when it is to act, and the result once the game is over. `seat` -1: a spectator's.
inline nlohmann::json seat_view_message(const Table& t, int seat, const std::string& you_played = {}) {
    nlohmann::json m = {{"type", "view"}, {"seat", seat}, {"to_move", t.current_player()}, {"terminal", t.is_terminal()}};
    if (seat < 0) {
        m["seat"] = nullptr;
        m["view"] = *t.public_view_json();
        if (nlohmann::json screen = t.screen_json(-1); !screen.is_null()) m["screen"] = std::move(screen);
    } else {
        m["view"] = t.view_json(seat);
        if (nlohmann::json screen = t.screen_json(seat); !screen.is_null()) m["screen"] = std::move(screen);
        if (!t.is_terminal() && t.current_player() == seat) m["legal"] = t.legal_actions();
        if (!you_played.empty()) m["you_played"] = you_played;
    }
    if (t.is_terminal()) m["winner"] = t.winner();
    return m;
}

template <GameState S>
class TableOf final : public Table {
public:
    using Ai = std::function<typename S::Action(const S&, Rng&, int ms, std::optional<Level> level)>;
    // The game's hint for a seat (see Table::advice): it must read only s's view for that seat.
    using Advisor = std::function<MoveAdvice(const S&, int seat, Rng&, int iterations, int ms, const std::string& weigh)>;
    TableOf(S state, Ai ai, Advisor advisor = {})
        : s_(std::move(state)), ai_(std::move(ai)), advisor_(std::move(advisor)) {}
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
    std::string computer_move(Rng& rng, int ms, std::optional<Level> level) const override {
        if (!ai_ || s_.is_terminal()) return "";
        return ai_(s_, rng, ms, level).to_string();
    }
    std::optional<MoveAdvice> advice(int seat, Rng& rng, int iterations, int ms, const std::string& weigh = {}) const override {
        if (!advisor_ || s_.is_terminal() || s_.current_player() != seat) return std::nullopt;
        return advisor_(s_, seat, rng, iterations, ms, weigh);
    }
    std::unique_ptr<Table> with_state(const nlohmann::json& state) const override {
        return std::make_unique<TableOf>(S::from_json(state), ai_, advisor_);
    }
    std::unique_ptr<Table> clone() const override { return std::make_unique<TableOf>(s_, ai_, advisor_); }
    // A game says what undo may pass over with `revealed_hidden(before, after)` and names its turns
    // with `turn_mark_of(state)`, both found by ADL and declared beside its State. Both are
    // required: a silent fallback once left ARC's undo dead where the declaration was not visible.
    static_assert(requires(const S& a) { { revealed_hidden(a, a) } -> std::convertible_to<bool>; },
                  "declare revealed_hidden(const State&, const State&) beside the game's State");
    static_assert(requires(const S& a) { { turn_mark_of(a) } -> std::convertible_to<long long>; },
                  "declare turn_mark_of(const State&) beside the game's State");
    bool revealed_since(const Table& before) const override {
        const auto* b = dynamic_cast<const TableOf*>(&before);
        return !b || revealed_hidden(b->s_, s_);
    }
    long long turn_mark() const override { return turn_mark_of(s_); }
    // A game whose heading counts otherwise than its turn mark gives `turn_count_of(state)`.
    TurnCount turn_count() const override {
        if constexpr (requires(const S& a) { { turn_count_of(a) } -> std::convertible_to<TurnCount>; })
            return turn_count_of(s_);
        else
            return {"turn", static_cast<int>(turn_mark_of(s_))};
    }
    // A game whose seats have names of their own gives `seat_name_of(state, seat)`; the others' are
    // numbered as their tables show them.
    std::string seat_name(int seat) const override {
        if constexpr (requires(const S& a) { { seat_name_of(a, seat) } -> std::convertible_to<std::string>; })
            return seat_name_of(s_, seat);
        else
            return "P" + std::to_string(seat + 1);
    }
    std::string check_state() const override { return check(s_); }
    // A game whose search is slow gives `review_iterations_of(state)`, found by ADL and declared
    // beside its State (CGS, Micro Hero); the others take the review's default budget.
    int review_iterations() const override {
        if constexpr (requires(const S& a) { { review_iterations_of(a) } -> std::convertible_to<int>; })
            return review_iterations_of(s_);
        else
            return 0;
    }
    const S& state() const { return s_; }
    S& state() { return s_; }

private:
    S s_;
    Ai ai_;
    Advisor advisor_;
};

}  // namespace olympus
