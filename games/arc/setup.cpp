// Set-up: decks checked and shuffled, seven cards each (a hand with fewer than two resources is
// shuffled back for a new one), and the first player, chosen at random or by the players.
#include <algorithm>
#include <charconv>

#include "arc/rules.hpp"
#include "core/data_files.hpp"

namespace olympus::arc {

namespace {
int int_option(const GameOptions& o, const std::string& key, int fallback, int lo, int hi) {
    std::string v = o.get(key, std::to_string(fallback));
    int n = 0;
    auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || ptr != v.data() + v.size() || n < lo || n > hi)
        throw OptionError("arc: " + key + "=" + v + ": expected a whole number from " + std::to_string(lo) + " to " +
                          std::to_string(hi));
    return n;
}

int count_resources(const CardDb& db, const std::vector<Card>& cards) {
    int n = 0;
    for (const Card& c : cards) n += db[c.id].type == CardType::Resource;
    return n;
}

const char* const kKnownOptions[] = {"players", "deck1", "deck2", "deck3", "deck_size", "first", "loser", "max_turns"};
}  // namespace

State State::new_game(const GameOptions& opts) { return new_game(opts, load_card_db()); }

State State::new_game(const GameOptions& opts, std::shared_ptr<const CardDb> db) {
    for (const auto& [key, value] : opts.values) {
        bool known = false;
        for (const char* k : kKnownOptions) known |= key == k;
        if (!known)
            throw OptionError("arc: unknown option '" + key + "' (known: players, deck1, deck2, deck3, deck_size, first, loser, max_turns)");
    }
    const int players = int_option(opts, "players", 2, 2, kMaxPlayers);
    auto names = sample_deck_names();
    // By default each seat gets a different one of the rulebook's six Hercules sample decks.
    std::vector<std::string> herc;
    for (const std::string& n : names)
        if (n.rfind("xena-", 0) != 0) herc.push_back(n);
    Rng pick(opts.seed ^ 0x61726364ULL, 3);
    pick.shuffle(herc);
    std::vector<Decklist> decks;
    for (int s = 0; s < players; ++s) {
        std::string key = "deck" + std::to_string(s + 1);
        std::string name = opts.get(key, herc.empty() ? "" : herc[static_cast<std::size_t>(s) % herc.size()]);
        if (std::find(names.begin(), names.end(), name) == names.end()) {
            std::string known;
            for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
            throw OptionError("arc: " + key + "=" + name + ": no such deck (known: " + known + ")");
        }
        // The deck keeps its title ("Fearless Band"): the file's stem is a word of --opt only.
        decks.push_back(load_sample_deck(name));
    }
    return new_game(opts, decks, std::move(db));
}

State State::new_game(const GameOptions& opts, const std::vector<Decklist>& decks, std::shared_ptr<const CardDb> db) {
    if (!db) db = load_card_db();
    const int players = int_option(opts, "players", static_cast<int>(decks.size()), 2, kMaxPlayers);
    if (static_cast<int>(decks.size()) != players)
        throw OptionError("arc: " + std::to_string(players) + " players need " + std::to_string(players) + " decks");
    const int deck_size = int_option(opts, "deck_size", kDefaultDeckSize, kMinDeckSize, 500);
    const int max_turns = int_option(opts, "max_turns", 400, 10, 10000);
    State s;
    s.db_ = db;
    s.rng_ = Rng(opts.seed);
    Board& b = s.b_;
    b.players = players;
    b.deck_limit = deck_size;
    b.max_turns = static_cast<std::int16_t>(max_turns);
    b.p.resize(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat) {
        const Decklist& d = decks[static_cast<std::size_t>(seat)];
        auto problems = check_deck(*db, d, deck_size);
        if (!problems.empty()) throw OptionError("The deck " + d.name + " cannot be played: " +
                              (problems.front().line > 0 ? problems.front().to_string() : problems.front().message) + ".");
        Player& p = b.p[static_cast<std::size_t>(seat)];
        p.decklist = deck_cards(*db, d);
        p.deck_name = d.name;
    }
    std::string first = opts.get("first", opts.get("loser", "random"));
    int first_seat = -1;
    if (first == "random") {
        first_seat = static_cast<int>(s.rng_.below(static_cast<std::uint32_t>(players)));
    } else {
        // A seat by the name the table gives it (P2, p2) or by its number (2).
        const std::size_t from = !first.empty() && (first[0] == 'P' || first[0] == 'p') ? 1 : 0;
        int n = 0;
        auto [ptr, ec] = std::from_chars(first.data() + from, first.data() + first.size(), n);
        if (ec != std::errc() || ptr != first.data() + first.size() || n < 1 || n > players) {
            std::string seats;
            for (int p = 1; p <= players; ++p) seats += (p == players ? " or P" : ", P") + std::to_string(p);
            throw OptionError("arc: first=" + first + ": expected random" + seats);
        }
        first_seat = n - 1;
    }
    Writer w(*db, b, s.rng_, false);
    for (int seat = 0; seat < players; ++seat) {
        Player& p = b.p[static_cast<std::size_t>(seat)];
        for (CardId id : p.decklist) p.deck.push_back(Card{id, false});
        s.rng_.shuffle(p.deck);
        const bool can_improve = count_resources(*db, p.deck) >= 2;
        for (;;) {
            for (int k = 0; k < kHandSize && !p.deck.empty(); ++k) {
                p.hand.push_back(p.deck.back());
                p.deck.pop_back();
            }
            if (!can_improve || count_resources(*db, p.hand) >= 2) break;
            // Fewer than two resources: shuffle the hand back and draw a new one.
            for (const Card& c : p.hand) p.deck.push_back(Card{c.id, false});  // shuffled in: known to nobody
            p.hand.clear();
            s.rng_.shuffle(p.deck);
            ++p.new_hands;
        }
        // The rulebook's reason is said with the act: a hand of fewer than two resources.
        if (p.new_hands == 1)
            w.log(Reader::seat_name(seat) + " shuffles their starting hand back into the deck and draws a new one, as it held fewer than two resources");
        else if (p.new_hands > 1)
            w.log(Reader::seat_name(seat) + " shuffles their starting hand back into the deck and draws a new one " + std::to_string(p.new_hands) +
                  " times, as each held fewer than two resources");
    }
    w.log(Reader::seat_name(first_seat) + " goes first");
    w.start_turn(first_seat);
    w.advance();
    return s;
}

}  // namespace olympus::arc
