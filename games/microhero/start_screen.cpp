#include "microhero/start_screen.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "core/save.hpp"
#include "microhero/campaign.hpp"
#include "microhero/help.hpp"
#include "microhero/play_screen.hpp"
#include "tui/game_menu.hpp"
#include "tui/keys.hpp"
#include "tui/option_form.hpp"
#include "tui/served_setup.hpp"
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

// The mini-expansions: the --opt name, the name shown, and a line on what each brings.
struct Expansion {
    const char* key;
    const char* name;
    const char* about;
};
constexpr std::array<Expansion, 5> kExp{{
    {"blood", "Blood and Bruises", "harsher Wounds: Heavy ones that stay in the deck, Deep ones that bring another."},
    {"athena", "Athena's Protection", "the Shield of Athena stores spare Defense and pays when Defense falls short."},
    {"hera", "Hera's Revenge", "after each Planning Hera strikes: lightning taps Stances, a cross discards the last card played."},
    {"calm", "Calm and Wrath", "a card beside each Trial gives it more Attack or Defense as its Health changes."},
    {"omphale", "Omphale", "Omphale's Stance, which replaces Hercules' and holds a card back to draw two."},
}};
constexpr std::array<const char*, 3> kTech{"Train", "Strike", "Block"};
constexpr std::array<const char*, 3> kTechKey{"train", "strike", "block"};

int players_of(const FormValues& v) { return value_of(v, "players") == "2" ? 2 : 1; }
std::string suffix(int p) { return p == 0 ? "" : "2"; }
int count_of(const FormValues& v, int p, int t) {
    const std::string& n = value_of(v, kTechKey[static_cast<std::size_t>(t)] + suffix(p));
    return n.empty() ? 0 : std::stoi(n);
}
std::string deck_text(const FormValues& v, int p) {
    std::string s;
    for (int t = 0; t < 3; ++t) s += std::to_string(count_of(v, p, t)) + kTech[static_cast<std::size_t>(t)][0];
    return s;
}

// Why Heroic and Mythic are locked, or "" when they are open: a campaign has been won (the
// rulebook: "once you have triumphed over all the Trials for the first time"); --opt presets the
// form and opens nothing it keeps locked.
const char* const kLockedAtTerminal = "opens once you have won a whole campaign";
// docs/RULINGS.md: the campaigns a player has won are kept at their own terminal, where the server
// cannot read them, and a server opens nothing on a player's word.
const char* const kLockedOnServer =
    "a game server cannot see the campaigns you have won, which are kept at your own terminal; "
    "play Heroic and Mythic there (Micro Hero in the arcade, alone or two at one keyboard)";

std::vector<FormField> setup_fields(const FormValues& v, const std::string& name, const std::string& locked) {
    std::vector<FormField> f;
    FormField n{"name", "Name", "The campaign's name: 1 to 32 letters, digits, - or _. Type to change it.", {}, name};
    n.text_max = 32;
    f.push_back(std::move(n));
    f.push_back({"difficulty", "Difficulty", "How long an overcome Trial stays in play.",
                 {{"normal", "Normal", "an overcome Trial leaves play at once."},
                  {"heroic", "Heroic (Trials linger 1 extra round)", "an overcome Trial stays in play one more round.", locked},
                  {"mythic", "Mythic (Trials linger 2 extra rounds)", "an overcome Trial stays in play two more rounds.", locked}}});
    f.push_back({"players", "Players", "Alone, or two heroes together against the same Trials.",
                 {{"1", "1 (solo)", "you alone."}, {"2", "2 (co-op at one keyboard)", "two players take turns at this keyboard and win or lose together."}}});
    for (const Expansion& e : kExp) {
        FormField x{e.key, e.name, std::string(e.name) + ": " + e.about,
                    {{"off", "[ ] off", ""}, {"on", "[x] on", ""}}};
        if (std::string(e.key) == "omphale") x.resets = {"stance", "stance2"};
        f.push_back(std::move(x));
    }
    const bool omphale = value_of(v, "omphale") == "on";
    const int players = players_of(v);
    for (int p = 0; p < players; ++p) {
        const std::string who = players == 2 ? "P" + std::to_string(p + 1) + " " : "";
        f.push_back({"stance" + suffix(p), who + "Stance", "The Stance card beside " + (who.empty() ? "your" : who + "'s") + " deck.",
                     {{"hercules", "Hercules", "Hercules' own Stance."},
                      {"omphale", "Omphale", "holds a card of the hand back until the round ends, then draws two.",
                       omphale ? "" : "needs the Omphale mini-expansion"}},
                     omphale ? "omphale" : "hercules"});
        for (int t = 0; t < 3; ++t) {
            FormField d{kTechKey[static_cast<std::size_t>(t)] + suffix(p), who + kTech[static_cast<std::size_t>(t)] + " in deck",
                        "How many " + std::string(kTech[static_cast<std::size_t>(t)]) + " cards the deck holds; a deck is 10 cards. "
                        "The recommended first deck is 4 Train, 3 Strike, 3 Block.", {}, t == 0 ? "4" : "3"};
            for (int k = 0; k <= 10; ++k) d.choices.push_back({std::to_string(k), std::to_string(k)});
            f.push_back(std::move(d));
        }
    }
    return f;
}

std::string start_note(const FormValues& v) {
    auto total = [&](int p) { return count_of(v, p, 0) + count_of(v, p, 1) + count_of(v, p, 2); };
    if (players_of(v) == 1) return "deck of " + std::to_string(total(0)) + " (must be 10)";
    return "decks of " + std::to_string(total(0)) + " and " + std::to_string(total(1)) + " (each must be 10)";
}

// A deck of another size than 10, said as the player sets it: with the three counts.
std::string deck_problem(const FormValues& v) {
    for (int p = 0; p < players_of(v); ++p) {
        const int total = count_of(v, p, 0) + count_of(v, p, 1) + count_of(v, p, 2);
        if (total == 10) continue;
        const std::string whose = players_of(v) == 2 ? "P" + std::to_string(p + 1) + "'s deck" : "Your deck";
        return whose + " has " + std::to_string(total) + (total == 1 ? " card" : " cards") + "; it must have 10: " +
               (total > 10 ? "lower" : "raise") + " Train, Strike or Block.";
    }
    return "";
}

GameOptions game_options(const FormValues& v, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    o.values["difficulty"] = value_of(v, "difficulty");
    o.values["players"] = std::to_string(players_of(v));
    std::string exps;
    for (const Expansion& e : kExp)
        if (value_of(v, e.key) == "on") exps += (exps.empty() ? "" : ",") + std::string(e.key);
    o.values["expansions"] = exps;
    for (int p = 0; p < players_of(v); ++p) {
        o.values["deck" + suffix(p)] = deck_text(v, p);
        o.values["stance" + suffix(p)] = value_of(v, "stance" + suffix(p));
    }
    return o;
}

Transition start(const AppContext& ctx, const CampaignStore& store, const FormValues& v, std::string& status) {
    const std::string& name = value_of(v, "name");
    if (!CampaignStore::valid_name(name)) {
        status = "A campaign name is 1 to 32 letters, digits, - or _.";
        return Transition::stay();
    }
    if (std::filesystem::exists(store.path_for(name))) {
        status = "A campaign named " + name + " exists already: continue it from the menu, or pick another name.";
        return Transition::stay();
    }
    State s = State::new_game(game_options(v, ctx.seed.value_or(fresh_seed())));
    SaveLock lock = SaveLock::acquire(store.path_for(name));
    return Transition::replace(make_play_screen(store, name, std::move(s), std::move(lock)));
}

SetupSpec setup_spec(const AppContext& ctx, const CampaignStore& store) {
    bool won = false;
    try {
        for (const auto& h : store.history()) won = won || h.result == "won";
    } catch (const std::exception&) {
    }
    const std::string name = !ctx.campaign.empty() ? ctx.campaign : store.fresh_name();
    SetupSpec s;
    s.title = "New Micro Hero campaign";
    s.start_label = "Start the campaign";
    s.fields = [name, won](const FormValues& v) { return setup_fields(v, name, won ? "" : kLockedAtTerminal); };
    s.start_note = start_note;
    s.start = [ctx, store](const FormValues& v, std::string& status) { return start(ctx, store, v, status); };
    s.help = how_to_play();
    s.first_field = "difficulty";
    s.blocked = deck_problem;
    s.dry_run = [](const FormValues& v) { (void)State::new_game(game_options(v, 1)); };
    return s;
}

// The script mode's options as the form's: deck=4T3S3B as three counts, expansions=blood,hera as
// one field each. Throws OptionError on a deck or expansion that does not read.
FormValues form_options(const AppContext& ctx) {
    FormValues o = ctx.options;
    for (int p = 0; p < 2; ++p) {
        auto it = o.find("deck" + suffix(p));
        if (it == o.end()) continue;
        const std::string text = it->second;
        int counts[3] = {0, 0, 0}, total = 0;
        std::size_t i = 0;
        while (i < text.size()) {
            std::size_t j = i;
            while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
            const char* letters = "TSB";
            const char* hit = j > i && j - i <= 2 && j < text.size() ? std::strchr(letters, std::toupper(static_cast<unsigned char>(text[j]))) : nullptr;
            if (!hit || !*hit)
                throw OptionError("--opt " + it->first + "=" + text + ": write counts and letters adding up to 10, e.g. 4T3S3B (T Train, S Strike, B Block)");
            const int n = std::stoi(text.substr(i, j - i));
            counts[hit - letters] += n;
            total += n;
            i = j + 1;
        }
        if (total != 10) throw OptionError("--opt " + it->first + "=" + text + ": the deck has " + std::to_string(total) + " cards, not 10");
        o.erase(it);
        for (int t = 0; t < 3; ++t) o[kTechKey[static_cast<std::size_t>(t)] + suffix(p)] = std::to_string(counts[t]);
    }
    if (auto it = o.find("expansions"); it != o.end()) {
        std::string list = it->second == "all" ? "blood,athena,hera,calm,omphale" : it->second == "none" ? "" : it->second;
        o.erase(it);
        for (const Expansion& e : kExp) o[e.key] = "off";
        for (std::size_t a = 0, b; a < list.size(); a = b + 1) {
            b = list.find(',', a);
            if (b == std::string::npos) b = list.size();
            const std::string e = list.substr(a, b - a);
            if (std::none_of(kExp.begin(), kExp.end(), [&](const Expansion& x) { return e == x.key; }))
                throw OptionError("--opt expansions=" + list + ": there is no mini-expansion " + e +
                                  "; they are blood, athena, hera, calm, omphale (or all, none)");
            o[e] = "on";
        }
    }
    return o;
}

std::vector<std::string> history_lines(const CampaignStore& store) {
    std::vector<std::string> out{"# Finished campaigns"};
    try {
        auto h = store.history();
        if (h.empty()) out.push_back("None yet.");
        for (const auto& r : h)
            out.push_back(r.finished + "  " + r.name + ": " + r.result + " with " + std::to_string(r.trials_overcome) +
                          (r.trials_overcome == 1 ? " Trial" : " Trials") + " overcome in " + std::to_string(r.turns) + (r.turns == 1 ? " turn (" : " turns (") + r.difficulty + ", " +
                          r.expansions + ")");
    } catch (const std::exception& e) {
        out.push_back(std::string("The history cannot be read: ") + e.what());
    }
    return out;
}

}  // namespace

ServedSetup served_setup(const AppContext&) {
    // A served game is no campaign of this player's: it has no campaign name, and the harder
    // difficulties stay locked, saying why (docs/RULINGS.md).
    // Two heroes sit at their own terminals, not at one keyboard.
    auto fields = [](const FormValues& v) {
        auto f = setup_fields(v, "", kLockedOnServer);
        for (FormField& x : f)
            if (x.key == "players")
                for (FormChoice& c : x.choices) c.label = c.key == "2" ? "2 (together)" : "1 (alone)";
        return f;
    };
    ServedSetup s;
    s.fields = without_fields(fields, {"name"});
    s.words = [](const FormValues& given) {
        AppContext c;
        c.options = given;
        return form_options(c);
    };
    s.options = [](const FormValues& v, const FormValues&) { return game_options(v, 0).values; };
    return s;
}

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    CampaignStore store(ctx.save_dir);
    check_setup_options(setup_spec(ctx, store), form_options(ctx));  // --opt refused before the terminal opens
    // --campaign NAME: straight to that campaign's overview, or to the set-up of a new one.
    if (!ctx.campaign.empty()) {
        if (!CampaignStore::valid_name(ctx.campaign))
            throw std::runtime_error("--campaign " + ctx.campaign + ": a name is 1 to 32 letters, digits, - or _");
        if (std::filesystem::exists(store.path_for(ctx.campaign)))
            return std::make_unique<OverviewScreen>(store, ctx.campaign, store.load(ctx.campaign));
        return make_setup_screen(setup_spec(ctx, store), form_options(ctx));
    }
    GameMenuSpec m;
    m.title = "Micro Hero: Hercules";
    m.tagline = "A solo deck-builder over the Twelve Labors.";
    m.folder = store.folder();  // one save a campaign; the history lies in a subfolder, never listed
    m.describe = [store](const std::filesystem::path& p) { return summarize(store.load(p.stem().string())); };
    // A campaign opens on its overview first: where it stands, then Enter resumes it.
    m.open = [ctx](const std::filesystem::path& p) { return make_resume_screen(ctx, p); };
    m.entries = {{"New campaign", "choose difficulty, expansions and deck",
                  [ctx, store] { return make_setup_screen(setup_spec(ctx, store), form_options(ctx)); }},
                 {"History", "finished campaigns", [store] { return std::make_unique<TextScreen>("History", history_lines(store)); }},
                 {"How to play", "", [] { return std::make_unique<TextScreen>("How to play", how_to_play()); }}};
    m.help = how_to_play();
    return make_game_menu(std::move(m));
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const std::filesystem::path& save) {
    CampaignStore store(ctx.save_dir);
    std::string name = save.stem().string();
    return std::make_unique<OverviewScreen>(store, name, store.load(name));
}

}  // namespace olympus::microhero
