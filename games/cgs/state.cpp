#include "cgs/state.hpp"

#include <algorithm>
#include <stdexcept>

#include "cgs/rules.hpp"
#include "cgs/team_words.hpp"
#include "core/dice.hpp"
#include "core/log_lines.hpp"

namespace olympus::cgs {

namespace {
// " +1 (Short Sword)": a modifier in a dice line, named.
std::string signed_mod(int n, const std::string& why) { return (n >= 0 ? " +" : " ") + std::to_string(n) + " (" + why + ")"; }
}  // namespace

std::string_view phase_name(Phase p) {
    switch (p) {
        case Phase::Orient: return "orient";
        case Phase::Camp: return "camp";
        case Phase::Keep: return "keep";
        case Phase::Pass: return "pass";
        case Phase::Play: return "play";
        case Phase::Move: return "move";
        case Phase::Combat: return "combat";
        case Phase::Creature: return "creature";
        case Phase::React: return "react";
        case Phase::Over: return "over";
    }
    return "?";
}

std::string_view piece_kind_name(PieceKind k) {
    switch (k) {
        case PieceKind::Main: return "main";
        case PieceKind::Ally: return "ally";
        case PieceKind::Counter: return "counter";
        case PieceKind::Creature: return "creature";
    }
    return "?";
}

// ---- helpers ----

Piece* Rules::find(State& s, int uid) {
    for (Piece& p : s.pieces_)
        if (p.uid == uid) return &p;
    return nullptr;
}

Piece* Rules::find(State& s, std::string_view name) {
    for (Piece& p : s.pieces_)
        if (p.name == name) return &p;
    return nullptr;
}

void Rules::log(State& s, std::string line) {
    s.log_.push_back(as_sentence(std::move(line)));
    if (s.log_.size() > kLogKeep) s.log_.erase(s.log_.begin(), s.log_.begin() + static_cast<std::ptrdiff_t>(s.log_.size() - kLogKeep));
}

std::string Rules::unique_name(const State& s, const std::string& key) {
    auto taken = [&](const std::string& n) {
        return std::any_of(s.pieces_.begin(), s.pieces_.end(), [&](const Piece& p) { return p.name == n; });
    };
    if (!taken(key)) return key;
    for (int i = 2;; ++i)
        if (!taken(key + "-" + std::to_string(i))) return key + "-" + std::to_string(i);
}

Piece& Rules::add_piece(State& s, Piece p) {
    p.uid = s.next_uid_++;
    s.pieces_.push_back(std::move(p));
    return s.pieces_.back();
}

void Rules::remove_piece(State& s, int uid) {
    s.pieces_.erase(std::remove_if(s.pieces_.begin(), s.pieces_.end(), [&](const Piece& p) { return p.uid == uid; }),
                    s.pieces_.end());
    if (s.mover_ == uid) s.mover_ = -1;
}

void Rules::gain(State& s, int seat, int n) {
    if (n <= 0) return;
    s.seats_[static_cast<std::size_t>(seat)].dinars += n;
    s.bank_ -= n;
}

int Rules::lose(State& s, int seat, int n) {
    int& d = s.seats_[static_cast<std::size_t>(seat)].dinars;
    const int lost = std::min(d, std::max(0, n));
    d -= lost;
    s.bank_ += lost;
    return lost;
}

void Rules::pay(State& s, int seat, int n) {
    n -= lose(s, seat, n);
    // B2.1: in team play the team mates must make up what is missing.
    for (int o = 0; n > 0 && o < s.num_players(); ++o)
        if (o != seat && s.team_of(o) == s.team_of(seat)) n -= lose(s, o, n);
    if (n > 0) throw std::logic_error("cgs: a payment the purse could not make");
}

CardId Rules::draw_card(State& s) {
    if (s.draw_.empty() && !s.discard_.empty()) {
        // D1.3: the discard pile is shuffled into a new draw deck.
        s.draw_.reshuffle_from(s.discard_, s.rng_);
        log(s, "The discard pile is shuffled into a new draw deck.");
    }
    auto c = s.draw_.draw();
    return c ? *c : CardId{-1};
}

CardId Rules::draw_encounter(State& s) {
    if (s.encounter_.empty() && !s.enc_discard_.empty()) {
        s.encounter_.reshuffle_from(s.enc_discard_, s.rng_);
        log(s, "The encounter discards are shuffled into a new encounter deck.");
    }
    auto c = s.encounter_.draw();
    return c ? *c : CardId{-1};
}

void Rules::discard(State& s, CardId c) {
    if (s.content().card_def(c).encounter_deck)
        s.enc_discard_.put_top(c);
    else
        s.discard_.put_top(c);
}

const std::string& Rules::card_name(const State& s, CardId c) { return s.content().card_def(c).name; }

std::string Rules::called(const State& s, const Piece& p) { return piece_called(piece_title(s.content(), p), p.name, p.kind, p.seat); }

std::string piece_title(const Content& c, const Piece& p) {
    switch (p.kind) {
        case PieceKind::Main: return c.sheets.at(static_cast<std::size_t>(p.def)).name;
        case PieceKind::Ally:
        case PieceKind::Creature: return c.card_def(p.def).name;
        case PieceKind::Counter: return c.creatures.at(static_cast<std::size_t>(p.def)).name;
    }
    return p.name;
}

std::string piece_called(const std::string& title, const std::string& name, PieceKind kind, int seat) {
    // unique_name adds "-N" (N from 2) to a key that is taken; keys themselves hold no '-'.
    const auto dash = name.rfind('-');
    if (dash == std::string::npos || dash + 1 >= name.size() ||
        name.find_first_not_of("0123456789", dash + 1) != std::string::npos)
        return title;
    if (kind == PieceKind::Main && seat >= 0) return title + " (P" + std::to_string(seat + 1) + ")";
    return title + " #" + name.substr(dash + 1);
}

bool Rules::forest(const State& s, CellId c) {
    const HexDef* h = s.map_.hex(s.content(), c);
    return h && h->terrain == Terrain::Forest;
}

int Rules::roll_check(State& s, const Piece& p, Stat st, int mod, const std::string& what, const std::string& mod_from) {
    // B6.4: the value is modified first; a roll of at most the value succeeds.
    const int value = std::max(0, s.value(p, st));
    const int target = value + mod;
    const int die = roll_d6(s.rng_);
    const bool ok = die <= target;
    // Every number named: the value with its cards, the check's own modifier, and the rule.
    std::string v = s.value_words(p, st);
    if (auto eq = v.rfind(" = "); mod != 0 && eq != std::string::npos) v.erase(eq);  // one total, at the end
    std::string line = called(s, p) + " " + what + " with " + std::string(stat_name(st)) + " " + v;
    if (mod != 0) line += signed_mod(mod, mod_from) + " = " + std::to_string(target);
    log(s, line + " and rolls " + std::to_string(die) + ", where at most " + std::to_string(target) + " succeeds." +
               (ok ? " It succeeds." : " It fails."));
    return ok ? 1 : 0;
}

std::vector<CampMark> Rules::camp_marks(const State& s) {
    std::vector<CampMark> out;
    for (int t = 0; t < s.num_teams(); ++t) out.push_back({s.teams()[static_cast<std::size_t>(t)].camp, team_said(s, t)});
    return out;
}

std::string Rules::team_said(const State& s, int team) {
    std::vector<int> team_of;
    for (int seat = 0; seat < s.num_players(); ++seat) team_of.push_back(s.team_of(seat));
    return team_words(team, team_of, s.options().teams);
}

std::string Rules::where(const State& s, CellId c) { return hex_words(s.content(), s.map(), camp_marks(s), c); }

Site& Rules::site_at(State& s, CellId c) {
    for (Site& x : s.sites_)
        if (x.cell == c) return x;
    Site x;
    x.cell = c;
    s.sites_.push_back(x);
    return s.sites_.back();
}

// ---- read access ----

const Piece* State::piece(std::string_view name) const {
    for (const Piece& p : pieces_)
        if (p.name == name) return &p;
    return nullptr;
}

const Piece* State::piece_by_uid(int uid) const {
    for (const Piece& p : pieces_)
        if (p.uid == uid) return &p;
    return nullptr;
}

const Site* State::site(CellId c) const {
    for (const Site& x : sites_)
        if (x.cell == c) return &x;
    return nullptr;
}

int State::current_player() const {
    switch (phase_) {
        case Phase::Orient:
        case Phase::Camp:
            for (int i = 0; i < num_players(); ++i)
                if (team_of(i) == setup_team_) return i;
            return 0;
        case Phase::Keep:
            return setup_team_;
        case Phase::React:
            if (!attacks_.empty())
                if (const Piece* d = piece_by_uid(attacks_.front().defender); d && d->seat >= 0) return d->seat;
            return to_move_;
        default:
            return to_move_;
    }
}

namespace {
// The side of its sheet or card a piece shows now (B5.2): the wounded side when it has one.
const Stats& side_of(const Content& c, const Piece& p) {
    bool has_wounded = false;
    const Stats* print = nullptr;
    const Stats* wounded = nullptr;
    switch (p.kind) {
        case PieceKind::Main: {
            const SheetDef& d = c.sheets.at(static_cast<std::size_t>(p.def));
            has_wounded = d.has_wounded;
            print = &d.stats;
            wounded = &d.wounded;
            break;
        }
        case PieceKind::Ally:
        case PieceKind::Creature: {
            const CardDef& d = c.card_def(p.def);
            has_wounded = d.has_wounded;
            print = &d.stats;
            wounded = &d.wounded;
            break;
        }
        case PieceKind::Counter: {
            const CreatureDef& d = c.creatures.at(static_cast<std::size_t>(p.def));
            has_wounded = d.has_wounded;
            print = &d.stats;
            wounded = &d.wounded;
            break;
        }
    }
    return p.wounded && has_wounded ? *wounded : *print;
}

// Each constant card function on the piece that changes this value: (card name, amount).
std::vector<std::pair<std::string, int>> modifiers(const Content& c, const Piece& p, Stat st, Vs vs) {
    std::vector<std::pair<std::string, int>> out;
    for (const Attached& a : p.cards)
        for (const Function& f : c.card_def(a.card).functions) {
            if (f.mark != Mark::Constant) continue;
            for (const Effect& e : f.effects)
                if (e.kind == Do::Modify && e.stat == st && (e.vs == Vs::Any || e.vs == vs)) out.emplace_back(c.card_def(a.card).name, e.by);
        }
    return out;
}
}  // namespace

int State::value(const Piece& p, Stat st, Vs vs) const {
    int v = side_of(content(), p)[st];
    if (v < 0) return -1;  // B5.2: a value not printed is an ability the piece lacks
    for (const auto& m : modifiers(content(), p, st, vs)) v += m.second;
    return std::max(0, v);
}

std::string State::value_words(const Piece& p, Stat st, Vs vs) const {
    const int print = side_of(content(), p)[st];
    const int total = value(p, st, vs);
    std::string out = std::to_string(print < 0 ? total : print);
    if (print < 0) return out;
    bool any = false;
    for (const auto& [name, by] : modifiers(content(), p, st, vs))
        if (by != 0) {
            out += signed_mod(by, name);
            any = true;
        }
    return any ? out + " = " + std::to_string(total) : out;
}

std::string State::defence_words(const Piece& p, bool ranged) const {
    std::string w = value_words(p, Stat::Defence, ranged ? Vs::Ranged : Vs::Melee);
    if (ranged && Rules::forest(*this, p.cell)) {
        // Drop a total already given; the forest's +1 makes a new one.
        if (auto eq = w.rfind(" = "); eq != std::string::npos) w.erase(eq);
        w += signed_mod(1, "forest") + " = " + std::to_string(defence_against(p, ranged));
    }
    return w;
}

int State::defence_against(const Piece& p, bool ranged) const {
    int d = value(p, Stat::Defence, ranged ? Vs::Ranged : Vs::Melee);
    if (ranged && Rules::forest(*this, p.cell)) d += 1;  // B1.18
    return d;
}

int State::banner_total(int team) const {
    int sum = 0;
    for (CellId c = 0; c < kCells; ++c) {
        if (banners_[static_cast<std::size_t>(c)] != team) continue;
        if (const HexDef* h = map_.hex(content(), c)) sum += h->value;
    }
    return sum;
}

bool State::may_enter_olympus(int team) const {
    // C2.31: at least the number (8) and more than every other player or team.
    const int mine = banner_total(team);
    if (mine < opts_.olympus) return false;
    for (int t = 0; t < num_teams(); ++t)
        if (t != team && banner_total(t) >= mine) return false;
    return true;
}

bool State::in_range(const Piece& a, const Piece& d, bool ranged) const {
    if (a.cell < 0 || d.cell < 0) return false;
    // C2.32: nothing attacks into or out of Olympus itself.
    if ((a.cell == kOlympusCell) != (d.cell == kOlympusCell)) return false;
    if (a.cell == d.cell) return true;  // D3.12: the same hex
    const Content& c = content();
    const int dir = map_.direction(a.cell, d.cell);
    if (dir == kCaveDir) return true;  // B1.22: entrance and exit are adjacent
    if (dir >= 0) {
        const std::uint8_t e = map_.edge(c, a.cell, dir);
        if (e & kWall) return false;                // B1.15: no combat across a wall
        if (!ranged && (e & kWater)) return false;  // B1.14: no melee across water
        return true;
    }
    if (!ranged) return false;
    // B1.22: in a cave ranged combat reaches only adjacent pieces.
    if (cell_layer(a.cell) != 0 || cell_layer(d.cell) != 0) return false;
    if (map_.distance(a.cell, d.cell) != 2) return false;  // D3.12: at most two hexes
    // A shot over a wall is blocked; where the line runs along an edge, either side will do.
    const hex::Hex ha = cell_hex(a.cell), hd = cell_hex(d.cell);
    for (int nudge : {1, -1}) {
        auto line = hex::line(ha, hd, nudge);
        bool clear = true;
        for (std::size_t i = 0; i + 1 < line.size() && clear; ++i) {
            const CellId x = main_cell_at(line[i]), y = main_cell_at(line[i + 1]);
            const int step = hex::direction_to(line[i], line[i + 1]);
            std::uint8_t e = 0;
            if (x >= 0) e = map_.edge(c, x, step);
            else if (y >= 0) e = map_.edge(c, y, hex::opposite(step));
            if (e & kWall) clear = false;
        }
        if (clear) return true;
    }
    return false;
}

bool State::can_attack(const Piece& a, const Piece& d, bool ranged) const {
    return value(a, ranged ? Stat::Ranged : Stat::Melee) >= 0 && in_range(a, d, ranged);
}

int State::step_cost(const Piece& p, CellId to) const {
    const Content& c = content();
    const int dir = map_.direction(p.cell, to);
    if (dir < 0) return -1;
    const HexDef* h = map_.hex(c, to);
    if (!h) return -1;  // face down: exploring is decided when it is turned over (D2.21)
    if (h->terrain == Terrain::Black) return -1;  // B1.21
    if (to == kOlympusCell && !may_enter_olympus(team_of(p.seat))) return -1;  // C2.31
    int cost = 1 + (h->terrain == Terrain::Mountain ? 1 : 0);  // B1.17
    if (dir == kCaveDir) return cost;                          // B1.19A/B
    const std::uint8_t e = map_.edge(c, p.cell, dir);
    if (e & (kWater | kWall)) return -1;                       // B1.14, B1.15
    if ((e & kRoad) && !p.road_used) return 0;                 // B1.16: one road crossing free
    return cost;
}

int State::purse(int seat) const {
    int sum = 0;
    for (int o = 0; o < num_players(); ++o)
        if (team_of(o) == team_of(seat)) sum += seats_[static_cast<std::size_t>(o)].dinars;
    return sum;
}

// ---- actions ----

std::vector<Action> State::legal_actions() const { return Rules::legal(*this); }

std::string State::why_illegal(const Action& a) const {
    if (phase_ == Phase::Over) return "the game is over";
    const std::string t = a.to_string();
    for (const Action& b : legal_actions())
        if (b.to_string() == t) return "";
    return "that move cannot be made now";
}

void State::apply(const Action& a) {
    std::string why = why_illegal(a);
    if (!why.empty()) throw std::invalid_argument(why);
    using K = Action::Kind;
    switch (a.kind) {
        case K::Orient: Rules::do_orient(*this, a.n); break;
        case K::Camp: Rules::do_camp(*this, *parse_cell(a.a)); break;
        case K::Keep: Rules::do_keep(*this, *content().card(a.a)); break;
        case K::Give: Rules::do_give(*this, *Rules::find(*this, a.a), *content().card(a.b), *Rules::find(*this, a.c)); break;
        case K::Share: {
            auto& hand = seats_[static_cast<std::size_t>(to_move_)].hand;
            CardId c = *content().card(a.a);
            hand.erase(std::find(hand.begin(), hand.end(), c));
            seats_[static_cast<std::size_t>(a.n)].hand.push_back(c);
            Rules::log(*this, "P" + std::to_string(to_move_ + 1) + " hands a card to P" + std::to_string(a.n + 1) + ".");
            break;
        }
        case K::Play: Rules::do_play(*this, a); break;
        case K::Move: Rules::do_move(*this, Rules::find(*this, a.a)->uid, a); break;
        case K::Attack: {
            Piece& p = *Rules::find(*this, a.a);
            Attack at;
            at.attacker = p.uid;
            at.defender = Rules::find(*this, a.b)->uid;
            at.ranged = a.ranged;
            p.acted = true;
            for (const std::string& w : a.with) {
                Piece& sp = *Rules::find(*this, w);
                sp.acted = true;  // D3.2: support is that character's action
                at.support.push_back(sp.uid);
            }
            std::string sup;
            for (const std::string& w : a.with) sup += (sup.empty() ? ", supported by " : ", ") + Rules::called(*this, *Rules::find(*this, w));
            Rules::log(*this, Rules::called(*this, p) + " attacks " + Rules::called(*this, *Rules::find(*this, a.b)) +
                                  (a.ranged ? " at range" : " in melee") + sup + ".");
            Rules::queue(*this, at);
            break;
        }
        case K::Attempt: Rules::do_attempt(*this, Rules::find(*this, a.a)->uid, a.b); break;
        case K::Use: Rules::do_use(*this, Rules::find(*this, a.a)->uid, a); break;
        case K::Creature: {
            Piece& c = *Rules::find(*this, a.a);
            Attack at;
            at.attacker = c.uid;
            at.defender = Rules::find(*this, a.b)->uid;
            at.creature_chooses = true;
            creature_done_ = true;
            Rules::log(*this, "P" + std::to_string(to_move_ + 1) + " sends " + Rules::called(*this, c) + " against " +
                                  Rules::called(*this, *Rules::find(*this, a.b)) + ".");
            Rules::queue(*this, at);
            break;
        }
        case K::React: Rules::do_react(*this, *content().card(a.a)); break;
        case K::Pass:
            phase_ = resume_;  // the reaction window closes; run() below rolls the attack
            break;
        case K::Done:
            switch (phase_) {
                case Phase::Pass: Rules::after_pass_step(*this); break;
                case Phase::Play:
                    phase_ = Phase::Move;
                    break;
                case Phase::Move:
                    Rules::finish_mover(*this);
                    Rules::to_combat(*this);
                    break;
                case Phase::Combat: Rules::to_creature_phase(*this); break;
                case Phase::Creature: Rules::end_turn(*this); break;
                default: break;
            }
            break;
    }
    // Waiting attacks are rolled (or wait for a reaction), and steps with nothing to decide pass.
    Rules::run(*this);
}

bool State::operator==(const State& o) const {
    return opts_ == o.opts_ && rng_ == o.rng_ && map_ == o.map_ && cave_pile_ == o.cave_pile_ &&
           pieces_ == o.pieces_ && next_uid_ == o.next_uid_ && seats_ == o.seats_ && teams_ == o.teams_ &&
           banners_ == o.banners_ && sites_ == o.sites_ && draw_ == o.draw_ && discard_ == o.discard_ &&
           encounter_ == o.encounter_ && enc_discard_ == o.enc_discard_ && stacks_ == o.stacks_ && bank_ == o.bank_ &&
           total_ == o.total_ && deck_cards_ == o.deck_cards_ && pool_ == o.pool_ && phase_ == o.phase_ && resume_ == o.resume_ && to_move_ == o.to_move_ &&
           setup_team_ == o.setup_team_ && first_seat_ == o.first_seat_ && turn_ == o.turn_ && round_ == o.round_ &&
           mover_ == o.mover_ && creature_done_ == o.creature_done_ && attacks_ == o.attacks_ && winner_ == o.winner_ &&
           capped_ == o.capped_ && log_ == o.log_;
}

std::string State::check_invariants() const { return check(*this); }

}  // namespace olympus::cgs
