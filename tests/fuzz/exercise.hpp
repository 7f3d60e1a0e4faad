// What every state fuzz target does with a state that loaded: a loader that accepts a state has
// promised it is whole, so everything after this point must work without an exception.
#pragma once
#include <cstdlib>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "core/rng.hpp"
#include "fuzz/fuzz_target.hpp"

namespace olympus::fuzz {

[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz target failed: %s\n", what.c_str());
    std::abort();
}

// The game's own statement of its invariants (check(), found by argument-dependent lookup).
template <class S>
void check_state(const S& s) {
    std::string bad = check(s);
    if (!bad.empty()) fail("invariant: " + bad);
}

// Where the game deals worlds from a seat's view (its computer players search such worlds), a
// world dealt for the seat to act must be one the game can play: a loaded state that breaks an
// assumption of the dealer (a hand holding the other side's card unseen) shows up here, not only
// when a computer player later cannot move.
template <class S>
void deal_world(const S& s, Bytes& in) {
    if constexpr (requires(const S& x, Rng& r) { S::sample_world(x.view_for(0), 0, r); }) {
        const int seat = s.current_player();
        if (seat < 0) return;
        Rng rng(static_cast<std::uint64_t>(in.below(256)) + 1, 7);
        const auto view = s.view_for(seat);
        S world = S::sample_world(view, seat, rng);
        if (std::string bad = check(world); !bad.empty()) fail("a world dealt from seat's view fails check(): " + bad);
        if (!(world.view_for(seat) == view)) fail("a world dealt from a seat's view shows it another view");
        if (!world.is_terminal() && world.legal_actions().empty()) fail("a dealt world has no legal action");
    }
}

// Saves it and loads it back, looks at it from every seat, then plays up to `steps` legal
// actions chosen by the input, checking the invariants after each.
template <class S>
void exercise(S s, Bytes& in, int steps) {
    try {
        const nlohmann::json saved = s.to_json();
        if (S::from_json(saved).to_json() != saved) fail("a loaded state does not save back the same");
        for (int step = 0; step < steps && !s.is_terminal(); ++step) {
            for (int seat = 0; seat < s.num_players(); ++seat) {
                (void)s.view_json(seat);
                (void)s.describe(seat);
            }
            deal_world(s, in);
            auto acts = s.legal_actions();
            if (acts.empty()) fail("a running game with no legal action");
            const auto& a = acts[static_cast<std::size_t>(in.below(static_cast<int>(acts.size())))];
            auto parsed = S::Action::parse(a.to_string());
            if (!parsed || parsed->to_string() != a.to_string()) fail("action text does not parse back: " + a.to_string());
            s.apply(a);
            check_state(s);
        }
    } catch (const std::exception& e) {
        fail(std::string("exception after a successful load: ") + e.what());
    }
}

}  // namespace olympus::fuzz
