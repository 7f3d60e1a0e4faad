#include "app/serve_commands.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <iostream>

#include "app/registry.hpp"
#include "app/serve_client.hpp"
#include "core/printable.hpp"
#include "net/game_store.hpp"
#include "net/server.hpp"

namespace olympus::app {

namespace fs = std::filesystem;

namespace {

std::atomic<int> g_serve_stop{0};
extern "C" void on_serve_signal(int sig) { g_serve_stop = sig; }

// The socket systemd opened for us (socket activation: LISTEN_PID is us, LISTEN_FDS >= 1, the
// first at fd 3), so no library is needed for it.
net::Fd activated_socket() {
    const char* pid = std::getenv("LISTEN_PID");
    const char* fds = std::getenv("LISTEN_FDS");
    if (!pid || !fds || std::atol(pid) != static_cast<long>(::getpid()) || std::atoi(fds) < 1) return {};
    ::unsetenv("LISTEN_PID");
    ::unsetenv("LISTEN_FDS");
    ::unsetenv("LISTEN_FDNAMES");
    return net::Fd(3);
}

}  // namespace

net::TableMaker registry_maker() {
    net::TableMaker m;
    m.make = [](const std::string& id, const std::map<std::string, std::string>& options, std::uint64_t seed,
                const std::optional<fs::path>& load) {
        const GameEntry* g = find_game(id);
        if (!g || !g->make_table) throw net::StoreError("there is no game called '" + id + "' to play on a server");
        AppContext ctx;
        ctx.seed = seed;
        // A new game takes `olympus play`'s --opt words, checked and refused as play refuses them,
        // before anything is made; a saved game's own options came with it.
        ctx.options = !load && g->served_setup ? tui::settle_served(g->served_setup(ctx), options) : options;
        return g->make_table(ctx, load);
    };
    m.save_version = [](const std::string& id) {
        const GameEntry* g = find_game(id);
        return g && g->make_table ? g->save_version : 0;
    };
    m.title = [](const std::string& id) {
        const GameEntry* g = find_game(id);
        return g ? g->title : id;
    };
    m.campaign = [](const std::string& id, const Table& t) -> std::optional<CampaignRecord> {
        const GameEntry* g = find_game(id);
        if (!g || !g->campaign_record) return std::nullopt;
        return g->campaign_record(t);
    };
    m.team = [](const std::string& id) {
        const GameEntry* g = find_game(id);
        return g && g->team;
    };
    return m;
}

fs::path default_state_dir() {
    if (const char* s = std::getenv("STATE_DIRECTORY"); s && *s) return fs::path(std::string(s).substr(0, std::string(s).find(':')));
    if (const char* x = std::getenv("XDG_STATE_HOME"); x && *x) return fs::path(x) / "olympus-serve";
    // Never a shared folder such as /tmp: another user could make the folders above it first.
    const char* home = std::getenv("HOME");
    if (!home || !*home)
        throw net::NetError("no folder for the games: HOME, XDG_STATE_HOME and STATE_DIRECTORY are unset; name one with --state-dir");
    return fs::path(home) / ".local" / "state" / "olympus-serve";
}

int serve_command(const ServeOptions& o) {
    // Everything the server makes (games, records, their journals) is its own alone, also when
    // it is run by hand without the unit's UMask.
    ::umask(077);
    const fs::path dir = o.state_dir.empty() ? default_state_dir() : fs::path(o.state_dir);
    std::error_code ec;
    if (!dir.parent_path().empty()) fs::create_directories(dir.parent_path(), ec);
    net::GameStore store(dir, registry_maker());
    for (const std::string& p : store.load_all()) std::cerr << "olympus serve: left out " << printable(p) << "\n";
    net::ServerConfig cfg;
    cfg.socket = o.socket.empty() ? default_server_socket() : fs::path(o.socket);
    cfg.listener = activated_socket();
    cfg.think_ms = o.think_ms;
    if (const char* limits = std::getenv("OLYMPUS_HOST_LIMITS")) {
        std::string why;
        auto l = net::parse_host_limits(limits, why);
        if (!l) throw net::NetError("OLYMPUS_HOST_LIMITS: " + why);
        cfg.limits = *l;
    }
    cfg.log = &std::cout;
    cfg.stop = &g_serve_stop;
    struct sigaction sa{};
    sa.sa_handler = on_serve_signal;
    sigemptyset(&sa.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(sig, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
    std::cout << "keeping games in " << printable(dir.string()) << " (" << store.games().size() << " saved)" << std::endl;
    return net::run_server(store, std::move(cfg));
}

int status_command(const std::string& socket) {
    std::string why;
    auto games = ask_games(socket.empty() ? default_server_socket() : fs::path(socket), why);
    if (!games) return 0;  // no server: nothing to say
    const std::string line = your_turn_line(*games, net::now_seconds());
    if (!line.empty()) std::cout << line << "\n";
    return 0;
}

int give_up_command(const std::string& socket, const std::string& name) {
    std::string text;
    const bool done = ask_give_up(socket.empty() ? default_server_socket() : fs::path(socket), name, text);
    (done ? std::cout : std::cerr) << (done ? "" : "olympus: ") << text << "\n";
    return done ? 0 : 1;
}

}  // namespace olympus::app
