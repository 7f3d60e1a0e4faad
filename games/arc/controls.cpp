#include "arc/controls.hpp"

#include <algorithm>

#include "arc/rules.hpp"
#include "tui/keys.hpp"
#include "tui/ask_first.hpp"
#include "tui/table_screen.hpp"

namespace olympus::arc {

using namespace tui;

bool in_combat_steps(const Board& b) {
    return b.combat.defender >= 0 && b.step != Step::Main && b.step != Step::End && b.step != Step::Over;
}

// A card asks its player to pick, abilities wait to be ordered, or blockers to be discarded.
bool SeatControls::question(const View& v) {
    const Board& b = v.board;
    Reader r(*v.db, b);
    return !b.stack.empty() || r.queue_needs_order() || b.step == Step::Discard;
}

std::string SeatControls::prompt(const View& v) const {
    const Board& b = v.board;
    if (t_.terminal()) {
        int w = t_.winner();
        return w < 0 ? "The game is drawn. Press Enter." : t_.label(w) + " wins! Press Enter.";
    }
    if (!t_.my_decision()) return t_.label(t_.to_act()) + " to act.";
    if (mode_ == Mode::Attack) return "Attack " + Reader::seat_name(Reader(*v.db, b).left_of(b.active)) + ": Space marks an attacker, Enter attacks.";
    if (mode_ == Mode::Block) return "Blocking: Space on your character picks the attacker it blocks; Enter confirms.";
    if (question(v)) return question_title(v) + " (Enter to answer)";
    std::string here = focus_summary(v);
    if (b.step == Step::DefenderCombat || b.step == Step::AttackerCombat)
        return "Combat card? " + (here.empty() ? "Enter plays the one under the cursor, p plays none." : here + "; p plays none.");
    return here.empty() ? "Your turn." : here;
}

std::string SeatControls::focus_head(const View& v) const {
    if (cursor_.seat < 0 || cursor_.seat >= v.board.players) return "";
    const Player& p = v.board.p[static_cast<std::size_t>(cursor_.seat)];
    switch (cursor_.zone) {
        case Zone::Hand:
            if (cursor_.index < static_cast<int>(p.hand.size()) && !t_.hand_hidden())
                return card_summary(*v.db, p.hand[static_cast<std::size_t>(cursor_.index)].id);
            return "";
        case Zone::Characters:
            if (cursor_.index < static_cast<int>(p.characters.size())) {
                const Unit& u = p.characters[static_cast<std::size_t>(cursor_.index)];
                return (cursor_.seat == t_.viewer() ? std::string("Your ") : Reader::seat_name(cursor_.seat) + "'s ") +
                       card_summary(*v.db, u.id) + "; power now " + std::to_string(unit_power(v, cursor_.seat, u));
            }
            return "";
        case Zone::Resources: return Reader::seat_name(cursor_.seat) + "'s resources";
    }
    return "";
}

std::string SeatControls::focus_summary(const View& v) const {
    std::string out = focus_head(v);
    if (cursor_.zone == Zone::Hand && !out.empty()) {
        const Card& card = v.board.p[static_cast<std::size_t>(cursor_.seat)].hand[static_cast<std::size_t>(cursor_.index)];
        if (!card_moves(v, card.id).empty()) out += "  [Enter]";
        if (card.known) out += "  (seen by all)";
        else if (show_move(v, card.id)) out += "  (s: show to all)";
    }
    return out;
}

bool SeatControls::prompt_names_focus(const View& v) const {
    return !t_.terminal() && t_.my_decision() && mode_ == Mode::Normal && !question(v) && !focus_summary(v).empty();
}

std::string SeatControls::inspect_line(const View& v, bool prompt_shown) const {
    if (mode_ == Mode::Menu) {
        // The card the entry names: its name and what it does (or what it is, with no text).
        const Inspection what = inspect();
        if (what.empty()) return "";
        std::string said = what.lines.size() > 1 && !what.lines[1].empty() ? what.lines[1] : what.lines.empty() ? "" : what.lines[0];
        if (said.rfind("Unique. ", 0) == 0) said.erase(0, 8);
        return said.empty() ? what.title : what.title + ": " + said;
    }
    if (cursor_.seat < 0 || cursor_.seat >= v.board.players) return "";
    const CardDb& db = *v.db;
    const Player& p = v.board.p[static_cast<std::size_t>(cursor_.seat)];
    std::optional<CardId> id;
    switch (cursor_.zone) {
        case Zone::Hand:
            if (cursor_.index < static_cast<int>(p.hand.size()) && !t_.hand_hidden() && p.hand[static_cast<std::size_t>(cursor_.index)].id != kUnknown)
                id = p.hand[static_cast<std::size_t>(cursor_.index)].id;
            break;
        case Zone::Characters:
            if (cursor_.index < static_cast<int>(p.characters.size())) id = p.characters[static_cast<std::size_t>(cursor_.index)].id;
            break;
        case Zone::Resources: {
            // Which cards the stack holds: its box shows only their colour and number.
            auto lines = card_details(v, cursor_);
            if (lines.size() < 2) return "";
            std::string out = lines.front().substr(2) + ": ";
            for (std::size_t i = 1; i + 1 < lines.size(); ++i) out += (i > 1 ? ", " : "") + lines[i];
            return out + ". " + lines.back();
        }
    }
    if (!id) return "";
    std::string text = card_text(db, db[*id]);
    // The summary says "unique" already.
    if (db[*id].unique && text.rfind("Unique. ", 0) == 0) text.erase(0, 8);
    else if (text == "Unique.") text.clear();
    // Said under a prompt that names the card, the text alone; else after the card's name (its
    // box or the hand shows its cost and power), or what it is when it has no text.
    if (prompt_shown && prompt_names_focus(v)) return text;
    return text.empty() ? focus_head(v) : db[*id].name + ": " + text;
}

std::string SeatControls::question_title(const View& v) const {
    const Board& b = v.board;
    Reader r(*v.db, b);
    if (!b.stack.empty()) {
        const Task& t = b.stack.back();
        const auto& es = r.effects_of(t);
        if (t.opponent < 0 && r.needs_opponent(t)) return r.task_name(t) + ": pick the opponent";
        if (t.next < es.size()) {
            std::string what = effect_text(es[t.next]);
            return r.task_name(t) + ": " + what;
        }
        return r.task_name(t);
    }
    if (r.queue_needs_order()) return "Abilities fire together: which resolves first?";
    if (b.step == Step::Discard) return "Your attacker beats some of its blockers: pick which are discarded";
    return "Choose";
}

// ---- the moves of a card in hand ----

std::vector<Action> SeatControls::card_moves(const View& v, CardId id) const {
    std::vector<Action> out;
    if (id == kUnknown || v.current_player() != v.seat) return out;
    const std::string& name = (*v.db)[id].name;
    for (const Action& a : v.legal_actions())
        if ((a.kind == Action::Kind::Resource || a.kind == Action::Kind::Play) && a.card == name) out.push_back(a);
    return out;
}

std::uint16_t SeatControls::target_of(const View& v, const Action& a) const {
    Reader r(*v.db, v.board);
    const Board& b = v.board;
    switch (a.kind) {
        case Action::Kind::Use:
        case Action::Kind::Attack: return r.find_ref(b.active, a.card);
        case Action::Kind::Discard: return b.combat.defender >= 0 ? r.find_ref(b.combat.defender, a.card) : 0;
        case Action::Kind::Block: return b.combat.defender >= 0 ? r.find_ref(b.combat.defender, a.other) : 0;
        case Action::Kind::Choose: {
            auto of = a.card.rfind(" of P");
            if (of == std::string::npos) return 0;
            int seat = std::atoi(a.card.c_str() + of + 5) - 1;
            if (seat < 0 || seat >= b.players) return 0;
            return r.find_ref(seat, a.card.substr(0, of));
        }
        default: return 0;
    }
}

void SeatControls::open_menu(const View& v, std::string title, std::vector<Action> actions) {
    if (actions.empty()) {
        status_ = "Nothing of that kind can be done now.";
        problem_ = true;
        return;
    }
    menu_actions_ = std::move(actions);
    menu_targets_.clear();
    std::vector<Menu::Item> items;
    for (const Action& a : menu_actions_) {
        items.push_back({action_label(v, a), ""});
        menu_targets_.push_back(target_of(v, a));
    }
    menu_title_ = std::move(title);
    menu_.set_items(std::move(items));
    menu_.set_cursor(0);
    mode_ = Mode::Menu;
}

// The answers only: showing a hand card is no answer (s does it, m lists it).
void SeatControls::open_question(const View& v) {
    auto answers = v.legal_actions();
    std::erase_if(answers, [](const Action& a) { return a.kind == Action::Kind::Show; });
    open_menu(v, question_title(v), std::move(answers));
}

tui::Transition SeatControls::menu_key(int k) {
    if (menu_.navigate(k)) return Transition::stay();
    if (key::is_back(k)) {
        mode_ = Mode::Normal;
        return Transition::stay();
    }
    if (auto i = menu_.chosen(k)) {
        const Action a = menu_actions_[static_cast<std::size_t>(*i)];
        return tui::choose_in_menu([this](bool open) { mode_ = open ? Mode::Menu : Mode::Normal; },
                                   [&] { return make_chosen(t_.view(), a); });
    }
    return Transition::stay();
}

// A move the viewer picked. What loses something asks first: ending the resource step while a
// resource could still go in play (that resource is lost for the turn), a card or ability that
// throws away the mover's own cards, and, from the menu, ending the turn or playing no combat
// card, which ask as their own keys do.
tui::Transition SeatControls::make_chosen(const View& v, const Action& a) {
    if (a.kind == Action::Kind::EndTurn) return end_turn(v);
    if (a.kind == Action::Kind::Pass) return pass(v);
    std::string what = a.kind == Action::Kind::Attack ? "Attack with " + a.card : "Use " + a.card + "'s ability";
    if (a.kind == Action::Kind::Play) {
        auto id = v.db->find(a.card);
        what = (id && (*v.db)[*id].type == CardType::Character ? "Put " + a.card + " in play" : "Play " + a.card);
    }
    std::string question;
    if (gives_up_resource(v, a))
        question = what + " before putting a resource in play? That ends your resource step: no resource can go in play this turn.";
    if (std::string lost = throws_own_away(v, a); !lost.empty()) {
        if (question.empty()) lost[0] = 'I';  // "It destroys ..."
        question = (question.empty() ? what + "? " : question + " And ") + lost + ".";
    }
    if (question.empty()) {
        act(a);
        return Transition::stay();
    }
    return ask_first(question, [this, a] { act(a); });
}

// ---- the cursor ----

bool SeatControls::move_cursor(int k) {
    View v = t_.view();
    auto rows = focus_rows(v);
    auto row_of = [&](const Focus& f) {
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].zone == f.zone && rows[i].seat == f.seat) return static_cast<int>(i);
        return static_cast<int>(rows.size()) - 1;
    };
    int r = row_of(cursor_);
    int n = zone_size(v, cursor_.zone, cursor_.seat);
    if (key::is_left(k)) {
        if (n) cursor_.index = (cursor_.index + n - 1) % n;
        // Going round is said: a card could otherwise be missed at the end of a long row.
        if (n > 1 && cursor_.index == n - 1) status_ = "Round to the last card of the row.";
    } else if (key::is_right(k)) {
        if (n) cursor_.index = (cursor_.index + 1) % n;
        if (n > 1 && cursor_.index == 0) status_ = "Round to the first card of the row.";
    } else if (key::is_up(k) || key::is_down(k)) {
        int d = key::is_up(k) ? -1 : 1;
        int total = static_cast<int>(rows.size());
        for (int step = 1; step < total; ++step) {
            int rr = ((r + d * step) % total + total) % total;
            const Focus& f = rows[static_cast<std::size_t>(rr)];
            if (zone_size(v, f.zone, f.seat) > 0 || f.zone == Zone::Hand) {
                int keep = cursor_.index;
                cursor_ = f;
                cursor_.index = std::clamp(keep, 0, std::max(0, zone_size(v, f.zone, f.seat) - 1));
                break;
            }
        }
    } else if (k == key::Home) {
        cursor_.index = 0;
    } else if (k == key::End) {
        cursor_.index = std::max(0, n - 1);
    } else {
        return false;
    }
    return true;
}

void SeatControls::clamp_cursor() {
    View v = t_.view();
    if (cursor_.seat < 0 || cursor_.seat >= v.board.players) cursor_ = Focus{Zone::Hand, t_.viewer(), 0};
    if (cursor_.zone == Zone::Hand) cursor_.seat = t_.viewer();
    int n = zone_size(v, cursor_.zone, cursor_.seat);
    if (n == 0 && cursor_.zone != Zone::Hand) cursor_ = Focus{Zone::Hand, t_.viewer(), cursor_.index};
    n = zone_size(v, cursor_.zone, cursor_.seat);
    cursor_.index = std::clamp(cursor_.index, 0, std::max(0, n - 1));
}

// ---- Enter on a card ----

tui::Transition SeatControls::choose_here(const View& v) {
    const Player& me = v.board.p[static_cast<std::size_t>(t_.viewer())];
    if (cursor_.zone == Zone::Hand) {
        if (cursor_.index >= static_cast<int>(me.hand.size())) return Transition::stay();
        CardId id = me.hand[static_cast<std::size_t>(cursor_.index)].id;
        auto moves = card_moves(v, id);
        if (moves.empty()) {
            status_ = why_not(v, id);
            problem_ = true;
        } else if (moves.size() == 1) {
            return make_chosen(v, moves[0]);
        } else {
            open_menu(v, "How to play " + (*v.db)[id].name + "?", moves);
        }
        return Transition::stay();
    }
    if (cursor_.zone == Zone::Characters && cursor_.seat == t_.viewer()) {
        const Unit& u = me.characters[static_cast<std::size_t>(cursor_.index)];
        std::string ref = unit_name(v, t_.viewer(), u);
        for (const Action& a : v.legal_actions())
            if (a.kind == Action::Kind::Use && a.card == ref) return make_chosen(v, a);
        if ((*v.db)[u.id].abilities.empty() || u.tapped) {
            status_ = ref + " has no ability to use now. a starts an attack.";
        } else {
            bool activated = false;
            for (const Ability& ab : (*v.db)[u.id].abilities) activated |= ab.kind == Ability::Kind::Activated;
            status_ = activated ? ref + "'s ability can't be used now." : ref + " has no ability to tap for.";
        }
        problem_ = true;
        return Transition::stay();
    }
    // Enter on a card that is not the viewer's to use reads it.
    Inspection what = inspect();
    if (what.empty()) return Transition::stay();
    return Transition::push(std::make_unique<TextScreen>(what.title, std::move(what.lines)));
}

// ---- showing a hand card (three players) ----

std::optional<Action> SeatControls::show_move(const View& v, CardId id) const {
    if (id == kUnknown) return std::nullopt;
    Action want = Action::show((*v.db)[id].name);
    for (const Action& a : v.legal_actions())
        if (a == want) return a;
    return std::nullopt;
}

tui::Transition SeatControls::show_here(const View& v) {
    const Player& me = v.board.p[static_cast<std::size_t>(t_.viewer())];
    problem_ = true;
    if (v.board.players < 3) {
        status_ = "Showing a card of your hand is a three-player rule.";
    } else if (cursor_.zone != Zone::Hand || cursor_.index >= static_cast<int>(me.hand.size())) {
        status_ = "Move to a card of your hand to show it to everybody.";
    } else {
        const Card& card = me.hand[static_cast<std::size_t>(cursor_.index)];
        const std::string& name = (*v.db)[card.id].name;
        if (card.known) {
            status_ = "Everybody knows your " + name + " already.";
        } else if (auto a = show_move(v, card.id)) {
            problem_ = false;
            return ask_first("Show " + name + " to everybody? The others will know it is in your hand.",
                             [this, a = *a] { act(a); });
        } else {
            status_ = "Not now.";
        }
    }
    return Transition::stay();
}

std::string SeatControls::why_not(const View& v, CardId id) const {
    const CardDef& c = (*v.db)[id];
    const Board& b = v.board;
    const bool combat_step = b.step == Step::DefenderCombat || b.step == Step::AttackerCombat;
    if (c.type == CardType::Resource) {
        if (b.p[static_cast<std::size_t>(v.seat)].resources_played > 0) return "You have put a resource in play this turn already.";
        return "A resource goes in play only at the start of your turn, before anything else.";
    }
    if (c.type == CardType::Combat && !combat_step) return c.name + " is a combat card: it is played during an attack.";
    if (c.type != CardType::Combat && combat_step) return "During an attack only combat cards can be played.";
    auto free = Reader(*v.db, b).untapped(v.seat);
    int total = free[0] + free[1] + free[2];
    if (total < c.cost) return c.name + " costs " + std::to_string(c.cost) + "; you have " + std::to_string(total) + (total == 1 ? " untapped resource." : " untapped resources.");
    if (c.cost > 0 && free[static_cast<std::size_t>(c.colour)] == 0)
        return c.name + " needs an untapped " + std::string(colour_name(c.colour)) + " resource among those that pay.";
    if (c.unique) return c.name + " is unique and one is in play, or it has nothing to act on now.";
    return c.name + " has nothing to act on now.";
}

// ---- the attack ----

std::vector<std::string> SeatControls::attack_preview(const View& v) const { return {arc::attack_preview(v, marked_)}; }

tui::Transition SeatControls::start_attack(const View& v) {
    bool any = false;
    for (const Action& a : v.legal_actions()) any |= a.kind == Action::Kind::Attack;
    if (!any) {
        status_ = v.board.step == Step::Main ? "None of your characters can attack now." : "Not now: attacks come in your main step.";
        problem_ = true;
        return Transition::stay();
    }
    mode_ = Mode::Attack;
    marked_.clear();
    cursor_ = Focus{Zone::Characters, t_.viewer(), 0};
    // Start on the first character that can attack.
    const auto& cs = v.board.p[static_cast<std::size_t>(t_.viewer())].characters;
    for (std::size_t i = 0; i < cs.size(); ++i)
        if (can_attack(v, cs[i])) {
            cursor_.index = static_cast<int>(i);
            break;
        }
    return Transition::stay();
}

bool SeatControls::can_attack(const View& v, const Unit& u) const {
    std::string ref = unit_name(v, t_.viewer(), u);
    for (const Action& a : v.legal_actions())
        if (a.kind == Action::Kind::Attack && a.card == ref) return true;
    return false;
}

tui::Transition SeatControls::attack_key(int k) {
    View v = t_.view();
    const auto& cs = v.board.p[static_cast<std::size_t>(t_.viewer())].characters;
    if (key::is_back(k)) {
        if (v.board.step == Step::Declare) {
            status_ = "The attack has begun: mark more attackers, or press Enter to go on.";
            return Transition::stay();
        }
        mode_ = Mode::Normal;
        marked_.clear();
        cursor_ = Focus{Zone::Hand, t_.viewer(), 0};
        return Transition::stay();
    }
    if (key::is_left(k) || key::is_right(k) || key::is_up(k) || key::is_down(k) || k == key::Home || k == key::End) {
        move_cursor(k);
        return Transition::stay();
    }
    if (k == ' ' || k == 'x') {
        if (cursor_.zone != Zone::Characters || cursor_.seat != t_.viewer() || cs.empty()) {
            status_ = "Move to one of your characters to mark it.";
            problem_ = true;
            return Transition::stay();
        }
        const Unit& u = cs[static_cast<std::size_t>(cursor_.index)];
        auto it = std::find(marked_.begin(), marked_.end(), u.uid);
        if (it != marked_.end()) {
            marked_.erase(it);
        } else if (can_attack(v, u)) {
            marked_.push_back(u.uid);
        } else {
            Reader r(*v.db, v.board);
            status_ = unit_name(v, t_.viewer(), u) + (r.attacking(u.uid) ? " is attacking already."
                                                   : u.tapped ? " is tapped: it can't attack."
                                                              : " can't attack.");
            problem_ = true;
        }
        return Transition::stay();
    }
    if (key::is_choose(k)) {
        if (marked_.empty() && v.board.combat.attackers.empty()) {
            status_ = "Mark at least one attacker with Space (Esc: no attack).";
            problem_ = true;
            return Transition::stay();
        }
        std::string q = "Attack " + Reader::seat_name(Reader(*v.db, v.board).left_of(v.board.active)) + "? " + attack_preview(v)[0];
        // Attacking ends the resource step like playing a card does: say so while a resource could
        // still go in play.
        if (gives_up_resource(v, Action::attack(""))) q += " Attacking ends your resource step: no resource can go in play this turn.";
        return ask_first(q, [this] { commit_attack(); });
    }
    return Transition::stay();
}

void SeatControls::commit_attack() {
    // The marks, in the order the characters lie on the table.
    View v = t_.view();
    std::vector<std::string> refs;
    for (const Unit& u : v.board.p[static_cast<std::size_t>(t_.viewer())].characters)
        if (std::find(marked_.begin(), marked_.end(), u.uid) != marked_.end()) refs.push_back(unit_name(v, t_.viewer(), u));
    marked_.clear();
    for (const std::string& ref : refs) {
        if (!act(Action::attack(ref), false)) return;
    }
    // The attack ends with "done" once its moves are made, unless a card asks something first.
    follow_up_ = Step::Declare;
    t_.settle();
}

// ---- blocking ----

// Which attackers each of the viewer's characters may block now.
std::vector<std::pair<std::uint16_t, std::vector<std::uint16_t>>> SeatControls::block_options(const View& v) const {
    std::vector<std::pair<std::uint16_t, std::vector<std::uint16_t>>> out;
    Reader r(*v.db, v.board);
    for (const Action& a : v.legal_actions()) {
        if (a.kind != Action::Kind::Block) continue;
        std::uint16_t att = r.find_ref(v.board.active, a.card), blk = r.find_ref(v.board.combat.defender, a.other);
        auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == blk; });
        if (it == out.end()) out.push_back({blk, {att}});
        else it->second.push_back(att);
    }
    return out;
}

tui::Transition SeatControls::block_key(int k) {
    View v = t_.view();
    const auto& cs = v.board.p[static_cast<std::size_t>(t_.viewer())].characters;
    if (key::is_back(k)) {
        if (!planned_.empty()) {
            planned_.clear();
            status_ = "Blocks cleared.";
            return Transition::stay();
        }
        return t_.leave();
    }
    if (key::is_left(k) || key::is_right(k) || key::is_up(k) || key::is_down(k) || k == key::Home || k == key::End) {
        move_cursor(k);
        return Transition::stay();
    }
    if (k == ' ' || k == 'x') {
        if (cursor_.zone != Zone::Characters || cursor_.seat != t_.viewer() || cs.empty()) {
            status_ = "Move to one of your characters to block with it.";
            problem_ = true;
            return Transition::stay();
        }
        const Unit& u = cs[static_cast<std::size_t>(cursor_.index)];
        auto opts = block_options(v);
        auto it = std::find_if(opts.begin(), opts.end(), [&](const auto& p) { return p.first == u.uid; });
        if (it == opts.end()) {
            status_ = unit_name(v, t_.viewer(), u) + (u.tapped ? " is tapped: it can't block." : " can't block any of the attackers.");
            problem_ = true;
            return Transition::stay();
        }
        // Cycle: no block, the first attacker it may block, the next, ..., no block.
        auto cur = std::find_if(planned_.begin(), planned_.end(), [&](const BlockPair& p) { return p.blocker == u.uid; });
        std::size_t next = 0;
        if (cur != planned_.end()) {
            auto pos = std::find(it->second.begin(), it->second.end(), cur->attacker);
            next = static_cast<std::size_t>(pos - it->second.begin()) + 1;
            planned_.erase(cur);
        }
        if (next < it->second.size()) planned_.push_back({u.uid, it->second[next]});
        return Transition::stay();
    }
    if (key::is_choose(k)) {
        std::string q = planned_.empty() ? "Block nothing?" : "Block like this?";
        for (const std::string& line : combat_forecast(v, planned_)) q += " " + line + ".";
        return ask_first(q, [this] { commit_blocks(); });
    }
    return Transition::stay();
}

void SeatControls::commit_blocks() {
    View v = t_.view();
    Reader r(*v.db, v.board);
    std::vector<Action> moves;
    for (const BlockPair& bp : planned_) {
        const Unit* a = r.unit(bp.attacker);
        const Unit* b = r.unit(bp.blocker);
        if (a && b) moves.push_back(Action::block(r.unit_ref(v.board.active, *a), r.unit_ref(v.board.combat.defender, *b)));
    }
    planned_.clear();
    for (const Action& a : moves)
        if (!act(a, false)) return;
    // The blocks end with "done" once their moves are made, unless a card asks something first.
    follow_up_ = Step::Block;
    t_.settle();
}

// ---- end of turn and passing ----

tui::Transition SeatControls::end_turn(const View& v) {
    Action end = Action::end_turn();
    auto legal = v.legal_actions();
    if (std::find(legal.begin(), legal.end(), end) == legal.end()) {
        status_ = "The turn can't end now.";
        problem_ = true;
        return Transition::stay();
    }
    bool resource = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Kind::Resource; });
    if (!resource) {
        act(end);
        return Transition::stay();
    }
    return ask_first("You have not put a resource in play this turn. End the turn anyway?", [this, end] { act(end); });
}

tui::Transition SeatControls::pass(const View& v) {
    auto legal = v.legal_actions();
    if (std::find(legal.begin(), legal.end(), Action::pass()) == legal.end()) {
        status_ = "p is for the combat step: it plays no combat card.";
        problem_ = true;
        return Transition::stay();
    }
    // The last word before the attack resolves: say what will happen and ask.
    std::string q = v.board.step == Step::AttackerCombat ? "Play no combat card and let the attack resolve?"
                                                         : "Play no combat card? (The attacker may still play one.)";
    for (const std::string& line : combat_forecast(v)) q += " " + line + ".";
    return ask_first(q, [this] { act(Action::pass()); });
}

// ---- applying moves ----



// ---- moves, keys and what the table shows ----

bool SeatControls::act(const Action& a, bool last) {
    std::string why;
    if (t_.act(a, last, why)) return true;
    status_ = why;
    problem_ = true;
    follow_up_.reset();
    return false;
}

void SeatControls::refused(const std::string& why) {
    status_ = why;
    problem_ = true;
    follow_up_.reset();
}

Transition SeatControls::on_key(int k) {
    if (mode_ == Mode::Menu) return menu_key(k);
    if (t_.terminal()) {
        if (key::is_choose(k) || key::is_back(k)) return Transition::pop();
        move_cursor(k);
        return Transition::stay();
    }
    if (mode_ == Mode::Attack) return attack_key(k);
    if (mode_ == Mode::Block) return block_key(k);
    if (key::is_back(k)) return t_.leave();
    if (move_cursor(k)) return Transition::stay();
    if (!t_.my_decision()) {
        status_ = t_.busy() ? "Waiting for the host to answer..." : "Wait: " + t_.label(t_.to_act()) + " is to act.";
        wait_note_ = status_;
        return Transition::stay();
    }
    View v = t_.view();
    if (k == 's') return show_here(v);  // also while a card asks something: showing is free
    if (question(v)) {
        if (key::is_choose(k) || k == 'm') open_question(v);
        return Transition::stay();
    }
    if (key::is_choose(k)) return choose_here(v);
    if (k == 'a') return start_attack(v);
    if (k == 'e') return end_turn(v);
    if (k == 'p') return pass(v);
    if (k == 'm') open_menu(v, "Every move you can make", v.legal_actions());
    return Transition::stay();
}

void SeatControls::point_at(const Action& a) {
    if (!t_.my_decision() || t_.busy() || mode_ == Mode::Attack || mode_ == Mode::Block) return;
    const View v = t_.view();
    auto in_menu = [&] { return std::find(menu_actions_.begin(), menu_actions_.end(), a); };
    if (mode_ != Mode::Menu || in_menu() == menu_actions_.end()) {
        auto all = v.legal_actions();
        std::erase_if(all, [](const Action& x) { return x.kind == Action::Kind::Show; });
        if (std::find(all.begin(), all.end(), a) == all.end()) return;
        open_menu(v, question(v) ? question_title(v) : "Every move you can make", std::move(all));
    }
    menu_.set_cursor(static_cast<int>(in_menu() - menu_actions_.begin()));
}

void SeatControls::cursor_on_card_of(const Action& a) {
    if (a.kind != Action::Kind::Play && a.kind != Action::Kind::Resource) return;
    const View v = t_.view();
    const int me = t_.viewer();
    if (me < 0 || me >= v.board.players) return;
    const auto& hand = v.board.p[static_cast<std::size_t>(me)].hand;
    for (std::size_t i = 0; i < hand.size(); ++i)
        if (hand[i].id != kUnknown && (*v.db)[hand[i].id].name == a.card) {
            cursor_ = Focus{Zone::Hand, me, static_cast<int>(i)};
            return;
        }
}

void SeatControls::reset() {
    mode_ = Mode::Normal;
    marked_.clear();
    planned_.clear();
    follow_up_.reset();
    clamp_cursor();
}

void SeatControls::start_on_hand() { cursor_ = Focus{Zone::Hand, t_.viewer(), 0}; }

void SeatControls::enter_decision() {
    clamp_cursor();
    if (t_.busy()) return;  // the view is older than the moves sent: wait for the answer
    if (!t_.my_decision()) {
        mode_ = Mode::Normal;
        if (t_.to_act() != t_.viewer()) follow_up_.reset();
        return;
    }
    View v = t_.view();
    const Board& b = v.board;
    if (follow_up_) {
        const Step step = *follow_up_;
        follow_up_.reset();
        if (b.step == step && !question(v)) {
            act(Action::done());
            return;
        }
    }
    if (question(v)) {
        open_question(v);
        return;
    }
    if (b.step == Step::Declare) {
        mode_ = Mode::Attack;
        if (cursor_.zone != Zone::Characters || cursor_.seat != t_.viewer()) cursor_ = Focus{Zone::Characters, t_.viewer(), 0};
        clamp_cursor();
        return;
    }
    if (b.step == Step::Block) {
        mode_ = Mode::Block;
        planned_.clear();
        cursor_ = Focus{Zone::Characters, t_.viewer(), 0};
        // Start on the first character that can block.
        auto opts = block_options(v);
        const auto& cs = b.p[static_cast<std::size_t>(t_.viewer())].characters;
        for (std::size_t i = 0; i < cs.size(); ++i)
            if (std::any_of(opts.begin(), opts.end(), [&](const auto& o) { return o.first == cs[i].uid; })) {
                cursor_.index = static_cast<int>(i);
                break;
            }
        clamp_cursor();
        return;
    }
    if (b.step == Step::DefenderCombat || b.step == Step::AttackerCombat)
        cursor_ = Focus{Zone::Hand, t_.viewer(), cursor_.zone == Zone::Hand ? cursor_.index : 0};
    // A new turn of the viewer's starts on the hand, with nothing of the last turn still open.
    if (b.step == Step::Main && b.turn != turn_seen_) {
        cursor_ = Focus{Zone::Hand, t_.viewer(), 0};
        mode_ = Mode::Normal;
    }
    turn_seen_ = b.turn;
    if (mode_ != Mode::Attack || b.step != Step::Main) mode_ = Mode::Normal;
    clamp_cursor();
}

void SeatControls::fill(BoardUi& ui, const View& v) const {
    ui.has_cursor = (t_.my_decision() || mode_ == Mode::Normal) && !(ui.hide_hand && cursor_.zone == Zone::Hand);
    ui.cursor = cursor_;
    ui.marked = marked_;
    ui.planned = planned_;
    // "Wait: P2 is to act" is over once the wait is: the prompt says what to do now.
    ui.status = !wait_note_.empty() && status_ == wait_note_ && t_.my_decision() ? std::string() : status_;
    ui.status_is_problem = problem_;
    ui.prompt = prompt(v);
    if (t_.my_decision() && !ui.hide_hand)
        for (const Card& card : v.board.p[static_cast<std::size_t>(t_.viewer())].hand) ui.playable.push_back(!card_moves(v, card.id).empty());
    if (mode_ == Mode::Menu) {
        ui.menu = &menu_;
        ui.menu_title = menu_title_;
        if (!menu_targets_.empty()) ui.highlight = menu_targets_[static_cast<std::size_t>(menu_.cursor())];
    }
    if (mode_ == Mode::Block) ui.banner = combat_forecast(v, planned_);
    else if (in_combat_steps(v.board) && v.board.step != Step::Declare) ui.banner = combat_forecast(v);
    else if (mode_ == Mode::Attack) ui.banner = attack_preview(v);
}

std::vector<KeyHint> SeatControls::key_hints() const {
    if (mode_ == Mode::Menu) return {{"Up/Down", "choose"}, {"Enter", "do it"}, {"Esc", "close"}};
    if (t_.terminal()) return {{"Enter", "back to the menu"}, {"arrows", "look"}};
    const Board& b = t_.view().board;
    if (mode_ == Mode::Attack) {
        if (b.step == Step::Declare)
            return {{"Left/Right", "character"}, {"Space", "mark"}, {"Enter", "attack"}};
        return {{"Left/Right", "character"}, {"Space", "mark"}, {"Enter", "attack"}, {"Esc", "cancel"}};
    }
    if (mode_ == Mode::Block)
        return {{"Left/Right", "character"}, {"Space", "block which"}, {"Enter", "confirm"}};
    // While another decides, only the keys that work then: the arrows look over the table (the
    // shell adds leaving, undo, and reading the card under the cursor).
    if (!t_.my_decision()) return {{"arrows", "look"}};
    // The bottom line has no room for every key at 80 columns once the table's leave, hint and
    // undo follow: the arrows, which every newcomer tries and whose cursor shows, are left to the
    // help, as is showing a card (the prompt names s on a card that can be shown).
    std::vector<KeyHint> h{{"Enter", "play/use"}};
    if (b.step == Step::DefenderCombat || b.step == Step::AttackerCombat) h.push_back({"p", "no combat card"});
    else {
        h.push_back({"a", "attack"});
        h.push_back({"e", "end turn"});
    }
    h.push_back({"m", "moves"});
    h.push_back({"arrows", "move over the cards", false});
    if (b.players > 2) h.push_back({"s", "show the hand card to everybody", false});
    return h;
}

Inspection SeatControls::inspect() const {
    View v = t_.view();
    if (!v.db || v.board.p.empty()) return {};
    std::vector<std::string> lines;
    if (mode_ == Mode::Menu) {
        const auto i = static_cast<std::size_t>(menu_.cursor());
        if (i >= menu_actions_.size()) return {};
        if (i < menu_targets_.size() && menu_targets_[i]) {
            for (int s = 0; s < v.board.players; ++s) {
                const auto& cs = v.board.p[static_cast<std::size_t>(s)].characters;
                for (std::size_t k = 0; k < cs.size(); ++k)
                    if (cs[k].uid == menu_targets_[i]) lines = card_details(v, Focus{Zone::Characters, s, static_cast<int>(k)});
            }
        } else if (auto id = v.db->find(menu_actions_[i].card)) {
            lines = card_details(*v.db, *id);
        }
    } else if (!(cursor_.zone == Zone::Hand && t_.hand_hidden())) {
        lines = card_details(v, cursor_);
    }
    if (lines.empty()) return {};
    // The first line is the heading ("# Cyclops"): the inspector's title.
    std::string title = lines.front().rfind("# ", 0) == 0 ? lines.front().substr(2) : lines.front();
    lines.erase(lines.begin());
    return {std::move(title), std::move(lines)};
}

bool SeatControls::wants_back() const {
    return mode_ == Mode::Menu || (mode_ == Mode::Attack && t_.view().board.step != Step::Declare) ||
           (mode_ == Mode::Block && !planned_.empty());
}

}  // namespace olympus::arc
