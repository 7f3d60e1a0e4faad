// The stack of screens with what they all share: the size guard (below 80x24 it says the size it
// needs), the bottom key line, the `?` help overlay, and a hangup that lets every screen save.
#pragma once
#include <memory>
#include <vector>

#include "tui/screen.hpp"

namespace olympus::tui {

inline constexpr int kMinHeight = 24;
inline constexpr int kMinWidth = 80;

class ScreenStack {
public:
    explicit ScreenStack(std::unique_ptr<Screen> root);

    bool empty() const { return screens_.empty(); }
    Screen& top() { return *screens_.back(); }
    std::size_t depth() const { return screens_.size(); }
    bool help_open() const { return help_open_; }

    void draw(Canvas& c, const Theme& theme);
    // Feeds a key; returns false once the stack is empty (the program should end). Keys that
    // come while the last drawing was the size message are dropped.
    bool feed(int key);
    // Lets every screen answer a take-over request, then the top one run its clock.
    bool tick();
    // The top screen's take_stale_keys(): the caller drops the keys typed during the last tick.
    bool take_stale_keys();
    // The keys typed during such a tick: all are dropped but leaving (q or Esc), which asks to
    // leave as at any other time, so a person can leave during the computer's turn. Returns as
    // feed().
    bool feed_stale(const std::vector<int>& typed);
    void hangup() noexcept;

private:
    void apply(Transition t);
    std::vector<std::unique_ptr<Screen>> screens_;
    bool help_open_ = false;
    bool too_small_ = false;  // the last draw showed only the size message
    int help_scroll_ = 0;
    int help_page_ = 5;  // rows the help showed when last drawn: PgUp/PgDn move by that much
};

void draw_size_message(Canvas& c, const Theme& theme);
void draw_key_line(Canvas& c, int y, const std::vector<KeyHint>& hints, const Theme& theme);

}  // namespace olympus::tui
