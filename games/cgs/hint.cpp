#include "cgs/hint.hpp"

#include "ai/advice.hpp"
#include "cgs/action_label.hpp"
#include "cgs/knowledge.hpp"
#include "cgs/search.hpp"
#include "cgs/view.hpp"

namespace olympus::cgs {

MoveAdvice hint_from_view(const Knowledge& k, int seat, Rng& rng, int iterations, int ms, const std::string& weigh) {
    // Everything below reads a world dealt from the seat's Knowledge: its own hand and the face-up
    // map are as they are, what it cannot see is dealt anew.
    const State world = State::sample_world(k, seat, rng);
    SearchSettings st;
    if (iterations > 0) st.iterations = iterations, st.time_ms = 0;
    else st.time_ms = ms;
    st.weigh = weigh;
    ai::SearchStats stats;
    const Action best = search_action(world, rng, st, &stats);
    // The menu's words, from the screen's View of that world (as private as the seat's own).
    const View v = view_for(world, seat);
    auto words = [&v](const std::string& text) {
        auto a = Action::parse(text);
        return a ? action_label(v, *a) : text;
    };
    const bool only = world.legal_actions().size() == 1;
    return ai::advice_from_search(stats, best.to_string(), words,
                                  only ? "it is the only move." : "the strong player goes by its rules of thumb at this step.");
}

MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh) {
    return hint_from_view(s.view_for(seat), seat, rng, iterations, ms, weigh);
}

}  // namespace olympus::cgs
