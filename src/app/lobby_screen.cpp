#include "app/lobby_screen.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <set>

#include "app/net_commands.hpp"
#include "app/registry.hpp"
#include "app/remote_screen.hpp"
#include "app/replay_commands.hpp"
#include "app/serve_client.hpp"
#include "net/client.hpp"
#include "net/game_store.hpp"
#include "tui/ask_first.hpp"
#include "tui/keys.hpp"
#include "tui/level_choices.hpp"
#include "tui/option_form.hpp"
#include "tui/served_setup.hpp"
#include "tui/widgets.hpp"

namespace olympus::app {

namespace fs = std::filesystem;
using namespace tui;

namespace {

// The computer's seats a new game asks for, as the form words them: none, the last seat, or every
// seat but the first (the one its host takes).
FormField computer_field(bool others) {
    FormField f{"computer", "The computer plays", "Seats the computer plays; people take the others from their own Play with others.",
                {{"none", "no seat: people only"}, {"last", "the last seat"}}};
    if (others) f.choices.push_back({"others", "every seat but yours"});
    return f;
}

// How well the computer plays there, once it has a seat: the ladder every game offers, the game's
// own set-up's choice first (CGS's search takes most of a second on every step of a turn, so it
// plays skilled unless asked). Micro Hero's partner has one way to play and no field.
void add_level_field(std::vector<FormField>& f, const std::string& id, const FormValues& v) {
    auto c = v.find("computer");
    if (id == "microhero" || c == v.end() || c->second == "none") return;
    const GameEntry* g = find_game(id);
    const std::optional<Level> first = g ? hosted_level(*g, "") : std::nullopt;
    f.push_back({"level", "It plays as", "How well the computer plays its seats.", level_choices(), first ? std::string(level_name(*first)) : "strong"});
}

// The players a game's values seat: its own "players" field, else two.
int players_of(const FormValues& v) {
    auto p = v.find("players");
    return p != v.end() && !p->second.empty() && p->second.size() == 1 && p->second[0] >= '1' && p->second[0] <= '8' ? p->second[0] - '0' : 2;
}

// The computer's seats, after the game's own fields: every seat but yours where there are more
// than two (ARC, CGS); none at a game for one (Micro Hero alone).
void add_computer_fields(std::vector<FormField>& f, const std::string& id, const FormValues& v) {
    if (players_of(v) < 2) return;
    f.push_back(computer_field(id == "arc" || id == "cgs"));
    add_level_field(f, id, v);
}

// The game's own set-up as a server hosts it (GameEntry::served_setup), made once per form.
using ServedSetups = std::map<std::string, ServedSetup>;
std::shared_ptr<ServedSetups> served_setups(const AppContext& ctx) {
    auto out = std::make_shared<ServedSetups>();
    for (const auto& g : games())
        if (g.make_table && g.make_remote_board && g.served_setup) (*out)[g.id] = g.served_setup(ctx);
    return out;
}

// A new game's fields: its own set-up (the one `olympus play` shows, minus what only a game at
// one keyboard asks), then who the computer plays and how well.
std::vector<FormField> game_fields(const ServedSetups& setups, const std::string& id, const FormValues& v = {}) {
    std::vector<FormField> f;
    if (auto it = setups.find(id); it != setups.end()) f = it->second.fields(v);
    // On a server Micro Hero is mostly played by two: the form starts there.
    for (FormField& x : f)
        if (id == "microhero" && x.key == "players") x.fallback = "2";
    add_computer_fields(f, id, v);
    return f;
}

// Every key a game's fields may have on the host form (its fields as they are at first, and as
// each choice of a field opens more: a third player's seat, a second hero's deck), for each game.
std::vector<std::string> every_game_key(const ServedSetups& setups) {
    std::set<std::string> keys;
    for (const auto& [id, setup] : setups) {
        (void)setup;
        for (const FormField& f : game_fields(setups, id)) {
            keys.insert(f.key);
            for (const FormChoice& c : f.choices)
                for (const FormField& g : game_fields(setups, id, {{f.key, c.key}})) keys.insert(g.key);
        }
    }
    keys.erase("game");
    keys.erase("name");
    return {keys.begin(), keys.end()};
}

std::vector<int> computer_seats(const std::string& choice, int players) {
    std::vector<int> out;
    if (choice == "last") out.push_back(players - 1);
    else if (choice == "others")
        for (int s = 1; s < players; ++s) out.push_back(s);
    return out;
}

// How a finished game ended, for its line in the list.
std::string ending_text(const ServedListing& g) {
    const GameEntry* e = find_game(g.game);
    if (!g.winner) return "finished";
    if (e && e->team) return *g.winner >= 0 ? "finished, won together" : "finished, lost together";
    const std::size_t w = static_cast<std::size_t>(*g.winner);
    if (*g.winner < 0 || w >= g.players.size()) return "finished, no winner";
    return "finished, " + g.players[w] + " won";
}

std::string seats_text(const ServedListing& g) {
    std::string s;
    for (std::size_t i = 0; i < g.players.size(); ++i)
        s += (i ? ", " : "") + (g.players[i].empty() ? std::string("(free)") : g.players[i]);
    return s;
}

// Who sits at each seat of a game hosted without a server: free, the computer, or a person.
std::string hosted_seats_text(const net::OpenGame& h) {
    std::string s;
    for (int i = 0; i < h.players; ++i) {
        const auto in = [i](const std::vector<int>& v) { return std::find(v.begin(), v.end(), i) != v.end(); };
        s += (i ? ", " : "") + std::string("P") + std::to_string(i + 1) + " " +
             (in(h.computer) ? "the computer" : in(h.open) ? "free" : "taken");
    }
    return s;
}

class LobbyScreen final : public Screen {
public:
    LobbyScreen(AppContext ctx, fs::path sock) : ctx_(std::move(ctx)), sock_(std::move(sock)) { refresh(); }

    std::string title() const override { return "Play with others"; }
    void on_resume() override {
        // Back from a game (or a form that opened one): the cursor goes to where to play next.
        left_game_ = *last_opened_;
        last_opened_->clear();
        refresh();
    }

    bool on_tick() override {
        // The list follows the server: others sit down, move and leave while it is open.
        if (std::chrono::steady_clock::now() - fetched_ < std::chrono::seconds(3)) return false;
        refresh();
        return true;
    }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, title());
        int y = area.y + 1;
        for (const std::string& l : wrap_text(head_, area.w - 4)) draw_text(c, y++, area.x + 2, l, {}, area.w - 4);
        // Every game where it is your turn, however many: wrapped, not cut at the edge.
        for (const std::string& l : wrap_text(turn_, area.w - 4)) draw_text(c, y++, area.x + 2, l, theme.fg(Color::Yellow, true), area.w - 4);
        ++y;
        menu_.draw(c, Rect{y, area.x + 2, area.bottom() - y - 2, area.w - 4}, theme, 14);
        if (!status_.empty()) {
            // The server's answer whole, on as many of the last rows as it needs (up to three).
            auto lines = wrap_text(status_, area.w - 4);
            if (lines.size() > 3) lines.resize(3);
            int sy = area.bottom() - 1 - static_cast<int>(lines.size());
            for (const std::string& l : lines) draw_text(c, sy++, area.x + 2, l, theme.fg(status_ok_ ? Color::Green : Color::Red, true), area.w - 4);
        }
    }

    Transition on_key(int k) override {
        status_.clear();
        status_ok_ = false;
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) return Transition::pop();
        if (k == 'r') {
            refresh();
            return Transition::stay();
        }
        const std::size_t i = static_cast<std::size_t>(menu_.cursor());
        if (k == 'w' && i < entries_.size() && entries_[i].kind == Entry::Served) return open_served(entries_[i], true);
        if (k == 'p' && i < entries_.size() && entries_[i].kind == Entry::Served) return open_replay_of(entries_[i]);
        if (k == 'x' && i < entries_.size() && entries_[i].kind == Entry::Served) return give_up(served_[entries_[i].index]);
        auto chosen = menu_.chosen(k);
        if (!chosen) return Transition::stay();
        const Entry& e = entries_[static_cast<std::size_t>(*chosen)];
        switch (e.kind) {
            case Entry::Served: {
                const ServedListing& g = served_[e.index];
                // A finished game has no seat to take: Enter steps through it instead.
                if (g.over) return open_replay_of(e);
                const bool can_sit = g.your_seat || !g.free.empty();
                return open_served(e, !can_sit);
            }
            case Entry::Hosted: return open_hosted(e);
            case Entry::New: return Transition::push(new_game_screen(false));
            case Entry::HostHere: return Transition::push(new_game_screen(true));
            case Entry::Refresh: refresh(); return Transition::stay();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        std::vector<KeyHint> h{{"Enter", "sit / choose"}};
        if (server_) {
            h.push_back({"w", "watch"});
            h.push_back({"p", "replay"});
            h.push_back({"x", "give up"});
        }
        h.push_back({"r", "refresh"});
        h.push_back({"q", "back"});
        return h;
    }

    std::vector<std::string> help_text() const override {
        return {"# Play with others",
                "The games open on this machine's game server. Enter on a game takes your seat in it (or a free one); "
                "when there is none, or with w, you watch and see only what is public. A game waits for its players: "
                "make your move and leave, and the next player is told it is their turn when they start Olympus "
                "(and by `olympus status`).",
                "A finished game is listed after the others; Enter on it, or p on any game, steps through its replay: "
                "as your own seat saw it, or the public view of a game you had no seat in.",
                "Host a new game sets one up on the server; its seats are taken by whoever chooses it here.",
                "With no game server on this machine, the games hosted here are listed instead: Enter joins one. Host a game "
                "sets one up and hosts it from your Olympus: you wait at its table for the others to join, and it "
                "ends for everybody, saved, when you leave it.",
                "x gives up your place at a game for good, after asking: before it begins your seat is free again for "
                "another player; once it has begun the computer plays your seat and the game counts as lost for you. "
                "A game nobody is left at is removed. An unfinished game you gave up no longer counts toward the "
                "games you may have open at once."};
    }

private:
    struct Entry {
        enum Kind { Served, Hosted, New, HostHere, Refresh } kind;
        std::size_t index = 0;
    };

    void refresh() {
        fetched_ = std::chrono::steady_clock::now();
        entries_.clear();
        std::vector<Menu::Item> items;
        std::string why;
        auto games = ask_games(sock_, why);
        server_ = games.has_value();
        turn_.clear();
        if (games) {
            served_ = std::move(*games);
            // The games still being played first; the finished ones after them, to be replayed.
            std::stable_partition(served_.begin(), served_.end(), [](const ServedListing& g) { return !g.over; });
            head_ = served_.empty() ? "No games on this server yet: host one below." : "Games on this server (Enter to sit down, w to watch, p to replay):";
            turn_ = your_turn_line(served_, net::now_seconds());
            for (std::size_t i = 0; i < served_.size(); ++i) {
                const ServedListing& g = served_[i];
                // A finished game says first how it ended: the seats after it may be cut at the edge.
                std::string d = g.title + ": " + (g.over ? ending_text(g) + "; " : "") + seats_text(g);
                if (g.over) {
                } else if (g.your_turn) d += "; your turn";
                else if (!g.to_move.empty()) d += "; " + g.to_move + " to move";
                else if (!g.free.empty()) d += "; " + std::to_string(g.free.size()) + " free";
                if (g.spectators) d += "; " + std::to_string(g.spectators) + " watching";
                entries_.push_back({Entry::Served, i});
                items.push_back({g.name, d});
            }
            entries_.push_back({Entry::New});
            items.push_back({"Host a new game", "on this server: it waits for its players"});
        } else {
            served_.clear();
            head_ = "No game server runs on this machine (" + why + "). You can still play with others here: host a "
                    "game below and wait for them to join it from their own Play with others, or join a game hosted here.";
            hosted_.clear();
            try {
                hosted_ = net::list_games(net::default_socket_dir());
            } catch (const std::exception&) {
            }
            for (std::size_t i = 0; i < hosted_.size(); ++i) {
                const auto& h = hosted_[i];
                if (!h.problem.empty()) continue;
                const GameEntry* ge = find_game(h.game);
                entries_.push_back({Entry::Hosted, i});
                items.push_back({h.name, (ge ? ge->title : h.game) + ": " + hosted_seats_text(h)});
            }
            entries_.push_back({Entry::HostHere});
            items.push_back({"Host a game", "here: you wait at its table for the others to join"});
        }
        entries_.push_back({Entry::Refresh});
        items.push_back({"Refresh", ""});
        menu_.set_items(std::move(items));
        // Opened, and back from a game, the lobby stands on the game to play next: Enter plays it.
        if (first_fetch_ || !left_game_.empty()) place_cursor(left_game_);
        first_fetch_ = false;
        left_game_.clear();
    }

    // The game just left, if it is your turn there still; else the first game where it is your
    // turn; else the game just left, if it is listed; else where the cursor was.
    void place_cursor(const std::string& left) {
        std::optional<std::size_t> was_in, turn;
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            const Entry& e = entries_[i];
            const std::string name = e.kind == Entry::Served ? served_[e.index].name : e.kind == Entry::Hosted ? hosted_[e.index].name : "";
            if (name.empty()) continue;
            const bool your_turn = e.kind == Entry::Served && served_[e.index].your_turn;
            if (!left.empty() && name == left) was_in = i;
            if (your_turn && !turn) turn = i;
        }
        std::optional<std::size_t> to = was_in && served_turn(*was_in) ? was_in : turn ? turn : was_in;
        if (to) menu_.set_cursor(static_cast<int>(*to));
    }
    bool served_turn(std::size_t i) const { return entries_[i].kind == Entry::Served && served_[entries_[i].index].your_turn; }

    Transition open_remote(RemoteTarget t) {
        *last_opened_ = t.game_name;
        try {
            return Transition::push(make_remote_screen(std::move(t), board_maker()));
        } catch (const std::exception& e) {
            status_ = std::string("Cannot reach the game: ") + e.what();
            return Transition::stay();
        }
    }

    Transition open_served(const Entry& e, bool watch) {
        const ServedListing& g = served_[e.index];
        if (watch && !g.watchable) {
            status_ = g.name + " cannot be watched yet.";
            return Transition::stay();
        }
        RemoteTarget t;
        t.where.socket = sock_;
        t.hello.game = g.name;
        t.hello.watch = watch;
        if (!watch && g.your_seat) t.hello.seat = g.your_seat;
        t.game_name = g.name;
        t.rejoin_command = "Play with others";
        return open_remote(std::move(t));
    }

    Transition open_replay_of(const Entry& entry) {
        try {
            return Transition::push(open_served_replay(sock_, served_[entry.index].name));
        } catch (const std::exception& e) {
            status_ = e.what();
            return Transition::stay();
        }
    }

    // Asks first: giving up cannot be taken back.
    Transition give_up(const ServedListing& g) {
        if (g.over) {
            status_ = g.name + " is over already: there is nothing to give up.";
            return Transition::stay();
        }
        // Is anybody else, a person, seated? Without one the game is removed.
        bool others = false;
        for (std::size_t s = 0; s < g.players.size(); ++s)
            if (!(g.your_seat && *g.your_seat == static_cast<int>(s)) && !g.players[s].empty() && g.players[s].rfind("the computer", 0) != 0) others = true;
        // Without a seat, only a game nobody sits at (its maker's) may be given up.
        if (!g.your_seat && others) {
            status_ = "You have no seat at " + g.name + " to give up.";
            return Transition::stay();
        }
        const std::string question = !g.your_seat ? "Remove " + g.name + "? Nobody has sat at it yet."
                                     : !others    ? "Give up " + g.name + " for good? Nobody else sits at it, so it is removed" +
                                                     (g.started ? std::string(", and it counts as lost for you.") : std::string("."))
                                     : g.started ? "Give up " + g.name + " for good? The computer plays your seat from now on, and the game counts as lost for you."
                                                 : "Give up your seat at " + g.name + "? It is free again for another player.";
        const std::string name = g.name;
        return ask_first(question, [this, name] {
            std::string text;
            status_ok_ = ask_give_up(sock_, name, text);
            status_ = status_ok_ ? text : "Not given up: " + text;
        });
    }

    Transition open_hosted(const Entry& e) {
        const auto& h = hosted_[e.index];
        RemoteTarget t;
        t.where.socket = net::socket_path(net::default_socket_dir(), h.name);
        const char* user = std::getenv("USER");
        t.hello.name = user && net::valid_player_name(user) ? user : "player";
        t.game_name = h.name;
        t.rejoin_command = "olympus join " + h.name;
        t.save_dir = ctx_.save_dir;  // the game server keeps its own records; a hosted game's are the player's
        return open_remote(std::move(t));
    }

    // The form that hosts a new game: on the server (`here` false), or on this machine from this
    // process, as `olympus host GAME --seat 0` does, when no server runs (`here` true).
    std::unique_ptr<Screen> new_game_screen(bool here) {
        SetupSpec s;
        s.title = here ? "Host a game on this machine" : "Host a new game on this server";
        s.start_label = "Open the game";
        auto setups = served_setups(ctx_);
        const std::vector<std::string> game_keys = every_game_key(*setups);
        s.fields = [setups, game_keys](const FormValues& v) {
            std::vector<FormChoice> choices;
            for (const auto& g : games())
                if (g.make_table && g.make_remote_board)
                    // On a server Micro Hero is mostly played by two: its arcade line says "solo".
                    choices.push_back({g.id, g.title, g.id == "microhero" ? "deck-builder over the Twelve Labors: two heroes together, or one alone" : g.blurb});
            std::vector<FormField> f{{"game", "Game", "Which game to play.", choices}};
            // Another game starts from its own defaults: a value chosen for the game before (three
            // players, a level) is no choice made for this one.
            f.front().resets = game_keys;
            FormField name{"name", "Name", "What the lobby calls it: letters, digits, - and _."};
            name.text_max = 40;
            f.push_back(name);
            auto it = v.find("game");
            const std::string id = it != v.end() ? it->second : (choices.empty() ? "" : choices.front().key);
            for (auto& x : game_fields(*setups, id, v)) f.push_back(std::move(x));
            return f;
        };
        const fs::path sock = sock_;
        auto opened = last_opened_;
        if (here) {
            const AppContext ctx = ctx_;
            s.start = [ctx, setups, opened](const FormValues& v, std::string& status) -> Transition {
                const GameEntry* g = find_game(value_of(v, "game"));
                if (!g) return Transition::stay();
                NetOptions o;
                o.name = value_of(v, "name");
                if (o.name.empty()) {
                    status = "Give the game a name first.";
                    return Transition::stay();
                }
                o.seat = 0;  // its host takes the first seat
                AppContext made = ctx;
                made.options.clear();
                std::string computer;
                for (const FormField& f : game_fields(*setups, g->id, v)) {
                    if (f.key == "computer") computer = value_of(v, "computer");
                    else if (f.key == "level") o.level = value_of(v, "level");
                    else if (v.count(f.key)) made.options[f.key] = v.at(f.key);
                }
                const int players = players_of(made.options);
                o.computer = computer_seats(computer, players);
                if (players < 2) {
                    status = "A game for one needs nobody else: play it from the arcade's menu.";
                    return Transition::stay();
                }
                // Refused (a game of that name is hosted here already, or was left unfinished): said on the form.
                auto screen = host_here_screen(*g, made, o);
                *opened = o.name;
                return Transition::replace(std::move(screen));
            };
            s.help = {"# Host a game on this machine",
                      "No game server runs on this machine, so this Olympus hosts the game itself, as `olympus host` does: "
                      "you take the first seat and wait at its table; the others join it from their own Play with others. "
                      "The game lasts while you stay: when you leave, it is saved and ends for everybody."};
            return make_setup_screen(std::move(s), {});
        }
        s.start = [sock, setups, opened](const FormValues& v, std::string& status) -> Transition {
            net::Create c;
            c.game = v.at("game");
            c.name = v.count("name") ? v.at("name") : "";
            if (c.name.empty()) {
                status = "Give the game a name first.";
                return Transition::stay();
            }
            // Only this game's own fields: a value chosen for another game on the way is not its option.
            bool computer_offered = false;
            for (const FormField& f : game_fields(*setups, c.game, v)) {
                if (f.key == "computer") computer_offered = true;
                else if (f.key == "level") c.level = level_by_word(value_of(v, "level"));
                else if (v.count(f.key)) c.options[f.key] = v.at(f.key);
            }
            const int players = players_of(c.options);
            if (computer_offered && v.count("computer")) c.computer = computer_seats(v.at("computer"), players);
            if (players < 2 && !c.computer.empty()) {
                status = "A game for one has no seat for the computer.";
                return Transition::stay();
            }
            if (std::string why = ask_create(sock, c); !why.empty()) {
                status = "The server did not open it: " + why;
                return Transition::stay();
            }
            RemoteTarget t;
            t.where.socket = sock;
            t.hello.game = c.name;
            t.game_name = c.name;
            t.rejoin_command = "Play with others";
            *opened = c.name;
            return Transition::replace(make_remote_screen(std::move(t), board_maker()));
        };
        s.help = {"# Host a new game", "The game is kept by the server and waits for its players: you take the first seat, "
                                       "others take the rest from their own Play with others."};
        return make_setup_screen(std::move(s), {});
    }

    AppContext ctx_;
    fs::path sock_;
    bool server_ = false;
    std::vector<ServedListing> served_;
    std::vector<net::OpenGame> hosted_;
    std::vector<Entry> entries_;
    Menu menu_;
    std::string head_, turn_, status_;
    bool status_ok_ = false;   // the status says what was done, not what went wrong
    bool first_fetch_ = true;  // the cursor goes to your turn's game on the first list, and back from a game
    // The game opened from here (a seat, a watch, a game hosted): on coming back, the cursor stays
    // on it, or goes to a game where it is your turn. Shared with the host forms, which open games too.
    std::shared_ptr<std::string> last_opened_ = std::make_shared<std::string>();
    std::string left_game_;
    std::chrono::steady_clock::time_point fetched_;
};

}  // namespace

std::unique_ptr<Screen> make_lobby_screen(const AppContext& ctx, fs::path server_socket) {
    return std::make_unique<LobbyScreen>(ctx, std::move(server_socket));
}

}  // namespace olympus::app
