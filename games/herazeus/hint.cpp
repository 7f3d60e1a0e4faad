#include "herazeus/hint.hpp"

#include "ai/advice.hpp"
#include "herazeus/board_view.hpp"
#include "herazeus/players.hpp"

namespace olympus::herazeus {

MoveAdvice hint_from_view(const View& v, Rng& rng, int iterations, int ms, const std::string& weigh) {
    MoveStats st;
    const Action best = iterations > 0 ? strong_move(v, rng, iterations, 0, &st, weigh) : strong_move(v, rng, 1000000, ms, &st, weigh);
    ai::SearchStats stats;
    stats.iterations = st.iterations;
    stats.root = st.root;
    auto words = [&v](const std::string& text) {
        auto a = Action::parse(text);
        return a ? action_label(v, *a) : text;
    };
    const bool only = v.legal_actions().size() == 1;
    return ai::advice_from_search(stats, best.to_string(), words,
                                  only ? "it is the only move."
                                       : "the strong player's rules of thumb leave no other move worth weighing here.");
}

MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh) {
    return hint_from_view(s.view_for(seat), rng, iterations, ms, weigh);
}

}  // namespace olympus::herazeus
