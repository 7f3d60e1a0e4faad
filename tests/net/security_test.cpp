// Network play on a shared machine, where the other processes are not friends: a seat's token
// never shows in the list of processes; nothing another process sends (a socket's name, a game's
// or player's name, chat, a view, an error) reaches a terminal or the script output as bytes a
// terminal would obey; and no one at a table can speak as someone else.
#include <doctest/doctest.h>

#include <poll.h>
#include <sys/socket.h>

#include <atomic>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "app/remote_screen.hpp"
#include "core/printable.hpp"
#include "core/records.hpp"
#include "net/child.hpp"
#include "net/client.hpp"
#include "net/conn.hpp"
#include "net/host_test.hpp"
#include "support/temp_dir.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/widgets.hpp"

using namespace olympus;
using json = nlohmann::json;
using clock_type = std::chrono::steady_clock;
namespace fs = std::filesystem;

namespace {

// What a hostile process puts in its texts: a cleared screen, a colour, a window title (OSC),
// DEL, a C1 CSI (U+009B), a right-to-left override (U+202E) and a left-to-right isolate (U+2066).
const std::string kEvil = "A\x1b[2J\x1b[31m\x1b]0;pwned\x07\x7f\xc2\x9b" "1m\xe2\x80\xae" "evil\xe2\x81\xa6Z";

// Where `out` holds a byte or character a terminal would obey (checked byte by byte here, not with
// the sanitizer under test); empty when there is none. Newlines between lines are allowed.
std::string raw_control(const std::string& out) {
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto c = static_cast<unsigned char>(out[i]);
        const auto next = [&](std::size_t k) { return i + k < out.size() ? static_cast<unsigned char>(out[i + k]) : 0u; };
        std::string what;
        if ((c < 0x20 && c != '\n') || c == 0x7f) what = "a C0 control or DEL";
        else if (c == 0xc2 && next(1) >= 0x80 && next(1) <= 0x9f) what = "a C1 control";
        else if (c == 0xe2 && next(1) == 0x80 && ((next(2) >= 0xaa && next(2) <= 0xae) || next(2) == 0x8e || next(2) == 0x8f))
            what = "a bidi control";
        else if (c == 0xe2 && next(1) == 0x81 && next(2) >= 0xa6 && next(2) <= 0xa9) what = "a bidi isolate";
        if (!what.empty()) return what + " at byte " + std::to_string(i) + " in: " + printable(out.substr(i > 40 ? i - 40 : 0, 80));
    }
    return "";
}

// A process that is not a real host: it answers each connection's first message with `replies`
// and hangs up once they are written.
class FakeHost {
public:
    FakeHost(const fs::path& sock, std::vector<json> replies) : listener_(net::listen_unix(sock)), replies_(std::move(replies)) {
        thread_ = std::thread([this] { serve(); });
    }
    ~FakeHost() {
        stop_ = true;
        thread_.join();
    }
    FakeHost(const FakeHost&) = delete;
    FakeHost& operator=(const FakeHost&) = delete;

private:
    void serve() {
        while (!stop_) {
            pollfd p{listener_.get(), POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0) continue;
            net::Fd f = net::accept_client(listener_);
            if (!f) continue;
            net::Conn c(std::move(f), net::kMaxClientFrame);
            auto end = clock_type::now() + std::chrono::seconds(10);
            bool asked = false;
            while (!asked && !stop_ && clock_type::now() < end) {
                pollfd q{c.fd(), POLLIN, 0};
                ::poll(&q, 1, 50);
                if (!c.receive()) break;
                asked = c.next().has_value();
            }
            for (const json& r : replies_) (void)c.send(r);
            while (c.wants_write() && c.flush() && clock_type::now() < end) ::usleep(1000);
        }
    }
    net::Fd listener_;
    std::vector<json> replies_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

// Everything a child writes to stdout until it ends (within 20 s).
std::string all_output(Child& c) {
    std::string out;
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!c.eof() && clock_type::now() < end) {
        if (auto l = c.line()) out += *l + "\n";
        else wait_any({&c}, end);
    }
    return out;
}

std::vector<std::string> host_args(const fs::path& dir, const std::string& name) {
    return {OLYMPUS_BINARY, "--save-dir", (dir / "save").string(), "host", "herazeus", "--name", name,
            "--dir", dir.string(), "--seed", "4"};
}

bool socket_appears(const fs::path& sock) {
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!fs::exists(sock) && clock_type::now() < end) ::usleep(20000);
    return fs::exists(sock);
}

using host_test::Raw;  // connects with connect_soon: see host_test.hpp

json hello(const std::string& name, std::optional<int> seat, bool watch = false, const std::string& token = "") {
    json h = {{"type", "hello"}, {"name", name}};
    if (seat) h["seat"] = *seat;
    if (watch) h["watch"] = true;
    if (!token.empty()) h["token"] = token;
    return h;
}

std::string read_cmdline(pid_t pid) {
    std::ifstream f("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

// A game whose seat 1 is free for the token this returns (its first player hung up).
struct GameWithLeftSeat {
    TempDir td;
    std::unique_ptr<Child> host;
    std::unique_ptr<Raw> a;
    std::string token;
    GameWithLeftSeat() {
        host = std::make_unique<Child>(host_args(td.path, "t"));
        REQUIRE(socket_appears(td.path / "t.sock"));
        a = std::make_unique<Raw>(td.path / "t.sock");
        a->send(hello("ann", 0));
        REQUIRE(a->until("welcome"));
        Raw b(td.path / "t.sock");
        b.send(hello("bob", 1));
        auto w = b.until("welcome");
        REQUIRE(w);
        token = (*w)["token"];
    }
};

// Runs `join t --seat 1` with the extra arguments (the token given on stdin when `stdin_line` is
// not empty); true when it is welcomed at seat 1. While it runs, another process (this test)
// reads its command line from /proc and must not find the token there.
bool rejoins_without_showing(const GameWithLeftSeat& g, std::vector<std::string> extra, const std::string& stdin_line) {
    std::vector<std::string> args{OLYMPUS_BINARY, "--save-dir", (g.td.path / "bob").string(), "join", "t", "--dir",
                                  g.td.path.string(), "--seat", "1", "--as", "bob"};
    args.insert(args.end(), extra.begin(), extra.end());
    Child back(args);
    // The child's own command line, once it runs the binary (right after fork it is still this test's).
    std::string cmdline;
    for (auto end = clock_type::now() + std::chrono::seconds(10);
         cmdline.find(std::string("\0--seat\0", 8)) == std::string::npos && clock_type::now() < end; ::usleep(5000))
        cmdline = read_cmdline(back.pid());
    CHECK(cmdline.find(std::string("\0join\0", 6)) != std::string::npos);  // the command line was read...
    CHECK(cmdline.find(g.token) == std::string::npos);                    // ...and the token is not in it
    if (!stdin_line.empty()) back.write_line(stdin_line);
    bool welcomed = false;
    auto end = clock_type::now() + std::chrono::seconds(20);
    while (!welcomed && !back.eof() && clock_type::now() < end) {
        if (auto line = back.line()) {
            json m = json::parse(*line, nullptr, false);
            welcomed = m.value("type", "") == "welcome" && m["seat"] == 1 && m["token"] == g.token;
        } else {
            wait_any({&back}, end);
        }
    }
    CHECK(read_cmdline(back.pid()).find(g.token) == std::string::npos);
    back.write_line("quit");
    (void)back.wait(std::chrono::seconds(20));
    return welcomed;
}

}  // namespace

TEST_CASE("a seat's token given on the command line is refused, and says how to give it") {
    GameWithLeftSeat g;
    const fs::path out = g.td.path / "out.txt";
    Child refused({"/bin/sh", "-c",
                   std::string(OLYMPUS_BINARY) + " join t --dir '" + g.td.path.string() + "' --seat 1 --token " + g.token +
                       " > '" + out.string() + "' 2>&1"});
    CHECK(refused.wait(std::chrono::seconds(20)) == std::optional<int>(2));
    std::stringstream said;
    said << std::ifstream(out).rdbuf();
    CHECK(said.str().find("--token -") != std::string::npos);
    CHECK(said.str().find("--token-file FILE") != std::string::npos);
    CHECK(said.str().find("net/joined") != std::string::npos);  // and the kept token
    CHECK(said.str().find("list of processes") != std::string::npos);
    CHECK(said.str().find("welcome") == std::string::npos);  // it never joined
}

TEST_CASE("a seat's token read from stdin or a file never shows in /proc/PID/cmdline, and opens the seat") {
    GameWithLeftSeat g;
    SUBCASE("on standard input, before the line protocol") {
        CHECK(rejoins_without_showing(g, {"--token", "-"}, g.token));
    }
    SUBCASE("in a file, alone on its line") {
        const fs::path f = g.td.path / "token.txt";
        std::ofstream(f) << g.token << "\n";
        CHECK(rejoins_without_showing(g, {"--token-file", f.string()}, ""));
    }
    SUBCASE("in a kept token file") {
        const fs::path f = g.td.path / "t.json";
        std::ofstream(f) << json{{"token", g.token}, {"seat", 1}}.dump() << "\n";
        CHECK(rejoins_without_showing(g, {"--token-file", f.string()}, ""));
    }
}

TEST_CASE("join lists open games with every name made printable; a bad entry is skipped with a note") {
    TempDir td;
    const json good = {{"type", "status"}, {"game", "herazeus"}, {"name", "fine"}, {"players", 2}, {"open", {0, 1}},
                       {"started", false}, {"over", false}};
    json evil_game = good;
    evil_game["game"] = kEvil;
    json two = good;
    two["players"] = "two";
    json bad_open = good;
    bad_open["open"] = {0, "\x1b[2J"};
    FakeHost h1(td.path / "fine.sock", {good});
    FakeHost h2(td.path / ("\x1b]0;pwned\x07\x1b[2J" "name\xc2\x9b.sock"), {good});
    FakeHost h3(td.path / "game.sock", {evil_game});
    FakeHost h4(td.path / "twos.sock", {two});
    FakeHost h5(td.path / "open.sock", {bad_open});
    Child list({OLYMPUS_BINARY, "join", "--dir", td.path.string()});
    const std::string out = all_output(list);
    CHECK(list.wait(std::chrono::seconds(20)) == std::optional<int>(0));
    CAPTURE(printable(out));
    CHECK(raw_control(out) == "");
    CHECK(out.find("fine  herazeus, 2 seats, open: 0 1") != std::string::npos);
    CHECK(out.find("twos  (its host answered with something that is not a game's status: skipped)") != std::string::npos);
    CHECK(out.find("open  (its host answered") != std::string::npos);
    CHECK(out.find("\\x1b]0;pwned\\x07\\x1b[2Jname\\u009b  (not a game's name: skipped)") != std::string::npos);
    CHECK(out.find("game  A\\x1b[2J\\x1b[31m\\x1b]0;pwned\\x07\\x7f\\u009b1m\\u202eevil\\u2066Z, 2 seats") != std::string::npos);
}

TEST_CASE("every text from a host reaches the script output printable") {
    TempDir td;
    json evil_obj = json::object();
    evil_obj[kEvil] = kEvil;
    FakeHost h(td.path / "t.sock",
               {{{"type", "welcome"}, {"game", kEvil}, {"name", kEvil}, {"seat", 0}, {"token", "ab"}, {"players", 2},
                 {"setup", evil_obj}},
                {{"type", "info"}, {"text", kEvil}},
                {{"type", "chat"}, {"from", kEvil}, {"seat", nullptr}, {"text", kEvil}},
                {{"type", "error"}, {"text", kEvil}},
                {{"type", "view"}, {"seat", 0}, {"to_move", 0}, {"terminal", false}, {"view", {{"hand", {kEvil}}}},
                 {"legal", {kEvil}}},
                {{"type", "bye"}, {"reason", kEvil}}});
    Child me({OLYMPUS_BINARY, "join", "t", "--dir", td.path.string(), "--script", "--as", "me"});
    const std::string out = all_output(me);
    CAPTURE(printable(out));
    CHECK(raw_control(out) == "");
    int lines = 0;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line); ++lines) {
        json m = json::parse(line, nullptr, false);
        REQUIRE(m.is_object());  // still JSON a program reads
    }
    CHECK(lines == 6);
    // The escapes are shown, not dropped: a reader sees that something odd was sent.
    CHECK(out.find("A\\\\x1b[2J\\\\x1b[31m\\\\x1b]0;pwned\\\\x07\\\\x7f\\\\u009b1m\\\\u202eevil\\\\u2066Z") != std::string::npos);
}

namespace {

// A table for the test: its log as a MessageLog, the status on the top row.
class LogBoard final : public tui::SeatBoard {
public:
    void update(const json&) override {}
    void refused(const std::string& why) override { log_.add("refused: " + why); }
    void note(std::string line) override { log_.add(std::move(line)); }
    void draw(tui::Canvas& c, tui::Rect area, const tui::Theme& theme, const std::string& status) override {
        tui::draw_text(c, area.y, area.x, status, {}, area.w);
        log_.draw(c, {area.y + 1, area.x, area.h - 1, area.w}, theme);
    }
    tui::Transition on_key(int, std::string&) override { return tui::Transition::stay(); }
    std::vector<std::string> take_moves() override { return {}; }
    bool has_menu() const override { return false; }
    std::vector<tui::KeyHint> key_hints() const override { return {}; }
    std::vector<std::string> help_text() const override { return {}; }

private:
    tui::MessageLog log_;
};

// Draws the network screen for a fake host's messages (after the host hung up) at 100 columns.
tui::MemoryCanvas screen_for(const fs::path& dir, std::vector<json> replies, int height = 30, fs::path save_dir = {}) {
    FakeHost h(dir / "t.sock", std::move(replies));
    app::RemoteTarget t;
    t.where.socket = dir / "t.sock";
    t.hello.name = "me";
    t.game_name = "t";
    t.rejoin_command = "olympus join t";
    t.save_dir = std::move(save_dir);
    auto screen = app::make_remote_screen(std::move(t), [](const json&) { return std::make_unique<LogBoard>(); });
    // 99 columns: the widest table without an inspector column (it starts at 100), so the log
    // holds 98 and every line below is laid out for that.
    tui::MemoryCanvas c(height, 99);
    tui::Theme theme;
    // Until the screen says the host went away or the game ended: every message has been handled
    // by then (a finished game's screen says so instead of the disconnection).
    for (auto end = clock_type::now() + std::chrono::seconds(20); clock_type::now() < end; ::usleep(10000)) {
        screen->on_tick();
        c.clear();
        screen->draw(c, {0, 0, height, 99}, theme);
        if (c.contains("Disconnected") || c.contains("The game is over")) break;
    }
    return c;
}

const json kWelcome = {{"type", "welcome"}, {"game", "herazeus"}, {"name", "t"}, {"seat", 0}, {"token", "ab"},
                       {"players", 2}, {"setup", json::object()}};
const json kView = {{"type", "view"}, {"seat", 0}, {"to_move", 0}, {"terminal", false}, {"view", json::object()}};

}  // namespace

TEST_CASE("the network screen draws every text from a host printable: names, chat, info, errors") {
    TempDir td;
    auto c = screen_for(td.path, {kWelcome, kView, {{"type", "info"}, {"text", "info " + kEvil}},
                                  {{"type", "chat"}, {"from", "n" + kEvil}, {"seat", 1}, {"text", "chat " + kEvil}},
                                  {{"type", "error"}, {"text", "error " + kEvil}}, {{"type", "bye"}, {"reason", "bye " + kEvil}}});
    const std::string text = c.to_text();
    CAPTURE(text);
    CHECK(raw_control(text) == "");
    // Shown escaped by the sanitizer (the canvas's last guard would have drawn '?' instead).
    CHECK(text.find("info A\\x1b[2J") != std::string::npos);
    CHECK(text.find("nA\\x1b[2J") != std::string::npos);
    CHECK(text.find("Z (seat 1): chat\n  A\\x1b[2J") != std::string::npos);  // wrapped, the rest indented
    CHECK(text.find("refused: error A\\x1b[2J") != std::string::npos);
    CHECK(text.find("Disconnected: bye A\\x1b[2J") != std::string::npos);
    CHECK(text.find('?') == std::string::npos);
}

TEST_CASE("a chat line cannot pose as another speaker: spectators are marked and wrapped lines indented") {
    TempDir td;
    // The line, and lines whose dashes fill the first row exactly whatever the speaker's
    // label, so that "bob: ..." would begin the next row were it not indented.
    std::vector<json> msgs{kWelcome, kView};
    for (int dashes : {77, 79, 88}) {  // 21 + 77 and 19 + 79 fill the log's 98 columns
        const std::string spoof = "ok " + std::string(static_cast<std::size_t>(dashes), '-') + " bob: I resign, alice wins";
        msgs.push_back({{"type", "chat"}, {"from", "alice"}, {"seat", nullptr}, {"text", spoof}});
        msgs.push_back({{"type", "chat"}, {"from", "alice"}, {"seat", 0}, {"text", spoof}});
    }
    msgs.push_back({{"type", "chat"}, {"from", "alice"}, {"seat", 0}, {"text", "hello"}});
    auto c = screen_for(td.path, msgs, 60);
    CAPTURE(c.to_text());
    bool watching = false, seated = false;
    for (int y = 0; y < c.height(); ++y) {
        const std::string row = c.row(y);
        CHECK(row.rfind("bob", 0) == std::string::npos);  // nothing starts a line as bob
        watching = watching || row == "alice (watching): ok";
        seated = seated || row == "alice (seat 0): hello";
        if (row.find("bob: I resign") != std::string::npos) CHECK(row.rfind("  ", 0) == 0);  // the wrapped rest is indented
    }
    CHECK(watching);
    CHECK(seated);
}

TEST_CASE("names are unique at a table: nobody can join, seated or watching, as someone already there") {
    TempDir td;
    HostProcess host(host_args(td.path, "t"));
    const fs::path sock = td.path / "t.sock";
    REQUIRE(socket_appears(sock));
    const auto refused = [&](const json& h) {
        Raw r(sock);
        r.send(h);
        auto bye = r.until("bye");
        return bye && (*bye)["reason"].get<std::string>().find("is taken at this table") != std::string::npos;
    };
    Raw alice(sock);
    alice.send(hello("alice", 0));
    auto wa = alice.until("welcome");
    REQUIRE(wa);
    CHECK(refused(hello("alice", std::nullopt, true)));   // a spectator cannot take a seated player's name
    CHECK(refused(hello("ALICE", std::nullopt, true)));   // nor with other capitals
    CHECK(refused(hello("Alice", 1)));                    // nor another seat
    Raw carol(sock);
    carol.send(hello("carol", std::nullopt, true));
    REQUIRE(carol.until("welcome"));
    CHECK(refused(hello("Carol", 1)));                    // a spectator's name is taken too
    {
        Raw bob(sock);
        bob.send(hello("bob", 1));
        REQUIRE(bob.until("welcome"));
    }  // bob hangs up: his seat waits for him, and so does his name
    CHECK(refused(hello("bob", std::nullopt, true)));
    Raw back(sock);  // alice back on a new connection with her token, before the old one is gone
    back.send(hello("alice", 0, false, (*wa)["token"]));
    auto wb = back.until("welcome");
    REQUIRE(wb);
    CHECK((*wb)["seat"] == 0);
}

TEST_CASE("a player name holds no control, C1 or bidi character and no broken UTF-8") {
    CHECK(net::valid_player_name("Zo\xc3\xab"));
    CHECK_FALSE(net::valid_player_name("al\x1b[2Jice"));
    CHECK_FALSE(net::valid_player_name("al\xc2\x9bice"));
    CHECK_FALSE(net::valid_player_name("\xe2\x80\xae" "ecila"));
    CHECK_FALSE(net::valid_player_name("bad\xff"));
    std::string why;
    CHECK_FALSE(net::parse_client_message(json{{"type", "hello"}, {"name", "b\xe2\x80\xae" "ob"}}, why));
    CHECK(why == std::string("field 'name' must be a player name: ") + net::kPlayerNameRule);
    // An unknown type is echoed in the host's log: printable there too.
    CHECK_FALSE(net::parse_client_message(json{{"type", "\x1b]0;x\x07"}}, why));
    CHECK(why == "unknown message type '\\x1b]0;x\\x07'");
}

TEST_CASE("a hosted game seen ending at the player's seat goes into their records, once") {
    TempDir td;
    const fs::path saves = td.path / "save";
    json end = kView;
    end["terminal"] = true;
    end["winner"] = 0;
    (void)screen_for(td.path, {kWelcome, kView, end}, 30, saves);
    {
        Records r(records_path(saves));
        const auto lines = r.games(unix_user_name());
        REQUIRE(lines.size() == 2);
        CHECK(lines[0].game == "herazeus");
        CHECK(lines[0].won == 1);
        CHECK(lines[1].opponent == "person");
    }
    // Coming back to the finished game (its last view straight after the welcome) adds nothing.
    (void)screen_for(td.path, {kWelcome, end}, 30, saves);
    CHECK(Records(records_path(saves)).games(unix_user_name())[0].played == 1);
    // A spectator keeps no record.
    json watch = kWelcome;
    watch["seat"] = nullptr;
    (void)screen_for(td.path, {watch, kView, end}, 30, saves);
    CHECK(Records(records_path(saves)).games(unix_user_name())[0].played == 1);
}
