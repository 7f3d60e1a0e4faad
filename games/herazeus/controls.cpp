#include "herazeus/controls.hpp"

#include <algorithm>

#include "herazeus/rules.hpp"
#include "tui/keys.hpp"

namespace olympus::herazeus {

using namespace tui;

namespace {
// Why `d` draws nothing now, in the rules' words (the rules allow a draw with a card in the deck and
// room in the hand, on one's own turn, when nothing else must be done first).
std::string draw_refused(const View& v, const std::vector<Action>& legal) {
    const SideZones& mine = v.board.side[static_cast<std::size_t>(v.seat)];
    if (legal.empty() || v.board.to_move != v.seat) return "It is not your turn: nothing can be drawn now.";
    if (std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Discard; }))
        return "First choose the order of your discards.";
    if (mine.hand.size() >= static_cast<std::size_t>(kHandLimit))
        return "Your hand holds " + std::to_string(kHandLimit) + " cards, the most it may: play a card instead of drawing.";
    if (mine.deck.empty()) return "Your deck is empty: nothing is left to draw.";
    return "No card can be drawn now.";
}

bool challenge_open(const std::vector<Action>& legal) {
    return std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Challenge; });
}

// Why a challenge from column `col` (1-3; 0 for any column) cannot be made now, in the rules'
// words: each player's first turn has none; a challenge is between the cards at the front of
// two columns straight across, never a figure, and some cards never start one.
std::string challenge_refused(const View& v, const std::vector<Action>& legal, int col) {
    const Board& b = v.board;
    const std::string them = v.seat == kHera ? "Zeus" : "Hera";
    if (legal.empty() || b.to_move != v.seat) return "It is not your turn: no challenge can be made now.";
    if (std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Discard; }))
        return "First choose the order of your discards.";
    if (b.pending.type != kUnknown) return "Press p first: put the raided card face up into " + them + "'s front row.";
    if (rules::first_round(b)) return "No challenge yet: challenges begin with each player's second turn.";
    if (!rules::in_turn(b)) return "No challenge now: finish what this turn asks first.";
    if (col == 0)
        return "No column can challenge now: a challenge needs your card in the front row of a column and one of " + them +
               "'s straight across, neither a figure, and some cards never start one.";
    const std::string n = std::to_string(col);
    const Column& mine = b.side[static_cast<std::size_t>(v.seat)].field[static_cast<std::size_t>(col - 1)];
    const Column& theirs = b.side[static_cast<std::size_t>(rules::other(v.seat))].field[static_cast<std::size_t>(col - 1)];
    if (mine.empty()) return "Your column " + n + " is empty: a challenge needs your card in its front row.";
    if (theirs.empty()) return them + "'s column " + n + " is empty: there is nothing to challenge there.";
    if (mine[0].type == kFigure) return "Your figure stands in " + place_words(col - 1, 0) + ", and a figure never challenges.";
    if (theirs[0].type == kFigure)
        return them + "'s figure stands in " + place_words(col - 1, 0) + ": only Pegasus, played from the hand, may challenge it.";
    if (mine[0].type != kUnknown && !rules::can_initiate(v.cards->power(mine[0].type)))
        return (*v.cards)[mine[0].type].name + ", in your " + place_words(col - 1, 0) + ", never starts a challenge.";
    return "Column " + n + " cannot challenge now.";
}
}  // namespace

std::optional<Action> SeatControls::on_key(int k, const View& v, const std::vector<Action>& legal, std::string& status) {
    if (choosing_) {
        if (menu_.navigate(k)) return std::nullopt;
        if (key::is_back(k)) {
            choosing_ = false;
            return std::nullopt;
        }
        if (auto i = menu_.chosen(k)) {
            choosing_ = false;
            return choice_actions_[static_cast<std::size_t>(*i)];
        }
        return std::nullopt;
    }
    int n = static_cast<int>(v.board.side[static_cast<std::size_t>(v.seat)].hand.size());
    if (move_cursor(k, v)) return std::nullopt;
    if (key::is_choose(k) && field_) status = "That card lies on the table: Down goes back to your hand to play one.";
    else if (key::is_choose(k) && n) open_card_choices(v, legal, status);
    else if (k == 'd') {
        // After a raid the board answers every other move key itself (place the card first).
        const bool raid = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Place; });
        if (raid || std::find(legal.begin(), legal.end(), Action::draw()) != legal.end()) return Action::draw();
        status = draw_refused(v, legal);
    }
    else if (k >= '1' && k <= '3') {
        // Answered here, before any question: a key that cannot act says why.
        const Action a = Action::challenge(k - '0');
        if (std::find(legal.begin(), legal.end(), a) != legal.end()) return a;
        status = challenge_refused(v, legal, k - '0');
    }
    else if (k == 'c' && !challenge_open(legal)) status = challenge_refused(v, legal, 0);
    else if (k == 'c') open_choices("Challenge which column?", v, legal, [](const Action& a) { return a.kind == Action::Kind::Challenge; }, status);
    else if (k == 'r') return Action::recall();
    else if (k == 'p') open_choices("Put the raided card where?", v, legal, [](const Action& a) { return a.kind == Action::Kind::Place; }, status);
    else if (k == 'a') open_choices("Every move you can make", v, legal, [](const Action&) { return true; }, status);
    return std::nullopt;
}

bool SeatControls::move_cursor(int k, const View& v) {
    const int me = v.seat, them = 1 - v.seat;
    // The rows from the hand upward as drawn: the own field from its back row to its front, then
    // the opponent's from its front to its back.
    auto step = [&](int i) { return i < kRows ? FieldSpot{me, 0, kRows - 1 - i} : FieldSpot{them, 0, i - kRows}; };
    auto index = [&](const FieldSpot& f) { return f.side == me ? kRows - 1 - f.row : kRows + f.row; };
    const int n = static_cast<int>(v.board.side[static_cast<std::size_t>(me)].hand.size());
    if (key::is_up(k)) {
        const int i = field_ ? index(*field_) + 1 : 0;
        if (i >= 2 * kRows) return true;  // the far edge: stays
        FieldSpot f = step(i);
        // From the hand the cursor lands in the column nearest the card it leaves.
        f.col = field_ ? field_->col : (n ? std::clamp(cursor_ * kColumns / std::max(1, n), 0, kColumns - 1) : 0);
        field_ = f;
        return true;
    }
    if (key::is_down(k)) {
        if (!field_) return false;
        const int i = index(*field_) - 1;
        if (i < 0) {
            field_.reset();
        } else {
            const int col = field_->col;
            field_ = step(i);
            field_->col = col;
        }
        return true;
    }
    if (key::is_left(k) || key::is_right(k)) {
        const int d = key::is_left(k) ? -1 : 1;
        if (field_) field_->col = (field_->col + d + kColumns) % kColumns;
        else if (n) cursor_ = (cursor_ + d + n) % n;
        return true;
    }
    return false;
}

std::optional<Action> SeatControls::highlighted() const {
    if (!choosing_ || choice_actions_.empty()) return std::nullopt;
    return choice_actions_[static_cast<std::size_t>(menu_.cursor())];
}

void SeatControls::prompt_order(const View& v, const std::vector<Action>& legal) {
    if (choosing_ || v.board.ordering[static_cast<std::size_t>(v.seat)].empty()) return;
    std::string ignored;
    open_choices("Your discards: which goes onto the pile next? The last ends on top.", v, legal,
                 [](const Action& a) { return a.kind == Action::Kind::Discard; }, ignored);
}

void SeatControls::point_at(const View& v, const std::vector<Action>& legal, const Action& a) {
    if (!choosing_) {
        std::string ignored;
        open_choices("Every move you can make", v, legal, [](const Action&) { return true; }, ignored);
    }
    auto it = std::find(choice_actions_.begin(), choice_actions_.end(), a);
    if (choosing_ && it != choice_actions_.end()) menu_.set_cursor(static_cast<int>(it - choice_actions_.begin()));
}

void SeatControls::cursor_on(const View& v, const Action& a) {
    if (a.card.empty()) return;
    const auto t = v.cards->from_token(a.card, v.seat);
    const auto& hand = v.board.side[static_cast<std::size_t>(v.seat)].hand;
    for (std::size_t i = 0; t && i < hand.size(); ++i)
        if (hand[i].type == *t) {
            cursor_ = static_cast<int>(i);
            field_.reset();
            return;
        }
}

void SeatControls::clamp_cursor(const View& v) {
    int hand = static_cast<int>(v.board.side[static_cast<std::size_t>(v.seat)].hand.size());
    cursor_ = std::clamp(cursor_, 0, std::max(0, hand - 1));
}

void SeatControls::show(BoardUi& ui, bool my_turn) const {
    ui.hand_cursor = my_turn && !field_ ? cursor_ : -1;
    if (field_ && !choosing_) ui.field_cursor = std::array<int, 3>{field_->side, field_->col, field_->row};
    ui.choices = choosing_ ? &menu_ : nullptr;
    ui.choices_title = menu_title_;
    if (choosing_ && !choice_actions_.empty()) ui.preview = choice_actions_[static_cast<std::size_t>(menu_.cursor())];
}

std::vector<KeyHint> SeatControls::key_hints(const std::vector<Action>& legal) const {
    if (choosing_) return {{"Up/Down", "choose"}, {"Enter", "do it"}, {"Esc", "cancel"}};
    // A challenge is offered only when one can be made; the key still says why when not.
    const bool challenge = challenge_open(legal);
    std::vector<KeyHint> h;
    if (field_) {
        // Reading the field, the move keys still work: the help lists them under the field's own.
        h = {{"Arrows", "read the field"}, {"Down", "back to the hand"}, {"d", "draw"}, {"a", "all moves"}};
        if (challenge) h.push_back({"1-3", "challenge column 1, 2 or 3", false});
    } else {
        // Most useful first: on a narrow line the last give way to leave, hint and undo (the hand's
        // cursor shows, so the arrows go first).
        h = {{"Enter", "use card"}, {"d", "draw"}};
        if (challenge) h.push_back({"1-3", "challenge"});
        h.push_back({"a", "all moves"});
        h.push_back({"Left/Right", "card"});
    }
    if (challenge) h.push_back({"c", "challenge a column", false});
    h.push_back({"r", "take the figure back", false});
    h.push_back({"p", "place a raided card", false});
    return h;
}

template <class Pred>
void SeatControls::open_choices(std::string title, const View& v, const std::vector<Action>& legal, Pred keep, std::string& status) {
    choice_actions_.clear();
    std::vector<Menu::Item> items;
    for (const auto& a : legal)
        if (keep(a)) {
            choice_actions_.push_back(a);
            items.push_back({action_label(v, a), ""});
        }
    if (choice_actions_.empty()) {
        status = "Nothing of that kind can be done now.";
        return;
    }
    menu_title_ = std::move(title);
    menu_.set_items(std::move(items));
    menu_.set_cursor(0);
    choosing_ = true;
}

void SeatControls::open_card_choices(const View& v, const std::vector<Action>& legal, std::string& status) {
    clamp_cursor(v);
    TypeId t = v.board.side[static_cast<std::size_t>(v.seat)].hand[static_cast<std::size_t>(cursor_)].type;
    if (t == kUnknown) return;
    std::string token = v.cards->token(t, v.seat);
    open_choices("What to do with " + (*v.cards)[t].name + "?", v, legal,
                 [&](const Action& a) {
                     return (a.kind == Action::Kind::Play || a.kind == Action::Kind::Use) && a.card == token;
                 },
                 status);
    if (!choosing_) {
        status = "That card cannot be played or used now.";
        return;
    }
    // The hostage found in a challenge loses the game, and a front place is the first a challenge
    // reaches: a reflexive Enter lands on the deepest place offered, never the front.
    if (t == v.cards->hostage[static_cast<std::size_t>(v.seat)]) {
        int best = 0;
        for (std::size_t i = 0; i < choice_actions_.size(); ++i)
            if (choice_actions_[i].kind == Action::Kind::Play && choice_actions_[i].pos > choice_actions_[static_cast<std::size_t>(best)].pos)
                best = static_cast<int>(i);
        menu_.set_cursor(best);
    }
}

}  // namespace olympus::herazeus
