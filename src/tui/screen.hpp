// A screen: draws itself on a Canvas and answers keys. Screens stack: a game pushes a
// confirmation, the arcade pushes a game. The stack (screen_stack.hpp) adds what every screen
// shares: the size guard, the bottom key line and the `?` help overlay.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "tui/canvas.hpp"
#include "tui/glyphs.hpp"
#include "tui/palette.hpp"

namespace olympus::tui {

struct Theme {
    const Glyphs* glyphs = &unicode_glyphs();
    bool color = true;
    bool rich = false;  // 256 colours: the palette's richer shades
    const Glyphs& g() const { return *glyphs; }
    ColorDepth depth() const { return !color ? ColorDepth::None : rich ? ColorDepth::Rich : ColorDepth::Basic; }
    // The style of a colour role (tui/palette.hpp): nothing with colour off.
    Style role(Role r) const { return role_style(r, depth()); }
    // With colour off every style still differs by bold/reverse/glyph, never by colour alone.
    Style fg(Color c, bool bold = false) const { return Style{color ? c : Color::Default, bold}; }
};

struct KeyHint {
    std::string keys;  // "Enter", "Up/Down", "u"
    std::string what;  // "choose", "undo"
    bool on_bottom_line = true;  // shown on the bottom line as well as in the help overlay
    // Kept on a line too narrow for every key (help, leave, hint, undo): the other keys give way
    // from the last, so a screen lists its own keys most useful first; the help lists them all.
    bool keep = false;
};

class Screen;

// What a key did to the stack.
struct Transition {
    enum class Kind { Stay, Push, Pop, Replace, Quit };
    Kind kind = Kind::Stay;
    std::unique_ptr<Screen> next;
    int count = 1;  // Pop, Replace: how many screens go (a confirmation and the screen it asked for)

    static Transition stay() { return {}; }
    static Transition pop(int n = 1) { return {Kind::Pop, nullptr, n}; }
    static Transition quit() { return {Kind::Quit, nullptr}; }
    static Transition push(std::unique_ptr<Screen> s) { return {Kind::Push, std::move(s)}; }
    static Transition replace(std::unique_ptr<Screen> s, int n = 1) { return {Kind::Replace, std::move(s), n}; }
};

class Screen {
public:
    virtual ~Screen() = default;
    virtual std::string title() const = 0;
    // Draw into `area` (the canvas less the bottom key line).
    virtual void draw(Canvas& c, Rect area, const Theme& theme) = 0;
    virtual Transition on_key(int key) = 0;
    virtual std::vector<KeyHint> key_hints() const = 0;
    // Extra lines for the `?` overlay (how to play, what the marks mean).
    virtual std::vector<std::string> help_text() const { return {}; }
    // An overlay draws over the screen beneath it instead of replacing it.
    virtual bool is_overlay() const { return false; }
    // Called when the screen comes back to the top of the stack (a pushed screen popped).
    virtual void on_resume() {}
    // Called from the main loop on SIGHUP/SIGTERM/SIGINT or an uncaught error: save now if there
    // is anything to save. Must not throw.
    virtual void on_hangup() noexcept {}
    // Called now and then (about 10 times a second) so a screen can run a computer move.
    // Returns true when it changed something worth redrawing.
    virtual bool on_tick() { return false; }
    // True (once) after a tick that made the computer's move: keys typed while it thought were
    // meant for the table as it was, so they are dropped rather than applied to the new one.
    virtual bool take_stale_keys() { return false; }
    // Called as often on every screen in the stack, top or not, so a screen can hand its place to
    // another: a game whose save another Olympus of this account took over (telling the player),
    // or a game that ended on the computer's move (its end screen). A screen returned replaces
    // this one and every screen above it, since those may point into it.
    virtual std::unique_ptr<Screen> poll_replacement() { return nullptr; }
};

}  // namespace olympus::tui
