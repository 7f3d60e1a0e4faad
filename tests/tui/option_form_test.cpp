// The shared set-up form: what a key does, what is shown, what --opt may preset.
#include <doctest/doctest.h>

#include "core/engine.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/option_form.hpp"
#include "tui/screen_stack.hpp"

using namespace olympus;
using namespace olympus::tui;

namespace {

// Two seats and a level; the third level is locked, and a second seat's row only with two players.
std::vector<FormField> fields(const FormValues& v) {
    std::vector<FormField> f{{"players", "Players", "How many play.", {{"1", "one", "alone."}, {"2", "two", "a pair."}}},
                             {"level", "Level", "How hard.",
                              {{"easy", "Easy", "for a first game."},
                               {"hard", "Hard", "for the bold."},
                               {"epic", "Epic", "the hardest.", "opens after a win"}}}};
    if (v.count("players") && v.at("players") == "2") f.push_back({"second", "Second", "Who plays second.", {{"a", "Ann"}, {"b", "Bob"}}});
    return f;
}

std::string shown(const OptionForm& form, int h = 20, int w = 60) {
    MemoryCanvas c(h, w);
    Theme t;
    t.glyphs = &ascii_glyphs();
    form.draw(c, {0, 0, h, w}, t);
    return c.to_text();
}

}  // namespace

TEST_CASE("Option form: Left/Right change the field under the cursor and step over a locked value") {
    OptionForm form(fields, "Start");
    CHECK(form.value("players") == "1");
    CHECK(form.on_key(key::Right) == OptionForm::Result::Handled);
    CHECK(form.value("players") == "2");
    CHECK(form.fields().size() == 3u);  // the second seat's row came with two players
    CHECK(form.on_key(key::Down) == OptionForm::Result::Handled);
    CHECK(form.cursor() == "level");
    form.on_key(key::Right);
    CHECK(form.value("level") == "hard");
    form.on_key(key::Right);  // Epic is locked: back round to Easy
    CHECK(form.value("level") == "easy");
    form.on_key(key::Left);
    CHECK(form.value("level") == "hard");
    CHECK(!form.set("level", "epic"));
    CHECK(form.value("level") == "hard");
}

TEST_CASE("Option form: Enter moves on from a field and starts only on the Start row; the key line says so") {
    OptionForm form(fields, "Start");
    auto hint = [&](const std::string& keys) {
        for (const KeyHint& h : form.key_hints())
            if (h.keys == keys) return h.what;
        return std::string();
    };
    CHECK(hint("Enter") == "next field");
    CHECK(hint("Left/Right") == "change");
    CHECK(form.on_key(key::Enter) == OptionForm::Result::Handled);
    CHECK(form.value("players") == "1");  // Enter changed nothing
    CHECK(form.cursor() == "level");
    CHECK(form.on_key(key::Enter) == OptionForm::Result::Handled);
    CHECK(form.cursor().empty());  // the Start row
    CHECK(hint("Enter") == "start");
    CHECK(form.on_key(key::Enter) == OptionForm::Result::Start);
    CHECK(form.on_key('q') == OptionForm::Result::Back);
}

TEST_CASE("Option form: the field under the cursor has < > and every value explained, a locked one with its reason") {
    OptionForm form(fields, "Start");
    form.on_key(key::Down);
    const std::string screen = shown(form);
    INFO(screen);
    CHECK(screen.find("> Level    < Easy >") != std::string::npos);
    CHECK(screen.find("  Players    one") != std::string::npos);  // markers only under the cursor
    CHECK(screen.find("How hard.") != std::string::npos);
    CHECK(screen.find("> Easy: for a first game.") != std::string::npos);
    CHECK(screen.find("  Hard: for the bold.") != std::string::npos);
    CHECK(screen.find("  Epic (locked): opens after a win") != std::string::npos);
    // Too little room for every value: the one chosen, and what is locked and why.
    const std::string small = shown(form, 8);
    INFO(small);
    CHECK(small.find("Easy: for a first game.") != std::string::npos);
    CHECK(small.find("Hard: for the bold.") == std::string::npos);
    CHECK(small.find("Locked: Epic: opens after a win") != std::string::npos);
}

TEST_CASE("Option form: --opt presets, and refuses an unknown key, an unknown value and a locked value, changing nothing") {
    OptionForm form(fields, "Start");
    CHECK(form.preset({{"players", "2"}, {"second", "b"}, {"level", "hard"}}) == "");
    CHECK(form.value("second") == "b");  // a field that exists only once another is preset
    CHECK(form.value("level") == "hard");
    const FormValues before = form.values();
    CHECK(form.preset({{"colour", "red"}}, {"turns"}) ==
          "--opt colour=red: there is no option colour here; the options are players, level, second, turns.");
    CHECK(form.preset({{"level", "extreme"}}) == "--opt level=extreme: Level cannot be extreme; it is one of easy, hard, epic.");
    CHECK(form.preset({{"level", "epic"}}) == "--opt level=epic: Level cannot be Epic now: opens after a win.");
    CHECK(form.preset({{"players", "1"}, {"second", "a"}}).find("there is no option second here") != std::string::npos);
    CHECK(form.values() == before);
    CHECK(form.preset({{"turns", "9"}}, {"turns"}) == "");  // the game's own key, not a field
}

TEST_CASE("Option form: the set-up screen refuses --opt before it opens, and starts with the values chosen") {
    SetupSpec spec;
    spec.title = "New test game";
    spec.start_label = "Start";
    spec.fields = fields;
    FormValues started;
    spec.start = [&](const FormValues& v, std::string&) {
        started = v;
        return Transition::pop();
    };
    CHECK_THROWS_WITH_AS(make_setup_screen(spec, {{"level", "epic"}}), "--opt level=epic: Level cannot be Epic now: opens after a win.",
                         OptionError);
    ScreenStack stack(make_setup_screen(spec, {{"level", "hard"}}));
    stack.feed(key::End);
    stack.feed(key::Enter);
    CHECK(started.at("level") == "hard");
    CHECK(started.at("players") == "1");
}

TEST_CASE("Option form: a field with one open value offers no change; a Start the values cannot make says why, offers no Enter, and --opt to it is refused") {
    // Only Easy open: Left/Right would do nothing, so the key line does not offer them.
    auto one_open = [](const FormValues&) {
        return std::vector<FormField>{{"level", "Level", "How hard.",
                                       {{"easy", "Easy", "for a first game."}, {"epic", "Epic", "the hardest.", "opens after a win"}}}};
    };
    OptionForm lone(one_open, "Start");
    for (const KeyHint& h : lone.key_hints()) CHECK(h.keys != "Left/Right");
    CHECK(shown(lone).find("Epic (locked): opens after a win") != std::string::npos);

    SetupSpec spec;
    spec.title = "New test game";
    spec.start_label = "Start";
    spec.fields = fields;
    bool started = false;
    spec.start = [&](const FormValues&, std::string&) {
        started = true;
        return Transition::pop();
    };
    spec.blocked = [](const FormValues& v) { return v.at("players") == "2" ? std::string("Two need a second board.") : std::string(); };
    CHECK_THROWS_WITH_AS(make_setup_screen(spec, {{"players", "2"}}), "--opt players=2: Two need a second board.", OptionError);
    ScreenStack stack(make_setup_screen(spec, {}));
    stack.feed(key::Right);  // two players
    stack.feed(key::End);
    MemoryCanvas c(24, 80);
    Theme t;
    t.glyphs = &ascii_glyphs();
    stack.draw(c, t);
    const std::string screen = c.to_text();
    INFO(screen);
    CHECK(screen.find("Start  (not yet: see below)") != std::string::npos);
    CHECK(screen.find("The game cannot start yet. Two need a second board.") != std::string::npos);
    CHECK(screen.find("Enter start") == std::string::npos);
    stack.feed(key::Enter);
    CHECK(!started);
    stack.feed(key::Home);
    stack.feed(key::Left);  // one player: Start is open again
    stack.feed(key::End);
    stack.feed(key::Enter);
    CHECK(started);
}

namespace {
// Eight fields, the last with a value whose line runs over several rows at 40 columns.
const std::string kLong =
    "a long line that tells at length what this value does, from the first round to the last, so that at forty columns it "
    "takes many rows and ends with the word omega.";
std::vector<FormField> long_fields(const FormValues&) {
    std::vector<FormField> f;
    for (int i = 0; i < 7; ++i) f.push_back({"f" + std::to_string(i), "Field " + std::to_string(i), "A field.", {{"a", "A"}, {"b", "B"}}});
    f.push_back({"long", "Long", "How long.", {{"x", "X", kLong}, {"y", "Y", "short."}}});
    return f;
}
// The words of the rows drawn, joined with single spaces (wrapped text reads as one line).
std::string words(const std::string& screen) {
    std::string out;
    bool space = false;
    for (char ch : screen) {
        if (ch == ' ' || ch == '\n') space = true;
        else {
            if (space && !out.empty()) out += ' ';
            out += ch;
            space = false;
        }
    }
    return out;
}
}  // namespace

TEST_CASE("Option form: the rows scroll so the explanation of the value under the cursor reads whole, else it ends in the cut mark") {
    OptionForm form(long_fields, "Start");
    form.move_to("long");
    // 12 rows of 40: the eight fields would leave three lines; the rows scroll instead.
    const std::string screen = shown(form, 12, 40);
    INFO(screen);
    CHECK(screen.find("> Long") != std::string::npos);
    CHECK(screen.find("Field 0") == std::string::npos);  // scrolled away
    CHECK(words(screen).find("X: " + words(kLong)) != std::string::npos);
    CHECK(screen.find('~') == std::string::npos);
    // Too small for it even with the cursor's row alone: the last line shown ends in the mark.
    const std::string tiny = shown(form, 5, 40);
    INFO(tiny);
    CHECK(tiny.find("> Long") != std::string::npos);
    CHECK(tiny.find("omega") == std::string::npos);
    std::string last = tiny.substr(0, tiny.find_last_not_of(" \n") + 1);
    CHECK(last.back() == '~');
}
