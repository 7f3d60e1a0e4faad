#include "app/replay_commands.hpp"

#include <algorithm>
#include <ostream>

#include "app/registry.hpp"
#include "app/serve_client.hpp"
#include "core/printable.hpp"
#include "core/records.hpp"
#include "core/replay_cursor.hpp"
#include "tui/keys.hpp"
#include "tui/replay_screen.hpp"
#include "tui/widgets.hpp"

namespace olympus::app {

namespace fs = std::filesystem;
using namespace tui;

std::unique_ptr<Screen> open_replay(const fs::path& file, std::optional<int> seat) {
    Replay r = read_replay(file);
    const GameEntry* g = find_game(r.game);
    if (!g) throw std::runtime_error(file.string() + ": a replay of '" + printable(r.game) + "', which this Olympus does not have");
    if (!g->table_from_state || !g->make_remote_board)
        throw std::runtime_error(file.string() + ": " + g->title + " has no replay screen");
    const int players = static_cast<int>(r.seats.size());
    if (seat && *seat >= players)
        throw std::runtime_error("the game in " + file.string() + " has seats 0 to " + std::to_string(players - 1));
    const int chosen = seat ? *seat : default_seat(r, unix_user_name());
    try {
        ReplayCursor cursor(std::move(r), g->table_from_state);
        return make_replay_screen(std::move(cursor), ReplayShow{g->title, g->make_remote_board, chosen});
    } catch (const std::exception& e) {
        throw std::runtime_error(file.string() + ": the replay cannot be played: " + e.what());
    }
}

std::unique_ptr<Screen> open_served_replay(const fs::path& socket, const std::string& name) {
    std::string why;
    auto r = ask_replay(socket, name, why);
    if (!r) throw std::runtime_error("The replay of " + printable(name) + " cannot be had: " + why);
    const GameEntry* g = find_game(r->game);
    if (!g || !g->make_remote_board) throw std::runtime_error("The game server's " + printable(name) + " is a game this Olympus cannot show");
    const int seat = r->seat;
    return make_replay_screen(std::move(*r), ReplayShow{g->title, g->make_remote_board, seat});
}

namespace {

class HistoryScreen final : public Screen {
public:
    explicit HistoryScreen(AppContext ctx) : ctx_(std::move(ctx)) { rebuild(); }
    std::string title() const override { return "History"; }
    void on_resume() override { rebuild(); }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "History: replays of your games", false);
        if (list_.empty() && served_.empty()) {
            draw_text(c, area.y + 2, area.x + 2, "No games yet: every game played here is kept as a replay.", {}, area.w - 4);
        } else {
            // Each line says when and how long; how the game under the cursor went is read whole
            // below the list, so no line is cut at 80 columns.
            menu_.draw(c, Rect{area.y + 2, area.x + 2, area.h - 8, area.w - 4}, theme, 22);
            auto lines = wrap_text(about(menu_.cursor()), area.w - 4);
            if (lines.size() > 2) lines[1] = with_cut_mark(lines[1] + " " + lines[2], area.w - 4, theme.g());
            for (std::size_t i = 0; i < std::min<std::size_t>(2, lines.size()); ++i)
                draw_text(c, area.bottom() - 5 + static_cast<int>(i), area.x + 2, lines[i], {}, area.w - 4);
        }
        if (!status_.empty()) draw_text(c, area.bottom() - 2, area.x + 2, status_, theme.fg(Color::Red, true), area.w - 4);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) return Transition::pop();
        auto i = menu_.chosen(k);
        if (!i || (list_.empty() && served_.empty())) return Transition::stay();
        if (static_cast<std::size_t>(*i) < served_.size()) {
            try {
                return Transition::push(open_served_replay(default_server_socket(), served_[static_cast<std::size_t>(*i)].name));
            } catch (const std::exception& e) {
                status_ = e.what();
            }
            return Transition::stay();
        }
        const ReplayListing& l = list_[static_cast<std::size_t>(*i) - served_.size()];
        if (!l.problem.empty()) {
            status_ = l.problem;
            return Transition::stay();
        }
        try {
            return Transition::push(open_replay(l.path, std::nullopt));
        } catch (const std::exception& e) {
            status_ = e.what();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override { return {{"Up/Down", "move"}, {"Enter", "replay"}, {"q", "back"}}; }
    std::vector<std::string> help_text() const override {
        return {"# History",
                "Every game played at this terminal is kept as a replay: finished games, and the moves so far "
                "of games still being played. Enter steps through one move by move.",
                "", "The games you sit at on this machine's game server come first: their replays are kept by the "
                "server, which sends each player only their own seat's view.",
                "", "`olympus replay FILE` opens a replay file from the command line, `olympus replay --server NAME` a "
                "game on the server."};
    }

private:
    // The entry at `i` in a sentence: the game, and how it went or stands.
    std::string about(int i) const {
        if (i < 0) return "";
        if (static_cast<std::size_t>(i) < served_.size()) {
            const ServedListing& g = served_[static_cast<std::size_t>(i)];
            return printable(g.title + " on the game server as " + g.name + (g.over ? ", finished." : ", being played."));
        }
        if (static_cast<std::size_t>(i) - served_.size() >= list_.size()) return "";
        const ReplayListing& l = list_[static_cast<std::size_t>(i) - served_.size()];
        return printable(l.problem.empty() ? l.summary + "." : "This replay cannot be read: " + l.problem);
    }

    void rebuild() {
        list_ = list_replays(ctx_.save_dir);
        std::vector<Menu::Item> items;
        // The games of this user on the game server (none when no server answers).
        served_.clear();
        std::string why;
        if (auto games = ask_games(default_server_socket(), why))
            for (auto& g : *games)
                if (g.your_seat) served_.push_back(std::move(g));
        for (const auto& g : served_)
            items.push_back({printable(g.title), g.over ? "on the game server, finished" : "on the game server, being played"});
        for (const auto& l : list_) {
            const GameEntry* g = find_game(l.game);
            std::string name = g ? g->title : l.game.empty() ? l.path.filename().string() : l.game;
            items.push_back({printable(name), l.problem.empty() ? printable(l.brief) : "cannot be read"});
        }
        menu_.set_items(std::move(items));
    }
    AppContext ctx_;
    std::vector<ReplayListing> list_;
    std::vector<ServedListing> served_;
    Menu menu_;
    std::string status_;
};

std::string game_title(const std::string& id) {
    const GameEntry* g = find_game(id);
    return g ? g->title : printable(id);
}

}  // namespace

std::unique_ptr<Screen> make_history_screen(const AppContext& ctx) { return std::make_unique<HistoryScreen>(ctx); }

std::vector<std::string> records_text(const fs::path& save_dir) {
    Records r(records_path(save_dir));
    std::vector<std::string> out;
    for (auto& l : records_lines(r, game_title)) out.push_back(printable(l));
    return out;
}

std::vector<std::string> server_records_of(const fs::path& socket, const std::string& user) {
    std::string why;
    auto lines = ask_records(socket, why);
    std::vector<std::string> out;
    if (!lines) return out;
    bool mine = false;
    for (const std::string& l : *lines) {
        if (l.starts_with("Player ")) mine = l == "Player " + user;
        if (!mine) continue;
        if (out.empty()) {
            out.emplace_back();
            out.push_back("On the game server (olympus records --server shows every player):");
            continue;  // its own "Player" line: the block above is the same player's
        }
        out.push_back(printable(l));
    }
    return out;
}

namespace {

// The records table drawn line for line (its columns must not be wrapped as paragraphs), or the
// reason it cannot be read, wrapped.
class RecordsScreen final : public Screen {
public:
    explicit RecordsScreen(const AppContext& ctx) {
        try {
            lines_ = records_text(ctx.save_dir);
            for (auto& l : server_records_of(default_server_socket(), unix_user_name())) lines_.push_back(std::move(l));
        } catch (const std::exception& e) {
            problem_ = printable(e.what());
        }
    }
    std::string title() const override { return "Records"; }
    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Records", true);
        Rect in{area.y + 1, area.x + 2, area.h - 2, area.w - 4};
        if (!problem_.empty()) {
            int y = in.y;
            draw_text(c, y++, in.x, "The records cannot be shown.", Style{Color::Default, true}, in.w);
            ++y;
            for (auto& l : wrap_text(problem_, in.w))
                if (y < in.bottom()) draw_text(c, y++, in.x, l, {}, in.w);
            return;
        }
        height_ = in.h;
        scroll_ = std::clamp(scroll_, 0, std::max(0, static_cast<int>(lines_.size()) - in.h));
        for (int row = 0; row < in.h && scroll_ + row < static_cast<int>(lines_.size()); ++row) {
            const std::string& l = lines_[static_cast<std::size_t>(scroll_ + row)];
            draw_text(c, in.y + row, in.x, l, Style{Color::Default, l.starts_with("Player ")}, in.w);
        }
        if (scroll_ > 0) draw_text(c, area.y, area.right() - 3, theme.g().up);
        if (scroll_ + in.h < static_cast<int>(lines_.size())) draw_text(c, area.bottom() - 1, area.right() - 3, theme.g().down);
    }
    Transition on_key(int k) override {
        if (key::is_back(k) || key::is_choose(k)) return Transition::pop();
        if (key::is_up(k)) --scroll_;
        else if (key::is_down(k)) ++scroll_;
        else if (k == key::PageUp) scroll_ -= std::max(1, height_ - 1);
        else if (k == key::PageDown) scroll_ += std::max(1, height_ - 1);
        return Transition::stay();
    }
    std::vector<KeyHint> key_hints() const override { return {{"Up/Down", "scroll"}, {"q", "back"}}; }
    std::vector<std::string> help_text() const override {
        return {"# Records",
                "Every game finished at this terminal, per game and per opponent (a person, or the computer at a "
                "level), and every Micro Hero campaign by difficulty and expansions: how many were played and "
                "won, the most Trials overcome and the fewest turns to a victory.",
                "", "`olympus records` prints the same table."};
    }

private:
    std::vector<std::string> lines_;
    std::string problem_;
    int scroll_ = 0, height_ = 1;
};

}  // namespace

std::unique_ptr<Screen> make_records_screen(const AppContext& ctx) { return std::make_unique<RecordsScreen>(ctx); }

int records_command(const AppContext& ctx, std::ostream& out, std::ostream& err) {
    try {
        for (const auto& l : records_text(ctx.save_dir)) out << l << "\n";
        for (const auto& l : server_records_of(default_server_socket(), unix_user_name())) out << l << "\n";
        return 0;
    } catch (const std::exception& e) {
        err << "olympus: " << printable_lines(e.what()) << "\n";
        return 1;
    }
}

int server_records_command(const fs::path& socket, std::ostream& out, std::ostream& err) {
    std::string why;
    auto lines = ask_records(socket, why);
    if (!lines) {
        err << "olympus: the game server's records cannot be had: " << printable(why) << "\n";
        return 1;
    }
    for (const auto& l : *lines) out << printable(l) << "\n";
    return 0;
}

}  // namespace olympus::app
