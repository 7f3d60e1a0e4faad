#include "cgs/play_screen.hpp"

#include <algorithm>

#include "cgs/controls.hpp"
#include "cgs/help.hpp"
#include "cgs/table_view.hpp"
#include "core/save.hpp"
#include "tui/keys.hpp"
#include "tui/save_guard.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::cgs {

using namespace tui;
using K = Action::Kind;

namespace {

class PlayScreen final : public Screen, private SeatTable {
public:
    PlayScreen(std::filesystem::path save, SavedGame g, SaveLock lock, std::uint64_t ai_seed)
        : file_(std::move(save), std::move(lock)), g_(std::move(g)), ai_rng_(ai_seed, 31) {
        viewer_ = first_human();
        if (g_.seats.is_human(g_.state.current_player())) viewer_ = g_.state.current_player();
        hidden_ = g_.seats.hot_seat() && !g_.state.is_terminal();
        // A game that cannot be saved does not start (the set-up screen shows why).
        if (!g_.state.is_terminal()) file_.write({kGameId, kSaveVersion, saved_to_json(g_)});
        controls_.focus_own();
    }

    std::string title() const override { return "CGS"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (hidden_) {
            draw_pass_screen(c, area, theme, "CGS", seat_label(g_.seats, g_.state.current_player()));
            return;
        }
        View v = view();
        TableUi ui;
        controls_.fill(ui, v);
        for (int s = 0; s < g_.state.num_players(); ++s) ui.labels.push_back(seat_label(g_.seats, s));
        ui.hide_hand = g_.seats.hot_seat() && !my_decision() && !g_.state.is_terminal();
        draw_table(c, area, v, ui, theme);
    }

    Transition on_key(int k) override {
        controls_.clear_status();
        if (hidden_) {
            if (key::is_choose(k)) {
                hidden_ = false;
                viewer_ = g_.state.current_player();
                controls_.focus_own();
            } else if (key::is_back(k)) {
                return leave();
            }
            return Transition::stay();
        }
        return controls_.on_key(k);
    }

    bool on_tick() override {
        if (hidden_ || g_.state.is_terminal()) return false;
        const int p = g_.state.current_player();
        if (g_.seats.is_human(p)) return false;
        if (!thinking_) {
            thinking_ = true;  // draw "thinking" first and move on the next tick, so a person can follow
            controls_.set_status(seat_label(g_.seats, p) + " is playing...", false);
            return true;
        }
        thinking_ = false;
        controls_.clear_status();
        std::string why;
        apply(computer_move(g_.state, *g_.seats.computer[static_cast<std::size_t>(p)], ai_rng_), why);
        return true;
    }

    std::vector<KeyHint> key_hints() const override {
        if (hidden_) return {{"Enter", "ready"}, {"q", "leave"}};
        return controls_.key_hints();
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    void on_hangup() noexcept override {
        try {
            std::string ignored;
            save_now(ignored);
        } catch (...) {
        }
    }

private:
    // ---- the table, as the seat's controls see it ----

    View view() const override { return view_for(g_.state, viewer_); }
    int viewer() const override { return viewer_; }
    bool my_decision() const override {
        return !g_.state.is_terminal() && g_.state.current_player() == viewer_ && g_.seats.is_human(viewer_);
    }
    bool busy() const override { return false; }
    bool terminal() const override { return g_.state.is_terminal(); }
    int winner() const override { return g_.state.winner(); }
    int to_act() const override { return g_.state.current_player(); }
    std::string label(int seat) const override { return seat_label(g_.seats, seat); }
    bool act(const Action& a, std::string& why) override { return apply(a, why); }
    Transition leave() override {
        return confirm_leave([this] {
            std::string why;
            if (!save_now(why)) {
                controls_.set_status(leave_refused(why), true);
                return false;
            }
            file_.release();
            return true;
        }, [this] { return controls_.status(); });
    }

    int first_human() const {
        for (int s = 0; s < g_.state.num_players(); ++s)
            if (g_.seats.is_human(s)) return s;
        return 0;
    }

    bool apply(const Action& a, std::string& why) {
        why = g_.state.why_illegal(a);
        if (!why.empty()) return false;
        const int before_turn = g_.state.turn();
        g_.state.apply(a);
        if (g_.state.is_terminal()) {
            file_.finish();  // a finished game is not continued
            hidden_ = false;
            return true;
        }
        if (g_.state.turn() != before_turn) {  // every change of turn is saved
            std::string problem;
            if (!save_now(problem)) controls_.set_status(problem, true);
        }
        const int next = g_.state.current_player();
        if (g_.seats.is_human(next) && next != viewer_) {
            if (g_.seats.hot_seat()) hidden_ = true;
            else viewer_ = next;
        }
        if (!hidden_) controls_.after_change();
        return true;
    }

    bool save_now(std::string& problem) {
        return file_.save([&] { return SaveEnvelope{kGameId, kSaveVersion, saved_to_json(g_)}; }, problem);
    }

    GameSaveFile file_;
    SavedGame g_;
    Rng ai_rng_;
    int viewer_ = 0;
    bool hidden_ = false, thinking_ = false;
    SeatControls controls_{*this};
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed) {
    return std::make_unique<PlayScreen>(std::move(save), std::move(game), std::move(lock), ai_seed);
}

}  // namespace olympus::cgs
