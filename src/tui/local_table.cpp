#include "tui/local_table.hpp"

#include <algorithm>
#include <utility>

#include "core/log_lines.hpp"
#include "tui/hint.hpp"
#include "tui/keys.hpp"
#include "tui/review_screen.hpp"
#include "tui/save_guard.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

namespace {

class LocalTable final : public Screen {
public:
    explicit LocalTable(LocalGame g) : g_(std::move(g)), ai_rng_(g_.ai_seed, 29), hint_rng_(g_.ai_seed, 31) {
        const int n = g_.table->num_players();
        if (static_cast<int>(g_.human.size()) != n || static_cast<int>(g_.labels.size()) != n)
            throw std::logic_error("local table: a person-or-computer and a name are needed for every seat");
        if (!g_.table->is_terminal()) {
            g_.save(*g_.table);  // throws: a game that cannot be saved does not start
            last_mark_ = g_.table->turn_mark();
            replay_ = ReplayRecorder(g_.keeping, *g_.table, g_.labels);
            // A game continued without the replay of its start: its first lines are gone.
            earlier_lost_ = g_.resumed && !replay_.continued();
            save_replay();
        }
        make_boards();
        const int p = g_.table->current_player();
        viewer_ = human(p) ? p : first_human();
        // People sharing the keyboard start behind the pass screen, addressed to the person who
        // decides first: when a computer begins, it moves first and the pass comes after it.
        hidden_ = hot_seat() && !g_.table->is_terminal() && human(p);
    }

    std::string title() const override { return g_.title; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (hidden_) {
            pass_scrolls_ = draw_pass_screen(c, area, theme, g_.title, label(g_.table->current_player()), since_pass(),
                                             pass_back_);
            return;
        }
        std::string status = status_;
        if (status.empty()) status = save_problem_;
        draw_seat_board(c, area, theme, board(), status);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (hidden_) {
            if (key::is_choose(k)) {
                hidden_ = false;
                since_pass_.clear();
                pass_back_ = 0;
                if (human(g_.table->current_player())) {
                    viewer_ = passed_to_ = g_.table->current_player();
                    board().handed_over();
                }
            } else if (key::is_back(k)) {
                return leave();
            } else if (int step = key::scroll_step(k); step != 0) {
                pass_back_ = std::max(0, pass_back_ - step);  // Up (a negative step) reads older rows
            }
            return Transition::stay();
        }
        SeatBoard& b = board();
        if (auto t = table_frame_key(k, b)) return std::move(*t);
        // H is no board's key, so it asks for a hint even while a board's menu is open (a
        // question is often asked in one).
        if (k == 'H' && g_.hints) return hint();
        if (!b.has_menu()) {
            if (g_.table->is_terminal() && (key::is_back(k) || key::is_choose(k))) return Transition::pop();
            if (g_.table->is_terminal() && k == 'r') {
                if (reviewable()) return review();
                // Never a key that does nothing: say why there is nothing to review.
                status_ = g_.hints ? "This game ended before it was opened here, so no move of yours is kept to review."
                                   : "A review is offered in a game against the computer or alone, not between people.";
                return Transition::stay();
            }
            if (key::is_back(k)) return leave();
            if (k == g_.undo_key && undo_allowed()) return undo();
            if (k == g_.undo_key) {
                // Never a key that does nothing: say why there is no undo here.
                status_ = g_.table->is_terminal() ? "The game is over: there is no move to take back."
                                                  : "Undo is for a game against the computer: between people at one "
                                                    "keyboard a move stands once made.";
                return Transition::stay();
            }
        }
        Transition t = b.on_key(k, status_);
        if (auto end = make_moves(b.take_moves(), viewer_)) return std::move(*end);
        return t;
    }

    bool on_tick() override {
        if (hidden_) return false;
        // Moves chosen in a screen of the board's own (a confirmation) since the last key.
        auto chosen = board().take_moves();
        if (!chosen.empty()) {
            if (auto end = make_moves(std::move(chosen), viewer_)) ending_ = std::move(end);
            return true;
        }
        if (g_.table->is_terminal() || human(g_.table->current_player())) return false;
        // The computer waits while the person's board shows something to read (a fight's result).
        if (board().has_menu()) return false;
        if (!thinking_) {
            thinking_ = true;  // draw "thinking" first and move on the next tick, so a person can follow
            status_ = label(g_.table->current_player()) + " is thinking...";
            return true;
        }
        thinking_ = false;
        status_.clear();
        const std::string move = g_.table->computer_move(ai_rng_, g_.ai_ms, std::nullopt);
        stale_keys_ = true;
        if (move.empty()) return true;
        if (auto end = make_moves({move})) ending_ = std::move(end);
        return true;
    }

    bool take_stale_keys() override { return std::exchange(stale_keys_, false); }

    void on_resume() override {
        if (auto end = make_moves(board().take_moves(), viewer_)) ending_ = std::move(end);
    }

    std::vector<KeyHint> key_hints() const override {
        if (hidden_) {
            if (pass_scrolls_) return {{"Enter", "ready"}, {"Up/Down", "read"}, {"q", "leave"}};
            return {{"Enter", "ready"}, {"q", "leave"}};
        }
        const SeatBoard& b = board();
        if (b.has_menu()) return b.key_hints();
        if (g_.table->is_terminal()) {
            std::vector<KeyHint> h{{"Enter", "back to the menu"}};
            if (reviewable()) h.push_back({"r", "review your moves"});
            for (auto& f : table_frame_hints(b)) h.push_back(std::move(f));
            return h;
        }
        // Leaving, the hint (only when it works: on the person's own decision), then undo.
        std::vector<KeyHint> table{{"q", "leave", true, true}};
        if (g_.hints && hint_now()) table.push_back({"H", "hint", true, true});
        std::vector<KeyHint> last;
        // Off the key line while nothing can be taken back; the help still lists the key, saying so.
        if (one_team())
            last.push_back({std::string(1, static_cast<char>(g_.undo_key)),
                            undo_.empty() ? "undo (nothing to take back now)" : "undo", !undo_.empty(), true});
        return table_key_line(b, table, last);
    }

    std::vector<std::string> help_text() const override {
        std::vector<std::string> h = board().help_text();
        if (one_team()) {
            h.emplace_back();
            h.push_back(std::string(1, static_cast<char>(g_.undo_key)) +
                        " takes back your last move, and the computer's answer to it, as long as no hidden card "
                        "and no chance result has come to light since.");
        }
        if (g_.hints) {
            h.emplace_back();
            // A narrow key line can run out of room before H (CGS's at 80 columns): the key works all the same.
            h.push_back("H asks for a hint on your turn (the key works whether or not the key line below has room "
                        "to name it): what the strongest computer player would play here, "
                        "worked out from what you can see only, and in a line why (the moves it weighed and "
                        "how they scored in its tries).");
            h.emplace_back();
            h.push_back("r, once the game is over, reviews your moves: the two or three where your chance fell "
                        "most by the strongest computer player's estimate, from what you could see at the time, "
                        "and what it would have played there.");
        }
        return h;
    }

    void on_hangup() noexcept override {
        try {
            save_now();
        } catch (...) {  // nothing more can be done while the terminal goes away
        }
    }

    std::unique_ptr<Screen> poll_replacement() override {
        if (ending_) {
            // The game ended in a tick: the end screen takes the table's place.
            auto t = std::move(*ending_);
            ending_.reset();
            if (t.kind == Transition::Kind::Replace && t.next) return std::move(t.next);
        }
        if (!g_.lock.takeover_requested()) return nullptr;
        if (!save_now()) {
            g_.lock.refuse();
            status_ = "Another Olympus session asked for this game, but it could not be saved, so it stays here. " +
                      save_problem_;
            return nullptr;
        }
        g_.lock.hand_over();
        return std::make_unique<TextScreen>(g_.taken_over_title.empty() ? g_.title + ": taken over" : g_.taken_over_title,
                                            std::vector<std::string>{g_.taken_over, "", "Press Enter to go back."});
    }

private:
    bool human(int seat) const { return seat >= 0 && seat < static_cast<int>(g_.human.size()) && g_.human[static_cast<std::size_t>(seat)]; }
    int humans() const { return static_cast<int>(std::count(g_.human.begin(), g_.human.end(), true)); }
    bool hot_seat() const { return humans() > 1 && !g_.open_hands; }
    bool one_team() const { return humans() == 1 || g_.open_hands; }
    int first_human() const {
        for (int s = 0; s < static_cast<int>(g_.human.size()); ++s)
            if (human(s)) return s;
        return 0;
    }
    std::string label(int seat) const {
        return seat >= 0 && seat < static_cast<int>(g_.labels.size()) ? g_.labels[static_cast<std::size_t>(seat)] : "?";
    }
    SeatBoard& board() const { return *boards_[static_cast<std::size_t>(viewer_)]; }
    const std::vector<std::string>& since_pass() const { return since_pass_; }

    // What a host's welcome would carry for a seat (-1: a spectator).
    nlohmann::json welcome_for(int seat) const {
        nlohmann::json w = g_.welcome;
        w["type"] = "welcome";
        w["seat"] = seat >= 0 ? nlohmann::json(seat) : nlohmann::json(nullptr);
        w["players"] = g_.table->num_players();
        w["labels"] = g_.labels;
        // People take turns at one keyboard: a board shows a hand only while it decides.
        if (seat >= 0) w["shared_keyboard"] = hot_seat();
        return w;
    }

    // One board for each person: in a game for several at one keyboard each keeps its own cursor
    // and log, and sees only its own seat's view.
    void make_boards() {
        boards_.clear();
        boards_.resize(g_.human.size());
        for (int s = 0; s < static_cast<int>(g_.human.size()); ++s)
            if (human(s)) boards_[static_cast<std::size_t>(s)] = g_.board_for(welcome_for(s));
        // People at one keyboard: a spectator's board keeps the public log, which the pass
        // screen shows (what the last move did, never anything private).
        watcher_.reset();
        if (hot_seat() && g_.table->public_view_json()) watcher_ = g_.board_for(welcome_for(-1));
        tell_boards("");
        since_pass_.clear();
        tell_history();
    }

    // A board made now saw only the game as it stands, whose log keeps its last lines only: each
    // person's log is told again whole from the replay (every move since the start), as boards
    // that had watched the game from there would have told it. A replay that cannot give it
    // leaves the boards' own logs, which say first that earlier moves are missing.
    void tell_history() {
        std::vector<std::vector<std::string>> logs = replayed_logs();
        const bool lost = earlier_lost_ || (logs.empty() && !replay_.replay().actions.empty());
        for (int s = 0; s < static_cast<int>(boards_.size()); ++s) {
            SeatBoard* b = boards_[static_cast<std::size_t>(s)].get();
            if (!b || (logs.empty() && !lost)) continue;
            std::vector<std::string> lines = logs.empty() ? b->history() : std::move(logs[static_cast<std::size_t>(s)]);
            if (lost) lines.insert(lines.begin(), std::string(kEarlierLost));
            b->restore_history(std::move(lines));
        }
    }

    // Each person's log from the replay's start to now, told by fresh boards the views a host
    // would have sent; empty when the replay has no moves, cannot be played, or does not end
    // where the game stands.
    std::vector<std::vector<std::string>> replayed_logs() const {
        const Replay& r = replay_.replay();
        if (r.actions.empty() || r.start.is_null()) return {};
        try {
            std::unique_ptr<Table> t = g_.table->with_state(r.start);
            if (!t) return {};
            std::vector<std::unique_ptr<SeatBoard>> boards(boards_.size());
            auto tell = [&](const std::string& played, int mover) {
                tell_seats(boards, *t, played, mover);
                for (auto& b : boards)
                    if (b) b->take_moves();  // made already: the replay has them
            };
            for (int s = 0; s < static_cast<int>(boards.size()); ++s)
                if (boards_[static_cast<std::size_t>(s)]) boards[static_cast<std::size_t>(s)] = g_.board_for(welcome_for(s));
            tell("", -1);
            for (const std::string& a : r.actions) {
                const int mover = t->current_player();
                if (!t->apply(a).empty()) return {};
                tell(a, mover);
            }
            if (t->to_json() != g_.table->to_json()) return {};
            std::vector<std::vector<std::string>> logs(boards.size());
            for (std::size_t s = 0; s < boards.size(); ++s)
                if (boards[s]) logs[s] = boards[s]->history();
            return logs;
        } catch (const std::exception&) {  // a view a board cannot read: the boards' own logs stay
            return {};
        }
    }

    // Each person's board is told the view a host would send its seat after `played` (the
    // mover's own move is named to the mover only).
    static void tell_seats(std::vector<std::unique_ptr<SeatBoard>>& boards, const Table& t, const std::string& played, int mover) {
        for (int s = 0; s < static_cast<int>(boards.size()); ++s)
            if (boards[static_cast<std::size_t>(s)])
                boards[static_cast<std::size_t>(s)]->update(seat_view_message(t, s, s == mover ? played : ""));
    }

    void tell_boards(const std::string& played, int mover = -1) {
        tell_seats(boards_, *g_.table, played, mover);
        if (watcher_) {
            // The lines the update added: past the longest end of the old log the new one starts
            // with (a board's log may drop its oldest lines).
            const auto before = watcher_->history();
            watcher_->update(seat_view_message(*g_.table, -1));
            const auto added = new_log_lines(before, watcher_->history());
            since_pass_.insert(since_pass_.end(), added.begin(), added.end());
            if (since_pass_.size() > 50) since_pass_.erase(since_pass_.begin(), since_pass_.end() - 50);
        }
    }

    bool undo_allowed() const { return one_team() && !g_.table->is_terminal(); }

    // A review where hints are offered (against the computer, or a solo game) and moves were
    // made here; it replays the game from the replay's start, so a resumed game is reviewed whole.
    bool reviewable() const { return g_.hints && replay_.moves() > 0; }

    std::shared_ptr<ai::Reviewer> reviewer() {
        if (reviewer_) return reviewer_;
        const Replay& r = replay_.replay();
        std::vector<int> seats;
        for (int s = 0; s < static_cast<int>(g_.human.size()); ++s)
            if (human(s)) seats.push_back(s);
        const int iterations = g_.review_iterations > 0       ? g_.review_iterations
                               : g_.hint_iterations > 0         ? g_.hint_iterations
                               : g_.table->review_iterations() > 0 ? g_.table->review_iterations()
                                                                  : kReviewIterations;
        reviewer_ = std::make_shared<ai::Reviewer>(g_.table->with_state(r.start), r.actions, std::move(seats), iterations,
                                                   g_.ai_seed);
        return reviewer_;
    }

    Transition review() {
        try {
            return Transition::push(make_review_screen(reviewer(), g_.title));
        } catch (const std::exception& e) {
            status_ = std::string("This game cannot be reviewed: ") + e.what();
            return Transition::stay();
        }
    }

    // A hint is for the person whose board this is, on their own decision.
    bool hint_now() const {
        const int p = g_.table->current_player();
        return !g_.table->is_terminal() && p == viewer_ && human(p);
    }

    // The strongest player's move for the person whose board this is, from that seat's view; it
    // takes the search's clock (under a second), and the board's cursor goes to the move.
    Transition hint() {
        const int p = g_.table->current_player();
        if (!hint_now()) {
            status_ = "A hint is for your own decision: wait until you are to act.";
            return Transition::stay();
        }
        std::optional<MoveAdvice> advice;
        try {
            advice = g_.table->advice(p, hint_rng_, g_.hint_iterations, g_.hint_ms);
        } catch (const std::exception& e) {
            status_ = std::string("No hint could be worked out: ") + e.what();
            return Transition::stay();
        }
        if (!advice || advice->options.empty()) {
            status_ = "This game gives no hint here.";
            return Transition::stay();
        }
        board().point_at(advice->options.front().move);
        return Transition::push(make_hint_screen(*advice));
    }

    Transition undo() {
        if (undo_.empty()) {
            // Say the true reason: a reveal cut the moves off, or none was made since the game opened.
            status_ = light_ ? "Nothing to undo: a hidden card or a chance result has come to light since your last move."
                      : moved_ ? "Nothing to undo: every move you made since the game was opened is taken back."
                               : "Nothing to undo: you have made no move since the game was opened.";
            return Transition::stay();
        }
        g_.table = std::move(undo_.back().first);
        // The person's move taken back: the first made since the copy.
        const auto& made = replay_.replay().actions;
        const std::string taken = undo_.back().second < made.size() ? made[undo_.back().second] : "";
        replay_.take_back_to(undo_.back().second);
        undo_.pop_back();
        thinking_ = false;
        make_boards();  // fresh boards: their logs are told again from the view as it was
        const int p = g_.table->current_player();
        viewer_ = human(p) ? p : first_human();
        if (!taken.empty()) board().taken_back(taken);
        // Said once, in the status line: the log is told again without the move taken back.
        status_ = std::string(kUndoneNote);
        last_mark_ = g_.table->turn_mark();
        save_now();
        return Transition::stay();
    }

    // Makes the moves a board chose (or the computer's); after the game's end, what replaces the
    // table, if anything.
    // `from`: the person whose board chose them; -1 for the computer's move.
    std::optional<Transition> make_moves(std::vector<std::string> moves, int from = -1) {
        // A board may choose a move on being told of the last one (ending an attack's step once
        // its attackers are in): those follow in order, as a host would receive them.
        // A board's moves are its seat's only: never made for whoever else is to act.
        const int owner = from >= 0 ? from : g_.table->current_player();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const std::string text = moves[i];
            if (g_.table->is_terminal()) break;
            const int mover = g_.table->current_player();
            // A series is one seat's: once another is to act, the rest is not for it. Each move
            // not made is answered as refused, as a host answers every move it is sent.
            if (mover != owner) {
                if (human(owner))
                    for (std::size_t j = i; j < moves.size(); ++j) boards_[static_cast<std::size_t>(owner)]->refused("");
                break;
            }
            const bool person = human(mover);
            std::unique_ptr<Table> before;
            if (person && undo_allowed()) before = g_.table->clone();
            if (std::string why = g_.table->apply(text); !why.empty()) {
                // The board offered only legal moves, so this is a board out of step with the
                // game: say so in words, change nothing.
                if (person)
                    for (std::size_t j = i; j < moves.size(); ++j)
                        boards_[static_cast<std::size_t>(mover)]->refused("That move cannot be made now.");
                status_ = "That move cannot be made now.";
                tell_boards("");
                return std::nullopt;
            }
            if (before) undo_.emplace_back(std::move(before), replay_.moves()), moved_ = true;
            replay_.moved(text);
            // Undo never passes over something that came to light.
            if (!undo_.empty() && g_.table->revealed_since(*undo_.back().first)) undo_.clear(), light_ = true;
            if (g_.table->is_terminal()) return finish(text, mover);
            if (long long mark = g_.table->turn_mark(); mark != last_mark_) {
                last_mark_ = mark;
                save_now();
            }
            tell_boards(text, mover);
            if (person)
                for (std::string& more : boards_[static_cast<std::size_t>(mover)]->take_moves()) moves.push_back(std::move(more));
            // A person's decision comes: at a shared keyboard, behind the pass screen unless the
            // keyboard was last passed to that person (a computer's move between is no pass).
            const int next = g_.table->current_player();
            if (human(next)) {
                if (!hot_seat()) viewer_ = next;
                else if (next != passed_to_) hidden_ = true;
            }
        }
        return std::nullopt;
    }

    std::optional<Transition> finish(const std::string& played, int mover) {
        finished_ = true;
        undo_.clear();
        hidden_ = false;  // the end is for everybody to see
        tell_boards(played, mover);
        if (std::string why = replay_.finish(*g_.table); !why.empty()) {
            status_ = why;
            for (auto& b : boards_)
                if (b) b->note(why);
        }
        std::unique_ptr<Screen> end = g_.finish ? g_.finish(*g_.table) : nullptr;
        g_.lock.release();
        // The end screen takes the table's place: it offers the review, made now while the
        // table's moves are at hand.
        if (end && reviewable()) {
            try {
                end = with_review_key(std::move(end), [r = reviewer(), title = g_.title]() { return make_review_screen(r, title); });
            } catch (const std::exception&) {  // a game that cannot be replayed has no review
            }
        }
        if (end) return Transition::replace(std::move(end));
        return std::nullopt;
    }

    bool save_now() {
        if (finished_ || g_.table->is_terminal()) return true;
        try {
            g_.save(*g_.table);
            save_problem_.clear();
            save_replay();
            return true;
        } catch (const std::exception& e) {
            save_problem_ = std::string("Could not save: ") + e.what() + ". The game goes on; it is saved once that is fixed.";
            return false;
        }
    }

    Transition leave() {
        return Transition::push(std::make_unique<ConfirmScreen>(g_.leave_question, [this] {
            if (!save_now())
                return Transition::replace(std::make_unique<NoticeScreen>("Not saved", leave_refused(save_problem_)));
            g_.lock.release();
            return Transition::pop(2);
        }));
    }

    // The replay follows the save; a replay that cannot be written never stops the game (the
    // next one that can be written starts again from that save).
    void save_replay() noexcept {
        try {
            replay_.save(*g_.table);
        } catch (...) {
        }
    }

    LocalGame g_;
    ReplayRecorder replay_;
    Rng ai_rng_, hint_rng_;
    std::vector<std::unique_ptr<SeatBoard>> boards_;
    std::unique_ptr<SeatBoard> watcher_;  // a spectator's board: the public log (hot seat only)
    std::vector<std::string> since_pass_;  // its lines since the keyboard was last taken
    int pass_back_ = 0;                     // how far the pass screen's list is scrolled from its newest row
    bool pass_scrolls_ = false;             // whether that list is longer than its room
    std::vector<std::pair<std::unique_ptr<Table>, std::size_t>> undo_;  // a copy, and the replay's length then
    int viewer_ = 0;
    int passed_to_ = -1;  // at a shared keyboard: the seat that last took it from the pass screen
    bool hidden_ = false, thinking_ = false, finished_ = false, stale_keys_ = false;
    bool earlier_lost_ = false;  // continued from a save whose replay did not reach back to the start
    bool moved_ = false, light_ = false;  // since the game was opened: a move that undo kept, a reveal that cut undo off
    long long last_mark_ = 0;
    std::string status_, save_problem_;
    std::optional<Transition> ending_;
    std::shared_ptr<ai::Reviewer> reviewer_;  // made on the first `r`; kept so a stopped one goes on
};

}  // namespace

std::unique_ptr<Screen> make_local_table(LocalGame game) { return std::make_unique<LocalTable>(std::move(game)); }

}  // namespace olympus::tui
