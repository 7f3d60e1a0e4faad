#include "microhero/remote_board.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "core/log_lines.hpp"
#include "tui/table_screen.hpp"
#include "tui/ask_first.hpp"
#include "microhero/controls.hpp"
#include "microhero/help.hpp"
#include "microhero/piles_screen.hpp"
#include "tui/keys.hpp"
#include "tui/welcome.hpp"

namespace olympus::microhero {

using namespace tui;

namespace {

class MhRemoteBoard final : public SeatBoard {
public:
    explicit MhRemoteBoard(std::optional<int> seat) : seat_(seat) {}

    void update(const nlohmann::json& msg) override {
        State s = State::from_view_json(msg.at("view"));
        if (seat_ && *seat_ >= s.cfg.players) throw std::runtime_error("microhero view: this campaign has no seat " + std::to_string(*seat_));
        std::vector<Action> legal;
        if (msg.contains("legal"))
            for (const auto& text : msg["legal"]) {
                auto a = text.is_string() ? Action::parse(text.get<std::string>()) : std::nullopt;
                if (!a) throw std::runtime_error("microhero view: a legal move that cannot be read: " + text.dump());
                legal.push_back(*a);
            }
        // The log as the game tells it, with the table's talk in between, and what was drawn.
        auto added = state_ ? new_log_lines(state_->log, s.log) : s.log;
        if (state_) {
            auto drawn = draw_lines(*state_, s);
            // Each turn's hands are drawn as it begins: said after the line that begins it.
            auto at = std::find_if(added.rbegin(), added.rend(), [](const std::string& l) {
                          return l.rfind("Turn ", 0) == 0 && l.find(" begins") != std::string::npos;
                      }).base();
            added.insert(at == added.begin() ? added.end() : at, drawn.begin(), drawn.end());
        }
        for (auto& line : added) note(std::move(line));
        state_ = std::move(s);
        legal_ = std::move(legal);
        plan_.reset();
        if (msg.contains("you_played") && outstanding_ > 0) --outstanding_;
        controls_.refresh(*state_, legal_);
    }

    void refused(const std::string& why) override {
        if (outstanding_ > 0) --outstanding_;
        controls_.set_status(why);
    }

    // Every line is kept, as the other games' boards keep theirs: the `L` screen shows the whole game.
    void note(std::string line) override { log_.push_back(std::move(line)); }

    void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) override {
        if (!state_) return;
        State shown = plan_ ? plan_->after : *state_;
        shown.log = log_;
        // The finished plan's last card is played on the board, so it is said in the log too.
        if (plan_)
            for (auto& line : new_log_lines(state_->log, plan_->after.log)) shown.log.push_back(std::move(line));
        BoardUi ui;
        controls_.fill(ui, my_turn());
        if (plan_) ui.empty_hand_line = plan_line();
        if (ui.status.empty()) ui.status = status;
        if (ui.status.empty()) ui.status = waiting_line();
        // Below the inspector's own column, its name and first line in the board's space.
        if (c.width() < tui::kInspectorColumnFrom)
            if (tui::Inspection what = inspect(); !what.empty())
                ui.inspect_line = std::string(theme.g().bullet) + " " + what.title +
                                  (what.lines.empty() ? "" : ": " + what.lines.front());
        draw_board(c, area, shown, ui, theme);
    }

    Transition on_key(int k, std::string& status) override {
        controls_.clear_status();
        if (!state_) return Transition::stay();
        if (plan_) return plan_key(k);
        auto reply = controls_.on_key(k, *state_, my_turn());
        if (reply.move && (plan_ = finished_plan(*reply.move))) return std::move(reply.next);
        if (reply.move) {
            auto make = [this, text = reply.move->to_string()] {
                moves_.push_back(text);
                ++outstanding_;
            };
            // A move that throws something away is never made on one reflexive key.
            if (std::string q = controls_.question_before(*state_, *reply.move); !q.empty()) return ask_first(std::move(q), make);
            make();
        } else if (controls_.status().empty() && !seat_ && !looking(k)) {
            status = "You are watching: the players make the moves.";
        }
        return std::move(reply.next);
    }

    std::vector<std::string> take_moves() override { return std::exchange(moves_, {}); }

    // The finished plan waits for Enter: Esc belongs to it then.
    bool has_menu() const override { return plan_.has_value(); }

    void point_at(const std::string& action) override {
        if (auto a = Action::parse(action); a && state_ && my_turn()) controls_.point_at(*state_, *a);
    }

    // Undo: the cursor on the card that came back to the hand (the move is open again).
    void taken_back(const std::string& action) override {
        if (auto a = Action::parse(action); a && state_) controls_.point_at(*state_, *a);
    }

    std::vector<KeyHint> key_hints() const override {
        if (!state_) return {};
        if (plan_) return {{"Enter", resolve_words()}, {"Esc", "take the card back"}, {"d", "piles"}};
        return controls_.key_hints(*state_, my_turn());
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    tui::Inspection inspect() const override {
        if (!state_) return {};
        // A finished plan is what the board shows: its last card is no longer in the hand.
        return controls_.inspect(plan_ ? plan_->after : *state_);
    }

    std::vector<std::string> history() const override { return log_; }
    void restore_history(std::vector<std::string> lines) override { log_ = std::move(lines); }

private:
    // The cards that came to each hand since the last view (only a draw puts a card in a hand).
    // A player's board names them: Hercules's own, and in co-op the partner's too, whose hand
    // lies open to both (the views send both hands). A spectator's counts them.
    std::vector<std::string> draw_lines(const State& before, const State& after) const {
        std::vector<std::string> out;
        const int n = std::min(before.cfg.players, after.cfg.players);
        for (int p = 0; p < n; ++p) {
            const auto& old = before.players[static_cast<std::size_t>(p)].hand;
            std::vector<std::string> names;
            for (const Card& c : after.players[static_cast<std::size_t>(p)].hand)
                if (std::none_of(old.begin(), old.end(), [&](const Card& o) { return o.uid == c.uid; }))
                    names.push_back(after.card_name(c));
            if (names.empty()) continue;
            const bool coop = after.cfg.players == 2;
            const std::string who = coop ? "P" + std::to_string(p + 1) + " draws " : seat_ ? "You draw " : "Hercules draws ";
            if (seat_) {
                out.push_back(who + and_list(names) + ".");
            } else {
                out.push_back(who + (names.size() == 1 ? "a card." : std::to_string(names.size()) + " cards."));
            }
        }
        return out;
    }

    // The last card of a plan, held back until the player has seen the plan it finishes.
    struct Plan {
        Action last;
        State after;  // the board with that card played, before the turn resolves
    };

    // The plan `a` finishes, when playing it leaves nothing to do but end the planning: the
    // rules then go on at once, so the board shows it first.
    std::optional<Plan> finished_plan(const Action& a) const {
        if (state_->phase != Phase::Planning || a.kind != Action::Kind::Play) return std::nullopt;
        State after = *state_;
        try {
            after.apply_step(a);
        } catch (const std::exception&) {
            return std::nullopt;  // the host judges the move
        }
        const auto next = after.legal_actions();
        if (after.phase != Phase::Planning || after.actor != state_->actor || next.size() != 1 ||
            next.front().kind != Action::Kind::EndPlanning)
            return std::nullopt;
        return Plan{a, std::move(after)};
    }

    bool partner_plans_next() const { return state_->actor + 1 < state_->cfg.players; }
    std::string resolve_words() const { return partner_plans_next() ? "end your plan" : "resolve the turn"; }
    std::string plan_line() const {
        return partner_plans_next()
                   ? "Plan complete: Enter ends it and P" + std::to_string(state_->actor + 2) +
                         " plans, Esc takes the last card back."
                   : "Plan complete: Enter resolves the turn, Esc takes the last card back.";
    }

    Transition plan_key(int k) {
        if (key::is_choose(k)) {
            moves_.push_back(plan_->last.to_string());
            ++outstanding_;
            plan_.reset();
        } else if (key::is_back(k) || k == 'u') {
            plan_.reset();
            controls_.set_status("The card is back in your hand: the plan is open again.");
        } else if (k == 'd') {
            return Transition::push(make_piles_screen(plan_->after));
        }
        return Transition::stay();
    }

    static bool looking(int k) { return k == 'd' || k == 'p' || k == '[' || k == ']'; }
    bool my_turn() const { return seat_ && state_ && !state_->is_terminal() && !legal_.empty() && outstanding_ == 0; }
    std::string waiting_line() const {
        if (state_->is_terminal())
            return state_->result > 0 ? "Victory! All twelve Trials are overcome." : "Defeat: no Wound was left to take.";
        if (my_turn()) return "";
        if (outstanding_ > 0) return "Waiting for the host to answer...";
        if (!seat_) return "Watching: P" + std::to_string(state_->actor + 1) + " to act.";
        return "Waiting for P" + std::to_string(state_->actor + 1) + " to act.";
    }

    std::optional<int> seat_;
    std::optional<State> state_;
    std::optional<Plan> plan_;
    std::vector<Action> legal_;
    SeatControls controls_;
    std::vector<std::string> log_, moves_;
    int outstanding_ = 0;
};

}  // namespace

std::unique_ptr<SeatBoard> make_remote_board(const nlohmann::json& welcome) {
    const tui::Welcome w = tui::read_welcome(welcome, "A Micro Hero campaign", 1, 2);
    return std::make_unique<MhRemoteBoard>(w.seat);
}

}  // namespace olympus::microhero
