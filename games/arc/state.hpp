// The ARC System duel as a value: two or three players, each with a deck, a hand, resources and
// characters in play, and a discard pile.
//
// The table (Board) is the same structure for the true State and for a seat's View: a View is
// the Board with every card that seat may not know turned to kUnknown. Legal moves are computed
// from a Board, so a seat's moves come from its View alone, and a sampled world is the View with
// the unknowns dealt.
//
// Seats sit clockwise: the player to your left is the next seat, and play passes to the left.
#pragma once
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arc/cards.hpp"
#include "arc/deck.hpp"
#include "core/engine.hpp"
#include "core/rng.hpp"

namespace olympus::arc {

inline constexpr int kHandSize = 7;
inline constexpr int kMaxPlayers = 3;

// A card in a hidden zone (deck or hand). `known`: every player knows which card it is (it came
// from a public place, e.g. a discard pile, or its owner showed it to everybody), so views keep it.
struct Card {
    CardId id = kUnknown;
    bool known = false;
    bool operator==(const Card&) const = default;
};

// Until-end-of-turn marks on a character.
inline constexpr std::uint8_t kUnblockable = 1;
inline constexpr std::uint8_t kNoBlock = 2;

// A card in play (a resource or a character).
struct Unit {
    CardId id = 0;
    std::uint16_t uid = 0;  // unique in the game; public
    bool tapped = false;
    std::int8_t pump_combat = 0;  // until end of combat
    std::int8_t pump_turn = 0;    // until end of turn
    std::uint8_t marks = 0;
    bool operator==(const Unit&) const = default;
};

struct Player {
    std::vector<Card> deck;  // back() is the top
    std::vector<Card> hand;
    std::vector<CardId> discard;  // back() is the top
    std::vector<Unit> resources;
    std::vector<Unit> characters;  // in the order they came into play
    std::vector<CardId> decklist;  // what the deck was built from, sorted; public
    std::string deck_name;
    bool out = false;               // eliminated
    std::uint8_t resources_played = 0;  // this turn
    std::uint8_t new_hands = 0;     // starting hands shuffled back
    bool operator==(const Player&) const = default;
};

enum class Step : std::uint8_t {
    Main,            // steps 3 and 4: a resource, then actions and characters (and going to attack)
    Declare,         // 5A: the attacker taps attackers one by one
    Block,           // 5B: the defender assigns blockers
    DefenderCombat,  // 5C: the defender may play one combat card
    AttackerCombat,  // 5C: then the attacker may
    Discard,         // 5D: what happens; the attacker picks which of several blockers to discard
    End,             // 5E: the turn ends (automatic)
    Over,
};
std::string_view step_name(Step s);

struct BlockPair {
    std::uint16_t blocker = 0, attacker = 0;
    bool operator==(const BlockPair&) const = default;
};

struct Combat {
    std::int8_t defender = -1;
    std::vector<std::uint16_t> attackers;  // in declaration order
    std::vector<BlockPair> blocks;
    std::vector<std::uint16_t> removed;    // taken out of combat
    std::vector<std::uint16_t> doomed;     // blockers the attacker chose to discard (Kill step)
    std::uint8_t kill_index = 0;           // the attacker whose blockers are being chosen
    bool operator==(const Combat&) const = default;
};

// An effect list being resolved: a card just played or an ability that fired.
struct Task {
    CardId source = 0;
    std::uint16_t source_uid = 0;  // the character whose ability this is (0: a played card)
    std::int8_t controller = 0;
    std::int8_t opponent = -1;     // "your opponent" for this card (-1: not yet chosen)
    std::int8_t list = -1;         // -1: the card's own effects; k: abilities[k]
    std::uint8_t next = 0;         // the next effect to resolve
    std::uint16_t same = 0;        // the character the last choice named ("that character")
    bool in_combat = false;        // played or fired during an attack
    bool held = false;             // a played action or combat card, out of every pile until it
                                   // has resolved (then it goes to its owner's discard pile)
    bool operator==(const Task&) const = default;
};

struct Board {
    int players = 2;
    std::int8_t active = 0;
    std::int16_t turn = 0;
    std::int16_t max_turns = 400;   // safety cap: the game is drawn after this many turns
    Step step = Step::Main;
    bool resource_step = true;       // step 3 is still open (nothing else done yet this turn)
    std::vector<Player> p;
    Combat combat;
    std::vector<Task> stack;         // back() resolves first
    std::vector<Task> queue;         // triggered abilities waiting to be ordered
    std::int8_t winner = -1;
    std::uint16_t next_uid = 1;
    int deck_limit = 40;
    std::vector<std::int8_t> eliminated;  // in order
    std::vector<std::string> log;         // public happenings, newest last (at most kLogSize)
    bool operator==(const Board&) const = default;
};
inline constexpr std::size_t kLogSize = 60;

// A move, in the text form used by scripts, logs, saves and the computer players:
//   resource NAME                 put a resource from your hand in play (step 3)
//   play NAME [GGB]               play an action, character or combat card, tapping resources of
//                                 those colours (G green, B blue, R red); no brackets at cost 0
//   use UNIT                      tap your character for its ability
//   attack with UNIT              tap a character to attack (the first one also begins the attack)
//   block UNIT with UNIT          the defender's character (second) blocks the attacker (first)
//   done                          no more attackers / blockers / blockers to discard
//   pass                          no combat card
//   end turn                      end the turn without attacking
//   choose OPTION                 answer what a card asks: a character "NAME [#k] of Pn", a player
//                                 "Pn", a card "NAME", or "none"
//   discard UNIT                  (the attacker) discard one of several blockers
//   first OPTION                  the active player orders waiting abilities: "NAME of Pn"
//   show NAME                     (three players) show a card of your hand to everybody; free,
//                                 and the same player decides again
// UNIT is a character's name, with " #k" when its owner has more than one in play (k-th oldest).
struct Action {
    enum class Kind : std::uint8_t { Resource, Play, Use, Attack, Block, Done, Pass, EndTurn, Choose, Discard, First, Show };
    Kind kind = Kind::Done;
    std::string card;   // the name, unit or option
    std::string pay;    // Play: payment letters in the order G, B, R
    std::string other;  // Block: the blocker

    static Action resource(std::string name);
    static Action play(std::string name, std::string pay);
    static Action use(std::string unit);
    static Action attack(std::string unit);
    static Action block(std::string attacker, std::string blocker);
    static Action done();
    static Action pass();
    static Action end_turn();
    static Action choose(std::string option);
    static Action discard(std::string unit);
    static Action first(std::string option);
    static Action show(std::string name);

    std::string to_string() const;
    static std::optional<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

// Everything one seat may know.
struct View {
    std::shared_ptr<const CardDb> db;
    int seat = 0;
    Board board;

    // The seat's moves when it is to act (the same as the true state's).
    std::vector<Action> legal_actions() const;
    int current_player() const;
    nlohmann::json to_json() const;
    // A view read back from to_json() (or a public view, read as seat 0's) with the card database
    // `db` (the built-in one when null), as a network client draws it. Throws
    // std::invalid_argument when it cannot be read.
    static View from_json(const nlohmann::json& j, std::shared_ptr<const CardDb> db = nullptr);
    bool operator==(const View& o) const { return seat == o.seat && board == o.board; }
};

class State {
public:
    using Action = arc::Action;
    using View = arc::View;

    // Options (GameOptions values):
    //   players=2|3                  (default 2)
    //   deck1=NAME deck2=NAME deck3=NAME   decklists from data/arc/decks (default: the six sample
    //                                decks dealt at random, different for each seat)
    //   deck_size=N                  the deck size both players agreed on (default 40)
    //   first=random|P1|P2|P3        who takes the first turn (default random; 1|2|3 and p1 also
    //                                name the seats); loser=N is the
    //                                same (the loser of the last game goes first)
    //   max_turns=N                  safety cap, a drawn game after N turns (default 400)
    // Throws OptionError for a bad option or a deck that fails the deck check.
    static State new_game(const GameOptions& opts);
    static State new_game(const GameOptions& opts, std::shared_ptr<const CardDb> db);
    // The same with decklists given directly (a player's own decks), one per seat.
    static State new_game(const GameOptions& opts, const std::vector<Decklist>& decks,
                          std::shared_ptr<const CardDb> db = nullptr);

    std::vector<Action> legal_actions() const;
    // Throws std::invalid_argument, leaving the state as it was, when the action is not legal.
    void apply(const Action& a);

    bool is_terminal() const { return b_.step == Step::Over; }
    int winner() const { return b_.winner; }
    int current_player() const;
    int num_players() const { return b_.players; }

    nlohmann::json to_json() const;
    static State from_json(const nlohmann::json& j);
    nlohmann::json view_json(int seat) const { return view_for(seat).to_json(); }
    // What a spectator may see: the table as every seat sees it (hands and decks show only the
    // cards known to all); "seat" is null and there are no legal moves.
    nlohmann::json public_view_json() const;
    std::string describe(int seat) const;

    View view_for(int seat) const;
    // No ARC move hides anything: every card played, chosen or discarded is shown to all, and
    // draws happen inside apply(). So another seat sees a move as its text.
    std::string observe(const Action& a, int observer) const;
    // A full state the seat cannot tell from the real one: its own hand, everything public and
    // every card known to all as in the view; the rest dealt at random from what remains of each
    // player's decklist.
    static State sample_world(const View& v, int seat, Rng& rng);

    // A position for tests and rulebook examples, at the active player's main step, e.g.
    //   {"players":2, "active":1, "turn":3, "resource_played":false, "seed":1,
    //    "p1":{"hand":["Cyclops"], "resources":["Wedding Feast","*Satyr Hollow"],
    //          "characters":["Hercules","*Cyclops"], "discard":["Festival"], "deck":["Festival"],
    //          "deck_size":20, "filler":"Wedding Feast", "out":false},
    //    "p2":{...}}
    // Players are numbered from 1. "*" in front of a card in play: tapped. "deck" lists the top
    // cards, top first; "deck_size" (default 10) pads the deck below them with "filler" cards.
    // Each player's decklist is whatever the position holds. Throws std::invalid_argument.
    static State from_position(const nlohmann::json& spec, std::shared_ptr<const CardDb> db = nullptr);

    const Board& board() const { return b_; }
    Board& board_for_tests() {
        legal_known_ = false;
        return b_;
    }
    const CardDb& db() const { return *db_; }
    const std::shared_ptr<const CardDb>& card_db() const { return db_; }
    const Rng& rng() const { return rng_; }
    // Stop writing the log (sampled worlds and playouts do not need it).
    void set_quiet(bool q) { quiet_ = q; }

    // The same as check(*this) (check.cpp), kept for the tests that call it.
    std::string check_invariants() const;
    // The character's power now, with every static ability and temporary change.
    int power(int seat, const Unit& u) const;

    bool operator==(const State& o) const { return b_ == o.b_ && rng_ == o.rng_; }

private:
    std::shared_ptr<const CardDb> db_;
    Board b_;
    Rng rng_;
    bool quiet_ = false;
    // The legal moves of the current position, once asked for (apply() checks against them).
    mutable std::vector<Action> legal_;
    mutable bool legal_known_ = false;

};

// What is wrong with `s` in words, or empty when it is a state this game can reach and play on
// (games/arc/check.cpp): the game's one statement of its invariants, run by every load.
std::string check(const State& s);

static_assert(olympus::GameState<State>);

// The table shell's hooks (found by argument-dependent lookup, defined in seats.cpp). They are
// declared beside the State so that every place the shell's table is built for ARC sees them:
// where they were not visible the shell fell back to "something was revealed" and undo never
// worked.
// For undo: a card left a deck, a hidden card of another seat than the one that moved first came
// to light, or chance was used.
bool revealed_hidden(const State& before, const State& after);
// Changes at each new turn: the shell saves then.
long long turn_mark_of(const State& s);
// The log's first line of a seat's turn: a seat's table finds there where another's turn began.
std::string turn_begins_line(int turn, int seat);

}  // namespace olympus::arc
