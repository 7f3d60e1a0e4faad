#include "microhero/play_screen.hpp"

#include <filesystem>

#include "core/records.hpp"
#include "core/replay.hpp"
#include "core/table.hpp"
#include "microhero/hint.hpp"
#include "microhero/remote_board.hpp"
#include "tui/local_table.hpp"
#include "tui/widgets.hpp"

namespace olympus::microhero {

namespace {

// What takes the table's place when the campaign ends: it is in the history by then.
std::unique_ptr<tui::Screen> campaign_over(const CampaignStore& store, const std::string& name, const State& s) {
    std::string won = s.result > 0 ? "Victory! All twelve Trials are overcome." : "Defeat: no Wound was left to take.";
    try {
        store.finish(name, s);
    } catch (const std::exception& e) {
        won += std::string(" (The history could not be written: ") + e.what() + ")";
    }
    const CampaignRecord rec{unix_user_name(), std::string(to_string(s.cfg.difficulty)), expansions_text(s.cfg), s.cfg.players,
                             s.result > 0, static_cast<int>(s.overcome.size()), s.turns_total, now_utc_text()};
    const std::string not_kept = try_record(store.folder().parent_path(), rec);
    std::vector<std::string> lines{"# " + won, "",
                                   "Trials overcome: " + std::to_string(s.overcome.size()) + " of 12",
                                   "Turns played: " + std::to_string(s.turns_total),
                                   "Difficulty: " + std::string(to_string(s.cfg.difficulty)),
                                   "Expansions: " + expansions_text(s.cfg), "",
                                   "The campaign is in the history now, and its replay in the arcade's History. "
                                   "Press Enter to go back."};
    if (!not_kept.empty()) lines.insert(lines.end() - 1, {not_kept, ""});
    return std::make_unique<tui::TextScreen>("Campaign over", lines);
}

}  // namespace

std::unique_ptr<tui::Screen> make_play_screen(CampaignStore store, std::string name, State state, SaveLock lock, int hint_iterations) {
    tui::LocalGame g;
    g.title = "Micro Hero: " + name;
    const int players = state.cfg.players;
    for (int p = 0; p < players; ++p) {
        g.human.push_back(true);
        g.labels.push_back(players == 2 ? "P" + std::to_string(p + 1) : "Hercules");
    }
    // Co-op partners plan together and see each other's cards: no pass screen between them.
    g.open_hands = players == 2;
    // Hercules alone may ask for a hint; partners in co-op plan together instead.
    g.hints = players == 1;
    g.hint_iterations = hint_iterations;
    g.table = std::make_unique<TableOf<State>>(std::move(state), TableOf<State>::Ai{}, hint);
    g.welcome = {{"game", kGameId}, {"setup", nullptr}};
    g.board_for = make_remote_board;
    g.save = [store, name](const Table& t) { store.save(name, static_cast<const TableOf<State>&>(t).state()); };
    g.finish = [store, name](const Table& t) {
        return campaign_over(store, name, static_cast<const TableOf<State>&>(t).state());
    };
    g.lock = std::move(lock);
    // A new campaign's save is written by the table: one there already is a campaign continued.
    g.resumed = std::filesystem::exists(store.path_for(name));
    g.keeping.save_root = store.folder().parent_path();
    g.keeping.game = kGameId;
    g.keeping.save_name = name;
    g.keeping.team = true;  // Hercules alone, or partners in co-op: the Trials are the opponent
    g.leave_question = "Leave the campaign? It is saved, and Continue brings you back to this turn.";
    g.taken_over_title = "Campaign taken over";
    g.taken_over = "Another Olympus session on this account took over the campaign \"" + name +
                   "\"; your progress up to now was saved in it.";
    return tui::make_local_table(std::move(g));
}

}  // namespace olympus::microhero
