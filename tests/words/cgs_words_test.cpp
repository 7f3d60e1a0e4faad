// CGS: every log line, every move as the menus word it, each phase's prompt, and the side panel's
// lines for every hex with a piece and every piece's sheet, over many seeded games of two, three
// and four players (random moves and the heuristic player, mixed), read by the words checker.
#include "words/words_test.hpp"

#include "cgs/action_label.hpp"
#include "cgs/ai.hpp"
#include "cgs/table_view.hpp"

using namespace olympus;
using namespace olympus::cgs;
using namespace words_test;

namespace {

void play_one(Findings& f, const Ids& ids, const std::map<std::string, std::string>& opts, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    o.values = opts;
    State s = State::new_game(o);
    Rng rng(seed, 12);
    std::vector<std::string> log = s.log();
    f.check_log_no_labels(log, ids);
    const std::vector<std::string> labels = {"P1", "P2", "P3", "P4"};
    for (int step = 0; step < 4000 && !s.is_terminal(); ++step) {
        const View v = view_for(s, s.current_player());
        for (const Action& a : v.legal) f.check(action_label(v, a), ids);
        f.check(phase_prompt(v), ids);
        if (step % 7 == 0) {  // the panel changes slowly: every seventh look is enough
            std::set<CellId> cells;
            for (const PieceView& p : v.pieces) {
                if (p.cell >= 0) cells.insert(p.cell);
                f.check_all(sheet_lines(v, p, labels, 80), ids);
            }
            for (const SiteView& site : v.sites) cells.insert(site.cell);
            for (CellId c : cells) f.check_all(hex_lines(v, c), ids);
        }
        const Action a = rng.below(3) ? random_action(s, rng) : heuristic_action(s, rng);
        s.apply(a);
        f.check_log_no_labels(new_log_lines(log, s.log()), ids);
        log = s.log();
    }
}

}  // namespace

TEST_CASE("CGS: no id, action syntax, label or empty event in any log line, menu entry, prompt or panel line") {
    // "pack" and "storm" are a creature's and a card's ids and also words our sentences use.
    Ids ids = words_check::ids_of_game("cgs", {"pack", "storm"});
    ids.extra.push_back(words_check::cgs_coordinates());  // hexes are named as the map shows them
    Findings f;
    const std::vector<std::map<std::string, std::string>> setups = {
        {{"players", "2"}, {"max_rounds", "12"}},
        {{"players", "3"}, {"max_rounds", "8"}},
        {{"players", "4"}, {"teams", "on"}, {"max_rounds", "8"}},
        {{"players", "2"}, {"characters", "hercules+iolaus,xena+gabrielle"}, {"max_rounds", "10"}},
    };
    for (int g = 0; g < games_per_setup(); ++g)
        play_one(f, ids, setups[static_cast<std::size_t>(g) % setups.size()], 2000 + static_cast<std::uint64_t>(g));
    require_clean("cgs", f);
}
