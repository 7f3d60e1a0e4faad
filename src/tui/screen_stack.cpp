#include "tui/screen_stack.hpp"

#include <algorithm>
#include <iterator>

#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

ScreenStack::ScreenStack(std::unique_ptr<Screen> root) { screens_.push_back(std::move(root)); }

void draw_size_message(Canvas& c, const Theme&) {
    c.clear();
    Rect all{0, 0, c.height(), c.width()};
    std::string need = "needs " + std::to_string(kMinWidth) + "x" + std::to_string(kMinHeight);
    std::string have = "this one is " + std::to_string(c.width()) + "x" + std::to_string(c.height());
    int top = std::max(0, c.height() / 2 - 2);
    draw_centered(c, all, top, "Olympus", Style{Color::Default, true});
    draw_centered(c, all, top + 1, "The terminal is too small:");
    draw_centered(c, all, top + 2, need + ", " + have + ".");
    draw_centered(c, all, top + 3, "Make it larger to go on.");
}

void draw_key_line(Canvas& c, int y, const std::vector<KeyHint>& hints, const Theme&) {
    std::vector<const KeyHint*> line;
    for (const auto& h : hints)
        if (h.on_bottom_line) line.push_back(&h);
    auto entry = [](const KeyHint* h) { return text_width(h->keys) + 1 + text_width(h->what); };
    auto width = [&] {
        int w = 0;
        for (const KeyHint* h : line) w += entry(h) + 2;
        return w - 2;  // no gap after the last
    };
    // Too narrow for all: the keys not marked keep give way, the last first.
    while (width() > c.width()) {
        auto last = std::find_if(line.rbegin(), line.rend(), [](const KeyHint* h) { return !h->keep; });
        if (last == line.rend()) break;
        line.erase(std::next(last).base());
    }
    int x = 0;
    for (const KeyHint* h : line) {
        if (x + entry(h) > c.width()) break;
        x += draw_text(c, y, x, h->keys, Style{Color::Default, false, true});
        x += draw_text(c, y, x, " " + h->what + "  ");
    }
}

void ScreenStack::draw(Canvas& c, const Theme& theme) {
    if (screens_.empty()) return;
    too_small_ = c.height() < kMinHeight || c.width() < kMinWidth;
    if (too_small_) {
        draw_size_message(c, theme);
        return;
    }
    c.clear();
    Rect area{0, 0, c.height() - 1, c.width()};
    // Draw from the lowest screen that is not an overlay up to the top.
    std::size_t first = screens_.size() - 1;
    while (first > 0 && screens_[first]->is_overlay()) --first;
    for (std::size_t i = first; i < screens_.size(); ++i) screens_[i]->draw(c, area, theme);

    auto hints = top().key_hints();
    if (help_open_) {
        std::vector<std::string> lines;
        lines.push_back("# Keys on this screen");
        for (const auto& h : hints) {
            std::string k = h.keys;
            // At least two spaces between a key and its words, however long the keys are.
            k.resize(std::max<std::size_t>(k.size() + 2, 14), ' ');
            lines.push_back("  " + k + h.what);
        }
        lines.push_back("  ?             this help");
        auto extra = top().help_text();
        if (!extra.empty()) {
            lines.emplace_back();
            for (auto& e : extra) lines.push_back(e);
        }
        int w = std::min(area.w - 4, 72);
        std::vector<std::string> rows;
        for (const auto& l : lines) {
            if (l.empty()) rows.emplace_back();
            // A line that fits is kept as written (the keys' column lines up); a longer one wraps.
            else if (text_width(l) <= w - 4) rows.push_back(l);
            else
                for (auto& r : wrap_text(l, w - 4)) rows.push_back(r);
        }
        int h = std::min(area.h - 2, static_cast<int>(rows.size()) + 2);
        help_page_ = std::max(1, h - 3);  // a page keeps one row of the last in sight
        help_scroll_ = std::clamp(help_scroll_, 0, std::max(0, static_cast<int>(rows.size()) - (h - 2)));
        Rect r{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
        fill(c, r, " ");
        draw_frame(c, r, theme, "Help: " + top().title(), true);
        for (int i = 0; i < h - 2 && help_scroll_ + i < static_cast<int>(rows.size()); ++i) {
            const std::string& row = rows[static_cast<std::size_t>(help_scroll_ + i)];
            bool heading = row.starts_with("# ");
            draw_text(c, r.y + 1 + i, r.x + 2, heading ? row.substr(2) : row, Style{Color::Default, heading}, w - 4);
        }
        draw_key_line(c, c.height() - 1, {{"Up/Down PgUp/PgDn", "scroll"}, {"any other key", "close help"}}, theme);
        return;
    }
    hints.insert(hints.begin(), KeyHint{"?", "help", true, true});
    draw_key_line(c, c.height() - 1, hints, theme);
}

void ScreenStack::apply(Transition t) {
    switch (t.kind) {
        case Transition::Kind::Stay: break;
        case Transition::Kind::Push: screens_.push_back(std::move(t.next)); break;
        case Transition::Kind::Pop:
            for (int i = 0; i < t.count && !screens_.empty(); ++i) screens_.pop_back();
            if (!screens_.empty()) screens_.back()->on_resume();
            break;
        case Transition::Kind::Replace:
            for (int i = 0; i < t.count && !screens_.empty(); ++i) screens_.pop_back();
            screens_.push_back(std::move(t.next));
            break;
        case Transition::Kind::Quit: screens_.clear(); break;
    }
}

bool ScreenStack::feed(int k) {
    if (screens_.empty()) return false;
    if (k == key::Resize || k == key::None) return true;
    // The player sees only the size message: a key meant for the game behind it would act unseen.
    if (too_small_) return true;
    if (help_open_) {
        // The paging keys scroll too: one that closed the help would leave the next press of
        // the same key to act on the game behind it.
        if (key::is_up(k)) --help_scroll_;
        else if (key::is_down(k)) ++help_scroll_;
        else if (k == key::PageUp) help_scroll_ = std::max(0, help_scroll_ - help_page_);
        else if (k == key::PageDown) help_scroll_ += help_page_;  // the next draw clamps it
        else if (k == key::Home) help_scroll_ = 0;
        else if (k == key::End) help_scroll_ = 1 << 20;
        else help_open_ = false;
        return true;
    }
    if (k == '?') {
        help_open_ = true;
        help_scroll_ = 0;
        return true;
    }
    apply(top().on_key(k));
    return !screens_.empty();
}

bool ScreenStack::tick() {
    for (std::size_t i = 0; i < screens_.size(); ++i) {
        if (auto told = screens_[i]->poll_replacement()) {
            while (screens_.size() > i) screens_.pop_back();
            screens_.push_back(std::move(told));
            help_open_ = false;
            return true;
        }
    }
    return !screens_.empty() && top().on_tick();
}

bool ScreenStack::take_stale_keys() { return !screens_.empty() && top().take_stale_keys(); }

bool ScreenStack::feed_stale(const std::vector<int>& typed) {
    const auto leave = std::find_if(typed.begin(), typed.end(), [](int k) { return key::is_back(k); });
    if (leave == typed.end()) return !screens_.empty();
    return feed(*leave);
}

void ScreenStack::hangup() noexcept {
    for (auto it = screens_.rbegin(); it != screens_.rend(); ++it) (*it)->on_hangup();
}

}  // namespace olympus::tui
