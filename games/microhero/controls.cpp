#include "microhero/controls.hpp"

#include <algorithm>

#include "microhero/describe.hpp"
#include "microhero/piles_screen.hpp"
#include "tui/keys.hpp"

namespace olympus::microhero {

using namespace tui;

void SeatControls::refresh(const State& s, const std::vector<Action>& legal) {
    legal_ = legal;
    viewed_ = -1;
    log_scroll_ = 0;
    std::vector<Menu::Item> items;
    for (const auto& a : legal_) items.push_back({action_label(s, a), ""});
    // set_items keeps the cursor on the same entry by its label, and guards an Enter meant for an
    // entry that is gone (the last Strike bought) from buying whatever moved under the cursor.
    choices_.set_items(std::move(items));
    const int n = static_cast<int>(s.players[static_cast<std::size_t>(s.actor)].hand.size());
    cursor_ = std::clamp(cursor_, 0, std::max(0, n - 1));
    const int played = static_cast<int>(s.players[static_cast<std::size_t>(s.actor)].played.size());
    played_cursor_ = std::clamp(played_cursor_, 0, std::max(0, played - 1));
    if (focus_ == Focus::Played && played == 0) focus_ = Focus::Hand;
    if (s.phase != Phase::Planning) focus_ = Focus::Hand;
}

void SeatControls::point_at(const State& s, const Action& a) {
    auto it = std::find(legal_.begin(), legal_.end(), a);
    if (it == legal_.end()) return;
    viewed_ = -1;
    if (s.phase == Phase::Planning && a.kind == Action::Kind::Play) {
        focus_ = Focus::Hand;
        cursor_ = a.n;
    } else if (s.phase == Phase::Planning && a.kind == Action::Kind::TapStance) {
        focus_ = Focus::Stance;
    } else {
        choices_.set_cursor(static_cast<int>(it - legal_.begin()));
    }
}

tui::Inspection SeatControls::inspect(const State& s) const {
    const int me = viewed_ >= 0 && viewed_ < s.cfg.players ? viewed_ : s.actor;
    const Player& pl = s.players[static_cast<std::size_t>(me)];
    if (s.phase != Phase::Planning || s.is_terminal()) {
        // Outside Planning the cursor is on a menu entry: the card it names, else the Trial.
        const int i = choices_.cursor();
        if (viewed_ < 0 && !s.is_terminal() && i >= 0 && i < static_cast<int>(legal_.size()))
            if (auto what = describe_action(s, legal_[static_cast<std::size_t>(i)]); !what.empty()) return what;
        return describe_trial(s);
    }
    switch (focus_) {
        case Focus::Hand:
            if (cursor_ < static_cast<int>(pl.hand.size())) return describe_card(s, pl.hand[static_cast<std::size_t>(cursor_)], me);
            // No card under the cursor: say so rather than name a card that was played.
            if (pl.hand.empty()) return {"No card in hand", {"Every card of this turn's hand is played."}};
            return describe_stance(s, me);
        case Focus::Played:
            if (played_cursor_ < static_cast<int>(pl.played.size()))
                return describe_card(s, pl.played[static_cast<std::size_t>(played_cursor_)], me,
                                     static_cast<std::size_t>(played_cursor_));
            return {};
        case Focus::Stance: return describe_stance(s, me);
        case Focus::Trial: return describe_trial(s);
    }
    return {};
}

SeatControls::Reply SeatControls::on_key(int k, const State& s, bool may_act) {
    if (k == 'd') return {std::nullopt, Transition::push(make_piles_screen(s))};
    if (k == 'p' && s.cfg.players == 2) {
        // Co-op: the other player's played cards and hand, or back.
        viewed_ = viewed_ >= 0 ? -1 : 1 - s.actor;
        return {};
    }
    if (k == '[' || k == key::PageUp) {
        log_scroll_ = std::min(log_scroll_ + 1, static_cast<int>(s.log.size()));
        return {};
    }
    if (k == ']' || k == key::PageDown) {
        log_scroll_ = std::max(0, log_scroll_ - 1);
        return {};
    }
    if (viewed_ >= 0) {
        status_ = "Showing your partner's cards: press p to come back and play.";
        return {};
    }
    if (s.is_terminal() || !may_act) return {};
    if (s.phase == Phase::Planning) return planning_key(k, s);
    if (choices_.navigate(k)) return {};
    const bool was_gone = key::is_choose(k) && choices_.vanished();
    if (auto i = choices_.chosen(k); i && *i < static_cast<int>(legal_.size())) return choose(s, legal_[static_cast<std::size_t>(*i)]);
    if (was_gone && !choices_.items().empty())
        status_ = "That choice is gone; the cursor is on \"" + choices_.items()[static_cast<std::size_t>(choices_.cursor())].label +
                  "\" now: Enter again to choose it.";
    return {};
}

SeatControls::Reply SeatControls::planning_key(int k, const State& s) {
    const Player& pl = s.players[static_cast<std::size_t>(s.actor)];
    const int n = static_cast<int>(pl.hand.size());
    const int played = static_cast<int>(pl.played.size());
    // Up and Down go through the table, bottom to top: hand, played cards, Stance, Trial.
    if (key::is_up(k) || key::is_down(k)) {
        std::vector<Focus> rows{Focus::Hand};
        if (played > 0) rows.push_back(Focus::Played);
        rows.push_back(Focus::Stance);
        rows.push_back(Focus::Trial);
        auto at = std::find(rows.begin(), rows.end(), focus_);
        int i = at == rows.end() ? 0 : static_cast<int>(at - rows.begin());
        i = std::clamp(i + (key::is_up(k) ? 1 : -1), 0, static_cast<int>(rows.size()) - 1);
        focus_ = rows[static_cast<std::size_t>(i)];
        return {};
    }
    if (focus_ == Focus::Played && (key::is_left(k) || key::is_right(k))) {
        played_cursor_ = std::clamp(played_cursor_ + (key::is_left(k) ? -1 : 1), 0, std::max(0, played - 1));
        return {};
    }
    if ((focus_ == Focus::Stance || focus_ == Focus::Trial) && (key::is_left(k) || key::is_right(k))) {
        focus_ = focus_ == Focus::Stance ? Focus::Trial : Focus::Stance;
        return {};
    }
    if (key::is_choose(k) && focus_ != Focus::Hand) {
        // Enter plays from the hand only: a reflexive Enter elsewhere brings the cursor back there.
        focus_ = Focus::Hand;
        return {};
    }
    if (key::is_left(k) && n > 0) cursor_ = (cursor_ + n - 1) % n;
    else if (key::is_right(k) && n > 0) cursor_ = (cursor_ + 1) % n;
    else if (key::is_choose(k) && n > 0) return choose(s, Action::play(cursor_));
    else if (k >= '1' && k <= '9') return choose(s, Action::play(k - '1'));
    else if (k == 'e') return choose(s, Action::end_planning());
    else if (k == 's') {
        // A Stance that takes a card from the hand uses the card under the cursor.
        for (const auto& a : legal_)
            if (a.kind == Action::Kind::TapStance && (a.n < 0 || a.n == cursor_)) return choose(s, a);
        status_ = "The Stance cannot be used now (it is tapped, or has nothing to work on).";
    }
    return {};
}

std::string SeatControls::refused(const State& s, const Action& a) const {
    if (a.kind == Action::Kind::EndPlanning && s.phase == Phase::Planning) {
        // The planning ends once the whole hand is played: the rules offer no earlier end.
        const std::size_t left = s.players[static_cast<std::size_t>(s.actor)].hand.size();
        if (left > 0)
            return "Planning ends once every card of your hand is played: " + std::to_string(left) +
                   (left == 1 ? " card is" : " cards are") + " left to play.";
    }
    return "Not possible now: " + action_label(s, a) + ".";
}

SeatControls::Reply SeatControls::choose(const State& s, const Action& a) {
    if (std::find(legal_.begin(), legal_.end(), a) == legal_.end()) {
        status_ = refused(s, a);
        return {};
    }
    return {a, Transition::stay()};
}

std::string SeatControls::question_before(const State& s, const Action& a) const {
    using K = Action::Kind;
    if (a.kind == K::EndImprovement && s.xp > 0) {
        const bool usable = std::any_of(legal_.begin(), legal_.end(), [](const Action& b) {
            return b.kind == K::Buy || b.kind == K::Upgrade || b.kind == K::Anticipate;
        });
        if (usable)
            return "XP unspent: " + std::to_string(s.xp) + " XP could still buy or upgrade a card, and is lost when the "
                   "improvement ends. End the improvement?";
    }
    if (a.kind == K::PrepExhaust) {
        const int d = s.cat->card_index(a.card);
        // A Wound leaving the deck is a gain; a Technique or Blessing is a card given up.
        if (d >= 0 && s.cat->card(d).type != CardType::Wound)
            return "Exhaust " + s.cat->card(d).name + (a.upgraded ? "+" : "") +
                   "? It leaves your deck and goes back to the Reserve" + (a.upgraded ? " at its base level." : ".");
    }
    return "";
}

void SeatControls::fill(BoardUi& ui, bool may_act) const {
    ui.hand_cursor = cursor_;
    ui.focus = focus_;
    ui.played_cursor = played_cursor_;
    ui.choices = &choices_;
    ui.status = status_;
    ui.log_scroll = log_scroll_;
    ui.viewed = viewed_;
    ui.acting = may_act;
}

std::vector<KeyHint> SeatControls::key_hints(const State& s, bool mine) const {
    std::vector<KeyHint> h;
    // The bottom line names what works now; the help overlay lists every key.
    if (viewed_ >= 0) {
        h = {{"p", "back to your cards"}};
    } else if (mine && s.phase == Phase::Planning) {
        const bool empty_hand = s.players[static_cast<std::size_t>(s.actor)].hand.empty();
        h = {{"Enter", "play"}, {"s", "Stance"}, {"e", "end", empty_hand}};
    } else if (mine) {
        h = {{"Up/Down", "choose"}, {"Enter", "do it"}};
    }
    h.push_back({"d", "piles"});
    if (s.cfg.players == 2 && viewed_ < 0) h.push_back({"p", "partner"});
    // Last, so that on a narrow line they give way to leave, hint and undo (the cursor shows).
    if (viewed_ < 0 && mine && s.phase == Phase::Planning) {
        h.push_back({"Left/Right", "card"});
        h.push_back({"Up/Down", "look at the table", false});
    }
    if (mine) h.push_back({"1-9", "play card N", false});
    h.push_back({"[ ]", "scroll the log", false});
    return h;
}

}  // namespace olympus::microhero
