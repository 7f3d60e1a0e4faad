#include "app/remote_screen.hpp"

#include <fstream>

#include "app/registry.hpp"
#include "core/records.hpp"
#include "core/replay.hpp"
#include "core/save.hpp"

#include "tui/keys.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::app {

using namespace tui;
using json = nlohmann::json;

namespace {

// A chat line as the log shows it: "NAME (seat N): TEXT", or "NAME (watching): TEXT" for a
// spectator. A name holds no ':' and is unique at the table, and the log indents wrapped lines,
// so the text before the first ':' at the start of a log line is always the real speaker.
std::string chat_line(const json& m) {
    const json& seat = m.at("seat");
    const std::string who = seat.is_number_integer() ? "seat " + std::to_string(seat.get<int>()) : "watching";
    return m.at("from").get<std::string>() + " (" + who + "): " + m.at("text").get<std::string>();
}

class RemoteScreen final : public Screen {
public:
    RemoteScreen(RemoteTarget t, BoardMaker board_for)
        : t_(std::move(t)), board_for_(std::move(board_for)),
          session_(std::make_unique<net::ClientSession>(t_.where, t_.hello)) {
        lobby_.push_back("Connected to '" + t_.game_name + "'. Waiting for the " + host_word() + " to answer...");
    }

    std::string title() const override { return "Network game: " + t_.game_name; }
    // Who runs the game: a game server (`olympus serve`), or a player's `olympus host`.
    std::string host_word() const { return t_.hello.game.empty() ? "host" : "server"; }

    bool on_tick() override {
        bool changed = false;
        for (const json& m : session_->poll(0)) {
            handle(m);
            changed = true;
        }
        // Moves chosen on an update or in a confirmation screen since the last key.
        if (board_ && !closed_) {
            auto moves = board_->take_moves();
            for (const std::string& a : moves) session_->send(net::Act{a});
            changed = changed || !moves.empty();
        }
        if (!session_->open() && refused_ && t_.fallback) {
            lobby_.push_back("The host did not know the kept token (" + bye_reason_ + "); joining as a newcomer.");
            net::Hello again = *t_.fallback;
            t_.fallback.reset();
            try {
                session_ = std::make_unique<net::ClientSession>(t_.where, again);
                refused_ = false;
                bye_reason_.clear();
                return true;
            } catch (const std::exception& e) {
                bye_reason_ = e.what();
            }
        }
        if (!session_->open() && !closed_) {
            closed_ = true;
            changed = true;
            if (!over_) {
                std::string why = !bye_reason_.empty() ? bye_reason_ : !session_->why().empty() ? session_->why() : "the " + host_word() + " went away";
                status_ = "Disconnected: " + why + ".";
                if (seat_ && !refused_) status_ += " Your seat is kept: come back with " + t_.rejoin_command + ".";
                status_ += " Press q to leave.";
                say(status_);
            }
        }
        return changed;
    }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (board_ && started_) {
            draw_seat_board(c, area, theme, *board_, status_);
            return;
        }
        draw_frame(c, area, theme, title());
        std::vector<std::string> lines;
        for (const auto& l : lobby_)
            for (auto& w : wrap_entry(l, area.w - 4)) lines.push_back(std::move(w));
        // The newest lines, above the status at the bottom.
        const int room = area.h - 5;
        int y = area.y + 1;
        for (std::size_t i = lines.size() > static_cast<std::size_t>(room) ? lines.size() - static_cast<std::size_t>(room) : 0;
             i < lines.size(); ++i, ++y)
            draw_text(c, y, area.x + 2, lines[i], {}, area.w - 4);
        if (!status_.empty()) draw_message(c, Rect{area.y + 1, area.x + 2, area.h - 2, area.w - 4}, status_, theme.fg(Color::Yellow, true));
    }

    Transition on_key(int k) override {
        status_.clear();
        if (board_ && started_)
            if (auto t = table_frame_key(k, *board_)) return std::move(*t);
        if (board_ && started_ && board_->has_menu() && !closed_) return send_move(k);
        if (key::is_back(k)) {
            if (closed_ || over_) return Transition::pop();
            std::string q = spectator() ? "Stop watching?"
                            : t_.own_host ? "Leave the game? You host it, so it ends for everybody at the table; the save keeps it, "
                                           "and " + t_.rejoin_command + " hosts it again."
                                         : "Leave the game? The " + host_word() + " keeps your seat: come back with " + t_.rejoin_command;
            return Transition::push(std::make_unique<ConfirmScreen>(q, [this] {
                session_->send(net::Bye{});
                return Transition::pop(2);
            }));
        }
        if (closed_ || over_) {
            if (key::is_choose(k)) return Transition::pop();
            if (closed_) return Transition::stay();
        }
        if (k == 't') {
            return Transition::push(std::make_unique<PromptScreen>("Say to the table:", "", net::kMaxText, [this](const std::string& text) {
                if (!text.empty()) session_->send(net::Say{text});
                return Transition::pop();
            }));
        }
        if (!board_ || !started_) {
            status_ = "The game has not begun: every seat must be taken first.";
            return Transition::stay();
        }
        return send_move(k);
    }

    std::vector<KeyHint> key_hints() const override {
        // As at home: the board's keys first, then talk and leave, both kept on a narrow line (i
        // and L give way before them: talking is how people at a network table meet).
        std::vector<KeyHint> table;
        if (!closed_) table.push_back({"t", "talk", true, true});
        table.push_back({"q", closed_ || over_ ? "back" : "leave", true, true});
        if (board_ && started_) {
            if (board_->has_menu()) return board_->key_hints();
            if (!over_ && !closed_) return table_key_line(*board_, table);
            for (auto& f : table_frame_hints(*board_)) table.push_back(std::move(f));
        }
        return table;
    }

    std::vector<std::string> help_text() const override {
        std::vector<std::string> h = {
            "Playing over the network: the " + host_word() + " runs the game; this screen shows only what your seat may see "
            "and sends your moves. t opens a line to talk to everybody at the table. q leaves: the " + host_word() + " keeps "
            "your seat and saves the game, and " + t_.rejoin_command + " takes the seat back."};
        if (board_) {
            auto more = board_->help_text();
            h.insert(h.end(), more.begin(), more.end());
        }
        return h;
    }

private:
    bool spectator() const { return !seat_; }

    Transition send_move(int k) {
        Transition t = board_->on_key(k, status_);
        send_moves();
        return t;
    }
    void send_moves() {
        for (const std::string& a : board_->take_moves()) session_->send(net::Act{a});
    }

    // A line for the log: the board's once it exists, the lobby's until then.
    void say(const std::string& line) {
        if (board_) board_->note(line);
        lobby_.push_back(line);
    }

    void handle(const json& m) {
        const std::string type = m.value("type", "");
        try {
            if (type == "welcome") return welcome(m);
            if (type == "view") {
                if (!board_) return;
                board_->update(m);
                // Only a game seen ending here is recorded: coming back to a finished game adds nothing.
                const bool was_playing = started_ && !over_;
                started_ = true;
                if (m.value("terminal", false)) {
                    if (was_playing) keep_record(m);
                    over_ = true;
                    status_ = "The game is over. Press q.";
                }
                return;
            }
            if (type == "chat") return say(chat_line(m));
            if (type == "info") return say(m.value("text", ""));
            if (type == "error") {
                status_ = m.value("text", "");
                if (board_) board_->refused(status_);
                return;
            }
            if (type == "bye") {
                bye_reason_ = m.value("reason", "");
                if (!welcomed_) refused_ = true;
            }
        } catch (const std::exception&) {
            status_ = "The " + host_word() + " sent a " + type + " message this screen cannot read; it was left out.";
        }
    }

    void welcome(const json& m) {
        welcomed_ = true;
        if (m.at("seat").is_number_integer()) seat_ = m["seat"].get<int>();
        const std::string game = m.value("game", "?");
        game_ = game;
        players_ = m.value("players", 0);
        const GameEntry* entry = find_game(game);
        const std::string title = entry ? entry->title : game;
        lobby_.push_back(spectator() ? "Watching '" + t_.game_name + "' (" + title + ")."
                                     : "You take seat " + std::to_string(*seat_ + 1) + " of " + std::to_string(m.value("players", 0)) +
                                           " in '" + t_.game_name + "' (" + title + ").");
        lobby_.push_back("Waiting for every seat to be taken...");
        std::string why;
        try {
            board_ = board_for_(m);
        } catch (const std::exception& e) {
            why = std::string("This game cannot be shown: ") + e.what();
        }
        if (board_) {
            if (seat_ && !t_.token_file.empty()) keep_token(m.value("token", ""));
            return;
        }
        // Without a screen for it, leave at once rather than hold a seat nobody can play from here.
        if (why.empty())
            why = game + " has no screen over the network yet: use `olympus " + (seat_ ? "join " : "watch ") +
                  t_.game_name + " --script` (the line protocol).";
        lobby_.push_back(why);
        session_->send(net::Bye{});
        t_.fallback.reset();
        closed_ = refused_ = true;
        status_ = "Press q to leave.";
    }

    // The player's record of a game finished at their seat; a problem is said and changes nothing.
    void keep_record(const json& view) {
        if (!seat_ || t_.save_dir.empty() || !view.contains("winner") || !view["winner"].is_number_integer()) return;
        const GameEntry* g = find_game(game_);
        GameRecord r;
        r.player = unix_user_name();
        r.game = game_;
        r.finished = now_utc_text();
        const int winner = view["winner"].get<int>();
        const bool team = g && g->team;
        r.outcome = team ? (winner >= 0 ? "won" : "lost") : winner == *seat_ ? "won" : winner < 0 ? "drawn" : "lost";
        // Who sat where is the host's to say; every other seat counts as a person (or a partner).
        for (int s = 0; s < players_; ++s)
            if (s != *seat_) r.opponents.push_back(team ? partner_key("person") : "person");
        if (std::string why = try_record(t_.save_dir, r); !why.empty()) status_ += " " + why;
    }

    // Best effort: without the file the player can still rejoin with --token. The token opens
    // the seat and shows its hidden cards, so only its owner may read the file.
    void keep_token(const std::string& token) {
        std::error_code ec;
        std::filesystem::create_directories(t_.token_file.parent_path(), ec);
        std::filesystem::permissions(t_.token_file.parent_path(), std::filesystem::perms::owner_all,
                                     std::filesystem::perm_options::replace, ec);
        try {
            write_file_atomic(t_.token_file, json{{"token", token}, {"seat", *seat_}}.dump() + "\n", {}, 0600);
        } catch (const std::exception&) {  // the player can still rejoin with --token
        }
    }

    RemoteTarget t_;
    BoardMaker board_for_;
    std::unique_ptr<net::ClientSession> session_;
    std::unique_ptr<SeatBoard> board_;
    std::optional<int> seat_;
    bool welcomed_ = false, started_ = false, over_ = false, closed_ = false, refused_ = false;
    std::string status_, bye_reason_, game_;
    int players_ = 0;
    std::vector<std::string> lobby_;
};

}  // namespace

std::unique_ptr<Screen> make_remote_screen(RemoteTarget target, BoardMaker board_for) {
    return std::make_unique<RemoteScreen>(std::move(target), std::move(board_for));
}

}  // namespace olympus::app
