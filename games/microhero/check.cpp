// The game's invariants, in one place: every card and Trial in exactly one place, values in range
// (State::check_invariants), and what the rulebook allows on each difficulty and side of a Stance.
#include <algorithm>
#include <stdexcept>

#include "microhero/state.hpp"

namespace olympus::microhero {

namespace {

// Trials linger only on Heroic (one more round) and Mythic (two): the last Trials overcome, each
// with the rounds it still has. The round a campaign is won in adds none.
std::string check_lingering(const State& s) {
    const int extra = s.cfg.difficulty == Difficulty::Heroic ? 1 : s.cfg.difficulty == Difficulty::Mythic ? 2 : 0;
    const int done = static_cast<int>(s.overcome.size()) - (s.result == 1 ? 1 : 0);
    const int n = std::min(extra, std::max(done, 0));
    if (extra == 0 && !s.lingering.empty()) return "a Trial lingers, but only on Heroic and Mythic do Trials stay in play";
    if (static_cast<int>(s.lingering.size()) != n)
        return std::to_string(s.lingering.size()) + " Trials linger; after " + std::to_string(done) +
               " overcome on this difficulty there are " + std::to_string(n);
    for (int i = 0; i < n; ++i) {
        const Lingering& l = s.lingering[static_cast<std::size_t>(i)];
        if (l.trial != s.overcome[static_cast<std::size_t>(done - n + i)] || l.rounds_left != extra - (n - 1 - i))
            return "a lingering Trial is not one of the last overcome, with the rounds it has left";
    }
    return "";
}

// How a Stance can lie: a side that untaps itself as it acts is never left tapped; a card to
// supercharge or a bonus waits only on a tapped side with that action.
std::string check_stances(const State& s) {
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        const Stance& st = s.players[p].stance;
        const StanceDef& sd = s.cat->stances[static_cast<std::size_t>(st.def)];
        const StanceSide& side = sd.sides[static_cast<std::size_t>(st.side)];
        const std::string who = s.players.size() > 1 ? "P" + std::to_string(p + 1) + "'s " : "the ";
        if (st.tapped && side.action == StanceAction::DrawThenFlip)
            return who + sd.name + " Stance lies tapped on " + side.name + ", a side that untaps itself when used";
        if (st.pending && !(st.tapped && side.action == StanceAction::SuperchargeNext))
            return who + sd.name + " Stance waits to supercharge a card without being tapped on that side";
        if (st.bonus > 0 && !(st.tapped && side.action == StanceAction::BonusPerUnder))
            return who + sd.name + " Stance gives a bonus without being tapped on that side";
    }
    return "";
}

}  // namespace

std::string check(const State& s) {
    try {
        s.check_invariants();  // cards, Trials, values in range; throws on the first broken one
    } catch (const std::runtime_error& e) {
        // Loads put their own "damaged Micro Hero state: " before this; the game's name once is enough.
        std::string why = e.what();
        constexpr std::string_view kOwn = "microhero: ";
        return why.rfind(kOwn, 0) == 0 ? why.substr(kOwn.size()) : why;
    }
    std::string why = check_lingering(s);
    if (why.empty()) why = check_stances(s);
    if (why.empty() && s.result == 0 && s.legal_actions().empty()) why = "the campaign is running but nobody has a move";
    return why;
}

}  // namespace olympus::microhero
