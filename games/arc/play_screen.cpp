#include "arc/play_screen.hpp"

#include <algorithm>
#include <optional>

#include "arc/board_view.hpp"
#include "arc/controls.hpp"
#include "arc/help.hpp"
#include "arc/rules.hpp"
#include "core/save.hpp"
#include "tui/keys.hpp"
#include "tui/save_guard.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::arc {

using namespace tui;

namespace {

class PlayScreen final : public Screen, private SeatTable {
public:
    PlayScreen(std::filesystem::path save, SavedGame g, SaveLock lock, std::uint64_t ai_seed)
        : save_(std::move(save)), g_(std::move(g)), lock_(std::move(lock)), ai_rng_(ai_seed, 23) {
        viewer_ = first_human();
        int p = g_.state.current_player();
        if (g_.seats.is_human(p)) viewer_ = p;
        // A game for several people at one keyboard starts behind the pass screen.
        hidden_ = g_.seats.hot_seat() && !g_.state.is_terminal();
        // A duel that cannot be saved does not start (the set-up screen shows why).
        if (!g_.state.is_terminal()) write_save(save_, {kGameId, kSaveVersion, saved_to_json(g_)});
        if (hidden_) controls_.reset();
        else controls_.enter_decision();
    }

    std::string title() const override { return "ARC duel"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (hidden_) {
            draw_pass_screen(c, area, theme, "ARC duel", seat_label(g_.seats, g_.state.current_player()));
            return;
        }
        View v = report_ ? report_view_ : view();
        BoardUi ui;
        for (int s = 0; s < g_.state.num_players(); ++s) ui.labels.push_back(seat_label(g_.seats, s));
        ui.log = v.board.log;
        // With several people at the keyboard, a hand shows only while its owner decides.
        ui.hide_hand = hand_hidden();
        if (report_) {
            ui.popup_title = "The attack resolves";
            ui.popup = report_lines_;
            ui.popup.push_back("");
            ui.popup.push_back("Press Enter to go on.");
            ui.prompt = "The attack resolves. Press Enter to go on.";
            draw_board(c, area, v, ui, theme);
            return;
        }
        controls_.fill(ui, v);
        if (ui.status.empty()) {
            ui.status = save_problem_;
            ui.status_is_problem = !save_problem_.empty();
        }
        draw_board(c, area, v, ui, theme);
    }

    Transition on_key(int k) override {
        controls_.clear_status();
        if (hidden_) {
            if (key::is_choose(k)) {
                hidden_ = false;
                viewer_ = g_.state.current_player();
                controls_.start_on_hand();
                controls_.enter_decision();
            } else if (key::is_back(k)) {
                return leave();
            }
            return Transition::stay();
        }
        if (report_) {
            if (key::is_choose(k) || key::is_back(k)) {
                report_ = false;
                after_change();
            }
            return Transition::stay();
        }
        return controls_.on_key(k);
    }

    bool on_tick() override {
        if (hidden_ || report_ || g_.state.is_terminal()) return false;
        int p = g_.state.current_player();
        if (g_.seats.is_human(p)) return false;
        if (!thinking_) {
            thinking_ = true;  // draw "thinking" first, move on the next tick
            controls_.set_status(seat_label(g_.seats, p) + " is thinking...", false);
            return true;
        }
        thinking_ = false;
        controls_.clear_status();
        Action a = computer_move(g_.state, *g_.seats.computer[static_cast<std::size_t>(p)], ai_rng_);
        std::string why;
        apply(a, true, why);
        return true;
    }

    std::vector<KeyHint> key_hints() const override {
        if (hidden_) return {{"Enter", "ready"}, {"q", "leave"}};
        if (report_) return {{"Enter", "go on"}};
        return controls_.key_hints();
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    void on_hangup() noexcept override {
        try {
            save_now();
        } catch (...) {
        }
    }

private:
    // ---- the table, as the seat's controls see it ----

    View view() const override { return g_.state.view_for(viewer_); }
    int viewer() const override { return viewer_; }
    bool my_decision() const override {
        return !g_.state.is_terminal() && g_.state.current_player() == viewer_ && g_.seats.is_human(viewer_);
    }
    bool busy() const override { return false; }
    bool hand_hidden() const override {
        return g_.seats.hot_seat() && !g_.state.is_terminal() && (report_ || !my_decision());
    }
    bool terminal() const override { return g_.state.is_terminal(); }
    int winner() const override { return g_.state.winner(); }
    int to_act() const override { return g_.state.current_player(); }
    std::string label(int seat) const override { return seat_label(g_.seats, seat); }
    bool act(const Action& a, bool last, std::string& why) override { return apply(a, last, why); }
    void settle() override { after_change(); }
    Transition leave() override {
        return confirm_leave([this] {
            if (!save_now()) return false;  // stay at the table: the message says why
            lock_.release();
            return true;
        }, [this] { return leave_refused(save_problem_); });
    }

    int first_human() const {
        for (int s = 0; s < g_.state.num_players(); ++s)
            if (g_.seats.is_human(s)) return s;
        return 0;
    }

    // Applies a move of the seat to act. Returns false (with the reason) when it is not legal.
    // `last`: what the screen asks next is worked out now (not when more moves follow).
    bool apply(const Action& a, bool last, std::string& why) {
        const Board before = g_.state.board();
        View before_view = view();
        try {
            g_.state.apply(a);
        } catch (const std::exception& e) {
            why = e.what();
            return false;
        }
        const Board& after = g_.state.board();
        // A fight just settled: show the table as it stood, with what happened, until a key.
        bool resolved = in_combat_steps(before) && (!in_combat_steps(after) || after.turn != before.turn);
        if (resolved && !hidden_) {
            report_ = true;
            report_view_ = before_view;
            report_lines_ = new_log_lines(before.log, after.log);
            if (report_lines_.size() > 8) report_lines_.erase(report_lines_.begin(), report_lines_.end() - 8);
        }
        if (after.turn != before.turn) save_now();
        if (g_.state.is_terminal()) finish();
        if (last && !report_) after_change();
        return true;
    }

    // After any change: who is to act now, and what the screen asks of them.
    void after_change() {
        if (g_.state.is_terminal()) {
            hidden_ = false;
            controls_.reset();
            return;
        }
        int p = g_.state.current_player();
        if (g_.seats.is_human(p) && p != viewer_) {
            if (g_.seats.hot_seat()) {
                hidden_ = true;
                controls_.reset();
                return;
            }
            viewer_ = p;
        }
        controls_.enter_decision();
    }

    void finish() {
        finished_ = true;
        std::error_code ec;
        std::filesystem::remove(save_, ec);  // a finished game is not continued
        lock_.release();
        hidden_ = false;
        controls_.reset();
    }

    // Saves; a failure (a full disk, a folder not writable) is shown and play goes on, the game
    // still in hand, so that nothing is lost while the player frees room or leaves by signal.
    bool save_now() {
        if (finished_ || g_.state.is_terminal()) return true;
        try {
            write_save(save_, {kGameId, kSaveVersion, saved_to_json(g_)});
            save_problem_.clear();
            return true;
        } catch (const std::exception& e) {
            save_problem_ = std::string("Could not save: ") + e.what();
            return false;
        }
    }

    std::filesystem::path save_;
    SavedGame g_;
    SaveLock lock_;
    Rng ai_rng_;
    int viewer_ = 0;
    bool hidden_ = false, thinking_ = false, finished_ = false;
    SeatControls controls_{*this};
    std::string save_problem_;  // the last save failed: shown until one succeeds
    bool report_ = false;
    View report_view_;
    std::vector<std::string> report_lines_;
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed) {
    return std::make_unique<PlayScreen>(std::move(save), std::move(game), std::move(lock), ai_seed);
}

}  // namespace olympus::arc
