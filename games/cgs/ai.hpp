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
