#include "cgs/controls.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "cgs/action_label.hpp"
#include "tui/keys.hpp"
#include "tui/ask_first.hpp"
#include "tui/table_screen.hpp"

namespace olympus::cgs {

using namespace tui;
using K = Action::Kind;

// ---- the cursor ----

// Moves by hex neighbours; up and down keep to the column the cursor came from.
bool SeatControls::move_cursor(int k) {
    int d = -1;
    const hex::Hex h = cell_hex(cursor_);
    const int col = 2 * h.q + h.r;
    if (key::is_left(k)) d = 3;
    else if (key::is_right(k)) d = 0;
    else if (key::is_up(k)) d = col <= want_col_ ? 1 : 2;
    else if (key::is_down(k)) d = col <= want_col_ ? 5 : 4;
    // The diagonals on the keypad's corners (7 9 1 3 with Num Lock off): u is undo, as in
    // every game, so the roguelike y u b n are not used.
    else if (k == key::Home) d = 2;
    else if (k == key::PageUp) d = 1;
    else if (k == key::End) d = 4;
    else if (k == key::PageDown) d = 5;
    else if (k == 'c') d = kCaveDir;
    if (d < 0) return false;
    hand_ = -1;  // the inspector follows the cursor again
    const CellId to = t_.view().map.neighbor(cursor_, d);
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

void SeatControls::focus_own() {
    const View v = t_.view();
    if (const PieceView* p = v.piece(selected_); p && p->seat == t_.viewer()) {
        if (p->cell >= 0 && t_.my_decision() && v.phase == Phase::Move) cursor_ = p->cell;
        return;
    }
    selected_ = -1;
    next_character(1);
    if (selected_ < 0 && v.phase == Phase::Camp && v.current == t_.viewer()) {
        // The camp goes on the team's own tile: start the cursor on one of the offered hexes.
        for (const Action& a : v.legal)
            if (a.kind == K::Camp) {
                if (auto c = parse_cell(a.a)) set_cursor(*c);
                break;
            }
    }
}

void SeatControls::set_cursor(CellId c) {
    cursor_ = c;
    const hex::Hex h = cell_hex(c);
    want_col_ = 2 * h.q + h.r;
}

void SeatControls::next_character(int step) {
    const View v = t_.view();
    std::vector<const PieceView*> mine;
    for (const auto& p : v.pieces)
        if (p.seat == t_.viewer() && is_character(p.kind) && p.cell >= 0) mine.push_back(&p);
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

void SeatControls::point_at(const Action& a) {
    if (!t_.my_decision()) return;
    const View& v = t_.view();
    auto in_menu = [&] { return std::find(menu_actions_.begin(), menu_actions_.end(), a); };
    if (!menu_open_ || in_menu() == menu_actions_.end()) {
        if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end()) return;
        open_menu(v, "Every move you can make", [](const Action&) { return true; });
    }
    if (menu_open_ && in_menu() != menu_actions_.end()) menu_.set_cursor(static_cast<int>(in_menu() - menu_actions_.begin()));
}

template <class Pred>
void SeatControls::open_menu(const View& v, std::string title, Pred keep) {
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
    // Two allies of one name make entries alike: say which one by where it stands.
    for (std::size_t i = 0; i < items.size(); ++i) {
        bool alike = false;
        for (std::size_t j = 0; j < items.size(); ++j) alike |= i != j && items[i].label == items[j].label;
        if (!alike) continue;
        const Action& a = menu_actions_[i];
        const PieceView* p = v.piece(a.kind == K::Play ? a.b : a.a);
        if (p && p->cell >= 0) items[i].label += " (the one on " + v.where(p->cell) + ")";
    }
    for (std::size_t i = 0; i < items.size(); ++i)  // still alike: number them
        for (std::size_t j = i + 1, n = 2; j < items.size(); ++j)
            if (items[j].label == items[i].label) items[j].label += " (" + std::to_string(n++) + ")";
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

tui::Transition SeatControls::menu_key(int k) {
    if (menu_.navigate(k)) return Transition::stay();
    if (key::is_back(k)) {
        menu_open_ = false;
        return Transition::stay();
    }
    if (auto i = menu_.chosen(k)) {
        const Action a = menu_actions_[static_cast<std::size_t>(*i)];
        if (a.kind == K::Done)
            return tui::choose_in_menu([this](bool open) { menu_open_ = open; }, [&] { return finish(t_.view(), a); });
        menu_open_ = false;
        if (a.kind == K::Keep) {
            // The next card below the kept one (or above, when it was the last) keeps the cursor.
            const std::size_t at = static_cast<std::size_t>(*i);
            keeping_ = true;
            keep_next_.reset();
            if (at + 1 < menu_actions_.size()) keep_next_ = menu_actions_[at + 1];
            else if (at > 0) keep_next_ = menu_actions_[at - 1];
        }
        act(a);
    }
    return Transition::stay();
}

// Ending the movement while the viewer's characters can still step throws those steps away,
// and ending combat while one can still attack throws the attack away: never on one reflexive key.
tui::Transition SeatControls::finish(const View& v, const Action& a) {
    if (a.kind == K::Done && v.phase == Phase::Move) {
        std::string who;
        for (const PieceView& p : v.pieces) {
            if (p.seat != t_.viewer() || p.cell < 0) continue;
            const bool can = std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& m) { return m.kind == K::Move && m.a == p.name; });
            if (!can) continue;
            who += (who.empty() ? "" : ", ") + p.title + " (" + std::to_string(std::max(0, p.moves_left)) +
                   (p.moves_left == 1 ? " step left)" : " steps left)");
        }
        if (!who.empty())
            return ask_first("End the movement? Still able to move: " + who + ". Those steps are lost.",
                             [this, a] { act(a); });
    }
    // Ending combat while one of the viewer's characters can still attack throws that attack away.
    if (a.kind == K::Done && v.phase == Phase::Combat) {
        std::string who;
        for (const PieceView& p : v.pieces) {
            if (p.seat != t_.viewer() || p.cell < 0) continue;
            if (std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& m) { return m.kind == K::Attack && m.a == p.name; }))
                who += (who.empty() ? "" : ", ") + p.title;
        }
        if (!who.empty())
            return ask_first("End combat? Still able to attack: " + who + ". Those attacks are lost.", [this, a] { act(a); });
    }
    act(a);
    return Transition::stay();
}

template <class Pred>
bool SeatControls::act_if_legal(const View& v, Pred pred) {
    for (const Action& a : v.legal)
        if (pred(a)) {
            act(a);
            return true;
        }
    return false;
}

// Enter: what the phase asks, at the hex under the cursor where that is a place.
tui::Transition SeatControls::choose_here(const View& v) {
    const PieceView* sel = v.piece(selected_);
    const std::string here = cell_name(cursor_);
    switch (v.phase) {
        case Phase::Orient: open_menu(v, "Turn your starting tile", [](const Action& a) { return a.kind == K::Orient; }); break;
        case Phase::Camp:
            if (!act_if_legal(v, [&](const Action& a) { return a.kind == K::Camp && a.a == here; }))
                open_menu(v, "Where does the base camp go?", [](const Action& a) { return a.kind == K::Camp; });
            break;
        case Phase::Keep: open_menu(v, keep_title(v), [](const Action& a) { return a.kind == K::Keep; }); break;
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
                // A + hex further off: walk there, a step at a time.
                if (auto it = v.reach.find(sel->uid); it != v.reach.end() &&
                                                      std::find(it->second.begin(), it->second.end(), cursor_) != it->second.end()) {
                    if (auto step = step_towards(v, *sel, cursor_)) {
                        walk_to_ = cursor_;
                        act(*step);
                        break;
                    }
                }
            }
            if (!select_at(v)) {
                status_ = sel ? sel->title + " cannot reach that hex now (the marked hexes are where it can go this turn)."
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
                    open_menu(v, sel->title + " on " + v.where(cursor_), at_cursor);  // named as the map shows it
                    break;
                }
            }
            if (!select_at(v)) open_menu(v, "Combat actions", [](const Action& a) { return a.kind != K::Done; });
            break;
        }
        case Phase::React: {
            // Only "No reaction": nothing to choose, Enter goes on.
            if (v.legal.size() == 1 && v.legal[0].kind == K::Pass) {
                act(v.legal[0]);
                break;
            }
            open_menu(v, react_prompt(v), [](const Action&) { return true; });
            break;
        }
        default: open_menu(v, phase_prompt(v), [](const Action&) { return true; }); break;
    }
    return Transition::stay();
}

std::string SeatControls::keep_title(const View& v) const {
    const SeatView& me = v.seats.at(static_cast<std::size_t>(v.seat));
    int want = 0;
    for (const std::string& name : me.sheets)
        for (const SheetDef& sh : v.content->sheets)
            if (sh.name == name) want += sh.hand;
    const int left = std::max(1, want - static_cast<int>(me.hand.size()));
    const int kept = want - left;
    return "Keep which card? You keep " + std::to_string(want) + (want == 1 ? " card" : " cards") +
           (kept > 0 ? ", " + std::to_string(kept) + " kept so far" : "") + " (the rest go into the draw deck)";
}

// "Xena (P2) attacks your Hercules in melee": who attacks whom, and what the reactions so far added.
std::string SeatControls::react_prompt(const View& v) const {
    std::string s = "You are attacked";
    if (v.attack) {
        const PieceView* a = v.piece(v.attack->attacker);
        const PieceView* d = v.piece(v.attack->defender);
        if (a && d) {
            const std::string who = a->title + (a->seat >= 0 ? " (P" + std::to_string(a->seat + 1) + ")" : "");
            s = who + " attacks your " + d->title + (v.attack->ranged ? " at range" : " in melee");
        }
        if (v.attack->bonus > 0) s += ", defence +" + std::to_string(v.attack->bonus) + " so far";
    }
    return s;
}

// The legal step of `p` that brings it nearest `goal`, counting hexes through the ones it can reach.
std::optional<Action> SeatControls::step_towards(const View& v, const PieceView& p, CellId goal) const {
    auto it = v.reach.find(p.uid);
    if (it == v.reach.end()) return std::nullopt;
    const std::set<CellId> ok(it->second.begin(), it->second.end());
    // Hexes from the goal back, within the reachable ones.
    std::map<CellId, int> dist{{goal, 0}};
    std::vector<CellId> frontier{goal};
    for (std::size_t i = 0; i < frontier.size(); ++i)
        for (int d = 0; d < 6; ++d) {
            const CellId n = v.map.neighbor(frontier[i], d);
            if (n < 0 || dist.count(n) || (!ok.count(n) && n != p.cell)) continue;
            dist[n] = dist[frontier[i]] + 1;
            frontier.push_back(n);
        }
    std::optional<Action> best;
    int best_d = 1 << 20;
    for (const Action& a : v.legal) {
        if (a.kind != K::Move || a.a != p.name || a.n >= 0 || a.b == "cave") continue;
        auto c = parse_cell(a.b);
        if (!c || !dist.count(*c) || dist[*c] >= best_d) continue;
        best_d = dist[*c];
        best = a;
    }
    return best;
}

// After a step of a walk: the next step, while the goal is still within reach; else, when the
// walk ends short of its goal, the player is told where and why.
bool SeatControls::walk_on(const View& v) {
    const CellId goal = std::exchange(walk_to_, -1);
    if (goal < 0) return false;
    const PieceView* p = v.piece(selected_);
    if (p && p->cell == goal) return false;  // there
    auto stopped = [&] {
        walk_stopped(v, p, goal);
        return false;
    };
    if (!p || p->cell < 0 || !t_.my_decision() || v.phase != Phase::Move) return stopped();
    auto it = v.reach.find(p->uid);
    if (it == v.reach.end() || std::find(it->second.begin(), it->second.end(), goal) == it->second.end()) return stopped();
    std::vector<Action> last;
    for (const Action& a : v.legal)
        if (a.kind == K::Move && a.a == p->name && a.b == cell_name(goal)) last.push_back(a);
    if (last.size() > 1) {
        // The goal is on a face-down tile: the player says which way it lies.
        open_menu(v, "Exploring: which way does the new tile lie?",
                  [&](const Action& a) { return a.kind == K::Move && a.a == p->name && a.b == cell_name(goal); });
        return false;
    }
    auto step = last.size() == 1 ? std::optional<Action>(last[0]) : step_towards(v, *p, goal);
    if (!step) return stopped();
    walk_to_ = goal;
    act(*step);
    return true;
}

// "Hercules stopped on the plain 1 hex west of Ford, short of Thebes: an indicator met there ends
// the move (the log says what it held)."
// The reason is what the log says came of the last step (an indicator met, a way barred, an
// attack), else what the view shows.
void SeatControls::walk_stopped(const View& v, const PieceView* p, CellId goal) {
    if (!p) {
        status_ = "The walk to " + v.where(goal) + " ended: the character left the map.";
        return;
    }
    // What came of the last step, from the log after its "moves" line (movement.cpp).
    std::string why;
    const std::string moved = p->title + " moves ";
    for (std::size_t k = v.log.size(); k-- > 0;)
        if (v.log[k].rfind(moved, 0) == 0) {
            for (std::size_t j = k + 1; j < v.log.size() && why.empty(); ++j) {
                const std::string& line = v.log[j];
                if (line.find("cannot step onto") != std::string::npos) why = line;
                else if (line.find(" indicator ") != std::string::npos || line.find(" meets a creature") != std::string::npos)
                    why = "an indicator met there ends the move (the log says what it held).";
            }
            break;
        }
    if (v.phase == Phase::React && t_.my_decision()) why = prompt(v);  // the question comes first
    else if (why.empty() && v.phase != Phase::Move) why = "the movement is over.";
    else if (why.empty() && p->moves_left <= 0) why = "no steps are left.";
    else if (why.empty()) why = "the way on is closed this turn.";
    status_ = p->title + " stopped on " + v.where(p->cell) + ", short of " + v.where(goal) + ": " + why;
    problem_ = false;
}

Focus SeatControls::focus() const {
    Focus f;
    f.cursor = cursor_;
    f.selected = selected_;
    f.hand = hand_;
    if (menu_open_ && menu_.cursor() >= 0 && menu_.cursor() < static_cast<int>(menu_actions_.size()))
        f.menu = menu_actions_[static_cast<std::size_t>(menu_.cursor())];
    return f;
}

// Picks one of the seat's characters in the hex under the cursor (the next one on each Enter).
bool SeatControls::select_at(const View& v) {
    std::vector<const PieceView*> mine;
    for (const PieceView* p : v.pieces_at(cursor_))
        if (p->seat == t_.viewer() && is_character(p->kind)) mine.push_back(p);
    if (mine.empty()) return false;
    std::size_t i = 0;
    while (i < mine.size() && mine[i]->uid != selected_) ++i;
    selected_ = mine[i < mine.size() ? (i + 1) % mine.size() : 0]->uid;
    return true;
}


void SeatControls::act(const Action& a) {
    reacted_ = a.kind == K::React;
    followed_ = a.kind == K::Move ? a.a : "";
    if (a.kind != K::Move) walk_to_ = -1;
    std::string why;
    if (!t_.act(a, why)) {
        followed_.clear();
        walk_to_ = -1;
        status_ = why;
        problem_ = true;
    }
}

void SeatControls::after_change() {
    if (t_.busy()) return;
    const View v = t_.view();
    if (const PieceView* p = v.piece(selected_)) {
        if (!followed_.empty() && p->name == followed_ && p->cell >= 0) set_cursor(p->cell);
    } else {
        selected_ = -1;
    }
    followed_.clear();
    // "Wait: P2 is to act" is over once the wait is: the prompt says what to do now.
    if (waiting_note_ && t_.my_decision()) clear_status();
    if (t_.my_decision() && selected_ < 0) focus_own();
    if (walk_to_ >= 0) walk_on(v);
    // A choose-N step: the keep menu opens again, on the next card, until the keeping is done.
    if (std::exchange(keeping_, false) && t_.my_decision() && v.phase == Phase::Keep && !menu_open_) {
        open_menu(v, keep_title(v), [](const Action& a) { return a.kind == K::Keep; });
        if (menu_open_ && keep_next_)
            if (auto it = std::find(menu_actions_.begin(), menu_actions_.end(), *keep_next_); it != menu_actions_.end())
                menu_.set_cursor(static_cast<int>(it - menu_actions_.begin()));
    }
    // A reaction just played and none left to play: "No reaction" is all that is left to say,
    // so it is said for the player rather than asked again.
    if (std::exchange(reacted_, false) && t_.my_decision() && v.phase == Phase::React && v.legal.size() == 1 &&
        v.legal[0].kind == K::Pass)
        act(v.legal[0]);
}

std::string SeatControls::prompt(const View& v) const {
    if (t_.terminal()) {
        return ending_words(v, t_.label(t_.winner())) + " Press Enter.";
    }
    if (!t_.my_decision()) return t_.label(t_.to_act()) + " to act.";
    if (v.phase == Phase::React) {
        // The question comes whenever the attacked player holds cards (so it tells nobody whether
        // they hold a reaction): with nothing to play it says so rather than offer a list.
        const bool none = v.legal.size() == 1 && v.legal[0].kind == K::Pass;
        if (none) return react_prompt(v) + ". No reaction to play: Enter goes on.";
        if (v.attack && v.attack->bonus > 0) return react_prompt(v) + ": Enter picks another reaction, d plays no more.";
        return react_prompt(v) + ": Enter picks a reaction, d plays none.";
    }
    if (v.phase == Phase::Keep) return keep_title(v) + ": Enter.";
    return phase_prompt(v);
}

Transition SeatControls::on_key(int k) {
    if (menu_open_) return menu_key(k);
    if (k == 'z') {
        swap_map_ = !swap_map_;
        return Transition::stay();
    }
    if (k == 'v') {
        // Reads the hand's cards one by one in the inspector; after the last, the hex again.
        const View v = t_.view();
        const int n = static_cast<int>(v.seats.at(static_cast<std::size_t>(v.seat)).hand.size());
        hand_ = hand_ + 1 < n ? hand_ + 1 : -1;
        if (n == 0) status_ = "Your hand is empty.";
        return Transition::stay();
    }
    if (reading()) {
        // The cards are read over the map: Esc (or q) puts the map back; Enter would act on a hex
        // the player is not looking at.
        if (key::is_back(k)) {
            hand_ = -1;
            return Transition::stay();
        }
        // Only the keys its key line names act (p opens the cards menu): a `d` or `m` typed while
        // reading would end a phase or open a list the line does not offer.
        if (k != 'p') {
            status_ = "You are reading your cards: v reads the next, Esc goes back to the map.";
            return Transition::stay();
        }
    }
    if (move_cursor(k)) return Transition::stay();
    if (t_.terminal()) {
        if (key::is_choose(k) || key::is_back(k)) return Transition::pop();
        return Transition::stay();
    }
    if (key::is_back(k)) return t_.leave();
    if (k == key::Tab || k == key::BackTab) {
        hand_ = -1;
        next_character(k == key::Tab ? 1 : -1);
        return Transition::stay();
    }
    if (!t_.my_decision()) {
        status_ = t_.busy() ? "Waiting for the host to answer..." : "Wait: " + t_.label(t_.to_act()) + " is to act.";
        waiting_note_ = true;
        return Transition::stay();
    }
    const View v = t_.view();
    if (key::is_choose(k)) return choose_here(v);
    if (k == 'd') {
        for (const Action& a : v.legal)
            if (a.kind == K::Done || a.kind == K::Pass) return finish(v, a);
        status_ = "The phase cannot end yet: the menu (m) shows what is still to do.";
        problem_ = true;
        return Transition::stay();
    }
    if (k == 'm') open_menu(v, "Every move you can make", [](const Action&) { return true; });
    else if (k == 'a') open_menu(v, "Combat actions", [](const Action& a) { return a.kind == K::Attack || a.kind == K::Attempt || a.kind == K::Use; });
    else if (k == 'p') open_menu(v, "Cards to play or hand on", [](const Action& a) { return a.kind == K::Play || a.kind == K::Share || a.kind == K::Give || a.kind == K::React; });
    return Transition::stay();
}

void SeatControls::fill(TableUi& ui, View& v) const {
    ui.swap_map = swap_map_;
    ui.hand_focus = hand_;
    ui.map.cursor = cursor_;
    if (menu_open_ && menu_actions_[static_cast<std::size_t>(menu_.cursor())].kind == K::Orient) {
        // C2.11: the starting tile lies face up; show it turned the way the menu points.
        const int pos = v.positions.at(static_cast<std::size_t>(v.seats[static_cast<std::size_t>(t_.viewer())].team));
        v.map.slots[static_cast<std::size_t>(pos)].turn = static_cast<std::int8_t>(menu_actions_[static_cast<std::size_t>(menu_.cursor())].n);
        ui.map.cursor = cell_of(pos, 0);
    }
    if (auto it = v.reach.find(selected_); it != v.reach.end()) ui.map.reach.insert(it->second.begin(), it->second.end());
    if (auto it = v.targets.find(selected_); it != v.targets.end())
        for (int uid : it->second)
            if (const PieceView* t = v.piece(uid)) ui.map.targets.insert(t->cell);
    ui.selected = selected_;
    if (menu_open_) {
        ui.menu = &menu_;
        ui.menu_title = menu_title_;
    }
    ui.prompt = prompt(v);
    ui.status = status_;
    ui.status_is_problem = problem_;
}

std::vector<KeyHint> SeatControls::key_hints() const {
    if (menu_open_) return {{"Up/Down", "choose"}, {"Enter", "do it"}, {"Esc", "close"}};
    if (reading()) {
        std::vector<KeyHint> h{{"v", "next card"}, {"i", "read it all"}, {"Esc", "back to the map"}};
        if (t_.my_decision()) h.push_back({"p", "cards menu"});
        h.push_back({"arrows", "back to the map, moved", false});
        return h;
    }
    if (t_.terminal()) return {{"Enter", "back to the menu"}, {"arrows", "look"}, {"z", "map size"}, {"v", "read cards"}};
    // Most useful first: on a narrow line the last give way to leave, hint and undo (the cursor
    // shows, so the arrows go first). In the card phase the prompt names p: so does the line.
    if (t_.my_decision() && t_.view().phase == Phase::Play)
        return {{"p", "play a card"},           {"d", "done"},          {"Enter", "act"},  {"m", "moves"},
                {"Tab", "hero"},                {"v", "cards"},         {"arrows", "hex"}, {"z", "map size", false},
                {"a", "combat menu", false},    {"c", "through a cave", false},
                {"Home PgUp End PgDn", "diagonal steps", false}};
    return {{"Enter", "act"},           {"m", "moves"},           {"d", "done"},     {"Tab", "hero"},
            {"v", "cards"},             {"arrows", "hex"},        {"z", "map size", false},
            {"a", "combat menu", false}, {"p", "cards menu", false}, {"c", "through a cave", false},
            {"Home PgUp End PgDn", "diagonal steps", false}};
}

}  // namespace olympus::cgs
