#include "cgs/start_screen.hpp"

#include <array>

#include "cgs/help.hpp"
#include "cgs/play_screen.hpp"
#include "core/save.hpp"
#include "tui/level_choices.hpp"
#include "tui/option_form.hpp"
#include "tui/served_setup.hpp"
#include "tui/table_start.hpp"

namespace olympus::cgs {

using namespace tui;
namespace fs = std::filesystem;

namespace {

TableStart<SavedGame> table() { return {kGameId, "game", kSaveVersion, saved_from_json, describe_saved, make_play_screen, how_to_play()}; }

// The main characters a seat may lead: one, or a pair from the same series.
constexpr std::array<const char*, 12> kLeads{"hercules", "xena",  "iolaus",  "gabrielle", "autolycus", "callisto",
                                             "salmoneus", "joxer", "hercules+iolaus", "xena+gabrielle",
                                             "autolycus+salmoneus", "callisto+joxer"};
const std::vector<std::string> kOtherKeys{"olympus", "max_rounds"};

std::string lead_words(const std::string& key) {
    std::string s = key;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (i == 0 || s[i - 1] == '+') s[i] = static_cast<char>(s[i] - 'a' + 'A');
    for (std::size_t i = 0; (i = s.find('+', i)) != std::string::npos;) s.replace(i, 1, " and ");
    return s;
}

std::vector<std::string> heroes(const std::string& lead) {
    std::vector<std::string> out;
    for (std::size_t a = 0, b; a <= lead.size(); a = b + 1) {
        b = lead.find('+', a);
        if (b == std::string::npos) b = lead.size();
        out.push_back(lead.substr(a, b - a));
    }
    return out;
}

int players_of(const FormValues& v) {
    auto it = v.find("players");
    return it != v.end() && (it->second == "3" || it->second == "4") ? it->second[0] - '0' : 2;
}

std::vector<FormField> setup_fields(const FormValues& v) {
    const int players = players_of(v);
    std::vector<FormField> f{
        {"players", "Players", "How many seats; each is a person or a computer player.",
         {{"2", "2", "two seats racing to Olympus."}, {"3", "3", "three seats."}, {"4", "4", "four seats."}}},
        {"teams", "Teams", "Whether seats play alone or in two teams.",
         {{"off", "off: each for themselves", "every seat plays to win alone."},
          {"on", "two teams, seats alternating", "P1 and P3 against P2 (and P4); every team leads as many main characters.",
           players < 3 ? "team play needs 3 or 4 players" : ""}}}};
    for (int s = 1; s <= players; ++s) {
        const std::string n = std::to_string(s), p = "P" + n;
        std::vector<FormChoice> who{{"person", "a person", "you, or a friend at this keyboard; hands are hidden when the turn passes."}};
        for (FormChoice& c : level_choices()) who.push_back(std::move(c));
        f.push_back({"seat" + n, p + " is", "Who plays " + p + ".", std::move(who), s == 1 ? "person" : "skilled"});
        // A main character leads one seat only: those another seat leads are locked.
        std::vector<FormChoice> leads;
        for (const char* l : kLeads) {
            std::string why;
            for (int o = 1; o <= players && why.empty(); ++o) {
                const std::string& theirs = value_of(v, "lead" + std::to_string(o));
                if (o == s || theirs.empty()) continue;
                for (const std::string& h : heroes(l))
                    for (const std::string& t : heroes(theirs))
                        if (h == t) why = "P" + std::to_string(o) + " leads " + lead_words(t);
            }
            const bool pair = std::string(l).find('+') != std::string::npos;
            leads.push_back({l, lead_words(l), pair ? "two main characters of one series, for one seat." : "one main character.", why});
        }
        f.push_back({"lead" + n, p + " leads", "The main characters " + p + " leads; no two seats lead the same one.", std::move(leads),
                     kLeads[static_cast<std::size_t>(s - 1)]});
    }
    return f;
}

GameOptions game_options(const AppContext& ctx, const FormValues& v, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    copy_given(ctx.options, kOtherKeys, o.values);
    const int players = players_of(v);
    o.values["players"] = std::to_string(players);
    o.values["teams"] = value_of(v, "teams");
    std::string chars;
    for (int s = 1; s <= players; ++s) chars += (s > 1 ? "," : "") + value_of(v, "lead" + std::to_string(s));
    o.values["characters"] = chars;
    return o;
}

std::string no_person(const FormValues& v) { return tui::no_person(v, players_of(v), "olympus sim cgs plays computers against each other"); }

Transition start(const AppContext& ctx, const FormValues& v, std::string& status) {
    GameOptions o = game_options(ctx, v, ctx.seed.value_or(fresh_seed()));
    SavedGame g{State::new_game(o), {seat_levels(v, players_of(v))}};
    if (std::string why = no_person(v); !why.empty()) {
        status = why;
        return Transition::stay();
    }
    return table().start(ctx, std::move(g), o.seed, status);
}

SetupSpec setup_spec(const AppContext& ctx) {
    SetupSpec s;
    s.title = "New CGS game";
    s.start_label = "Start the game";
    s.fields = setup_fields;
    s.start = [ctx](const FormValues& v, std::string& status) { return start(ctx, v, status); };
    s.help = how_to_play();
    s.other_keys = kOtherKeys;
    s.blocked = no_person;
    // The command line's rules that are no field are said beside Start, so what will be played shows.
    s.start_note = [ctx](const FormValues&) {
        std::string note;
        if (auto it = ctx.options.find("olympus"); it != ctx.options.end())
            note = "banners worth " + it->second + " on Olympus win";
        if (auto it = ctx.options.find("max_rounds"); it != ctx.options.end())
            note += (note.empty() ? "" : "; ") + std::string("at most ") + it->second + " rounds";
        return note.empty() ? note : "(" + note + ")";
    };
    s.dry_run = [ctx](const FormValues& v) { (void)State::new_game(game_options(ctx, v, 1)); };
    return s;
}

// The script mode's characters=hercules,xena+gabrielle as the form's lead1, lead2 (and players).
FormValues form_options(const AppContext& ctx) {
    FormValues o = ctx.options;
    for (int s = 1; s <= kMaxSeats; ++s)  // older words for a level: seat2=heuristic
        if (auto w = o.find("seat" + std::to_string(s)); w != o.end()) w->second = level_key(w->second);
    auto it = o.find("characters");
    if (it == o.end()) return o;
    const std::string list = it->second;
    o.erase(it);
    int n = 0;
    for (std::size_t a = 0, b; a <= list.size(); a = b + 1) {
        b = list.find(',', a);
        if (b == std::string::npos) b = list.size();
        o["lead" + std::to_string(++n)] = list.substr(a, b - a);
    }
    if (!o.count("players")) o["players"] = std::to_string(n);
    return o;
}

}  // namespace

ServedSetup served_setup(const AppContext&) {
    // Who plays each seat is the server's business: people sit down, the host names the computer's.
    return served_from_values(setup_fields, {"seat1", "seat2", "seat3", "seat4"}, kOtherKeys, form_options, game_options);
}

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    check_setup_options(setup_spec(ctx), form_options(ctx));  // --opt refused before the terminal opens
    GameMenuSpec m = table().menu(ctx, {"New game", "2 to 4 seats, people or computers",
                                        [ctx] { return make_setup_screen(setup_spec(ctx), form_options(ctx)); }});
    m.title = "CGS";
    m.tagline = "Heroes race across a hex map to Olympus.";
    return make_game_menu(std::move(m));
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) { return table().resume(ctx, save); }

}  // namespace olympus::cgs
