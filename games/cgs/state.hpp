// The CGS fantasy board game as a value: the map, the pieces on it, the decks, hands, dinars and
// banners, and whose decision it is. Rule numbers (A1-D4, X4) refer to cgs-fantasy-rules-de.txt.
//
// Decisions are actions in a small text language (Action::to_string / parse); everything that
// needs no decision (drawing, counting down durations, dice) happens inside apply().
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgs/content.hpp"
#include "cgs/map.hpp"
#include "core/engine.hpp"
#include "core/pile.hpp"
#include "core/rng.hpp"

namespace olympus::cgs {

inline constexpr int kMaxSeats = 4;
inline constexpr int kMaxStack = 9;  // creature indicator numbers 1..9

enum class Phase : std::uint8_t {
    Orient,    // C2.11: a team turns its starting tile
    Camp,      // C2.12: a team places its base camp
    Keep,      // C1.13: a player picks the starting hand from the characters' own cards
    Pass,      // D1.2: equipment handed between characters in one hex
    Play,      // D1.4: cards played from the hand (D1.3 team: cards handed to team mates)
    Move,      // D2
    Combat,    // D3
    Creature,  // D4
    React,     // D1.41: the attacked character's player may play reaction cards
    Over,
};
std::string_view phase_name(Phase p);

enum class PieceKind : std::uint8_t {
    Main,      // a main character from a sheet (B3.1)
    Ally,      // a character card's counter (B6.31)
    Counter,   // a creature counter from a creature indicator (D2.34)
    Creature,  // a creature card from the encounter deck (D2.35)
};
std::string_view piece_kind_name(PieceKind k);
// A piece as people call it: its printed title, and when it is the second of that title on the
// board, which one ("Iolaus (P2)" for a second seat's main character, "Wolf #2" otherwise).
// `name` is the piece's unique name, which only actions and saves use ("iolaus-2", "wolf-2").
std::string piece_called(const std::string& title, const std::string& name, PieceKind kind, int seat);
struct Piece;
struct Content;
struct Knowledge;  // what one seat knows (knowledge.hpp)
std::string piece_title(const Content& c, const Piece& p);  // as printed ("Wolf")
struct CardDef;
struct HexDef;
// What a card costs to play on a piece standing on `on_hex` (null: on no piece): the printed
// cost, less a card indicator's value for equipment (B1.13), never below 0. The rules and the
// menus' prices both ask here, so the price shown is the price paid.
int play_cost(const CardDef& d, const HexDef* on_hex);
inline bool is_character(PieceKind k) { return k == PieceKind::Main || k == PieceKind::Ally; }

// A card lying on a piece: equipment, an ability, or a lasting event (D1.11).
struct Attached {
    CardId card = 0;
    std::int8_t rounds = 0;   // rounds left (D1.12); 0: no count
    bool this_turn = false;   // goes at the end of the turn
    bool used = false;        // its periodic function was used this round (B6.13)
    bool handed = false;      // handed on this turn already (D1.2), so it cannot go round in circles
    bool operator==(const Attached&) const = default;
};

struct Piece {
    std::int16_t uid = 0;
    PieceKind kind = PieceKind::Main;
    std::int16_t def = 0;      // sheet, card or creature index
    std::int8_t seat = -1;     // the player leading it; -1 for creatures
    std::string name;          // unique on the board: "hercules", "wolf", "wolf-2"
    CellId cell = -1;
    bool wounded = false;
    std::vector<Attached> cards;
    std::vector<std::int16_t> rules;  // counters: rule counters that came with it (D2.34)
    CellId home = -1;          // creatures: the indicator they belong to
    // This turn (D2, D3):
    std::int8_t moves_used = 0;
    bool road_used = false;    // B1.16: one free road crossing per turn
    bool moved = false;        // its movement is over for this turn
    bool acted = false;        // it made its one action of the combat phase
    bool operator==(const Piece&) const = default;
};

// An encounter indicator that has been activated (D2.35): the cards defeated there so far and
// the one waiting to be defeated.
struct Site {
    CellId cell = -1;
    std::vector<CardId> beaten;
    CardId current = -1;          // the card lying there (a creature card is also a piece)
    std::int16_t creature = -1;   // that creature's piece uid
    std::int16_t ready_turn = 0;  // the turn from which it may be attempted (D2.35: the next turn)
    bool operator==(const Site&) const = default;
};

struct SeatState {
    std::int8_t team = 0;
    std::vector<std::int16_t> sheets;  // the main characters' sheet indices
    std::vector<CardId> hand;
    int dinars = 0;
    bool operator==(const SeatState&) const = default;
};

struct TeamState {
    std::int8_t position = 0;  // the tile revealed for it at the start (C2.11)
    CellId camp = -1;          // its base camp (B2.4)
    bool operator==(const TeamState&) const = default;
};

// One attack waiting to be rolled (D3.1), from the combat phase, a surprise attack (D2.4), a
// creature's conditional function, the creature phase (D4), or a counter-attack.
struct Attack {
    std::int16_t attacker = -1, defender = -1;
    bool ranged = false;
    std::vector<std::int16_t> support;
    bool counter = false;
    bool creature_chooses = false;  // D3.11: a creature picks its best way of attacking when it rolls
    std::int8_t bonus = 0;          // defence added by reaction cards (D1.41)
    bool asked = false;             // the defender's player has had its chance to react
    bool operator==(const Attack&) const = default;
};

struct Action {
    enum class Kind : std::uint8_t {
        Orient,   // orient K                    C2.11
        Camp,     // camp CELL                   C2.12
        Keep,     // keep CARD                   C1.13
        Give,     // give FROM CARD TO           D1.2
        Share,    // share CARD SEAT             D1.3 (team play)
        Play,     // play CARD [on TARGET]       D1.4
        Move,     // move PIECE CELL|cave [turn K]  D2
        Attack,   // attack PIECE TARGET melee|ranged [with A,B]  D3.1
        Attempt,  // attempt PIECE WAY           D3.3
        Use,      // use PIECE CARD [on TARGET]  B6.13 periodic
        Creature, // creature CREATURE TARGET    D4
        React,    // react CARD                  D1.41
        Pass,     // pass (no reaction)
        Done,     // done (ends the step or phase)
    };
    Kind kind = Kind::Done;
    std::string a, b, c;  // names, as the text form lists them
    int n = -1;           // orient K, move ... turn K, share ... SEAT (1-based)
    bool ranged = false;
    std::vector<std::string> with;  // supporters

    std::string to_string() const;
    static std::optional<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;
};

// What happened, in words everyone may read ("Hercules melee 4 + die 3 = 7 > defence 5: Hydra
// wounded"). Kept short: the last entries only.
inline constexpr std::size_t kLogKeep = 60;

struct Options {
    int players = 2;
    bool teams = false;                 // A3: team play
    std::vector<int> team_of;           // per seat: its team (without team play, its own)
    std::vector<std::vector<int>> characters;  // per seat, sheet indices
    int olympus = 8;                    // C2.31: banners needed
    int max_rounds = 80;                // the project's cap: a draw after this many rounds
    bool operator==(const Options&) const = default;
};

class State {
public:
    using Action = cgs::Action;

    // Options: players=2..4, characters=hercules,xena (per seat; '+' joins several for one seat),
    // teams=on (two teams, seats alternating, A3) or a letter per seat (teams=AAB: P1 and P2
    // against P3; teams=ABCA: three teams), olympus=N (C2.31, default 8),
    // max_rounds=N (default 80). Throws OptionError.
    static State new_game(const GameOptions& opts);
    static State new_game(const GameOptions& opts, std::shared_ptr<const Content> content);

    std::vector<Action> legal_actions() const;
    // Throws std::invalid_argument, leaving the state as it was, when the action is not legal.
    void apply(const Action& a);
    std::string why_illegal(const Action& a) const;

    bool is_terminal() const { return phase_ == Phase::Over; }
    int winner() const { return winner_; }  // the seat that overcame Olympus, or -1
    int winning_team() const { return winner_ < 0 ? -1 : seats_[static_cast<std::size_t>(winner_)].team; }
    int current_player() const;
    int num_players() const { return static_cast<int>(seats_.size()); }
    int num_teams() const { return static_cast<int>(teams_.size()); }

    nlohmann::json to_json() const;
    static State from_json(const nlohmann::json& j);
    static State from_json(const nlohmann::json& j, std::shared_ptr<const Content> content);
    nlohmann::json view_json(int seat) const;
    // What a spectator may see: a seat's view with no hand or Keep pool shown (only their sizes);
    // "seat" is null.
    nlohmann::json public_view_json() const;
    // What a network client's screen draws: the seat's View (-1: a spectator's) as JSON
    // (view_json.hpp).
    nlohmann::json screen_json(int seat) const;
    std::string describe(int seat) const;

    // ---- read access for views, tests and computer players ----
    const Content& content() const { return *content_; }
    const std::shared_ptr<const Content>& content_ptr() const { return content_; }
    const Map& map() const { return map_; }
    Phase phase() const { return phase_; }
    int to_move() const { return to_move_; }  // whose turn it is
    int turn() const { return turn_; }
    int round() const { return round_; }
    const Options& options() const { return opts_; }
    const std::vector<Piece>& pieces() const { return pieces_; }
    const Piece* piece(std::string_view name) const;
    const Piece* piece_by_uid(int uid) const;
    const std::vector<SeatState>& seats() const { return seats_; }
    const std::vector<TeamState>& teams() const { return teams_; }
    int team_of(int seat) const { return seats_.at(static_cast<std::size_t>(seat)).team; }
    // Whose turn comes after `seat`'s (A2.3; C2.2 in team play).
    int seat_after(int seat) const;
    int banner(CellId c) const { return banners_[static_cast<std::size_t>(c)]; }
    const std::vector<Site>& sites() const { return sites_; }
    const Site* site(CellId c) const;
    const std::vector<Attack>& attacks() const { return attacks_; }
    const std::vector<std::string>& log() const { return log_; }
    const Pile<CardId>& draw_deck() const { return draw_; }
    const Pile<CardId>& discard_pile() const { return discard_; }
    const Pile<CardId>& encounter_deck() const { return encounter_; }
    const Pile<CardId>& encounter_discard() const { return enc_discard_; }
    const Pile<std::int16_t>& creature_stack(int n) const { return stacks_.at(static_cast<std::size_t>(n)); }
    const Pile<std::int16_t>& cave_pile() const { return cave_pile_; }
    const std::vector<CardId>& keep_pool(int seat) const { return pool_.at(static_cast<std::size_t>(seat)); }
    int deck_cards() const { return deck_cards_; }
    int bank() const { return bank_; }
    const Rng& rng() const { return rng_; }

    // A piece's value now (B5.2, B6.15): its side's print, plus equipment, abilities and lasting
    // events on it. `vs`: the kind of attack, for values that count only against one kind.
    int value(const Piece& p, Stat s, Vs vs = Vs::Any) const;
    // Defence against an attack of that kind, terrain included (B1.18: +1 in a forest vs ranged).
    int defence_against(const Piece& p, bool ranged) const;
    // The same values in the dice lines' words: the side's print, then each thing that changes
    // it by name ("3 +1 (Short Sword) = 4", "5 +1 (forest) = 6"); just the number when nothing
    // does. The words add up to value() and defence_against().
    std::string value_words(const Piece& p, Stat s, Vs vs = Vs::Any) const;
    std::string defence_words(const Piece& p, bool ranged) const;
    // The banner total of a team: the indicators its banners lie on (C2.31).
    int banner_total(int team) const;
    // Whether a character of this team may step into Olympus (C2.31).
    bool may_enter_olympus(int team) const;
    // Whether `a` could attack `d` (range and barriers, D3.12, B1.14-15, B1.22, C2.32) in melee
    // or at range, ignoring whose turn it is.
    bool in_range(const Piece& a, const Piece& d, bool ranged) const;
    bool can_attack(const Piece& a, const Piece& d, bool ranged) const;
    // The cost in movement points of a step into `to` for this piece (road use counted), or -1 when
    // the step is impossible for a reason known now.
    int step_cost(const Piece& p, CellId to) const;
    int speed(const Piece& p) const { return value(p, Stat::Speed); }
    int moves_left(const Piece& p) const { return speed(p) - p.moves_used; }
    bool opponents(int seat_a, int seat_b) const { return team_of(seat_a) != team_of(seat_b); }
    // Dinars the seat can spend, team mates' help included (B2.1).
    int purse(int seat) const;
    // For the search (sample.cpp): what `seat` knows, the state with everything hidden from it
    // blanked (not the screens' View: that is cgs::view_for), and a world dealt from that, with
    // the unknown tiles, hands, decks and counter stacks shuffled in and fresh dice, whose
    // view_for(seat) is the same Knowledge.
    Knowledge view_for(int seat) const;
    static State sample_world(const Knowledge& k, int seat, Rng& rng);
    // The same as check(*this) (check.cpp), for callers that hold a State.
    std::string check_invariants() const;

    bool operator==(const State&) const;

private:
    friend struct Rules;
    friend struct Setup;
    friend struct Json;
    friend std::string check(const State& s);

    std::shared_ptr<const Content> content_;
    Options opts_;
    Rng rng_;
    Map map_;
    Pile<std::int16_t> cave_pile_;
    std::vector<Piece> pieces_;
    std::int16_t next_uid_ = 1;
    std::vector<SeatState> seats_;
    std::vector<TeamState> teams_;
    std::array<std::int8_t, kCells> banners_{};
    std::vector<Site> sites_;
    Pile<CardId> draw_, discard_, encounter_, enc_discard_;
    std::array<Pile<std::int16_t>, kMaxStack + 1> stacks_;
    int bank_ = 0;    // dinars in the bank; with the purses a constant sum
    int total_ = 0;   // that sum
    int deck_cards_ = 0;  // cards of both decks, wherever they are
    std::vector<std::vector<CardId>> pool_;  // Keep: each seat's own character cards to pick from
    Phase phase_ = Phase::Orient;
    Phase resume_ = Phase::Move;  // where a reaction window returns to
    int to_move_ = 0;
    int setup_team_ = 0;   // Orient/Camp: which team; Keep: which seat
    int first_seat_ = 0;
    int turn_ = 0, round_ = 0;
    std::int16_t mover_ = -1;    // the piece moving now (D2: one character after the other)
    bool creature_done_ = false; // D4: one creature attack per creature phase
    std::vector<Attack> attacks_;
    int winner_ = -1;
    bool capped_ = false;
    std::vector<std::string> log_;
    int depth_ = 0;  // how deeply card effects have nested inside one action (not saved; 0 between actions)
};

// What is wrong with `s` in words, or empty when it is a state this game can reach and play on
// (games/cgs/check.cpp): the game's one statement of its invariants, run by every load.
std::string check(const State& s);

static_assert(olympus::GameState<State>);

// The table shell's hooks (core/table.hpp finds them through ADL and refuses to compile without
// them, so they live beside the State): for undo, a die was rolled, a card or counter came from a
// face-down pile, or a tile was explored since `before`.
bool revealed_hidden(const State& before, const State& after);
// Changes at every new turn (the local table saves then).
long long turn_mark_of(const State& s);
// The heading's "Round N" (a turn mark counts every player's turn).
TurnCount turn_count_of(const State& s);
// The review after a game: a search iteration plays a whole round, so a game's hundred-odd
// decisions get 12 iterations each, which keeps a long game's review under a minute
// (docs/PERFORMANCE.md, "Review").
int review_iterations_of(const State& s);

}  // namespace olympus::cgs
