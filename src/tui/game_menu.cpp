#include "tui/game_menu.hpp"

#include "core/save.hpp"
#include "tui/keys.hpp"
#include "tui/played_when.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

namespace {

class GameMenu final : public Screen {
public:
    explicit GameMenu(GameMenuSpec spec) : spec_(std::move(spec)) { rebuild(); }
    std::string title() const override { return spec_.title; }
    void on_resume() override { rebuild(); }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, spec_.frame_title.empty() ? spec_.title : spec_.frame_title, true);
        draw_text(c, area.y + 1, area.x + 3, spec_.tagline, Style{}, area.w - 6);
        menu_.draw(c, {area.y + 3, area.x + 3, area.h - 6, area.w - 6}, theme, spec_.label_width);
        if (!status_.empty()) draw_message(c, {area.bottom() - 4, area.x + 2, 3, area.w - 4}, status_, theme.fg(Color::Red, true));
    }

    Transition on_key(int k) override {
        status_.clear();
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) return Transition::pop();
        auto i = menu_.chosen(k);
        if (!i) return Transition::stay();
        const auto at = static_cast<std::size_t>(*i);
        try {
            if (at < saves_.size()) return Transition::push(spec_.open(saves_[at]));
            const std::size_t e = at - saves_.size();
            if (e < spec_.entries.size()) return Transition::push(spec_.entries[e].open());
            return Transition::pop();
        } catch (const std::exception& ex) {
            status_ = ex.what();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override { return {{"Up/Down", "move"}, {"Enter", "choose"}, {"q", "back"}}; }
    std::vector<std::string> help_text() const override { return spec_.help; }

private:
    void rebuild() {
        saves_.clear();
        std::vector<Menu::Item> items;
        for (const auto& l : list_saves(spec_.folder)) {
            std::string line = l.problem;
            bool reads = line.empty();
            if (reads) {
                try {
                    line = spec_.describe(l.path);
                    // Two saves may read alike ("you vs the strong computer, turn 4"): when each
                    // was played tells them apart.
                    if (std::string when = played_when(l.path); !when.empty()) line += (line.empty() ? "" : ", ") + when;
                } catch (const std::exception& e) {
                    line = e.what();
                    reads = false;
                }
            }
            // The row names the save already: its reason need not start with the file's path,
            // which would push the reason itself off an 80-column row.
            if (const std::string where = l.path.string() + ": "; !reads && line.starts_with(where))
                line.erase(0, where.size());
            saves_.push_back(l.path);
            // A save that does not read says why on its row and cannot be chosen: Enter could only
            // say it again.
            items.push_back({spec_.continue_label.empty() ? "Continue " + l.name : spec_.continue_label, line, reads});
        }
        for (const auto& e : spec_.entries) items.push_back({e.label, e.detail});
        items.push_back({"Back", ""});
        menu_.set_items(std::move(items));  // the cursor stays on the entry it was on
    }

    GameMenuSpec spec_;
    Menu menu_;
    std::vector<std::filesystem::path> saves_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_game_menu(GameMenuSpec spec) { return std::make_unique<GameMenu>(std::move(spec)); }

}  // namespace olympus::tui
