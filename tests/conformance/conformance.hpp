// One conformance suite for every game, in the spirit of OpenSpiel's basic tests: random playouts
// that, after every action, run the game's check(), save and load the state back, read every
// legal action's text back to the same action, look at the table from every seat (and, where the
// game deals worlds from a view, deal one and see the same view), and offer actions that parse
// but are not legal now, which must leave the state byte for byte as it was, through apply(),
// through the table a host or a local screen plays on, and through the script mode. A game joins with one OLYMPUS_CONFORMANCE line (conformance_test.cpp).
#pragma once
#include <doctest/doctest.h>

#include <ctime>
#include <cstdlib>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/rng.hpp"
#include "core/script_mode.hpp"
#include "core/table.hpp"

namespace olympus::conformance {

// How long each set-up plays: a few dozen games, bounded in time, in every build (the sanitizer
// build too); OLYMPUS_LONG_TESTS=1 plays many more.
struct Budget {
    int games;
    int max_steps;  // a game still running after this many actions is left there
    double seconds;  // of this process's processor time, so a busy machine plays no fewer games
};
inline bool long_tests() {
    const char* e = std::getenv("OLYMPUS_LONG_TESTS");
    return e && *e && std::string(e) != "0";
}
inline Budget budget() { return long_tests() ? Budget{400, 3000, 300.0} : Budget{24, 600, 4.0}; }

// "key=value,key=value" as a game's options.
inline GameOptions options_of(const std::string& text, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    std::istringstream in(text);
    std::string kv;
    while (std::getline(in, kv, ',')) {
        auto eq = kv.find('=');
        if (eq != std::string::npos) o.values[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    return o;
}

// Texts near a legal one that may parse as another action: a digit changed, a word dropped or
// doubled, a word swapped for a word from another action.
inline std::vector<std::string> mutations_of(const std::string& text, const std::string& other, Rng& rng) {
    std::vector<std::string> out;
    std::vector<std::string> words, other_words;
    std::istringstream a(text), b(other);
    for (std::string w; a >> w;) words.push_back(w);
    for (std::string w; b >> w;) other_words.push_back(w);
    auto join = [](const std::vector<std::string>& ws) {
        std::string s;
        for (const auto& w : ws) s += (s.empty() ? "" : " ") + w;
        return s;
    };
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] >= '0' && text[i] <= '9') {
            std::string t = text;
            t[i] = static_cast<char>('0' + (text[i] - '0' + 1 + static_cast<int>(rng.below(9))) % 10);
            out.push_back(t);
            break;
        }
    if (words.size() > 1) {
        auto w = words;
        w.pop_back();
        out.push_back(join(w));
        w = words;
        w.push_back(words.back());
        out.push_back(join(w));
    }
    if (!words.empty() && !other_words.empty()) {
        auto w = words;
        w[rng.below(static_cast<std::uint32_t>(w.size()))] = other_words[rng.below(static_cast<std::uint32_t>(other_words.size()))];
        out.push_back(join(w));
    }
    return out;
}

// Offers `text` when it parses and is not legal in `s`: apply() must refuse it and leave the
// state as it was, and the script mode must refuse the line and show the same state after it.
// Returns whether the text was offered.
template <GameState S>
bool offer_illegal(const S& s, const std::set<std::string>& legal, const std::string& text) {
    if (legal.count(text)) return false;
    auto a = S::Action::parse(text);
    if (!a || legal.count(a->to_string())) return false;
    const std::string before = s.to_json().dump();
    S copy = s;
    bool refused = false;
    try {
        copy.apply(*a);
    } catch (const std::exception&) {
        refused = true;
    }
    INFO("the action offered: '", text, "'");
    CHECK_MESSAGE(refused, "apply() took an action that is not among the legal ones");
    CHECK_MESSAGE(copy.to_json().dump() == before, "a refused action changed the state");
    // A network host and a local table make every move through Table::apply (a client's move and
    // a key at this terminal both arrive as action text): the same refusal, the same state.
    {
        olympus::TableOf<S> table(s, nullptr);
        const std::string why = table.apply(text);
        CHECK_MESSAGE(!why.empty(), "the table took an action that is not among the legal ones");
        CHECK_MESSAGE(table.to_json().dump() == before, "a move the table refused changed the state");
    }
    std::istringstream in(text + "\nstate\n");
    std::ostringstream out;
    int rc = run_script(s, in, out, false, 1, ScriptHooks<S>{});
    CHECK(rc == 1);
    const std::string answer = out.str();
    CHECK_MESSAGE(answer.rfind("error: ", 0) == 0, "the script mode did not refuse it: ", answer.substr(0, 200));
    CHECK_MESSAGE(answer.size() >= before.size() + 1, "no state after the refused line");
    if (answer.size() >= before.size() + 1)
        CHECK_MESSAGE(answer.compare(answer.size() - before.size() - 1, before.size(), before) == 0,
                      "the script mode's state changed after a refused line");
    return true;
}

// The view checks: view_json for every seat, and where the game deals worlds from a view, a dealt
// world shows the seat the same view (and where it rebuilds a State from view JSON, the rebuilt
// one shows the same JSON).
template <GameState S>
void check_views(const S& s, Rng& rng) {
    for (int seat = 0; seat < s.num_players(); ++seat) {
        CAPTURE(seat);
        nlohmann::json v = s.view_json(seat);
        CHECK(!v.is_null());
        CHECK(!s.describe(seat).empty());
        if constexpr (requires(const S& x, Rng& r) { S::sample_world(x.view_for(0), 0, r); }) {
            auto view = s.view_for(seat);
            S world = S::sample_world(view, seat, rng);
            CHECK_MESSAGE(world.view_for(seat) == view, "a world dealt from the seat's view shows it another view");
            CHECK_MESSAGE(world.view_json(seat) == v, "a dealt world's view JSON differs");
        }
        if constexpr (requires(const nlohmann::json& j) { { S::from_view_json(j) } -> std::same_as<S>; }) {
            S rebuilt = S::from_view_json(v);
            CHECK_MESSAGE(rebuilt.view_json(seat) == v, "the State rebuilt from a view shows another view");
        }
    }
}

// Every check above, after every action of `games` random playouts of the set-up `options`.
template <GameState S>
void run(const std::string& name, const std::string& options, std::uint64_t first_seed) {
    const Budget b = budget();
    const std::clock_t start = std::clock();
    Rng rng(first_seed, 0xc0ff);
    int played = 0, finished = 0;
    long steps_total = 0, refusals = 0;
    for (int g = 0; g < b.games; ++g) {
        if (static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC > b.seconds) break;
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(g);
        CAPTURE(seed);
        S s = S::new_game(options_of(options, seed));
        std::vector<std::string> seen;  // action texts met so far: most are not legal later
        ++played;
        for (int step = 0; step <= b.max_steps; ++step) {
            CAPTURE(step);
            const std::string bad = check(s);
            REQUIRE_MESSAGE(bad.empty(), "check() after a legal action: ", bad);
            const nlohmann::json saved = s.to_json();
            S back = S::from_json(saved);
            REQUIRE_MESSAGE(back.to_json() == saved, "the state does not load back from its JSON to the same");
            REQUIRE(back.legal_actions().size() == s.legal_actions().size());
            check_views(s, rng);
            if (s.is_terminal()) {
                CHECK(s.legal_actions().empty());
                ++finished;
                break;
            }
            if (step == b.max_steps) break;
            auto acts = s.legal_actions();
            REQUIRE_MESSAGE(!acts.empty(), "a running game with no legal action");
            CHECK(s.current_player() >= 0);
            CHECK(s.current_player() < s.num_players());
            std::set<std::string> legal;
            for (const auto& a : acts) {
                const std::string t = a.to_string();
                auto p = S::Action::parse(t);
                REQUIRE_MESSAGE(p.has_value(), "a legal action's text does not parse: '", t, "'");
                CHECK_MESSAGE(p->to_string() == t, "a legal action's text parses to another action: '", t, "'");
                legal.insert(t);
            }
            CHECK_MESSAGE(legal.size() == acts.size(), "two legal actions share a text");
            // A few texts that are not legal now: met earlier in this game, or a legal text mutated.
            for (int k = 0; k < 2 && !seen.empty(); ++k)
                refusals += offer_illegal(s, legal, seen[rng.below(static_cast<std::uint32_t>(seen.size()))]);
            const std::string& some = acts[rng.below(static_cast<std::uint32_t>(acts.size()))].to_string();
            for (const auto& t : mutations_of(some, seen.empty() ? some : seen.back(), rng)) refusals += offer_illegal(s, legal, t);
            const auto& a = acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
            const std::string text = a.to_string();
            if (seen.size() < 400) seen.push_back(text);
            s.apply(a);
            ++steps_total;
        }
    }
    MESSAGE(name, " ", options, ": ", played, " games (", finished, " to the end), ", steps_total, " actions, ", refusals,
            " refused actions offered");
    CHECK(played > 0);
}

}  // namespace olympus::conformance

// One line per game and set-up: the State type, a name, and its options ("players=3,teams=on").
#define OLYMPUS_CONFORMANCE(State, name, options)                                                         \
    TEST_CASE("Conformance: " name " (" options ")") {                                                     \
        ::olympus::conformance::run<State>(name, options, std::hash<std::string>{}(std::string(name) + options) % 100000); \
    }
