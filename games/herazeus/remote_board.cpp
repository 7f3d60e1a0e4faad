#include "herazeus/remote_board.hpp"

#include <algorithm>
#include <utility>

#include "herazeus/board_view.hpp"
#include "herazeus/controls.hpp"
#include "herazeus/help.hpp"
#include "herazeus/summary_screen.hpp"
#include "tui/ask_first.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"
#include "core/json_read.hpp"

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

    void note(std::string line) override {
        log_.push_back(std::move(line));
        if (log_.size() > 200) log_.erase(log_.begin());
    }

    void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) override {
        BoardUi ui;
        controls_.show(ui, my_turn());
        ui.spectator = !seat_;
        ui.log = log_;
        if (!inspector_beside(c)) {
            const tui::Inspection what = inspect();
            if (!what.empty()) ui.inspect = what.title + (what.lines.empty() ? "" : ": " + what.lines[0]) + (what.lines.size() > 1 ? " " + what.lines[1] : "");
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
            if (view_.board.phase != Phase::Over) status = "Wait: " + side_title(acting_seat(view_.board)) + " is to move.";
            return Transition::stay();
        }
        auto a = controls_.on_key(k, view_, legal_, status);
        if (!a) return Transition::stay();
        // After a raid only placing the card is open: another move key is answered here, in
        // words, and never asked about or sent.
        if (raided() && std::find(legal_.begin(), legal_.end(), *a) == legal_.end()) {
            status = std::string("Press p first: put the raided card face up in front of one of ") +
                     (view_.seat == kHera ? "Zeus" : "Hera") + "'s columns.";
            return Transition::stay();
        }
        // A challenge shows both cards and cannot be taken back: never on one reflexive key.
        if (a->kind == Action::Kind::Challenge) {
            return ask_first(action_label(view_, *a) + "? Both cards are shown and it cannot be taken back.",
                             [this, text = a->to_string()] { moves_.push_back(text); });
        }
        moves_.push_back(a->to_string());
        return Transition::stay();
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
        return controls_.key_hints(legal_);
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    std::vector<std::string> history() const override { return log_; }

    tui::Inspection inspect() const override {
        if (!seat_) return {};
        const auto& hand = view_.board.side[static_cast<std::size_t>(view_.seat)].hand;
        const int i = controls_.cursor();
        if (i < 0 || i >= static_cast<int>(hand.size()) || hand[static_cast<std::size_t>(i)].type == kUnknown) return {};
        const CardType& ct = (*view_.cards)[hand[static_cast<std::size_t>(i)].type];
        std::vector<std::string> lines;
        lines.push_back(ct.strength >= 0 ? "Strength " + std::to_string(ct.strength) + "." : "A Mythology card: it has no strength.");
        if (!ct.effect.empty()) lines.push_back(ct.effect);
        lines.push_back(std::to_string(ct.count) + (ct.count == 1 ? " copy" : " copies") + " in the deck.");
        return {ct.name, std::move(lines)};
    }

private:
    std::string side_title(int s) const { return names_[static_cast<std::size_t>(s)]; }
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
    std::optional<int> seat;
    if (welcome.at("seat").is_number_integer()) {
        int s = json_read::as_int<int>(welcome["seat"], "the host's seat number", 0, 7);
        if (s < 0 || s > 1) throw std::runtime_error("Hera & Zeus has no seat " + std::to_string(s));
        seat = s;
    }
    // A local table names the seats ("Zeus (strong)"); a host does not.
    std::array<std::string, 2> names{"Hera", "Zeus"};
    if (welcome.contains("labels") && welcome["labels"].is_array() && welcome["labels"].size() == 2)
        for (std::size_t i = 0; i < 2; ++i)
            if (welcome["labels"][i].is_string()) names[i] = welcome["labels"][i].get<std::string>();
    return std::make_unique<HzRemoteBoard>(std::move(cards), seat, std::move(names));
}

}  // namespace olympus::herazeus
