// Micro Hero: every log line (each a sentence, none opened by a label such as "Purchase:"),
// every move as the menus word it, and the notes beside the board (what else is in play), over
// many seeded campaigns, solo and co-op, with and without the mini-expansions (random moves and
// the greedy player, mixed), read by the words checker.
#include "words/words_test.hpp"

#include "microhero/board_view.hpp"
#include "microhero/policy.hpp"
#include "microhero/state.hpp"

using namespace olympus;
using namespace olympus::microhero;
using namespace words_test;

namespace {

void play_one(Findings& f, const Ids& ids, const std::map<std::string, std::string>& opts, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    o.values = opts;
    State s = State::new_game(o);
    Rng rng(seed, 14);
    std::vector<std::string> log = s.log;
    f.check_log_no_labels(log, ids);
    for (int step = 0; step < 5000 && !s.is_terminal(); ++step) {
        for (const Action& a : s.legal_actions()) f.check(action_label(s, a), ids);
        f.check_all(in_play_notes(s), ids);
        const Action a = rng.below(2) ? random_policy(s, rng) : greedy_policy(s, rng);
        s.apply(a);
        f.check_log_no_labels(new_log_lines(log, s.log), ids);
        log = s.log;
    }
}

}  // namespace

TEST_CASE("Micro Hero: no id, action syntax, label or empty event in any log line, menu entry or note") {
    // The Techniques' ids are the words "train", "strike" and "block", which sentences use too.
    const Ids ids = words_check::ids_of_game("microhero", {"train", "strike", "block"});
    Findings f;
    const std::vector<std::map<std::string, std::string>> setups = {
        {{"players", "1"}},
        {{"players", "2"}},
        {{"players", "1"}, {"expansions", "all"}, {"difficulty", "heroic"}},
        {{"players", "2"}, {"expansions", "all"}, {"difficulty", "mythic"}},
    };
    for (int g = 0; g < games_per_setup(); ++g)
        play_one(f, ids, setups[static_cast<std::size_t>(g) % setups.size()], 4000 + static_cast<std::uint64_t>(g));
    require_clean("microhero", f);
}
