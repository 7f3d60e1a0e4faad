// Indicators (D2.32-D2.35), surprise attacks (D2.4), overcoming encounters and indicators, and
// banners (D3.3, D3.32-D3.33), Olympus's indicator included (C2.4).
#include <algorithm>

#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {
std::string seat_name(int seat) { return "P" + std::to_string(seat + 1); }
}  // namespace

bool Rules::activates(const State& s, const Piece& p, CellId c) {
    if (!is_character(p.kind)) return false;
    const HexDef* h = s.map_.hex(s.content(), c);
    if (!h || (h->indicator != IndicatorKind::Encounter && h->indicator != IndicatorKind::Creature)) return false;
    // D2.32: not while an undefeated creature or an encounter card lies there.
    for (const Piece& q : s.pieces_)
        if (q.cell == c && !is_character(q.kind)) return false;
    if (const Site* x = s.site(c); x && x->current >= 0) return false;
    // D2.33: a player's own banner does not stop others, only itself.
    if (s.banner(c) == s.team_of(p.seat)) return false;
    return true;
}

void Rules::activate(State& s, int uid, CellId c) {
    const HexDef& h = *s.map_.hex(s.content(), c);
    const std::string who = called(s, *find(s, uid));
    if (h.indicator == IndicatorKind::Encounter) {
        log(s, who + " activates the encounter indicator " + std::to_string(h.value) + " on " + where(s, c) + ".");
        draw_for_site(s, c, uid, s.turn_);
        return;
    }
    // D2.34: a counter from the stack of that number; rule counters say to draw more.
    log(s, who + " activates the creature indicator " + std::to_string(h.value) + " on " + where(s, c) + ".");
    auto& stack = s.stacks_.at(static_cast<std::size_t>(h.value));
    std::vector<std::int16_t> rules;
    std::vector<int> made;
    int to_draw = 1;
    while (to_draw > 0) {
        auto x = stack.draw();
        if (!x) {
            log(s, "The creature stack " + std::to_string(h.value) + " is empty.");
            break;
        }
        --to_draw;
        const CreatureDef& d = s.content().creatures[static_cast<std::size_t>(*x)];
        if (d.rule) {
            log(s, d.name + ", a rule counter, comes up" + (d.banner ? " (its vanquisher may place a banner here)" : "") + ": " +
                       std::to_string(d.draw) + (d.draw == 1 ? " more counter is" : " more counters are") + " drawn.");
            rules.push_back(*x);
            to_draw += d.draw;
            continue;
        }
        Piece p;
        p.kind = PieceKind::Counter;
        p.def = *x;
        p.name = unique_name(s, d.key);
        p.cell = c;
        p.home = c;
        // The rule counters stay with the first creature drawn after them (D2.34).
        p.rules = std::move(rules);
        rules.clear();
        const int id = add_piece(s, std::move(p)).uid;
        made.push_back(id);
        log(s, "A " + d.name + " appears on " + where(s, c) + ".");
    }
    for (std::int16_t r : rules) stack.put_top(r);  // no creature came: the rule counters go back
    if (!rules.empty()) stack.shuffle(s.rng_);
    // D2.41: each creature makes a surprise attack on the character that activated it.
    for (int id : made) {
        Attack a;
        a.attacker = static_cast<std::int16_t>(id);
        a.defender = static_cast<std::int16_t>(uid);
        a.creature_chooses = true;
        queue(s, a);
    }
}

void Rules::draw_for_site(State& s, CellId cell, int activator, int ready_turn) {
    // D2.35: a card from the encounter deck; specials are followed and another drawn while the
    // character stays; a creature attacks at once; any other encounter waits to be overcome.
    ++s.depth_;
    for (int guard = 0; guard < 40; ++guard) {
        const Piece* a = find(s, activator);
        if (!a) break;
        const std::string who = called(s, *a);
        const int seat = a->seat;
        const CardId c = draw_encounter(s);
        if (c < 0) {
            log(s, "The encounter deck is empty.");
            break;
        }
        const CardDef& d = s.content().card_def(c);
        if (d.category == Category::Special) {
            discard(s, c);
            if (a->cell != cell) {
                // Drawn for a character elsewhere (it beat the last card from afar): nobody is
                // there to meet it, so it is set aside and the next card drawn (see RULINGS).
                log(s, "A special card, " + d.name + ", is set aside: nobody meets it on " + where(s, cell) + ".");
                continue;
            }
            log(s, who + " meets a special card: " + d.name + ".");
            for (const Function& f : d.functions)
                if (f.mark == Mark::OnPlay) effects(s, f.effects, seat, activator, -1);
            a = find(s, activator);
            if (!a || a->cell != cell || s.depth_ > 3) break;
            // The special may have led to another card lying here already.
            if (const Site* x = s.site(cell); x && x->current >= 0) break;
            continue;
        }
        Site& site = site_at(s, cell);
        site.current = c;
        site.ready_turn = static_cast<std::int16_t>(ready_turn);
        if (d.type == CardType::Creature) {
            Piece p;
            p.kind = PieceKind::Creature;
            p.def = c;
            p.name = unique_name(s, d.key);
            p.cell = cell;
            p.home = cell;
            const int id = add_piece(s, std::move(p)).uid;
            site_at(s, cell).creature = static_cast<std::int16_t>(id);
            log(s, who + " meets a creature, " + d.name + " (value " + std::to_string(d.value) + ").");
            // D3.42: some creatures carry equipment, taken from the draw deck.
            for (int k = 0; k < d.carries; ++k) {
                CardId x = draw_card(s);
                if (x < 0) break;
                if (s.content().card_def(x).type == CardType::Equipment) {
                    Attached at;
                    at.card = x;
                    attach(s, *find(s, id), at);
                    log(s, d.name + " carries " + card_name(s, x) + ".");
                } else {
                    discard(s, x);
                }
            }
            Attack at;
            at.attacker = static_cast<std::int16_t>(id);
            at.defender = static_cast<std::int16_t>(activator);
            at.creature_chooses = true;
            queue(s, at);  // D2.41
        } else {
            log(s, who + " faces " + d.name + " (value " + std::to_string(d.value) + ").");
        }
        break;
    }
    --s.depth_;
}

void Rules::site_beaten(State& s, CellId cell, int by_uid) {
    Site& site = site_at(s, cell);
    const CardId card = site.current;
    site.current = -1;
    site.creature = -1;
    if (card < 0) return;
    const Piece* by = find(s, by_uid);
    const CardDef& d = s.content().card_def(card);
    if (!by || by->seat < 0) {
        discard(s, card);
        return;
    }
    const int seat = by->seat;
    const int team = s.team_of(seat);
    gain(s, seat, d.value);  // D3.41
    log(s, called(s, *by) + " overcomes " + d.name + " and takes " + dinars(d.value) + ".");
    const int held = s.banner(cell);
    if (held == team) {
        // The indicator is already this team's: nothing more to win here.
        discard(s, card);
        return;
    }
    site.beaten.push_back(card);
    int sum = 0;
    for (CardId b : site.beaten) sum += s.content().card_def(b).value;
    const int value = s.map_.hex(s.content(), cell)->value;
    const int need = held >= 0 ? 2 * value : value;  // D3.33: twice the indicator to take a banner
    if (sum >= need) {
        // D3.32: the indicator is overcome; the banner goes on it.
        s.banners_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(team);
        log(s, seat_name(seat) + " overcomes the indicator on " + where(s, cell) + " with " + std::to_string(sum) + ", where " +
                   std::to_string(need) + (need == 1 ? " was" : " were") + " needed, and places a banner" + (held >= 0 ? ", replacing another" : "") + ".");
        for (CardId b : site.beaten) discard(s, b);
        site.beaten.clear();
        if (cell == kOlympusCell) {
            // C2.4: the first to overcome Olympus's indicator wins.
            s.winner_ = seat;
            s.phase_ = Phase::Over;
            s.attacks_.clear();
            log(s, (s.opts_.teams ? team_said(s, team) : seat_name(seat)) + " wins the game on Olympus!");
        }
        return;
    }
    // Say what the rest takes: the indicator's number, or twice it against another's banner.
    log(s, "The indicator on " + where(s, cell) + " stands at " + std::to_string(sum) + " of " + std::to_string(need) +
               (held >= 0 ? ": " + team_said(s, held) +
                                "'s banner lies there, so taking it needs beaten encounters worth twice the indicator's " +
                                std::to_string(value)
                          : std::string()) +
               "; " + std::to_string(need - sum) + " more to go.");
    // D2.35: the next card, to be faced in the next turn, even if the character stands elsewhere.
    draw_for_site(s, cell, by_uid, s.turn_ + 1);
}

void Rules::do_attempt(State& s, int uid, const std::string& way) {
    Piece& p = *find(s, uid);
    p.acted = true;  // D3.3: an action
    const CellId cell = p.cell;
    const Site& site = *s.site(cell);
    const CardDef& d = s.content().card_def(site.current);
    const DefeatWay* w = nullptr;
    for (const DefeatWay& x : d.defeat)
        if (x.word() == way) w = &x;
    bool ok = false;
    if (w->kind == DefeatWay::Kind::Pay) {
        pay(s, p.seat, w->cost);
        log(s, called(s, p) + " pays " + dinars(w->cost) + " to overcome " + d.name + ".");
        ok = true;
    } else {
        ok = roll_check(s, p, w->stat, w->mod, "tries " + d.name, d.name) == 1;  // D3.31, B6.4
    }
    if (ok) {
        site_beaten(s, cell, uid);
    } else if (!d.on_fail.empty()) {
        effects(s, d.on_fail, p.seat, uid, -1);
    }
}

}  // namespace olympus::cgs
