#include <doctest/doctest.h>

#include "tui/ask_first.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/screen_stack.hpp"
#include "tui/table_screen.hpp"
#include "tui/widgets.hpp"

using namespace olympus;
using namespace olympus::tui;

TEST_CASE("Canvas: text is clipped at the edge and counted in cells") {
    MemoryCanvas c(3, 10);
    CHECK(text_width("\u2500\u2500ab") == 4);
    CHECK(clip_text("\u2500\u2500ab", 3) == "\u2500\u2500a");
    CHECK(draw_text(c, 0, 6, "abcdefg") == 4);
    CHECK(c.row(0) == "      abcd");
    draw_text(c, 5, 0, "off the canvas");
    draw_text(c, 1, -3, "x");
    CHECK(c.row(1).empty());
    CHECK(c.contains("abcd"));
}

TEST_CASE("wrap_text breaks on spaces and cuts long words") {
    CHECK(wrap_text("the quick brown fox", 9) == std::vector<std::string>{"the quick", "brown fox"});
    CHECK(wrap_text("abcdefghij", 4) == std::vector<std::string>{"abcd", "efgh", "ij"});
    CHECK(wrap_text("", 5) == std::vector<std::string>{""});
}

TEST_CASE("wrap_entry indents every line after the first, so no text starts a line of its own") {
    CHECK(wrap_entry("alice: the quick brown fox", 12) ==
          std::vector<std::string>{"alice: the", "  quick", "  brown fox"});
    CHECK(wrap_entry("short", 12) == std::vector<std::string>{"short"});
    CHECK(wrap_entry("", 12) == std::vector<std::string>{""});
    CHECK(wrap_entry("abcdefghijklmnopqrstu", 10) == std::vector<std::string>{"abcdefghij", "  klmnopqr", "  stu"});
    // The spoof of a chat line at 100 columns: the rest of the line is indented.
    const std::string spoof = "alice (watching): ok " + std::string(88, '-') + " bob: I resign, alice wins";
    for (int w : {40, 99, 100, 110}) {
        auto lines = wrap_entry(spoof, w);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            CHECK(text_width(lines[i]) <= w);
            if (i > 0) CHECK(lines[i].rfind("  ", 0) == 0);
        }
    }
}

TEST_CASE("draw_text never passes a control, C1, bidi or broken character to the canvas") {
    MemoryCanvas c(1, 20);
    draw_text(c, 0, 0, "a\x1b[2Jb\xc2\x9b\xe2\x80\xae\x7f\xff.");
    CHECK(c.row(0) == "a?[2Jb????.");
    MemoryCanvas ok(1, 20);
    draw_text(ok, 0, 0, "Zo\xc3\xab \xe2\x99\xa5");  // printable UTF-8 as it is
    CHECK(ok.row(0) == "Zo\xc3\xab \xe2\x99\xa5");
}

TEST_CASE("Menu: moves, wraps around and chooses enabled items only") {
    Menu m({{"One", ""}, {"Two", "", false}, {"Three", ""}});
    CHECK(m.cursor() == 0);
    m.navigate(key::Up);
    CHECK(m.cursor() == 2);
    m.navigate('j');
    CHECK(m.cursor() == 0);
    m.navigate(key::Down);
    CHECK(!m.chosen(key::Enter));  // disabled
    m.navigate(key::End);
    CHECK(m.chosen(' ') == 2);
    CHECK(!m.chosen('x'));
    CHECK(!m.navigate('x'));
}

TEST_CASE("Menu: a label or detail longer than its room ends in the cut mark") {
    Theme t;
    Menu m({{"a-very-long_game-name", "Hera & Zeus: alice, bob; alice to move"}, {"short", "fits"}});
    MemoryCanvas c(2, 40);
    m.draw(c, Rect{0, 0, 2, 40}, t, 8);
    // The label has 9 cells before its detail; the detail the 28 left of 40.
    CAPTURE(c.row(0));
    CHECK(c.row(0).find("a-very-l\u2026 Hera & Zeus: alice, bob; al\u2026") != std::string::npos);
    CHECK(c.row(1).find("short     fits") != std::string::npos);
    CHECK(with_cut_mark("abcdef", 6, t.g()) == "abcdef");
    CHECK(with_cut_mark("abcdefg", 6, t.g()) == "abcde\u2026");
}

TEST_CASE("Card box: orientation shows in the glyph, the frame shape and the halves") {
    Theme t;
    CardFace f;
    f.title = "Strike";
    f.upper = {"1 attack"};
    f.lower = {"2 attack"};
    MemoryCanvas up(6, 12);
    draw_card(up, card_rect(0, 0, 6, 12, f.orientation), f, t);
    CHECK(up.row(1).find("Strike") != std::string::npos);
    CHECK(up.row(2).find("1 attack") != std::string::npos);
    CHECK(up.row(3).find("\u21932 attack") != std::string::npos);  // the upside-down half
    CHECK(up.row(0).find("\u2191") != std::string::npos);

    f.orientation = Orientation::Rotated;
    MemoryCanvas rot(6, 12);
    draw_card(rot, card_rect(0, 0, 6, 12, f.orientation), f, t);
    CHECK(rot.row(2).find("2 attack") != std::string::npos);  // the upgraded half came up
    CHECK(rot.row(3).find("1 attack") != std::string::npos);
    CHECK(rot.row(0).find("\u2193") != std::string::npos);

    Rect tapped = card_rect(0, 0, 6, 12, Orientation::Tapped);
    CHECK(tapped.w > tapped.h * 2);  // lies sideways
    CHECK(tapped.w > 12);

    f.face_down = true;
    MemoryCanvas down(6, 12);
    draw_card(down, {0, 0, 6, 12}, f, t);
    CHECK(!down.contains("Strike"));
    CHECK(down.contains("\u2592\u2592"));
}

TEST_CASE("Menu: the cursor stays on the same entry when the list changes around it") {
    Menu m({{"Continue duel-2", ""}, {"New duel", ""}, {"Back", ""}});
    m.set_cursor(1);
    m.set_items({{"Continue duel-3", ""}, {"Continue duel-2", ""}, {"New duel", ""}, {"Back", ""}});
    CHECK(m.items()[static_cast<std::size_t>(m.cursor())].label == "New duel");
    // The entry is gone: the cursor keeps its place, within the list.
    m.set_items({{"Back", ""}});
    CHECK(m.cursor() == 0);
}

TEST_CASE("Menu: an Enter meant for an entry that vanished does not choose the one that took its place") {
    // The Reserve's last Strike is bought: the next Enter must not buy the Block that moved up.
    Menu m({{"Buy Strike", ""}, {"Buy Block", ""}, {"End the improvement", ""}});
    REQUIRE(m.chosen(key::Enter) == 0);
    m.set_items({{"Buy Block", ""}, {"End the improvement", ""}});
    CHECK(m.vanished());
    CHECK(m.items()[static_cast<std::size_t>(m.cursor())].label == "Buy Block");
    CHECK(!m.chosen(key::Enter));       // the reflexive Enter only clears the guard
    CHECK(m.chosen(key::Enter) == 0);   // a second, deliberate Enter chooses
    // A key that moves the cursor shows the player has seen the list: Enter then chooses at once.
    m.set_items({{"Buy Block", ""}, {"Buy Strike", ""}, {"End the improvement", ""}});
    m.set_cursor(1);
    m.set_items({{"Buy Block", ""}, {"End the improvement", ""}});
    REQUIRE(m.vanished());
    CHECK(m.navigate(key::Down));
    CHECK(m.chosen(key::Enter) == 0);
    // A new list (the next phase's choices, nothing in common) is no vanished entry: Enter chooses.
    m.set_items({{"Buy Block", ""}, {"Buy Strike", ""}, {"End the improvement", ""}});
    m.set_cursor(1);
    m.set_items({{"Play Strike", ""}, {"Play Block", ""}});
    CHECK(!m.vanished());
    CHECK(m.chosen(key::Enter) == 1);
    // An entry that stays keeps its place and is chosen at once.
    m.set_items({{"Buy Lion", ""}, {"Buy Block", ""}, {"End the improvement", ""}});
    CHECK(!m.vanished());
    CHECK(m.chosen(key::Enter) == 1);
}

TEST_CASE("MessageLog: newest at the bottom, wrapped, bounded") {
    MessageLog log(3);
    for (int i = 1; i <= 5; ++i) log.add("line " + std::to_string(i));
    CHECK(log.lines().size() == 3u);
    MemoryCanvas c(3, 20);
    log.draw(c, {0, 0, 3, 20}, Theme{});
    CHECK(c.row(2) == "line 5");
    CHECK(c.row(0) == "line 3");
    log.scroll(1);
    MemoryCanvas c2(3, 20);
    log.draw(c2, {0, 0, 3, 20}, Theme{});
    CHECK(c2.row(2).starts_with("line 4"));
    // A long entry wraps with its later lines indented.
    MessageLog chat;
    chat.add("bob (seat 1): one two three four five six");
    MemoryCanvas c3(3, 20);
    chat.draw(c3, {0, 0, 3, 20}, Theme{});
    CHECK(c3.row(0) == "bob (seat 1): one");
    CHECK(c3.row(1) == "  two three four");
    CHECK(c3.row(2) == "  five six");
    // The top row never begins mid-sentence: a wrapped entry that does not fit whole is left out.
    chat.add("short one");
    MemoryCanvas c4(3, 20);
    chat.draw(c4, {0, 0, 3, 20}, Theme{});
    CHECK(c4.row(0) == "");
    CHECK(c4.row(1) == "");
    CHECK(c4.row(2) == "short one");
    // The newest alone taller than the log: its end shows, so the latest event is never hidden.
    MessageLog tall;
    tall.add("one two three four five six seven eight nine ten eleven twelve");
    MemoryCanvas c5(2, 20);
    tall.draw(c5, {0, 0, 2, 20}, Theme{});
    CHECK(c5.row(1).find("twelve") != std::string::npos);
}

namespace {
struct Dummy : Screen {
    int keys = 0;
    bool saved = false;
    std::string title() const override { return "Dummy"; }
    void draw(Canvas& c, Rect area, const Theme&) override { draw_text(c, area.y, area.x, "dummy screen"); }
    Transition on_key(int k) override {
        ++keys;
        if (k == 'c')
            return Transition::push(std::make_unique<ConfirmScreen>("Leave?", [] { return Transition::quit(); }));
        if (key::is_back(k)) return Transition::pop();
        return Transition::stay();
    }
    std::vector<KeyHint> key_hints() const override { return {{"c", "confirm"}, {"x", "hidden", false}}; }
    std::vector<std::string> help_text() const override { return {"More words about dummies."}; }
    void on_hangup() noexcept override { saved = true; }
};
}  // namespace

TEST_CASE("ScreenStack: size guard, key line, help overlay, confirm, hangup") {
    auto d = std::make_unique<Dummy>();
    Dummy* dummy = d.get();
    ScreenStack s(std::move(d));
    Theme t;

    MemoryCanvas small(20, 60);
    s.draw(small, t);
    CHECK(small.contains("needs 80x24, this one is 60x20."));
    CHECK(!small.contains("dummy screen"));

    MemoryCanvas full(24, 80);
    s.draw(full, t);
    CHECK(full.row(0) == "dummy screen");
    CHECK(full.row(23).starts_with("? help  c confirm"));
    CHECK(full.row(23).find("hidden") == std::string::npos);

    s.feed('?');
    CHECK(s.help_open());
    CHECK(dummy->keys == 0);  // the screen did not see the key
    MemoryCanvas help(24, 80);
    s.draw(help, t);
    CHECK(help.contains("Help: Dummy"));
    CHECK(help.contains("hidden"));  // the overlay lists every key
    CHECK(help.contains("More words about dummies."));
    s.feed('z');
    CHECK(!s.help_open());

    s.feed('c');
    CHECK(s.depth() == 2u);
    MemoryCanvas conf(24, 80);
    s.draw(conf, t);
    CHECK(conf.contains("dummy screen"));  // drawn beneath the overlay
    CHECK(conf.contains("Leave?"));
    s.feed('n');
    CHECK(s.depth() == 1u);

    s.hangup();
    CHECK(dummy->saved);

    s.feed('c');
    CHECK(!s.feed('y'));
    CHECK(s.empty());
}

namespace {
// A screen with a help longer than a page.
struct LongHelp : Dummy {
    std::vector<std::string> help_text() const override {
        std::vector<std::string> h;
        for (int i = 1; i <= 60; ++i) h.push_back("Help row " + std::to_string(i) + ".");
        return h;
    }
};
}  // namespace

TEST_CASE("ScreenStack: the paging keys scroll a long help and never reach the screen behind it") {
    auto d = std::make_unique<LongHelp>();
    LongHelp* screen = d.get();
    ScreenStack s(std::move(d));
    Theme t;
    MemoryCanvas c(24, 80);
    s.feed('?');
    s.draw(c, t);
    CHECK(c.contains("Help row 1."));
    CHECK(!c.contains("Help row 30."));
    CHECK(c.row(23).find("PgUp/PgDn scroll") != std::string::npos);
    s.feed(key::PageDown);
    CHECK(s.help_open());  // paging does not close the help
    s.draw(c, t);
    CHECK(!c.contains("Help row 1."));
    CHECK(c.contains("Help row 30."));
    s.feed(key::PageDown);
    s.draw(c, t);
    CHECK(c.contains("Help row 45."));
    s.feed(key::End);
    s.draw(c, t);
    CHECK(c.contains("Help row 60."));
    s.feed(key::PageUp);
    s.feed(key::Home);
    s.draw(c, t);
    CHECK(c.contains("Help row 1."));
    CHECK(screen->keys == 0);  // none of those keys reached the screen
    s.feed('z');  // any other key closes the help, and only closes it
    CHECK(!s.help_open());
    CHECK(screen->keys == 0);
}

TEST_CASE("ScreenStack: keys pressed while the size message shows never reach the screen behind it") {
    auto d = std::make_unique<Dummy>();
    Dummy* dummy = d.get();
    ScreenStack s(std::move(d));
    Theme t;
    MemoryCanvas small(20, 70);
    s.draw(small, t);
    for (int k : {'\n', 'd', 'e', '1', 'c', 'q', '?'}) CHECK(s.feed(k));
    CHECK(dummy->keys == 0);
    CHECK(s.depth() == 1u);
    CHECK(!s.help_open());
    // Grown back: the same keys act again.
    MemoryCanvas full(24, 80);
    s.draw(full, t);
    s.feed('e');
    CHECK(dummy->keys == 1);
}

TEST_CASE("PromptScreen: types printable text, Backspace deletes, Enter gives it, Esc cancels") {
    std::string got;
    ScreenStack stack(std::make_unique<PromptScreen>("Name?", "ab", 5, [&](const std::string& t) {
        got = t;
        return Transition::pop();
    }));
    stack.feed(key::Backspace);
    for (int k : {'x', 'y', 'q', 'z', 'w', 'v'}) stack.feed(k);  // q types a q; the sixth letter does not fit
    MemoryCanvas c(24, 80);
    Theme t;
    stack.draw(c, t);
    CHECK(c.contains("axyqz_"));
    stack.feed(key::Enter);
    CHECK(got == "axyqz");
    CHECK(stack.empty());

    bool called = false;
    ScreenStack other(std::make_unique<PromptScreen>("Name?", "", 10, [&](const std::string&) {
        called = true;
        return Transition::pop();
    }));
    other.feed(key::Escape);
    CHECK(other.empty());
    CHECK(!called);
}

TEST_CASE("a one-line summary that does not fit is cut with a visible marker and says i reads it all") {
    const std::string text = "Sharing the Defense: The team's Defense, 12, is shared between you. The Trial attacks it.";
    CHECK(summary_line(text, 200, unicode_glyphs()) == text);  // whole when it fits
    const std::string cut = summary_line(text, 60, unicode_glyphs());
    CHECK(text_width(cut) <= 60);
    CHECK(cut.rfind("\u2026 (i: read all)") == cut.size() - std::string("\u2026 (i: read all)").size());
    CHECK(cut.rfind("Sharing the Defense: The team's", 0) == 0);
    const std::string plain = summary_line(text, 60, ascii_glyphs());
    CHECK(plain.find("... (i: read all)") != std::string::npos);
    CHECK(text_width(summary_line(text, 8, unicode_glyphs())) <= 8);
}

TEST_CASE("a summary over several rows wraps whole when the rows are there, else cuts the last at a word") {
    const std::string text = "Sharing the Defense: The team's Defense, 12, is shared between you. The Trial attacks it.";
    const auto whole = summary_rows(text, 40, 5, unicode_glyphs());
    CHECK(whole == wrap_text(text, 40));  // room enough: nothing cut, no mark
    const auto cut = summary_rows(text, 40, 2, unicode_glyphs());
    REQUIRE(cut.size() == 2);
    CHECK(cut[0] == wrap_text(text, 40)[0]);
    CHECK(cut[1].ends_with("\u2026 (i: read all)"));
    CHECK(text_width(cut[1]) <= 40);
    CHECK(summary_rows(text, 40, 0, unicode_glyphs()).size() == 1);  // one row at least
}

TEST_CASE("Key line: on a narrow line the keys marked keep stay and the others give way from the last") {
    const std::vector<KeyHint> hints{{"?", "help", true, true}, {"Enter", "use card"}, {"d", "draw"},
                                     {"a", "all moves"}, {"Left/Right", "card"}, {"x", "not here", false},
                                     {"q", "leave", true, true}, {"H", "hint", true, true}, {"u", "undo", true, true}};
    MemoryCanvas wide(1, 100);
    draw_key_line(wide, 0, hints, Theme{});
    CHECK(wide.row(0) == "? help  Enter use card  d draw  a all moves  Left/Right card  q leave  H hint  u undo");
    MemoryCanvas narrow(1, 60);
    draw_key_line(narrow, 0, hints, Theme{});
    CHECK(narrow.row(0) == "? help  Enter use card  d draw  q leave  H hint  u undo");
    // The last entry needs no gap after it: exactly as wide as the canvas, it is drawn.
    MemoryCanvas exact(1, 15);
    draw_key_line(exact, 0, {{"q", "leave", true, true}, {"u", "undo", true, true}}, Theme{});
    CHECK(exact.row(0) == "q leave  u undo");
}

namespace {
// A board with a menu of its own, as the games' controls have: `m` opens it, Esc closes it, and
// its last entry throws something away, so it asks first.
struct MenuBoard final : Screen {
    Menu menu{{{"Play a card", ""}, {"Draw", ""}, {"End the turn", ""}}};
    bool open = false;
    std::vector<std::string> made;
    std::string title() const override { return "Board"; }
    void draw(Canvas& c, Rect area, const Theme&) override { draw_text(c, area.y, area.x, open ? "menu open" : "board"); }
    Transition on_key(int k) override {
        if (!open) {
            if (k == 'm') open = true;
            return Transition::stay();
        }
        if (menu.navigate(k)) return Transition::stay();
        if (key::is_back(k)) {
            open = false;
            return Transition::stay();
        }
        if (auto i = menu.chosen(k)) {
            const std::string label = menu.items()[static_cast<std::size_t>(*i)].label;
            return choose_in_menu([this](bool o) { open = o; }, [&] {
                if (label != "End the turn") {
                    made.push_back(label);
                    return Transition::stay();
                }
                return ask_first("End the turn with moves left?", [this, label] { made.push_back(label); });
            });
        }
        return Transition::stay();
    }
    std::vector<KeyHint> key_hints() const override { return {}; }
};
}  // namespace

TEST_CASE("choose_in_menu: a 'no' to a menu entry's question leaves the menu open on that entry; 'yes' closes it") {
    auto b = std::make_unique<MenuBoard>();
    MenuBoard* board = b.get();
    ScreenStack s(std::move(b));
    Theme t;
    MemoryCanvas full(24, 80);
    s.draw(full, t);

    s.feed('m');
    s.feed(key::Down);
    s.feed(key::Down);
    s.feed(key::Enter);
    CHECK(s.depth() == 2u);  // asked
    CHECK(board->open);      // the menu shows beneath the question
    s.feed('n');
    CHECK(s.depth() == 1u);
    CHECK(board->open);  // back where the player was: menu open, cursor on the entry chosen
    CHECK(board->menu.cursor() == 2);
    CHECK(board->made.empty());

    // Esc answers "no" the same way; the next Esc closes the menu, not the board.
    s.feed(key::Enter);
    s.feed(key::Escape);
    CHECK(board->open);
    CHECK(board->menu.cursor() == 2);
    s.feed(key::Escape);
    CHECK(!board->open);
    CHECK(s.depth() == 1u);

    // "yes" closes the menu and makes the move.
    s.feed('m');
    s.feed(key::Enter);
    s.feed('y');
    CHECK(s.depth() == 1u);
    CHECK(!board->open);
    CHECK(board->made == std::vector<std::string>{"End the turn"});

    // An entry that asks nothing closes the menu and makes its move at once.
    s.feed('m');
    s.feed(key::Up);
    s.feed(key::Enter);
    CHECK(!board->open);
    CHECK(board->made.back() == "Draw");
}
