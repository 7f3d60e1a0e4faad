#include "tui/replay_screen.hpp"

#include <algorithm>

#include "core/records.hpp"
#include "tui/keys.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

std::vector<int> viewable_seats(const Replay& r, const std::string& user) {
    std::vector<int> out;
    for (std::size_t s = 0; s < r.players.size(); ++s)
        if (r.finished || r.players[s] == "person:" + user) out.push_back(static_cast<int>(s));
    return out;
}

int default_seat(const Replay& r, const std::string& user) {
    for (std::size_t s = 0; s < r.players.size(); ++s)
        if (r.players[s] == "person:" + user) return static_cast<int>(s);
    return -1;
}

namespace {

// What the screen steps through: a replay played again by the rules (any seat's view), or the
// views one seat was sent (that seat's only).
class Steps {
public:
    virtual ~Steps() = default;
    virtual int moves() const = 0;
    virtual const std::vector<int>& turn_starts() const = 0;
    virtual const std::vector<int>& turn_numbers() const = 0;  // one per turn start, as the heading counts
    virtual const std::string& turn_word() const = 0;
    virtual const std::string& game() const = 0;
    virtual const std::vector<std::string>& seats() const = 0;
    virtual bool finished() const = 0;
    virtual const std::string& result() const = 0;
    virtual nlohmann::json setup() = 0;
    // The view `seat` was sent after `pos` moves.
    virtual nlohmann::json message(int pos, int seat) = 0;
    virtual std::vector<int> views() const = 0;  // the views this person may choose
    // Why `v` offers no other view, when views() holds only one.
    virtual std::string one_view_why() const = 0;

    int turns() const { return turn_starts().empty() ? 1 : static_cast<int>(turn_starts().size()); }
    int turn_at(int position) const {
        const auto& t = turn_starts();
        return std::max(1, static_cast<int>(std::upper_bound(t.begin(), t.end(), position) - t.begin()));
    }
    int turn_start(int turn) const {
        if (turn_starts().empty()) return 0;
        return turn_starts()[static_cast<std::size_t>(std::clamp(turn, 1, turns()) - 1)];
    }
    // The turn at `position` as the game's own heading numbers it; where the numbers are missing
    // (a server from before they were sent), the count of turns.
    bool numbered() const { return !turn_numbers().empty() && turn_numbers().size() == turn_starts().size(); }
    int number_at(int position) const {
        return numbered() ? turn_numbers()[static_cast<std::size_t>(turn_at(position) - 1)] : turn_at(position);
    }
    // Where the turn numbered `n` begins: the first turn with that number or a later one.
    int start_of_number(int n) const {
        if (!numbered()) return turn_start(n);
        for (std::size_t i = 0; i < turn_numbers().size(); ++i)
            if (turn_numbers()[i] >= n) return turn_starts()[i];
        return turn_starts().back();
    }
};

class CursorSteps final : public Steps {
public:
    explicit CursorSteps(ReplayCursor c) : c_(std::move(c)) {
        for (int t = 1; t <= c_.turns(); ++t) starts_.push_back(c_.turn_start(t));
    }
    int moves() const override { return c_.moves(); }
    const std::vector<int>& turn_starts() const override { return starts_; }
    const std::vector<int>& turn_numbers() const override { return c_.turn_numbers(); }
    const std::string& turn_word() const override { return c_.turn_word(); }
    const std::string& game() const override { return c_.replay().game; }
    const std::vector<std::string>& seats() const override { return c_.replay().seats; }
    bool finished() const override { return c_.replay().finished; }
    const std::string& result() const override { return c_.replay().result; }
    nlohmann::json setup() override {
        c_.go_to(0);
        return c_.table().setup_json();
    }
    nlohmann::json message(int pos, int seat) override { return replay_view_message(c_, pos, seat); }
    std::vector<int> views() const override {
        std::vector<int> v = viewable_seats(c_.replay(), unix_user_name());
        v.push_back(-1);
        return v;
    }
    std::string one_view_why() const override {
        return "This game is still being played and you had no seat in it: only the public view can be shown.";
    }

private:
    ReplayCursor c_;
    std::vector<int> starts_;
};

class SeatSteps final : public Steps {
public:
    explicit SeatSteps(SeatReplay r) : r_(std::move(r)) {
        if (r_.views.empty()) throw std::runtime_error("the replay holds no view of the game");
    }
    int moves() const override { return static_cast<int>(r_.views.size()) - 1; }
    const std::vector<int>& turn_starts() const override { return r_.turn_starts; }
    const std::vector<int>& turn_numbers() const override { return r_.turn_numbers; }
    const std::string& turn_word() const override { return r_.turn_word; }
    const std::string& game() const override { return r_.game; }
    const std::vector<std::string>& seats() const override { return r_.seats; }
    bool finished() const override { return r_.finished; }
    const std::string& result() const override { return r_.result; }
    nlohmann::json setup() override { return r_.setup; }
    nlohmann::json message(int pos, int) override { return r_.views[static_cast<std::size_t>(std::clamp(pos, 0, moves()))]; }
    std::vector<int> views() const override { return {r_.seat}; }
    std::string one_view_why() const override {
        return r_.seat < 0 ? "The game server sends only the public view of this game: you had no seat in it."
                           : "The game server sends only your own seat's view of its games.";
    }

private:
    SeatReplay r_;
};

class ReplayScreen final : public Screen {
public:
    ReplayScreen(std::unique_ptr<Steps> steps, ReplayShow show) : c_(std::move(steps)), show_(std::move(show)) {
        views_ = c_->views();
        if (std::find(views_.begin(), views_.end(), show_.seat) == views_.end())
            throw std::runtime_error("seat " + std::to_string(show_.seat) + " is not yours to see in a game still being played");
        show_at(c_->moves());
    }

    std::string title() const override { return "Replay: " + show_.title; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        const std::string who = show_.seat < 0 ? "the public view" : "as " + seat_name(show_.seat) + " saw it";
        // The turn as the board's own heading counts it ("Turn 8", "Round 3"), so the two agree.
        // While the board draws the table as it stood before this move (ARC's box over the table a
        // fight left), the turn of that table.
        const int turn = board_->turn_shown().value_or(c_->number_at(pos_));
        std::string head = "Replay: move " + std::to_string(pos_) + " of " + std::to_string(c_->moves()) + ", " + c_->turn_word() + " " +
                           std::to_string(turn) + " of " + std::to_string(c_->number_at(c_->moves())) + ", " + who;
        // A game still being played says so at every move, not only at the last one it has.
        std::string end;
        if (!c_->finished()) end = " (so far)";
        else if (pos_ == c_->moves()) end = "; the end: " + c_->result();
        // How the game ended is read whole: on a row of its own when the heading has no room.
        const bool own_row = text_width(head + end) > area.w - 2;
        draw_text(c, area.y, area.x + 1, own_row ? head : head + end, theme.fg(Color::Yellow, true), area.w - 2);
        if (own_row) {
            std::string second = c_->finished() ? "The end: " + c_->result() : "So far: the game goes on.";
            if (second.back() != '.') second += '.';
            draw_text(c, area.y + 1, area.x + 1, with_cut_mark(second, area.w - 2, theme.g()), theme.fg(Color::Yellow, true), area.w - 2);
        }
        const int top = own_row ? 2 : 1;
        draw_seat_board(c, Rect{area.y + top, area.x, area.h - top, area.w}, theme, *board_, status_);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (auto t = table_frame_key(k, *board_)) return std::move(*t);
        // Something the board shows to be read (a fight's result) is closed as at the table.
        if (board_->has_menu() && (key::is_back(k) || key::is_choose(k))) {
            Transition t = board_->on_key(k, status_);
            (void)board_->take_moves();
            return t;
        }
        if (key::is_back(k)) return Transition::pop();
        if (key::is_right(k) || k == 'n' || key::is_choose(k)) step_to(pos_ + 1);
        else if (key::is_left(k) || k == 'p' || k == key::Backspace) step_to(pos_ - 1);
        else if (k == key::Home || k == 'g') step_to(0);
        else if (k == key::End || k == 'G') step_to(c_->moves());
        else if (k == key::PageDown || k == ']') turn_to(c_->turn_start(c_->turn_at(pos_) + 1));
        else if (k == key::PageUp || k == '[') {
            // To the start of this turn, or of the one before when already there.
            const int t = c_->turn_at(pos_);
            turn_to(c_->turn_start(c_->turn_start(t) == pos_ ? t - 1 : t));
        } else if (k == 't') {
            const int first = c_->number_at(0), last = c_->number_at(c_->moves());
            const std::string range = std::to_string(first) + " to " + std::to_string(last);
            return Transition::push(std::make_unique<PromptScreen>(
                "Go to " + c_->turn_word() + " (" + range + "):", "", 6, [this, range](const std::string& text) {
                    if (text.empty() || text.size() > 6 || text.find_first_not_of("0123456789") != std::string::npos) {
                        status_ = "A " + c_->turn_word() + " is a number from " + range + ".";
                        return Transition::pop();
                    }
                    turn_to(c_->start_of_number(std::stoi(text)));
                    return Transition::pop();
                }));
        }
        else if (k == 'v' && views_.size() > 1) {
            auto it = std::find(views_.begin(), views_.end(), show_.seat);
            show_.seat = views_[static_cast<std::size_t>((it - views_.begin() + 1) % static_cast<long>(views_.size()))];
            show_at(pos_);
        } else if (k == 'v') {
            status_ = c_->one_view_why();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        // At 80 columns: the steps, v where there is another view to choose, and q (Home/End and
        // the table's i and L give way; the help lists them all).
        std::vector<KeyHint> h{{"Left/Right", "step"}, {"PgUp/PgDn", "turn"}, {"t", std::string("go to ") + c_->turn_word()}};
        if (views_.size() > 1) h.push_back({"v", "whose view", true, true});
        h.push_back({"Home/End", "start/end"});
        h.push_back({"q", "back", true, true});
        for (auto& f : table_frame_hints(*board_)) h.push_back(std::move(f));
        return h;
    }

    std::vector<std::string> help_text() const override {
        return {"# Replay",
                "The game is played again from its start by the rules, one move at a time. Right, l, n or "
                "Enter shows the next move, Left, h, p or Backspace the one before; PgDn or ] goes to the "
                "start of the next player's turn, PgUp or [ to the start of this one (or the one before); t "
                "asks for a turn to go to (in CGS a round), numbered as the board's heading numbers it; Home "
                "or g and End or G go to the start and the end.",
                "",
                "A seat's replay shows only what that seat could see at each moment; the public view shows "
                "what a spectator saw. v changes whose view it is: the seats you played, the public view, "
                "and once the game is over every seat. A game played on a game server shows only the view "
                "of your own seat, or the public view if you had none.",
                "",
                "L shows the log as the chosen view saw it up to this move."};
    }

private:
    std::string seat_name(int s) const {
        const auto& seats = c_->seats();
        return s >= 0 && s < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(s)] : "P" + std::to_string(s + 1);
    }

    // What the board is told at `pos`: the view the seat was sent then.
    // Closes what the board shows to be read (a fight's result), as Enter does at the table.
    void read_box() {
        for (int i = 0; i < 4 && board_->has_menu(); ++i) {
            std::string ignored;
            (void)board_->on_key(key::Enter, ignored);
        }
    }

    void tell(int pos) {
        // What the board showed to be read at the last move was read then: moving on closes it.
        read_box();
        board_->update(c_->message(pos, show_.seat));
        (void)board_->take_moves();
        pos_ = pos;
    }

    // A step on is told to the board as it was told in the game; any other jump tells a new board
    // every view from the start, so its log is the one the seat had at that moment.
    void step_to(int pos) {
        pos = std::clamp(pos, 0, c_->moves());
        if (pos == pos_ + 1) tell(pos);
        else if (pos != pos_) show_at(pos);
    }

    // Going to a turn shows that turn's table: a box the board holds over the table of the turn
    // before (how the fight that ended it went, which the log tells too) is read at once.
    void turn_to(int pos) {
        step_to(pos);
        if (board_->turn_shown()) read_box();
    }

    void show_at(int pos) {
        nlohmann::json w = {{"type", "welcome"}, {"game", c_->game()}, {"players", static_cast<int>(c_->seats().size())},
                            {"labels", c_->seats()}, {"shared_keyboard", false}, {"replay", true}};
        w["setup"] = c_->setup();
        w["seat"] = show_.seat < 0 ? nlohmann::json(nullptr) : nlohmann::json(show_.seat);
        board_ = show_.board_for(w);
        tell(0);
        for (int p = 1; p <= pos; ++p) tell(p);
    }

    std::unique_ptr<Steps> c_;
    ReplayShow show_;
    std::vector<int> views_;
    std::unique_ptr<SeatBoard> board_;
    std::string status_;
    int pos_ = 0;
};

}  // namespace

std::unique_ptr<Screen> make_replay_screen(ReplayCursor cursor, ReplayShow show) {
    return std::make_unique<ReplayScreen>(std::make_unique<CursorSteps>(std::move(cursor)), std::move(show));
}

std::unique_ptr<Screen> make_replay_screen(SeatReplay replay, ReplayShow show) {
    show.seat = replay.seat;  // the only view it holds
    return std::make_unique<ReplayScreen>(std::make_unique<SeatSteps>(std::move(replay)), std::move(show));
}

}  // namespace olympus::tui
