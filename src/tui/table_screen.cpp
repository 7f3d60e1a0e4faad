#include "tui/table_screen.hpp"

#include "tui/widgets.hpp"

namespace olympus::tui {

void draw_pass_screen(Canvas& c, Rect area, const Theme& theme, std::string_view game, const std::string& who) {
    draw_frame(c, area, theme, game, true);
    draw_centered(c, area, area.h / 2 - 2, "Pass the keyboard to " + who + ".", Style{Color::Default, true});
    draw_centered(c, area, area.h / 2, "Everything private is hidden until then.");
    draw_centered(c, area, area.h / 2 + 2, "Press Enter when " + who + " is ready.");
}

Transition confirm_leave(std::function<bool()> save_and_release) {
    return Transition::push(std::make_unique<ConfirmScreen>("Leave the game? It is saved and can be continued.",
                                                            [f = std::move(save_and_release)] {
                                                                // A failed save: back to the game, which says why.
                                                                return f() ? Transition::pop(2) : Transition::pop(1);
                                                            }));
}

}  // namespace olympus::tui
