#include "herazeus/play_screen.hpp"

#include "core/save.hpp"
#include "herazeus/board_view.hpp"
#include "herazeus/controls.hpp"
#include "herazeus/help.hpp"
#include "herazeus/summary_screen.hpp"
#include "tui/keys.hpp"
#include "tui/save_guard.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::herazeus {

using namespace tui;

nlohmann::json saved_to_json(const SavedGame& g) {
    nlohmann::json seats = nlohmann::json::array();
    for (const auto& c : g.seats.computer) seats.push_back(c ? std::string(level_name(*c)) : "human");
    return {{"game", g.state.to_json()}, {"seats", seats}};
}

SavedGame saved_from_json(const nlohmann::json& j) {
    // A bare State (as script mode's `save` writes it): a person as Hera against the strong player.
    if (j.is_object() && !j.contains("seats")) return {State::from_json(j), {{std::nullopt, Level::Strong}}};
    if (!j.is_object() || !j.contains("game") || !j["seats"].is_array() || j["seats"].size() != 2)
        throw std::runtime_error("not a Hera & Zeus game (needs game and two seats)");
    SavedGame g{State::from_json(j["game"]), {}};
    for (std::size_t i = 0; i < 2; ++i) {
        if (!j["seats"][i].is_string()) throw std::runtime_error("a seat must be human or a computer level");
        std::string s = j["seats"][i];
        if (s == "human") continue;
        auto l = level_by_name(s);
        if (!l) throw std::runtime_error("unknown computer level '" + s + "'");
        g.seats.computer[i] = *l;
    }
    return g;
}

namespace {
std::string seat_name(const Seats& seats, int seat) {
    std::string n = seat == kHera ? "Hera" : "Zeus";
    if (seats.computer[static_cast<std::size_t>(seat)])
        n += " (" + std::string(level_name(*seats.computer[static_cast<std::size_t>(seat)])) + ")";
    return n;
}
}  // namespace

std::string describe_saved(const SavedGame& g) {
    const Board& b = g.state.board();
    std::string s = seat_name(g.seats, 0) + " vs " + seat_name(g.seats, 1) + ", turn " + std::to_string(b.turn);
    if (g.seats.hot_seat()) s += ", hot-seat";
    return s;
}

namespace {

class PlayScreen final : public Screen {
public:
    PlayScreen(std::filesystem::path save, SavedGame g, SaveLock lock, std::uint64_t ai_seed)
        : file_(std::move(save), std::move(lock)), g_(std::move(g)), ai_rng_(ai_seed, 17) {
        for (const Event& e : g_.state.board().events) log_.push_back(event_text(g_.state.cards(), e));
        viewer_ = human_seat_to_show();
        // A hot-seat game resumed with a person to act starts behind the pass screen.
        hidden_ = g_.seats.hot_seat();
        save_now();
        prompt_order();
    }

    std::string title() const override { return "Hera & Zeus"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (hidden_) {
            draw_pass_screen(c, area, theme, "Hera & Zeus", seat_name(g_.seats, g_.state.current_player()));
            return;
        }
        View v = g_.state.view_for(viewer_);
        BoardUi ui;
        controls_.show(ui, is_my_turn());
        ui.log = log_;
        ui.status = status_;
        ui.seat_names[0] = seat_name(g_.seats, 0);
        ui.seat_names[1] = seat_name(g_.seats, 1);
        draw_board(c, area, v, ui, theme);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (hidden_) {
            if (key::is_choose(k)) {
                hidden_ = false;
                viewer_ = g_.state.current_player();
                prompt_order();
            } else if (key::is_back(k)) {
                return leave_confirm();
            }
            return Transition::stay();
        }
        if (controls_.choosing()) {
            if (auto a = controls_.on_key(k, my_view(), g_.state.legal_actions(), status_)) act(*a);
            return Transition::stay();
        }
        if (key::is_back(k)) return g_.state.is_terminal() ? Transition::pop() : leave_confirm();
        if (k == 's') return Transition::push(make_summary_screen(g_.state.card_set(), viewer_));
        if (g_.state.is_terminal()) {
            if (key::is_choose(k)) return Transition::pop();
            return Transition::stay();
        }
        if (!is_my_turn()) {
            status_ = "Wait: " + seat_name(g_.seats, g_.state.current_player()) + " is thinking.";
            return Transition::stay();
        }
        if (auto a = controls_.on_key(k, my_view(), g_.state.legal_actions(), status_)) act(*a);
        return Transition::stay();
    }

    bool on_tick() override {
        if (hidden_ || g_.state.is_terminal() || is_my_turn() || !computer_to_act()) return false;
        if (!thinking_) {
            thinking_ = true;  // draw "thinking" first, move on the next tick
            status_ = seat_name(g_.seats, g_.state.current_player()) + " is thinking...";
            return true;
        }
        thinking_ = false;
        Level level = *g_.seats.computer[static_cast<std::size_t>(g_.state.current_player())];
        Action a = computer_move(g_.state, level, ai_rng_, kStrongMs);
        status_.clear();
        act(a);
        return true;
    }

    std::vector<KeyHint> key_hints() const override {
        if (hidden_) return {{"Enter", "ready"}, {"q", "leave"}};
        if (controls_.choosing()) return controls_.key_hints();
        if (g_.state.is_terminal()) return {{"Enter", "back to the menu"}};
        auto hints = controls_.key_hints();
        hints.insert(hints.begin() + 5, KeyHint{"q", "leave"});
        hints.push_back({"s", "summary cards", false});
        return hints;
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    void on_hangup() noexcept override {
        try {
            save_now();
        } catch (...) {
        }
    }

private:
    bool is_my_turn() const {
        int p = g_.state.current_player();
        return !g_.seats.computer[static_cast<std::size_t>(p)] && p == viewer_;
    }
    bool computer_to_act() const { return g_.seats.computer[static_cast<std::size_t>(g_.state.current_player())].has_value(); }

    int human_seat_to_show() const {
        int p = g_.state.current_player();
        if (!g_.seats.computer[static_cast<std::size_t>(p)]) return p;
        return g_.seats.computer[0] ? 1 : 0;
    }

    Transition leave_confirm() {
        return confirm_leave([this] {
            if (!save_now()) {
                status_ = leave_refused(status_);
                return false;
            }
            file_.release();
            return true;
        }, [this] { return status_; });
    }

    // The screen reads the seat's View, never the state: the hand is in the order the View shows it.
    View my_view() const { return g_.state.view_for(viewer_); }

    void act(const Action& a) {
        if (std::string why = g_.state.why_illegal(a); !why.empty()) {
            status_ = why;
            return;
        }
        Board before = g_.state.board();
        int mover = g_.state.current_player();
        g_.state.apply(a);
        append_new_events(*g_.state.card_set(), before, g_.state.board(), log_);
        controls_.clamp_cursor(my_view());
        if (g_.state.is_terminal()) {
            finish();
            return;
        }
        int next = g_.state.current_player();
        if (next != mover) {
            save_now();  // every turn start is saved
            if (g_.seats.hot_seat()) hidden_ = true;
        }
        prompt_order();
    }

    // Cards of the player's own on their way to the discard pile: ask which goes next.
    void prompt_order() {
        if (hidden_ || g_.state.is_terminal() || !is_my_turn()) return;
        controls_.prompt_order(my_view(), g_.state.legal_actions());
    }

    void finish() {
        file_.finish();  // a finished game is not continued
        int w = g_.state.winner();
        status_ = w < 0 ? "The game is drawn. Press Enter." : seat_name(g_.seats, w) + " wins! Press Enter.";
        if (g_.seats.hot_seat()) hidden_ = false;
    }

    bool save_now() {
        return file_.save([&] { return SaveEnvelope{kGameId, kSaveVersion, saved_to_json(g_)}; }, status_);
    }

    GameSaveFile file_;
    SavedGame g_;
    Rng ai_rng_;
    int viewer_ = 0;
    bool hidden_ = false, thinking_ = false;
    SeatControls controls_;
    std::vector<std::string> log_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed) {
    return std::make_unique<PlayScreen>(std::move(save), std::move(game), std::move(lock), ai_seed);
}

}  // namespace olympus::herazeus
