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

class ReplayScreen final : public Screen {
public:
    ReplayScreen(ReplayCursor cursor, ReplayShow show) : c_(std::move(cursor)), show_(std::move(show)) {
        views_ = viewable_seats(c_.replay(), unix_user_name());
        views_.push_back(-1);
        if (show_.seat >= 0 && std::find(views_.begin(), views_.end(), show_.seat) == views_.end())
            throw std::runtime_error("seat " + std::to_string(show_.seat) + " is not yours to see in a game still being played");
        show_at(c_.moves(), true);
    }

    std::string title() const override { return "Replay: " + show_.title; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        const std::string who = show_.seat < 0 ? "the public view" : "as " + seat_name(show_.seat) + " saw it";
        std::string head = "Replay: move " + std::to_string(c_.position()) + " of " + std::to_string(c_.moves()) + ", turn " +
                           std::to_string(c_.turn_at(c_.position())) + " of " + std::to_string(c_.turns()) + ", " + who;
        if (c_.position() == c_.moves()) head += c_.replay().finished ? "; the end: " + c_.replay().result : " (so far)";
        draw_text(c, area.y, area.x + 1, head, theme.fg(Color::Yellow, true), area.w - 2);
        draw_seat_board(c, Rect{area.y + 1, area.x, area.h - 1, area.w}, theme, *board_, status_);
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
        if (key::is_right(k) || k == 'n' || key::is_choose(k)) step_to(c_.position() + 1);
        else if (key::is_left(k) || k == 'p' || k == key::Backspace) step_to(c_.position() - 1);
        else if (k == key::Home || k == 'g') step_to(0);
        else if (k == key::End || k == 'G') step_to(c_.moves());
        else if (k == key::PageDown || k == ']') step_to(c_.turn_start(c_.turn_at(c_.position()) + 1));
        else if (k == key::PageUp || k == '[') {
            // To the start of this turn, or of the one before when already there.
            const int t = c_.turn_at(c_.position());
            step_to(c_.turn_start(c_.turn_start(t) == c_.position() ? t - 1 : t));
        } else if (k == 't')
            return Transition::push(std::make_unique<PromptScreen>(
                "Go to turn (1 to " + std::to_string(c_.turns()) + "):", "", 6, [this](const std::string& text) {
                    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
                        status_ = "A turn is a number from 1 to " + std::to_string(c_.turns()) + ".";
                        return Transition::pop();
                    }
                    step_to(c_.turn_start(std::stoi(text)));
                    return Transition::pop();
                }));
        else if (k == 'v') {
            auto it = std::find(views_.begin(), views_.end(), show_.seat);
            show_.seat = views_[static_cast<std::size_t>((it - views_.begin() + 1) % static_cast<long>(views_.size()))];
            show_at(c_.position(), true);
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        std::vector<KeyHint> h{{"Left/Right", "move back/on"}, {"PgUp/PgDn", "turn"}, {"t", "go to turn"},
                               {"Home/End", "start/end"}};
        if (views_.size() > 1) h.push_back({"v", "whose view"});
        h.push_back({"q", "back"});
        for (auto& f : table_frame_hints(*board_)) h.push_back(std::move(f));
        return h;
    }

    std::vector<std::string> help_text() const override {
        return {"# Replay",
                "The game is played again from its start by the rules, one move at a time. Right, l, n or "
                "Enter shows the next move, Left, h or p the one before; PgDn or ] goes to the next turn, "
                "PgUp or [ to the start of this turn (or the one before); t asks for a turn to go to; Home "
                "and End go to the start and the end.",
                "",
                "A seat's replay shows only what that seat could see at each moment; the public view shows "
                "what a spectator saw. v changes whose view it is: the seats you played, the public view, "
                "and once the game is over every seat.",
                "",
                "L shows the log as the chosen view saw it up to this move."};
    }

private:
    std::string seat_name(int s) const {
        const auto& seats = c_.replay().seats;
        return s >= 0 && s < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(s)] : "P" + std::to_string(s + 1);
    }

    // What the board is told at the cursor: the view the seat was sent, without the moves it could
    // make then (a replay is watched, not played).
    void tell(bool moved) {
        // What the board showed to be read at the last move was read then: moving on closes it.
        for (int i = 0; i < 4 && board_->has_menu(); ++i) {
            std::string ignored;
            (void)board_->on_key(key::Enter, ignored);
        }
        const bool mine = moved && show_.seat >= 0 && c_.last_mover() == show_.seat;
        nlohmann::json m = seat_view_message(c_.table(), show_.seat, mine ? c_.last_move() : "");
        m.erase("legal");
        board_->update(m);
        (void)board_->take_moves();
    }

    // A step on is told to the board as it was told in the game; any other jump tells a new board
    // every view from the start, so its log is the one the seat had at that moment.
    void step_to(int pos) {
        pos = std::clamp(pos, 0, c_.moves());
        if (pos == c_.position() + 1) {
            c_.forward();
            tell(true);
        } else if (pos != c_.position()) {
            show_at(pos, false);
        }
    }

    void show_at(int pos, bool fresh) {
        (void)fresh;
        nlohmann::json w = {{"type", "welcome"}, {"game", c_.replay().game}, {"players", c_.table().num_players()},
                            {"labels", c_.replay().seats}, {"shared_keyboard", false}};
        c_.go_to(0);
        w["setup"] = c_.table().setup_json();
        w["seat"] = show_.seat < 0 ? nlohmann::json(nullptr) : nlohmann::json(show_.seat);
        board_ = show_.board_for(w);
        tell(false);
        while (c_.position() < pos) {
            c_.forward();
            tell(true);
        }
    }

    ReplayCursor c_;
    ReplayShow show_;
    std::vector<int> views_;
    std::unique_ptr<SeatBoard> board_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_replay_screen(ReplayCursor cursor, ReplayShow show) {
    return std::make_unique<ReplayScreen>(std::move(cursor), std::move(show));
}

}  // namespace olympus::tui
