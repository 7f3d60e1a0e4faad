#include "herazeus/remote_board.hpp"

#include <algorithm>
#include <utility>

#include "herazeus/board_view.hpp"
#include "herazeus/controls.hpp"
#include "herazeus/help.hpp"
#include "herazeus/summary_screen.hpp"
#include "tui/ask_first.hpp"
#include "tui/table_screen.hpp"
#include "tui/welcome.hpp"
#include "tui/widgets.hpp"

namespace olympus::herazeus {

using namespace tui;

namespace {

class HzRemoteBoard final : public SeatBoard {
public:
    HzRemoteBoard(std::shared_ptr<const CardSet> cards, std::optional<int> seat, std::array<std::string, 2> names)
        : seat_(seat), names_(std::move(names)) {
        view_.cards = std::move(cards);
        view_.seat = seat.value_or(0);
    }

    void update(const nlohmann::json& msg) override {
        View v = View::from_json(msg.at("view"), view_.cards);
        std::vector<Action> legal;
        if (msg.contains("legal"))
            for (const auto& text : msg["legal"]) {
                auto a = text.is_string() ? Action::parse(text.get<std::string>()) : std::nullopt;
                if (!a) throw std::runtime_error("herazeus view: a legal move that cannot be read: " + text.dump());
                legal.push_back(*a);
            }
        append_new_events(*view_.cards, view_.board, v.board, log_);
        view_ = std::move(v);
        legal_ = std::move(legal);
        if (!seat_) view_.seat = 0;
        controls_.clamp_cursor(view_);
        if (my_turn()) controls_.prompt_order(view_, legal_);
        else controls_.close();
    }

    void note(std::string line) override { log_.push_back(std::move(line)); }

    void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) override {
        BoardUi ui;
        controls_.show(ui, my_turn());
        ui.spectator = !seat_;
        ui.log = log_;
        if (!inspector_beside(c)) {
            const tui::Inspection what = inspect();
            // Every line: the board shows two rows of it, the second cut at a word, `i` the rest.
            if (!what.empty()) {
                ui.inspect = what.title;
                for (std::size_t i = 0; i < what.lines.size(); ++i) ui.inspect += (i == 0 ? ": " : " ") + what.lines[i];
            }
        }
        ui.seat_names[0] = names_[0];
        ui.seat_names[1] = names_[1];
        ui.status = !status.empty() ? status : waiting_line();
        draw_board(c, area, view_, ui, theme);
    }

    Transition on_key(int k, std::string& status) override {
        if (!seat_) {
            status = "You are watching: the players make the moves.";
            return Transition::stay();
        }
        if (!controls_.choosing() && k == 's') return Transition::push(make_summary_screen(view_.cards, *seat_));
        if (!my_turn()) {
            if (!controls_.choosing() && controls_.move_cursor(k, view_)) return Transition::stay();  // reading the table
            if (view_.board.phase != Phase::Over) status = "Wait: " + side_title(acting_seat(view_.board)) + " is to move.";
            return Transition::stay();
        }
        auto a = controls_.on_key(k, view_, legal_, status);
        if (!a) return Transition::stay();
        // After a raid only placing the card is open: another move key is answered here, in
        // words, and never asked about or sent.
        if (raided() && std::find(legal_.begin(), legal_.end(), *a) == legal_.end()) {
            status = std::string("Press p first: put the raided card face up into ") + (view_.seat == kHera ? "Zeus" : "Hera") +
                     "'s front row.";
            return Transition::stay();
        }
        // A challenge shows both cards and cannot be taken back: never on one reflexive key.
        if (a->kind == Action::Kind::Challenge) {
            return ask_first(action_label(view_, *a) + "? Both cards are shown and it cannot be taken back.",
                             [this, text = a->to_string()] { moves_.push_back(text); });
        }
        // Persephone with no Pegasus in the pile to take back is spent for nothing: asked first.
        if (spent_for_nothing(*a))
            return ask_first("Use Persephone? No Pegasus lies in your discard pile: she takes nothing back and is spent.",
                             [this, text = a->to_string()] { moves_.push_back(text); });
        moves_.push_back(a->to_string());
        return Transition::stay();
    }

    void taken_back(const std::string& action) override {
        if (auto a = Action::parse(action); a && seat_) controls_.cursor_on(view_, *a);
    }

    std::vector<std::string> take_moves() override { return std::exchange(moves_, {}); }

    bool has_menu() const override { return controls_.choosing(); }

    void point_at(const std::string& action) override {
        if (auto a = Action::parse(action); a && my_turn()) controls_.point_at(view_, legal_, *a);
    }

    std::vector<KeyHint> key_hints() const override {
        if (!my_turn()) return {};
        // After a raid the one thing to do is place the card Pegasus took.
        if (raided() && !controls_.choosing()) return {{"p", "place the raided card"}, {"a", "all moves"}};
        auto hints = controls_.key_hints(legal_);
        if (!controls_.choosing() && !controls_.field()) hints.push_back({"Up", "read the field", false});
        return hints;
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    std::vector<std::string> history() const override { return log_; }
    void restore_history(std::vector<std::string> lines) override { log_ = std::move(lines); }

    // Only what this seat's View holds: its own cards, face-up cards, and opponent's cards this
    // seat has been shown; any other card is read as unknown.
    tui::Inspection inspect() const override {
        if (!seat_) return {};
        // A move highlighted in a menu reads the card it names, not the hand card under the cursor.
        if (auto a = controls_.highlighted()) {
            if (a->kind == Action::Kind::Place && view_.board.pending.type != kUnknown)
                return card_text(view_.board.pending.type, {"Pegasus took it: it goes face up into the column you choose."});
            if (!a->card.empty())
                if (auto t = view_.cards->from_token(a->card, acting_seat(view_.board))) return card_text(*t, {});
            // A move that names no card says what it does: never the hand card under the cursor.
            return move_text(*a);
        }
        if (auto f = controls_.field()) return field_text(*f);
        const auto& hand = view_.board.side[static_cast<std::size_t>(view_.seat)].hand;
        const int i = controls_.cursor();
        if (i < 0 || i >= static_cast<int>(hand.size()) || hand[static_cast<std::size_t>(i)].type == kUnknown) return {};
        return card_text(hand[static_cast<std::size_t>(i)].type, {});
    }

private:
    std::string side_title(int s) const { return names_[static_cast<std::size_t>(s)]; }
    bool spent_for_nothing(const Action& a) const {
        if (a.kind != Action::Kind::Use) return false;
        const CardSet& cs = *view_.cards;
        auto t = cs.from_token(a.card, view_.seat);
        if (!t || cs.power(*t) != Power::Persephone) return false;
        const auto& pile = view_.board.side[static_cast<std::size_t>(view_.seat)].discard;
        return std::none_of(pile.begin(), pile.end(), [&](const Card& c) { return c.type == kUnknown || (c.type < cs.types.size() && cs.power(c.type) == Power::Pegasus); });
    }
    // A move that names no card, in words: what it does and what it costs.
    tui::Inspection move_text(const Action& a) const {
        const std::string col = std::to_string(a.col);
        switch (a.kind) {
            case Action::Kind::Draw:
                return {"Draw a card", {"For one action point the top card of your deck goes into your hand.",
                                        "A hand holds at most " + std::to_string(kHandLimit) + " cards."}};
            case Action::Kind::Challenge:
                return {"Challenge column " + col,
                        {"For one action point your front card in column " + col + " and the card straight across both turn face up.",
                         "The stronger stays face up and the other is discarded; a tie discards both."}};
            case Action::Kind::Recall:
                return {"Take the figure off the table",
                        {"For one action point your figure leaves its column and the cards behind it move up.",
                         "Without it a turn has one action point for each column that holds a card."}};
            default: return {};
        }
    }
    static std::string deck_of(int side) { return side == kHera ? "Hera" : "Zeus"; }
    tui::Inspection card_text(TypeId t, std::vector<std::string> where) const {
        const CardType& ct = (*view_.cards)[t];
        std::vector<std::string> lines = std::move(where);
        lines.push_back(ct.strength >= 0 ? "Strength " + std::to_string(ct.strength) + "." : "A Mythology card: it has no strength.");
        if (!ct.effect.empty()) lines.push_back(ct.effect);
        lines.push_back(std::to_string(ct.count) + (ct.count == 1 ? " copy" : " copies") + " in " + deck_of(ct.side) + "'s deck.");
        return {ct.name, std::move(lines)};
    }
    // The card at a place of the field, as this seat knows it.
    tui::Inspection field_text(const FieldSpot& f) const {
        const auto& column = view_.board.side[static_cast<std::size_t>(f.side)].field[static_cast<std::size_t>(f.col)];
        const bool mine = f.side == view_.seat;
        std::string place = place_words(f.col, f.row);
        std::string whose = mine ? "Your" : deck_of(f.side) + "'s";
        if (f.row >= static_cast<int>(column.size()))
            return {"An empty place", {whose + " " + place + ": no card lies here."}};
        const Card& c = column[static_cast<std::size_t>(f.row)];
        if (c.type == kFigure)
            return {deck_of(f.side) + "'s figure", {whose + " " + place + ": the figure stands here.",
                                                    "While it stands its side has four action points, and no challenge may be made into its column."}};
        if (c.type == kUnknown)
            return {"A face-down card", {whose + " " + place + ", face down.",
                                         "A card of " + deck_of(f.side) + "'s deck that you have not seen: you know neither its name nor its strength."}};
        std::string how = (c.flags & kFaceUp) ? "face up"
                          : mine ? ((c.flags & kSeen) ? "face down; " + deck_of(1 - f.side) + " has seen it" : "face down; only you know it")
                                 : "face down, but you have seen it";
        return card_text(c.type, {whose + " " + place + ", " + how + "."});
    }
    bool my_turn() const { return seat_ && !legal_.empty() && view_.board.phase != Phase::Over; }
    // Pegasus took a card: placing it is every move there is.
    bool raided() const {
        return my_turn() && std::all_of(legal_.begin(), legal_.end(), [](const Action& a) { return a.kind == Action::Kind::Place; });
    }
    std::string waiting_line() const {
        if (view_.board.phase == Phase::Over)
            return view_.board.winner < 0 ? "The game is drawn." : side_title(view_.board.winner) + " wins!";
        if (my_turn() || !seat_) return "";
        return "Waiting for " + side_title(acting_seat(view_.board)) + " to move.";
    }

    std::optional<int> seat_;
    std::array<std::string, 2> names_;
    View view_;
    std::vector<Action> legal_;
    SeatControls controls_;
    std::vector<std::string> log_;
    std::vector<std::string> moves_;
};

}  // namespace

std::unique_ptr<SeatBoard> make_remote_board(const nlohmann::json& welcome) {
    const auto& setup = welcome.at("setup");
    auto cards = setup.is_object() && setup.contains("decks") ? shared_card_set(setup["decks"], "the host's decks") : load_card_set();
    tui::Welcome w = tui::read_welcome(welcome, "Hera & Zeus", 2, 2);
    // A local table names the seats ("Zeus (strong)"); a host does not.
    std::array<std::string, 2> names{"Hera", "Zeus"};
    for (std::size_t i = 0; i < w.labels.size(); ++i)
        if (w.labels[i] != "?") names[i] = w.labels[i];
    return std::make_unique<HzRemoteBoard>(std::move(cards), w.seat, std::move(names));
}

}  // namespace olympus::herazeus
