// ARC duels: every log line, every move as the menus word it and the fight forecast, over many
// seeded games of two and three players (random moves and the heuristic player, mixed), read by
// the words checker.
#include "words/words_test.hpp"

#include "arc/board_view.hpp"
#include "arc/policy.hpp"
#include "arc/state.hpp"

#include <regex>

using namespace olympus;
using namespace olympus::arc;
using namespace words_test;

namespace {

// What the general checker lets pass but ARC's log never says: a card told apart by an index
// ("Trapped Entryways #1", the action syntax's), or a cause in brackets after the event ("gets +2
// power (Zeus)"), which reads as part of the card's name.
void check_arc_log(Findings& f, const std::vector<std::string>& lines) {
    static const std::regex index(R"( #[0-9])"), cause(R"(\((?!P[0-9]\))[A-Z][^)]*\))");
    for (const std::string& l : lines) {
        if (std::regex_search(l, index)) ++f.seen[words_check::shape_of("a card told apart by an index: \"" + l + "\"")];
        if (std::regex_search(l, cause)) ++f.seen[words_check::shape_of("a cause in brackets: \"" + l + "\"")];
    }
}

void play_one(Findings& f, const Ids& ids, int players, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    o.values["players"] = std::to_string(players);
    State s = State::new_game(o);
    Rng rng(seed, 11);
    std::vector<std::string> log = s.view_for(0).board.log;
    f.check_log_no_labels(log, ids);
    for (int step = 0; step < 3000 && !s.is_terminal(); ++step) {
        const View v = s.view_for(s.current_player());
        for (const Action& a : v.legal_actions()) f.check(action_label(v, a), ids);
        f.check_all(combat_forecast(v), ids);
        const Action a = rng.below(2) ? random_action(s, rng) : heuristic_action(s, rng);
        s.apply(a);
        const auto now = s.view_for(0).board.log;
        f.check_log_no_labels(new_log_lines(log, now), ids);
        check_arc_log(f, new_log_lines(log, now));
        log = now;
    }
}

}  // namespace

TEST_CASE("ARC: no id, action syntax, label or empty event in any log line or menu entry") {
    const Ids ids = words_check::ids_of_game("arc");
    Findings f;
    for (int g = 0; g < games_per_setup(); ++g) play_one(f, ids, 2 + g % 2, 1000 + static_cast<std::uint64_t>(g));
    require_clean("arc", f);
}
