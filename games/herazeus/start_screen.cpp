#include "herazeus/start_screen.hpp"

#include <array>

#include "core/save.hpp"
#include "herazeus/help.hpp"
#include "herazeus/play_screen.hpp"
#include "tui/keys.hpp"
#include "tui/script_entry.hpp"
#include "tui/widgets.hpp"

namespace olympus::herazeus {

using namespace tui;
namespace fs = std::filesystem;

namespace {

fs::path folder(const AppContext& ctx) { return ctx.save_dir / kGameId; }

std::string fresh_name(const AppContext& ctx) {
    if (!ctx.campaign.empty()) return ctx.campaign;
    std::string name = "game";
    for (int i = 2; fs::exists(folder(ctx) / (name + ".json")); ++i) name = "game-" + std::to_string(i);
    return name;
}

Transition open_saved(const AppContext& ctx, const fs::path& path, bool replace) {
    SaveLock lock = SaveLock::acquire(path);
    SavedGame g;
    try {
        g = saved_from_json(read_save(path, kGameId, kSaveVersion).state);
    } catch (const SaveError&) {
        throw;
    } catch (const std::exception& e) {
        throw SaveError(path.string() + ": the game inside is damaged: " + e.what());
    }
    auto s = make_play_screen(path, std::move(g), std::move(lock), ctx.seed.value_or(fresh_seed()));
    return replace ? Transition::replace(std::move(s)) : Transition::push(std::move(s));
}

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
            fs::path path = folder(ctx_) / (fresh_name(ctx_) + ".json");
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

class StartScreen final : public Screen {
public:
    explicit StartScreen(AppContext ctx) : ctx_(std::move(ctx)) { rebuild(); }
    std::string title() const override { return "Hera & Zeus"; }
    void on_resume() override { rebuild(); }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Hera & Zeus", true);
        draw_text(c, area.y + 1, area.x + 3, "A bluffing duel on a field of face-down cards.", Style{}, area.w - 6);
        menu_.draw(c, {area.y + 3, area.x + 3, area.h - 6, area.w - 6}, theme, 28);
        if (!status_.empty()) draw_message(c, {area.bottom() - 4, area.x + 2, 3, area.w - 4}, status_, theme.fg(Color::Red, true));
    }

    Transition on_key(int k) override {
        status_.clear();
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) return Transition::pop();
        auto i = menu_.chosen(k);
        if (!i) return Transition::stay();
        const auto& [kind, path] = entries_[static_cast<std::size_t>(*i)];
        try {
            if (kind == 0) return open_saved(ctx_, path, false);
            if (kind == 1) return Transition::push(std::make_unique<SetupScreen>(ctx_));
            if (kind == 2) return Transition::push(std::make_unique<TextScreen>("How to play", how_to_play()));
            return Transition::pop();
        } catch (const std::exception& e) {
            status_ = e.what();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override { return {{"Up/Down", "move"}, {"Enter", "choose"}, {"q", "back"}}; }
    std::vector<std::string> help_text() const override { return how_to_play(); }

private:
    void rebuild() {
        entries_.clear();
        std::vector<Menu::Item> items;
        for (const auto& l : list_saves(folder(ctx_))) {
            std::string line = l.problem;
            if (line.empty()) {
                try {
                    line = describe_saved(saved_from_json(read_save(l.path, kGameId, kSaveVersion).state));
                } catch (const std::exception& e) {
                    line = e.what();
                }
            }
            entries_.emplace_back(0, l.path);
            items.push_back({"Continue " + l.name, line});
        }
        entries_.emplace_back(1, fs::path());
        items.push_back({"New game", "against the computer or a friend"});
        entries_.emplace_back(2, fs::path());
        items.push_back({"How to play", ""});
        entries_.emplace_back(3, fs::path());
        items.push_back({"Back", ""});
        menu_.set_items(std::move(items));
    }
    AppContext ctx_;
    Menu menu_;
    std::vector<std::pair<int, fs::path>> entries_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) { return std::make_unique<StartScreen>(ctx); }

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) {
    SaveLock lock = SaveLock::acquire(save);
    SavedGame g = saved_from_json(read_save(save, kGameId, kSaveVersion).state);
    return make_play_screen(save, std::move(g), std::move(lock), ctx.seed.value_or(fresh_seed()));
}

}  // namespace olympus::herazeus
