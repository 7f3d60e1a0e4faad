#include "arc/remote_board.hpp"

#include <algorithm>
#include <utility>

#include "arc/board_view.hpp"
#include "arc/controls.hpp"
#include "arc/help.hpp"
#include "tui/keys.hpp"
#include "core/json_read.hpp"

namespace olympus::arc {

using namespace tui;

namespace {

class ArcRemoteBoard final : public SeatBoard, private SeatTable {
public:
    ArcRemoteBoard(std::shared_ptr<const CardDb> db, std::optional<int> seat) : db_(std::move(db)), seat_(seat) {}

    void update(const nlohmann::json& msg) override {
        View v = View::from_json(msg.at("view"), db_);
        if (seat_ && v.seat != *seat_) throw std::runtime_error("arc view: for seat " + std::to_string(v.seat) + ", not this one");
        const auto added = have_view_ ? new_log_lines(view_.board.log, v.board.log) : v.board.log;
        // A fight just settled: the table as it stood, with what happened, until a key.
        if (have_view_ && in_combat_steps(view_.board) && (!in_combat_steps(v.board) || v.board.turn != view_.board.turn)) {
            report_ = true;
            report_view_ = view_;
            report_lines_ = added;
            if (report_lines_.size() > 8) report_lines_.erase(report_lines_.begin(), report_lines_.end() - 8);
        }
        log_.insert(log_.end(), added.begin(), added.end());
        trim_log();
        view_ = std::move(v);
        have_view_ = true;
        to_move_ = msg.value("to_move", 0);
        terminal_ = msg.value("terminal", false);
        winner_ = msg.value("winner", -1);
        if (msg.contains("you_played") && outstanding_ > 0) --outstanding_;
        if (terminal_) report_ = false;
        if (terminal_) controls_.reset();
        else if (!report_) controls_.enter_decision();
    }

    void refused(const std::string& why) override {
        if (outstanding_ > 0) --outstanding_;
        controls_.refused(why);
    }

    void note(std::string line) override {
        log_.push_back(std::move(line));
        trim_log();
    }

    void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) override {
        BoardUi ui;
        for (int s = 0; s < view_.board.players; ++s) ui.labels.push_back(label(s));
        ui.spectator = !seat_;
        ui.log = log_;
        if (report_) {
            ui.popup_title = "The attack resolves";
            ui.popup = report_lines_;
            ui.popup.push_back("");
            ui.popup.push_back("Press Enter to go on.");
            ui.prompt = "The attack resolves. Press Enter to go on.";
            draw_board(c, area, report_view_, ui, theme);
            return;
        }
        controls_.fill(ui, view_);
        if (!seat_) ui.prompt = terminal_ ? winner_line() : "Watching: " + label(to_move_) + " to act.";
        else if (terminal_) ui.prompt = winner_line();
        if (ui.status.empty()) ui.status = status;
        if (ui.status.empty() && busy()) ui.status = "Waiting for the host to answer...";
        draw_board(c, area, view_, ui, theme);
    }

    Transition on_key(int k, std::string& status) override {
        controls_.clear_status();
        if (report_) {
            if (key::is_choose(k) || key::is_back(k)) {
                report_ = false;
                controls_.enter_decision();
            }
            return Transition::stay();
        }
        if (!seat_ && !key::is_left(k) && !key::is_right(k) && !key::is_up(k) && !key::is_down(k) && k != 'i' && k != 'L') {
            status = "You are watching: the players make the moves (arrows and i to look at the cards).";
            return Transition::stay();
        }
        return controls_.on_key(k);
    }

    std::vector<std::string> take_moves() override { return std::exchange(moves_, {}); }

    bool has_menu() const override { return report_ || controls_.wants_back(); }

    std::vector<KeyHint> key_hints() const override {
        if (report_) return {{"Enter", "go on"}};
        if (!seat_) return {{"arrows", "look"}, {"i", "details"}};
        auto hints = controls_.key_hints();
        // The network screen says how to leave.
        std::erase_if(hints, [](const KeyHint& h) { return h.keys == "q"; });
        return hints;
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

private:
    // ---- the table, as the seat's controls see it ----

    View view() const override { return view_; }
    int viewer() const override { return view_.seat; }
    bool my_decision() const override { return seat_ && !terminal_ && !report_ && to_move_ == *seat_ && outstanding_ == 0; }
    bool busy() const override { return outstanding_ > 0; }
    bool hand_hidden() const override { return false; }
    bool terminal() const override { return terminal_; }
    int winner() const override { return winner_; }
    int to_act() const override { return to_move_; }
    std::string label(int seat) const override {
        return "P" + std::to_string(seat + 1) + (seat_ && seat == *seat_ ? " (you)" : "");
    }
    bool act(const Action& a, bool, std::string&) override {
        moves_.push_back(a.to_string());
        ++outstanding_;
        return true;
    }
    void settle() override {}
    Transition leave() override { return Transition::stay(); }  // the network screen asks about leaving

    std::string winner_line() const { return winner_ < 0 ? "The game is drawn." : label(winner_) + " wins!"; }
    void trim_log() {
        if (log_.size() > 200) log_.erase(log_.begin(), log_.end() - 200);
    }

    std::shared_ptr<const CardDb> db_;
    std::optional<int> seat_;
    View view_;
    bool have_view_ = false, terminal_ = false, report_ = false;
    int to_move_ = 0, winner_ = -1, outstanding_ = 0;
    SeatControls controls_{*this};
    std::vector<std::string> log_, moves_;
    View report_view_;
    std::vector<std::string> report_lines_;
};

}  // namespace

std::unique_ptr<SeatBoard> make_remote_board(const nlohmann::json& welcome) {
    std::optional<int> seat;
    const int players = welcome.value("players", 2);
    if (welcome.at("seat").is_number_integer()) {
        int s = json_read::as_int<int>(welcome["seat"], "the host's seat number", 0, 7);
        if (s < 0 || s >= players || players > kMaxPlayers) throw std::runtime_error("an ARC duel has no seat " + std::to_string(s));
        seat = s;
    }
    return std::make_unique<ArcRemoteBoard>(load_card_db(), seat);
}

}  // namespace olympus::arc
