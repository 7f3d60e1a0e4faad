// Whole drawn screens read by the words checker: a game is played by a policy on a rules Table,
// each seat's board (the same one the local table and a network client draw, told by
// seat_view_message) is drawn at 80x24 and 160x48 (and at 80x24 in ASCII) now and then, with its
// key line, the inspector for a few cursor places, the inspector's `i` screen, the whole log's `L`
// screen, the menus of moves (an entry chosen: the question asked first, or the move), and the
// pass screen between people at one keyboard; every piece of text on every row is checked.
#pragma once
#include <functional>
#include <memory>
#include <cctype>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/table.hpp"
#include "support/golden.hpp"
#include "tui/keys.hpp"
#include "tui/table_screen.hpp"
#include "words/words_test.hpp"

namespace words_test {

// The pieces of text on a drawn row: frames, map lines, shading and glyphs (anything from U+2190
// on, a bullet, a cursor; an ASCII box's '#') part them, and so do two spaces or more (columns
// side by side). Text that touches a glyph on its left with no space between is a line running
// on under a box drawn over it (a question over the board): its first word is the cut tail of a
// word and is not read.
inline std::vector<std::string> row_pieces(const std::string& row) {
    std::vector<std::string> out;
    std::string cur;
    bool after_glyph = false, occluded = false;
    auto flush = [&] {
        if (occluded) cur.erase(0, std::min(cur.size(), cur.find(' ')));
        occluded = false;
        const auto b = cur.find_first_not_of(' '), e = cur.find_last_not_of(' ');
        if (b != std::string::npos) out.push_back(cur.substr(b, e - b + 1));
        cur.clear();
    };
    for (std::size_t i = 0; i < row.size();) {
        const unsigned char ch = static_cast<unsigned char>(row[i]);
        const std::size_t len = ch < 0x80 ? 1 : ch < 0xE0 ? 2 : ch < 0xF0 ? 3 : 4;
        if (len == 1 && row[i] != '#') {
            if (row[i] == ' ' && i + 1 < row.size() && row[i + 1] == ' ') {
                flush();
                after_glyph = false;
                while (i < row.size() && row[i] == ' ') ++i;
                continue;
            }
            if (cur.empty() && after_glyph && std::isalpha(ch)) occluded = true;
            after_glyph = false;
            cur += row[i];
        } else if (len != 2 || ch == 0xC2 /* U+0080-U+00BF: middle dot, guillemets */) {
            flush();  // a glyph of the screen, not of a sentence
            after_glyph = true;
        } else {
            cur.append(row, i, len);
        }
        i += len;
    }
    flush();
    return out;
}

// Text already read: a row's pieces recur on most frames (frames, map, hand), and each distinct
// text need be checked once for what it is (but still counts as read).
struct Reader {
    Findings& f;
    const Ids& ids;
    std::unordered_set<std::string> seen;
    long questions = 0;  // questions asked before a move (tui::ask_first) drawn and read
    void line(const std::string& text) {
        if (!seen.insert(text).second) {
            ++f.lines;
            return;
        }
        f.check(text, ids);
    }
    void screen(const std::string& text, const std::string& where) {
        std::size_t at = 0;
        while (at <= text.size()) {
            std::size_t nl = text.find('\n', at);
            if (nl == std::string::npos) nl = text.size();
            for (const auto& p : row_pieces(text.substr(at, nl - at))) {
                const auto before = f.seen.size();
                line(p);
                // The first time a fault is met, the screen it was on (to find where it is drawn).
                if (f.seen.size() != before && std::getenv("WORDS_SCREENS")) std::fprintf(stderr, "%s\n%s\n\n", where.c_str(), text.c_str());
            }
            at = nl + 1;
        }
    }
};

// The table frame around one board, as the local table and the network screen draw it: the
// inspector column on a wide terminal, `i` and `L`, the key line.
class FramedBoard final : public olympus::tui::Screen {
public:
    explicit FramedBoard(olympus::tui::SeatBoard& b) : b_(b) {}
    std::string title() const override { return "table"; }
    void draw(olympus::tui::Canvas& c, olympus::tui::Rect area, const olympus::tui::Theme& theme) override {
        olympus::tui::draw_seat_board(c, area, theme, b_, "");
    }
    olympus::tui::Transition on_key(int k) override {
        if (auto t = olympus::tui::table_frame_key(k, b_)) return std::move(*t);
        std::string status;
        return b_.on_key(k, status);
    }
    std::vector<olympus::tui::KeyHint> key_hints() const override {
        auto h = b_.key_hints();
        for (auto& k : olympus::tui::table_frame_hints(b_)) h.push_back(std::move(k));
        return h;
    }

private:
    olympus::tui::SeatBoard& b_;
};

// The pass screen the local table shows between people at one keyboard, with its recent lines.
class PassView final : public olympus::tui::Screen {
public:
    PassView(std::string game, std::string who, std::vector<std::string> recent)
        : game_(std::move(game)), who_(std::move(who)), recent_(std::move(recent)) {}
    std::string title() const override { return "pass"; }
    void draw(olympus::tui::Canvas& c, olympus::tui::Rect area, const olympus::tui::Theme& theme) override {
        int newest = 0;
        olympus::tui::draw_pass_screen(c, area, theme, game_, who_, recent_, newest);
    }
    olympus::tui::Transition on_key(int) override { return olympus::tui::Transition::stay(); }
    std::vector<olympus::tui::KeyHint> key_hints() const override { return {{"Enter", "ready", false}}; }

private:
    std::string game_, who_;
    std::vector<std::string> recent_;
};

struct ScreenWalk {
    std::string game;                  // the welcome's "game"
    std::vector<std::string> labels;   // one per seat
    std::function<std::unique_ptr<olympus::tui::SeatBoard>(const nlohmann::json&)> board_for;
    int look_every = 5;                // moves between two looks at every board
    int cursor_every = 4;              // looks between two walks of the cursor (inspector, `i`, `L`)
    int max_moves = 3000;
    std::vector<int> menu_keys{'m'};   // the keys that open the board's menus of moves and choices
    std::string title = "Olympus";     // the game's name, in the pass screen's frame
};

// Plays the game on `table` by `pick` (the next move as text), reading the boards as it goes.
// Returns the number of screens drawn.
inline long walk_screens(Reader& r, olympus::Table& table, const ScreenWalk& w, const std::function<std::string()>& pick) {
    namespace tui = olympus::tui;
    namespace key = olympus::tui::key;
    const int n = table.num_players();
    std::vector<std::unique_ptr<tui::SeatBoard>> boards;
    for (int s = 0; s < n; ++s) {
        nlohmann::json welcome = {{"type", "welcome"}, {"game", w.game}, {"setup", table.setup_json()}, {"seat", s},
                                  {"players", n}, {"labels", w.labels}, {"shared_keyboard", false}};
        boards.push_back(w.board_for(welcome));
        boards.back()->update(olympus::seat_view_message(table, s));
    }
    long screens = 0;
    // A board's own moves that are not made here (it chose one on a view) are refused, as a host
    // answers every move it is sent.
    auto drain = [&](int s) {
        for (std::size_t i = boards[static_cast<std::size_t>(s)]->take_moves().size(); i > 0; --i) boards[static_cast<std::size_t>(s)]->refused("");
    };
    auto look = [&](int s, bool walk_cursor, int move) {
        tui::SeatBoard& b = *boards[static_cast<std::size_t>(s)];
        const std::string where = w.game + " move " + std::to_string(move) + " seat " + std::to_string(s);
        auto draw_all = [&](tui::ScreenStack& st, const std::string& what) {
            r.screen(render(st, 24, 80, true), where + " 80x24 " + what);
            r.screen(render(st, 48, 160, true), where + " 160x48 " + what);
            r.screen(render(st, 24, 80, false), where + " 80x24 ascii " + what);
            screens += 3;
        };
        tui::ScreenStack st(std::make_unique<FramedBoard>(b));
        draw_all(st, "board");
        // What the board shows to be read first (what the others did) is read, then closed.
        for (int i = 0; i < 2 && b.has_menu(); ++i) {
            std::string status;
            b.on_key(key::Enter, status);
            drain(s);
        }
        if (!walk_cursor) return;
        // The cursor over the board: what the inspector reads at each place, drawn beside the
        // board on a wide terminal and whole on `i`.
        for (int k : {key::Right, key::Right, key::Down, key::Right, key::Up, key::Up, key::Left}) {
            std::string status;
            b.on_key(k, status);
            drain(s);
            const tui::Inspection in = b.inspect();
            r.line(in.title);
            for (const auto& l : in.lines) r.line(l);
        }
        draw_all(st, "cursor moved");
        if (!b.inspect().empty()) {
            tui::ScreenStack is(std::make_unique<FramedBoard>(b));
            is.feed('i');
            draw_all(is, "inspector (i)");
        }
        tui::ScreenStack ls(std::make_unique<FramedBoard>(b));
        ls.feed('L');
        draw_all(ls, "whole log (L)");
        for (const auto& l : b.history()) r.line(l);
        // Each menu: open, a few entries down, one chosen. A move that is asked about first shows
        // its question (drawn, then declined with Esc); one made at once is refused, as a host
        // out of step would, so the walk's own game goes on unchanged.
        for (int mk : w.menu_keys) {
            tui::ScreenStack ms(std::make_unique<FramedBoard>(b));
            ms.feed(mk);
            draw_all(ms, "menu");
            for (int d = 0; d < 2 + move % 3; ++d) ms.feed(key::Down);
            draw_all(ms, "menu, cursor moved");
            ms.feed(key::Enter);
            draw_all(ms, "menu entry chosen");
            if (render(ms, 24, 80, false).find("[y] yes") != std::string::npos) ++r.questions;
            ms.feed(key::Escape);
            ms.feed(key::Escape);
            drain(s);
            draw_all(ms, "menu closed");
        }
        // The pass screen to this seat, with the last lines of its log.
        const auto h = b.history();
        const std::vector<std::string> recent(h.size() > 6 ? h.end() - 6 : h.begin(), h.end());
        tui::ScreenStack ps(std::make_unique<PassView>(w.title, w.labels[static_cast<std::size_t>(s)], recent));
        draw_all(ps, "pass screen");
    };
    int looks = 0;
    for (int move = 0; move < w.max_moves && !table.is_terminal(); ++move) {
        if (move % w.look_every == 0) {
            const bool walk = looks++ % w.cursor_every == 0;
            for (int s = 0; s < n; ++s) look(s, walk, move);
        }
        std::vector<std::string> moves{pick()};
        for (std::size_t i = 0; i < moves.size() && !table.is_terminal(); ++i) {
            const int mover = table.current_player();
            const std::string why = table.apply(moves[i]);
            if (!why.empty() && i > 0) {  // a board out of step: refused, as the local table does
                for (std::size_t j = i; j < moves.size(); ++j) boards[static_cast<std::size_t>(mover)]->refused("That move cannot be made now.");
                break;
            }
            REQUIRE_MESSAGE(why.empty(), w.game << ": the move " << moves[i] << " was refused: " << why);
            for (int s = 0; s < n; ++s) boards[static_cast<std::size_t>(s)]->update(olympus::seat_view_message(table, s, s == mover ? moves[i] : ""));
            // What the mover's board chose on being told (an attack's step ended once its
            // attackers are in) follows, as the local table makes it; any other board's is refused.
            for (int s = 0; s < n; ++s) {
                if (s != mover) {
                    drain(s);
                    continue;
                }
                for (auto& more : boards[static_cast<std::size_t>(s)]->take_moves()) moves.push_back(std::move(more));
            }
        }
    }
    // The end, as every seat sees it.
    for (int s = 0; s < n; ++s) look(s, true, w.max_moves);
    return screens;
}

}  // namespace words_test
