#include "arc/start_screen.hpp"

#include <algorithm>
#include <map>

#include "arc/deck_editor.hpp"
#include "arc/deck_store.hpp"
#include "arc/help.hpp"
#include "arc/play_screen.hpp"
#include "arc/seats.hpp"
#include "core/save.hpp"
#include "tui/level_choices.hpp"
#include "tui/option_form.hpp"
#include "tui/served_setup.hpp"
#include "tui/table_start.hpp"

namespace olympus::arc {

using namespace tui;
namespace fs = std::filesystem;

namespace {

TableStart<SavedGame> table() { return {kGameId, "duel", kSaveVersion, saved_from_json, describe_saved, make_play_screen, how_to_play()}; }

// A deck a seat may bring: a sample deck shipped with the game, or one of the player's own.
struct DeckChoice {
    std::string key;  // the sample's name, or "mine:" and the file's name
    std::string label;
    Decklist deck;
    bool own = false;
    std::string problem;  // why it can't be played, if it can't
    std::vector<std::string> warnings;  // why it would lose on its own (deck_warnings)
};

// "Beware: it has no resources, so ...; ..." for a deck that would lose on its own; empty otherwise.
std::string beware(const std::vector<std::string>& warnings) {
    std::string out;
    for (const std::string& w : warnings) out += (out.empty() ? "Beware: " : "; ") + w;
    return out.empty() ? out : out + ".";
}

const char* const kSetNames[2] = {"Hercules", "Xena"};
const char* const kSetKeys[2] = {"hercules", "xena"};
const int kSizes[4] = {30, 40, 50, 60};
const std::vector<std::string> kOtherKeys{"max_turns"};

// The decks on offer for each set, read again when the set-up screen comes back from elsewhere.
struct Decks {
    std::shared_ptr<const CardDb> db;
    std::vector<DeckChoice> sets[2];
    int offset = 0;  // which sample decks are offered first: a different one each duel

    void load(const fs::path& save_dir) {
        for (auto& v : sets) v.clear();
        for (const std::string& name : sample_deck_names()) {
            DeckChoice d;
            try {
                d.deck = load_sample_deck(name);
            } catch (const std::exception&) {
                continue;
            }
            d.key = name;
            d.label = d.deck.name;
            d.warnings = deck_warnings(*db, d.deck);
            sets[name.rfind("xena-", 0) == 0 ? 1 : 0].push_back(std::move(d));
        }
        // Without a folder (a server's game), the sample decks only: a player's own stay theirs.
        if (save_dir.empty()) return;
        for (OwnDeck& o : list_own_decks(save_dir)) {
            DeckChoice d;
            d.key = "mine:" + o.path.stem().string();
            d.deck = o.deck;
            d.own = true;
            d.label = o.deck.name + " (yours)";
            auto problems = o.problems;
            auto more = check_deck(*db, d.deck, kAnyDeckSize);
            problems.insert(problems.end(), more.begin(), more.end());
            if (!problems.empty())
                d.problem = (problems.front().line > 0 ? problems.front().to_string() : problems.front().message);
            d.warnings = deck_warnings(*db, d.deck);
            std::string set = deck_set(*db, d.deck);
            if (set != "xena") sets[0].push_back(d);
            if (set != "hercules") sets[1].push_back(d);
        }
    }
    const DeckChoice* find(int set, const std::string& key) const {
        for (const DeckChoice& d : sets[set])
            if (d.key == key) return &d;
        return nullptr;
    }
};

int players_of(const FormValues& v) { return value_of(v, "players") == "3" ? 3 : 2; }
// The set of each seat's deck, from "hercules,xena".
int set_of(const FormValues& v, int seat) {
    std::string sets = value_of(v, "sets") + ",";
    for (int i = 0; i < seat && !sets.empty(); ++i) sets.erase(0, sets.find(',') + 1);
    return sets.rfind("xena,", 0) == 0 ? 1 : 0;
}

std::vector<FormField> setup_fields(const Decks& decks, const FormValues& v) {
    const int players = players_of(v);
    std::vector<FormField> f;
    f.push_back({"players", "Players", "How many face each other.",
                 {{"2", "2", "a duel: two players face each other."}, {"3", "3", "three players; each attacks the player on the left."}}});
    FormField sets{"sets", "Sets", "Which set each player's deck comes from. The sets play each other under the same rules."};
    std::string keep;  // the sets chosen so far, for the seats there still are
    for (int p = 0; p < players; ++p) keep += (p ? "," : "") + std::string(kSetKeys[set_of(v, p)]);
    for (int t = 0; t < (1 << players); ++t) {
        std::string key, label;
        for (int p = 0; p < players; ++p) {
            key += (p ? "," : "") + std::string(kSetKeys[(t >> p) & 1]);
            label += (p ? (players == 2 ? " vs " : ", ") : "") + std::string(kSetNames[(t >> p) & 1]);
        }
        sets.choices.push_back({key, label});
    }
    sets.fallback = keep;
    sets.resets = {"deck1", "deck2", "deck3"};
    f.push_back(std::move(sets));
    for (int p = 0; p < players; ++p) {
        const std::string n = std::to_string(p + 1), P = "P" + n;
        std::vector<FormChoice> who{{"person", "a person at this keyboard", "plays with the keys; the hand is hidden when the turn passes."}};
        for (FormChoice& c : level_choices()) who.push_back(std::move(c));
        f.push_back({"seat" + n, P + " is", "Any mix of people and computer players; people take turns at this keyboard, hidden from each other.",
                     std::move(who), p == 0 ? "person" : p == 1 ? "strong" : "skilled"});
        const auto& list = decks.sets[set_of(v, p)];
        FormField deck{"deck" + n, P + " deck", "The deck " + P + " plays: a sample deck, or one of yours from the deck editor."};
        std::vector<std::string> samples;
        for (const DeckChoice& d : list) {
            if (!d.own) samples.push_back(d.key);
            // What sets the deck apart; its size only when it is not the rule's.
            std::string about = deck_summary(*decks.db, d.deck);
            if (d.own || d.deck.total() != kDefaultDeckSize) about += (about.empty() ? "" : "; ") + std::to_string(d.deck.total()) + " cards";
            if (d.own) about += ", made in the deck editor";
            if (about.empty()) about = "a sample deck";
            deck.choices.push_back({d.key, d.label, about + "." + (d.warnings.empty() ? "" : " " + beware(d.warnings)),
                                    d.problem.empty() ? "" : "needs fixing in the deck editor: " + d.problem});
        }
        // A different sample deck for each seat of the same set, picked at random.
        if (!samples.empty()) deck.fallback = samples[static_cast<std::size_t>(decks.offset + p) % samples.size()];
        f.push_back(std::move(deck));
    }
    // Every deck holds exactly the agreed number of cards (docs/RULINGS.md, "Deck size"): 40 by
    // the rule, or what the players agree on, which includes the size of the decks chosen.
    FormField size{"deck_size", "Deck size", "Every deck holds exactly this many cards: 40 by the rule, another size only when the players agree on it."};
    std::vector<int> sizes(std::begin(kSizes), std::end(kSizes));
    std::vector<int> chosen;
    for (int p = 0; p < players; ++p)
        if (const DeckChoice* d = decks.find(set_of(v, p), value_of(v, "deck" + std::to_string(p + 1)))) chosen.push_back(d->deck.total());
    for (int n : chosen)
        if (std::find(sizes.begin(), sizes.end(), n) == sizes.end() && n >= kMinDeckSize) sizes.push_back(n);
    std::sort(sizes.begin(), sizes.end());
    for (int n : sizes)
        size.choices.push_back({std::to_string(n), std::to_string(n) + " cards" + (n == kDefaultDeckSize ? " (the rule)" : " (agreed)")});
    // Decks of one size other than 40 were chosen: that size is the one offered first.
    if (!chosen.empty() && std::all_of(chosen.begin(), chosen.end(), [&](int n) { return n == chosen[0]; }) && chosen[0] >= 8)
        size.fallback = std::to_string(chosen[0]);
    f.push_back(std::move(size));
    FormField first{"first", "Goes first", "Who takes the first turn.", {{"random", "drawn by lot", "chance decides when the duel starts."}}};
    // Named on the command line as on the table: first=P2.
    for (int p = 1; p <= players; ++p) first.choices.push_back({"P" + std::to_string(p), "P" + std::to_string(p), "P" + std::to_string(p) + " plays first."});
    f.push_back(std::move(first));
    return f;
}

GameOptions game_options(const AppContext& ctx, const FormValues& v, std::uint64_t seed) {
    GameOptions o;
    o.seed = seed;
    o.values["players"] = std::to_string(players_of(v));
    o.values["deck_size"] = value_of(v, "deck_size");
    o.values["first"] = value_of(v, "first");
    copy_given(ctx.options, kOtherKeys, o.values);
    return o;
}

std::vector<Decklist> chosen_decks(const Decks& decks, const FormValues& v) {
    std::vector<Decklist> out;
    for (int p = 0; p < players_of(v); ++p) {
        const DeckChoice* d = decks.find(set_of(v, p), value_of(v, "deck" + std::to_string(p + 1)));
        if (!d) throw OptionError("P" + std::to_string(p + 1) + " has no deck to play");
        out.push_back(d->deck);
    }
    return out;
}

std::string no_person(const FormValues& v) { return tui::no_person(v, players_of(v), "computer-only duels: olympus sim arc"); }

Transition start(const AppContext& ctx, const Decks& decks, const FormValues& v, std::string& status) {
    if (std::string why = no_person(v); !why.empty()) {
        status = why;
        return Transition::stay();
    }
    GameOptions o = game_options(ctx, v, ctx.seed.value_or(fresh_seed()));
    SavedGame g{State::new_game(o, chosen_decks(decks, v), decks.db), {seat_levels(v, players_of(v))}};
    return table().start(ctx, std::move(g), o.seed, status);
}

SetupSpec setup_spec(const AppContext& ctx, std::shared_ptr<Decks> decks) {
    SetupSpec s;
    s.title = "New ARC duel";
    s.start_label = "Start the duel";
    s.fields = [decks](const FormValues& v) { return setup_fields(*decks, v); };
    s.start = [ctx, decks](const FormValues& v, std::string& status) { return start(ctx, *decks, v, status); };
    // A deck that would lose on its own is said again beside Start, before the duel begins.
    s.start_note = [decks](const FormValues& v) {
        std::string note;
        for (int p = 0; p < players_of(v); ++p)
            if (const DeckChoice* d = decks->find(set_of(v, p), value_of(v, "deck" + std::to_string(p + 1))); d && !d->warnings.empty())
                note += (note.empty() ? "" : " ") + ("P" + std::to_string(p + 1) + "'s deck: ") + beware(d->warnings);
        return note;
    };
    s.help = how_to_play();
    s.on_resume = [ctx, decks] { decks->load(ctx.save_dir); };
    s.other_keys = kOtherKeys;
    s.blocked = no_person;
    s.dry_run = [ctx, decks](const FormValues& v) { (void)State::new_game(game_options(ctx, v, 1), chosen_decks(*decks, v), decks->db); };
    return s;
}

std::shared_ptr<Decks> load_decks(const AppContext& ctx) {
    auto d = std::make_shared<Decks>();
    d->db = load_card_db();
    d->load(ctx.save_dir);
    Rng pick(ctx.seed.value_or(fresh_seed()) ^ 0x6465636bULL, 5);
    d->offset = static_cast<int>(pick.below(64));
    return d;
}

// The script mode's options as the form's: loser is first, and a deck named for a seat says its set.
FormValues form_options(const AppContext& ctx, const Decks& decks) {
    FormValues o = ctx.options;
    for (int p = 1; p <= 3; ++p)
        if (auto it = o.find("seat" + std::to_string(p)); it != o.end()) it->second = level_key(it->second);
    if (auto it = o.find("loser"); it != o.end()) {
        if (!o.count("first")) o["first"] = it->second;
        o.erase(it);
    }
    // A seat who goes first is named as the table names it (P2), in any case, or by number (2).
    if (auto it = o.find("first"); it != o.end()) {
        std::string& v = it->second;
        if (v.size() == 2 && (v[0] == 'p' || v[0] == 'P') && v[1] >= '1' && v[1] <= '9') v[0] = 'P';
        else if (v.size() == 1 && v[0] >= '1' && v[0] <= '9') v = "P" + v;
        else if (v.size() == 6 && std::equal(v.begin(), v.end(), "random", [](char a, char b) { return (a | 0x20) == b; })) v = "random";
    }
    if (o.count("sets")) return o;
    const int players = o.count("players") && o["players"] == "3" ? 3 : 2;
    std::string sets;
    bool named = false;
    for (int p = 1; p <= players; ++p) {
        const std::string& d = value_of(o, "deck" + std::to_string(p));
        named = named || !d.empty();
        const bool xena = decks.find(1, d) && !decks.find(0, d);
        sets += (p > 1 ? "," : "") + std::string(xena ? "xena" : "hercules");
    }
    if (named) o["sets"] = sets;
    return o;
}

}  // namespace

ServedSetup served_setup(const AppContext& ctx) {
    AppContext samples = ctx;
    samples.save_dir.clear();
    std::shared_ptr<Decks> decks = load_decks(samples);
    ServedSetup s;
    // Who plays each seat is the server's business: people sit down, the host names the computer's.
    s.fields = without_fields([decks](const FormValues& v) { return setup_fields(*decks, v); }, {"seat1", "seat2", "seat3"});
    s.other_keys = kOtherKeys;
    s.words = [decks](const FormValues& given) {
        AppContext c;
        c.options = given;
        return form_options(c, *decks);
    };
    s.options = [](const FormValues& v, const FormValues& given) {
        auto o = game_options(AppContext{}, v, 0).values;
        // A deck not chosen is the rules' own draw from the seed.
        for (int p = 1; p <= players_of(v); ++p)
            if (const std::string k = "deck" + std::to_string(p); given.count(k) || given.count("sets")) o[k] = value_of(v, k);
        return o;
    };
    return s;
}

std::unique_ptr<Screen> make_start_screen(const AppContext& ctx) {
    make_setup_screen(ctx);  // --opt refused before the terminal opens
    GameMenuSpec m = table().menu(ctx, {"New duel", "against the computer, friends, or both", [ctx] { return make_setup_screen(ctx); }},
                                  {{"Deck editor", "build, check and save your own decks", [ctx] { return make_deck_editor(ctx); }}});
    m.title = "ARC duels";
    m.frame_title = "ARC duels: Hercules & Xena";
    m.tagline = "The trading-card duel: run the other deck out of cards.";
    m.label_width = 24;
    return make_game_menu(std::move(m));
}
std::unique_ptr<Screen> make_setup_screen(const AppContext& ctx) {
    auto decks = load_decks(ctx);
    return tui::make_setup_screen(setup_spec(ctx, decks), form_options(ctx, *decks));
}

std::unique_ptr<Screen> make_resume_screen(const AppContext& ctx, const fs::path& save) { return table().resume(ctx, save); }

}  // namespace olympus::arc
