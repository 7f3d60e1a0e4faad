#include "cgs/play_screen.hpp"

#include <algorithm>

#include "cgs/action_label.hpp"
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

class PlayScreen final : public Screen {
public:
    PlayScreen(std::filesystem::path save, SavedGame g, SaveLock lock, std::uint64_t ai_seed)
        : file_(std::move(save), std::move(lock)), g_(std::move(g)), ai_rng_(ai_seed, 31) {
        viewer_ = first_human();
        if (g_.seats.is_human(g_.state.current_player())) viewer_ = g_.state.current_player();
        hidden_ = g_.seats.hot_seat() && !g_.state.is_terminal();
        // A game that cannot be saved does not start (the set-up screen shows why).
        if (!g_.state.is_terminal()) file_.write({kGameId, kSaveVersion, saved_to_json(g_)});
        focus_own();
    }

    std::string title() const override { return "CGS"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (hidden_) {
            draw_pass_screen(c, area, theme, "CGS", seat_label(g_.seats, g_.state.current_player()));
            return;
        }
        View v = my_view();
        TableUi ui;
        ui.map.detailed = detailed_;
        ui.map.cursor = cursor_;
        if (menu_open_ && menu_actions_[static_cast<std::size_t>(menu_.cursor())].kind == K::Orient) {
            // C2.11: the starting tile lies face up; show it turned the way the menu points.
            const int pos = v.positions.at(static_cast<std::size_t>(v.seats[static_cast<std::size_t>(viewer_)].team));
            v.map.slots[static_cast<std::size_t>(pos)].turn = static_cast<std::int8_t>(menu_actions_[static_cast<std::size_t>(menu_.cursor())].n);
            ui.map.cursor = cell_of(pos, 0);
        }
        if (auto it = v.reach.find(selected_); it != v.reach.end()) ui.map.reach.insert(it->second.begin(), it->second.end());
        if (auto it = v.targets.find(selected_); it != v.targets.end())
            for (int uid : it->second)
                if (const PieceView* t = v.piece(uid)) ui.map.targets.insert(t->cell);
        ui.selected = selected_;
        for (int s = 0; s < g_.state.num_players(); ++s) ui.labels.push_back(seat_label(g_.seats, s));
        ui.hide_hand = g_.seats.hot_seat() && !my_decision() && !g_.state.is_terminal();
        if (menu_open_) {
            ui.menu = &menu_;
            ui.menu_title = menu_title_;
        }
        ui.prompt = prompt(v);
        ui.status = status_;
        ui.status_is_problem = problem_;
        draw_table(c, area, v, ui, theme);
    }

    Transition on_key(int k) override {
        status_.clear();
        problem_ = false;
        if (hidden_) {
            if (key::is_choose(k)) {
                hidden_ = false;
                viewer_ = g_.state.current_player();
                focus_own();
            } else if (key::is_back(k)) {
                return leave_confirm();
            }
            return Transition::stay();
        }
        if (menu_open_) return menu_key(k);
        if (k == 'z') {
            detailed_ = !detailed_;
            return Transition::stay();
        }
        if (k == 'L') {
            std::vector<std::string> lines{"# Newest first"};
            const auto& log = g_.state.log();
            lines.insert(lines.end(), log.rbegin(), log.rend());
            return Transition::push(std::make_unique<TextScreen>("Log", std::move(lines)));
        }
        if (move_cursor(k)) return Transition::stay();
        if (g_.state.is_terminal()) {
            if (key::is_choose(k) || key::is_back(k)) return Transition::pop();
            return Transition::stay();
        }
        if (key::is_back(k)) return leave_confirm();
        if (k == key::Tab || k == key::BackTab) {
            next_character(k == key::Tab ? 1 : -1);
            return Transition::stay();
        }
        if (!my_decision()) {
            status_ = "Wait: " + seat_label(g_.seats, g_.state.current_player()) + " is to act.";
            return Transition::stay();
        }
        const View v = my_view();
        if (key::is_choose(k)) return choose_here(v);
        if (k == 'd') {
            if (!act_if_legal(v, [](const Action& a) { return a.kind == K::Done || a.kind == K::Pass; })) {
                status_ = "The phase cannot end yet: the menu (m) shows what is still to do.";
                problem_ = true;
            }
            return Transition::stay();
        }
        if (k == 'm') open_menu(v, "Every move you can make", [](const Action&) { return true; });
        else if (k == 'a') open_menu(v, "Combat actions", [](const Action& a) { return a.kind == K::Attack || a.kind == K::Attempt || a.kind == K::Use; });
        else if (k == 'p') open_menu(v, "Cards to play or hand on", [](const Action& a) { return a.kind == K::Play || a.kind == K::Share || a.kind == K::Give || a.kind == K::React; });
        return Transition::stay();
    }

    bool on_tick() override {
        if (hidden_ || g_.state.is_terminal()) return false;
        const int p = g_.state.current_player();
        if (g_.seats.is_human(p)) return false;
        if (!thinking_) {
            thinking_ = true;  // draw "thinking" first and move on the next tick, so a person can follow
            status_ = seat_label(g_.seats, p) + " is playing...";
            problem_ = false;
            return true;
        }
        thinking_ = false;
        status_.clear();
        act(computer_move(g_.state, *g_.seats.computer[static_cast<std::size_t>(p)], ai_rng_));
        return true;
    }

    std::vector<KeyHint> key_hints() const override {
        if (hidden_) return {{"Enter", "ready"}, {"q", "leave"}};
        if (menu_open_) return {{"Up/Down", "choose"}, {"Enter", "do it"}, {"Esc", "close"}};
        if (g_.state.is_terminal()) return {{"Enter", "back to the menu"}, {"arrows", "look"}, {"z", "map size"}};
        return {{"arrows", "hex"},         {"Tab", "hero"},  {"Enter", "act"},      {"m", "moves"},
                {"d", "done"},             {"z", "map"}, {"q", "leave"},           {"a", "combat menu", false},
                {"p", "cards menu", false}, {"c", "through a cave", false}, {"y u b n", "diagonal steps", false},
                {"L", "the whole log", false}};
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    void on_hangup() noexcept override {
        try {
            save_now();
        } catch (...) {
        }
    }

private:
    int first_human() const {
        for (int s = 0; s < g_.state.num_players(); ++s)
            if (g_.seats.is_human(s)) return s;
        return 0;
    }
    View my_view() const { return view_for(g_.state, viewer_); }
    bool my_decision() const {
        return !g_.state.is_terminal() && g_.state.current_player() == viewer_ && g_.seats.is_human(viewer_);
    }

    std::string prompt(const View& v) const {
        if (g_.state.is_terminal()) {
            const int w = g_.state.winner();
            return w < 0 ? "The game ends undecided. Press Enter." : seat_label(g_.seats, w) + " wins! Press Enter.";
        }
        if (!my_decision()) return seat_label(g_.seats, g_.state.current_player()) + " to act.";
        return phase_prompt(v);
    }

    // ---- the cursor ----

    // Moves by hex neighbours; up and down keep to the column the cursor came from.
    bool move_cursor(int k) {
        int d = -1;
        const hex::Hex h = cell_hex(cursor_);
        const int col = 2 * h.q + h.r;
        if (key::is_left(k)) d = 3;
        else if (key::is_right(k)) d = 0;
        else if (key::is_up(k)) d = col <= want_col_ ? 1 : 2;
        else if (key::is_down(k)) d = col <= want_col_ ? 5 : 4;
        else if (k == 'y') d = 2;
        else if (k == 'u') d = 1;
        else if (k == 'b') d = 4;
        else if (k == 'n') d = 5;
        else if (k == 'c') d = kCaveDir;
        if (d < 0) return false;
        const CellId to = g_.state.map().neighbor(cursor_, d);
        if (to < 0) {
            if (d == kCaveDir) {
                status_ = "No cave way here: c goes through a cave entrance or exit that has been entered.";
                problem_ = true;
            }
            return true;
        }
        cursor_ = to;
        const hex::Hex nh = cell_hex(to);
        if (!key::is_up(k) && !key::is_down(k)) want_col_ = 2 * nh.q + nh.r;
        return true;
    }

    void focus_own() {
        const View v = my_view();
        if (const PieceView* p = v.piece(selected_); p && p->seat == viewer_) {
            if (p->cell >= 0 && my_decision() && v.phase == Phase::Move) cursor_ = p->cell;
            return;
        }
        selected_ = -1;
        next_character(1);
        if (selected_ < 0 && v.phase == Phase::Camp && v.current == viewer_) {
            // The camp goes on the team's own tile: start the cursor on one of the offered hexes.
            for (const Action& a : v.legal)
                if (a.kind == K::Camp) {
                    if (auto c = parse_cell(a.a)) set_cursor(*c);
                    break;
                }
        }
    }

    void set_cursor(CellId c) {
        cursor_ = c;
        const hex::Hex h = cell_hex(c);
        want_col_ = 2 * h.q + h.r;
    }

    void next_character(int step) {
        const View v = my_view();
        std::vector<const PieceView*> mine;
        for (const auto& p : v.pieces)
            if (p.seat == viewer_ && is_character(p.kind) && p.cell >= 0) mine.push_back(&p);
        if (mine.empty()) return;
        int at = -1;
        for (std::size_t i = 0; i < mine.size(); ++i)
            if (mine[i]->uid == selected_) at = static_cast<int>(i);
        const int n = static_cast<int>(mine.size());
        at = at < 0 ? 0 : ((at + step) % n + n) % n;
        selected_ = mine[static_cast<std::size_t>(at)]->uid;
        set_cursor(mine[static_cast<std::size_t>(at)]->cell);
    }

    // ---- moves ----

    template <class Pred>
    void open_menu(const View& v, std::string title, Pred keep) {
        menu_actions_.clear();
        std::vector<Menu::Item> items;
        std::vector<Action> all = v.legal;
        // Grouped by kind, in the order the phase asks for them.
        std::stable_sort(all.begin(), all.end(), [](const Action& a, const Action& b) { return a.kind < b.kind; });
        for (const Action& a : all)
            if (keep(a)) {
                menu_actions_.push_back(a);
                items.push_back({action_label(v, a), ""});
            }
        if (menu_actions_.empty()) {
            status_ = "Nothing of that kind can be done now.";
            problem_ = true;
            return;
        }
        menu_title_ = std::move(title);
        menu_.set_items(std::move(items));
        menu_.set_cursor(0);
        menu_open_ = true;
    }

    Transition menu_key(int k) {
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) {
            menu_open_ = false;
            return Transition::stay();
        }
        if (auto i = menu_.chosen(k)) {
            menu_open_ = false;
            act(menu_actions_[static_cast<std::size_t>(*i)]);
        }
        return Transition::stay();
    }

    template <class Pred>
    bool act_if_legal(const View& v, Pred pred) {
        for (const Action& a : v.legal)
            if (pred(a)) {
                act(a);
                return true;
            }
        return false;
    }

    // Enter: what the phase asks, at the hex under the cursor where that is a place.
    Transition choose_here(const View& v) {
        const PieceView* sel = v.piece(selected_);
        const std::string here = cell_name(cursor_);
        switch (v.phase) {
            case Phase::Orient: open_menu(v, "Turn your starting tile", [](const Action& a) { return a.kind == K::Orient; }); break;
            case Phase::Camp:
                if (!act_if_legal(v, [&](const Action& a) { return a.kind == K::Camp && a.a == here; }))
                    open_menu(v, "Where does the base camp go?", [](const Action& a) { return a.kind == K::Camp; });
                break;
            case Phase::Keep: open_menu(v, "Keep which card?", [](const Action& a) { return a.kind == K::Keep; }); break;
            case Phase::Move: {
                if (sel && sel->cell == cursor_) {
                    open_menu(v, "Moves of " + sel->title, [&](const Action& a) { return a.kind == K::Move && a.a == sel->name; });
                    break;
                }
                if (sel) {
                    std::vector<Action> steps;
                    for (const Action& a : v.legal)
                        if (a.kind == K::Move && a.a == sel->name && a.b == here) steps.push_back(a);
                    if (steps.size() == 1) {
                        act(steps[0]);
                        break;
                    }
                    if (!steps.empty()) {
                        open_menu(v, "Exploring: which way does the new tile lie?",
                                  [&](const Action& a) { return a.kind == K::Move && a.a == sel->name && a.b == here; });
                        break;
                    }
                }
                if (!select_at(v)) {
                    status_ = sel ? sel->title + " cannot step there now (one step at a time; + marks where it can reach)."
                                  : "Tab picks one of your characters first.";
                    problem_ = true;
                }
                break;
            }
            case Phase::Combat: {
                if (sel) {
                    auto at_cursor = [&](const Action& a) {
                        if (a.a != sel->name) return false;
                        if (a.kind == K::Attack) {
                            const PieceView* t = v.piece(a.b);
                            return t && t->cell == cursor_;
                        }
                        return (a.kind == K::Attempt || a.kind == K::Use) && sel->cell == cursor_;
                    };
                    bool any = false;
                    for (const Action& a : v.legal) any |= at_cursor(a);
                    if (any) {
                        open_menu(v, sel->title + " at " + here, at_cursor);
                        break;
                    }
                }
                if (!select_at(v)) open_menu(v, "Combat actions", [](const Action& a) { return a.kind != K::Done; });
                break;
            }
            default: open_menu(v, phase_prompt(v), [](const Action&) { return true; }); break;
        }
        return Transition::stay();
    }

    // Picks one of the seat's characters in the hex under the cursor (the next one on each Enter).
    bool select_at(const View& v) {
        std::vector<const PieceView*> mine;
        for (const PieceView* p : v.pieces_at(cursor_))
            if (p->seat == viewer_ && is_character(p->kind)) mine.push_back(p);
        if (mine.empty()) return false;
        std::size_t i = 0;
        while (i < mine.size() && mine[i]->uid != selected_) ++i;
        selected_ = mine[i < mine.size() ? (i + 1) % mine.size() : 0]->uid;
        return true;
    }

    void act(const Action& a) {
        if (std::string why = g_.state.why_illegal(a); !why.empty()) {
            status_ = why;
            problem_ = true;
            return;
        }
        const int before_turn = g_.state.turn();
        g_.state.apply(a);
        if (g_.state.is_terminal()) {
            finish();
            return;
        }
        if (g_.state.turn() != before_turn) save_now();  // every change of turn is saved
        const int next = g_.state.current_player();
        if (g_.seats.is_human(next) && next != viewer_) {
            if (g_.seats.hot_seat()) hidden_ = true;
            else viewer_ = next;
        }
        // Keep the selected character in view while it moves.
        const View v = my_view();
        if (const PieceView* p = v.piece(selected_)) {
            if (a.kind == K::Move && a.a == p->name && p->cell >= 0) set_cursor(p->cell);
        } else {
            selected_ = -1;
        }
        if (!hidden_ && my_decision() && selected_ < 0) focus_own();
    }

    Transition leave_confirm() {
        return confirm_leave([this] {
            if (!save_now()) {
                status_ = leave_refused(status_);
                problem_ = true;
                return false;
            }
            file_.release();
            return true;
        });
    }

    void finish() {
        file_.finish();  // a finished game is not continued
        hidden_ = false;
    }

    bool save_now() {
        return file_.save([&] { return SaveEnvelope{kGameId, kSaveVersion, saved_to_json(g_)}; }, status_);
    }

    GameSaveFile file_;
    SavedGame g_;
    Rng ai_rng_;
    int viewer_ = 0;
    CellId cursor_ = kOlympusCell;
    int want_col_ = 0;
    int selected_ = -1;
    bool hidden_ = false, thinking_ = false, detailed_ = false, problem_ = false;
    bool menu_open_ = false;
    Menu menu_;
    std::string menu_title_;
    std::vector<Action> menu_actions_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock, std::uint64_t ai_seed) {
    return std::make_unique<PlayScreen>(std::move(save), std::move(game), std::move(lock), ai_seed);
}

}  // namespace olympus::cgs
