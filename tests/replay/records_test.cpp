// Records: what is counted per game and opponent, the campaigns, two processes writing at once,
// and a damaged file, which is said in words and never stops a game.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "app/replay_commands.hpp"
#include "core/records.hpp"
#include "support/temp_dir.hpp"
#include "tui/replay_recorder.hpp"

using namespace olympus;

namespace {
GameRecord rec(std::string game, std::string outcome, std::vector<std::string> opponents) {
    return GameRecord{"zoe", std::move(game), std::move(outcome), std::move(opponents), "2026-11-25 10:00 UTC", ""};
}
int count_games(const std::filesystem::path& dir) {
    int n = 0;
    for (const auto& l : Records(records_path(dir)).games("zoe"))
        if (l.opponent.empty()) n += l.played;
    return n;
}
}  // namespace

TEST_CASE("records count games per game and per opponent, and campaigns by difficulty and expansions") {
    TempDir td;
    {
        Records r(records_path(td.path));
        r.add(rec("herazeus", "won", {"computer:strong"}));
        r.add(rec("herazeus", "lost", {"computer:strong"}));
        r.add(rec("herazeus", "won", {"computer:quick"}));
        r.add(rec("arc", "drawn", {"computer:heuristic", "person"}));
        r.add(CampaignRecord{"zoe", "heroic", "none", 1, false, 5, 40, "t"});
        r.add(CampaignRecord{"zoe", "heroic", "none", 1, true, 12, 90, "t"});
        r.add(CampaignRecord{"zoe", "heroic", "none", 1, true, 12, 75, "t"});
        r.add(CampaignRecord{"zoe", "normal", "Athena", 1, false, 3, 20, "t"});
    }
    Records r(records_path(td.path));
    auto g = r.games("zoe");
    REQUIRE(g.size() == 6);  // arc, its two opponents; herazeus, its two opponents
    CHECK((g[0].game == "arc" && g[0].opponent.empty() && g[0].played == 1 && g[0].drawn == 1));
    CHECK((g[3].game == "herazeus" && g[3].opponent.empty() && g[3].played == 3 && g[3].won == 2 && g[3].lost == 1));
    CHECK((g[4].opponent == "computer:quick" && g[4].won == 1));
    CHECK((g[5].opponent == "computer:strong" && g[5].played == 2 && g[5].won == 1 && g[5].lost == 1));
    auto c = r.campaigns("zoe");
    REQUIRE(c.size() == 2);
    CHECK((c[0].difficulty == "heroic" && c[0].campaigns == 3 && c[0].won == 2 && c[0].furthest == 12 && c[0].fastest == 75));
    CHECK((c[1].expansions == "Athena" && c[1].won == 0 && c[1].furthest == 3 && c[1].fastest == 0));
    auto lines = records_lines(r, [](const std::string& id) { return id == "herazeus" ? "Hera & Zeus" : id; });
    auto line = [&](const std::string& start) {
        for (const auto& l : lines)
            if (l.rfind(start, 0) == 0) return l;
        FAIL("no line begins with '" << start << "'");
        return std::string();
    };
    auto numbers = [](const std::string& l, std::size_t from) {
        std::istringstream in(l.substr(from));
        std::vector<int> out;
        for (int n; in >> n;) out.push_back(n);
        return out;
    };
    CHECK(line("Player zoe") == "Player zoe");
    const std::string head = line("  game / against");
    const std::string hz = line("  Hera & Zeus"), strong = line("    vs computer (strong)");
    CHECK(numbers(hz, 13) == std::vector<int>{3, 2, 1, 0});
    CHECK(numbers(strong, 24) == std::vector<int>{2, 1, 1, 0});
    // A record file's table: the counts stand under their column's name.
    CHECK(hz.size() == head.size());
    CHECK(hz.find_last_not_of(' ', head.find("played") + 5) == head.find("played") + 5);
    const std::string camp = line("  heroic, none");
    CHECK(camp.find("12/12") != std::string::npos);
    CHECK(camp.find("75 turns") != std::string::npos);
    CHECK(line("  normal, Athena").find("3/12") != std::string::npos);
}

TEST_CASE("two processes finishing games at the same time lose no record") {
    TempDir td;
    constexpr int kEach = 150;
    pid_t kids[2];
    for (pid_t& k : kids) {
        k = ::fork();
        REQUIRE(k >= 0);
        if (k == 0) {
            // As a finishing game does: open, add one record, close; a failure ends with status 1.
            int failed = 0;
            for (int i = 0; i < kEach; ++i)
                failed += !try_record(td.path, rec("cgs", i % 2 ? "won" : "lost", {"computer:heuristic", "person"})).empty();
            ::_exit(failed ? 1 : 0);
        }
    }
    for (pid_t k : kids) {
        int status = 0;
        REQUIRE(::waitpid(k, &status, 0) == k);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    CHECK(count_games(td.path) == 2 * kEach);
    Records r(records_path(td.path));
    for (const auto& l : r.games("zoe"))
        if (!l.opponent.empty()) CHECK(l.played == 2 * kEach);
}

TEST_CASE("a damaged records file is said in words, and the game's replay is kept all the same") {
    TempDir td;
    std::ofstream(records_path(td.path)) << std::string(4096, 'x');
    CHECK_THROWS_WITH_AS(Records(records_path(td.path)), doctest::Contains("is damaged"), RecordsError);
    const std::string why = try_record(td.path, rec("arc", "won", {}));
    CHECK(why.find("The record of this game was not kept") == 0);
    CHECK(why.find(records_path(td.path).string()) != std::string::npos);
    CHECK(why.find("move the file away") != std::string::npos);
    std::ostringstream out, err;
    AppContext ctx;
    ctx.save_dir = td.path;
    CHECK(app::records_command(ctx, out, err) == 1);
    CHECK(err.str().find("is damaged") != std::string::npos);
    CHECK(out.str().empty());
    // The file is left as it was: nothing is thrown away without the player's word.
    CHECK(std::filesystem::file_size(records_path(td.path)) == 4096);
}

TEST_CASE("a game's outcome for the records: one person, people at one keyboard, a team") {
    Replay r;
    r.game = "arc";
    r.players = {"person:zoe", "computer:strong", "computer:quick"};
    r.seats = {"P1", "P2", "P3"};
    tui::GameKeeping k;
    CHECK(tui::record_of(r, k, 0).outcome == "won");
    CHECK(tui::record_of(r, k, 2).outcome == "lost");
    CHECK(tui::record_of(r, k, -1).outcome == "drawn");
    CHECK(tui::record_of(r, k, 0).opponents == std::vector<std::string>{"computer:strong", "computer:quick"});
    r.players = {"person:zoe", "person:zoe"};
    CHECK(tui::record_of(r, k, 1).outcome == "shared");
    CHECK(tui::record_of(r, k, 1).opponents == std::vector<std::string>{"person"});
    k.team = true;  // Micro Hero: -1 is a lost campaign, and co-op partners are partners, not opponents
    CHECK(tui::record_of(r, k, -1).outcome == "lost");
    CHECK(tui::record_of(r, k, 0).outcome == "won");
    CHECK(tui::record_of(r, k, 0).opponents == std::vector<std::string>{"with:person"});
    r.players = {"person:zoe", "computer:strong"};
    CHECK(tui::record_of(r, k, 0).opponents == std::vector<std::string>{"with:computer"});
    r.players = {"person:zoe"};
    CHECK(tui::record_of(r, k, -1).outcome == "lost");
}

TEST_CASE("a co-op partner is kept as a partner: the table says with whom, never vs") {
    TempDir td;
    {
        Records r(records_path(td.path));
        r.add(rec("microhero", "won", {partner_key("computer")}));
        r.add(rec("microhero", "lost", {partner_key("computer")}));
        r.add(rec("microhero", "won", {partner_key("bob")}));
        r.add(rec("microhero", "lost", {partner_key("person")}));
        r.add(rec("microhero", "won", {partner_key("computer:strong")}));
        r.add(rec("herazeus", "won", {"bob"}));
    }
    Records r(records_path(td.path));
    const auto g = r.games("zoe");
    REQUIRE(g.size() == 7);
    CHECK((g[0].game == "herazeus" && g[0].opponent.empty()));
    CHECK((g[1].opponent == "bob" && g[1].won == 1));
    CHECK((g[2].game == "microhero" && g[2].opponent.empty() && g[2].played == 5 && g[2].won == 3 && g[2].lost == 2));
    CHECK((g[3].opponent == "with:bob" && g[3].won == 1));
    CHECK((g[4].opponent == "with:computer" && g[4].played == 2 && g[4].won == 1 && g[4].lost == 1));
    const auto lines = records_lines(r, [](const std::string& id) { return id; });
    std::string all;
    for (const auto& l : lines) all += l + "\n";
    CHECK(all.find("  game / against or with") != std::string::npos);
    CHECK(all.find("\n    vs bob  ") != std::string::npos);
    CHECK(all.find("\n    with bob  ") != std::string::npos);
    CHECK(all.find("\n    with the computer  ") != std::string::npos);
    CHECK(all.find("\n    with the computer (strong)  ") != std::string::npos);
    CHECK(all.find("\n    with another player  ") != std::string::npos);
    CHECK(all.find("vs computer") == std::string::npos);
    CHECK(all.find("with:") == std::string::npos);
}
