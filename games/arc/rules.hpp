// Internal to the rules. Reader answers questions about a Board (so it serves the true State and a
// seat's View alike); Writer changes a Board, drawing chance from the State's Rng.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "arc/state.hpp"

namespace olympus::arc {

// Something a card asks its controller to pick.
struct Option {
    enum class Kind : std::uint8_t { Unit, Player, Card, None } kind = Kind::None;
    std::int8_t seat = -1;
    std::uint16_t uid = 0;
    CardId card = 0;
};

struct Reader {
    const CardDb& db;
    const Board& b;

    Reader(const CardDb& d, const Board& bd) : db(d), b(bd) {}

    const CardDef& def(CardId id) const { return db[id]; }
    static std::string seat_name(int s) { return "P" + std::to_string(s + 1); }

    // ---- seats (multiplayer.cpp) ----
    bool alive(int s) const { return !b.p[static_cast<std::size_t>(s)].out; }
    int living() const;
    int left_of(int s) const;   // the next living seat clockwise
    int right_of(int s) const;  // the previous living seat
    std::vector<int> opponents(int s) const;  // living others, starting from s's left

    // ---- units and power (effects.cpp) ----
    const Unit* unit(std::uint16_t uid, int* owner = nullptr) const;
    int power(int seat, const Unit& u) const;
    // Its power if it were attacking / blocking (for planning).
    int power_if(int seat, const Unit& u, bool attacking, bool blocking) const;
    bool attacking(std::uint16_t uid) const;
    bool blocking(std::uint16_t uid) const;
    bool removed(std::uint16_t uid) const;
    bool in_combat(std::uint16_t uid) const { return (attacking(uid) || blocking(uid)) && !removed(uid); }
    bool ever_blocked(std::uint16_t attacker) const;
    std::vector<std::uint16_t> blockers_of(std::uint16_t attacker) const;  // still in play and in combat
    std::uint16_t blocked_attacker(std::uint16_t blocker) const;           // 0: not blocking
    bool versus(std::uint16_t a, std::uint16_t b) const;                   // fighting each other
    int ward(int seat) const;
    // What attacker `u` with power `power` discards from the defender's deck when nobody blocks
    // it: the power, its own "more when unblocked", less the defender's ward (none while
    // `defender` is -1, not yet known). One count for the fight, its forecast and the preview.
    int unblocked_discard(const Unit& u, int power, int defender) const;
    bool can_attack(int seat, const Unit& u) const;
    bool can_block(int def_seat, const Unit& blocker, int att_seat, const Unit& attacker) const;
    bool unique_in_play(CardId id) const;

    // Names in action texts.
    std::string unit_ref(int seat, const Unit& u) const;     // "Cyclops" or "Cyclops #2"
    std::string unit_option(int seat, const Unit& u) const;  // "Cyclops #2 of P2"
    std::uint16_t find_ref(int seat, const std::string& ref) const;  // 0: none
    std::string option_text(const Option& o) const;
    std::string task_name(const Task& t) const;  // "Cyclops of P1"
    // Names in the log, as a person says them: "Cyclops of P2", or, with two alike in play there,
    // "P2's second Cyclops" (counted as the board shows them, from the left). `own`: said by its
    // seat's own sentence ("P2 uses the second Cyclops").
    std::string unit_said(int seat, const Unit& u, bool own = false) const;

    // ---- paying (turn.cpp) ----
    std::array<int, kColours> untapped(int seat) const;
    std::vector<std::string> payments(int seat, const CardDef& c) const;

    // ---- effects (effects.cpp) ----
    bool needs_opponent(const Task& t) const;
    const std::vector<Effect>& effects_of(const Task& t) const;
    bool unit_matches(const Task& t, const Filter& f, int owner, const Unit& u) const;
    bool card_matches(const Filter& f, CardId id) const;
    // The seats a target side covers for this task (opponent -1: every opponent).
    std::vector<int> sides(const Task& t, SideSel s) const;
    std::vector<Option> options(const Task& t, const Effect& e) const;
    int amount(const Task& t, const Amount& a) const;
    bool holds(const Task& t, const Condition& c) const;
    // A task as it would be if `seat` played the card (list -1) or used ability `list` now.
    Task probe(int seat, CardId source, std::uint16_t source_uid, int list, bool in_combat) const;
    // Whether its required targets exist (a card with none to pick can't be played).
    bool has_targets(const Task& t) const;
    // The top task's pending question: the options, and whether "none" is allowed.
    std::vector<Option> pending_options(bool* optional = nullptr) const;

    // ---- decisions ----
    int to_act() const;
    std::vector<Action> legal() const;      // decisions(), then the cards the player may show
    std::vector<Action> decisions() const;  // what the player to act must decide
    bool queue_needs_order() const;
    std::vector<Action> main_actions() const;        // turn.cpp
    std::vector<Action> combat_card_actions(int seat) const;  // combat.cpp
    std::vector<Action> block_actions() const;       // combat.cpp
    std::vector<Action> kill_actions() const;        // combat.cpp
    bool kill_choice_open() const;                   // combat.cpp
    std::vector<Action> show_actions(int seat) const;  // multiplayer.cpp
};

// Takes one card `id` out of a hand (it must be there). A copy known to all goes first: the others
// cannot tell which copy left, so what stays must not tell them there was another.
void take_from_hand(Player& p, CardId id);

struct Writer : Reader {
    Board& w;
    Rng& rng;
    bool quiet;

    Writer(const CardDb& d, Board& bd, Rng& r, bool q) : Reader(d, bd), w(bd), rng(r), quiet(q) {}

    Player& pl(int s) { return w.p[static_cast<std::size_t>(s)]; }
    Unit* unit_mut(std::uint16_t uid, int* owner = nullptr);
    void log(const std::string& line);
    bool over() const { return b.step == Step::Over; }

    // ---- zones (multiplayer.cpp: deck-outs and eliminations) ----
    void draw(int seat, int n);
    void mill(int seat, int n, const std::string& why = {});  // `why`: the card that did it, for the log
    void check_deck(int seat);     // an empty deck loses at once
    void eliminate(int seat);
    void show(int seat, const std::string& name);  // a hand card becomes known to all
    void finish(int winner);       // -1: drawn
    void discard_unit(int seat, std::uint16_t uid, bool triggers = true);
    std::uint16_t enter_play(int seat, CardId id);  // a character; queues its "enters" abilities

    // ---- flow ----
    void apply(const Action& a);   // a legal action
    void advance();                // everything automatic until someone must decide
    void start_turn(int seat);     // turn.cpp
    void end_turn();               // turn.cpp
    void play_card(int seat, const CardDef& c, const std::string& pay);  // turn.cpp
    void pay(int seat, const std::string& letters);                       // turn.cpp

    // ---- abilities (effects.cpp) ----
    void fire(int seat, const Unit& u, Trigger t);  // queues the unit's abilities for t
    void fire_card(int seat, CardId id, std::uint16_t uid, Trigger t);
    bool run_top();                // false: the top task waits for a choice
    void finish_task();
    void exec(Task& t, const Effect& e, const Option* chosen);
    void choose(const std::string& option);

    // ---- combat (combat.cpp) ----
    void declare(std::uint16_t uid);
    void end_declare();
    void end_block();
    void resolve_combat();
    void end_combat();
};

}  // namespace olympus::arc
