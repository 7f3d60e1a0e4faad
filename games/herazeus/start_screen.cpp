#include "herazeus/start_screen.hpp"

#include <array>

#include "core/save.hpp"
#include "herazeus/help.hpp"
#include "herazeus/play_screen.hpp"
#include "tui/game_menu.hpp"
#include "tui/keys.hpp"
#include "tui/script_entry.hpp"
#include "tui/widgets.hpp"

namespace olympus::herazeus {

using namespace tui;
namespace fs = std::filesystem;

namespace {

fs::path folder(const AppContext& ctx) { return ctx.save_dir / kGameId; }

SavedGame read_saved(const fs::path& path) { return read_game_save(path, kGameId, kSaveVersion, saved_from_json); }

class SetupScreen final : public Screen {
public:
    explicit SetupScreen(AppContext ctx) : ctx_(std::move(ctx)) {}
    std::string title() const override { return "New Hera & Zeus game"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "New Hera & Zeus game", true);
        static const std::array<const char*, 2> kSide{"Hera (violet deck, hostage Io)", "Zeus (green deck, hostage Argus)"};
        static const std::array<const char*, 3> kOpp{"the computer, strong (searches)", "the computer, quick (rules of thumb)",
                                                     "a friend at this keyboard (hot-seat)"};
        static const std::array<const char*, 3> kFirst{"Hera (as the rulebook says)", "Zeus", "drawn by lot"};
        std::vector<std::pair<std::string, std::string>> rows{
            {"You play", kSide[static_cast<std::size_t>(side_)]},
            {"Against", kOpp[static_cast<std::size_t>(opp_)]},
            {"Who starts", kFirst[static_cast<std::size_t>(first_)]},
            {"Start the game", ""},
        };
        for (std::size_t i = 0; i < rows.size(); ++i) {
            bool here = static_cast<int>(i) == row_;
            int y = area.y + 2 + static_cast<int>(i) * 2;
            Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
            draw_text(c, y, area.x + 3, here ? theme.g().cursor : " ", s);
            draw_text(c, y, area.x + 5, rows[i].first, s, 20);
            draw_text(c, y, area.x + 26, rows[i].second, Style{Color::Default, here}, area.w - 29);
        }
        if (!status_.empty()) draw_message(c, {area.y + 11, area.x + 3, 4, area.w - 6}, status_, theme.fg(Color::Red, true));
    }

    Transition on_key(int k) override {
        status_.clear();
        if (key::is_up(k)) row_ = (row_ + 3) % 4;
        else if (key::is_down(k) || k == key::Tab) row_ = (row_ + 1) % 4;
        else if (k == key::End) row_ = 3;
        else if (k == key::Home) row_ = 0;
        else if (key::is_back(k)) return Transition::pop();
        else if (key::is_left(k) || key::is_right(k) || (key::is_choose(k) && row_ < 3)) {
            int d = key::is_left(k) ? -1 : 1;
            if (row_ == 0) side_ = 1 - side_;
            if (row_ == 1) opp_ = (opp_ + 3 + d) % 3;
            if (row_ == 2) first_ = (first_ + 3 + d) % 3;
        } else if (key::is_choose(k)) {
            return start();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Up/Down", "field"}, {"Left/Right", "change"}, {"Enter", "start"}, {"q", "back"}};
    }
    std::vector<std::string> help_text() const override { return how_to_play(); }

private:
    Transition start() {
        try {
            GameOptions o;
            o.seed = ctx_.seed.value_or(fresh_seed());
            o.values = ctx_.options;
            static const std::array<const char*, 3> kFirst{"hera", "zeus", "random"};
            o.values["first"] = kFirst[static_cast<std::size_t>(first_)];
            SavedGame g{State::new_game(o), {}};
            if (opp_ < 2) g.seats.computer[static_cast<std::size_t>(1 - side_)] = opp_ == 0 ? Level::Strong : Level::Heuristic;
            fs::path path = folder(ctx_) / (fresh_save_name(folder(ctx_), ctx_.campaign, "game") + ".json");
            if (fs::exists(path)) {
                status_ = "A saved game named " + path.stem().string() + " exists: continue it from the menu.";
                return Transition::stay();
            }
            SaveLock lock = SaveLock::acquire(path);
            return Transition::replace(make_play_screen(path, std::move(g), std::move(lock), o.seed ^ 0x5bd1e995u));
        } catch (const std::exception& e) {
            status_ = e.what();
            return Transition::stay();
        }
    }

    AppContext ctx_;
    int row_ = 0, side_ = 0, opp_ = 0, first_ = 0;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    GameMenuSpec m;
    m.title = "Hera & Zeus";
    m.tagline = "A bluffing duel on a field of face-down cards.";
    m.folder = folder(ctx);
    m.describe = [](const fs::path& p) { return describe_saved(read_saved(p)); };
    m.open = [ctx](const fs::path& p) { return make_resume_screen(ctx, p); };
    m.entries = {{"New game", "against the computer or a friend", [ctx] { return std::make_unique<SetupScreen>(ctx); }},
                 {"How to play", "", [] { return std::make_unique<TextScreen>("How to play", how_to_play()); }}};
    m.help = how_to_play();
    return make_game_menu(std::move(m));
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) {
    SaveLock lock = SaveLock::acquire(save);
    SavedGame g = read_saved(save);
    return make_play_screen(save, std::move(g), std::move(lock), ctx.seed.value_or(fresh_seed()));
}

}  // namespace olympus::herazeus
