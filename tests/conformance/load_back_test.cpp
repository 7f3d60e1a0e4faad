// `state` output and every kind of save load back with `--load`, in every game, to an identical
// state: through the real binary's script mode, from a game some way in.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>

#include "arc/seats.hpp"
#include "cgs/seats.hpp"
#include "core/save.hpp"
#include "herazeus/play_screen.hpp"
#include "microhero/campaign.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs `olympus play GAME --script ARGS` with `input` on stdin; its standard output.
std::string play(const TempDir& dir, const std::string& game, const std::string& args, const std::string& input) {
    static int n = 0;
    const fs::path in = dir.path / ("in" + std::to_string(n)), out = dir.path / ("out" + std::to_string(n));
    ++n;
    std::ofstream(in) << input;
    const std::string cmd = std::string("'") + OLYMPUS_BINARY + "' --save-dir '" + (dir.path / "saves").string() + "' play " +
                            game + " --script " + args + " < '" + in.string() + "' > '" + out.string() + "' 2>&1";
    (void)std::system(cmd.c_str());
    return slurp(out);
}

// The `state` line of a script's output: the last line that is a JSON object.
std::string state_line(const std::string& out) {
    std::istringstream lines(out);
    std::string line, found;
    while (std::getline(lines, line))
        if (!line.empty() && line[0] == '{') found = line;
    return found;
}

struct SetUp {
    std::string game, options;  // options as command-line arguments
    // The arcade's save of a state (its envelope's state), from the bare state JSON.
    std::function<nlohmann::json(const nlohmann::json&)> arcade_save;
    int save_version;
};

// Plays some moves with the computer player, then loads the `state` output, the script's `save`
// and the arcade's save back, each of which must show the same state.
void check_loads_back(const SetUp& u, bool include_state_file = true) {
    TempDir dir;
    std::string input;
    for (int i = 0; i < 12; ++i) input += "go 20\n";
    const fs::path script_save = dir.path / "script-save.json";
    input += "state\nsave " + script_save.string() + "\n";
    const std::string out = play(dir, u.game, "--seed 5 " + u.options, input);
    const std::string state = state_line(out);
    INFO("first run: ", out.substr(out.size() > 400 ? out.size() - 400 : 0));
    REQUIRE(!state.empty());
    REQUIRE(fs::exists(script_save));

    const fs::path state_file = dir.path / "state.json", arcade_file = dir.path / "arcade-save.json";
    std::ofstream(state_file) << state << "\n";
    olympus::write_save(arcade_file, {u.game, u.save_version, u.arcade_save(nlohmann::json::parse(state))});

    std::vector<std::pair<std::string, fs::path>> files = {{"script save", script_save}, {"arcade save", arcade_file}};
    if (include_state_file) files.insert(files.begin(), {"state output", state_file});
    for (const auto& [what, file] : files) {
        CAPTURE(what);
        const std::string again = play(dir, u.game, "--load '" + file.string() + "'", "state\n");
        CHECK(state_line(again) == state);
    }

    // A field the readers do not know, beside the state in the arcade's save, is refused by name.
    nlohmann::json spare = u.arcade_save(nlohmann::json::parse(state));
    spare["spare"] = 1;
    const fs::path spare_file = dir.path / "spare-save.json";
    olympus::write_save(spare_file, {u.game, u.save_version, spare});
    const std::string refused = play(dir, u.game, "--load '" + spare_file.string() + "'", "state\n");
    CHECK_MESSAGE(refused.find("unknown field 'spare'") != std::string::npos, refused);
    CHECK(state_line(refused).empty());
}

const SetUp kArc2{"arc", "--opt players=2",
                  [](const nlohmann::json& j) { return olympus::arc::saved_to_json(olympus::arc::saved_from_json(j)); },
                  olympus::arc::kSaveVersion};
const SetUp kArc3{"arc", "--opt players=3", kArc2.arcade_save, olympus::arc::kSaveVersion};
const SetUp kCgs{"cgs", "--opt players=3",
                 [](const nlohmann::json& j) { return olympus::cgs::saved_to_json(olympus::cgs::saved_from_json(j)); },
                 olympus::cgs::kSaveVersion};
const SetUp kHeraZeus{"herazeus", "",
                      [](const nlohmann::json& j) {
                          return olympus::herazeus::saved_to_json(olympus::herazeus::saved_from_json(j));
                      },
                      olympus::herazeus::kSaveVersion};
const SetUp kMicroHero{"microhero", "--opt players=2 --opt expansions=all",
                       [](const nlohmann::json& j) { return j; },  // its saves hold the State itself
                       olympus::microhero::State::kSaveVersion};

}  // namespace

TEST_CASE("Load back: ARC, 2 and 3 players") {
    check_loads_back(kArc2);
    check_loads_back(kArc3);
}
TEST_CASE("Load back: Hera & Zeus") { check_loads_back(kHeraZeus); }
TEST_CASE("Load back: Micro Hero, co-op with every expansion") { check_loads_back(kMicroHero); }
TEST_CASE("Load back: CGS saves") { check_loads_back(kCgs, false); }
// CGS's state JSON carries a "format" key of its own ("olympus-cgs-state"), which --load once
// took for a save envelope's and refused.
TEST_CASE("Load back: CGS `state` output") {
    TempDir dir;
    const std::string state = state_line(play(dir, "cgs", "--seed 5 --opt players=3", "go\ngo\ngo\nstate\n"));
    REQUIRE(!state.empty());
    const fs::path f = dir.path / "state.json";
    std::ofstream(f) << state << "\n";
    CHECK(state_line(play(dir, "cgs", "--load '" + f.string() + "'", "state\n")) == state);
}
