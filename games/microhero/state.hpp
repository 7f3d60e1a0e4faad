// Micro Hero: Hercules, the rules engine: a value type with no I/O.
// The rules live in files named for the rulebook's sections: setup.cpp, turn.cpp (draw,
// planning, Stance), improvement.cpp, combat.cpp (attack, defense, Trial abilities),
// round.cpp (upkeep, end of round, preparation, victory and defeat), expansions.cpp,
// state.cpp (legal actions, apply, views), json.cpp.
//
// The State's members are public so a test can set up any position by hand (see
// State::take_card); apply() only ever accepts a move that legal_actions() lists.
#pragma once
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/pile.hpp"
#include "core/rng.hpp"
#include "microhero/action.hpp"
#include "microhero/cards.hpp"

namespace olympus::microhero {

// One physical card. uid names the card for its whole life, so the invariant "no card created
// or lost" can be checked; def indexes Catalog::cards.
struct Card {
    int uid = -1;
    int def = -1;
    bool up = false;  // upgraded (rotated 180 degrees)
    bool operator==(const Card&) const = default;
};

enum class Difficulty { Normal, Heroic, Mythic };
enum class Phase { HealthCard, Planning, Improvement, Defense, Preparation, Over };

// The set-up options, fixed for the campaign.
struct Config {
    Difficulty difficulty = Difficulty::Normal;
    int players = 1;
    bool blood = false, athena = false, hera = false, calm = false, omphale = false;
    std::vector<std::string> decks;  // per player, e.g. "4T3S3B"
    std::vector<int> stances;        // per player, Catalog::stances index
    bool operator==(const Config&) const = default;
};

struct Stance {
    int def = 0;
    int side = 0;          // 0 = side A
    bool tapped = false;
    bool pending = false;  // Supercharged tapped, waiting for the next non-Wound card
    int bonus = 0;         // Omphale's Lion Skin: + Attack and + Defense this turn
    bool operator==(const Stance&) const = default;
};

struct Player {
    Pile<Card> deck;
    int deck_known = 0;  // how many cards on top of the deck the player has seen put there, in order
    std::vector<Card> hand;
    std::vector<Card> played;  // this turn, in play order
    int supercharged = -1;     // index into played of the card to be exhausted, or -1
    Pile<Card> discard;
    std::vector<Card> under;   // under Omphale's Stance until the round ends
    Stance stance;
    int shield = 0;            // Athena's Protection
    int prep_left = 0;
    int deep_due = 0;          // Blood and Bruises: Deep Wounds discarded this turn, each owing a Wound at Upkeep
    bool operator==(const Player&) const = default;
};

// A Trial overcome on Heroic or Mythic that still adds its abilities for a few more rounds.
struct Lingering {
    int trial = -1;
    int rounds_left = 0;
    bool operator==(const Lingering&) const = default;
};

struct Totals {
    int attack = 0, defense = 0, xp = 0;
    bool operator==(const Totals&) const = default;
};

// Shares the immutable card data between copies of a State; never part of its value.
struct CatalogRef {
    std::shared_ptr<const Catalog> p;
    const Catalog* operator->() const { return p.get(); }
    const Catalog& operator*() const { return *p; }
    bool operator==(const CatalogRef&) const { return true; }
};

struct IllegalAction : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

struct State {
    using Action = microhero::Action;
    static constexpr int kRounds = 12;
    static constexpr int kSaveVersion = 1;

    CatalogRef cat;
    Config cfg;
    Rng rng;
    std::vector<int> uid_def;  // every physical card's CardDef index, by uid (fixed by the options)

    std::vector<Player> players;
    std::vector<Card> reserve;  // Techniques and Blessings, base level, sorted by uid
    Pile<Card> wounds;          // the Reserve's Wound stack

    // Trials
    Pile<int> upcoming;                // face down
    int trial = -1;                    // current Trial
    std::vector<Lingering> lingering;  // Heroic/Mythic
    std::vector<int> overcome;         // in the order overcome
    int t_attack = 0, t_defense = 0, t_health = 0, t_health_start = 0;

    int round = 1;        // 1..12
    int turn = 1;         // turn within the round
    int turns_total = 0;  // turns played in the campaign: those finished, and the one that lost it
    std::vector<int> round_turns;  // turns each overcome Trial took

    Phase phase = Phase::Planning;
    int actor = 0;
    int xp = 0;  // the Experience pool during the Improvement Phase

    // Expansions
    int health_card = -1;                         // Calm and Wrath: the card in use
    Pile<int> hera_stack;                         // Hera's Revenge, face down
    std::vector<int> hera_discard;                // oldest first
    int hera_last = -1;                           // revealed this turn

    int result = 0;  // 1 campaign won, -1 lost, 0 going on
    std::vector<std::string> log;  // what happened, most recent last (kept short)

    bool operator==(const State&) const = default;

    // --- the GameState interface ---
    static State new_game(const GameOptions& opts);
    std::vector<Action> legal_actions() const;
    void apply(const Action& a);  // throws IllegalAction and leaves the state as it was
    // As apply, without the forced moves after it: the state a screen shows between a move and
    // what then follows by itself (the finished plan before the turn resolves).
    void apply_step(const Action& a);
    bool is_terminal() const { return result != 0; }
    int winner() const { return result > 0 ? 0 : -1; }  // co-op: 0 stands for the team
    int current_player() const { return actor; }
    int num_players() const { return cfg.players; }
    nlohmann::json to_json() const;
    static State from_json(const nlohmann::json& j);  // throws std::runtime_error
    nlohmann::json view_json(int player) const;
    // What a spectator may see: in co-op both players see all of each other's cards (they plan
    // together), so it is a player's view without a seat or legal moves.
    nlohmann::json public_view_json() const;
    std::string describe(int player) const;
    // A State that draws as the one behind a view_json or public_view_json does, for a network
    // client's screen. What the view hides (the decks below their known tops, the upcoming
    // Trials, Hera's stack) is filled from what the viewer knows is left, in a fixed order, and
    // the Rng is new: it must never be played on. Throws std::runtime_error saying what cannot
    // be read; the result passes check_invariants().
    static State from_view_json(const nlohmann::json& v);

    // --- queries for views, policies and tests ---
    const CardDef& def(const Card& c) const { return cat->card(c.def); }
    std::string card_name(const Card& c) const;  // "Strike+" for an upgraded Strike
    Totals totals(int p) const;                   // what p's played cards give this turn
    // The points one played card gives: trigger count x its half (x2 when supercharged).
    Totals contribution(int p, std::size_t index) const;
    std::vector<int> active_trials() const;       // current, then lingering
    int static_sum(Effect e) const;
    int max_damage() const;                       // -1 when unlimited
    int trial_attack_now() const;                 // with Calm and Wrath's bonus
    // The Wounds a failed block costs above the rules' one (or Blood and Bruises' shortfall) once
    // `overcome` Trials are behind.
    int late_wounds(int overcome) const { return cat->wound_step > 0 ? overcome / cat->wound_step : 0; }
    int trial_attack_at(int attack, int health) const;  // the same for these values
    // The Health an Attack Phase with this Attack takes from the Trial as it stands.
    int health_lost_to(int attack) const;
    // The Attack the Trial will strike with in this turn's Defense Phase. In Planning and
    // Improvement: after the Attack Phase meets it with the Attack played so far (the Health
    // lost, its abilities that answer that, Calm and Wrath at the Health left), computed by the
    // same rules the engine then applies; -1 when that Attack overcomes it. Later: its Attack now.
    int strike_attack() const;
    int trial_defense_now() const;
    int cost_of(const Card& c) const;             // Experience for any improvement on c
    // True when c is not upgraded and upgrading it would change something: a Technique or a
    // Blessing, or a Wound whose upgraded half differs (the Heavy Wound with Blood and Bruises).
    bool can_upgrade(const Card& c) const;
    int hand_size() const;                        // cards drawn each Draw Phase
    int wounds_left() const { return static_cast<int>(wounds.size()); }
    int coop_partner(int p) const { return cfg.players == 2 ? 1 - p : p; }

    // True when the physical card `uid` is somewhere in the campaign now (a Blessing is not
    // until its Trial is overcome).
    bool in_campaign(std::size_t uid) const;
    // Every card the player owns (deck, hand, play, discard, under the Stance).
    std::vector<Card> owned_cards(int p) const;
    // Throws std::runtime_error when a card is missing or doubled, or a value is out of range.
    void check_invariants() const;
    // For building test positions: removes and returns a card with this id from wherever it is
    // (Reserve, Wound stack, then each player's deck, discard, hand), or throws.
    Card take_card(std::string_view id);

    // --- the rules, one function per step (see the .cpp named after the step) ---
    void setup(const GameOptions& opts);            // setup.cpp
    void begin_turn();                              // turn.cpp
    bool draw_card(int p);
    void play_card(int p, std::size_t hand_index);
    void use_stance(int p, int hand_index);
    void end_planning(int p);
    void after_planning();
    void buy(int seat, int def);                    // improvement.cpp
    void upgrade_top(int seat);
    void anticipate(int seat);
    void end_improvement();
    bool attack_phase();  // true when the Trial is overcome   combat.cpp
    void defense_phase(const std::vector<int>& defense);
    void fire(Trigger t, int p);
    bool add_wound(int p);
    void upkeep();                                  // round.cpp
    void discard_played(int p, Card c, int target, bool exhausted);
    void end_of_turn_stance(int p);
    void win_round();
    void reveal_trial();
    void finish_round_setup();
    void prep(int p, const Action& a);
    void hera_reveal();                             // expansions.cpp
    void choose_health_card(int id);
    void reshape_wound_stack();
    void exhaust(Card c);
    void note(std::string line);
    void note_xp_gained();  // the turn's Experience and where it came from

    // Moves forward through steps with one possible move (e.g. a phase with nothing to do).
    void settle();
    void apply_unchecked(const Action& a);
};

// What is wrong with `s` in words, or empty when it is a state this game can reach and play on
// (games/microhero/check.cpp): the game's one statement of its invariants, run by every load.
std::string check(const State& s);

static_assert(GameState<State>);

std::string_view to_string(Phase p);
std::string_view to_string(Difficulty d);

// The table shell's hooks (core/table.hpp finds them through ADL and refuses to compile without
// them, so they live beside the State; table_hooks.cpp). True when going from `before` to `after`
// showed something hidden (a drawn card, a Trial, a Hera card), used chance, or played a card in
// co-op (where a played card never goes back to the hand).
bool revealed_hidden(const State& before, const State& after);
// Changes at the start of every turn and at every round end: the table saves then.
long long turn_mark_of(const State& s);
// The heading's "Turn N" (a turn mark also marks each round's end).
TurnCount turn_count_of(const State& s);
// The review after a campaign: every try plays the campaign to its end and a campaign holds some
// four hundred decisions, so each decision gets one dealt world, every move tried in it
// (docs/PERFORMANCE.md, "Review").
int review_iterations_of(const State& s);

}  // namespace olympus::microhero
