// Who decides, what they may do, and the loop that runs everything automatic in between.
#include "arc/state.hpp"

#include <algorithm>
#include <stdexcept>

#include "arc/rules.hpp"
#include "arc/serial.hpp"

namespace olympus::arc {

const json_read::Words<Step>& step_words() {
    static const json_read::Words<Step> words = {{Step::Main, "main"},
                                                 {Step::Declare, "attack"},
                                                 {Step::Block, "block"},
                                                 {Step::DefenderCombat, "defender-combat"},
                                                 {Step::AttackerCombat, "attacker-combat"},
                                                 {Step::Discard, "discard"},
                                                 {Step::End, "end"},
                                                 {Step::Over, "over"}};
    return words;
}

std::string_view step_name(Step s) { return json_read::word_of(s, step_words()); }

bool Reader::queue_needs_order() const {
    if (b.queue.size() < 2) return false;
    const Task& f = b.queue.front();
    for (const Task& t : b.queue)
        if (t.source != f.source || t.controller != f.controller || t.list != f.list) return true;
    return false;
}

int Reader::to_act() const {
    if (b.step == Step::Over) return b.active;
    if (!b.stack.empty()) return b.stack.back().controller;
    if (queue_needs_order()) return b.active;
    if (b.step == Step::Block || b.step == Step::DefenderCombat) return b.combat.defender;
    return b.active;
}

std::vector<Action> Reader::legal() const {
    std::vector<Action> out = decisions();
    if (out.empty()) return out;
    for (Action& a : show_actions(to_act())) out.push_back(std::move(a));
    return out;
}

std::vector<Action> Reader::decisions() const {
    std::vector<Action> out;
    if (b.step == Step::Over) return out;
    if (!b.stack.empty()) {
        bool optional = false;
        for (const Option& o : pending_options(&optional)) out.push_back(Action::choose(option_text(o)));
        if (optional) out.push_back(Action::choose("none"));
        return out;
    }
    if (queue_needs_order()) {
        for (const Task& t : b.queue) {
            Action a = Action::first(task_name(t));
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
        return out;
    }
    switch (b.step) {
        case Step::Main: return main_actions();
        case Step::Declare:
            for (const Unit& u : b.p[static_cast<std::size_t>(b.active)].characters)
                if (can_attack(b.active, u)) out.push_back(Action::attack(unit_ref(b.active, u)));
            out.push_back(Action::done());
            return out;
        case Step::Block: return block_actions();
        case Step::DefenderCombat: return combat_card_actions(b.combat.defender);
        case Step::AttackerCombat: return combat_card_actions(b.active);
        case Step::Discard: return kill_actions();
        case Step::End:
        case Step::Over: break;
    }
    return out;
}

void Writer::apply(const Action& a) {
    using K = Action::Kind;
    const int seat = to_act();
    switch (a.kind) {
        case K::Resource: {
            Player& p = pl(seat);
            auto id = *db.find(a.card);
            take_from_hand(p, id);
            Unit u;
            u.id = id;
            u.uid = w.next_uid++;
            p.resources.push_back(u);
            ++p.resources_played;
            log(seat_name(seat) + " puts " + def(id).name + " in play");
            break;
        }
        case K::Play: {
            const CardDef& c = def(*db.find(a.card));
            if (b.step == Step::DefenderCombat) w.step = Step::AttackerCombat;
            else if (b.step == Step::AttackerCombat) w.step = Step::Discard;
            else w.resource_step = false;
            play_card(seat, c, a.pay);
            break;
        }
        case K::Use: {
            Unit* u = unit_mut(find_ref(seat, a.card));
            u->tapped = true;
            w.resource_step = false;
            const CardDef& c = def(u->id);
            Task t;
            t.source = u->id;
            t.source_uid = u->uid;
            t.controller = static_cast<std::int8_t>(seat);
            for (std::size_t k = 0; k < c.abilities.size(); ++k)
                if (c.abilities[k].kind == Ability::Kind::Activated) {
                    t.list = static_cast<std::int8_t>(k);
                    break;
                }
            log(seat_name(seat) + " uses " + unit_said(seat, *u, true));
            w.stack.push_back(t);
            break;
        }
        case K::Attack: declare(find_ref(b.active, a.card)); break;
        case K::Block: {
            std::uint16_t att = find_ref(b.active, a.card), blk = find_ref(b.combat.defender, a.other);
            unit_mut(blk)->tapped = true;
            w.combat.blocks.push_back({blk, att});
            log(unit_said(b.combat.defender, *unit(blk)) + " blocks " + unit_said(b.active, *unit(att)));
            break;
        }
        case K::Done:
            if (b.step == Step::Declare) end_declare();
            else if (b.step == Step::Block) end_block();
            else if (b.step == Step::Discard) ++w.combat.kill_index;
            break;
        case K::Pass:
            log(seat_name(seat) + " plays no combat card");
            w.step = b.step == Step::DefenderCombat ? Step::AttackerCombat : Step::Discard;
            break;
        case K::EndTurn: w.step = Step::End; break;
        case K::Choose: choose(a.card); break;
        case K::Discard: {
            std::uint16_t uid = find_ref(b.combat.defender, a.card);
            w.combat.doomed.push_back(uid);
            break;
        }
        case K::First: {
            auto it = std::find_if(w.queue.begin(), w.queue.end(), [&](const Task& t) { return task_name(t) == a.card; });
            Task t = *it;
            w.queue.erase(it);
            w.stack.push_back(t);
            break;
        }
        case K::Show:
            show(seat, a.card);
            return;  // nothing else moves: the same decision is still open
    }
    advance();
}

void Writer::advance() {
    for (int guard = 0; guard < 100000; ++guard) {
        if (over()) return;
        if (!w.stack.empty()) {
            if (!run_top()) return;
            continue;
        }
        if (!w.queue.empty()) {
            if (queue_needs_order()) return;
            w.stack.push_back(w.queue.front());
            w.queue.erase(w.queue.begin());
            continue;
        }
        // "If you can't do anything during a step, go on to the next one."
        switch (b.step) {
            case Step::Main:
            case Step::Declare:
            case Step::Over: return;
            case Step::Block:
                if (block_actions().size() > 1) return;
                end_block();
                continue;
            case Step::DefenderCombat:
                if (combat_card_actions(b.combat.defender).size() > 1) return;
                w.step = Step::AttackerCombat;
                continue;
            case Step::AttackerCombat:
                if (combat_card_actions(b.active).size() > 1) return;
                w.step = Step::Discard;
                continue;
            case Step::Discard:
                if (kill_choice_open()) return;
                if (b.combat.kill_index < b.combat.attackers.size()) {
                    ++w.combat.kill_index;
                    continue;
                }
                resolve_combat();
                continue;
            case Step::End:
                end_turn();
                continue;
        }
    }
    throw std::logic_error("arc: the rules did not settle");
}

// ---- State ----

std::vector<Action> State::legal_actions() const {
    if (!legal_known_) {
        legal_ = Reader(*db_, b_).legal();
        legal_known_ = true;
    }
    return legal_;
}

int State::current_player() const { return Reader(*db_, b_).to_act(); }

int State::power(int seat, const Unit& u) const { return Reader(*db_, b_).power(seat, u); }

void State::apply(const Action& a) {
    if (!legal_known_) legal_actions();
    if (std::find(legal_.begin(), legal_.end(), a) == legal_.end())
        throw std::invalid_argument("arc: not a legal move now: " + a.to_string());
    legal_known_ = false;
    Writer(*db_, b_, rng_, quiet_).apply(a);
}

std::string State::observe(const Action& a, int) const { return a.to_string(); }

std::vector<Action> View::legal_actions() const {
    Reader r(*db, board);
    if (r.to_act() != seat) return {};
    return r.legal();
}

int View::current_player() const { return Reader(*db, board).to_act(); }

std::string State::check_invariants() const { return check(*this); }

}  // namespace olympus::arc
