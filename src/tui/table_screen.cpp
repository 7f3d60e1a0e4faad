#include "tui/table_screen.hpp"

#include <algorithm>

#include "tui/widgets.hpp"

namespace olympus::tui {

bool draw_pass_screen(Canvas& c, Rect area, const Theme& theme, std::string_view game, const std::string& who,
                      const std::vector<std::string>& recent, int& back) {
    draw_frame(c, area, theme, game, true);
    // With moves to tell, the message moves up to leave them the lower half.
    const int mid = recent.empty() ? area.h / 2 : std::max(3, area.h / 3);
    draw_centered(c, area, mid - 2, "Pass the keyboard to " + who + ".", Style{Color::Default, true});
    draw_centered(c, area, mid, "Everything private is hidden until then.");
    draw_centered(c, area, mid + 2, "Press Enter when " + who + " is ready.");
    if (recent.empty()) return false;
    const int top = area.y + mid + 4, bottom = area.bottom() - 1, w = area.w - 4;
    if (bottom - top < 2) return false;
    std::vector<std::string> rows;
    for (const auto& entry : recent)
        for (auto& l : wrap_entry(entry, w)) rows.push_back(std::move(l));
    const int room = bottom - top - 1, total = static_cast<int>(rows.size());
    back = std::clamp(back, 0, std::max(0, total - room));
    // The newest rows by default; a list longer than its room says which rows show and how to read
    // the rest, so a cut list is never taken for the whole.
    const int last = total - back, first = std::max(0, last - room);
    std::string head = "Since the last pass:";
    if (total > room)
        head = "Since the last pass (rows " + std::to_string(first + 1) + "-" + std::to_string(last) + " of " +
               std::to_string(total) + ", Up/Down to read):";
    draw_text(c, top, area.x + 2, head, Style{Color::Default, true}, w);
    for (int i = first; i < last; ++i)
        draw_text(c, top + 1 + (i - first), area.x + 2, rows[static_cast<std::size_t>(i)], Style{}, w);
    return total > room;
}

Transition confirm_leave(std::function<bool()> save_and_release, std::function<std::string()> why_not) {
    return Transition::push(std::make_unique<ConfirmScreen>(
        "Leave the game? It is saved and can be continued.", [f = std::move(save_and_release), why = std::move(why_not)] {
            if (f()) return Transition::pop(2);
            // A failed save: the reason, whole (a status line would cut a long path before the
            // cause), then back to the game.
            if (why) return Transition::replace(std::make_unique<NoticeScreen>("Not saved", why()));
            return Transition::pop(1);
        }));
}

namespace {
// The board comes first: it keeps 80 columns and then most of every column more (its card boxes
// and rows widen with them), the inspector a third of what lies beyond 100 columns on top of its
// least 20 cells (26 at 120, 40 at 160), at most 56.
int inspector_width(Rect area) { return std::clamp(20 + (area.w - 100) / 3, 20, 56); }
}  // namespace

Rect board_part(Rect area) {
    if (area.w < kInspectorColumnFrom) return area;
    return Rect{area.y, area.x, area.h, area.w - inspector_width(area)};
}

void draw_inspection(Canvas& c, Rect r, const Theme& theme, const Inspection& what) {
    // A name too long for the frame's top (" Do The Twanky Twist " in a 20-cell column) is read
    // whole on the first rows instead, never cut.
    const bool title_fits = text_width(what.title) + 2 <= r.w - 2;
    draw_frame(c, r, theme, what.empty() || !title_fits ? "Inspector" : what.title);
    const int w = r.w - 4;
    int y = r.y + 1;
    if (!what.empty() && !title_fits)
        for (auto& l : wrap_text(what.title, w))
            if (y < r.bottom() - 1) draw_text(c, y++, r.x + 2, l, Style{Color::Default, true}, w);
    if (what.empty()) {
        for (auto& l : wrap_text("Move the cursor onto a card or a place on the board to read it here.", w))
            if (y < r.bottom() - 1) draw_text(c, y++, r.x + 2, l, Style{Color::Default, false, false, true});
        return;
    }
    std::vector<std::string> rows;
    for (const auto& p : what.lines) {
        // An empty paragraph is one blank row (wrap_text gives it one already).
        for (auto& l : wrap_text(p, w)) rows.push_back(std::move(l));
    }
    const int room = r.bottom() - 1 - y;
    for (int i = 0; i < room && i < static_cast<int>(rows.size()); ++i) {
        // The last row says there is more when the text does not fit: `i` shows it whole.
        if (i == room - 1 && static_cast<int>(rows.size()) > room) {
            draw_text(c, y + i, r.x + 2, "... i shows the rest", Style{Color::Default, false, false, true}, w);
            break;
        }
        draw_text(c, y + i, r.x + 2, rows[static_cast<std::size_t>(i)], {}, w);
    }
}

std::string summary_line(std::string_view text, int width, const Glyphs& g) {
    if (text_width(text) <= width) return std::string(text);
    const std::string tail = std::string(g.unicode ? g.ellipsis : "...") + " (i: read all)";
    const int room = width - text_width(tail);
    if (room <= 0) return clip_text(tail, width);
    std::string cut = clip_text(text, room);
    // Cut at a word: a half word ("pushin") reads as a misprint. A single long word is cut as is.
    if (text.size() > cut.size() && text[cut.size()] != ' ') {
        const auto space = cut.rfind(' ');
        if (space != std::string::npos && space > 0) cut.resize(space);
    }
    while (!cut.empty() && (cut.back() == ' ' || cut.back() == ',')) cut.pop_back();
    return cut + tail;
}

std::vector<std::string> summary_rows(std::string_view text, int width, int max_rows, const Glyphs& g) {
    std::vector<std::string> lines = wrap_text(std::string(text), width);
    const std::size_t rows = static_cast<std::size_t>(std::max(1, max_rows));
    if (lines.size() > rows) {
        std::string rest;
        for (std::size_t i = rows - 1; i < lines.size(); ++i) rest += (rest.empty() ? "" : " ") + lines[i];
        lines.resize(rows - 1);
        lines.push_back(summary_line(rest, width, g));
    }
    return lines;
}

bool is_table_note(std::string_view status) {
    return status == kUndoneNote || status.ends_with(" is thinking...");
}

int draw_status(Canvas& c, int y, int x, int w, std::string_view status, const Theme& theme, int max_rows) {
    if (status.empty() || w <= 0 || max_rows <= 0) return 0;
    std::vector<std::string> rows = wrap_entry(status, w);
    if (static_cast<int>(rows.size()) > max_rows) rows.resize(static_cast<std::size_t>(max_rows));
    const Style s = is_table_note(status) ? Style{Color::Default, true} : theme.fg(Color::Red, true);
    for (std::size_t i = 0; i < rows.size(); ++i) draw_text(c, y + static_cast<int>(i), x, rows[i], s, w);
    return static_cast<int>(rows.size());
}

void draw_seat_board(Canvas& c, Rect area, const Theme& theme, SeatBoard& board, const std::string& status) {
    if (board.places_inspector()) {
        board.draw(c, area, theme, status);
        return;
    }
    Rect b = board_part(area);
    board.draw(c, b, theme, status);
    if (b.w == area.w) return;
    draw_inspection(c, Rect{area.y, b.right(), area.h, area.w - b.w}, theme, board.inspect());
}

std::optional<Transition> table_frame_key(int k, const SeatBoard& board) {
    if (k == 'L') {
        auto lines = board.history();
        if (lines.empty()) lines.push_back("Nothing has happened yet.");
        return Transition::push(std::make_unique<TextScreen>("The whole log", std::move(lines), true));
    }
    if (k == 'i') {
        Inspection what = board.inspect();
        if (what.empty()) return std::nullopt;  // the board may have an `i` of its own
        return Transition::push(std::make_unique<TextScreen>(what.title, std::move(what.lines)));
    }
    return std::nullopt;
}

std::vector<KeyHint> table_frame_hints(const SeatBoard& board) {
    std::vector<KeyHint> h;
    // On the key line where it has room (they give way first on a narrow one: nothing else
    // names them outside the help).
    if (!board.inspect().empty()) h.push_back({"i", "read it whole"});
    h.push_back({"L", "whole log"});
    return h;
}

std::vector<KeyHint> table_key_line(const SeatBoard& board, const std::vector<KeyHint>& table, const std::vector<KeyHint>& last) {
    std::vector<KeyHint> h = board.key_hints();
    auto after = std::find_if(h.rbegin(), h.rend(), [](const KeyHint& k) { return k.on_bottom_line; }).base();
    // The board's keys, then i and L, then leave, hint and undo (kept on a narrow line).
    std::vector<KeyHint> mid = table_frame_hints(board);
    mid.insert(mid.end(), table.begin(), table.end());
    h.insert(after, mid.begin(), mid.end());
    h.insert(h.end(), last.begin(), last.end());
    return h;
}

}  // namespace olympus::tui
