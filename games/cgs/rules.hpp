// Internal to the CGS rules: the steps apply() is made of, one file per part of the rulebook
// (setup.cpp C1-C2, turn.cpp A2/D1 and the flow between phases, movement.cpp D2, encounters.cpp
// D2.3-D2.4 and D3.3, combat.cpp D3.1-D3.4 and D4, cards.cpp B6 and D1.4, legal.cpp the moves).
#pragma once
#include <string>
#include <vector>

#include "cgs/hex_words.hpp"
#include "cgs/state.hpp"

namespace olympus::cgs {

struct Rules {
    // ---- small helpers (state.cpp) ----
    static Piece* find(State& s, int uid);
    static Piece* find(State& s, std::string_view name);
    static void log(State& s, std::string line);
    static std::string unique_name(const State& s, const std::string& key);
    static Piece& add_piece(State& s, Piece p);
    static void remove_piece(State& s, int uid);
    static void gain(State& s, int seat, int n);
    static int lose(State& s, int seat, int n);  // returns what was lost (not below 0)
    static void pay(State& s, int seat, int n);  // B2.1: team mates help
    static CardId draw_card(State& s);           // D1.3: -1 when deck and discard are empty
    static CardId draw_encounter(State& s);
    static void discard(State& s, CardId c);     // to the pile its deck uses
    // B6.4: 1 on success. `mod_from` names where `mod` comes from, for the log line.
    static int roll_check(State& s, const Piece& p, Stat st, int mod, const std::string& what, const std::string& mod_from);
    static const std::string& card_name(const State& s, CardId c);
    static std::string called(const State& s, const Piece& p);
    static std::string dinars(int n) { return std::to_string(n) + (n == 1 ? " dinar" : " dinars"); }  // for the log: "Wolf #2", never "wolf-2"
    static bool forest(const State& s, CellId c);
    static Site& site_at(State& s, CellId c);
    // A hex as the log names it (hex_words.hpp): never by its coordinates.
    static std::vector<CampMark> camp_marks(const State& s);
    static std::string where(const State& s, CellId c);
    // A team as the log says it (team_words.hpp): "Team 1 (P1+P3)", or the one player without teams.
    static std::string team_said(const State& s, int team);

    // ---- setup.cpp ----
    static void do_orient(State& s, int turn);
    static void do_camp(State& s, CellId c);
    static void do_keep(State& s, CardId c);
    static void begin_play(State& s);

    // ---- turn.cpp ----
    static void start_turn(State& s, int seat);
    static void end_turn(State& s);
    static void after_pass_step(State& s);      // D1.3 then D1.4
    static void to_combat(State& s);
    static void to_creature_phase(State& s);
    // Runs waiting attacks until one needs a decision (a reaction) or none are left, then goes on
    // with the phase they interrupted.
    static void run(State& s);
    static bool any_creature_attack(const State& s);

    // ---- movement.cpp ----
    static void do_move(State& s, int uid, const Action& a);
    // D2.31: a piece enters a hex, by a step or put there by a card.
    // (Pieces are passed by uid wherever pieces may be added or removed on the way: a reference
    // into the piece list does not survive that.)
    static void enter(State& s, int uid, CellId to, bool step, CellId from = -1);
    // The seat whose turn comes after `seat`'s (A2.3, C2.2).
    static int next_seat(const State& s, int seat);
    static void finish_mover(State& s);
    static void reveal_tile(State& s, int slot, int turn);
    static int open_cave(State& s, CellId entrance);  // the cave slot now linked, or -1

    // ---- encounters.cpp ----
    static bool activates(const State& s, const Piece& p, CellId c);  // D2.32, D2.33
    static void activate(State& s, int uid, CellId c);
    static void draw_for_site(State& s, CellId cell, int activator_uid, int ready_turn);
    // A card of the site was beaten by `by`: rewards, banner or the next card (D2.35, D3.3).
    static void site_beaten(State& s, CellId cell, int by_uid);
    static void do_attempt(State& s, int uid, const std::string& way);

    // ---- combat.cpp ----
    static void queue(State& s, Attack a, bool front = false);
    // Rolls the first waiting attack (its reaction window is over).
    static void roll(State& s);
    // The best way for `a` to attack `d` (D3.11: creatures choose; counter-attacks too):
    // 1 ranged, 0 melee, -1 none possible.
    static int best_way(const State& s, const Piece& a, const Piece& d);
    // Wounds or defeats the target (D3.11); true when it was defeated. by_uid -1: no attacker.
    static bool hit(State& s, int target_uid, int by_uid);
    static void near_triggers(State& s, const Piece& p);
    static void creature_heals(State& s);

    // ---- cards.cpp ----
    static void do_play(State& s, const Action& a);
    static void do_use(State& s, int uid, const Action& a);
    static void do_react(State& s, CardId c);
    static void do_give(State& s, Piece& from, CardId c, Piece& to);
    // Runs effects for the seat, `self` the character they concern (may be null).
    static void effects(State& s, const std::vector<Effect>& list, int seat, int self_uid, int target_seat);
    static void attach(State& s, Piece& p, Attached a);  // B6.33: one per slot
    static int play_cost(const State& s, CardId c, const Piece* on);
    static void defeats_creature(State& s, int by_uid);

    // ---- legal.cpp ----
    static std::vector<Action> legal(const State& s);
};

}  // namespace olympus::cgs
