#include "arc/remote_board.hpp"

#include <algorithm>
#include <utility>

#include "arc/board_view.hpp"
#include "arc/controls.hpp"
#include "arc/help.hpp"
#include "tui/keys.hpp"
#include "tui/table_screen.hpp"
#include "tui/welcome.hpp"
#include "tui/while_you_waited.hpp"

namespace olympus::arc {

using namespace tui;

namespace {

// Another seat's move that the table shows by itself, and that is not worth a "While you waited"
// box of its own: a turn passing, a resource or a character put in play with nothing following,
// attackers named. Cards played or abilities used, and whatever they did, are news.
bool routine(const Board& before, const Board& after) {
    if (after.step == Step::Over) return false;
    if (after.step == Step::Declare) return true;
    if (before.step == Step::Declare && (after.step == Step::Block || after.step == Step::DefenderCombat)) return true;
    if (after.turn != before.turn) return !in_combat_steps(before) && before.stack.empty() && before.queue.empty();
    if (before.step != Step::Main || after.step != Step::Main || !before.stack.empty() || !after.stack.empty() ||
        !before.queue.empty() || !after.queue.empty() || before.active != after.active)
        return false;
    const auto a = static_cast<std::size_t>(after.active);
    const Player &was = before.p[a], &now = after.p[a];
    const bool resource = now.resources.size() == was.resources.size() + 1 && now.characters == was.characters;
    const bool character = now.characters.size() == was.characters.size() + 1 && now.resources.size() == was.resources.size();
    for (std::size_t s = 0; s < after.p.size(); ++s)
        if (s != a && !(after.p[s] == before.p[s])) return false;  // another player's cards were touched
    return resource || character;
}

class ArcRemoteBoard final : public SeatBoard, private SeatTable {
public:
    ArcRemoteBoard(std::shared_ptr<const CardDb> db, std::optional<int> seat, std::vector<std::string> labels, bool shared_keyboard)
        : db_(std::move(db)), seat_(seat), labels_(std::move(labels)), shared_keyboard_(shared_keyboard) {}

    void update(const nlohmann::json& msg) override {
        View v = View::from_json(msg.at("view"), db_);
        if (seat_ && v.seat != *seat_) throw std::runtime_error("arc view: for seat " + std::to_string(v.seat) + ", not this one");
        const auto added = have_view_ ? new_log_lines(view_.board.log, v.board.log) : v.board.log;
        const bool mine = msg.contains("you_played");
        // A move of this seat's that ended its turn began the next seat's too: the lines from that
        // turn's first on are the others' (its untap and draw), told with what they do next.
        auto split = added.end();
        if (mine && have_view_ && v.board.turn != view_.board.turn && v.board.active != v.seat)
            split = std::find(added.begin(), added.end(), turn_begins_line(v.board.turn, v.board.active));
        const std::vector<std::string> own(added.begin(), split), theirs(split, added.end());
        // The others' moves since this seat last decided, kept to be told when it next does.
        const bool earlier_news = news_;
        if (have_view_ && !mine) {
            waited_.insert(waited_.end(), added.begin(), added.end());
            news_ |= !routine(view_.board, v.board);
        }
        // A fight just settled: the table as it stood, with what happened, until a key. The
        // others' moves that led to it come first.
        if (have_view_ && in_combat_steps(view_.board) && (!in_combat_steps(v.board) || v.board.turn != view_.board.turn)) {
            report_view_ = view_;
            // The seat's own attack is its own story; another's, after news, is what it missed.
            auto lines = std::exchange(waited_, {});
            if (mine) lines.insert(lines.end(), own.begin(), own.end());
            box_.show(earlier_news && view_.board.active != view_.seat ? "While you waited" : "The attack resolves", std::move(lines));
            news_ = false;
        }
        log_.insert(log_.end(), added.begin(), added.end());
        view_ = std::move(v);
        const bool had_view = std::exchange(have_view_, true);
        to_move_ = msg.value("to_move", 0);
        terminal_ = msg.value("terminal", false);
        winner_ = msg.value("winner", -1);
        if (mine && outstanding_ > 0) --outstanding_;
        // The seat's first decision of a turn (its own turn begins, or it is attacked) after the
        // others did something worth knowing: what they did, before anything is asked.
        // Only when the log as last drawn cannot show them all (a few rows at 80x24): a log that
        // holds them tells the same, and a box would only cover it.
        if (had_view && !box_.open() && !terminal_ && my_decision() && view_.board.turn != decided_turn_ && news_) {
            if (log_room_.holds(waited_)) {
                waited_.clear();
            } else {
                report_view_ = view_;
                box_.show("While you waited", std::exchange(waited_, {}));
            }
            news_ = false;
        }
        if (seat_ && to_move_ == *seat_ && !terminal_) decided_turn_ = view_.board.turn;
        // The seat moved, so it had the table in front of it: what came before is not news any more
        // (a replay, which asks no decisions, would otherwise gather the whole game into one box).
        if (mine && !box_.open()) waited_.clear(), news_ = false;
        if (mine) waited_.insert(waited_.end(), theirs.begin(), theirs.end());
        if (terminal_) box_.clear();
        if (terminal_) controls_.reset(), controls_.clear_status();  // the end line, not an old "Wait"
        else if (!box_.open()) controls_.enter_decision();
    }

    void refused(const std::string& why) override {
        if (outstanding_ > 0) --outstanding_;
        controls_.refused(why);
    }

    void note(std::string line) override { log_.push_back(std::move(line)); }

    // The pass screen told what happened since the keyboard last changed hands: a fight's result or
    // what the others did, held for this seat since before then, would tell it again, and show the
    // table as it stood then.
    void handed_over() override {
        waited_.clear();
        news_ = false;
        if (box_.open() && !terminal_) controls_.enter_decision();
        box_.clear();
    }

    void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) override {
        BoardUi ui;
        for (int s = 0; s < view_.board.players; ++s) ui.labels.push_back(label(s));
        ui.spectator = !seat_;
        ui.log = log_;
        // With several people at the keyboard, a hand shows only while its owner decides.
        ui.hide_hand = hand_hidden();
        if (box_.open()) {
            // The table as it stood when the box opened, the box over it.
            ui.prompt = box_.title() + ". Press Enter to go on.";
            draw_board(c, area, report_view_, ui, theme);
            // In the lower part of the table, as ARC's menus are: the characters stay in sight.
            const int h = std::min(area.h, std::max(8, area.h / 2));
            box_.draw(c, Rect{area.bottom() - h, area.x, h, area.w}, theme);
            return;
        }
        controls_.fill(ui, view_);
        if (!seat_) ui.prompt = terminal_ ? winner_line() : "Watching: " + label(to_move_) + " to act.";
        // A seat's end line is the controls' ("P2 wins! Press Enter.").
        if (ui.status.empty()) ui.status = status;
        if (ui.status.empty() && busy()) ui.status = "Waiting for the host to answer...";
        if (!inspector_beside(c)) ui.inspect = controls_.inspect_line(view_, ui.status.empty() && seat_);
        log_room_ = draw_board(c, area, view_, ui, theme);
    }

    Transition on_key(int k, std::string& status) override {
        controls_.clear_status();
        if (box_.open()) {
            box_.on_key(k);
            if (!box_.open()) controls_.enter_decision();
            return Transition::stay();
        }
        if (!seat_ && !key::is_left(k) && !key::is_right(k) && !key::is_up(k) && !key::is_down(k)) {
            status = "You are watching: the players make the moves (arrows and i to look at the cards).";
            return Transition::stay();
        }
        return controls_.on_key(k);
    }

    std::vector<std::string> take_moves() override { return std::exchange(moves_, {}); }

    bool has_menu() const override { return box_.open() || controls_.wants_back(); }

    void point_at(const std::string& action) override {
        if (auto a = Action::parse(action); a && !box_.open()) controls_.point_at(*a);
    }

    void taken_back(const std::string& action) override {
        if (auto a = Action::parse(action); a && seat_) controls_.cursor_on_card_of(*a);
    }

    std::vector<KeyHint> key_hints() const override {
        if (box_.open()) return box_.key_hints();
        if (!seat_) return {{"arrows", "look"}};
        auto hints = controls_.key_hints();
        // The network screen says how to leave.
        std::erase_if(hints, [](const KeyHint& h) { return h.keys == "q"; });
        return hints;
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    std::vector<std::string> history() const override { return log_; }
    void restore_history(std::vector<std::string> lines) override { log_ = std::move(lines); }

    std::optional<int> turn_shown() const override {
        return box_.open() ? std::optional<int>(report_view_.board.turn) : std::nullopt;
    }

    // The fight's result box takes the screen's place: nothing under a cursor then.
    Inspection inspect() const override { return box_.open() ? Inspection{} : controls_.inspect(); }

private:
    // ---- the table, as the seat's controls see it ----

    View view() const override { return view_; }
    int viewer() const override { return view_.seat; }
    bool my_decision() const override { return seat_ && !terminal_ && to_move_ == *seat_ && outstanding_ == 0 && !box_.open(); }
    bool busy() const override { return outstanding_ > 0; }
    bool hand_hidden() const override { return shared_keyboard_ && !terminal_ && (box_.open() || !my_decision()); }
    bool terminal() const override { return terminal_; }
    int winner() const override { return winner_; }
    int to_act() const override { return to_move_; }
    std::string label(int seat) const override {
        // A local table names the seats ("P2 (strong)"); a host does not.
        if (seat >= 0 && seat < static_cast<int>(labels_.size())) return labels_[static_cast<std::size_t>(seat)];
        return "P" + std::to_string(seat + 1) + (seat_ && seat == *seat_ ? " (you)" : "");
    }
    bool act(const Action& a, bool, std::string&) override {
        moves_.push_back(a.to_string());
        ++outstanding_;
        return true;
    }
    // After a series of moves: when none was sent (an attack declared with nothing new marked),
    // what follows is asked now, since no view will come to ask it.
    void settle() override { controls_.enter_decision(); }
    Transition leave() override { return Transition::stay(); }  // the network screen asks about leaving

    std::string winner_line() const { return winner_ < 0 ? "The game is drawn." : label(winner_) + " wins!"; }

    std::shared_ptr<const CardDb> db_;
    std::optional<int> seat_;
    std::vector<std::string> labels_;  // from a local table's welcome; empty from a host's
    bool shared_keyboard_ = false;
    View view_;
    bool have_view_ = false, terminal_ = false;
    int to_move_ = 0, winner_ = -1, outstanding_ = 0;
    SeatControls controls_{*this};
    std::vector<std::string> log_, moves_;
    // What happened, told in a box over the table as it stood then (report_view_).
    WhileYouWaited box_;
    View report_view_;
    // The others' moves since this seat last decided; news_: one of them is worth telling.
    std::vector<std::string> waited_;
    bool news_ = false;
    int decided_turn_ = -1;  // the turn of the seat's last decision
    LogRoom log_room_;       // as the table was last drawn (the box's own table aside)
};

}  // namespace

std::unique_ptr<SeatBoard> make_remote_board(const nlohmann::json& welcome) {
    tui::Welcome w = tui::read_welcome(welcome, "An ARC duel", 2, kMaxPlayers);
    return std::make_unique<ArcRemoteBoard>(load_card_db(), w.seat, std::move(w.labels), w.shared_keyboard);
}

}  // namespace olympus::arc
