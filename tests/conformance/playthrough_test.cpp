// Playthroughs: for each game a few seeded games played to the end by its computer players,
// kept under tests/playthroughs/ as what the real binary's script mode answered: each move, the
// winner, and the last state. The test plays the same moves again and compares, so a change to
// the rules shows as a diff someone must read and accept (OLYMPUS_UPDATE_PLAYTHROUGHS=1 writes
// the files anew, letting the computer players choose the moves again; =keep keeps the moves).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

struct Playthrough {
    std::string name, game, args;  // args: the seed and options on the command line
};

// Few enough to read, one per set-up worth keeping apart.
const std::vector<Playthrough> kPlaythroughs = {
    {"arc-2p-seed1", "arc", "--seed 1 --opt players=2"},
    {"arc-3p-seed2", "arc", "--seed 2 --opt players=3"},
    {"cgs-2p-seed1", "cgs", "--seed 1 --opt players=2"},
    {"cgs-4p-seed2", "cgs", "--seed 2 --opt players=4"},
    {"herazeus-seed1", "herazeus", "--seed 1"},
    {"herazeus-seed2", "herazeus", "--seed 2"},
    {"microhero-solo-seed1", "microhero", "--seed 1"},
    {"microhero-heroic-seed2", "microhero", "--seed 2 --opt difficulty=heroic"},
};

fs::path file_of(const Playthrough& p) { return fs::path(OLYMPUS_SOURCE_DIR) / "tests" / "playthroughs" / (p.name + ".txt"); }

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The binary's JSON answers to `input`, one per line.
std::vector<nlohmann::json> run(const Playthrough& p, const std::string& input) {
    TempDir dir;
    const fs::path in = dir.path / "in", out = dir.path / "out";
    std::ofstream(in) << input;
    const std::string cmd = std::string("'") + OLYMPUS_BINARY + "' --save-dir '" + (dir.path / "saves").string() + "' play " + p.game +
                            " --script --json " + p.args + " < '" + in.string() + "' > '" + out.string() + "'";
    (void)std::system(cmd.c_str());
    std::vector<nlohmann::json> answers;
    std::istringstream lines(slurp(out));
    for (std::string line; std::getline(lines, line);) answers.push_back(nlohmann::json::parse(line, nullptr, false));
    return answers;
}

// The transcript of a run: each accepted move as "ok MOVE" (or "played MOVE"), each refusal,
// the winner, and the state at the end, indented so a diff shows what changed.
std::string transcript(const std::vector<nlohmann::json>& answers, bool stop_at_end) {
    std::string t;
    for (const auto& a : answers) {
        if (a.is_discarded()) t += "unreadable answer\n";
        else if (a.contains("error")) {
            if (stop_at_end) break;  // moves asked for after the end
            t += "error: " + a["error"].get<std::string>() + "\n";
        } else if (a.contains("state")) t += "state\n" + a["state"].dump(1) + "\n";
        else if (a.contains("action")) t += "ok " + a["action"].get<std::string>() + "\n";
        else if (a.contains("played")) t += "ok " + a["played"].get<std::string>() + "\n";
        if (a.contains("winner")) t += "game over: winner " + a["winner"].dump() + "\n";
        if (stop_at_end && a.value("terminal", false)) break;
    }
    return t;
}

std::string header(const Playthrough& p) {
    return "# olympus play " + p.game + " --script " + p.args +
           ", every move by the computer player (go), replayed by tests/conformance/playthrough_test.cpp.\n"
           "# A diff here is a change in what the rules do: read it, and if it is meant, accept it with\n"
           "# OLYMPUS_UPDATE_PLAYTHROUGHS=1.\n";
}

// The moves of a stored transcript, as script lines, then `state`.
std::string moves_of(const std::string& text) {
    std::string input;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("ok ", 0) == 0) input += line.substr(3) + "\n";
    return input + "state\n";
}

bool updating() {
    const char* e = std::getenv("OLYMPUS_UPDATE_PLAYTHROUGHS");
    return e && *e && std::string(e) != "0";
}

// OLYMPUS_UPDATE_PLAYTHROUGHS=keep: the stored moves are played again and only what they led to
// is written anew (a change to what the state says, such as its log, need not re-choose moves).
bool keeping_moves() {
    const char* e = std::getenv("OLYMPUS_UPDATE_PLAYTHROUGHS");
    return e && std::string(e) == "keep";
}

}  // namespace

TEST_CASE("Playthroughs: each stored game plays the same again") {
    for (const auto& p : kPlaythroughs) {
        CAPTURE(p.name);
        if (keeping_moves() && fs::exists(file_of(p))) {
            const std::string stored = slurp(file_of(p));
            const std::string moves = moves_of(stored.substr(std::min(header(p).size(), stored.size())));
            std::ofstream(file_of(p), std::ios::binary) << header(p) << transcript(run(p, moves), false);
        } else if (updating()) {
            // The computer players choose (some read the clock, so a new run may choose other moves).
            std::string input;
            for (int i = 0; i < 4000; ++i) input += "go 30\n";
            std::string moves = transcript(run(p, input), true);
            REQUIRE_MESSAGE(moves.find("game over") != std::string::npos, "the game did not end in 4000 moves");
            std::ofstream(file_of(p), std::ios::binary) << header(p) << transcript(run(p, moves_of(moves)), false);
        }
        REQUIRE_MESSAGE(fs::exists(file_of(p)), "no transcript: run with OLYMPUS_UPDATE_PLAYTHROUGHS=1");
        const std::string stored = slurp(file_of(p));
        const std::string body = stored.substr(header(p).size() <= stored.size() ? header(p).size() : 0);
        CHECK(stored.rfind(header(p), 0) == 0);
        CHECK(body.find("game over: winner") != std::string::npos);
        const std::string again = transcript(run(p, moves_of(body)), false);
        if (again != body) {
            // Say where they part, not two whole transcripts.
            std::size_t at = 0;
            while (at < again.size() && at < body.size() && again[at] == body[at]) ++at;
            const std::size_t from = body.rfind('\n', at) == std::string::npos ? 0 : body.rfind('\n', at) + 1;
            FAIL_CHECK("the replay parts from " << file_of(p).filename().string() << " at:\nstored: "
                                                << body.substr(from, 300) << "\nnow:    " << again.substr(from, 300));
        }
    }
}
