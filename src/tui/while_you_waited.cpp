#include "tui/while_you_waited.hpp"

#include <algorithm>
#include <utility>

#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

bool LogRoom::holds(const std::vector<std::string>& lines) const {
    int need = 0;
    for (const auto& l : lines) need += std::max<int>(1, static_cast<int>(wrap_entry(l, width).size()));
    return need <= rows;
}

void WhileYouWaited::told(const std::vector<std::string>& lines, bool mine) {
    if (mine) {
        waiting_.clear();
        return;
    }
    waiting_.insert(waiting_.end(), lines.begin(), lines.end());
}

void WhileYouWaited::deciding(bool now, const LogRoom& log) {
    if (now && !deciding_ && !waiting_.empty() && !log.holds(waiting_)) {
        show("While you waited", std::exchange(waiting_, {}));
    }
    // Whatever came while the seat decided was in front of it.
    if (now) waiting_.clear();
    deciding_ = now;
}

void WhileYouWaited::clear() {
    waiting_.clear();
    open_ = false;
}

void WhileYouWaited::show(std::string title, std::vector<std::string> lines) {
    title_ = std::move(title);
    shown_ = std::move(lines);
    open_ = true;
    scroll_ = 0;
}

bool WhileYouWaited::on_key(int k) {
    if (!open_) return false;
    if (key::is_choose(k) || key::is_back(k)) open_ = false;
    else if (key::is_up(k)) --scroll_;
    else if (key::is_down(k)) ++scroll_;
    else if (k == key::PageUp) scroll_ -= 5;
    else if (k == key::PageDown) scroll_ += 5;
    else return false;
    return true;
}

std::vector<KeyHint> WhileYouWaited::key_hints() const { return {{"Enter", "go on"}, {"Up/Down", "scroll"}}; }

void WhileYouWaited::draw(Canvas& c, Rect area, const Theme& theme) const {
    if (!open_ || area.w < 20 || area.h < 5) return;
    const int w = std::min(area.w, 100), text_w = w - 4;
    std::vector<std::string> rows;
    for (const auto& l : shown_)
        for (auto& r : wrap_entry(l, text_w)) rows.push_back(std::move(r));
    // Frame, a blank row and the closing line around the text.
    const int room = area.h - 4;
    const int h = std::min(area.h, static_cast<int>(rows.size()) + 4);
    const int max_scroll = std::max(0, static_cast<int>(rows.size()) - room);
    scroll_ = std::clamp(scroll_, 0, max_scroll);
    const Rect box{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
    for (int y = box.y; y < box.bottom(); ++y) draw_text(c, y, box.x, std::string(static_cast<std::size_t>(w), ' '));
    draw_frame(c, box, theme, title_, true);
    const int shown = std::min(room, static_cast<int>(rows.size()));
    for (int i = 0; i < shown; ++i)
        draw_text(c, box.y + 1 + i, box.x + 2, rows[static_cast<std::size_t>(scroll_ + i)], Style{}, text_w);
    if (scroll_ > 0) draw_text(c, box.y, box.right() - 2, theme.g().up);
    if (scroll_ < max_scroll) draw_text(c, box.bottom() - 1, box.right() - 2, theme.g().down);
    draw_text(c, box.bottom() - 2, box.x + 2, max_scroll > 0 ? "Up/Down to read on; press Enter to go on." : "Press Enter to go on.",
              Style{Color::Default, true}, text_w);
}

}  // namespace olympus::tui
