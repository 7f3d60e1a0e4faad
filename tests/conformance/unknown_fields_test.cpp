// Every game's save reader refuses a field it does not know, wherever it stands, and says which
// and where: a misspelt field in a hand-edited save must not be passed by as if it were absent.
// Each object a game writes, at several points of a game, gets one field too many.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "arc/seats.hpp"
#include "cgs/seats.hpp"
#include "conformance/conformance.hpp"
#include "herazeus/entry.hpp"
#include "herazeus/play_screen.hpp"
#include "microhero/state.hpp"
#include "tui/game_entry.hpp"

namespace {

using nlohmann::json;

// The path of every object in `j`, as the readers write paths ("board.p[0]", "pieces[3].cards[0]").
void objects(const json& j, const std::string& path, std::vector<std::string>& out) {
    if (j.is_object()) {
        out.push_back(path);
        for (auto it = j.begin(); it != j.end(); ++it) objects(it.value(), path.empty() ? it.key() : path + "." + it.key(), out);
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) objects(j[i], path + "[" + std::to_string(i) + "]", out);
    }
}

// The object at `path` (as objects() names it) inside `j`.
json& object_at(json& j, const std::string& path) {
    json* at = &j;
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') ++i;
        if (path[i] == '[') {
            const std::size_t end = path.find(']', i);
            at = &(*at)[std::stoul(path.substr(i + 1, end - i - 1))];
            i = end + 1;
        } else {
            const std::size_t end = path.find_first_of(".[", i);
            at = &(*at)[path.substr(i, end == std::string::npos ? std::string::npos : end - i)];
            i = end == std::string::npos ? path.size() : end;
        }
    }
    return *at;
}

std::string refusal(const std::function<void(const json&)>& read, const json& j) {
    try {
        read(j);
    } catch (const std::exception& e) {
        return e.what();
    }
    return "";
}

// Adds a field "spare" to each object of `j` in turn: `read` must refuse each, naming the field
// and the object's path. `own_words`: objects (and all below them) read with messages of their
// own, which must still name "spare": maps whose keys are data (cells, stack numbers) and Hera &
// Zeus's decks, read as its deck file is. `state`: where the state stands in `j` ("game" in a saved
// game), whose reader names paths from the state's top.
void each_object_refuses_a_spare_field(const json& j, const std::function<void(const json&)>& read,
                                       const std::set<std::string>& own_words = {}, const std::string& state = "") {
    REQUIRE(refusal(read, j).empty());
    std::vector<std::string> paths;
    objects(j, "", paths);
    for (std::string path : paths) {
        CAPTURE(path);
        json d = j;
        object_at(d, path)["spare"] = 1;
        if (!state.empty() && path.rfind(state, 0) == 0) path = path.size() == state.size() ? "" : path.substr(state.size() + 1);
        const std::string why = refusal(read, d);
        REQUIRE_MESSAGE(!why.empty(), "a field 'spare' was passed by");
        bool own = false;
        for (const std::string& o : own_words) own = own || path == o || path.rfind(o + ".", 0) == 0 || path.rfind(o + "[", 0) == 0;
        if (own) {
            CHECK_MESSAGE(why.find("'spare'") != std::string::npos, why);
        } else if (path.empty()) {
            CHECK_MESSAGE(why.find("unknown field 'spare'") != std::string::npos, why);
        } else {
            CHECK_MESSAGE(why.find(path + ": unknown field 'spare'") != std::string::npos, why);
        }
    }
}

// States of one random game of `options`: its start and every `every` actions after it.
template <olympus::GameState S>
std::vector<S> states_of(const std::string& options, std::uint64_t seed, int every, int count) {
    std::vector<S> out;
    S s = S::new_game(olympus::conformance::options_of(options, seed));
    olympus::Rng rng(seed, 7);
    out.push_back(s);
    for (int step = 1; static_cast<int>(out.size()) < count && !s.is_terminal() && step < 5000; ++step) {
        auto acts = s.legal_actions();
        s.apply(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
        if (step % every == 0 || s.is_terminal()) out.push_back(s);
    }
    return out;
}

template <olympus::GameState S>
void check_states(const std::string& options, int every, const std::set<std::string>& own_words = {}) {
    for (const S& s : states_of<S>(options, 11, every, 5))
        each_object_refuses_a_spare_field(s.to_json(), [](const json& j) { S::from_json(j); }, own_words);
}

}  // namespace

TEST_CASE("Unknown fields: ARC states and saved games refuse them") {
    check_states<olympus::arc::State>("players=3", 15);
    namespace g = olympus::arc;
    const json saved = g::saved_to_json(g::saved_from_json(g::State::new_game(olympus::conformance::options_of("", 3)).to_json()));
    each_object_refuses_a_spare_field(saved, [](const json& j) { g::saved_from_json(j); }, {}, "game");
}

TEST_CASE("Unknown fields: CGS states and saved games refuse them") {
    check_states<olympus::cgs::State>("players=3", 40, {"banners", "stacks"});
    namespace g = olympus::cgs;
    const json saved = g::saved_to_json(g::saved_from_json(g::State::new_game(olympus::conformance::options_of("", 3)).to_json()));
    each_object_refuses_a_spare_field(saved, [](const json& j) { g::saved_from_json(j); }, {"banners", "stacks"}, "game");
}

TEST_CASE("Unknown fields: Hera & Zeus states and saved games refuse them") {
    check_states<olympus::herazeus::State>("", 6, {"decks"});
    namespace g = olympus::herazeus;
    const json saved = g::saved_to_json(g::saved_from_json(g::State::new_game(olympus::conformance::options_of("", 3)).to_json()));
    // The arcade's list reads a save through describe_save before Continue may open it.
    const olympus::GameEntry e = g::make_entry();
    each_object_refuses_a_spare_field(saved, [&](const json& j) { e.describe_save(j); }, {"decks"}, "game");
}

TEST_CASE("Unknown fields: Micro Hero states refuse them") {
    check_states<olympus::microhero::State>("players=2,expansions=all,difficulty=heroic", 12);
}
