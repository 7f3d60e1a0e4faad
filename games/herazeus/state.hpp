// Hera & Zeus: the whole game as a value. Seat 0 plays Hera, seat 1 plays Zeus.
//
// The table (Board) is the same structure for the true State and for a seat's View: a View is the
// Board with every card that seat may not know turned to kUnknown. So the moves a seat may make
// are computed from its View alone, and a sampled world is the View with the unknowns dealt.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.hpp"
#include "core/rng.hpp"
#include "herazeus/cards.hpp"
#include "herazeus/fixed_vec.hpp"

namespace olympus::herazeus {

// Card flags.
inline constexpr std::uint8_t kFaceUp = 1;  // on the table face up: everyone knows it
inline constexpr std::uint8_t kSeen = 2;    // the holder's opponent knows which card this is
// On a discard pile: the owner's opponent has lost track of this card, because Hades took an
// unnamed card from below it (see SideZones::hades_pool).
inline constexpr std::uint8_t kHidden = 4;

struct Card {
    TypeId type = kUnknown;  // kFigure for the figure in a column
    std::uint8_t flags = 0;
    bool operator==(const Card&) const = default;
};

using Column = FixedVec<Card, kRows>;  // [0] stands in the first row

struct SideZones {
    FixedVec<Card, kDeckSize> deck;       // back() is the top
    FixedVec<Card, kHandLimit> hand;
    std::array<Column, kColumns> field;
    FixedVec<Card, 2 * kDeckSize> discard;  // back() is the top; the top card is never kHidden
    // What the opponent remembers of this pile after Hades took cards from it unseen: the cards
    // the kHidden ones are, together with the ones Hades took (as many as the pool holds beyond
    // the kHidden cards). Public: the opponent saw every one of these land on the pile. Not a
    // zone: these cards are also elsewhere.
    FixedVec<Card, kDeckSize> hades_pool;
    // Public: set-up always leaves the hostage in the deck; that is certain until the first draw.
    bool hostage_in_deck = false;
    bool operator==(const SideZones&) const = default;
};

enum class Phase : std::uint8_t { Opening, Play, Over };

enum class EndReason : std::uint8_t {
    None,
    Stuck,              // could not spend all action points
    EmptyField,         // began a turn with no card on the table
    HostageChallenged,  // the hostage was challenged in the first row (a card or Pegasus)
    HostageRaided,      // Pegasus picked the hostage from the hand
    PandoraHand,        // Pegasus picked Pandora from a hand holding the hostage
    PandoraColumn,      // Pandora's box emptied a column holding a hostage
    TurnLimit,          // the project's safety cap: a draw
};
std::string_view end_reason_name(EndReason r);  // the word saves use ("empty_field")

enum class EventKind : std::uint8_t {
    HostageShown, Opening, Place, Draw, Play, Challenge, Raid, Strike, Spy, TurnOver, Sirens, Hades,
    Persephone, Dionysus, Figure, Recall, TurnStart, End,
};

// Results kept in Event::n.
enum Outcome : std::uint8_t {
    kAttackerWon, kDefenderWon, kTie, kHostageFound, kBoxOpened, kMedusaHolds, kFigureRemoved,
    kDiscarded, kStays, kPlaced, kPending, kPandoraHand,
};

// One public happening, for the log every seat sees. Holds only what both seats know.
struct Event {
    std::int16_t turn = 0;
    std::uint8_t seat = 0;
    EventKind kind = EventKind::Draw;
    std::int8_t col = -1, pos = -1, col2 = -1, pos2 = -1;  // 0-based
    TypeId a = kUnknown, b = kUnknown;
    std::uint8_t n = 0, m = 0;
    bool operator==(const Event&) const = default;
};

struct Board;
// The seat that acts now: the one ordering its discards, if any, else the one whose turn it is.
int acting_seat(const Board& b);

struct Board {
    Phase phase = Phase::Opening;
    std::int8_t to_move = 0;
    std::int8_t first = 0;        // who took turn 1
    std::int16_t turn = 0;        // 0 while placing the opening rows; the first player's first turn is 1
    std::int16_t max_turns = 300; // safety cap: the game is drawn after this many turns
    std::int8_t ap_total = 0;
    std::int8_t ap_used = 0;
    // A card a Pegasus raid took from the opponent's hand, waiting for `place colN`; once the
    // game is over, the hostage a raid rescued (it lies with the raider, not in the hand).
    Card pending{kUnknown, 0};
    // A card a Pegasus raid took waits to be placed: in a spectator's view it is there but
    // unknown (kHidden), so "no card waits" is the unknown card without flags.
    bool raid_waiting() const { return pending.type != kUnknown || pending.flags != 0; }
    std::int8_t winner = -1;
    EndReason reason = EndReason::None;
    std::array<SideZones, 2> side;
    // Cards on their way to each side's discard pile, face up, in an order their owner chooses
    // one card at a time (`discard KEY`; the last ends on top). While any wait, their owner acts:
    // the player whose turn it is first, then the other.
    std::array<FixedVec<Card, kHandLimit>, 2> ordering;
    FixedVec<Event, 64> events;  // this turn and the one before
    bool operator==(const Board&) const = default;
};

struct Action {
    enum class Kind : std::uint8_t { Draw, Play, Challenge, Use, Recall, Place, Discard };
    // What a Use names after the card: nothing, the opponent's hand, a column, a move, or a card.
    enum class Target : std::uint8_t { None, Hand, Column, Move, Card };
    Kind kind = Kind::Draw;
    Target target = Target::None;
    std::string card;  // Play, Use, Discard: the card ("pegasus", "pegasus*" from the other deck)
    std::string what;  // Target::Card: the card taken (Hades)
    int col = 0, pos = 0, col2 = 0, pos2 = 0;  // 1-based, as written

    static Action draw() { return {}; }
    static Action play(std::string card, int col, int pos);
    static Action challenge(int col);
    static Action use(std::string card);
    static Action use_hand(std::string card);
    static Action use_column(std::string card, int col);
    static Action use_move(std::string card, int col, int pos, int col2, int pos2);
    static Action use_card(std::string card, std::string what);
    static Action recall();
    static Action place(int col);
    static Action discard(std::string card);

    std::string to_string() const;
    static std::optional<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

// Everything one seat may know.
struct View {
    std::shared_ptr<const CardSet> cards;
    int seat = 0;
    Board board;

    // The seat's moves when it is to act (the same as the true state's).
    std::vector<Action> legal_actions() const;
    nlohmann::json to_json() const;
    // Reads what to_json wrote (a network client's copy of its seat's view); a spectator's view
    // (seat null) is read as seat 0's. Throws std::runtime_error on anything malformed.
    static View from_json(const nlohmann::json& j, std::shared_ptr<const CardSet> cards);
    bool operator==(const View& o) const { return seat == o.seat && board == o.board && same_cards(o); }

private:
    bool same_cards(const View& o) const;
};

class State {
public:
    using Action = herazeus::Action;
    using View = herazeus::View;

    // Options: first=hera|zeus|random (default hera, as the rulebook says), max_turns=N (default 300).
    static State new_game(const GameOptions& opts);
    static State new_game(const GameOptions& opts, std::shared_ptr<const CardSet> cards);

    std::vector<Action> legal_actions() const;
    // Throws std::invalid_argument, leaving the state as it was, when the action is not legal.
    void apply(const Action& a);
    // Why the action is not legal now; empty when it is.
    std::string why_illegal(const Action& a) const;

    bool is_terminal() const { return b_.phase == Phase::Over; }
    int winner() const { return b_.winner; }
    int current_player() const { return acting_seat(b_); }
    int num_players() const { return 2; }
    EndReason end_reason() const { return b_.reason; }

    nlohmann::json to_json() const;
    static State from_json(const nlohmann::json& j);
    nlohmann::json view_json(int seat) const { return view_for(seat).to_json(); }
    // What a spectator may see: each side as its opponent sees it (what both seats know), decks
    // and unseen hands hidden; "seat" is null and there are no legal moves.
    nlohmann::json public_view_json() const;
    // What a network client needs to read the views: the two decks (public: both players know them).
    nlohmann::json public_setup_json() const { return {{"decks", cards_->source}}; }
    std::string describe(int seat) const;

    View view_for(int seat) const;
    // What `observer` sees of the move `a` by the seat to act: its text, except that a card laid
    // face down from the hand is "?" to the other seat ("play ? col2 pos1"), and so is the card
    // Hades takes back, unless it is of the other seat's deck ("hades ?").
    std::string observe(const Action& a, int observer) const;
    // A full state the seat cannot tell from the real one: its own cards and everything public or
    // revealed as in the view, the cards it does not know dealt at random from what remains.
    static State sample_world(const View& v, int seat, Rng& rng);

    // A position for tests and rulebook examples, e.g.
    //   {"to_move":"zeus","turn":5,"ap":2,
    //    "hera":{"field":[["^amazon","hydra"],["io"],[]],"hand":["pegasus"],"discard":[],"deck":[]},
    //    "zeus":{"field":[["figure","giant"],[],[]],"hand":["pythia"]}}
    // Card words: a key of the holder's deck, "key*" from the other deck, "^" in front for face up,
    // "!" after for known to the opponent, "figure" for the figure. "deck" lists the top cards, top
    // first; every card not placed anywhere goes into its own deck below them, shuffled by "seed".
    // Optional: phase ("opening"/"play"), first, ap_total, ap_used, max_turns,
    // hostage_in_deck per side. Throws std::invalid_argument on a bad position.
    static State from_position(const nlohmann::json& spec, std::shared_ptr<const CardSet> cards = nullptr);

    const Board& board() const { return b_; }
    const CardSet& cards() const { return *cards_; }
    const std::shared_ptr<const CardSet>& card_set() const { return cards_; }
    const Rng& rng() const { return rng_; }

    // check_structure(*this): the table's invariants without asking whether the game can go on.
    std::string check_invariants() const;

    bool operator==(const State& o) const { return b_ == o.b_ && rng_ == o.rng_ && cards_->source == o.cards_->source; }

private:
    std::shared_ptr<const CardSet> cards_;
    Board b_;
    Rng rng_;

    // turn.cpp
    void do_draw();
    void do_play(TypeId t, int col, int pos);
    void after_action();
    void start_turn(int seat);
    void end_opening_step();
    // challenge.cpp
    void do_challenge(int col);
    void open_box(int col, int challenger);
    // specials.cpp
    void do_use(const Action& a, TypeId t);
    void do_recall();
    void do_place(int col);
    void raid();
    void strike(int col);
    // end.cpp
    void finish(int winner, EndReason why);
    void check_stuck();
    void settle();
    // shared helpers
    Card take_from_hand(int seat, TypeId t);
    void to_discard(int seat, Card c);
    void discard_many(int seat, std::vector<Card> cards);
    void reveal_pile_top(int seat);
    void do_discard(TypeId t);
    void flush_ordering();
    void log(Event e);
    friend struct Access;
};

// What is wrong with `s` in words, or empty when it is a state this game can reach and play on
// (games/herazeus/check.cpp): the game's one statement of its invariants, run by every load.
std::string check(const State& s);
// The table alone (every card in one place, bounds, the phase against what exists in it), without
// asking whether the game can go on: what a load checks before settling the position.
std::string check_structure(const State& s);
// The same for a seat's view, whose unknown cards are only counted; and, when that seat acts, that
// it has a move.
std::string check_view(const View& v, bool spectator = false);

static_assert(olympus::GameState<State>);

// Computer-player hooks (ai.cpp).
// A fast sensible move for the seat to act, reading only its view. With `lookahead` it also tries
// each move in one world dealt from the view, to keep moves in reserve (a player who runs out
// loses); without it it is several times faster and somewhat weaker (for search playouts).
Action heuristic_action(const View& v, Rng& rng, bool lookahead = true);
// The heuristic's moves for the seat to act, best first: at most k of them (0: all). The first is
// the move heuristic_action would make with the same generator.
std::vector<Action> heuristic_ranking(const View& v, Rng& rng, std::size_t k, bool lookahead = true);
// Every move of the seat to act with the heuristic's score for it (higher is better), best first.
std::vector<std::pair<double, Action>> heuristic_scores(const View& v, Rng& rng, bool lookahead = true);
// A uniformly random legal move.
Action random_action(const State& s, Rng& rng);
// How good the position looks for `seat`, in [-1, 1] (1 = won), for cutting playouts short.
double evaluate(const State& s, int seat);

// Text for one logged event, as the named seat sees it.
std::string event_text(const CardSet& cards, const Event& e);
// A place of a side's field (column and row from 0) in the words every screen uses: the rulebook's
// rows, the first named for where it stands ("column 1, front row", "column 2, 3rd row").
std::string place_words(int col, int row);
// Why the game ended, as a clause for people ("Zeus began a turn with no card on the table"),
// and the whole headline of a finished game ("Hera wins: Zeus began a turn with no card on the
// table.").
std::string end_why(EndReason r, int winner);
std::string end_headline(const Board& b);

// The table shell's hooks (core/table.hpp finds them through ADL and refuses to compile without
// them, so they live beside the State): for undo, a card drawn, a challenge, a raid or a look
// came since `before`.
bool revealed_hidden(const State& before, const State& after);
// Changes at every turn start (the local table saves then).
long long turn_mark_of(const State& s);
// The heading's "Turn N" (a turn mark counts each side's half apart).
TurnCount turn_count_of(const State& s);
// A seat is called by its side: "Hera", "Zeus".
std::string seat_name_of(const State& s, int seat);

}  // namespace olympus::herazeus
