#include "herazeus/play_screen.hpp"

#include "core/save.hpp"
#include "herazeus/board_view.hpp"
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
        ui.hand_cursor = is_my_turn() ? cursor_ : -1;
        ui.choices = choosing_ ? &menu_ : nullptr;
        ui.choices_title = menu_title_;
        if (choosing_ && !choice_actions_.empty())
            ui.preview = choice_actions_[static_cast<std::size_t>(menu_.cursor())];
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
        if (choosing_) {
            if (menu_.navigate(k)) return Transition::stay();
            if (key::is_back(k)) {
                choosing_ = false;
                return Transition::stay();
            }
            if (auto i = menu_.chosen(k)) {
                choosing_ = false;
                act(choice_actions_[static_cast<std::size_t>(*i)]);
            }
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
        int n = static_cast<int>(my_view().board.side[static_cast<std::size_t>(viewer_)].hand.size());
        if (key::is_left(k) && n) cursor_ = (cursor_ + n - 1) % n;
        else if (key::is_right(k) && n) cursor_ = (cursor_ + 1) % n;
        else if (key::is_choose(k) && n) open_card_choices();
        else if (k == 'd') act(Action::draw());
        else if (k >= '1' && k <= '3') act(Action::challenge(k - '0'));
        else if (k == 'c') open_choices("Challenge which column?", [](const Action& a) { return a.kind == Action::Kind::Challenge; });
        else if (k == 'r') act(Action::recall());
        else if (k == 'p') open_choices("Put the raided card where?", [](const Action& a) { return a.kind == Action::Kind::Place; });
        else if (k == 'a') open_choices("Every move you can make", [](const Action&) { return true; });
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
        if (choosing_) return {{"Up/Down", "choose"}, {"Enter", "do it"}, {"Esc", "cancel"}};
        if (g_.state.is_terminal()) return {{"Enter", "back to the menu"}};
        return {{"Left/Right", "card"}, {"Enter", "use card"}, {"d", "draw"}, {"1-3", "challenge"},
                {"a", "all moves"}, {"q", "leave"},   {"s", "summary cards", false}, {"c", "challenge a column", false},
                {"r", "take the figure back", false}, {"p", "place a raided card", false}};
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
        });
    }

    template <class Pred>
    void open_choices(std::string title, Pred keep) {
        choice_actions_.clear();
        std::vector<Menu::Item> items;
        View v = g_.state.view_for(viewer_);
        for (const auto& a : g_.state.legal_actions())
            if (keep(a)) {
                choice_actions_.push_back(a);
                items.push_back({action_label(v, a), ""});
            }
        if (choice_actions_.empty()) {
            status_ = "Nothing of that kind can be done now.";
            return;
        }
        menu_title_ = std::move(title);
        menu_.set_items(std::move(items));
        menu_.set_cursor(0);
        choosing_ = true;
    }

    // The screen reads the seat's View, never the state: the hand is in the order the View shows it.
    View my_view() const { return g_.state.view_for(viewer_); }

    void open_card_choices() {
        View v = my_view();
        TypeId t = v.board.side[static_cast<std::size_t>(viewer_)].hand[static_cast<std::size_t>(cursor_)].type;
        std::string token = g_.state.cards().token(t, viewer_);
        open_choices("What to do with " + g_.state.cards()[t].name + "?",
                     [&](const Action& a) {
                         return (a.kind == Action::Kind::Play || a.kind == Action::Kind::Use) && a.card == token;
                     });
        if (!choosing_) status_ = "That card cannot be played or used now.";
    }

    void act(const Action& a) {
        if (std::string why = g_.state.why_illegal(a); !why.empty()) {
            status_ = why;
            return;
        }
        Board before = g_.state.board();
        int mover = g_.state.current_player();
        g_.state.apply(a);
        append_new_events(before);
        int hand = static_cast<int>(my_view().board.side[static_cast<std::size_t>(viewer_)].hand.size());
        cursor_ = std::clamp(cursor_, 0, std::max(0, hand - 1));
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
        if (hidden_ || choosing_ || g_.state.is_terminal() || !is_my_turn()) return;
        if (g_.state.board().ordering[static_cast<std::size_t>(viewer_)].empty()) return;
        open_choices("Your discards: which goes onto the pile next? The last ends on top.",
                     [](const Action& a) { return a.kind == Action::Kind::Discard; });
    }

    void append_new_events(const Board& before) {
        const auto& after = g_.state.board().events;
        std::size_t start = 0;
        if (!before.events.empty()) {
            const Event& last = before.events.back();
            for (std::size_t i = after.size(); i-- > 0;)
                if (after[i] == last) {
                    start = i + 1;
                    break;
                }
        }
        for (std::size_t i = start; i < after.size(); ++i) log_.push_back(event_text(g_.state.cards(), after[i]));
        if (log_.size() > 200) log_.erase(log_.begin(), log_.begin() + static_cast<std::ptrdiff_t>(log_.size() - 200));
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
    int cursor_ = 0;
    bool hidden_ = false, thinking_ = false, choosing_ = false;
    Menu menu_;
    std::string menu_title_;
    std::vector<Action> choice_actions_;
    std::vector<std::string> log_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed) {
    return std::make_unique<PlayScreen>(std::move(save), std::move(game), std::move(lock), ai_seed);
}

}  // namespace olympus::herazeus
