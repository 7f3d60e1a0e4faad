#include "cgs/start_screen.hpp"

#include <array>

#include "cgs/help.hpp"
#include "cgs/play_screen.hpp"
#include "core/save.hpp"
#include "tui/game_menu.hpp"
#include "tui/keys.hpp"
#include "tui/script_entry.hpp"
#include "tui/widgets.hpp"

namespace olympus::cgs {

using namespace tui;
namespace fs = std::filesystem;

namespace {

fs::path folder(const AppContext& ctx) { return ctx.save_dir / kGameId; }

SavedGame read_saved(const fs::path& path) { return read_game_save(path, kGameId, kSaveVersion, saved_from_json); }

// Who sits in a seat, as the set-up screen offers it.
constexpr std::array<const char*, 3> kWho{"a person", "the computer (heuristic)", "the computer (random)"};
// The main characters a seat may lead: one, or a pair from the same series.
constexpr std::array<const char*, 12> kLeads{"hercules", "xena",  "iolaus",  "gabrielle", "autolycus", "callisto",
                                             "salmoneus", "joxer", "hercules+iolaus", "xena+gabrielle",
                                             "autolycus+salmoneus", "callisto+joxer"};

std::string lead_words(const char* key) {
    std::string s = key;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (i == 0 || s[i - 1] == '+') s[i] = static_cast<char>(s[i] - 'a' + 'A');
    for (std::size_t i = 0; (i = s.find('+', i)) != std::string::npos;) s.replace(i, 1, " and ");
    return s;
}

class SetupScreen final : public Screen {
public:
    explicit SetupScreen(AppContext ctx) : ctx_(std::move(ctx)) {}
    std::string title() const override { return "New CGS game"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "New CGS game", true);
        auto rows = labels();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const bool here = static_cast<int>(i) == row_;
            const int y = area.y + 2 + static_cast<int>(i);
            Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
            draw_text(c, y, area.x + 3, here ? theme.g().cursor : " ", s);
            draw_text(c, y, area.x + 5, rows[i].first, s, 20);
            draw_text(c, y, area.x + 26, rows[i].second, Style{Color::Default, here}, area.w - 29);
        }
        if (!status_.empty())
            draw_message(c, {area.y + 3 + static_cast<int>(rows.size()), area.x + 3, 4, area.w - 6}, status_, theme.fg(Color::Red, true));
    }

    Transition on_key(int k) override {
        status_.clear();
        const int n = static_cast<int>(labels().size());
        if (key::is_up(k)) row_ = (row_ + n - 1) % n;
        else if (key::is_down(k) || k == key::Tab) row_ = (row_ + 1) % n;
        else if (k == key::End) row_ = n - 1;
        else if (k == key::Home) row_ = 0;
        else if (key::is_back(k)) return Transition::pop();
        else if (key::is_left(k) || key::is_right(k) || (key::is_choose(k) && row_ < n - 1)) change(key::is_left(k) ? -1 : 1);
        else if (key::is_choose(k)) return start();
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Up/Down", "field"}, {"Left/Right", "change"}, {"Enter", "start"}, {"q", "back"}};
    }
    std::vector<std::string> help_text() const override { return how_to_play(); }

private:
    std::vector<std::pair<std::string, std::string>> labels() const {
        std::vector<std::pair<std::string, std::string>> rows{{"Players", std::to_string(players_)},
                                                              {"Teams", teams_ ? "two teams, seats alternating" : "off: each for themselves"}};
        for (int s = 0; s < players_; ++s) {
            const std::string p = "P" + std::to_string(s + 1);
            rows.push_back({p + " is", kWho[static_cast<std::size_t>(who_[static_cast<std::size_t>(s)])]});
            rows.push_back({p + " leads", lead_words(kLeads[static_cast<std::size_t>(lead_[static_cast<std::size_t>(s)])])});
        }
        rows.push_back({"Start the game", ""});
        return rows;
    }

    void change(int d) {
        auto cycle = [d](int v, int n) { return ((v + d) % n + n) % n; };
        if (row_ == 0) players_ = 2 + cycle(players_ - 2, 3);
        else if (row_ == 1) teams_ = !teams_;
        else {
            const auto s = static_cast<std::size_t>((row_ - 2) / 2);
            if ((row_ - 2) % 2 == 0) who_[s] = cycle(who_[s], static_cast<int>(kWho.size()));
            else lead_[s] = cycle(lead_[s], static_cast<int>(kLeads.size()));
        }
    }

    Transition start() {
        try {
            GameOptions o;
            o.seed = ctx_.seed.value_or(fresh_seed());
            o.values = ctx_.options;
            o.values["players"] = std::to_string(players_);
            o.values["teams"] = teams_ ? "on" : "off";
            std::string chars;
            for (int s = 0; s < players_; ++s) chars += (s ? "," : "") + std::string(kLeads[static_cast<std::size_t>(lead_[static_cast<std::size_t>(s)])]);
            o.values["characters"] = chars;
            SavedGame g{State::new_game(o), {}};
            for (int s = 0; s < players_; ++s) {
                const int w = who_[static_cast<std::size_t>(s)];
                g.seats.computer.push_back(w == 0 ? std::nullopt : std::optional<Level>(w == 1 ? Level::Heuristic : Level::Random));
            }
            if (g.seats.humans() == 0) {
                status_ = "At least one seat must be a person (olympus sim cgs plays computers against each other).";
                return Transition::stay();
            }
            const fs::path path = folder(ctx_) / (fresh_save_name(folder(ctx_), ctx_.campaign, "game") + ".json");
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
    int row_ = 0, players_ = 2;
    bool teams_ = false;
    std::array<int, kMaxSeats> who_{0, 1, 1, 1};
    std::array<int, kMaxSeats> lead_{0, 1, 2, 3};
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    GameMenuSpec m;
    m.title = "CGS";
    m.tagline = "Heroes race across a hex map to Olympus.";
    m.folder = folder(ctx);
    m.describe = [](const fs::path& p) { return describe_saved(read_saved(p)); };
    m.open = [ctx](const fs::path& p) { return make_resume_screen(ctx, p); };
    m.entries = {{"New game", "2 to 4 seats, people or computers", [ctx] { return std::make_unique<SetupScreen>(ctx); }},
                 {"How to play", "", [] { return std::make_unique<TextScreen>("How to play", how_to_play()); }}};
    m.help = how_to_play();
    return make_game_menu(std::move(m));
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) {
    SaveLock lock = SaveLock::acquire(save);
    SavedGame g = read_saved(save);
    return make_play_screen(save, std::move(g), std::move(lock), ctx.seed.value_or(fresh_seed()));
}

}  // namespace olympus::cgs
