// Computer players for CGS: a uniformly random mover (for playout tests) and a rules-of-thumb
// player that explores, fights what it can beat, overcomes encounters for banners and heads for
// Olympus. Both read only what the seat to act may know: the face-up map, the pieces, banners,
// encounters lying on the map, dinars, and its own hand (never a face-down tile or a deck).
#pragma once
#include "ai/ladder.hpp"
#include "cgs/state.hpp"
#include "core/rng.hpp"

namespace olympus::cgs {

Action random_action(const State& s, Rng& rng);
Action heuristic_action(const State& s, Rng& rng);
// The heuristic's judgement of one way to overcome the encounter a character faces (an Attempt;
// any other action scores -1): higher is better, -1 is not worth trying. The ways of one encounter
// win the same when they succeed, and a failed check only loses the turn (or costs what the card
// says, the same for every way), so the way with the better chance is the better one: paying, sure
// when the purse holds enough, beats any check that may fail, and a sure check beats paying.
int attempt_score(const State& s, const Action& a);
// The same player with a person's mistakes (the novice and casual levels): it overlooks each move
// but ending a step with chance m.overlook, and weighs each chance and card with an error of
// m.noise sixths; it never plays a move at random. Reads what heuristic_action reads.
Action mistaken_action(const State& s, Rng& rng, const ai::Mistakes& m);
// The mistakes of the novice and casual levels (none for the others).
ai::Mistakes mistakes_of(ai::Level l);

// The chance that an attack with this value and support beats this defence with the action die
// (B4.1: the logo always hits), in sixths.
int hit_sixths(int value, int support, int defence);

}  // namespace olympus::cgs
