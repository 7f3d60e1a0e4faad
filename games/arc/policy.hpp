// The computer players: a fast heuristic that reads only a seat's view, a uniform random mover,
// a position score for cutting playouts short, and the shared ISMCTS plugged into them.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/ismcts.hpp"
#include "ai/ladder.hpp"
#include "arc/state.hpp"

namespace olympus::arc {

static_assert(olympus::ai::Searchable<State>);

using Policy = std::function<Action(const State&, Rng&)>;

// A sensible move for the seat to act, from its view: resources first, then the best cards by
// what their effects are worth on the table, attacks that are safe or win, blocks that kill or
// trade well (and chump blocks when the deck is in danger), combat cards that change a fight.
Action heuristic_action(const View& v, Rng& rng);
// The same decision taken on a full state, reading only what the seat to act may know (its own
// hand and what is public): the same move as on its view with the same Rng.
Action heuristic_action(const State& s, Rng& rng);
// The legal moves but shows, the heuristic's favourite first; the best k (0: all). Reads only
// what the seat to act may know, like heuristic_action.
std::vector<Action> heuristic_ranking(const State& s, std::size_t k);
// The heuristic with a person's mistakes (the novice and casual levels): it judges every move as
// the heuristic does, then misjudges and overlooks some as `m` says; never a random move.
Action mistaken_action(const View& v, Rng& rng, const ai::Mistakes& m);
// The mistakes of the novice and casual levels (none for the others): each level about 100 Elo or
// more below the next in the ladder (docs/PERFORMANCE.md, "The ladder").
ai::Mistakes mistakes_of(ai::Level l);
// A uniformly random legal move (showing a hand card included).
Action random_action(const State& s, Rng& rng);
// The moves without "show": the computer players never show a hand card (it would only tell the
// others something), so their choices and playouts leave it out.
std::vector<Action> without_shows(std::vector<Action> acts);
// For playouts: the heuristic, with a random legal move (not a show) one time in `1/epsilon`.
Action rollout_action(const State& s, Rng& rng, double epsilon);
// How good the position looks for `seat`, in [0, 1] (1 = won): decks left, power on the table,
// cards in hand and resources (the features below), weighed by a logistic fit.
double evaluate(const State& s, int seat);
// The numbers `evaluate` weighs (seat against the mean of its living opponents): decks (log and
// linear), power in play, characters, hands, resources, whose turn, the race (turns each side
// needs to run the other out), untapped power, untapped resources, characters in hand, hand
// cards it can soon pay for, the strongest character, whether its power would empty the other's
// deck, and a deck's nearness to empty. Hands are read as given: in a searcher's sampled world
// the other seats' hands are the sampled ones.
std::vector<double> evaluation_features(const State& s, int seat);

struct SearchSettings {
    int iterations = 100000;   // at most this many per decision
    int time_ms = 700;         // and at most this long (0: no clock); 700 keeps the longest
                               // decision under 1 s on a loaded 2-core machine (docs/PERFORMANCE.md)
    // Past the clock on a loaded machine, the search goes on to this many iterations (the blunder
    // suite's budget, tests/arc/blunder_test.cpp; an idle machine reaches about 10,000 in 700 ms),
    // but never past hard_ms: every decision stays under the promised second.
    int floor_iterations = 3000;
    int hard_ms = 900;
    double exploration = 0.7;
    int rollout_depth = 25;    // actions in a playout before the position is scored (about seven
                               // turns): 25 and 30 beat 15 by about 3 points in paired screens,
                               // 5 and 200 did worse (docs/PERFORMANCE.md, "round 5")
    double epsilon = 0.1;      // random moves in playouts
    int width = 3;             // moves the tree considers at each decision: the heuristic's best
                               // `width` (0: every legal move)
    int their_width = -1;      // the same for the other seats' decisions (-1: `width`)
    int later_width = -1;      // the same for its own decisions after the first (-1: `width`)
    bool settle = false;       // a playout past its depth goes on to the start of a turn before
                               // it is scored (never halfway through a fight)
    double keep = 0;           // the heuristic's own choice stands unless the search finds a move
                               // this much better in mean reward (0 to 1)
    int steps = 255;           // the kinds of decision searched (search_kind bits); the others
                               // take the heuristic's favourite, for measuring where the search
                               // gains (docs/PERFORMANCE.md, "round 6")
    std::string weigh;         // a move the first decision searches beside the heuristic's best
                               // (a review scores the move a person played); empty: none
};
// What kind of decision the seat to act faces, a bit for SearchSettings::steps: 1 the main step,
// 2 declaring more attackers, 4 blocking, 8 the defender's combat card, 16 the attacker's, 32 which
// blockers the attacker discards, 64 a choice for a card or ability, 128 which of several abilities
// that fire together resolves first. Every decision has one of these bits.
int search_kind(const State& s);
// The searching player's move (ISMCTS over the seat's view); a forced move is returned at once.
// The tree considers the heuristic's best `width` moves at each decision (search.cpp).
Action search_action(const State& s, Rng& rng, const SearchSettings& settings, ai::SearchStats* stats = nullptr);
// Totals over every search this process ran (forced moves are not searches), for measurements.
struct SearchTally {
    long searches = 0;
    long iterations = 0;
    double seconds = 0;
};
SearchTally search_tally();

// A ladder level's word ("novice", "casual", "skilled" for the heuristic; "strong" is the
// search at its default settings, named "ismcts" here), "random", "heuristic", "ismcts" (the default settings) or "ismcts:MS" (MS milliseconds per
// decision) or "ismcts:iN" (N iterations per decision, no clock), optionally followed by
// ",depth=D", ",eps=E", ",c=C", ",width=K", ",their=K", ",later=K", ",keep=M", ",settle=0|1",
// ",steps=MASK" (playout length, random moves in playouts, exploration, moves considered at each
// of its own decisions, at the other seats' and at its own after the first, the margin to
// overrule the heuristic, playouts scored only at the start of a turn, the decisions searched).
std::optional<Policy> policy_by_name(std::string_view name);
std::optional<SearchSettings> search_settings(std::string_view name);
std::vector<std::string> policy_names();

}  // namespace olympus::arc
