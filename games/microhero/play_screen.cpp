#include "microhero/play_screen.hpp"

#include <algorithm>

#include "core/save.hpp"
#include "microhero/board_view.hpp"
#include "microhero/help.hpp"
#include "microhero/piles_screen.hpp"
#include "tui/keys.hpp"
#include "tui/save_guard.hpp"
#include "tui/widgets.hpp"

namespace olympus::microhero {

using namespace tui;

namespace {

int total_deck(const State& s) {
    int n = 0;
    for (const auto& p : s.players) n += static_cast<int>(p.deck.size());
    return n;
}

// True when going from `before` to `after` showed something hidden (a drawn card, a Trial, a
// Hera card) or used chance: such a step cannot be taken back.
bool revealed_hidden(const State& before, const State& after) {
    return !(before.rng == after.rng) || total_deck(after) < total_deck(before) ||
           after.upcoming.size() != before.upcoming.size() || after.hera_stack.size() != before.hera_stack.size() ||
           after.trial != before.trial;
}

class PlayScreen final : public Screen {
public:
    PlayScreen(CampaignStore store, std::string name, State s, SaveLock lock)
        : store_(std::move(store)), name_(std::move(name)), s_(std::move(s)), lock_(std::move(lock)) {
        autosave(true);
        refresh_choices();
    }

    std::string title() const override { return "Micro Hero: " + name_; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        BoardUi ui;
        ui.hand_cursor = cursor_;
        ui.choices = s_.phase == Phase::Planning ? nullptr : &choices_;
        ui.status = status_;
        ui.log_scroll = log_scroll_;
        ui.viewed = viewed_;
        draw_board(c, area, s_, ui, theme);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (k == 'q' || k == key::Escape) {
            return Transition::push(std::make_unique<ConfirmScreen>(
                "Leave the campaign? It is saved, and Continue brings you back to this turn.", [this] {
                    if (!save_now()) {
                        status_ = leave_refused(status_);
                        return Transition::pop(1);  // back to the campaign
                    }
                    return leave();
                }));
        }
        if (k == 'd') return Transition::push(make_piles_screen(s_));
        if (k == 'p' && s_.cfg.players == 2) {
            // Co-op: show the partner's played cards and hand, or come back.
            viewed_ = viewed_ >= 0 ? -1 : 1 - s_.actor;
            return Transition::stay();
        }
        if (viewed_ >= 0 && k != '[' && k != ']' && k != key::PageUp && k != key::PageDown) {
            status_ = "Showing your partner's cards: press p to come back and play.";
            return Transition::stay();
        }
        if (k == 'u') return undo();
        if (k == '[' || k == key::PageUp) {
            log_scroll_ = std::min(log_scroll_ + 1, static_cast<int>(s_.log.size()));
            return Transition::stay();
        }
        if (k == ']' || k == key::PageDown) {
            log_scroll_ = std::max(0, log_scroll_ - 1);
            return Transition::stay();
        }
        if (s_.is_terminal()) return Transition::stay();
        if (s_.phase == Phase::Planning) return planning_key(k);
        if (choices_.navigate(k)) return Transition::stay();
        if (auto i = choices_.chosen(k)) return act(legal_[static_cast<std::size_t>(*i)]);
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        std::vector<KeyHint> h;
        // The bottom line names what works now; the help overlay lists every key.
        const bool empty_hand = s_.players[static_cast<std::size_t>(s_.actor)].hand.empty();
        if (s_.phase == Phase::Planning) {
            h = {{"Left/Right", "card"}, {"Enter", "play"}, {"s", "Stance"}, {"e", "end", empty_hand}};
        } else {
            h = {{"Up/Down", "choose"}, {"Enter", "do it"}};
        }
        if (viewed_ >= 0) h = {{"p", "back to your cards"}};
        h.push_back({"u", "undo", !undo_.empty()});
        h.push_back({"d", "piles"});
        if (s_.cfg.players == 2 && viewed_ < 0) h.push_back({"p", "partner"});
        h.push_back({"q", "leave"});
        h.push_back({"1-9", "play card N", false});
        h.push_back({"[ ]", "scroll the log", false});
        return h;
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    void on_hangup() noexcept override {
        try {
            save_now();
        } catch (...) {  // nothing more can be done while the terminal goes away
        }
    }

private:
    Transition leave() {
        lock_.release();
        return Transition::pop(2);  // the confirmation and this screen
    }

    Transition planning_key(int k) {
        const Player& pl = s_.players[static_cast<std::size_t>(s_.actor)];
        int n = static_cast<int>(pl.hand.size());
        if (key::is_left(k) && n > 0) cursor_ = (cursor_ + n - 1) % n;
        else if (key::is_right(k) && n > 0) cursor_ = (cursor_ + 1) % n;
        else if (key::is_choose(k) && n > 0) return act(Action::play(cursor_));
        else if (k >= '1' && k <= '9') return act(Action::play(k - '1'));
        else if (k == 'e') return act(Action::end_planning());
        else if (k == 's') {
            // A Stance that takes a card from the hand uses the card under the cursor.
            for (const auto& a : legal_)
                if (a.kind == Action::Kind::TapStance && (a.n < 0 || a.n == cursor_)) return act(a);
            status_ = "The Stance cannot be used now (it is tapped, or has nothing to work on).";
        }
        return Transition::stay();
    }

    Transition act(const Action& a) {
        if (!is_legal(s_, a)) {
            status_ = "Not possible now: " + action_label(s_, a) + ".";
            return Transition::stay();
        }
        State before = s_;
        s_.apply(a);
        // In co-op a played card can never go back to the hand (the rulebook's co-op rules).
        bool coop_play = s_.cfg.players == 2 && a.kind == Action::Kind::Play;
        if (coop_play || revealed_hidden(before, s_)) undo_.clear();
        else undo_.push_back(std::move(before));
        log_scroll_ = 0;
        after_change();
        if (s_.is_terminal()) return finish();
        return Transition::stay();
    }

    Transition undo() {
        if (undo_.empty()) {
            status_ = "Nothing to undo: a card or Trial was revealed since.";
            return Transition::stay();
        }
        s_ = std::move(undo_.back());
        undo_.pop_back();
        after_change();
        status_ = "Undone.";
        return Transition::stay();
    }

    void after_change() {
        viewed_ = -1;
        refresh_choices();
        int n = static_cast<int>(s_.players[static_cast<std::size_t>(s_.actor)].hand.size());
        cursor_ = std::clamp(cursor_, 0, std::max(0, n - 1));
        autosave(false);
    }

    Transition finish() {
        std::string won = s_.result > 0 ? "Victory! All twelve Trials are overcome." : "Defeat: no Wound was left to take.";
        try {
            store_.finish(name_, s_);
        } catch (const std::exception& e) {
            won += std::string(" (The history could not be written: ") + e.what() + ")";
        }
        finished_ = true;
        lock_.release();
        std::vector<std::string> lines{"# " + won, "",
                                       "Trials overcome: " + std::to_string(s_.overcome.size()) + " of 12",
                                       "Turns played: " + std::to_string(s_.turns_total),
                                       "Difficulty: " + std::string(to_string(s_.cfg.difficulty)),
                                       "Expansions: " + expansions_text(s_.cfg), "",
                                       "The campaign is in the history now. Press Enter to go back."};
        return Transition::replace(std::make_unique<TextScreen>("Campaign over", lines));
    }

    void refresh_choices() {
        legal_ = s_.legal_actions();
        std::vector<Menu::Item> items;
        for (const auto& a : legal_) items.push_back({action_label(s_, a), ""});
        int keep = choices_.cursor();
        choices_.set_items(std::move(items));
        choices_.set_cursor(keep);
    }

    // Saves at the start of every turn and at every round end (the Preparation phase).
    void autosave(bool force) {
        auto mark = std::make_tuple(s_.round, s_.turn, s_.phase == Phase::Preparation);
        bool turn_start = s_.phase == Phase::Planning && s_.players[0].played.empty();
        if (!force && (mark == saved_mark_ || !(turn_start || s_.phase == Phase::Preparation))) return;
        saved_mark_ = mark;
        save_now();
    }

    bool save_now() {
        if (finished_) return true;
        return save_or_report([&] { store_.save(name_, s_); }, status_);
    }

    CampaignStore store_;
    std::string name_;
    State s_;
    SaveLock lock_;
    std::vector<State> undo_;
    std::vector<Action> legal_;
    Menu choices_;
    int cursor_ = 0;
    int log_scroll_ = 0;
    int viewed_ = -1;  // co-op: the partner whose cards are shown, or -1
    std::string status_;
    bool finished_ = false;
    std::tuple<int, int, bool> saved_mark_{-1, -1, false};
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(CampaignStore store, std::string name, State state, SaveLock lock) {
    return std::make_unique<PlayScreen>(std::move(store), std::move(name), std::move(state), std::move(lock));
}

}  // namespace olympus::microhero
