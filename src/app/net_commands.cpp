#include "app/net_commands.hpp"

#include <unistd.h>

#include <csignal>
#include <future>
#include <iostream>
#include <thread>

#include "app/registry.hpp"
#include "core/save.hpp"
#include "net/client.hpp"
#include "net/host.hpp"

namespace olympus::app {

namespace fs = std::filesystem;

namespace {

volatile std::sig_atomic_t g_stop = 0;
extern "C" void on_stop_signal(int) { g_stop = 1; }

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
    if (!o.player.empty()) return o.player;
    const char* user = std::getenv("USER");
    return user && *user ? user : "player";
}

}  // namespace

int host_command(const GameEntry& game, const AppContext& ctx, const NetOptions& o) {
    if (!game.make_table) {
        std::cerr << "olympus: " << game.id << " cannot be played over the network yet\n";
        return 2;
    }
    std::optional<fs::path> load;
    if (!o.load.empty()) load = o.load;
    std::unique_ptr<Table> table = game.make_table(ctx, load);
    net::HostConfig cfg;
    cfg.game_id = game.id;
    cfg.save_version = game.save_version;
    cfg.name = o.name.empty() ? game.id : o.name;
    cfg.dir = socket_dir(o);
    if (!o.listen.empty()) cfg.listen = o.listen;
    cfg.computer_seats = o.computer;
    cfg.think_ms = o.think_ms;
    cfg.ai_seed = ctx.seed.value_or(1) ^ 0x5eedULL;
    if (!net::valid_game_name(cfg.name)) throw net::NetError("'" + cfg.name + "' is not a game name: use letters, digits, '-', '_' or '.'");
    cfg.save_file = ctx.save_dir / "net" / (cfg.name + ".json");
    if (load) cfg.seats = seats_of_save(*load);
    cfg.stop = &g_stop;
    catch_stop_signals();
    if (!o.seat) {
        cfg.log = &std::cout;
        return net::run_host(*table, cfg);
    }
    // The host's own player is a client like any other, on this thread; the host runs beside it.
    cfg.log = &std::cerr;
    std::promise<void> ready;
    auto ready_future = ready.get_future();
    cfg.on_ready = [&] { ready.set_value(); };
    int host_rc = 0;
    std::thread host([&] {
        try {
            host_rc = net::run_host(*table, cfg);
        } catch (...) {
            host_rc = 2;
            try {
                ready.set_exception(std::current_exception());
            } catch (const std::future_error&) {
                std::cerr << "olympus: the host stopped with an error\n";
            }
        }
    });
    int rc = 0;
    try {
        ready_future.get();
        net::ClientConfig cc;
        cc.socket = net::socket_path(cfg.dir, cfg.name);
        cc.hello.name = player_name(o);
        cc.hello.seat = o.seat;
        if (*o.seat >= 0 && static_cast<std::size_t>(*o.seat) < cfg.seats.size())
            cc.hello.token = cfg.seats[static_cast<std::size_t>(*o.seat)].token;  // the host's own seat, resumed
        cc.stop = &g_stop;
        rc = net::run_client(cc, STDIN_FILENO, std::cout);
    } catch (const std::exception& e) {
        std::cerr << "olympus: " << e.what() << "\n";
        rc = 2;
    }
    g_stop = 1;  // the host's player has left: save and stop (or finish ending)
    host.join();
    return host_rc == 2 ? 2 : rc;
}

int join_command(const NetOptions& o, bool watch) {
    catch_stop_signals();
    net::ClientConfig cc;
    if (!o.connect.empty()) {
        cc.tcp = o.connect;
    } else {
        fs::path dir = socket_dir(o);
        if (o.name.empty()) {
            auto open = net::list_games(dir);
            std::cout << "Open games in " << dir.string() << ":\n";
            if (open.empty()) std::cout << "  (none)\n";
            for (const auto& g : open) {
                std::string seats;
                for (const auto& s : g.status.value("open", nlohmann::json::array())) seats += (seats.empty() ? "" : " ") + s.dump();
                std::cout << "  " << g.name << "  " << g.status.value("game", "?") << ", "
                          << g.status.value("players", 0) << " seats, open: " << (seats.empty() ? "none" : seats)
                          << (g.status.value("started", false) ? " (in progress)" : "") << "\n";
            }
            return 0;
        }
        cc.socket = net::socket_path(dir, o.name);
    }
    cc.hello.name = player_name(o);
    cc.hello.seat = o.seat;
    cc.hello.token = o.token;
    cc.hello.watch = watch;
    cc.stop = &g_stop;
    return net::run_client(cc, watch ? -1 : STDIN_FILENO, std::cout);
}

}  // namespace olympus::app
