#include "app/cli.hpp"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <clocale>
#include <iostream>

#include "app/arc_commands.hpp"
#include "app/arcade.hpp"
#include "app/net_commands.hpp"
#include "app/registry.hpp"
#include "app/replay_commands.hpp"
#include "app/serve_client.hpp"
#include "app/serve_commands.hpp"
#include "core/data_files.hpp"
#include "core/level.hpp"
#include "core/printable.hpp"
#include "core/save.hpp"
#include "tui/terminal.hpp"

#ifndef OLYMPUS_VERSION
#define OLYMPUS_VERSION "dev"
#endif

namespace olympus::app {

int run_terminal(std::unique_ptr<tui::Screen> root, const tui::TerminalOptions& topts) {
    if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
        std::cerr << "olympus: the arcade needs a terminal; for play without one, see "
                     "`olympus play GAME --script`\n";
        return 2;
    }
    if (std::string why; !tui::terminal_can_draw(why)) {
        std::cerr << "olympus: " << why << "; for play without a screen, see `olympus play GAME --script`\n";
        return 2;
    }
    tui::ScreenStack stack(std::move(root));
    int rc = 0;
    try {
        tui::Terminal term(topts);
        rc = term.run(stack);
    } catch (const std::exception& e) {
        // The terminal is restored by now; let the screens save what they hold.
        stack.hangup();
        std::cerr << "olympus: " << printable_lines(e.what()) << "\n";
        return 1;
    }
    if (rc > 128) std::cerr << "olympus: stopped by signal " << rc - 128 << "; the game in progress was saved\n";
    return rc;
}

namespace {

std::string game_names() {
    std::string s;
    for (const auto& g : games()) s += (s.empty() ? "" : ", ") + g.id;
    return s.empty() ? "(none yet)" : s;
}

const GameEntry& require_game(const std::string& id) {
    if (const GameEntry* g = find_game(id)) return *g;
    throw CLI::ValidationError("GAME", "unknown game '" + id + "'; the games are: " + game_names());
}

std::map<std::string, std::string> parse_opts(const std::vector<std::string>& raw) {
    std::map<std::string, std::string> out;
    for (const auto& o : raw) {
        auto eq = o.find('=');
        if (eq == std::string::npos || eq == 0)
            throw CLI::ValidationError("--opt", "expected KEY=VALUE, got '" + o + "'");
        out[o.substr(0, eq)] = o.substr(eq + 1);
    }
    return out;
}

int list_command(const AppContext& ctx) {
    std::cout << "Games:\n";
    for (const auto& g : games()) std::cout << "  " << g.id << std::string(12 - std::min<std::size_t>(11, g.id.size()), ' ') << g.title << ": " << g.blurb << "\n";
    if (games().empty()) std::cout << "  (none in this build)\n";
    auto saves = find_saved_games(ctx.save_dir);
    std::cout << "\nSaved games in " << printable(ctx.save_dir.string()) << ":\n";
    if (saves.empty()) std::cout << "  (none)\n";
    for (const auto& s : saves)
        std::cout << "  " << s.game->id << "/" << printable(s.name) << "  " << (s.readable ? "" : "cannot be read: ") << printable(s.summary)
                  << "\n";
    return 0;
}

}  // namespace

int run_cli(int argc, char** argv) {
    std::setlocale(LC_ALL, "");
    CLI::App app{"Olympus: a terminal arcade of Hercules and Xena card and board games.", "olympus"};
    app.set_version_flag("--version", std::string("olympus ") + OLYMPUS_VERSION);
    app.require_subcommand(0, 1);

    bool ascii = false, unicode = false, no_color = false;
    std::string save_dir, data_dir;
    app.add_flag("--ascii", ascii, "Draw with plain ASCII characters");
    app.add_flag("--unicode", unicode, "Draw with Unicode even when the locale is not UTF-8");
    app.add_flag("--no-color", no_color, "No colours (so does the NO_COLOR environment variable)");
    app.add_option("--save-dir", save_dir, "Folder for saved games (default $XDG_DATA_HOME/olympus)");
    app.add_option("--data-dir", data_dir, "Read game data from this folder instead of the built-in copy")
        ->check(CLI::ExistingDirectory);
    for (auto* o : app.get_options()) o->configurable(false);

    auto* list = app.add_subcommand("list", "List the games and the saved games");
    list->fallthrough();

    auto* play = app.add_subcommand("play", "Play a game");
    play->fallthrough();
    play->footer("At the table ? lists the keys. Against the computer (and in a solo Micro Hero campaign) H asks "
                 "for a hint on your turn, and once the game is over r reviews your moves: the two or three where "
                 "your chance fell most by the strongest computer player's estimate, from what you could see, "
                 "with what it would have played there.");
    std::string game;
    std::uint64_t seed = 0;
    std::vector<std::string> opts;
    std::string campaign, load;
    bool script = false, json = false;
    play->add_option("GAME", game, "The game: " + game_names())->required();
    auto* seed_opt = play->add_option("--seed", seed, "Fix chance with this seed");
    play->add_option("--opt", opts,
                     "A game option KEY=VALUE (repeatable), e.g. difficulty=heroic, or for cgs players=3, teams=on, "
                     "characters=hercules,xena+gabrielle; at a terminal it presets the set-up screen, and one "
                     "the screen does not offer, or keeps locked (Heroic before a won campaign), is refused");
    play->add_option("--campaign", campaign, "The name of the campaign or saved game to use");
    auto* script_flag = play->add_flag("--script", script, "Line protocol on stdin/stdout instead of the terminal");
    play->add_flag("--json", json, "With --script: answer with one JSON object per line")->needs(script_flag);
    play->add_option("--load", load, "With --script: start from this save or state file")
        ->needs(script_flag)
        ->check(CLI::ExistingFile);

    auto* sim = app.add_subcommand("sim", "Play games headless between computer players and print statistics");
    sim->fallthrough();
    SimConfig simc;
    std::string sim_game;
    std::vector<std::string> sim_opts;
    bool quiet = false;
    sim->add_option("GAME", sim_game, "The game: " + game_names())->required();
    auto* sim_games = sim->add_option("--games", simc.games, "How many games (with --ladder: a pair of levels; default 200)")
                          ->check(CLI::Range(1, 100000000));
    sim->add_option("--seed", simc.seed, "First seed; game i uses seed+i");
    sim->add_option("--players", simc.players, "Number of seats (arc 2-3, cgs 2-4)")->check(CLI::Range(1, 8));
    sim->add_option("--policy,--ai", simc.policies, "Computer player per seat (repeatable)");
    sim->add_option("--deck", simc.decks, "Deck per seat (repeatable), for card games");
    sim->add_option("--opt", sim_opts, "A game option KEY=VALUE (repeatable)");
    sim->add_flag("--quiet", quiet, "No progress line on stderr");
    sim->add_flag("--ladder", simc.ladder,
                  "Every computer level (novice, casual, skilled, strong) against every other in paired games, and "
                  "an Elo for each with its 95% interval");
    std::string sim_replays;
    sim->add_option("--save-replays", sim_replays, "Keep each game as a replay file in this folder (GAME-N.json)");

    auto* replay = app.add_subcommand("replay", "Step through a replay (a finished game, or the moves so far of one in "
                                                "progress) move by move, forward and back, as one seat saw it");
    replay->fallthrough();
    std::string replay_file;
    int replay_seat = 0;
    bool replay_public = false;
    bool replay_server = false;
    replay->add_option("FILE", replay_file, "The replay file (see the arcade's History, or SAVE_DIR/replays/); with --server, the game's name on the server")->required();
    replay->add_flag("--server", replay_server,
                     "FILE names a game on the game server: its replay as your seat saw it, or the public view when "
                     "you had no seat (the server's socket: $OLYMPUS_SERVER, else /run/olympus/serve.sock)");
    auto* replay_seat_opt = replay->add_option("--seat", replay_seat,
                                               "See the game as this seat (from 0) saw it: only its own hidden cards. "
                                               "Default: the seat you played, else the public view")
                                ->check(CLI::Range(0, 7));
    replay->add_flag("--public", replay_public, "See only what a spectator saw")->excludes(replay_seat_opt);

    auto* records = app.add_subcommand("records", "Print your records: games played and won per game and opponent, "
                                                  "and Micro Hero campaigns by difficulty and expansions");
    records->fallthrough();
    bool records_server = false;
    records->add_flag("--server", records_server,
                      "Print the game server's table instead: every game finished on it, per player (the server's "
                      "socket: $OLYMPUS_SERVER, else /run/olympus/serve.sock)");

    auto* arc = app.add_subcommand("arc", "ARC duels tools (Hercules and Xena card games)");
    arc->fallthrough();
    arc->require_subcommand(1);
    auto* check_deck = arc->add_subcommand(
        "check-deck", "Check a decklist ('3 Spoiled Princess' a line): exit 0 when legal, 1 when not");
    check_deck->fallthrough();
    std::string deck_file, deck_set;
    int deck_size = 40;
    check_deck->add_option("FILE", deck_file, "The decklist file")->required();
    check_deck->add_option("--set", deck_set, "Only cards of this set: hercules or xena (default: either)");
    check_deck->add_option("--size", deck_size, "The deck size both players agreed on (default 40)");

    // Network play. Seats are numbered from 0, as in the script mode's views.
    const std::string net_note =
        " At a terminal each player sees the game's own screen, with only their seat's cards; with --script (or "
        "without a terminal) the line protocol of script mode instead (stdin lines are actions, `say TEXT` chats, "
        "`quit` leaves; each message from the host is a JSON line on stdout).";
    NetOptions neto;
    std::string host_game;
    std::vector<std::string> host_opts;
    std::uint64_t host_seed = 0;
    auto* host = app.add_subcommand("host", "Host a game that others on this machine join with `olympus join`." + net_note);
    host->fallthrough();
    host->add_option("GAME", host_game, "The game: " + game_names())->required();
    host->add_option("--name", neto.name, "The game's name, which joiners give (default: the game's id)");
    host->add_option("--seat", neto.seat, "Play this seat yourself (from 0); without it the host only serves")->check(CLI::Range(0, 7));
    host->add_flag("--script", neto.script, "Play your seat through the line protocol on stdin/stdout");
    host->add_option("--as", neto.player, "Your name at the table (default $USER): 1 to 24 characters, no ':'");
    host->add_option("--computer", neto.computer, "Seats the computer plays (from 0; repeatable)")->check(CLI::Range(0, 7));
    host->add_option("--level", neto.level, "How well the computer plays them: " + level_words() + " (default strong, skilled in CGS; Micro Hero's partner plays one way)")
        ->check([](const std::string& w) { return level_by_word(w) ? std::string() : "the levels are " + level_words(); });
    host->add_option("--dir", neto.dir, "Socket folder, e.g. one shared by a group (default $XDG_RUNTIME_DIR/olympus, else /tmp/olympus-UID)");
    host->add_option("--listen", neto.listen, "Also accept players over TCP on ADDR:PORT (a port alone: 127.0.0.1)");
    host->add_option("--opt", host_opts, "A game option KEY=VALUE (repeatable), e.g. players=3");
    auto* host_seed_opt = host->add_option("--seed", host_seed, "Fix chance with this seed");
    host->add_option("--load", neto.load, "Resume this saved game (the host saves to SAVE_DIR/net/NAME.json and will not start a new game over an unfinished one)")
        ->check(CLI::ExistingFile);
    host->add_option("--think", neto.think_ms, "The computer's milliseconds per move")->check(CLI::Range(1, 60000));
    auto* join = app.add_subcommand("join", "Join a hosted game; with no NAME, list the open games." + net_note);
    join->fallthrough();
    join->add_option("NAME", neto.name, "The game's name");
    join->add_option("--seat", neto.seat, "Ask for this seat (from 0)")->check(CLI::Range(0, 7));
    join->add_option("--token", neto.token,
                     "Take back your seat after a drop: --token - reads the seat's token (from the welcome message) on "
                     "standard input; a token itself is refused here, as every user can read a command line");
    join->add_option("--token-file", neto.token_file,
                     "Take back your seat with the token in FILE (alone on its first line, or a kept SAVE_DIR/net/joined file)");
    join->add_option("--as", neto.player, "Your name (default $USER): 1 to 24 characters, no ':', not taken at the table");
    join->add_option("--dir", neto.dir, "Socket folder (default $XDG_RUNTIME_DIR/olympus, else /tmp/olympus-UID)");
    join->add_option("--connect", neto.connect, "Join over TCP at ADDR:PORT instead of a socket file");
    join->add_flag("--script", neto.script, "The line protocol on stdin/stdout instead of the game's screen");
    auto* watch = app.add_subcommand("watch", "Follow a hosted game as a spectator who sees only what is public.");
    watch->fallthrough();
    watch->add_option("NAME", neto.name, "The game's name")->required();
    watch->add_option("--as", neto.player, "Your name, shown as NAME (watching) (default $USER)");
    watch->add_option("--dir", neto.dir, "Socket folder (default $XDG_RUNTIME_DIR/olympus, else /tmp/olympus-UID)");
    watch->add_option("--connect", neto.connect, "Watch over TCP at ADDR:PORT instead of a socket file");
    watch->add_flag("--script", neto.script, "The host's messages as JSON lines instead of the game's screen");

    // The game server: one process holding games for everybody (see serve_commands.hpp).
    const std::string server_note = " (the server's socket: $OLYMPUS_SERVER, else /run/olympus/serve.sock)";
    host->add_flag("--server", neto.server, "Create the game on the game server (`olympus serve`) instead, then exit" + server_note);
    join->add_flag("--server", neto.server, "Sit at game NAME on the game server; with no NAME, list its games" + server_note);
    watch->add_flag("--server", neto.server, "Watch game NAME on the game server" + server_note);
    ServeOptions serveo;
    auto* serve = app.add_subcommand("serve", "Hold games for every user of this machine, played turn by turn over days; "
                                              "each user is known by the socket's credentials.");
    serve->fallthrough();
    serve->add_option("--socket", serveo.socket, "The socket to listen on (default $OLYMPUS_SERVER, else /run/olympus/serve.sock)");
    serve->add_option("--state-dir", serveo.state_dir,
                      "Where the games are kept, closed to other users (default $STATE_DIRECTORY, else $XDG_STATE_HOME/olympus-serve, else ~/.local/state/olympus-serve)");
    serve->add_option("--think", serveo.think_ms, "The computer's milliseconds per move")->check(CLI::Range(1, 60000))->capture_default_str();
    std::string status_socket;
    auto* status = app.add_subcommand("status", "One line when it is your turn in a game on the server (for a login script); "
                                                "nothing otherwise");
    status->fallthrough();
    status->add_option("--socket", status_socket, "The server's socket (default $OLYMPUS_SERVER, else /run/olympus/serve.sock)");
    std::string give_up_socket, give_up_name;
    auto* give_up = app.add_subcommand("give-up", "Give up your place at game NAME on the game server for good: before it begins "
                                                  "your seat is free again; after, the computer plays it and it counts as lost for you");
    give_up->fallthrough();
    give_up->add_option("NAME", give_up_name, "The game's name on the server (as `olympus join --server` lists it)")->required();
    give_up->add_option("--socket", give_up_socket, "The server's socket (default $OLYMPUS_SERVER, else /run/olympus/serve.sock)");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "olympus: " << e.what() << " (see olympus --help)\n";
        return 2;
    }

    try {
        AppContext ctx;
        ctx.save_dir = save_dir.empty() ? default_save_dir() : std::filesystem::path(save_dir);
        if (!data_dir.empty()) data::set_override_dir(data_dir);
        tui::TerminalOptions topts;
        topts.glyphs = ascii ? tui::TerminalOptions::Glyphs::Ascii
                             : unicode ? tui::TerminalOptions::Glyphs::Unicode : tui::TerminalOptions::Glyphs::Auto;
        topts.no_color = no_color;

        // Temporary files a killed save left behind go where saves are listed or opened (the
        // arcade, a game's own start screen, `list`), not only at the next save there (which
        // tidies its own folder); a simulation, a script or a deck check leaves the folder alone.
        auto tidy = [&] { tidy_save_folders(ctx.save_dir); };
        if (*list) {
            tidy();
            return list_command(ctx);
        }
        if (*play) {
            const GameEntry& g = require_game(game);
            if (seed_opt->count()) ctx.seed = seed;
            ctx.options = parse_opts(opts);
            ctx.campaign = campaign;
            if (script) {
                ScriptConfig sc;
                sc.app = ctx;
                sc.json = json;
                if (!load.empty()) sc.load = load;
                return g.run_script(sc);
            }
            tidy();
            return run_terminal(g.open(ctx), topts);
        }
        if (*sim) {
            const GameEntry& g = require_game(sim_game);
            if (!g.run_sim) {
                std::cerr << "olympus: " << g.id << " has no simulator\n";
                return 2;
            }
            simc.options = parse_opts(sim_opts);
            simc.progress = !quiet;
            if (simc.ladder && !*sim_games) simc.games = 200;
            simc.out = &std::cout;
            simc.save_replays = sim_replays;
            return g.run_sim(simc);
        }
        if (*host) {
            const GameEntry& g = require_game(host_game);
            if (host_seed_opt->count()) ctx.seed = host_seed;
            ctx.options = parse_opts(host_opts);
            return host_command(g, ctx, neto, topts);
        }
        if (*replay && replay_server) {
            if (replay_public || replay_seat_opt->count())
                throw CLI::ValidationError("--server", "a game server's replay shows your own seat, or the public view when you had none");
            return run_terminal(open_served_replay(default_server_socket(), replay_file), topts);
        }
        if (*replay) {
            if (!std::filesystem::is_regular_file(replay_file)) throw CLI::ValidationError("FILE", "File does not exist: " + replay_file);
            std::optional<int> seat;
            if (replay_public) seat = -1;
            else if (replay_seat_opt->count()) seat = replay_seat;
            return run_terminal(open_replay(replay_file, seat), topts);
        }
        if (*records && records_server) return server_records_command(default_server_socket(), std::cout, std::cerr);
        if (*records) return records_command(ctx, std::cout, std::cerr);
        if (*serve) return serve_command(serveo);
        if (*status) return status_command(status_socket);
        if (*give_up) return give_up_command(give_up_socket, give_up_name);
        if (*join) return join_command(ctx, neto, false, topts);
        if (*watch) return join_command(ctx, neto, true, topts);
        if (*check_deck) return arc_check_deck(deck_file, deck_set, deck_size, std::cout, std::cerr);
        tidy();
        return run_terminal(make_arcade_screen(ctx), topts);
    } catch (const CLI::ValidationError& e) {
        std::cerr << "olympus: " << printable_lines(e.what()) << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "olympus: " << printable_lines(e.what()) << "\n";
        return 2;
    }
}

}  // namespace olympus::app
