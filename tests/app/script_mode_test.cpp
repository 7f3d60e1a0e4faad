// The script protocol, driven with a tiny game of Nim so it is tested apart from any real game.
#include <doctest/doctest.h>

#include <sstream>

#include "core/script_mode.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;

namespace {
struct Nim {
    struct Action {
        int take = 1;
        std::string to_string() const { return "take " + std::to_string(take); }
        static std::optional<Action> parse(std::string_view t) {
            if (t == "take 1") return Action{1};
            if (t == "take 2") return Action{2};
            return std::nullopt;
        }
    };
    int stones = 5, player = 0;
    Rng rng;
    std::vector<Action> legal_actions() const {
        std::vector<Action> v;
        for (int k = 1; k <= 2 && k <= stones; ++k) v.push_back({k});
        return v;
    }
    void apply(const Action& a) {
        stones -= a.take;
        if (stones > 0) player = 1 - player;
    }
    bool is_terminal() const { return stones == 0; }
    int winner() const { return is_terminal() ? player : -1; }
    int current_player() const { return player; }
    int num_players() const { return 2; }
    nlohmann::json to_json() const { return {{"stones", stones}, {"player", player}}; }
    static Nim from_json(const nlohmann::json& j) {
        Nim n;
        n.stones = j.at("stones");
        n.player = j.at("player");
        return n;
    }
    static Nim new_game(const GameOptions&) { return {}; }
    nlohmann::json view_json(int) const { return to_json(); }
    std::string describe(int) const { return "stones " + std::to_string(stones) + "\n"; }
};
[[maybe_unused]] std::string check(const Nim& n) { return n.stones < 0 ? "negative stones" : ""; }
static_assert(GameState<Nim>);

std::pair<int, std::string> run(const std::string& input, bool json = false) {
    std::istringstream in(input);
    std::ostringstream out;
    ScriptHooks<Nim> hooks;
    hooks.game_id = "nim";
    hooks.ai = [](const Nim& s, Rng&, int, std::optional<Level>) { return s.legal_actions().back(); };
    int rc = run_script(Nim{}, in, out, json, 1, hooks);
    return {rc, out.str()};
}
}  // namespace

TEST_CASE("Script mode: legal, actions, comments, go, game over") {
    auto [rc, out] = run("# a comment\n\nlegal\ntake 2\ngo\ntake 1\nview 0\n");
    CHECK(rc == 0);
    CHECK(out ==
          "take 1\ntake 2\n.\n"
          "ok take 2\nstones 3\n.\n"
          "played take 2\nstones 1\n.\n"
          "ok take 1\nstones 0\ngame over: winner 0\n.\n"
          "stones 0\n.\n");
}

TEST_CASE("Script mode: bad lines say why, change nothing, and set the exit status") {
    auto [rc, out] = run("take 7\nview 5\ntake 2\ntake 2\ntake 2\nstate\n");
    CHECK(rc == 1);
    CHECK(out.find("error: cannot read 'take 7' as an action") != std::string::npos);
    CHECK(out.find("error: no seat 5") != std::string::npos);
    CHECK(out.find("error: 'take 2' is not legal now") != std::string::npos);
    CHECK(out.find("{\"player\":0,\"stones\":1}") != std::string::npos);
}

TEST_CASE("Script mode: JSON answers, one object per line") {
    auto [rc, out] = run("legal\ntake 1\ngo\nbogus\n", true);
    CHECK(rc == 1);
    std::istringstream lines(out);
    std::string line;
    std::vector<nlohmann::json> answers;
    std::vector<std::string> raw;
    while (std::getline(lines, line)) {
        raw.push_back(line);
        answers.push_back(nlohmann::json::parse(line));
    }
    REQUIRE(answers.size() == 4u);
    CHECK(answers[0]["legal"].size() == 2u);
    CHECK(answers[1]["ok"] == true);
    CHECK(answers[1]["action"] == "take 1");  // the accepted action's text, under its own key
    CHECK(answers[1]["view"]["stones"] == 4);
    CHECK(answers[2]["ok"] == true);
    CHECK(answers[2]["played"] == "take 2");
    CHECK(answers[2]["view"]["stones"] == 2);
    CHECK(answers[3].contains("error"));
    // Each key once: a reader that keeps the first of two "ok" keys would lose the action.
    CHECK(raw[1].find("\"ok\"") == raw[1].rfind("\"ok\""));
    CHECK(raw[2].find("\"ok\"") == raw[2].rfind("\"ok\""));
}

TEST_CASE("Script mode: save writes a loadable envelope") {
    TempDir dir;
    auto file = (dir.path / "nim.json").string();
    auto [rc, out] = run("take 1\nsave " + file + "\n");
    CHECK(rc == 0);
    auto s = read_save(file, "nim", 1);
    CHECK(Nim::from_json(s.state).stones == 4);
}
