// A2 (rounds and turns) and the card phase D1; the flow from phase to phase, and the attacks that
// interrupt a phase (D2.4 surprise attacks, D3 combat, D4 creatures) with their reaction windows.
#include <algorithm>

#include "cgs/rules.hpp"

namespace olympus::cgs {

namespace {

bool any_give(const State& s) {
    for (const Action& a : Rules::legal(s))
        if (a.kind == Action::Kind::Give) return true;
    return false;
}

bool only_done(const State& s) {
    auto list = Rules::legal(s);
    return list.size() == 1 && list.front().kind == Action::Kind::Done;
}

}  // namespace

void Rules::start_turn(State& s, int seat) {
    s.to_move_ = seat;
    if (seat == s.first_seat_ && s.round_ >= s.opts_.max_rounds) {
        s.capped_ = true;
        s.phase_ = Phase::Over;
        log(s, "The game ends undecided after " + std::to_string(s.opts_.max_rounds) + " rounds.");
        return;
    }
    ++s.turn_;
    if (seat == s.first_seat_) ++s.round_;  // A2.2: a round is every player's turn once
    log(s, "P" + std::to_string(seat + 1) + "'s turn (round " + std::to_string(s.round_) + ", turn " + std::to_string(s.turn_) + ").");
    s.mover_ = -1;
    s.creature_done_ = false;
    for (Piece& p : s.pieces_) {
        if (p.seat != seat) continue;
        p.moves_used = 0;
        p.road_used = false;
        p.moved = false;
        p.acted = false;
        // D1.11-D1.12: lasting cards count down once a round, at their player's card phase.
        for (auto it = p.cards.begin(); it != p.cards.end();) {
            it->used = false;
            it->handed = false;
            if (it->rounds > 0 && --it->rounds == 0) {
                log(s, card_name(s, it->card) + " on " + called(s, p) + " has run its course.");
                discard(s, it->card);
                it = p.cards.erase(it);
            } else {
                ++it;
            }
        }
    }
    creature_heals(s);
    s.phase_ = Phase::Pass;  // D1.2; skipped by run() when nothing can be handed on
}

void Rules::after_pass_step(State& s) {
    // D1.3: one card for each character sheet the player leads.
    const int seat = s.to_move_;
    int drawn = 0;
    for (std::size_t i = 0; i < s.seats_[static_cast<std::size_t>(seat)].sheets.size(); ++i) {
        CardId c = draw_card(s);
        if (c < 0) break;
        s.seats_[static_cast<std::size_t>(seat)].hand.push_back(c);
        ++drawn;
    }
    // With both decks empty nothing happens, and an event for nothing is not logged (issue 18).
    if (drawn) log(s, "P" + std::to_string(seat + 1) + " draws " + std::to_string(drawn) + (drawn == 1 ? " card." : " cards."));
    s.phase_ = Phase::Play;
}

void Rules::to_combat(State& s) {
    s.mover_ = -1;
    s.phase_ = Phase::Combat;
}

void Rules::to_creature_phase(State& s) { s.phase_ = Phase::Creature; }

int Rules::next_seat(const State& s, int seat) {
    // A2.3: clockwise. C2.2 in team play: the first player of each team in turn, then the second
    // of each team that has one, and so on; with one player a team that is simply clockwise.
    std::vector<std::vector<int>> members(static_cast<std::size_t>(s.num_teams()));
    for (int i = 0; i < s.num_players(); ++i) members[static_cast<std::size_t>(s.team_of(i))].push_back(i);
    std::vector<int> order;
    for (std::size_t k = 0; order.size() < static_cast<std::size_t>(s.num_players()); ++k)
        for (const auto& m : members)
            if (k < m.size()) order.push_back(m[k]);
    const auto at = std::find(order.begin(), order.end(), seat);
    return at + 1 == order.end() ? order.front() : *(at + 1);
}

int State::seat_after(int seat) const { return Rules::next_seat(*this, seat); }

void Rules::end_turn(State& s) {
    for (Piece& p : s.pieces_) {
        if (p.seat != s.to_move_) continue;
        p.moves_used = 0;
        for (auto it = p.cards.begin(); it != p.cards.end();) {
            if (it->this_turn) {
                discard(s, it->card);
                it = p.cards.erase(it);
            } else {
                ++it;
            }
        }
    }
    start_turn(s, next_seat(s, s.to_move_));
}

bool Rules::any_creature_attack(const State& s) {
    for (const Piece& c : s.pieces_) {
        if (is_character(c.kind)) continue;
        for (const Piece& t : s.pieces_)
            if (is_character(t.kind) && s.opponents(s.to_move_, t.seat) && best_way(s, c, t) >= 0) return true;
    }
    return false;
}

void Rules::run(State& s) {
    if (s.phase_ == Phase::React) return;
    while (!s.attacks_.empty() && s.phase_ != Phase::Over) {
        Attack& a = s.attacks_.front();
        const Piece* att = s.piece_by_uid(a.attacker);
        const Piece* def = s.piece_by_uid(a.defender);
        if (att && def && a.creature_chooses) {
            // D3.11: a creature picks its best way of attacking.
            const int way = best_way(s, *att, *def);
            if (way >= 0) {
                a.ranged = way == 1;
                a.creature_chooses = false;
            }
        }
        if (!att || !def || a.creature_chooses || !s.can_attack(*att, *def, a.ranged)) {
            s.attacks_.erase(s.attacks_.begin());  // the attacker or its target is gone or out of reach
            continue;
        }
        if (!a.asked) {
            a.asked = true;
            // D1.41: the attacked character's player may answer with reaction cards. Asked
            // whenever that player holds cards, so the question gives nothing away.
            if (def->seat >= 0 && !s.seats_[static_cast<std::size_t>(def->seat)].hand.empty()) {
                s.resume_ = s.phase_;
                s.phase_ = Phase::React;
                return;
            }
        }
        roll(s);
    }
    // Steps in which there is nothing to decide go by themselves.
    for (int guard = 0; guard < 100000 && s.phase_ != Phase::Over; ++guard) {
        switch (s.phase_) {
            case Phase::Pass:
                if (any_give(s)) return;
                after_pass_step(s);
                continue;
            case Phase::Play:
                if (!only_done(s)) return;
                s.phase_ = Phase::Move;
                continue;
            case Phase::Move:
                if (!only_done(s)) return;
                finish_mover(s);
                to_combat(s);
                continue;
            case Phase::Combat:
                if (!only_done(s)) return;
                to_creature_phase(s);
                continue;
            case Phase::Creature:
                if (!s.creature_done_ && any_creature_attack(s)) return;
                end_turn(s);
                continue;
            default:
                return;
        }
    }
}

}  // namespace olympus::cgs
