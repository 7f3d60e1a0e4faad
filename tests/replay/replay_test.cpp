// Replays: the file format, playing one again through each game's rules (forward, back, to a
// turn), the replay screen drawn from a seat's views, and what the local table keeps.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include <sys/stat.h>

#include "app/registry.hpp"
#include "arc/state.hpp"
#include "cgs/content.hpp"
#include "cgs/knowledge.hpp"
#include "cgs/state.hpp"
#include "herazeus/state.hpp"
#include "app/replay_commands.hpp"
#include "core/records.hpp"
#include "core/replay_cursor.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/replay_recorder.hpp"
#include "tui/replay_screen.hpp"

using namespace olympus;
using json = nlohmann::json;

namespace {

// A seeded game of `g` played to the end (or `cap` moves) by a random policy, as a replay; every
// position's state is kept to compare against.
struct Played {
    Replay replay;
    std::vector<json> states;  // states[k]: after k moves
};

Played play(const GameEntry& g, std::uint64_t seed, int cap, std::map<std::string, std::string> options = {}) {
    AppContext ctx;
    ctx.seed = seed;
    ctx.options = options;
    std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
    Played p;
    p.states.push_back(t->to_json());
    Rng rng(seed, 3);
    std::vector<std::string> actions;
    while (!t->is_terminal() && static_cast<int>(actions.size()) < cap) {
        auto legal = t->legal_actions();
        REQUIRE(!legal.empty());
        const std::string a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(t->apply(a).empty());
        actions.push_back(a);
        p.states.push_back(t->to_json());
    }
    std::vector<std::string> names(static_cast<std::size_t>(t->num_players()), "random");
    p.replay = sim_replay(g.id, seed, options, p.states.front(), actions, names, t->is_terminal(), t->winner());
    // This user played every seat (at one keyboard), so each seat's replay is theirs to see.
    for (std::string& who : p.replay.players) who = "person:" + unix_user_name();
    return p;
}

const GameEntry& game(const std::string& id) {
    const GameEntry* g = app::find_game(id);
    REQUIRE(g);
    return *g;
}

std::string draw(tui::Screen& s, int h, int w) {
    tui::MemoryCanvas c(h, w);
    tui::Theme t;
    t.glyphs = &tui::ascii_glyphs();
    s.draw(c, tui::Rect{0, 0, h - 1, w}, t);
    return c.to_text();
}

}  // namespace

TEST_CASE("a replay file reads back as it was written, and a damaged one is refused by field") {
    TempDir td;
    Played p = play(game("herazeus"), 5, 30);
    p.replay.options["side"] = "zeus";
    const auto file = td.path / "r.json";
    write_replay(file, p.replay);
    Replay back = read_replay(file);
    CHECK(replay_to_json(back) == replay_to_json(p.replay));
    CHECK(back.actions.size() == 30);

    json j = replay_to_json(p.replay);
    j.erase("actions");
    std::ofstream(td.path / "no-actions.json") << j.dump();
    CHECK_THROWS_WITH_AS(read_replay(td.path / "no-actions.json"), doctest::Contains("missing 'actions'"), std::runtime_error);
    j = replay_to_json(p.replay);
    j["version"] = 2;
    std::ofstream(td.path / "newer.json") << j.dump();
    CHECK_THROWS_WITH_AS(read_replay(td.path / "newer.json"), doctest::Contains("newer"), std::runtime_error);
    j = replay_to_json(p.replay);
    j["winner"] = 5;
    std::ofstream(td.path / "winner.json") << j.dump();
    CHECK_THROWS_WITH_AS(read_replay(td.path / "winner.json"), doctest::Contains("winner"), std::runtime_error);
}

TEST_CASE("every game's replay steps forward and back to exactly the states that were played") {
    for (const GameEntry& g : app::games()) {
        CAPTURE(g.id);
        REQUIRE(g.table_from_state);
        Played p = play(g, 11, 300);
        const int n = static_cast<int>(p.replay.actions.size());
        ReplayCursor c(p.replay, g.table_from_state);
        CHECK(c.moves() == n);
        CHECK(c.position() == n);
        CHECK(c.table().to_json() == p.states.back());
        // Back one at a time across a snapshot boundary, then jumps both ways.
        for (int k = n - 1; k >= std::max(0, n - 20); --k) {
            c.back();
            REQUIRE(c.position() == k);
            CHECK(c.table().to_json() == p.states[static_cast<std::size_t>(k)]);
        }
        for (int k : {0, n / 3, 1, n, n / 2 + 1, 17, 16, 15}) {
            if (k > n) continue;
            c.go_to(k);
            CHECK(c.table().to_json() == p.states[static_cast<std::size_t>(k)]);
        }
        c.go_to(0);
        c.forward();
        CHECK(c.table().to_json() == p.states[1]);
        // Turns: the first begins at the start, and each begins where the previous ends.
        CHECK(c.turn_start(1) == 0);
        CHECK(c.turn_at(0) == 1);
        for (int t = 2; t <= c.turns(); ++t) {
            CHECK(c.turn_start(t) > c.turn_start(t - 1));
            CHECK(c.turn_at(c.turn_start(t)) == t);
            CHECK(c.turn_at(c.turn_start(t) - 1) == t - 1);
        }
    }
}

TEST_CASE("a replay whose moves the rules refuse is refused whole, naming the move") {
    const GameEntry& g = game("herazeus");
    Played p = play(g, 3, 20);
    Replay garbage = p.replay;
    garbage.actions[4] = "no such move";
    CHECK_THROWS_WITH(ReplayCursor(garbage, g.table_from_state), doctest::Contains("move 5 ('no such move') cannot be made"));
    Replay ended = p.replay;
    ended.finished = true;  // 20 moves do not end a game of Hera & Zeus
    CHECK_THROWS_WITH(ReplayCursor(ended, g.table_from_state), doctest::Contains("do not end it"));
}

// The promise: each seat's replay shows only that seat's hidden cards. Two worlds that
// seat `seen` cannot tell apart (the other seats' hands and face-down cards dealt anew from its
// view) are played the same moves for as long as its views stay the same in both: its replay
// screens must be identical in both, at every move, with and without the inspector column. A
// screen showing any other seat's hidden cards would differ.
// Returns the number of positions compared where another seat's view differed between the worlds.
template <class S>
int same_screens_in_two_worlds(const GameEntry& g, std::uint64_t seed, int seen, std::map<std::string, std::string> options = {}) {
    Played p = play(g, seed, 200, options);
    const S real = S::from_json(p.replay.start);
    const int seats = static_cast<int>(p.replay.players.size());
    auto others_differ = [&](const auto& x, const auto& y) {
        for (int o = 0; o < seats; ++o)
            if (o != seen && x.view_json(o) != y.view_json(o)) return true;
        return false;
    };
    Rng rng(seed, 77);
    std::optional<S> other;
    for (int tries = 0; tries < 20 && !other; ++tries) {
        S w = S::sample_world(real.view_for(seen), seen, rng);
        if (others_differ(w, real)) other = std::move(w);
    }
    REQUIRE(other);
    REQUIRE(other->view_json(seen) == real.view_json(seen));
    // The moves made while `seen` sees the same in both worlds.
    auto a = g.table_from_state(real.to_json()), b = g.table_from_state(other->to_json());
    std::size_t same = 0;
    int hidden_differs = 1;  // at the start
    for (; same < p.replay.actions.size(); ++same) {
        const std::string& m = p.replay.actions[same];
        if (!b->apply(m).empty() || !a->apply(m).empty()) break;
        if (a->view_json(seen) != b->view_json(seen)) break;
        bool differs = false;
        for (int o = 0; o < seats; ++o) differs = differs || (o != seen && a->view_json(o) != b->view_json(o));
        hidden_differs += differs;
    }
    Replay ra = p.replay, rb = p.replay;
    ra.actions.resize(same);
    rb.actions.resize(same);
    ra.finished = rb.finished = false;
    rb.start = other->to_json();
    auto sa = tui::make_replay_screen(ReplayCursor(ra, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, seen});
    auto sb = tui::make_replay_screen(ReplayCursor(rb, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, seen});
    for (auto* s : {sa.get(), sb.get()}) s->on_key(tui::key::Home);
    for (std::size_t k = 0; k <= same; ++k) {
        CAPTURE(k);
        CHECK(draw(*sa, 24, 80) == draw(*sb, 24, 80));
        CHECK(draw(*sa, 40, 140) == draw(*sb, 40, 140));
        for (auto* s : {sa.get(), sb.get()}) s->on_key(tui::key::Right);
    }
    return hidden_differs;
}

// Every string a view holds, each passed through `name` (an id to the name a screen shows);
// the deck lists, public in ARC (both players know both decks), are no hidden card's place.
void strings_in(const json& j, const std::function<std::string(const std::string&)>& name, std::vector<std::string>& out,
                bool hands_only, bool in_hand = false) {
    if (j.is_string()) {
        if (!hands_only || in_hand) out.push_back(name(j.get<std::string>()));
    } else if (j.is_array()) {
        for (const json& x : j) strings_in(x, name, out, hands_only, in_hand);
    } else if (j.is_object()) {
        for (const auto& [k, x] : j.items())
            if (k != "decklist") strings_in(x, name, out, hands_only, in_hand || k == "hand");
    }
}

// The names of the cards in `seat`'s hand that nothing in `other`'s view names: its hidden cards.
std::set<std::string> hidden_from(const json& seat_view, const json& other_view, const std::function<std::string(const std::string&)>& name) {
    std::vector<std::string> held, known;
    strings_in(seat_view, name, held, true);
    strings_in(other_view, name, known, false);
    std::set<std::string> out;
    for (const std::string& h : held) {
        if (h.size() < 4) continue;  // "?" and the like: no name
        // A log's "Argus (0)" names the card a screen shows as "Argus 0".
        const auto names_it = [&](std::string k) {
            std::erase_if(k, [](char ch) { return ch == '(' || ch == ')'; });
            return k.find(h) != std::string::npos;
        };
        if (std::none_of(known.begin(), known.end(), names_it)) out.insert(h);
    }
    return out;
}

// Two seats' replays at the same move, at every move of a game: the cards hidden in one seat's
// hand are on its own screen and never on the other's. Returns how many times a hidden card was
// found on its own seat's screen (the check is meaningful only when that is not 0).
int hidden_cards_stay_home(const GameEntry& g, std::uint64_t seed, std::map<std::string, std::string> options,
                           const std::function<std::string(const std::string&)>& name) {
    Played p = play(g, seed, 120, options);
    const int seats = static_cast<int>(p.replay.players.size());
    std::vector<std::unique_ptr<tui::Screen>> screens;
    for (int s = 0; s < seats; ++s) {
        screens.push_back(tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, s}));
        screens.back()->on_key(tui::key::Home);
    }
    int shown_home = 0;
    ReplayCursor c(p.replay, g.table_from_state);
    for (int k = 0; k <= c.moves(); ++k) {
        CAPTURE(k);
        c.go_to(k);
        std::vector<std::string> text;
        for (auto& s : screens) text.push_back(draw(*s, 48, 160) + draw(*s, 24, 80));
        for (int s = 0; s < seats; ++s)
            for (int o = 0; o < seats; ++o) {
                if (o == s) continue;
                for (const std::string& card : hidden_from(c.table().view_json(s), c.table().view_json(o), name)) {
                    CAPTURE(s);
                    CAPTURE(o);
                    CAPTURE(card);
                    CHECK(text[static_cast<std::size_t>(o)].find(card) == std::string::npos);
                    shown_home += text[static_cast<std::size_t>(s)].find(card) != std::string::npos;
                }
            }
        for (auto& s : screens) s->on_key(tui::key::Right);
    }
    return shown_home;
}

// The seats of every game the replay goldens and the two-worlds tests show.
// Each with a seed whose game, played by the random policy, comes to its end in a few dozen to a
// few hundred moves (a winner where the game has one: CGS's seed 7 is won by P1 in round 5).
struct Seating {
    std::string game, label;
    std::map<std::string, std::string> options;
    std::uint64_t seed = 9;
};
const std::vector<Seating> kSeatings = {{"arc", "arc", {}, 9},
                                        {"arc", "arc-3p", {{"players", "3"}}, 9},
                                        {"cgs", "cgs", {}, 7},
                                        {"herazeus", "herazeus", {}, 9},
                                        {"microhero", "microhero", {}, 11},
                                        {"microhero", "microhero-coop", {{"players", "2"}}, 4}};

// How a seat's view names a card (an id) as its screens name it, for the games whose seats hold
// cards hidden from the others; empty for Micro Hero, whose heroes' cards lie open to both.
std::function<std::string(const std::string&)> card_namer(const std::string& game, const json& start) {
    if (game == "arc") return [](const std::string& s) { return s; };
    if (game == "herazeus") {
        auto hz = std::make_shared<herazeus::State>(herazeus::State::from_json(start));
        return [hz](const std::string& s) -> std::string {
            const auto t = hz->cards().from_full_name(s);
            if (!t) return s;
            const herazeus::CardType& c = hz->cards()[*t];
            return c.strength < 0 ? "" : c.name + " " + std::to_string(c.strength);  // as in hidden_cards_stay_home
        };
    }
    if (game == "cgs") {
        auto st = std::make_shared<cgs::State>(cgs::State::from_json(start));
        return [st](const std::string& s) -> std::string {
            for (const cgs::CardDef& c : st->content().cards)
                if (c.key == s) return c.name;
            return s;
        };
    }
    return {};
}

std::string first_line(const std::string& screen) { return screen.substr(0, screen.find('\n')); }

TEST_CASE("a seat's replay screen never shows another seat's hidden cards (two worlds it cannot tell apart), for every seat") {
    int hz = 0, arc = 0, arc3 = 0, cgs = 0;
    for (std::uint64_t seed = 21; seed < 31; ++seed) {
        CAPTURE(seed);
        for (int seat : {0, 1}) {
            CAPTURE(seat);
            hz += same_screens_in_two_worlds<herazeus::State>(game("herazeus"), seed, seat);
            arc += same_screens_in_two_worlds<arc::State>(game("arc"), seed, seat);
        }
        if (seed < 25) {
            for (int seat : {0, 1, 2}) {
                CAPTURE(seat);
                arc3 += same_screens_in_two_worlds<arc::State>(game("arc"), seed, seat, {{"players", "3"}});
            }
            for (int seat : {0, 1}) {
                CAPTURE(seat);
                cgs += same_screens_in_two_worlds<cgs::State>(game("cgs"), seed, seat);
            }
        }
    }
    // Meaningful only where the other seats' hidden cards differed: positions compared with them differing.
    MESSAGE("positions compared with another seat's hidden cards differing: Hera & Zeus " << hz << ", ARC " << arc
                                                                                         << ", ARC for 3 " << arc3 << ", CGS " << cgs);
    CHECK(hz >= 40);
    CHECK(arc >= 30);
    CHECK(arc3 >= 15);
    CHECK(cgs >= 10);
}

TEST_CASE("the same move seen by two seats: each seat's hidden cards are on its own screen and never on another's") {
    const auto as_is = [](const std::string& s) { return s; };
    CHECK(hidden_cards_stay_home(game("arc"), 9, {}, as_is) >= 50);
    CHECK(hidden_cards_stay_home(game("arc"), 12, {{"players", "3"}}, as_is) >= 50);
    // Hera & Zeus's views name a card by its deck and key ("hera:pegasus"); the screens by its name
    // and strength ("Pegasus 1"). A bare name is common words there ("Hera played...", "an Amazon
    // or Hercules" in a card's text), so a Mythology card, which has no strength, is not looked for.
    const herazeus::State hz = herazeus::State::from_json(play(game("herazeus"), 9, 0).replay.start);
    const auto hz_name = [&hz](const std::string& s) -> std::string {
        const auto t = hz.cards().from_full_name(s);
        if (!t) return s;
        const herazeus::CardType& c = hz.cards()[*t];
        return c.strength < 0 ? "" : c.name + " " + std::to_string(c.strength);
    };
    CHECK(hidden_cards_stay_home(game("herazeus"), 9, {}, hz_name) >= 50);
}

TEST_CASE("Micro Hero together: both heroes' cards lie open, so both seats' replays are the same screen but for whose it is") {
    const GameEntry& g = game("microhero");
    Played p = play(g, 9, 80, {{"players", "2"}});
    auto s0 = tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, 0});
    auto s1 = tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, 1});
    for (auto* s : {s0.get(), s1.get()}) s->on_key(tui::key::Home);
    int named = 0;  // screens where a draw was told by the cards' names
    for (std::size_t k = 0; k <= p.replay.actions.size(); ++k) {
        CAPTURE(k);
        for (auto [h, w] : {std::pair{24, 80}, std::pair{48, 160}}) {
            std::string a = draw(*s0, h, w), b = draw(*s1, h, w);
            const auto line = [](const std::string& t) { return t.substr(0, t.find('\n')); };
            CHECK(line(a).find("as P1") != std::string::npos);
            CHECK(line(b).find("as P2") != std::string::npos);
            CHECK(a.substr(a.find('\n')) == b.substr(b.find('\n')));
            // The cards each partner drew are named to both (the same open hands), never just counted.
            named += std::regex_search(a, std::regex("P[12] draws [A-Z]"));
        }
        for (auto* s : {s0.get(), s1.get()}) s->on_key(tui::key::Right);
    }
    CHECK(named > 0);
}

// The "a golden test per game": a finished game of each, opened as `olympus replay FILE`
// opens it (app::open_replay on a file written to disk, as cli.cpp does before run_terminal), as
// each seat saw it and as the public saw it; stepped on and back, a turn gone to with t, and
// golden screens at the end and in the middle. A seat's screens never name a card hidden in
// another seat's hand at that moment (the two-worlds tests above prove it at every move).
TEST_CASE("`olympus replay FILE` of a finished game of every game, each seat and the public: stepped, a turn gone to, golden at the end and in the middle") {
    for (const Seating& st : kSeatings) {
        CAPTURE(st.label);
        const GameEntry& g = game(st.game);
        const Played p = play(g, st.seed, 100000, st.options);
        REQUIRE(p.replay.finished);
        TempDir td;
        const auto file = td.path / (st.label + ".json");
        write_replay(file, p.replay);
        ReplayCursor c(read_replay(file), g.table_from_state);
        const int n = c.moves();
        REQUIRE(c.table().is_terminal());
        const std::string of_n = " of " + std::to_string(n) + ", ";
        // The middle: the turn (as the board's heading numbers it) under the middle move, gone to with t.
        const int turn = c.turn_numbers()[static_cast<std::size_t>(c.turn_at(n / 2) - 1)];
        int turn_pos = -1;
        for (std::size_t i = 0; i < c.turn_numbers().size() && turn_pos < 0; ++i)
            if (c.turn_numbers()[i] >= turn) turn_pos = c.turn_start(static_cast<int>(i) + 1);
        REQUIRE(turn_pos > 0);
        REQUIRE(turn_pos + 1 < n);
        const auto names = card_namer(st.game, p.replay.start);
        int hidden_at_home = 0;
        // The cards each seat holds hidden from `viewer` after `pos` moves are not on `screen`.
        auto no_other_hidden = [&](int viewer, int pos, const std::string& screen) {
            if (!names) return;
            c.go_to(pos);
            const json seen = viewer < 0 ? *c.table().public_view_json() : c.table().view_json(viewer);
            for (int o = 0; o < c.table().num_players(); ++o) {
                if (o == viewer) continue;
                for (const std::string& card : hidden_from(c.table().view_json(o), seen, names)) {
                    CAPTURE(viewer);
                    CAPTURE(o);
                    CAPTURE(card);
                    CHECK(screen.find(card) == std::string::npos);
                }
                if (viewer >= 0)
                    for (const std::string& card : hidden_from(c.table().view_json(viewer), c.table().view_json(o), names))
                        hidden_at_home += screen.find(card) != std::string::npos;
            }
        };
        std::vector<int> views{-1};
        for (int seat = 0; seat < static_cast<int>(p.replay.seats.size()); ++seat) views.push_back(seat);
        for (int view : views) {
            CAPTURE(view);
            const std::string name = "replay/" + st.label + (view < 0 ? "-public" : "-seat" + std::to_string(view));
            tui::ScreenStack stack(app::open_replay(file, view));
            // It opens at the end: how the game ended is on the screen.
            std::string screen = render(stack, 24, 80, false, false);
            CHECK(first_line(screen).find("move " + std::to_string(n) + of_n) != std::string::npos);
            CHECK(screen.find(p.replay.result) != std::string::npos);
            CHECK(screen.find("(so far)") == std::string::npos);
            no_other_hidden(view, n, screen + render(stack, 48, 160, false, false));
            check_golden(name + "-end", screen);
            // Stepped from the start, on and back.
            stack.feed(tui::key::Home);
            CHECK(first_line(render(stack, 24, 80, false, false)).find("move 0" + of_n) != std::string::npos);
            for (int i = 0; i < 3; ++i) stack.feed(tui::key::Right);
            stack.feed(tui::key::Left);
            CHECK(first_line(render(stack, 24, 80, false, false)).find("move 2" + of_n) != std::string::npos);
            // t, the middle turn's number, Enter: to that turn's first move; then one on, two on, one back.
            stack.feed('t');
            for (char ch : std::to_string(turn)) stack.feed(ch);
            stack.feed(tui::key::Enter);
            screen = render(stack, 24, 80, false, false);
            CHECK(first_line(screen).find("move " + std::to_string(turn_pos) + of_n + c.turn_word() + " " + std::to_string(turn) + " of") !=
                  std::string::npos);
            for (int k : {tui::key::Right, tui::key::Right, tui::key::Left}) stack.feed(k);
            screen = render(stack, 24, 80, false, false);
            CHECK(first_line(screen).find("move " + std::to_string(turn_pos + 1) + of_n) != std::string::npos);
            no_other_hidden(view, turn_pos + 1, screen + render(stack, 48, 160, false, false));
            check_golden(name + "-middle", screen);
            // The same move reached by stepping on from the start is drawn the same.
            tui::ScreenStack again(app::open_replay(file, view));
            again.feed(tui::key::Home);
            for (int i = 0; i <= turn_pos; ++i) again.feed(tui::key::Right);
            CHECK(render(again, 24, 80, false, false) == screen);
        }
        // Meaningful only where a seat's own hidden cards were found on its own screens.
        if (names) CHECK(hidden_at_home > 0);
    }
}

TEST_CASE("the replay names its turn as the board's own heading does, at every move, and goes to a turn by that number") {
    // The board's heading says "Turn N" (ARC, Hera & Zeus, Micro Hero) or "Round N" (CGS): the
    // replay's heading says the same number, never a count of its own (each side's half of a Hera
    // & Zeus turn is a turn mark). While ARC's board holds the box of a fight over the table as
    // the fight left it, the turn is that table's, as its heading shows.
    for (const Seating& st : kSeatings) {
        CAPTURE(st.label);
        const GameEntry& g = game(st.game);
        const Played p = play(g, st.seed, 100000, st.options);
        REQUIRE(p.replay.finished);
        const std::string heading = st.game == "cgs" ? "Round " : "Turn ";
        const std::string word = st.game == "cgs" ? "round" : "turn";
        auto number_after = [](const std::string& text, const std::string& w) {
            const auto at = text.find(w);
            REQUIRE(at != std::string::npos);
            return std::stoi(text.substr(at + w.size()));
        };
        int boxes = 0;  // positions where the board drew a box over an earlier table
        for (int seat = -1; seat < static_cast<int>(p.replay.seats.size()); ++seat) {
            CAPTURE(seat);
            tui::ScreenStack stack(tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, seat}));
            stack.feed(tui::key::Home);
            int last = -1;
            for (int pos = 0; pos <= static_cast<int>(p.replay.actions.size()); ++pos) {
                CAPTURE(pos);
                const std::string screen = render(stack, 24, 80, false, false);
                const std::string first = first_line(screen);
                const std::string rest = screen.substr(screen.find('\n') + 1);
                REQUIRE(first.find("move " + std::to_string(pos) + " of") != std::string::npos);
                const int shown = number_after(first, ", " + word + " ");
                CHECK(shown == number_after(rest, heading));
                boxes += rest.find("Press Enter to go on") != std::string::npos;
                last = shown;
                stack.feed(tui::key::Right);
            }
            // t, a number, Enter: the board's heading then shows that number.
            const int target = std::max(1, last / 2);
            stack.feed('t');
            for (char c : std::to_string(target)) stack.feed(c);
            stack.feed(tui::key::Enter);
            const std::string screen = render(stack, 24, 80, false, false);
            CHECK(number_after(screen.substr(screen.find('\n') + 1), heading) == target);
            CHECK(number_after(first_line(screen), ", " + word + " ") == target);
        }
        if (st.game == "arc") CHECK(boxes > 0);
    }
}

// A seat's served replay, as the game server builds it (src/net/server.cpp): the views that seat
// was sent after each move, and the turns.
tui::SeatReplay served_replay(const Played& p, const GameEntry& g, int seat, bool finished) {
    ReplayCursor c(p.replay, g.table_from_state);
    tui::SeatReplay r;
    r.game = p.replay.game;
    r.seats = p.replay.seats;
    r.seat = seat;
    r.finished = finished;
    r.result = finished ? p.replay.result : "";
    for (int t = 1; t <= c.turns(); ++t) r.turn_starts.push_back(c.turn_start(t));
    r.turn_numbers = c.turn_numbers();
    r.turn_word = c.turn_word();
    for (int k = 0; k <= c.moves(); ++k) r.views.push_back(replay_view_message(c, k, seat));
    c.go_to(0);
    r.setup = c.table().setup_json();
    return r;
}

std::string last_line(const std::string& screen) {
    std::string s = screen;
    while (!s.empty() && s.back() == '\n') s.pop_back();
    return s.substr(s.rfind('\n') + 1);
}

// A game `moves` moves in and still going, its first seat this user's, written to `file`: the
// replay of a game in progress as the user's own History keeps it.
Played write_game_in_progress(const GameEntry& g, const std::filesystem::path& file, int moves = 14) {
    Played p = play(g, 4, moves);
    p.replay.finished = false;
    p.replay.players = {"person:" + unix_user_name(), "computer:strong"};
    write_replay(file, p.replay);
    return p;
}

TEST_CASE("a game still being played says \"(so far)\" at every move of its replay, local or served, and a finished one never") {
    const GameEntry& g = game("herazeus");
    TempDir td;
    const Played p = write_game_in_progress(g, td.path / "going.json");
    const Played done = play(g, 9, 100000);
    REQUIRE(done.replay.finished);
    write_replay(td.path / "done.json", done.replay);
    auto every_move = [](tui::ScreenStack& stack, int n, bool so_far) {
        stack.feed(tui::key::Home);
        // On from the start to the end, then back, and a jump to a turn.
        for (int k = 0; k <= 2 * n; ++k) {
            CAPTURE(k);
            for (auto [h, w] : {std::pair{24, 80}, std::pair{48, 160}}) {
                const std::string top = render(stack, h, w, false, false);
                CHECK((top.find("(so far)") != std::string::npos || top.find("So far: the game goes on.") != std::string::npos) == so_far);
            }
            stack.feed(k < n ? tui::key::Right : tui::key::Left);
        }
    };
    {
        tui::ScreenStack stack(app::open_replay(td.path / "going.json", std::nullopt));
        every_move(stack, 14, true);
    }
    {
        tui::ScreenStack stack(tui::make_replay_screen(served_replay(p, g, 0, false), tui::ReplayShow{g.title, g.make_remote_board, 0}));
        every_move(stack, 14, true);
        for (int k : {int{'t'}, int{'2'}, tui::key::Enter}) stack.feed(k);
        CHECK(first_line(render(stack, 24, 80, false, false)).find("(so far)") != std::string::npos);
    }
    {
        tui::ScreenStack stack(app::open_replay(td.path / "done.json", 1));
        every_move(stack, static_cast<int>(done.replay.actions.size()), false);
    }
}

TEST_CASE("the replay's key line offers v at 80 columns where it changes whose view it is, and only there; where it cannot, v says why") {
    const GameEntry& g = game("herazeus");
    TempDir td;
    const Played p = write_game_in_progress(g, td.path / "mine.json");
    Played theirs = p;
    theirs.replay.players = {"computer:skilled", "computer:strong"};
    write_replay(td.path / "theirs.json", theirs.replay);
    // The user's own seat of a game in progress: their seat and the public view, v between them.
    {
        tui::ScreenStack stack(app::open_replay(td.path / "mine.json", std::nullopt));
        for (auto [h, w] : {std::pair{24, 80}, std::pair{48, 160}}) {
            const std::string keys = last_line(render(stack, h, w, false, false));
            CAPTURE(keys);
            CHECK(keys.find("v whose view") != std::string::npos);
            CHECK(keys.find("q back") != std::string::npos);
            CHECK(keys.find("Left/Right step") != std::string::npos);
        }
        CHECK(first_line(render(stack, 24, 80, false, false)).find("as P1 (random) saw it") != std::string::npos);
        stack.feed('v');
        CHECK(first_line(render(stack, 24, 80, false, false)).find("the public view") != std::string::npos);
        stack.feed('v');
        CHECK(first_line(render(stack, 24, 80, false, false)).find("as P1 (random) saw it") != std::string::npos);
    }
    // A game in progress the user had no seat in, and a game server's replay: one view, no v.
    const std::vector<std::pair<std::string, std::string>> why = {
        {"theirs", "only the public view can be shown"}, {"served seat", "only your own seat's view"}, {"served public", "only the public view of this game"}};
    for (const auto& [what, says] : why) {
        CAPTURE(what);
        auto screen = what == "theirs" ? app::open_replay(td.path / "theirs.json", std::nullopt)
                                        : tui::make_replay_screen(served_replay(p, g, what == "served seat" ? 0 : -1, false),
                                                                  tui::ReplayShow{g.title, g.make_remote_board, 0});
        tui::ScreenStack stack(std::move(screen));
        const std::string before = render(stack, 24, 80, false, false);
        for (auto [h, w] : {std::pair{24, 80}, std::pair{48, 160}}) {
            const std::string keys = last_line(render(stack, h, w, false, false));
            CAPTURE(keys);
            CHECK(keys.find("v ") == std::string::npos);
            CHECK(keys.find("q back") != std::string::npos);
        }
        stack.feed('v');
        const std::string after = render(stack, 24, 80, false, false);
        CHECK(first_line(after) == first_line(before));
        // The status line, wrapped: its lines joined again.
        const std::string joined = std::regex_replace(after, std::regex("\n +"), " ");
        CHECK(joined.find(says) != std::string::npos);
    }
}

TEST_CASE("at the end of a finished game's replay, how it ended is read whole at 80 columns") {
    const GameEntry& g = game("herazeus");
    Played p = play(g, 3, 100000);
    REQUIRE(p.replay.finished);
    const std::string result = p.replay.result;
    REQUIRE(!result.empty());
    tui::ScreenStack stack(tui::make_replay_screen(ReplayCursor(p.replay, g.table_from_state), tui::ReplayShow{g.title, g.make_remote_board, 0}));
    stack.feed(tui::key::End);
    const std::string screen = render(stack, 24, 80, false, false);
    // "Replay: move 115 of 115, turn 47 of 47, as P1 (random) saw it" leaves no room for it.
    CHECK(screen.find(result) != std::string::npos);
    // And the board's own heading below it is still shown.
    CHECK(screen.find("Hera & Zeus   Turn") != std::string::npos);
}

TEST_CASE("`olympus replay` refuses another seat of a game still being played, and a file that is not a replay") {
    TempDir td;
    write_game_in_progress(game("herazeus"), td.path / "r.json", 10);
    CHECK_NOTHROW(app::open_replay(td.path / "r.json", 0));
    CHECK_NOTHROW(app::open_replay(td.path / "r.json", -1));
    CHECK_THROWS_WITH(app::open_replay(td.path / "r.json", 1), doctest::Contains("not yours to see"));
    CHECK_THROWS_WITH(app::open_replay(td.path / "r.json", 2), doctest::Contains("seats 0 to 1"));
    std::ofstream(td.path / "x.json") << "{\"format\": \"olympus-save\"}";
    CHECK_THROWS_WITH(app::open_replay(td.path / "x.json", std::nullopt), doctest::Contains("not a replay"));
}

// A replay holds every seat's hidden cards (the start and every move): this user's alone, like
// the game server's files, whatever the umask lets through.
TEST_CASE("replay files are written readable by their owner alone (0600): written, kept by the table, finished, and by sim") {
    namespace fs = std::filesystem;
    const mode_t old_umask = ::umask(022);
    TempDir td;
    const auto private_file = [](const fs::path& f) {
        CAPTURE(f.string());
        REQUIRE(fs::exists(f));
        CHECK((fs::status(f).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write));
    };
    const GameEntry& g = game("herazeus");
    Played p = play(g, 5, 100000);
    // write_replay, over a file that was 0644 before (an older Olympus's).
    const auto file = td.path / "r.json";
    std::ofstream(file) << "{}";
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
    write_replay(file, p.replay);
    private_file(file);
    // `olympus sim --save-replays DIR`
    replays_to_folder(td.path / "sims", "herazeus")(0, p.replay);
    private_file(td.path / "sims" / "herazeus-1.json");
    // The table's recorder: the game in progress, then finished.
    AppContext ctx;
    ctx.seed = 5;
    std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
    tui::GameKeeping k{td.path, "herazeus", "duel", {"", "strong"}, 5, {}, false};
    tui::ReplayRecorder r(k, *t, {"Zeus (you)", "Hera (strong)"});
    for (const std::string& a : p.replay.actions) {
        if (t->is_terminal()) break;
        REQUIRE(t->apply(a).empty());
        r.moved(a);
        if (r.moves() == 3) {
            r.save(*t);
            private_file(in_progress_replay(td.path, "herazeus", "duel"));
        }
    }
    REQUIRE(t->is_terminal());
    CHECK(r.finish(*t).empty());
    auto listed = list_replays(td.path);
    REQUIRE(listed.size() == 1);
    private_file(listed[0].path);
    ::umask(old_umask);
}

TEST_CASE("the table's recorder keeps the replay beside the save, continues it, and finishes it with a record") {
    TempDir td;
    const GameEntry& g = game("herazeus");
    AppContext ctx;
    ctx.seed = 8;
    std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
    tui::GameKeeping k{td.path, "herazeus", "duel", {"", "strong"}, 8, {}, false};
    const json start = t->to_json();
    {
        tui::ReplayRecorder r(k, *t, {"Zeus (you)", "Hera (strong)"});
        for (int i = 0; i < 6; ++i) {
            const std::string a = t->legal_actions().front();
            REQUIRE(t->apply(a).empty());
            r.moved(a);
        }
        r.save(*t);
    }
    const auto kept = in_progress_replay(td.path, "herazeus", "duel");
    REQUIRE(std::filesystem::exists(kept));
    CHECK(read_replay(kept).actions.size() == 6);
    CHECK(read_replay(kept).players == std::vector<std::string>{"person:" + unix_user_name(), "computer:strong"});
    // Continued where the save stands: the same replay goes on.
    tui::ReplayRecorder again(k, *t, {"Zeus (you)", "Hera (strong)"});
    CHECK(again.moves() == 6);
    CHECK(again.replay().start == start);
    // A save the replay does not end at (an older replay): a new one starts from the save.
    std::unique_ptr<Table> other = g.make_table(ctx, std::nullopt);
    tui::ReplayRecorder fresh(k, *other, {"Zeus (you)", "Hera (strong)"});
    CHECK(fresh.moves() == 0);
    // Played to the end and finished: the replay moves out of in-progress, a record is added.
    Rng rng(1, 1);
    while (!t->is_terminal()) {
        auto legal = t->legal_actions();
        const std::string a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(t->apply(a).empty());
        again.moved(a);
    }
    CHECK(again.finish(*t).empty());
    CHECK_FALSE(std::filesystem::exists(kept));
    auto listed = list_replays(td.path);
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].finished);
    CHECK(listed[0].problem.empty());
    ReplayCursor c(read_replay(listed[0].path), g.table_from_state);
    CHECK(c.table().is_terminal());
    Records rec(records_path(td.path));
    auto lines = rec.games(unix_user_name());
    REQUIRE(lines.size() == 2);  // Hera & Zeus in all, and against the strong computer
    CHECK(lines[0].played == 1);
    CHECK(lines[1].opponent == "computer:strong");
    CHECK(lines[0].won + lines[0].lost + lines[0].drawn == 1);
}

TEST_CASE("records update after a CGS game finishes: the game, and each computer seat against it") {
    TempDir td;
    const GameEntry& g = game("cgs");
    AppContext ctx;
    ctx.seed = 4;
    ctx.options = {{"players", "3"}, {"max_rounds", "6"}};
    std::unique_ptr<Table> t = g.make_table(ctx, std::nullopt);
    tui::GameKeeping k{td.path, "cgs", "race", {"", "skilled", "novice"}, 4, {}, false};
    tui::ReplayRecorder r(k, *t, {"P1 (you)", "P2 (skilled)", "P3 (novice)"});
    Rng rng(3, 1);
    for (int n = 0; !t->is_terminal() && n < 20000; ++n) {
        auto legal = t->legal_actions();
        const std::string a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(t->apply(a).empty());
        r.moved(a);
    }
    REQUIRE(t->is_terminal());
    CHECK(r.finish(*t).empty());
    Records rec(records_path(td.path));
    auto lines = rec.games(unix_user_name());
    REQUIRE(lines.size() == 3);  // CGS in all, and against each computer level
    CHECK(lines[0].game == "cgs");
    CHECK(lines[0].opponent.empty());
    CHECK(lines[0].played == 1);
    CHECK(lines[0].won + lines[0].lost + lines[0].drawn == 1);
    CHECK(lines[1].opponent == "computer:novice");
    CHECK(lines[2].opponent == "computer:skilled");
    CHECK(lines[1].played == 1);
    CHECK(lines[2].played == 1);
    // Played again, the same lines count two.
    std::unique_ptr<Table> again = g.make_table(ctx, std::nullopt);
    tui::GameKeeping k2{td.path, "cgs", "race2", {"", "skilled", "novice"}, 4, {}, false};
    tui::ReplayRecorder r2(k2, *again, {"P1 (you)", "P2 (skilled)", "P3 (novice)"});
    for (int n = 0; !again->is_terminal() && n < 20000; ++n) {
        auto legal = again->legal_actions();
        const std::string a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        REQUIRE(again->apply(a).empty());
        r2.moved(a);
    }
    CHECK(r2.finish(*again).empty());
    CHECK(Records(records_path(td.path)).games(unix_user_name())[0].played == 2);
}

TEST_CASE("History at 80 columns: every line whole, and how the game under the cursor went read below the list") {
    TempDir td;
    // A finished game with a long result, and one in progress, kept where the table keeps them.
    Played done = play(game("herazeus"), 3, 100000);
    REQUIRE(done.replay.finished);
    done.replay.ended = "2026-11-25 10:04 UTC";
    done.replay.result = "Hera (strong, the computer) won: Zeus has no card left to play and no move to make";
    write_replay(finished_replay_path(td.path, "herazeus", "duel"), done.replay);
    Played going = play(game("arc"), 4, 12, {{"players", "3"}});
    going.replay.started = "2026-11-26 21:30 UTC";
    write_replay(in_progress_replay(td.path, "arc", "three"), going.replay);
    AppContext ctx;
    ctx.save_dir = td.path;
    tui::ScreenStack stack(app::make_history_screen(ctx));
    for (int k = 0; k < 2; ++k) {
        const std::string screen = render(stack, 24, 80, false, false);
        CAPTURE(screen);
        // No line of the screen ends in the cut mark; the frame's right edge stands in column 80.
        std::istringstream in(screen);
        for (std::string line; std::getline(in, line);) {
            CHECK(line.find("~ ") == std::string::npos);
            CHECK(line.find("~|") == std::string::npos);
        }
        if (k == 0) stack.feed(tui::key::Down);
    }
    // The list's lines, and each game's whole account shown when its entry is under the cursor.
    stack.feed(tui::key::Home);
    std::string screen = render(stack, 24, 80, false, false);
    const std::string arc_first = screen;
    stack.feed(tui::key::Down);
    screen = render(stack, 24, 80, false, false);
    CHECK(arc_first.find("2026-11-26 21:30 UTC, in progress") != std::string::npos);
    CHECK(arc_first.find("2026-11-25 10:04 UTC, " + std::to_string(done.replay.actions.size()) + " moves") != std::string::npos);
    const auto flat = [](std::string s) {
        std::string out;
        for (char ch : s) {
            if (ch == '\n' || ch == '|') ch = ' ';
            if (ch == ' ' && !out.empty() && out.back() == ' ') continue;
            out += ch;
        }
        return out;
    };
    const std::string whole = "2026-11-25 10:04 UTC, " + done.replay.result + " in " + std::to_string(done.replay.actions.size()) + " moves.";
    const std::string partial = "2026-11-26 21:30 UTC, in progress, 12 moves so far.";
    CHECK(flat(arc_first + screen).find(whole) != std::string::npos);
    CHECK(flat(arc_first + screen).find(partial) != std::string::npos);
    // Only the entry under the cursor is told below the list.
    CHECK((flat(arc_first).find(whole) == std::string::npos) != (flat(screen).find(whole) == std::string::npos));
}

