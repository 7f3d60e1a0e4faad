// The script-mode protocol and each game's action parser. The first byte chooses the game; the
// rest is the lines a script would send. `save` lines are dropped (they would write files) and
// `go` thinks for a millisecond. Every action text that parses must print and parse back the same.
#include <sstream>

#include "app/registry.hpp"
#include "arc/state.hpp"
#include "cgs/state.hpp"
#include "fuzz/exercise.hpp"
#include "herazeus/state.hpp"
#include "microhero/state.hpp"

namespace {
using namespace olympus;

template <class A>
void parse_round_trip(std::string_view text) {
    auto a = A::parse(text);
    if (!a) return;
    auto again = A::parse(a->to_string());
    if (!again || again->to_string() != a->to_string()) fuzz::fail("action text does not parse back: " + a->to_string());
}
}  // namespace

OLYMPUS_FUZZ_TARGET(script) {
    fuzz::Bytes in(data, size);
    const auto& games = app::games();
    const GameEntry& game = games[static_cast<std::size_t>(in.below(static_cast<int>(games.size())))];
    std::istringstream raw{std::string(in.rest())};
    std::string script, line;
    while (std::getline(raw, line)) {
        parse_round_trip<microhero::Action>(line);
        parse_round_trip<herazeus::Action>(line);
        parse_round_trip<arc::Action>(line);
        parse_round_trip<cgs::Action>(line);
        auto first = line.find_first_not_of(" \t\r");
        if (first != std::string::npos && line.compare(first, 4, "save") == 0) continue;
        if (first != std::string::npos && line.compare(first, 2, "go") == 0) line = "go 1";
        script += line + "\n";
    }
    if (!game.run_script) return;
    std::istringstream script_in(script);
    std::ostringstream out;
    ScriptConfig cfg;
    cfg.app.seed = 1;
    cfg.json = (size % 2) == 1;
    cfg.in = &script_in;
    cfg.out = &out;
    (void)game.run_script(cfg);
}
