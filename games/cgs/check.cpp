// The game's invariants, in one place (see check() in state.hpp). Every load runs this, so a
// state read from a file, a host or a test edit is refused here in words before any rule code
// indexes into it. The checks run in order: ranges first (so later checks may index safely), then
// what each phase needs to exist, then conservation (every card, counter and dinar in exactly one
// place), and last whether the side to move can act at all.
#include <algorithm>
#include <set>

#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {

std::string n(long long x) { return std::to_string(x); }

bool setup_phase(Phase p) { return p == Phase::Orient || p == Phase::Camp || p == Phase::Keep; }

// C1.13: Special and Encounter cards form the encounter deck, all others the draw deck; a card
// in the wrong deck would be met as an encounter it cannot be (a combat card faced in combat).
std::string check_decks(const State& s) {
    const Content& c = s.content();
    auto wrong = [&](const Pile<CardId>& pile, bool encounter) {
        for (CardId id : pile.top_first())
            if (id < 0 || static_cast<std::size_t>(id) >= c.cards.size() || c.card_def(id).encounter_deck != encounter) return true;
        return false;
    };
    if (wrong(s.encounter_deck(), true) || wrong(s.encounter_discard(), true))
        return "a card of the draw deck lies in the encounter deck or its discard pile (C1.13)";
    if (wrong(s.draw_deck(), false) || wrong(s.discard_pile(), false))
        return "an encounter card lies in the draw deck or its discard pile (C1.13)";
    return "";
}

}  // namespace

std::string check(const State& s) {
    const Content& c = s.content();
    const int players = s.num_players();
    const int teams = s.num_teams();

    // ---- seats and teams ----
    if (players < 2 || players > kMaxSeats) return "a game of " + n(players) + " seats (2 to " + n(kMaxSeats) + ")";
    if (s.opts_.players != players) return "the options name " + n(s.opts_.players) + " players, the table seats " + n(players);
    if (static_cast<int>(s.pool_.size()) != players) return "a Keep pool for each seat is missing";
    if (teams < 2 || teams > players) return n(teams) + " teams for " + n(players) + " seats";
    const auto positions = start_positions(teams);
    for (int t = 0; t < teams; ++t) {
        const TeamState& ts = s.teams_[static_cast<std::size_t>(t)];
        if (ts.position != positions[static_cast<std::size_t>(t)])
            return "team " + n(t + 1) + " starts at position " + n(ts.position) + ", not " + n(positions[static_cast<std::size_t>(t)]) + " (C2.11)";
        if (ts.camp >= kCells) return "team " + n(t + 1) + "'s base camp is on no hex";
    }
    std::vector<int> in_team(static_cast<std::size_t>(teams), 0);
    for (int i = 0; i < players; ++i) {
        const SeatState& st = s.seats_[static_cast<std::size_t>(i)];
        if (st.team < 0 || st.team >= teams) return "P" + n(i + 1) + " is in no team";
        ++in_team[static_cast<std::size_t>(st.team)];
        if (st.sheets.empty()) return "P" + n(i + 1) + " leads no main character";
        for (std::int16_t sh : st.sheets)
            if (sh < 0 || static_cast<std::size_t>(sh) >= c.sheets.size()) return "P" + n(i + 1) + " leads an unknown main character";
    }
    for (int t = 0; t < teams; ++t)
        if (in_team[static_cast<std::size_t>(t)] == 0) return "team " + n(t + 1) + " has no player";
    if (s.to_move_ < 0 || s.to_move_ >= players) return "the seat to move, " + n(s.to_move_) + ", is not at the table";
    if (s.first_seat_ < 0 || s.first_seat_ >= players) return "the first seat, " + n(s.first_seat_) + ", is not at the table";

    // ---- the map ----
    const Slot& olympus = s.map_.slots[0];
    if (!olympus.revealed || olympus.turn != 0 || olympus.link >= 0) return "the Olympus tile has been moved or turned";
    for (int k = 1; k < kSlots; ++k) {
        const Slot& sl = s.map_.slots[static_cast<std::size_t>(k)];
        const std::size_t tiles = is_cave_slot(k) ? c.caves.size() : c.land.size();
        if (sl.tile < -1 || sl.tile >= static_cast<int>(tiles)) return "slot " + n(k) + " holds an unknown tile";
        if (sl.turn < 0 || sl.turn > 5) return "slot " + n(k) + " is turned " + n(sl.turn) + " times";
        if (!is_cave_slot(k) && sl.tile < 0) return "position " + n(k) + " has no tile";
        if (sl.revealed && sl.tile < 0) return "slot " + n(k) + " is face up without a tile";
        if (sl.link < -1 || sl.link >= kCells || sl.exit < -1 || sl.exit > 6) return "slot " + n(k) + " links to no hex";
        if (is_cave_slot(k) && sl.revealed && (sl.link < 0 || sl.exit < 0)) return "cave slot " + n(k) + " without its link";
    }

    // ---- pieces: ids, kinds and places ----
    std::set<int> uids;
    std::set<std::string> names;
    for (const Piece& p : s.pieces_) {
        if (p.uid < 1 || p.uid >= s.next_uid_) return "a piece numbered " + n(p.uid) + " (1 to " + n(s.next_uid_ - 1) + ")";
        if (!uids.insert(p.uid).second) return "two pieces numbered " + n(p.uid);
        if (p.name.empty()) return "a piece without a name";
        if (!names.insert(p.name).second) return "two pieces named " + p.name;
        std::size_t defs = 0;
        switch (p.kind) {
            case PieceKind::Main: defs = c.sheets.size(); break;
            case PieceKind::Ally:
            case PieceKind::Creature: defs = c.cards.size(); break;
            case PieceKind::Counter: defs = c.creatures.size(); break;
        }
        if (p.def < 0 || static_cast<std::size_t>(p.def) >= defs) return p.name + " is of an unknown kind";
        if ((p.kind == PieceKind::Ally || p.kind == PieceKind::Creature) &&
            c.card_def(p.def).type != (p.kind == PieceKind::Ally ? CardType::Character : CardType::Creature))
            return p.name + " is not made from a card of its kind";
        if (p.kind == PieceKind::Counter && c.creatures[static_cast<std::size_t>(p.def)].rule) return p.name + " is a rule counter on the board";
        if (p.cell < 0 || p.cell >= kCells) return p.name + " is off the board";
        if (p.home < -1 || p.home >= kCells) return p.name + " has a home on no hex";
        for (std::int16_t r : p.rules)
            if (r < 0 || static_cast<std::size_t>(r) >= c.creatures.size()) return p.name + " carries an unknown rule counter";
        for (const Attached& a : p.cards)
            if (a.card < 0 || static_cast<std::size_t>(a.card) >= c.cards.size()) return p.name + " holds an unknown card";
        if (is_character(p.kind) && (p.seat < 0 || p.seat >= players)) return p.name + " has no player";
        if (!is_character(p.kind) && p.seat != -1) return p.name + " is a creature with a player";
        if (p.kind == PieceKind::Main &&
            std::find(s.seats_[static_cast<std::size_t>(p.seat)].sheets.begin(), s.seats_[static_cast<std::size_t>(p.seat)].sheets.end(),
                      p.def) == s.seats_[static_cast<std::size_t>(p.seat)].sheets.end())
            return p.name + " is not one of P" + n(p.seat + 1) + "'s main characters";
    }
    if (s.mover_ != -1 && !uids.count(s.mover_)) return "the moving piece, " + n(s.mover_) + ", is not on the board";

    // ---- the phase against what must exist in it ----
    if (s.resume_ != Phase::Pass && s.resume_ != Phase::Play && s.resume_ != Phase::Move && s.resume_ != Phase::Combat &&
        s.resume_ != Phase::Creature)
        return "a reaction would return to the " + std::string(phase_name(s.resume_)) + " phase";
    if (setup_phase(s.phase_)) {
        // C1.13-C2.13: no turn has begun, and only teams that have placed their camp have pieces.
        if (s.turn_ != 0 || s.round_ != 0) return "the " + std::string(phase_name(s.phase_)) + " phase after turn " + n(s.turn_) + " began";
        const int limit = s.phase_ == Phase::Keep ? players : teams;
        if (s.setup_team_ < 0 || s.setup_team_ >= limit)
            return "the " + std::string(phase_name(s.phase_)) + " phase for " + (s.phase_ == Phase::Keep ? "seat " : "team ") +
                   n(s.setup_team_ + 1) + ", of " + n(limit);
        for (int t = 0; t < teams; ++t) {
            const bool placed = s.phase_ == Phase::Camp && t < s.setup_team_;
            if ((s.teams_[static_cast<std::size_t>(t)].camp >= 0) != placed)
                return "team " + n(t + 1) + (placed ? " has no base camp" : " has a base camp before its turn to place it (C2.12)");
        }
        for (const Piece& p : s.pieces_)
            if (p.kind != PieceKind::Main || s.teams_[static_cast<std::size_t>(s.seats_[static_cast<std::size_t>(p.seat)].team)].camp != p.cell)
                return p.name + " is on the board before play begins";
        if (s.phase_ == Phase::Keep && s.pool_[static_cast<std::size_t>(s.setup_team_)].empty())
            return "P" + n(s.setup_team_ + 1) + " picks a hand from no cards (C1.13)";
        for (int i = 0; i < players; ++i)
            if (!s.pool_[static_cast<std::size_t>(i)].empty() && !(s.phase_ == Phase::Keep && i >= s.setup_team_))
                return "P" + n(i + 1) + " still has cards to pick from outside the Keep phase";
        if (!s.attacks_.empty() || !s.sites_.empty()) return "attacks or encounters before play begins";
    } else {
        if (s.turn_ < 1 || s.round_ < 1) return "the " + std::string(phase_name(s.phase_)) + " phase before the first turn";
        if (s.round_ > s.opts_.max_rounds)
            return "round " + n(s.round_) + " is past the game's cap of " + n(s.opts_.max_rounds) + " rounds";
        if (s.turn_ > s.round_ * players || s.turn_ < s.round_)
            return "turn " + n(s.turn_) + " cannot fall in round " + n(s.round_) + " with " + n(players) + " players";
        // A2.2: a round opens with the first seat's turn, so the turn number follows from the round
        // and the seat to move; a looser pair would reach a turn the round cannot hold a turn later.
        // A game capped at its last round ends as the first seat's next turn would begin.
        if (s.phase_ != Phase::Over) {
            int place = 0;
            for (int seat = s.first_seat_; seat != s.to_move_ && place < players; seat = Rules::next_seat(s, seat)) ++place;
            const int expected = (s.round_ - 1) * players + place + 1;
            if (s.turn_ != expected)
                return "turn " + n(s.turn_) + " of round " + n(s.round_) + " is P" + n(s.to_move_ + 1) + "'s, which is turn " +
                       n(expected) + " with P" + n(s.first_seat_ + 1) + " first";
        }
        for (int t = 0; t < teams; ++t)
            if (s.teams_[static_cast<std::size_t>(t)].camp < 0) return "team " + n(t + 1) + " has no base camp in play (C2.12)";
        for (int i = 0; i < players; ++i)
            if (!s.pool_[static_cast<std::size_t>(i)].empty()) return "P" + n(i + 1) + " still has cards to pick from outside the Keep phase";
    }
    for (int t = 0; t < teams; ++t)
        if (!s.map_.slots[static_cast<std::size_t>(s.teams_[static_cast<std::size_t>(t)].position)].revealed &&
            !(s.phase_ == Phase::Keep || (s.phase_ == Phase::Orient && t > s.setup_team_)))
            return "team " + n(t + 1) + "'s starting tile is still face down (C2.11)";
    if (s.phase_ == Phase::React && s.attacks_.empty()) return "a reaction window without an attack";
    for (const Attack& a : s.attacks_) {
        if (!uids.count(a.attacker) || !uids.count(a.defender)) return "an attack by or on a piece that is not on the board";
        for (std::int16_t u : a.support)
            if (!uids.count(u)) return "an attack supported by a piece that is not on the board";
    }
    if (s.phase_ == Phase::Over) {
        if (s.winner_ < 0 && !s.capped_) return "over without a winner or the cap";
    } else if (s.winner_ != -1) {
        return "a winner while the game goes on";
    }
    if (s.winner_ < -1 || s.winner_ >= players) return "the winner, " + n(s.winner_) + ", is not at the table";

    // ---- encounters: a creature card lying on a site is a creature piece there (D2.35) ----
    std::set<int> site_cells, site_creatures;
    for (const Site& x : s.sites_) {
        if (x.cell < 0 || x.cell >= kCells) return "an encounter on no hex";
        if (!site_cells.insert(x.cell).second) return "two encounters on " + cell_name(x.cell);
        if (x.current < -1 || x.current >= static_cast<int>(c.cards.size())) return "an unknown card on " + cell_name(x.cell);
        for (CardId b : x.beaten)
            if (b < 0 || static_cast<std::size_t>(b) >= c.cards.size()) return "an unknown card beaten on " + cell_name(x.cell);
        const bool creature_card = x.current >= 0 && c.card_def(x.current).type == CardType::Creature;
        if (creature_card != (x.creature >= 0))
            return creature_card ? "a creature card waits on " + cell_name(x.cell) + " without its creature (D2.35)"
                                 : "a creature on " + cell_name(x.cell) + " without its card";
        if (x.creature >= 0) {
            const Piece* p = s.piece_by_uid(x.creature);
            if (!p) return "the creature of " + cell_name(x.cell) + " is not on the board";
            if (p->kind != PieceKind::Creature || p->def != x.current || p->home != x.cell)
                return p->name + " is not the creature card lying on " + cell_name(x.cell);
            site_creatures.insert(x.creature);
        }
    }
    for (const Piece& p : s.pieces_)
        if (p.kind == PieceKind::Creature && !site_creatures.count(p.uid)) return p.name + " has no encounter card of its own";

    // ---- every card in exactly one place, as many copies as the decks were built with ----
    std::vector<int> want(c.cards.size(), 0);
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
        const CardDef& d = c.cards[i];
        int copies = 1;
        if (!d.encounter_deck && d.category == Category::Specific) {
            copies = 0;  // one set for each time a seat leads that character (setup.cpp)
            for (const SeatState& st : s.seats_)
                for (std::int16_t sh : st.sheets) copies += c.sheets[static_cast<std::size_t>(sh)].key == d.character ? 1 : 0;
        }
        want[i] = d.count * copies;
    }
    std::vector<int> seen(c.cards.size(), 0);
    auto see = [&](CardId x) { ++seen[static_cast<std::size_t>(x)]; };
    for (const Pile<CardId>* p : {&s.draw_, &s.discard_, &s.encounter_, &s.enc_discard_})
        for (CardId x : p->bottom_first()) {
            if (x < 0 || static_cast<std::size_t>(x) >= c.cards.size()) return "an unknown card in a deck";
            see(x);
        }
    for (std::size_t i = 0; i < s.seats_.size(); ++i) {
        for (CardId x : s.pool_[i]) {
            if (x < 0 || static_cast<std::size_t>(x) >= c.cards.size()) return "an unknown card in P" + n(static_cast<long long>(i) + 1) + "'s pool";
            see(x);
        }
        for (CardId x : s.seats_[i].hand) {
            if (x < 0 || static_cast<std::size_t>(x) >= c.cards.size()) return "an unknown card in P" + n(static_cast<long long>(i) + 1) + "'s hand";
            see(x);
        }
    }
    for (const Piece& p : s.pieces_) {
        for (const Attached& a : p.cards) see(a.card);
        if (p.kind == PieceKind::Ally) see(p.def);
    }
    for (const Site& x : s.sites_) {
        for (CardId b : x.beaten) see(b);
        if (x.current >= 0) see(x.current);
    }
    int total_cards = 0;
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
        total_cards += seen[i];
        if (seen[i] != want[i])
            return "card '" + c.cards[i].key + "': " + n(seen[i]) + " in play, " + n(want[i]) + (seen[i] > want[i] ? " (doubled)" : " (lost)");
    }
    if (total_cards != s.deck_cards_) return "cards: " + n(total_cards) + " in play, " + n(s.deck_cards_) + " at the start";

    // ---- creature counters: in their stack or on the board (rule counters with their creature) ----
    std::vector<int> counters(c.creatures.size(), 0);
    for (int k = 0; k <= kMaxStack; ++k)
        for (std::int16_t x : s.stacks_[static_cast<std::size_t>(k)].bottom_first()) {
            if (x < 0 || static_cast<std::size_t>(x) >= c.creatures.size()) return "an unknown creature counter in stack " + n(k);
            if (c.creatures[static_cast<std::size_t>(x)].stack != k) return "a counter in the wrong stack";
            ++counters[static_cast<std::size_t>(x)];
        }
    for (const Piece& p : s.pieces_) {
        if (p.kind == PieceKind::Counter) ++counters[static_cast<std::size_t>(p.def)];
        for (std::int16_t r : p.rules) ++counters[static_cast<std::size_t>(r)];
    }
    for (std::size_t i = 0; i < c.creatures.size(); ++i)
        if (counters[i] != c.creatures[i].count) return "creature counter '" + c.creatures[i].key + "' lost or doubled";
    {
        std::vector<int> caves;
        for (std::int16_t x : s.cave_pile_.bottom_first()) caves.push_back(x);
        for (int k = kPositions; k < kSlots; ++k)
            if (s.map_.slots[static_cast<std::size_t>(k)].tile >= 0) caves.push_back(s.map_.slots[static_cast<std::size_t>(k)].tile);
        std::sort(caves.begin(), caves.end());
        const std::size_t boards = std::min(c.caves.size(), static_cast<std::size_t>(kMaxCaves));
        bool ok = caves.size() == boards;
        for (std::size_t i = 0; ok && i < caves.size(); ++i) ok = caves[i] == static_cast<int>(i);
        if (!ok) return "a cave board lost or doubled";
    }

    // ---- dinars: purses and bank keep their sum; no purse below zero ----
    int sum = s.bank_;
    for (const SeatState& st : s.seats_) {
        if (st.dinars < 0) return "a purse below zero";
        sum += st.dinars;
    }
    if (sum != s.total_) return "dinars: " + n(sum) + " instead of " + n(s.total_);

    // ---- pieces stand on hexes that exist, are face up and can be entered ----
    for (const Piece& p : s.pieces_) {
        const HexDef* h = s.map_.hex(c, p.cell);
        if (!s.map_.exists(p.cell) || !h) return p.name + " stands on a face-down or missing hex " + cell_name(p.cell);
        if (h->terrain == Terrain::Black) return p.name + " stands on a black hex";
        if (!setup_phase(s.phase_) && is_character(p.kind) && p.moves_used > std::max(0, s.speed(p)))
            return p.name + " moved farther than its speed";
        for (std::size_t i = 0; i < p.cards.size(); ++i)
            for (std::size_t k = i + 1; k < p.cards.size(); ++k) {
                const std::string& sl = c.card_def(p.cards[i].card).slot;
                if (!sl.empty() && sl == c.card_def(p.cards[k].card).slot) return p.name + " holds two items for slot " + sl;
            }
    }
    // Banners lie only on indicators.
    for (CellId x = 0; x < kCells; ++x) {
        const int b = s.banners_[static_cast<std::size_t>(x)];
        if (b < 0) continue;
        if (b >= teams) return "a banner of no team";
        const HexDef* h = s.map_.hex(c, x);
        if (!h || (h->indicator != IndicatorKind::Encounter && h->indicator != IndicatorKind::Creature))
            return "a banner off an indicator at " + cell_name(x);
    }

    if (std::string why = check_decks(s); !why.empty()) return why;

    // ---- the side to move can act, unless the game is over ----
    if (s.phase_ != Phase::Over && s.legal_actions().empty())
        return "P" + n(s.current_player() + 1) + " has no legal move in the " + std::string(phase_name(s.phase_)) + " phase";
    return "";
}

}  // namespace olympus::cgs
