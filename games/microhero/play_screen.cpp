#include "microhero/play_screen.hpp"

#include <algorithm>

#include "core/save.hpp"
#include "microhero/board_view.hpp"
#include "microhero/controls.hpp"
#include "microhero/help.hpp"
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
        controls_.refresh(s_, s_.legal_actions());
    }

    std::string title() const override { return "Micro Hero: " + name_; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        BoardUi ui;
        controls_.fill(ui, true);
        draw_board(c, area, s_, ui, theme);
    }

    Transition on_key(int k) override {
        controls_.clear_status();
        if (k == 'q' || k == key::Escape) {
            return Transition::push(std::make_unique<ConfirmScreen>(
                "Leave the campaign? It is saved, and Continue brings you back to this turn.", [this] {
                    if (!save_now()) {
                        controls_.set_status(leave_refused(controls_.status()));
                        // The reason whole, then back to the campaign.
                        return Transition::replace(std::make_unique<NoticeScreen>("Not saved", controls_.status()));
                    }
                    return leave();
                }));
        }
        if (k == 'u' && !controls_.viewing_partner()) return undo();
        auto reply = controls_.on_key(k, s_, true);
        if (reply.move) return act(*reply.move);
        return std::move(reply.next);
    }

    std::vector<KeyHint> key_hints() const override {
        // The controls' keys, with undo before the piles and leaving before the hidden ones.
        auto h = controls_.key_hints(s_, true);
        auto at = [&](const std::string& keys) {
            return std::find_if(h.begin(), h.end(), [&](const KeyHint& k) { return k.keys == keys; });
        };
        h.insert(at("d"), {"u", "undo", !undo_.empty()});
        h.insert(at("1-9"), {"q", "leave"});
        return h;
    }

    std::vector<std::string> help_text() const override { return how_to_play(); }

    void on_hangup() noexcept override {
        try {
            save_now();
        } catch (...) {  // nothing more can be done while the terminal goes away
        }
    }

    // Another Olympus of this account asks for the campaign: save, let go and tell the player.
    std::unique_ptr<Screen> poll_replacement() override {
        if (!lock_.takeover_requested()) return nullptr;
        if (!save_now()) {
            lock_.refuse();
            controls_.set_status("Another Olympus session asked for this campaign, but it could not be saved, so it "
                                 "stays here. " + controls_.status());
            return nullptr;
        }
        lock_.hand_over();
        return std::make_unique<TextScreen>(
            "Campaign taken over",
            std::vector<std::string>{"Another Olympus session on this account took over the campaign \"" + name_ +
                                         "\"; your progress up to now was saved in it.",
                                     "", "Press Enter to go back."});
    }

private:
    Transition leave() {
        lock_.release();
        return Transition::pop(2);  // the confirmation and this screen
    }

    Transition act(const Action& a) {
        State before = s_;
        s_.apply(a);
        // In co-op a played card can never go back to the hand (the rulebook's co-op rules).
        bool coop_play = s_.cfg.players == 2 && a.kind == Action::Kind::Play;
        if (coop_play || revealed_hidden(before, s_)) undo_.clear();
        else undo_.push_back(std::move(before));
        after_change();
        if (s_.is_terminal()) return finish();
        return Transition::stay();
    }

    Transition undo() {
        if (undo_.empty()) {
            controls_.set_status("Nothing to undo: a card or Trial was revealed since.");
            return Transition::stay();
        }
        s_ = std::move(undo_.back());
        undo_.pop_back();
        after_change();
        controls_.set_status("Undone.");
        return Transition::stay();
    }

    void after_change() {
        controls_.refresh(s_, s_.legal_actions());
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
        std::string why;
        const bool saved = save_or_report([&] { store_.save(name_, s_); }, why);
        if (!why.empty()) controls_.set_status(why);
        return saved;
    }

    CampaignStore store_;
    std::string name_;
    State s_;
    SaveLock lock_;
    std::vector<State> undo_;
    SeatControls controls_;
    bool finished_ = false;
    std::tuple<int, int, bool> saved_mark_{-1, -1, false};
};

}  // namespace

std::unique_ptr<Screen> make_play_screen(CampaignStore store, std::string name, State state, SaveLock lock) {
    return std::make_unique<PlayScreen>(std::move(store), std::move(name), std::move(state), std::move(lock));
}

}  // namespace olympus::microhero
