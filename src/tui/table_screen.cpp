#include "tui/table_screen.hpp"

#include "tui/widgets.hpp"

namespace olympus::tui {

void draw_pass_screen(Canvas& c, Rect area, const Theme& theme, std::string_view game, const std::string& who) {
    draw_frame(c, area, theme, game, true);
    draw_centered(c, area, area.h / 2 - 2, "Pass the keyboard to " + who + ".", Style{Color::Default, true});
    draw_centered(c, area, area.h / 2, "Everything private is hidden until then.");
    draw_centered(c, area, area.h / 2 + 2, "Press Enter when " + who + " is ready.");
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

}  // namespace olympus::tui
