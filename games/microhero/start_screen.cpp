#include "microhero/start_screen.hpp"

#include <array>

#include "core/save.hpp"
#include "microhero/campaign.hpp"
#include "microhero/help.hpp"
#include "microhero/play_screen.hpp"
#include "tui/keys.hpp"
#include "tui/script_entry.hpp"
#include "tui/widgets.hpp"

namespace olympus::microhero {

using namespace tui;

namespace {

std::string cap(std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

std::vector<std::string> deck_lines(const State& s) {
    std::map<std::string, int> count;
    for (const Card& c : s.owned_cards(0)) ++count[s.card_name(c)];
    std::string line;
    for (const auto& [n, k] : count) line += (line.empty() ? "" : ", ") + std::to_string(k) + " " + n;
    return {line};
}

// Opens the campaign shown by the overview (which it replaces): takes its lock, or offers to take
// it over from another Olympus holding it, and loads it.
Transition open_campaign(const CampaignStore& store, const std::string& name);

// A message in place of a screen that could not open the campaign.
Transition cannot_open(const std::string& why, int replace) {
    return Transition::replace(std::make_unique<TextScreen>("Campaign not opened", std::vector<std::string>{why}),
                               replace);
}

class OverviewScreen final : public Screen {
public:
    OverviewScreen(CampaignStore store, std::string name, State s)
        : store_(std::move(store)), name_(std::move(name)), s_(std::move(s)) {}
    std::string title() const override { return "Campaign " + name_; }
    // Back from another screen (a take-over refused, the campaign taken by another copy): show
    // the campaign as it is saved now, or that it is gone.
    void on_resume() override {
        try {
            s_ = store_.load(name_);
            gone_.clear();
        } catch (const std::exception&) {
            gone_ = "This campaign is no longer saved here: it was finished or removed.";
        }
    }
    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Campaign: " + name_, true);
        if (!gone_.empty()) {
            draw_text(c, area.y + 2, area.x + 3, gone_, Style{}, area.w - 6);
            draw_centered(c, area, area.h - 2, "q: back", Style{Color::Default, true});
            return;
        }
        std::vector<std::string> lines{
            "Difficulty:  " + cap(std::string(to_string(s_.cfg.difficulty))) +
                (s_.cfg.players == 2 ? ", two players in co-op" : ", solo"),
            "Expansions:  " + expansions_text(s_.cfg),
            "Now:         Trial " + std::to_string(s_.round) + " of 12, turn " + std::to_string(s_.turn) + ", " +
                std::string(to_string(s_.phase)) + " phase",
            "Wounds left: " + std::to_string(s_.wounds_left()),
            "",
            "Trials overcome (" + std::to_string(s_.overcome.size()) + "):"};
        for (int t : s_.overcome) lines.push_back("  " + s_.cat->trials[static_cast<std::size_t>(t)].name);
        if (s_.trial >= 0) lines.push_back("Facing:      " + s_.cat->trials[static_cast<std::size_t>(s_.trial)].name);
        lines.emplace_back();
        lines.push_back("Your cards:");
        for (auto& l : deck_lines(s_))
            for (auto& w : wrap_text(l, area.w - 8)) lines.push_back("  " + w);
        for (std::size_t i = 0; i < lines.size() && static_cast<int>(i) < area.h - 4; ++i)
            draw_text(c, area.y + 2 + static_cast<int>(i), area.x + 3, lines[i], Style{}, area.w - 6);
        draw_centered(c, area, area.h - 2, "Enter: resume the campaign    q: back", Style{Color::Default, true});
    }
    Transition on_key(int k) override {
        if (key::is_back(k) || (!gone_.empty() && key::is_choose(k))) return Transition::pop();
        if (key::is_choose(k)) return open_campaign(store_, name_);
        return Transition::stay();
    }
    std::vector<KeyHint> key_hints() const override {
        if (!gone_.empty()) return {{"q", "back"}};
        return {{"Enter", "resume"}, {"q", "back"}};
    }

private:
    CampaignStore store_;
    std::string name_;
    State s_;
    std::string gone_;
};

Transition open_campaign(const CampaignStore& store, const std::string& name) {
    const auto path = store.path_for(name);
    // `lock` taken: loads the campaign and plays it in place of `replace` screens.
    auto play = [store, name](SaveLock lock, int replace) -> Transition {
        try {
            State s = store.load(name);
            return Transition::replace(make_play_screen(store, name, std::move(s), std::move(lock)), replace);
        } catch (const std::exception& e) {
            return cannot_open(e.what(), replace);
        }
    };
    std::optional<SaveLock> lock;
    try {
        lock = SaveLock::try_acquire(path);
    } catch (const std::exception& e) {
        return cannot_open(e.what(), 1);
    }
    if (lock) return play(std::move(*lock), 1);
    return Transition::push(std::make_unique<ConfirmScreen>(
        "This campaign is open in another Olympus session on this account. Take it over? "
        "That session saves it and lets go first.",
        [path, play]() -> Transition {
            SaveTakeOver t;
            try {
                t = SaveLock::take_over(path);
            } catch (const std::exception& e) {
                t.why = e.what();
            }
            // The confirmation goes; the overview stays when nothing was taken, and goes with it
            // when the game starts (it would show the campaign as it was before).
            if (!t.lock)
                return Transition::replace(
                    std::make_unique<TextScreen>("Campaign in use", std::vector<std::string>{t.why}));
            return play(std::move(*t.lock), 2);
        }));
}

class SetupScreen final : public Screen {
public:
    SetupScreen(AppContext ctx, CampaignStore store) : ctx_(std::move(ctx)), store_(std::move(store)) {
        name_ = !ctx_.campaign.empty() ? ctx_.campaign : store_.fresh_name();
    }
    std::string title() const override { return "New campaign"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "New Micro Hero campaign", true);
        auto rs = rows();
        row_ = std::clamp(row_, 0, static_cast<int>(rs.size()) - 1);
        for (std::size_t i = 0; i < rs.size(); ++i) {
            bool here = static_cast<int>(i) == row_;
            int y = area.y + 2 + static_cast<int>(i);
            Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
            draw_text(c, y, area.x + 3, here ? theme.g().cursor : " ", s);
            draw_text(c, y, area.x + 5, label(rs[i]), s, 24);
            draw_text(c, y, area.x + 30, value(rs[i], here), Style{Color::Default, here}, area.w - 33);
        }
        int y = area.y + 3 + static_cast<int>(rs.size());
        for (auto& l : wrap_text(status_.empty() ? hint() : status_, area.w - 6))
            if (y < area.bottom() - 1)
                draw_text(c, y++, area.x + 3, l, status_.empty() ? Style{} : theme.fg(Color::Red, true), area.w - 6);
    }

    Transition on_key(int k) override {
        status_.clear();
        auto rs = rows();
        const int n = static_cast<int>(rs.size());
        row_ = std::clamp(row_, 0, n - 1);
        const RowId r = rs[static_cast<std::size_t>(row_)];
        const Row here = r.row;
        if (key::is_up(k) && !(here == Row::Name && k == 'k')) row_ = (row_ + n - 1) % n;
        else if ((key::is_down(k) && !(here == Row::Name && k == 'j')) || k == key::Tab) row_ = (row_ + 1) % n;
        else if (k == key::Home) row_ = 0;
        else if (k == key::End) row_ = n - 1;
        else if (here == Row::Name && k == key::Backspace) {
            if (!name_.empty()) name_.pop_back();
        } else if (here == Row::Name && k < 127 && k > 32 && k != '?' && (std::isalnum(k) || k == '-' || k == '_')) {
            if (name_.size() < 32) name_ += static_cast<char>(k);
        } else if (k == key::Escape || (k == 'q' && here != Row::Name)) return Transition::pop();
        else if (key::is_left(k) || key::is_right(k) || (key::is_choose(k) && here != Row::Start)) {
            change(r, key::is_left(k) ? -1 : 1);
        } else if (key::is_choose(k)) return start();
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Up/Down", "field"}, {"Left/Right", "change"}, {"Enter", "start"}, {"Esc", "back"}};
    }
    std::vector<std::string> help_text() const override { return how_to_play(); }

private:
    static constexpr std::array<std::pair<const char*, const char*>, 5> kExp{{
        {"blood", "Blood and Bruises"},
        {"athena", "Athena's Protection"},
        {"hera", "Hera's Revenge"},
        {"calm", "Calm and Wrath"},
        {"omphale", "Omphale"},
    }};
    static constexpr std::array<const char*, 3> kTech{"Train", "Strike", "Block"};
    static constexpr int kOmphale = 4;

    // The rows shown: a second player's deck and Stance only in co-op, a choice of Stance only
    // with Omphale (without it Hercules is the only Stance).
    enum class Row { Name, Difficulty, Players, Expansion, Stance, Deck, Start };
    struct RowId {
        Row row;
        int player = 0, index = 0;  // Expansion: which; Deck: which Technique
    };
    std::vector<RowId> rows() const {
        std::vector<RowId> r{{Row::Name}, {Row::Difficulty}, {Row::Players}};
        for (int i = 0; i < static_cast<int>(kExp.size()); ++i) r.push_back({Row::Expansion, 0, i});
        for (int p = 0; p < players_; ++p) {
            if (exp_[kOmphale]) r.push_back({Row::Stance, p});
            for (int t = 0; t < 3; ++t) r.push_back({Row::Deck, p, t});
        }
        r.push_back({Row::Start});
        return r;
    }

    std::string who(int p) const { return players_ == 2 ? "P" + std::to_string(p + 1) + " " : ""; }

    std::string label(const RowId& r) const {
        switch (r.row) {
            case Row::Name: return "Name";
            case Row::Difficulty: return "Difficulty";
            case Row::Players: return "Players";
            case Row::Expansion: return kExp[static_cast<std::size_t>(r.index)].second;
            case Row::Stance: return who(r.player) + "Stance";
            case Row::Deck: return who(r.player) + kTech[static_cast<std::size_t>(r.index)] + " in deck";
            case Row::Start: return "Start the campaign";
        }
        return "";
    }

    int deck_total(int p) const {
        const auto& d = deck_[static_cast<std::size_t>(p)];
        return d[0] + d[1] + d[2];
    }

    std::string value(const RowId& r, bool here) const {
        static const std::array<const char*, 3> kDiff{"Normal", "Heroic (Trials linger 1 extra round)",
                                                      "Mythic (Trials linger 2 extra rounds)"};
        switch (r.row) {
            case Row::Name: return name_ + (here ? "_" : "");
            case Row::Difficulty: return kDiff[static_cast<std::size_t>(difficulty_)];
            case Row::Players: return players_ == 1 ? "1 (solo)" : "2 (co-op at one keyboard)";
            case Row::Expansion: return exp_[static_cast<std::size_t>(r.index)] ? "[x] on" : "[ ] off";
            case Row::Stance: return omphale_[static_cast<std::size_t>(r.player)] ? "Omphale" : "Hercules";
            case Row::Deck:
                return std::to_string(deck_[static_cast<std::size_t>(r.player)][static_cast<std::size_t>(r.index)]);
            case Row::Start:
                if (players_ == 1) return "deck of " + std::to_string(deck_total(0)) + " (must be 10)";
                return "decks of " + std::to_string(deck_total(0)) + " and " + std::to_string(deck_total(1)) +
                       " (each must be 10)";
        }
        return "";
    }

    std::string hint() const {
        return "Choose with Left/Right. The recommended first deck is 4 Train, 3 Strike, 3 Block. "
               "Type to change the name.";
    }

    void change(const RowId& r, int d) {
        switch (r.row) {
            case Row::Difficulty: difficulty_ = (difficulty_ + 3 + d) % 3; break;
            case Row::Players: players_ = players_ == 1 ? 2 : 1; break;
            case Row::Expansion:
                exp_[static_cast<std::size_t>(r.index)] ^= true;
                // Omphale's Stance replaces Hercules' when the expansion comes in.
                if (r.index == kOmphale) omphale_ = {exp_[kOmphale], exp_[kOmphale]};
                break;
            case Row::Stance: omphale_[static_cast<std::size_t>(r.player)] ^= true; break;
            case Row::Deck: {
                int& n = deck_[static_cast<std::size_t>(r.player)][static_cast<std::size_t>(r.index)];
                n = std::clamp(n + d, 0, 10);
                break;
            }
            case Row::Name:
            case Row::Start: break;
        }
    }

    std::string deck_text(int p) const {
        const auto& d = deck_[static_cast<std::size_t>(p)];
        return std::to_string(d[0]) + "T" + std::to_string(d[1]) + "S" + std::to_string(d[2]) + "B";
    }

    Transition start() {
        // Heroic and Mythic open once a campaign has been won (the rulebook's difficulty rule).
        if (difficulty_ > 0 && !ctx_.options.count("difficulty")) {
            bool won = false;
            try {
                for (const auto& h : store_.history()) won = won || h.result == "won";
            } catch (const std::exception&) {
            }
            if (!won) {
                status_ = "Heroic and Mythic open after your first victory on Normal "
                          "(or start with --opt difficulty=heroic).";
                return Transition::stay();
            }
        }
        if (!CampaignStore::valid_name(name_)) {
            status_ = "A campaign name is 1 to 32 letters, digits, - or _.";
            return Transition::stay();
        }
        if (std::filesystem::exists(store_.path_for(name_))) {
            status_ = "A campaign named " + name_ + " exists already: continue it from the menu, or pick another name.";
            return Transition::stay();
        }
        GameOptions o;
        o.seed = ctx_.seed.value_or(fresh_seed());
        o.values = ctx_.options;
        static const std::array<const char*, 3> kDiff{"normal", "heroic", "mythic"};
        o.values["difficulty"] = kDiff[static_cast<std::size_t>(difficulty_)];
        o.values["players"] = std::to_string(players_);
        std::string exps;
        for (std::size_t i = 0; i < kExp.size(); ++i)
            if (exp_[i]) exps += (exps.empty() ? "" : ",") + std::string(kExp[i].first);
        o.values["expansions"] = exps;
        o.values["deck"] = deck_text(0);
        o.values["stance"] = omphale_[0] ? "omphale" : "hercules";
        if (players_ == 2) {
            o.values["deck2"] = deck_text(1);
            o.values["stance2"] = omphale_[1] ? "omphale" : "hercules";
        } else {
            o.values.erase("deck2");
            o.values.erase("stance2");
        }
        try {
            State s = State::new_game(o);
            SaveLock lock = SaveLock::acquire(store_.path_for(name_));
            return Transition::replace(make_play_screen(store_, name_, std::move(s), std::move(lock)));
        } catch (const std::exception& e) {
            status_ = e.what();
            return Transition::stay();
        }
    }

    AppContext ctx_;
    CampaignStore store_;
    std::string name_;
    int row_ = 1, difficulty_ = 0, players_ = 1;
    std::array<bool, 5> exp_{};
    std::array<bool, 2> omphale_{};
    std::array<std::array<int, 3>, 2> deck_{{{4, 3, 3}, {4, 3, 3}}};
    std::string status_;
};

std::vector<std::string> history_lines(const CampaignStore& store) {
    std::vector<std::string> out{"# Finished campaigns"};
    try {
        auto h = store.history();
        if (h.empty()) out.push_back("None yet.");
        for (const auto& r : h)
            out.push_back(r.finished + "  " + r.name + ": " + r.result + " with " + std::to_string(r.trials_overcome) +
                          " Trials overcome in " + std::to_string(r.turns) + " turns (" + r.difficulty + ", " +
                          r.expansions + ")");
    } catch (const std::exception& e) {
        out.push_back(std::string("The history cannot be read: ") + e.what());
    }
    return out;
}

class StartScreen final : public Screen {
public:
    explicit StartScreen(AppContext ctx) : ctx_(std::move(ctx)), store_(ctx_.save_dir) { rebuild(); }
    std::string title() const override { return "Micro Hero: Hercules"; }
    void on_resume() override { rebuild(); }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Micro Hero: Hercules", true);
        draw_text(c, area.y + 1, area.x + 3, "A solo deck-builder over the Twelve Labors.", Style{}, area.w - 6);
        menu_.draw(c, {area.y + 3, area.x + 3, area.h - 6, area.w - 6}, theme, 28);
        if (!status_.empty())
            draw_text(c, area.bottom() - 2, area.x + 2, status_, theme.fg(Color::Red, true), area.w - 4);
    }

    Transition on_key(int k) override {
        status_.clear();
        if (menu_.navigate(k)) return Transition::stay();
        if (key::is_back(k)) return Transition::pop();
        auto i = menu_.chosen(k);
        if (!i) return Transition::stay();
        const Entry& e = entries_[static_cast<std::size_t>(*i)];
        try {
            switch (e.kind) {
                case Entry::Campaign: {
                    State s = store_.load(e.name);
                    return Transition::push(std::make_unique<OverviewScreen>(store_, e.name, std::move(s)));
                }
                case Entry::New: return Transition::push(std::make_unique<SetupScreen>(ctx_, store_));
                case Entry::History: return Transition::push(std::make_unique<TextScreen>("History", history_lines(store_)));
                case Entry::Help: return Transition::push(std::make_unique<TextScreen>("How to play", how_to_play()));
                case Entry::Back: return Transition::pop();
            }
        } catch (const std::exception& ex) {
            status_ = ex.what();
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override { return {{"Up/Down", "move"}, {"Enter", "choose"}, {"q", "back"}}; }
    std::vector<std::string> help_text() const override { return how_to_play(); }

private:
    struct Entry {
        enum Kind { Campaign, New, History, Help, Back } kind;
        std::string name;
    };
    void rebuild() {
        entries_.clear();
        std::vector<Menu::Item> items;
        for (const auto& c : store_.list()) {
            entries_.push_back({Entry::Campaign, c.name});
            items.push_back({"Continue " + c.name, c.problem.empty() ? c.line : c.problem, c.problem.empty()});
        }
        entries_.push_back({Entry::New, ""});
        items.push_back({"New campaign", "choose difficulty, expansions and deck"});
        entries_.push_back({Entry::History, ""});
        items.push_back({"History", "finished campaigns"});
        entries_.push_back({Entry::Help, ""});
        items.push_back({"How to play", ""});
        entries_.push_back({Entry::Back, ""});
        items.push_back({"Back", ""});
        menu_.set_items(std::move(items));
    }
    AppContext ctx_;
    CampaignStore store_;
    Menu menu_;
    std::vector<Entry> entries_;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    CampaignStore store(ctx.save_dir);
    // --campaign NAME: straight to that campaign's overview, or to the set-up of a new one.
    if (!ctx.campaign.empty()) {
        if (!CampaignStore::valid_name(ctx.campaign))
            throw std::runtime_error("--campaign " + ctx.campaign + ": a name is 1 to 32 letters, digits, - or _");
        if (std::filesystem::exists(store.path_for(ctx.campaign)))
            return std::make_unique<OverviewScreen>(store, ctx.campaign, store.load(ctx.campaign));
        return std::make_unique<SetupScreen>(ctx, store);
    }
    return std::make_unique<StartScreen>(ctx);
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const std::filesystem::path& save) {
    CampaignStore store(ctx.save_dir);
    std::string name = save.stem().string();
    return std::make_unique<OverviewScreen>(store, name, store.load(name));
}

}  // namespace olympus::microhero
