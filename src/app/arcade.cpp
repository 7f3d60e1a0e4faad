#include "app/arcade.hpp"

#include <algorithm>

#include "app/lobby_screen.hpp"
#include "app/registry.hpp"
#include "app/replay_commands.hpp"
#include "app/serve_client.hpp"
#include "net/game_store.hpp"
#include "core/save.hpp"
#include "tui/keys.hpp"
#include "tui/played_when.hpp"
#include "tui/widgets.hpp"

namespace olympus::app {

namespace fs = std::filesystem;
using namespace tui;

std::vector<SavedGame> find_saved_games(const fs::path& save_dir) {
    std::vector<SavedGame> out;
    for (const auto& g : games()) {
        for (const auto& l : list_saves(save_dir / g.id)) {
            SavedGame s{&g, l.path, l.name, l.problem, l.problem.empty(), {}};
            std::error_code ec;
            s.modified = fs::last_write_time(l.path, ec);
            if (s.readable && g.describe_save) {
                try {
                    s.summary = g.describe_save(read_save(l.path, g.id, g.save_version).state);
                } catch (const std::exception& e) {
                    s.summary = e.what();
                    s.readable = false;
                }
            }
            out.push_back(std::move(s));
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.modified > b.modified; });
    return out;
}

namespace {

std::vector<std::string> arcade_help() {
    return {
        "# Olympus",
        "Four games from the world of Hercules and Xena in one terminal arcade.",
        "",
        "# Moving around",
        "Arrows or h/j/k/l move, Enter or Space choose, q or Esc go back, ? shows the keys of the "
        "screen you are on. Every screen lists its main keys on its bottom line.",
        "",
        "# Saving",
        "Games save by themselves: at the start of every turn, when you leave, and when the "
        "connection drops. Continue on this menu opens the game you played last. "
        "`olympus list` shows every saved game.",
        "",
        "# History and records",
        "History replays any game played here, finished or still going, move by move and as your seat "
        "saw it (`olympus replay FILE`). Records counts the games you played and won, per game and "
        "opponent, and your Micro Hero campaigns (`olympus records`).",
        "",
        "# The terminal",
        "Olympus needs at least 80 columns and 24 rows and uses more room when there is more. "
        "It draws with Unicode on a UTF-8 terminal and with plain ASCII otherwise (or with --ascii). "
        "Set NO_COLOR or pass --no-color for no colours: nothing is told by colour alone.",
    };
}

class ArcadeScreen final : public Screen {
public:
    explicit ArcadeScreen(AppContext ctx) : ctx_(std::move(ctx)) { rebuild(); }

    std::string title() const override { return "Arcade"; }

    void on_resume() override { rebuild(); }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        const Glyphs& g = theme.g();
        draw_frame(c, area, theme, {}, false);
        Rect banner{area.y + 1, area.x + 2, 4, area.w - 4};
        draw_centered(c, banner, 0, "O L Y M P U S", theme.fg(Color::Yellow, true));
        draw_centered(c, banner, 1, "a terminal arcade of Hercules and Xena");
        std::string rule;
        for (int i = 0; i < 40; ++i) rule += g.h;
        draw_centered(c, banner, 2, rule);
        // Every game where it is your turn, wrapped, never cut at the edge; more than three lines'
        // worth is counted instead, and Play with others lists them.
        std::vector<std::string> turn = wrap_text(turn_, area.w - 4);
        if (turn.size() > 3) turn = wrap_text("It is your turn in " + std::to_string(turns_) + " games on the server: see Play with others.", area.w - 4);
        for (std::size_t i = 0; i < turn.size(); ++i) draw_centered(c, Rect{area.y + 4 + static_cast<int>(i), area.x + 2, 1, area.w - 4}, 0, turn[i], theme.fg(Color::Yellow, true));
        const int below = std::max(0, static_cast<int>(turn.size()) - 1);
        Rect list{area.y + 6 + below, area.x + 4, area.h - 9 - below, area.w - 8};
        menu_.draw(c, list, theme, 24);
        if (!status_.empty()) draw_text(c, area.bottom() - 2, area.x + 2, status_, theme.fg(Color::Red, true), area.w - 4);
        else if (games().empty())
            draw_text(c, area.bottom() - 2, area.x + 2, "No games are installed in this build yet.", Style{}, area.w - 4);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) return Transition::quit();
        auto i = menu_.chosen(k);
        if (!i) return Transition::stay();
        const Entry& e = entries_[static_cast<std::size_t>(*i)];
        try {
            switch (e.kind) {
                case Entry::Continue: return Transition::push(e.game->resume(ctx_, e.path));
                case Entry::Game: return Transition::push(e.game->open(ctx_));
                case Entry::History: return Transition::push(make_history_screen(ctx_));
                case Entry::Records: return Transition::push(make_records_screen(ctx_));
                case Entry::Lobby: return Transition::push(make_lobby_screen(ctx_, default_server_socket()));
                case Entry::Help: return Transition::push(std::make_unique<TextScreen>("Help", arcade_help()));
                case Entry::Quit: return Transition::quit();
            }
        } catch (const std::exception& ex) {
            status_ = ex.what();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Up/Down", "move"}, {"Enter", "choose"}, {"q", "quit"}};
    }

    std::vector<std::string> help_text() const override { return arcade_help(); }

private:
    struct Entry {
        enum Kind { Continue, Game, Lobby, History, Records, Help, Quit } kind;
        const GameEntry* game = nullptr;
        fs::path path;
    };

    void rebuild() {
        entries_.clear();
        std::vector<Menu::Item> items;
        auto saves = find_saved_games(ctx_.save_dir);
        auto newest = std::find_if(saves.begin(), saves.end(), [](const SavedGame& s) { return s.readable; });
        if (newest != saves.end() && newest->game->resume) {
            entries_.push_back({Entry::Continue, newest->game, newest->path});
            const std::string when = newest->modified == fs::file_time_type{} ? "" : ", " + played_when(newest->modified, fs::file_time_type::clock::now());
            // The game in the label ("Micro Hero: Hercules" as "Micro Hero"), so the detail has
            // room for who plays, how far, and when.
            const std::string& t = newest->game->title;
            items.push_back({"Continue " + t.substr(0, t.find(':')), newest->summary + when});
        }
        for (const auto& g : games()) {
            entries_.push_back({Entry::Game, &g, {}});
            items.push_back({g.title, g.blurb});
        }
        // Games that wait on this machine's server: the player is told at start whose turn it is.
        std::string why;
        auto served = ask_games(default_server_socket(), why);
        turn_ = served ? your_turn_line(*served, net::now_seconds()) : "";
        turns_ = served ? static_cast<int>(std::count_if(served->begin(), served->end(), [](const ServedListing& l) { return l.your_turn && !l.over; })) : 0;
        entries_.push_back({Entry::Lobby, nullptr, {}});
        items.push_back({"Play with others", served ? (turn_.empty() ? "the games on this machine's server" : "it is your turn") : "host or join a game"});
        entries_.push_back({Entry::History, nullptr, {}});
        items.push_back({"History", "replays of your games, move by move"});
        entries_.push_back({Entry::Records, nullptr, {}});
        items.push_back({"Records", "games played and won, by game and opponent"});
        entries_.push_back({Entry::Help, nullptr, {}});
        items.push_back({"Help", "keys, saving, the terminal"});
        entries_.push_back({Entry::Quit, nullptr, {}});
        items.push_back({"Quit", ""});
        menu_.set_items(std::move(items));  // the cursor stays on the entry it was on
    }

    AppContext ctx_;
    Menu menu_;
    std::vector<Entry> entries_;
    std::string status_;
    int turns_ = 0;  // how many games it is your turn in
    std::string turn_;  // "Your turn in ..." from the game server, or empty
};

}  // namespace

std::unique_ptr<Screen> make_arcade_screen(AppContext ctx) { return std::make_unique<ArcadeScreen>(std::move(ctx)); }

}  // namespace olympus::app
