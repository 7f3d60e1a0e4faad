#include "arc/hint.hpp"

#include "ai/advice.hpp"
#include "arc/board_view.hpp"
#include "arc/policy.hpp"

namespace olympus::arc {

MoveAdvice hint_from_view(const View& v, Rng& rng, int iterations, int ms, const std::string& weigh) {
    // The search runs in a world dealt from the view, so nothing the seat cannot see reaches it.
    const State world = State::sample_world(v, v.seat, rng);
    SearchSettings st;
    if (iterations > 0) st.iterations = iterations, st.time_ms = 0;
    else st.time_ms = ms;
    st.weigh = weigh;
    ai::SearchStats stats;
    const Action best = search_action(world, rng, st, &stats);
    auto words = [&v](const std::string& text) {
        auto a = Action::parse(text);
        return a ? action_label(v, *a) : text;
    };
    const bool only = without_shows(v.legal_actions()).size() == 1;
    return ai::advice_from_search(stats, best.to_string(), words,
                                  only ? "it is the only move." : "at this step the strong player goes by its rule of thumb.");
}

MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh) {
    return hint_from_view(s.view_for(seat), rng, iterations, ms, weigh);
}

}  // namespace olympus::arc
