#include "tui/widgets.hpp"

#include <algorithm>

#include "tui/keys.hpp"

namespace olympus::tui {

void draw_frame(Canvas& c, Rect r, const Theme& theme, std::string_view title, bool heavy, Style style) {
    if (r.h < 2 || r.w < 2) return;
    const Glyphs& g = theme.g();
    auto h = heavy ? g.hh : g.h, v = heavy ? g.vv : g.v;
    c.put_cell(r.y, r.x, heavy ? g.htl : g.tl, style);
    c.put_cell(r.y, r.right() - 1, heavy ? g.htr : g.tr, style);
    c.put_cell(r.bottom() - 1, r.x, heavy ? g.hbl : g.bl, style);
    c.put_cell(r.bottom() - 1, r.right() - 1, heavy ? g.hbr : g.br, style);
    for (int x = r.x + 1; x < r.right() - 1; ++x) {
        c.put_cell(r.y, x, h, style);
        c.put_cell(r.bottom() - 1, x, h, style);
    }
    for (int y = r.y + 1; y < r.bottom() - 1; ++y) {
        c.put_cell(y, r.x, v, style);
        c.put_cell(y, r.right() - 1, v, style);
    }
    if (!title.empty() && r.w > 4) {
        Style ts = style;
        ts.bold = true;
        draw_text(c, r.y, r.x + 1, " " + std::string(title) + " ", ts, r.w - 2);
    }
}

void draw_centered(Canvas& c, Rect r, int row, std::string_view text, Style style) {
    int w = std::min(text_width(text), r.w);
    draw_text(c, r.y + row, r.x + (r.w - w) / 2, text, style, r.w);
}

std::vector<std::string> wrap_text(std::string_view text, int width) {
    std::vector<std::string> out;
    std::string line;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string_view::npos) j = text.size();
        std::string word(text.substr(i, j - i));
        if (!line.empty() && text_width(line) + 1 + text_width(word) > width) {
            out.push_back(line);
            line.clear();
        }
        while (text_width(word) > width) {  // a word longer than the line is cut
            out.push_back(clip_text(word, width));
            word = word.substr(clip_text(word, width).size());
        }
        if (!word.empty()) line += (line.empty() ? "" : " ") + word;
        i = j + 1;
    }
    if (!line.empty() || out.empty()) out.push_back(line);
    return out;
}

std::vector<std::string> wrap_entry(std::string_view text, int width) {
    if (width < 8) return wrap_text(text, width);
    std::vector<std::string> out;
    std::string line;
    const auto room = [&] { return out.empty() ? width : width - 2; };
    const auto push = [&] {
        out.push_back(out.empty() ? line : "  " + line);
        line.clear();
    };
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string_view::npos) j = text.size();
        std::string word(text.substr(i, j - i));
        i = j + 1;
        if (word.empty()) continue;
        if (!line.empty() && text_width(line) + 1 + text_width(word) > room()) push();
        while (text_width(line) + (line.empty() ? 0 : 1) + text_width(word) > room()) {  // a word longer than the line is cut
            if (!line.empty()) push();
            std::string head = clip_text(word, room());
            word.erase(0, head.size());
            line = head;
            if (!word.empty()) push();
        }
        if (!word.empty()) line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty() || out.empty()) push();
    return out;
}

void draw_message(Canvas& c, Rect r, std::string_view text, Style style) {
    auto lines = wrap_text(text, r.w);
    const int first = std::max(0, static_cast<int>(lines.size()) - r.h);  // keep the end if it is too long
    int y = r.bottom() - (static_cast<int>(lines.size()) - first);
    for (std::size_t i = static_cast<std::size_t>(first); i < lines.size(); ++i) draw_text(c, y++, r.x, lines[i], style, r.w);
}

// ---- Menu

void Menu::set_items(std::vector<Item> items) {
    // The cursor stays on the same entry, found by its label, when the list changes around it:
    // an entry added above must not move a waiting Enter onto another choice.
    std::optional<std::string> was;
    if (cursor_ >= 0 && cursor_ < static_cast<int>(items_.size())) was = items_[static_cast<std::size_t>(cursor_)].label;
    // The same list, changed (some old entry is still offered), rather than a new one (the next
    // phase's choices): only then can an Enter meant for a vanished entry land on a neighbour.
    const bool continued = std::any_of(items.begin(), items.end(), [&](const Item& n) {
        return std::any_of(items_.begin(), items_.end(), [&](const Item& o) { return o.label == n.label; });
    });
    items_ = std::move(items);
    if (was) {
        auto same = std::find_if(items_.begin(), items_.end(), [&](const Item& i) { return i.label == *was; });
        if (same != items_.end()) cursor_ = static_cast<int>(same - items_.begin());
        else vanished_ = continued;
    }
    clamp();
}

void Menu::set_cursor(int i) {
    cursor_ = i;
    vanished_ = false;
    clamp();
}

void Menu::clamp() {
    if (items_.empty()) {
        cursor_ = 0;
        return;
    }
    cursor_ = std::clamp(cursor_, 0, static_cast<int>(items_.size()) - 1);
}

bool Menu::navigate(int k) {
    int n = static_cast<int>(items_.size());
    if (n == 0) return false;
    if (key::is_up(k)) cursor_ = (cursor_ + n - 1) % n;
    else if (key::is_down(k) || k == key::Tab) cursor_ = (cursor_ + 1) % n;
    else if (k == key::Home) cursor_ = 0;
    else if (k == key::End) cursor_ = n - 1;
    else if (k == key::PageUp) cursor_ = std::max(0, cursor_ - 5);
    else if (k == key::PageDown) cursor_ = std::min(n - 1, cursor_ + 5);
    else return false;
    vanished_ = false;
    return true;
}

std::optional<int> Menu::chosen(int k) const {
    if (!key::is_choose(k) || items_.empty()) return std::nullopt;
    if (vanished_) {
        vanished_ = false;
        return std::nullopt;
    }
    if (!items_[static_cast<std::size_t>(cursor_)].enabled) return std::nullopt;
    return cursor_;
}

std::string with_cut_mark(const std::string& text, int w, const Glyphs& g) {
    if (w <= 0 || text_width(text) <= w) return text;
    const std::string mark(g.ellipsis);
    return clip_text(text, std::max(0, w - text_width(mark))) + mark;
}

void Menu::draw(Canvas& c, Rect r, const Theme& theme, int label_width) const {
    int n = static_cast<int>(items_.size());
    int first = std::clamp(cursor_ - r.h / 2, 0, std::max(0, n - r.h));
    if (label_width == 0)
        for (const auto& it : items_) label_width = std::max(label_width, text_width(it.label));
    for (int row = 0; row < r.h && first + row < n; ++row) {
        const Item& it = items_[static_cast<std::size_t>(first + row)];
        bool here = first + row == cursor_;
        Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
        if (!it.enabled) s.dim = true;
        int y = r.y + row;
        draw_text(c, y, r.x, here ? theme.g().cursor : " ", s);
        // A label or detail longer than its room ends in the cut mark, never as if it were whole.
        const bool detail = !it.detail.empty() && r.w > label_width + 5;
        const std::string label = detail ? with_cut_mark(it.label, label_width + 1, theme.g()) : it.label;
        draw_text(c, y, r.x + 1, " " + label, s, r.w - 1);
        for (int x = r.x + 2 + text_width(label); here && x < r.x + 3 + label_width && x < r.right(); ++x)
            c.put_cell(y, x, " ", s);
        if (detail) draw_text(c, y, r.x + label_width + 4, with_cut_mark(it.detail, r.w - label_width - 4, theme.g()), Style{}, r.w - label_width - 4);
    }
    if (first > 0) draw_text(c, r.y, r.right() - 1, theme.g().up);
    if (first + r.h < n) draw_text(c, r.bottom() - 1, r.right() - 1, theme.g().down);
}

// ---- Card box

Rect card_rect(int y, int x, int h, int w, Orientation o) {
    if (is_tapped(o)) return {y, x, std::max(3, w / 2), std::min(w * 3 / 2, w + 6)};
    return {y, x, h, w};
}

void draw_card(Canvas& c, Rect r, const CardFace& card, const Theme& theme) {
    const Glyphs& g = theme.g();
    Style frame = card.role ? theme.role(*card.role) : Style{};
    frame.bold |= card.selected;
    draw_frame(c, r, theme, {}, card.selected, frame);
    Rect in{r.y + 1, r.x + 1, r.h - 2, r.w - 2};
    if (in.h <= 0 || in.w <= 0) return;
    if (card.face_down) {
        fill(c, in, g.back, Style{theme.color ? Color::Blue : Color::Default});
        return;
    }
    fill(c, in, " ");
    // The orientation glyph in the top-right corner says how the card lies, without colour.
    c.put_cell(r.y, r.right() - 2, g.orientation(card.orientation), Style{Color::Default, true});
    if (card.marked) c.put_cell(r.y, r.x + 1, g.mark, Style{theme.color ? Color::Red : Color::Default, true});
    if (!card.kind.empty() && r.w > 5) draw_text(c, r.y, r.x + 2, card.kind, Style{frame.fg, true, false, false, false, frame.shade}, 1);
    draw_text(c, in.y, in.x, card.title, Style{Color::Default, true}, in.w);
    bool rotated = is_rotated(card.orientation);
    const auto& active = rotated ? card.lower : card.upper;
    const auto& inactive = rotated ? card.upper : card.lower;
    int y = in.y + 1;
    for (const auto& line : active) {
        if (y >= in.bottom()) break;
        draw_text(c, y++, in.x, line, Style{}, in.w);
    }
    if (!inactive.empty() && y < in.bottom()) {
        // The half that faces away from the player: drawn dim, behind the flip mark.
        for (const auto& line : inactive) {
            if (y >= in.bottom()) break;
            draw_text(c, y, in.x, g.down, Style{Color::Default, false, false, true}, 1);
            draw_text(c, y++, in.x + 1, line, Style{Color::Default, false, false, true}, in.w - 1);
        }
    }
    if (!card.corner.empty())
        draw_text(c, r.bottom() - 1, r.right() - 1 - text_width(card.corner), card.corner, Style{Color::Default, true});
}

// ---- Message log

void MessageLog::add(std::string line) {
    lines_.push_back(std::move(line));
    while (lines_.size() > capacity_) lines_.pop_front();
    scroll_ = 0;
}

void MessageLog::scroll(int delta) {
    scroll_ = std::clamp(scroll_ + delta, 0, std::max(0, static_cast<int>(lines_.size()) - 1));
}

void MessageLog::draw(Canvas& c, Rect r, const Theme& theme) const {
    // Wrap the newest lines into the rect, newest at the bottom. Only whole entries: the top row
    // is never the tail of a sentence whose start is cut off (unless one entry alone is taller
    // than the rect, when its end shows).
    std::vector<std::string> rows;
    int skip = scroll_;
    for (auto it = lines_.rbegin(); it != lines_.rend() && static_cast<int>(rows.size()) < r.h; ++it) {
        if (skip > 0) {
            --skip;
            continue;
        }
        auto wrapped = wrap_entry(*it, r.w - 1);
        if (!rows.empty() && rows.size() + wrapped.size() > static_cast<std::size_t>(r.h)) break;
        for (auto w = wrapped.rbegin(); w != wrapped.rend(); ++w) rows.push_back(*w);
    }
    int y = r.bottom() - 1;
    for (std::size_t i = 0; i < rows.size() && y >= r.y; ++i, --y)
        draw_text(c, y, r.x, rows[i], i < 1 && scroll_ == 0 ? Style{Color::Default, true} : Style{}, r.w);
    if (scroll_ > 0) draw_text(c, r.bottom() - 1, r.right() - 1, theme.g().down, Style{Color::Default, true});
}

// ---- Confirm

ConfirmScreen::ConfirmScreen(std::string question, std::function<Transition()> on_yes,
                             std::function<Transition()> on_no)
    : question_(std::move(question)), on_yes_(std::move(on_yes)), on_no_(std::move(on_no)) {}

void ConfirmScreen::draw(Canvas& c, Rect area, const Theme& theme) {
    auto lines = wrap_text(question_, 44);
    int h = static_cast<int>(lines.size()) + 4, w = 50;
    Rect r{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
    fill(c, r, " ");
    draw_frame(c, r, theme, "Confirm", true);
    for (std::size_t i = 0; i < lines.size(); ++i) draw_centered(c, r, 1 + static_cast<int>(i), lines[i]);
    draw_centered(c, r, h - 2, "[y] yes    [n] no", Style{Color::Default, true});
}

Transition ConfirmScreen::on_key(int k) {
    if (k == 'y' || k == 'Y') return on_yes_();
    if (k == 'n' || k == 'N' || key::is_back(k)) return on_no_();
    return Transition::stay();
}

std::vector<KeyHint> ConfirmScreen::key_hints() const { return {{"y", "yes"}, {"n/Esc", "no"}}; }

void ConfirmScreen::first_on_yes(std::function<void()> before) {
    on_yes_ = [before = std::move(before), yes = std::move(on_yes_)] {
        before();
        return yes();
    };
}

// ---- Notice

void NoticeScreen::draw(Canvas& c, Rect area, const Theme& theme) {
    const int w = std::min(70, area.w), inner = w - 4;
    auto lines = wrap_text(text_, inner);
    const int h = std::min(static_cast<int>(lines.size()) + 4, area.h);
    Rect r{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
    fill(c, r, " ");
    draw_frame(c, r, theme, title_, true);
    draw_message(c, {r.y + 1, r.x + 2, h - 4, inner}, text_);
    draw_centered(c, r, h - 2, "[Enter] back", Style{Color::Default, true});
}

Transition NoticeScreen::on_key(int k) {
    if (k == key::Enter || k == ' ' || key::is_back(k)) return Transition::pop();
    return Transition::stay();
}

std::vector<KeyHint> NoticeScreen::key_hints() const { return {{"Enter", "back"}}; }

// ---- Prompt

PromptScreen::PromptScreen(std::string question, std::string initial, std::size_t max_len,
                           std::function<Transition(const std::string&)> on_done)
    : question_(std::move(question)), text_(std::move(initial)), max_len_(max_len), on_done_(std::move(on_done)) {}

void PromptScreen::draw(Canvas& c, Rect area, const Theme& theme) {
    auto lines = wrap_text(question_, 54);
    int h = static_cast<int>(lines.size()) + 5, w = 60;
    Rect r{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
    fill(c, r, " ");
    draw_frame(c, r, theme, "Type", true);
    for (std::size_t i = 0; i < lines.size(); ++i) draw_text(c, r.y + 1 + static_cast<int>(i), r.x + 3, lines[i]);
    int y = r.y + 2 + static_cast<int>(lines.size());
    Style field{Color::Default, true, false, false, true};
    for (int x = r.x + 3; x < r.right() - 3; ++x) c.put_cell(y, x, " ", field);
    std::string shown = text_;
    int room = w - 7;
    if (text_width(shown) > room) shown = shown.substr(shown.size() - static_cast<std::size_t>(room));
    int x = r.x + 3 + draw_text(c, y, r.x + 3, shown, field, room);
    c.put_cell(y, x, "_", Style{Color::Default, true, true});
}

Transition PromptScreen::on_key(int k) {
    if (k == key::Escape) return Transition::pop();
    if (key::is_choose(k) && k != ' ') return on_done_(text_);
    if (k == key::Backspace || k == 127 || k == 8) {
        if (!text_.empty()) text_.pop_back();
    } else if (k >= 32 && k < 127 && text_.size() < max_len_) {
        text_ += static_cast<char>(k);
    }
    return Transition::stay();
}

std::vector<KeyHint> PromptScreen::key_hints() const { return {{"Enter", "done"}, {"Backspace", "delete"}, {"Esc", "cancel"}}; }

// ---- Text page

TextScreen::TextScreen(std::string title, std::vector<std::string> paragraphs, bool from_end)
    : title_(std::move(title)), paragraphs_(std::move(paragraphs)), scroll_(from_end ? 1 << 30 : 0) {}

void TextScreen::draw(Canvas& c, Rect area, const Theme& theme) {
    draw_frame(c, area, theme, title_, true);
    Rect in{area.y + 1, area.x + 2, area.h - 2, area.w - 4};
    std::vector<std::string> lines;
    for (const auto& p : paragraphs_) {
        if (p.empty()) {
            lines.emplace_back();
            continue;
        }
        for (auto& l : wrap_text(p, in.w)) lines.push_back(std::move(l));
    }
    last_lines_ = static_cast<int>(lines.size());
    last_height_ = in.h;
    scroll_ = std::clamp(scroll_, 0, std::max(0, last_lines_ - in.h));
    for (int row = 0; row < in.h && scroll_ + row < last_lines_; ++row) {
        const std::string& l = lines[static_cast<std::size_t>(scroll_ + row)];
        bool heading = l.starts_with("# ");
        draw_text(c, in.y + row, in.x, heading ? l.substr(2) : l, Style{Color::Default, heading}, in.w);
    }
    if (scroll_ > 0) draw_text(c, area.y, area.right() - 3, theme.g().up);
    if (scroll_ + in.h < last_lines_) draw_text(c, area.bottom() - 1, area.right() - 3, theme.g().down);
}

Transition TextScreen::on_key(int k) {
    if (key::is_back(k) || key::is_choose(k)) return Transition::pop();
    if (key::is_up(k)) --scroll_;
    else if (key::is_down(k)) ++scroll_;
    else if (k == key::PageUp) scroll_ -= std::max(1, last_height_ - 1);
    else if (k == key::PageDown) scroll_ += std::max(1, last_height_ - 1);
    else if (k == key::Home) scroll_ = 0;
    else if (k == key::End) scroll_ = last_lines_;
    scroll_ = std::max(0, scroll_);
    return Transition::stay();
}

std::vector<KeyHint> TextScreen::key_hints() const { return {{"Up/Down", "scroll"}, {"PgUp/PgDn", "page"}, {"q", "back"}}; }

}  // namespace olympus::tui
