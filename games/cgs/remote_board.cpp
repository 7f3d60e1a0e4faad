#include "cgs/remote_board.hpp"

#include <algorithm>
#include <utility>

#include "cgs/controls.hpp"
#include "cgs/help.hpp"
#include "cgs/inspect.hpp"
#include "cgs/view_json.hpp"
#include "core/log_lines.hpp"
#include "tui/keys.hpp"
#include "tui/table_screen.hpp"
#include "tui/welcome.hpp"
#include "tui/while_you_waited.hpp"

namespace olympus::cgs {

using namespace tui;

namespace {

// The log's line that begins a turn of a seat other than `seat` ("P2's turn (round 1, turn 2).",
// cgs/turn.cpp).
bool begins_others_turn(const std::string& line, int seat) {
    return line.size() > 2 && line[0] == 'P' && line.compare(2, 14, "'s turn (round") == 0 && line[1] != static_cast<char>('1' + seat);
}

class CgsRemoteBoard final : public SeatBoard, private SeatTable {
public:
    CgsRemoteBoard(std::shared_ptr<const Content> content, std::optional<int> seat, std::vector<std::string> labels, bool shared, bool replay)
        : content_(std::move(content)), seat_(seat), labels_(std::move(labels)), shared_keyboard_(shared), replay_(replay) {}

    void update(const nlohmann::json& msg) override {
        if (!msg.contains("screen")) throw std::runtime_error("the host sent no table to draw");
        View v = view_from_json(msg["screen"], content_);
        if (seat_ && v.seat != *seat_) throw std::runtime_error("cgs view: for seat " + std::to_string(v.seat) + ", not this one");
        // The log as the game tells it, with the table's talk in between.
        auto added = have_view_ ? new_log_lines(view_.log, v.log) : v.log;
        const bool first = !have_view_;
        const bool mine = msg.contains("you_played");
        // A resumed game's log is not news: only what comes after the first view. A move of this
        // seat's that ended its turn began another's: the lines from that turn's first on are theirs.
        if (!first) {
            auto split = mine ? std::find_if(added.begin(), added.end(), [&](const std::string& l) { return begins_others_turn(l, v.seat); })
                              : added.begin();
            waited_.told({added.begin(), split}, mine);
            waited_.told({split, added.end()}, false);
        }
        for (auto& line : added) note(std::move(line));
        view_ = std::move(v);
        have_view_ = true;
        terminal_ = msg.value("terminal", false);
        winner_ = msg.value("winner", -1);
        if (mine && outstanding_ > 0) --outstanding_;
        if (terminal_) controls_.close_menu();
        // People sharing the keyboard read the others' moves on the pass screen, a replay shows every
        // move in its turn; the end shows itself.
        if (!seat_ || shared_keyboard_ || replay_ || terminal_) waited_.clear();
        // What the others did gets a box only when the log as last drawn cannot show it all.
        else waited_.deciding(my_decision(), log_room_);
        if (first) controls_.focus_own();
        controls_.after_change();
    }

    void refused(const std::string& why) override {
        if (outstanding_ > 0) --outstanding_;
        controls_.refused(why);
    }

    // Every line is kept: `L` shows the whole log (a long game is a few thousand short lines).
    void note(std::string line) override { log_.push_back(std::move(line)); }

    void draw(Canvas& c, Rect area, const Theme& theme, const std::string& status) override {
        View v = view_;
        v.log = log_;
        TableUi ui;
        controls_.fill(ui, v);
        for (int s = 0; s < static_cast<int>(view_.seats.size()); ++s) ui.labels.push_back(label(s));
        // People take turns at one keyboard: a hand shows only while its seat decides.
        ui.hide_hand = shared_keyboard_ && !my_decision() && !terminal_;
        if (!ui.hide_hand) ui.focus = focus_card(v, controls_.focus());
        if (!seat_) ui.prompt = terminal_ ? winner_line() : "Watching: " + label(view_.current) + " to act.";
        else if (terminal_) ui.prompt = winner_line() + " Press Enter.";
        if (ui.status.empty()) ui.status = status;
        if (ui.status.empty() && busy()) ui.status = "Waiting for the host to answer...";
        if (inspector_beside(c)) ui.inspector = inspect();
        log_room_ = draw_table(c, area, v, ui, theme);
        waited_.draw(c, area, theme);
    }

    Transition on_key(int k, std::string& status) override {
        controls_.clear_status();
        // The others' moves are read first: the keys that do not close or scroll them do nothing.
        if (waited_.open()) {
            if (!waited_.on_key(k)) status = "Press Enter to go on to your move.";
            return Transition::stay();
        }
        // A network screen has no table frame: the board answers `i` and `L` itself.
        if (!local_table())
            if (auto t = table_frame_key(k, *this)) return std::move(*t);
        const bool looking = key::is_left(k) || key::is_right(k) || key::is_up(k) || key::is_down(k) || k == 'z' || k == 'v' ||
                             k == key::Tab || k == key::BackTab || k == key::Home || k == key::PageUp ||
                             k == key::End || k == key::PageDown || k == 'c';
        if (!seat_ && !looking) {
            status = "You are watching: the players make the moves (arrows to look, z for the map's size).";
            return Transition::stay();
        }
        return controls_.on_key(k);
    }

    std::vector<std::string> take_moves() override { return std::exchange(moves_, {}); }

    bool has_menu() const override { return controls_.wants_back() || controls_.reading() || waited_.open(); }

    void point_at(const std::string& action) override {
        if (auto a = Action::parse(action)) controls_.point_at(*a);
    }

    std::vector<KeyHint> key_hints() const override {
        if (waited_.open()) return waited_.key_hints();
        if (seat_ && controls_.reading()) return controls_.key_hints();  // the reading keys, i among them
        std::vector<KeyHint> hints;
        if (!seat_) hints = {{"arrows", "look"}, {"z", "map size"}};
        else hints = controls_.key_hints();
        return hints;  // the table around the board adds i and L (tui::table_key_line)
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    std::vector<std::string> history() const override { return log_; }
    void restore_history(std::vector<std::string> lines) override { log_ = std::move(lines); }

    // Under the side panel, so the detailed map fits at 160x48 (cgs/table_view).
    bool places_inspector() const override { return true; }

    Inspection inspect() const override {
        if (!have_view_) return {};
        View v = view_;
        if (shared_keyboard_ && !my_decision() && !terminal_) {
            // The hand is hidden from whoever else sits at the keyboard: so is its text.
            for (SeatView& s : v.seats) s.hand.clear(), s.pool.clear();
        }
        return inspect_at(v, controls_.focus(), labels_for_inspector());
    }

private:
    // ---- the table, as the seat's controls see it ----

    View view() const override { return view_; }
    int viewer() const override { return view_.seat; }
    bool my_decision() const override { return seat_ && !terminal_ && !view_.legal.empty() && outstanding_ == 0; }
    bool busy() const override { return outstanding_ > 0; }
    bool terminal() const override { return terminal_; }
    int winner() const override { return winner_; }
    int to_act() const override { return view_.current; }
    std::string label(int seat) const override {
        if (seat >= 0 && seat < static_cast<int>(labels_.size())) return labels_[static_cast<std::size_t>(seat)];
        return "P" + std::to_string(seat + 1) + (seat_ && seat == *seat_ ? " (you)" : "");
    }
    bool act(const Action& a, std::string&) override {
        moves_.push_back(a.to_string());
        ++outstanding_;
        return true;
    }
    Transition leave() override { return Transition::stay(); }  // the table screen asks about leaving

    // A local table names every seat; a host's welcome names none.
    bool local_table() const { return !labels_.empty(); }
    std::vector<std::string> labels_for_inspector() const {
        std::vector<std::string> out;
        for (int s = 0; s < static_cast<int>(view_.seats.size()); ++s) out.push_back(label(s));
        return out;
    }
    std::string winner_line() const { return ending_words(view_, label(winner_)); }

    std::shared_ptr<const Content> content_;
    std::optional<int> seat_;
    std::vector<std::string> labels_;
    bool shared_keyboard_ = false, replay_ = false;
    View view_;
    bool have_view_ = false, terminal_ = false;
    int winner_ = -1, outstanding_ = 0;
    SeatControls controls_{*this};
    WhileYouWaited waited_;
    LogRoom log_room_;  // as the table was last drawn
    std::vector<std::string> log_, moves_;
};

}  // namespace

std::unique_ptr<SeatBoard> make_remote_board(const nlohmann::json& welcome) {
    // A local table names the seats ("P2 (skilled)"); a host does not.
    tui::Welcome w = tui::read_welcome(welcome, "A CGS game", 2, kMaxSeats);
    return std::make_unique<CgsRemoteBoard>(load_content(), w.seat, std::move(w.labels), w.shared_keyboard, w.replay);
}

}  // namespace olympus::cgs
