#include "herazeus/start_screen.hpp"

#include "core/save.hpp"
#include "herazeus/help.hpp"
#include "herazeus/play_screen.hpp"
#include "tui/level_choices.hpp"
#include "tui/option_form.hpp"
#include "tui/served_setup.hpp"
#include "tui/table_start.hpp"

namespace olympus::herazeus {

using namespace tui;
namespace fs = std::filesystem;

namespace {

TableStart<SavedGame> table() { return {kGameId, "game", kSaveVersion, saved_from_json, describe_saved, make_play_screen, how_to_play()}; }

const std::vector<std::string> kOtherKeys{"max_turns"};

std::vector<FormField> setup_fields(const FormValues&) {
    std::vector<FormChoice> against = level_choices();
    against.push_back({"friend", "a friend at this keyboard (hot-seat)", "You take turns; each hand is hidden while the other plays."});
    return {
        {"side", "You play", "Which side you take; the other is the computer's or your friend's.",
         {{"hera", "Hera", "the violet deck; her hostage card is Io."},
          {"zeus", "Zeus", "the green deck; his hostage card is Argus."}}},
        {"against", "Against", "Who plays the other side: the computer at one of its levels, or a friend.", std::move(against), "strong"},
        {"first", "Who starts", "Which side lays its opening row and plays first.",
         {{"hera", "Hera (as the rulebook says)", "The rulebook's choice."},
          {"zeus", "Zeus", "Zeus plays first."},
          {"random", "drawn by lot", "Chance decides, once the game starts."}}},
    };
}

GameOptions game_options(const AppContext& ctx, const FormValues& v, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    copy_given(ctx.options, kOtherKeys, o.values);
    o.values["first"] = v.at("first");
    return o;
}

Transition start(const AppContext& ctx, const FormValues& v, std::string& status) {
    GameOptions o = game_options(ctx, v, ctx.seed.value_or(fresh_seed()));
    SavedGame g{State::new_game(o), {}};
    const int you = v.at("side") == "zeus" ? kZeus : kHera;
    if (v.at("against") != "friend")
        g.seats.computer[static_cast<std::size_t>(1 - you)] = level_by_name(v.at("against")).value_or(Level::Strong);
    return table().start(ctx, std::move(g), o.seed, status);
}

SetupSpec setup_spec(const AppContext& ctx) {
    SetupSpec s;
    s.title = "New Hera & Zeus game";
    s.start_label = "Start the game";
    s.fields = setup_fields;
    s.start = [ctx](const FormValues& v, std::string& status) { return start(ctx, v, status); };
    s.help = how_to_play();
    s.other_keys = kOtherKeys;
    s.dry_run = [ctx](const FormValues& v) { (void)State::new_game(game_options(ctx, v, 1)); };
    return s;
}

// --opt against=quick (an older word) as the level it names now.
FormValues form_options(const AppContext& ctx) {
    FormValues o = ctx.options;
    if (auto it = o.find("against"); it != o.end()) it->second = level_key(it->second);
    return o;
}

}  // namespace

ServedSetup served_setup(const AppContext&) {
    // Which side you take and against whom are a keyboard's questions: on a server people sit down.
    return served_from_values(setup_fields, {"side", "against"}, kOtherKeys, form_options, game_options);
}

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    check_setup_options(setup_spec(ctx), form_options(ctx));  // --opt refused before the terminal opens
    GameMenuSpec m = table().menu(ctx, {"New game", "against the computer or a friend",
                                        [ctx] { return make_setup_screen(setup_spec(ctx), form_options(ctx)); }});
    m.title = "Hera & Zeus";
    m.tagline = "A bluffing duel on a field of face-down cards.";
    // Narrow labels leave the detail room to say who plays and when, whole at 80 columns.
    m.label_width = 16;
    m.continue_label = "Continue game";
    return make_game_menu(std::move(m));
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) { return table().resume(ctx, save); }

}  // namespace olympus::herazeus
