// Set-up (rulebook "How to play?" steps 1-5, Cooperative set-up, each mini-expansion's set-up).
#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "microhero/state.hpp"

namespace olympus::microhero {

namespace {

const std::set<std::string> kKnownOptions = {"difficulty", "players", "expansions", "deck", "deck2", "stance",
                                             "stance2"};
const std::vector<std::string> kExpansions = {"blood", "athena", "hera", "calm", "omphale"};

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// "4T3S3B" -> counts per Technique index. Throws OptionError.
std::vector<int> parse_deck(const Catalog& cat, const std::string& key, const std::string& text) {
    std::vector<int> counts(cat.cards.size(), 0);
    std::size_t i = 0;
    std::string codes;
    for (const auto& c : cat.cards)
        if (c.type == CardType::Technique) codes += c.code;
    auto bad = [&](const std::string& why) {
        throw OptionError("option " + key + "=" + text + ": " + why +
                          " (write counts and letters adding up to 10, e.g. 4T3S3B; letters: " + codes + ")");
    };
    if (text.empty()) bad("empty deck");
    while (i < text.size()) {
        std::size_t j = i;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j == i || j - i > 2 || j >= text.size()) bad("expected a count then a letter");
        int n = std::stoi(text.substr(i, j - i));
        char code = static_cast<char>(std::toupper(static_cast<unsigned char>(text[j])));
        int found = -1;
        for (std::size_t k = 0; k < cat.cards.size(); ++k)
            if (cat.cards[k].type == CardType::Technique && cat.cards[k].code == std::string(1, code))
                found = static_cast<int>(k);
        if (found < 0) bad(std::string("no Technique has the letter '") + text[j] + "'");
        counts[static_cast<std::size_t>(found)] += n;
        i = j + 1;
    }
    int total = 0;
    for (int n : counts) total += n;
    if (total != 10) bad("the deck has " + std::to_string(total) + " cards, not 10");
    return counts;
}

}  // namespace

std::string_view to_string(Difficulty d) {
    switch (d) {
        case Difficulty::Normal: return "normal";
        case Difficulty::Heroic: return "heroic";
        case Difficulty::Mythic: return "mythic";
    }
    return "?";
}

State State::new_game(const GameOptions& opts) {
    State s;
    s.setup(opts);
    s.settle();
    return s;
}

void State::setup(const GameOptions& opts) {
    cat.p = Catalog::shared();
    const Catalog& c = *cat;
    rng = Rng(opts.seed);

    for (const auto& [k, v] : opts.values) {
        (void)v;
        if (!kKnownOptions.count(k)) {
            std::string known;
            for (const auto& o : kKnownOptions) known += (known.empty() ? "" : ", ") + o;
            throw OptionError("unknown Micro Hero option '" + k + "' (known: " + known + ")");
        }
    }
    std::string diff = lower(opts.get("difficulty", "normal"));
    if (diff == "normal") cfg.difficulty = Difficulty::Normal;
    else if (diff == "heroic") cfg.difficulty = Difficulty::Heroic;
    else if (diff == "mythic") cfg.difficulty = Difficulty::Mythic;
    else throw OptionError("option difficulty=" + diff + ": expected normal, heroic or mythic");

    std::string np = opts.get("players", "1");
    if (np == "1") cfg.players = 1;
    else if (np == "2") cfg.players = 2;
    else throw OptionError("option players=" + np + ": Micro Hero is played by 1 or 2 (co-op) players");

    std::string exps = lower(opts.get("expansions", ""));
    if (exps == "all") exps = "blood,athena,hera,calm,omphale";
    if (exps == "none") exps.clear();
    std::stringstream ss(exps);
    std::string e;
    while (std::getline(ss, e, ',')) {
        if (e.empty()) continue;
        if (e == "blood") cfg.blood = true;
        else if (e == "athena") cfg.athena = true;
        else if (e == "hera") cfg.hera = true;
        else if (e == "calm") cfg.calm = true;
        else if (e == "omphale") cfg.omphale = true;
        else
            throw OptionError("option expansions=" + exps + ": unknown mini-expansion '" + e +
                              "' (known: blood, athena, hera, calm, omphale, or all/none)");
    }

    // Decks: each player picks 10 of the Techniques; co-op pools two game boxes.
    const int boxes = cfg.players;
    std::vector<int> available(c.cards.size(), 0);
    for (std::size_t i = 0; i < c.cards.size(); ++i)
        if (c.cards[i].type == CardType::Technique) available[i] = c.cards[i].copies * boxes;
    std::vector<std::vector<int>> deck_counts;
    for (int p = 0; p < cfg.players; ++p) {
        std::string key = p == 0 ? "deck" : "deck2";
        std::string text = opts.get(key, p == 0 ? "4T3S3B" : opts.get("deck", "4T3S3B"));
        std::string norm;
        for (char ch : text) norm += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        auto counts = parse_deck(c, key, norm);
        for (std::size_t i = 0; i < counts.size(); ++i) {
            available[i] -= counts[i];
            if (available[i] < 0)
                throw OptionError("option " + key + "=" + text + ": asks for more " + c.cards[i].name +
                                  " cards than the game has");
        }
        cfg.decks.push_back(norm);
        deck_counts.push_back(counts);
    }

    // Stances: Omphale replaces Hercules when its expansion is on, unless a player picks.
    for (int p = 0; p < cfg.players; ++p) {
        std::string key = p == 0 ? "stance" : "stance2";
        std::string dflt = cfg.omphale ? "omphale" : "hercules";
        std::string id = lower(opts.get(key, p == 0 ? dflt : opts.get("stance", dflt)));
        int si = c.stance_index(id);
        if (si < 0) throw OptionError("option " + key + "=" + id + ": no such Stance (hercules or omphale)");
        if (c.stances[static_cast<std::size_t>(si)].expansion == "omphale" && !cfg.omphale)
            throw OptionError("option " + key + "=" + id + ": needs the omphale mini-expansion");
        cfg.stances.push_back(si);
    }

    // Every physical card gets a uid: Techniques box by box, Wounds box by box, then Blessings.
    uid_def.clear();
    for (int b = 0; b < boxes; ++b)
        for (std::size_t i = 0; i < c.cards.size(); ++i)
            if (c.cards[i].type == CardType::Technique)
                for (int k = 0; k < c.cards[i].copies; ++k) uid_def.push_back(static_cast<int>(i));
    for (int b = 0; b < boxes; ++b)
        for (std::size_t i = 0; i < c.cards.size(); ++i)
            if (c.cards[i].type == CardType::Wound && (c.cards[i].expansion == "base" || cfg.blood))
                for (int k = 0; k < c.cards[i].copies; ++k) uid_def.push_back(static_cast<int>(i));
    for (std::size_t i = 0; i < c.cards.size(); ++i)
        if (c.cards[i].type == CardType::Blessing) uid_def.push_back(static_cast<int>(i));

    players.assign(static_cast<std::size_t>(cfg.players), Player{});
    reserve.clear();
    wounds.clear();
    std::vector<Card> wound_cards;
    for (std::size_t uid = 0; uid < uid_def.size(); ++uid) {
        Card card{static_cast<int>(uid), uid_def[uid], false};
        const CardDef& d = c.card(card.def);
        if (d.type == CardType::Technique) {
            bool dealt = false;
            for (int p = 0; p < cfg.players && !dealt; ++p) {
                int& want = deck_counts[static_cast<std::size_t>(p)][static_cast<std::size_t>(card.def)];
                if (want > 0) {
                    --want;
                    players[static_cast<std::size_t>(p)].deck.put_top(card);
                    dealt = true;
                }
            }
            if (!dealt) reserve.push_back(card);
        } else if (d.type == CardType::Wound) {
            wound_cards.push_back(card);
        }
        // Blessings wait on the back of their Trial.
    }
    for (const Card& w : wound_cards) wounds.put_top(w);
    reshape_wound_stack();

    for (int p = 0; p < cfg.players; ++p) {
        Player& pl = players[static_cast<std::size_t>(p)];
        pl.stance = Stance{cfg.stances[static_cast<std::size_t>(p)], 0, false, false, 0};
        pl.deck.shuffle(rng);
    }

    std::vector<int> order;
    for (std::size_t t = 0; t < c.trials.size(); ++t) order.push_back(static_cast<int>(t));
    rng.shuffle(order);
    upcoming = Pile<int>::from_top_first(order);

    if (cfg.hera) {
        std::vector<int> h;
        for (std::size_t i = 0; i < c.hera.size(); ++i) h.push_back(static_cast<int>(i));
        rng.shuffle(h);
        hera_stack = Pile<int>::from_top_first(h);
    }

    round = 1;
    turn = 1;
    note(std::string(cfg.players == 2 ? "A new two-player" : "A new solo") + " campaign begins at " +
         std::string(to_string(cfg.difficulty)) + " difficulty");
    reveal_trial();
    if (cfg.calm) {
        phase = Phase::HealthCard;
        actor = 0;
    } else {
        begin_turn();
    }
}

}  // namespace olympus::microhero
