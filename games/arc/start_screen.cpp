#include "arc/start_screen.hpp"

#include <algorithm>
#include <map>

#include "arc/deck_editor.hpp"
#include "arc/deck_store.hpp"
#include "arc/help.hpp"
#include "arc/play_screen.hpp"
#include "arc/seats.hpp"
#include "core/save.hpp"
#include "tui/game_menu.hpp"
#include "tui/keys.hpp"
#include "tui/script_entry.hpp"
#include "tui/widgets.hpp"

namespace olympus::arc {

using namespace tui;
namespace fs = std::filesystem;

namespace {

fs::path folder(const AppContext& ctx) { return ctx.save_dir / kGameId; }

SavedGame load_saved(const fs::path& path) { return read_game_save(path, kGameId, kSaveVersion, saved_from_json); }

// A deck a seat may bring: a sample deck shipped with the game, or one of the player's own.
struct DeckChoice {
    std::string label;
    Decklist deck;
    bool own = false;
    std::string problem;  // why it can't be played, if it can't
};

const char* const kSetNames[2] = {"Hercules", "Xena"};

class SetupScreen final : public Screen {
public:
    explicit SetupScreen(AppContext ctx) : ctx_(std::move(ctx)), db_(load_card_db()) {
        auto opt = [&](const char* k) { return ctx_.options.count(k) ? ctx_.options.at(k) : std::string(); };
        if (opt("players") == "3") players_ = 3;
        seats_ = {0, 2, 1};  // a person, the strong computer, the quick computer
        load_decks();
        Rng pick(ctx_.seed.value_or(fresh_seed()) ^ 0x6465636bULL, 5);
        for (int s = 0; s < 3; ++s) offset_[s] = static_cast<int>(pick.below(64));
        set_type(0);
    }

    std::string title() const override { return "New ARC duel"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "New ARC duel", true);
        auto rows = row_texts();
        int y0 = area.y + 1;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            bool here = static_cast<int>(i) == row_;
            int y = y0 + static_cast<int>(i) + (static_cast<int>(i) >= start_row() ? 1 : 0);
            Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
            draw_text(c, y, area.x + 3, here ? theme.g().cursor : " ", s);
            draw_text(c, y, area.x + 5, rows[i].first, s, 16);
            std::string value = rows[i].second;
            if (!value.empty() && here) value = std::string(theme.g().left) + " " + value + " " + std::string(theme.g().right);
            draw_text(c, y, area.x + 23, value, Style{Color::Default, here}, area.w - 26);
        }
        int y = y0 + static_cast<int>(rows.size()) + 2;
        for (const std::string& line : wrap_text(row_help(), area.w - 6)) {
            if (y >= area.bottom() - 2) break;
            draw_text(c, y++, area.x + 3, line, Style{Color::Default, false, false, true}, area.w - 6);
        }
        if (!status_.empty())
            for (const std::string& line : wrap_text(status_, area.w - 6)) {
                if (y >= area.bottom() - 1) break;
                draw_text(c, y++, area.x + 3, line, theme.fg(Color::Red, true), area.w - 6);
            }
    }

    Transition on_key(int k) override {
        status_.clear();
        int n = start_row() + 1;
        if (key::is_up(k)) row_ = (row_ + n - 1) % n;
        else if (key::is_down(k) || k == key::Tab) row_ = (row_ + 1) % n;
        else if (k == key::End) row_ = n - 1;
        else if (k == key::Home) row_ = 0;
        else if (key::is_back(k)) return Transition::pop();
        else if (key::is_left(k) || key::is_right(k) || (key::is_choose(k) && row_ < start_row())) change(key::is_left(k) ? -1 : 1);
        else if (key::is_choose(k)) return start();
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Up/Down", "field"}, {"Left/Right", "change"}, {"Enter", "start"}, {"q", "back"}};
    }
    std::vector<std::string> help_text() const override { return how_to_play(); }
    void on_resume() override { load_decks(); }

private:
    // Rows: players, game type, then who and deck for each seat, deck size, who goes first, start.
    int seat_rows() const { return 2 + 2 * players_; }
    int size_row() const { return seat_rows(); }
    int first_row() const { return seat_rows() + 1; }
    int start_row() const { return seat_rows() + 2; }

    std::string type_label() const {
        std::string s;
        for (int p = 0; p < players_; ++p) s += (p ? (players_ == 2 ? " vs " : ", ") : "") + std::string(kSetNames[(type_ >> p) & 1]);
        return s;
    }

    static std::string who_label(int w) {
        static const char* kWho[3] = {"a person at this keyboard", "the computer, quick (heuristic)", "the computer, strong (search)"};
        return kWho[w];
    }

    std::vector<std::pair<std::string, std::string>> row_texts() const {
        std::vector<std::pair<std::string, std::string>> rows{{"Players", std::to_string(players_)}, {"Game", type_label()}};
        for (int p = 0; p < players_; ++p) {
            std::string P = "P" + std::to_string(p + 1);
            rows.push_back({P + " is", who_label(seats_[static_cast<std::size_t>(p)])});
            const auto& list = choices(p);
            rows.push_back({P + " deck", list.empty() ? "(none)" : list[static_cast<std::size_t>(deck_[p])].label});
        }
        static const int kSizes[4] = {40, 30, 50, 60};
        rows.push_back({"Deck size", "at most " + std::to_string(kSizes[size_]) + " cards" + (size_ == 0 ? " (the rule)" : " (agreed)")});
        rows.push_back({"Goes first", first_ == 0 ? "drawn by lot" : "P" + std::to_string(first_)});
        rows.push_back({"Start the duel", ""});
        return rows;
    }

    std::string row_help() const {
        if (row_ == 0) return "Two players face each other; with three, each attacks the player on the left.";
        if (row_ == 1) return "Which set each player's deck comes from. The sets play each other under the same rules.";
        if (row_ < seat_rows()) {
            int p = (row_ - 2) / 2;
            if ((row_ - 2) % 2 == 0)
                return "Any mix of people and computer players; people take turns at this keyboard, hidden from each other.";
            const auto& list = choices(p);
            if (list.empty()) return "No decks for this set.";
            const DeckChoice& d = list[static_cast<std::size_t>(deck_[p])];
            std::string s = d.label + ": " + std::to_string(d.deck.total()) + " cards" + (d.own ? ", your own deck" : ", a sample deck");
            if (!d.problem.empty()) s += ". Needs fixing in the deck editor: " + d.problem;
            return s + ".";
        }
        if (row_ == size_row()) return "A deck may hold at most 40 cards unless the players agree on another limit.";
        if (row_ == first_row()) return "Who takes the first turn.";
        return "Enter starts the duel.";
    }

    void load_decks() {
        for (auto& v : sets_) v.clear();
        for (const std::string& name : sample_deck_names()) {
            DeckChoice d;
            try {
                d.deck = load_sample_deck(name);
            } catch (const std::exception&) {
                continue;
            }
            d.label = d.deck.name;
            int set = name.rfind("xena-", 0) == 0 ? 1 : 0;
            sets_[set].push_back(std::move(d));
        }
        for (OwnDeck& o : list_own_decks(ctx_.save_dir)) {
            DeckChoice d;
            d.deck = o.deck;
            d.own = true;
            d.label = "mine: " + o.deck.name;
            auto problems = o.problems;
            auto more = check_deck(*db_, d.deck, kAnyDeckSize);
            problems.insert(problems.end(), more.begin(), more.end());
            if (!problems.empty()) d.problem = problems.front().to_string();
            std::string set = deck_set(*db_, d.deck);
            if (set != "xena") sets_[0].push_back(d);
            if (set != "hercules") sets_[1].push_back(d);
        }
        for (int p = 0; p < 3; ++p) deck_[p] = std::clamp(deck_[p], 0, std::max(0, static_cast<int>(choices(p).size()) - 1));
    }

    const std::vector<DeckChoice>& choices(int seat) const { return sets_[(type_ >> seat) & 1]; }

    void set_type(int t) {
        type_ = t;
        // A different sample deck for each seat of the same set, picked at random.
        for (int p = 0; p < 3; ++p) {
            const auto& list = choices(p);
            std::size_t samples = static_cast<std::size_t>(std::count_if(list.begin(), list.end(), [](const DeckChoice& d) { return !d.own; }));
            deck_[p] = samples ? static_cast<int>((static_cast<std::size_t>(offset_[0]) + static_cast<std::size_t>(p)) % samples) : 0;
        }
    }

    void change(int d) {
        if (row_ == 0) {
            players_ = players_ == 2 ? 3 : 2;
            if (first_ > players_) first_ = 0;
            set_type(type_ & ((1 << players_) - 1));
        } else if (row_ == 1) {
            int n = 1 << players_;
            set_type((type_ + n + d) % n);
        } else if (row_ < seat_rows()) {
            int p = (row_ - 2) / 2;
            if ((row_ - 2) % 2 == 0) {
                seats_[static_cast<std::size_t>(p)] = (seats_[static_cast<std::size_t>(p)] + 3 + d) % 3;
            } else {
                int n = static_cast<int>(choices(p).size());
                if (n) deck_[p] = (deck_[p] + n + d) % n;
            }
        } else if (row_ == size_row()) {
            size_ = (size_ + 4 + d) % 4;
        } else if (row_ == first_row()) {
            first_ = (first_ + players_ + 1 + d) % (players_ + 1);
        }
    }

    Transition start() {
        try {
            Seats seats;
            for (int p = 0; p < players_; ++p) {
                int w = seats_[static_cast<std::size_t>(p)];
                seats.computer.push_back(w == 0 ? std::optional<Level>() : w == 1 ? Level::Heuristic : Level::Strong);
            }
            if (seats.humans() == 0) {
                status_ = "At least one seat must be a person (computer-only duels: olympus sim arc).";
                return Transition::stay();
            }
            std::vector<Decklist> decks;
            for (int p = 0; p < players_; ++p) {
                const auto& list = choices(p);
                if (list.empty()) throw OptionError("P" + std::to_string(p + 1) + " has no deck to play");
                decks.push_back(list[static_cast<std::size_t>(deck_[p])].deck);
            }
            static const int kSizes[4] = {40, 30, 50, 60};
            GameOptions o;
            o.seed = ctx_.seed.value_or(fresh_seed());
            o.values["players"] = std::to_string(players_);
            o.values["deck_size"] = std::to_string(kSizes[size_]);
            o.values["first"] = first_ == 0 ? "random" : std::to_string(first_);
            if (ctx_.options.count("max_turns")) o.values["max_turns"] = ctx_.options.at("max_turns");
            SavedGame g{State::new_game(o, decks, db_), seats};
            fs::path path = folder(ctx_) / (fresh_save_name(folder(ctx_), ctx_.campaign, "duel") + ".json");
            if (fs::exists(path)) {
                status_ = "A saved duel named " + path.stem().string() + " exists: continue it from the menu.";
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
    std::shared_ptr<const CardDb> db_;
    int row_ = 0, players_ = 2, type_ = 0, size_ = 0, first_ = 0;
    std::vector<int> seats_;
    int deck_[3] = {0, 0, 0};
    int offset_[3] = {0, 0, 0};
    std::vector<DeckChoice> sets_[2];
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    GameMenuSpec m;
    m.title = "ARC duels";
    m.frame_title = "ARC duels: Hercules & Xena";
    m.tagline = "The trading-card duel: run the other deck out of cards.";
    m.label_width = 24;
    m.folder = folder(ctx);
    m.describe = [](const fs::path& p) { return describe_saved(load_saved(p)); };
    m.open = [ctx](const fs::path& p) { return make_resume_screen(ctx, p); };
    m.entries = {{"New duel", "against the computer, friends, or both", [ctx] { return make_setup_screen(ctx); }},
                 {"Deck editor", "build, check and save your own decks", [ctx] { return make_deck_editor(ctx); }},
                 {"How to play", "", [] { return std::make_unique<TextScreen>("How to play", how_to_play()); }}};
    m.help = how_to_play();
    return make_game_menu(std::move(m));
}
std::unique_ptr<Screen> make_setup_screen(const AppContext& ctx) { return std::make_unique<SetupScreen>(ctx); }

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) {
    SaveLock lock = SaveLock::acquire(save);
    SavedGame g = load_saved(save);
    return make_play_screen(save, std::move(g), std::move(lock), ctx.seed.value_or(fresh_seed()));
}

}  // namespace olympus::arc
