#include "app/net_commands.hpp"

#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cctype>
#include <csignal>
#include <future>
#include <iostream>
#include <thread>

#include <fstream>

#include "app/cli.hpp"
#include "app/registry.hpp"
#include "app/remote_screen.hpp"
#include "app/serve_client.hpp"
#include "core/level.hpp"
#include "core/input_file.hpp"
#include "core/json_parse.hpp"
#include "core/printable.hpp"
#include "core/save.hpp"
#include "net/client.hpp"
#include "net/host.hpp"

namespace olympus::app {

namespace fs = std::filesystem;

namespace {

// Set by a signal handler (to the signal's number) and by the host's player leaving (kPlayerLeft),
// read by the host thread: an atomic, lock-free so a handler may set it.
std::atomic<int> g_stop{0};
static_assert(std::atomic<int>::is_always_lock_free);
constexpr int kPlayerLeft = -1;
extern "C" void on_stop_signal(int sig) { g_stop = sig; }

// A host or client stopped by signal N exits with 128+N, as the rest of the program does.
int stop_status(int rc) { return rc == 3 && g_stop > 0 ? 128 + g_stop.load() : rc; }

void catch_stop_signals() {
    struct sigaction sa{};
    sa.sa_handler = on_stop_signal;
    sigemptyset(&sa.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(sig, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
}

fs::path socket_dir(const NetOptions& o) {
    if (o.dir.empty()) return net::default_socket_dir();
    if (!fs::is_directory(o.dir)) throw net::NetError(o.dir + ": no such folder");
    return o.dir;
}

// The seats a net save keeps (none for a bare state or another save), so that each player
// takes its seat back with the token it had before the host stopped.
std::vector<net::SavedSeat> seats_of_save(const fs::path& file) {
    SaveEnvelope env;
    try {
        env = peek_save(file);
    } catch (const SaveError&) {
        return {};  // a bare state: make_table has read it already
    }
    return net::saved_seats(env.extra);
}

std::string player_name(const NetOptions& o) {
    if (!o.player.empty()) {
        if (!net::valid_player_name(o.player)) throw net::NetError("'" + o.player + "' is not a player name: " + net::kPlayerNameRule);
        return o.player;
    }
    const char* user = std::getenv("USER");
    return user && net::valid_player_name(user) ? user : "player";
}

// The game's screen instead of JSON lines: a person at a terminal who did not ask for --script.
bool use_screen(const NetOptions& o) { return !o.script && ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO); }

}  // namespace

BoardMaker board_maker() {
    return [](const nlohmann::json& welcome) -> std::unique_ptr<tui::SeatBoard> {
        const GameEntry* g = find_game(welcome.value("game", ""));
        if (!g || !g->make_remote_board) return nullptr;
        return g->make_remote_board(welcome);
    };
}

std::optional<Level> hosted_level(const GameEntry& game, const std::string& word) {
    if (!word.empty()) return level_by_word(word);
    if (game.team) return std::nullopt;
    return game.id == "cgs" ? Level::Skilled : Level::Strong;
}

namespace {

fs::path token_file(const AppContext& ctx, const std::string& name) { return ctx.save_dir / "net" / "joined" / (name + ".json"); }

// The token kept when this player last joined the game of that name, if any.
std::string kept_token(const fs::path& file) {
    nlohmann::json j;
    try {
        j = parse_untrusted(read_input_file(file), file.string());
    } catch (const std::runtime_error&) {
        return "";
    }
    return j.is_object() && j.contains("token") && j["token"].is_string() ? j["token"].get<std::string>() : "";
}

std::string rejoin_command(const NetOptions& o, const std::string& name) {
    std::string c = "olympus join " + name;
    if (!o.dir.empty()) c += " --dir " + o.dir;
    if (!o.connect.empty()) c = "olympus join --connect " + o.connect;
    return c;
}

// Where the seat's token is kept: by game name, or for a TCP host by its address (a file name
// made of the address's letters and digits).
std::string token_key(const NetOptions& o) {
    if (o.connect.empty()) return o.name;
    std::string key = "tcp-";
    for (char c : o.connect) key += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' ? c : '_';
    return key;
}

bool looks_like_token(const std::string& t) {
    return !t.empty() && t.size() <= 64 &&
           std::all_of(t.begin(), t.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::string trim_line(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ' || s.back() == '\t')) s.pop_back();
    std::size_t b = s.find_first_not_of(" \t");
    return b == std::string::npos ? "" : s.substr(b);
}

// One line of standard input, read a byte at a time so that the lines after it stay for the
// line protocol. At a terminal the token is typed without echo.
std::string token_from_stdin() {
    const bool tty = ::isatty(STDIN_FILENO);
    termios saved{};
    if (tty && ::tcgetattr(STDIN_FILENO, &saved) == 0) {
        std::cerr << "Token: " << std::flush;
        termios quiet = saved;
        quiet.c_lflag &= static_cast<tcflag_t>(~ECHO);
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
    }
    std::string line;
    char c = 0;
    while (line.size() < 1024) {
        ssize_t r = ::read(STDIN_FILENO, &c, 1);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0 || c == '\n') break;
        line += c;
    }
    if (tty) {
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
        std::cerr << "\n";
    }
    return trim_line(line);
}

// A token file: the seat's token alone on its first line, or a kept token file (JSON).
std::string token_from_file(const std::string& file) {
    std::ifstream f(file);
    if (!f) throw net::NetError("cannot read the token file " + file);
    std::string first;
    std::getline(f, first);
    if (first.find('{') != std::string::npos) return kept_token(file);
    return trim_line(first);
}

// The seat's token for `join`, from stdin ("--token -") or a file, never from the command line.
std::string given_token(const AppContext& ctx, const NetOptions& o) {
    if (!o.token.empty() && o.token != "-")
        throw net::NetError("a token on the command line can be read by every user of this machine (it shows in the list "
                            "of processes), and it opens your seat and shows your hand: give it on standard input with "
                            "--token - or in a file with --token-file FILE. At a terminal, joining again takes your seat "
                            "back by itself with the token kept in " + (ctx.save_dir / "net" / "joined").string() + ".");
    if (o.token == "-" && !o.token_file.empty()) throw net::NetError("give the token one way: --token - or --token-file FILE");
    std::string t;
    if (o.token == "-") t = token_from_stdin();
    else if (!o.token_file.empty()) t = token_from_file(o.token_file);
    else return "";
    if (!looks_like_token(t))
        throw net::NetError(std::string(o.token == "-" ? "the line on standard input" : "the first line of " + o.token_file) +
                            " is not a seat's token (the letters and digits after \"token\" in the welcome message)");
    return t;
}

// A new game would be saved over the one of the same name: refuse while that one can still go
// on, or cannot be read (so nobody can tell), and say how to resume it.
void refuse_to_overwrite(const AppContext& ctx, const fs::path& save_file) {
    std::error_code ec;
    if (!fs::exists(save_file, ec)) return;
    std::string game_id = "GAME";
    try {
        game_id = peek_save(save_file).game;
        const GameEntry* saved = find_game(game_id);
        if (saved && saved->make_table && saved->make_table(ctx, save_file)->is_terminal()) return;  // over: nothing to lose
    } catch (const std::exception&) {
        // Unreadable: keep it for whoever can mend it.
    }
    throw net::NetError("the game called '" + save_file.stem().string() + "' was left unfinished in " + save_file.string() +
                        ": resume it with 'olympus host " + game_id + " --load " + save_file.string() +
                        "', or give the new game another --name");
}

// `host GAME --server`: the game is made on the server, which keeps it; nobody sits down yet.
int create_on_server(const GameEntry& game, const AppContext& ctx, const NetOptions& o) {
    net::Create c;
    c.game = game.id;
    c.name = o.name.empty() ? game.id : o.name;
    c.options = ctx.options;
    c.computer = o.computer;
    c.level = hosted_level(game, o.level);
    const fs::path sock = default_server_socket();
    if (std::string why = ask_create(sock, c); !why.empty()) {
        std::cerr << "olympus: " << printable(why) << "\n";
        return 1;
    }
    std::cout << "Made '" << c.name << "' (" << game.title << ") on the server: take a seat from the arcade's "
              << "Play with others, or with olympus join " << c.name << " --server\n";
    return 0;
}

int print_server_games(const fs::path& sock) {
    std::string why;
    auto games = ask_games(sock, why);
    if (!games) {
        std::cerr << "olympus: no game server runs here: " << why << "\n";
        return 1;
    }
    std::cout << "Games on the server:\n";
    if (games->empty()) std::cout << "  (none)\n";
    for (const auto& g : *games) {
        std::string players;
        for (const auto& p : g.players) players += (players.empty() ? "" : ", ") + (p.empty() ? std::string("(free)") : p);
        std::cout << "  " << g.name << "  " << g.title << ": " << players;
        if (g.over) std::cout << "; over";
        else if (!g.to_move.empty()) std::cout << "; " << g.to_move << " to move";
        if (g.spectators) std::cout << "; " << g.spectators << " watching";
        std::cout << "\n";
    }
    return 0;
}

// `join NAME --server` / `watch NAME --server`: the seat is the user's own, so no token.
int join_server(const NetOptions& o, bool watch, const tui::TerminalOptions& topts) {
    const fs::path sock = default_server_socket();
    if (o.name.empty()) return print_server_games(sock);
    net::Hello h;
    h.game = o.name;
    h.seat = o.seat;
    h.watch = watch;
    if (use_screen(o)) {
        RemoteTarget t;
        t.where.socket = sock;
        t.hello = h;
        t.game_name = o.name;
        t.rejoin_command = "Play with others in the arcade (or olympus join " + o.name + " --server)";
        return run_terminal(make_remote_screen(std::move(t), board_maker()), topts);
    }
    net::ClientConfig cc;
    cc.socket = sock;
    cc.hello = h;
    catch_stop_signals();
    cc.stop = &g_stop;
    return stop_status(net::run_client(cc, watch ? -1 : STDIN_FILENO, std::cout));
}

}  // namespace

namespace {

// A game this process hosts, its table and configuration, before the host starts.
struct PreparedHost {
    std::unique_ptr<Table> table;
    net::HostConfig cfg;
};

// What `olympus host` and the lobby's "Host a game" both check and set before hosting: the
// player's name, the game made (or loaded), its name, folder, computer seats and level, and a save
// of the same name that must not be lost.
PreparedHost prepare_host(const GameEntry& game, const AppContext& ctx, const NetOptions& o) {
    (void)player_name(o);  // a bad --as is refused before anything starts
    std::optional<fs::path> load;
    if (!o.load.empty()) load = o.load;
    // A new game takes `olympus play`'s --opt words, as a server's does (tui::settle_served).
    AppContext made = ctx;
    if (!load && game.served_setup) made.options = tui::settle_served(game.served_setup(ctx), ctx.options);
    PreparedHost p;
    net::HostConfig& cfg = p.cfg;
    cfg.game_id = game.id;
    cfg.save_version = game.save_version;
    cfg.name = o.name.empty() ? game.id : o.name;
    if (!net::valid_game_name(cfg.name)) throw net::NetError("'" + cfg.name + "' is not a game name: use letters, digits, '-', '_' or '.'");
    cfg.save_file = ctx.save_dir / "net" / (cfg.name + ".json");
    std::error_code same_ec;
    if (!load || !fs::equivalent(*load, cfg.save_file, same_ec)) refuse_to_overwrite(ctx, cfg.save_file);
    p.table = game.make_table(made, load);
    cfg.dir = socket_dir(o);
    if (!o.listen.empty()) cfg.listen = o.listen;
    cfg.computer_seats = o.computer;
    cfg.level = hosted_level(game, o.level);
    cfg.think_ms = o.think_ms;
    cfg.ai_seed = ctx.seed.value_or(1) ^ 0x5eedULL;
    // The connection limits' defaults, shortened by the tests (documented in the man page).
    if (const char* limits = std::getenv("OLYMPUS_HOST_LIMITS")) {
        std::string why;
        auto l = net::parse_host_limits(limits, why);
        if (!l) throw net::NetError("OLYMPUS_HOST_LIMITS: " + why);
        cfg.limits = *l;
    }
    if (load) cfg.seats = seats_of_save(*load);
    return p;
}

// The host of a game whose own player plays it from this process: it runs on a thread beside the
// player's screen until the game ends or its player leaves (finish(), or the object goes), when it
// saves the game and says goodbye to the others. Throws, from the constructor, what keeps the host
// from listening (a game of that name hosted already).
class LocalHost {
public:
    // `stop`: set by signals too (`olympus host`); null: its own. `log_file`: where the host's lines
    // go (empty: `log`).
    LocalHost(PreparedHost p, std::atomic<int>* stop, const fs::path& log_file, std::ostream* log)
        : table_(std::move(p.table)), cfg_(std::move(p.cfg)), stop_(stop ? stop : &own_stop_) {
        if (!log_file.empty()) {
            std::error_code ec;
            fs::create_directories(log_file.parent_path(), ec);
            log_file_.open(log_file, std::ios::app);
            log = log_file_ ? &log_file_ : nullptr;
        }
        cfg_.log = log;
        cfg_.stop = stop_;
        auto ready_future = ready_.get_future();
        cfg_.on_ready = [this] { ready_.set_value(); };
        thread_ = std::thread([this] {
            try {
                rc_ = net::run_host(*table_, cfg_);
            } catch (...) {
                rc_ = 2;
                try {
                    ready_.set_exception(std::current_exception());
                } catch (const std::future_error&) {
                    if (cfg_.log) *cfg_.log << "the host stopped with an error\n";
                }
            }
        });
        try {
            ready_future.get();
        } catch (...) {
            thread_.join();
            throw;
        }
    }
    LocalHost(const LocalHost&) = delete;
    LocalHost& operator=(const LocalHost&) = delete;
    ~LocalHost() { finish(); }

    const net::HostConfig& config() const { return cfg_; }
    // The token its own seat had in a resumed game, to take it back.
    std::string token_of(std::optional<int> seat) const {
        if (!seat || *seat < 0 || static_cast<std::size_t>(*seat) >= cfg_.seats.size()) return "";
        return cfg_.seats[static_cast<std::size_t>(*seat)].token;
    }
    // The host's player has left: save and stop (or finish ending). Returns the host's status.
    int finish() {
        if (thread_.joinable()) {
            if (*stop_ == 0) *stop_ = kPlayerLeft;
            thread_.join();
        }
        return rc_;
    }

private:
    std::unique_ptr<Table> table_;
    net::HostConfig cfg_;
    std::atomic<int> own_stop_{0};
    std::atomic<int>* stop_;
    std::ofstream log_file_;
    std::promise<void> ready_;  // kept: the host may fail after it listens, and says so to nobody waiting
    int rc_ = 0;
    std::thread thread_;
};

fs::path host_log_file(const net::HostConfig& cfg) { return cfg.save_file.parent_path() / (cfg.name + ".log"); }

// The host's own player's screen of the game, the host's way back named on leaving.
RemoteTarget own_seat_target(const GameEntry& game, const AppContext& ctx, const LocalHost& host, const std::string& me,
                             std::optional<int> seat) {
    const net::HostConfig& cfg = host.config();
    RemoteTarget t;
    t.where.socket = net::socket_path(cfg.dir, cfg.name);
    t.hello.name = me;
    t.hello.seat = seat;
    t.hello.token = host.token_of(seat);
    t.game_name = cfg.name;
    t.save_dir = ctx.save_dir;
    t.rejoin_command = "olympus host " + game.id + " --load " + cfg.save_file.string();
    t.own_host = true;
    return t;
}

}  // namespace

std::unique_ptr<tui::Screen> host_here_screen(const GameEntry& game, const AppContext& ctx, const NetOptions& o) {
    if (!game.make_table) throw net::NetError(game.title + " cannot be played over the network yet");
    const std::string me = player_name(o);
    PreparedHost p = prepare_host(game, ctx, o);
    const fs::path log = host_log_file(p.cfg);
    auto host = std::make_shared<LocalHost>(std::move(p), nullptr, log, nullptr);
    RemoteTarget t = own_seat_target(game, ctx, *host, me, o.seat.value_or(0));
    // The host lives as long as its player's screen: leaving the game saves it and ends it for all.
    t.hosting = host;
    return make_remote_screen(std::move(t), board_maker());
}

int host_command(const GameEntry& game, const AppContext& ctx, const NetOptions& o, const tui::TerminalOptions& topts) {
    if (!game.make_table) {
        std::cerr << "olympus: " << game.id << " cannot be played over the network yet\n";
        return 2;
    }
    if (o.server) return create_on_server(game, ctx, o);
    const std::string me = player_name(o);  // a bad --as is refused before anything starts
    PreparedHost p = prepare_host(game, ctx, o);
    p.cfg.stop = &g_stop;
    catch_stop_signals();
    if (!o.seat) {
        p.cfg.log = &std::cout;
        return stop_status(net::run_host(*p.table, p.cfg));
    }
    // The host's own player is a client like any other, on this thread; the host runs beside it.
    // With the game's screen on the terminal, the host's log goes to a file beside its save.
    const bool screen = use_screen(o);
    std::unique_ptr<LocalHost> host;
    int rc = 0;
    try {
        const fs::path log = screen ? host_log_file(p.cfg) : fs::path();
        host = std::make_unique<LocalHost>(std::move(p), &g_stop, log, screen ? nullptr : &std::cerr);
        if (screen) {
            rc = run_terminal(make_remote_screen(own_seat_target(game, ctx, *host, me, o.seat), board_maker()), topts);
        } else {
            net::ClientConfig cc;
            cc.socket = net::socket_path(host->config().dir, host->config().name);
            cc.hello.name = me;
            cc.hello.seat = o.seat;
            cc.hello.token = host->token_of(o.seat);
            cc.stop = &g_stop;
            rc = net::run_client(cc, STDIN_FILENO, std::cout);
        }
    } catch (const std::exception& e) {
        std::cerr << "olympus: " << e.what() << "\n";
        rc = 2;
        if (!host) return 2;
    }
    const int host_rc = host->finish();
    return host_rc == 2 ? 2 : stop_status(rc);
}

int join_command(const AppContext& ctx, const NetOptions& o, bool watch, const tui::TerminalOptions& topts) {
    if (o.server) return join_server(o, watch, topts);
    const std::string token = given_token(ctx, o);  // refused before anything starts
    net::ClientConfig cc;
    if (!o.connect.empty()) {
        cc.tcp = o.connect;
    } else {
        fs::path dir = socket_dir(o);
        if (o.name.empty()) {
            auto open = net::list_games(dir);
            std::cout << "Open games in " << printable(dir.string()) << ":\n";
            if (open.empty()) std::cout << "  (none)\n";
            for (const auto& g : open) {
                if (!g.problem.empty()) {
                    std::cout << "  " << g.name << "  (" << g.problem << ")\n";
                    continue;
                }
                std::string seats;
                for (int s : g.open) seats += (seats.empty() ? "" : " ") + std::to_string(s);
                std::cout << "  " << g.name << "  " << g.game << ", " << g.players << " seats, open: "
                          << (seats.empty() ? "none" : seats) << (g.started ? " (in progress)" : "") << "\n";
            }
            return 0;
        }
        cc.socket = net::socket_path(dir, o.name);
    }
    cc.hello.name = player_name(o);
    cc.hello.seat = o.seat;
    cc.hello.token = token;
    cc.hello.watch = watch;
    if (use_screen(o)) {
        RemoteTarget t;
        t.where = {cc.socket, cc.tcp};
        t.hello = cc.hello;
        t.game_name = o.name.empty() ? o.connect : o.name;
        t.rejoin_command = rejoin_command(o, t.game_name);
        t.save_dir = ctx.save_dir;
        if (!watch && (!o.name.empty() || !o.connect.empty())) {
            t.token_file = token_file(ctx, token_key(o));
            // Back after a drop: take the seat kept for this player, or else join afresh.
            if (t.hello.token.empty()) {
                t.hello.token = kept_token(t.token_file);
                if (!t.hello.token.empty()) t.fallback = cc.hello;
            }
        }
        return run_terminal(make_remote_screen(std::move(t), board_maker()), topts);
    }
    catch_stop_signals();
    cc.stop = &g_stop;
    return stop_status(net::run_client(cc, watch ? -1 : STDIN_FILENO, std::cout));
}

}  // namespace olympus::app
