// C1 (setting up) and C2.1-C2.2 (the start): options, decks, tiles, the starting hands, the
// starting tiles turned and base camps placed, and the roll for who begins.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "cgs/rules.hpp"
#include "core/dice.hpp"
#include "core/log_lines.hpp"

namespace olympus::cgs {

namespace {

int int_option(const GameOptions& o, const std::string& key, int fallback, int lo, int hi) {
    const std::string v = o.get(key, "");
    if (v.empty()) return fallback;
    int n = 0;
    try {
        std::size_t used = 0;
        n = std::stoi(v, &used);
        if (used != v.size()) throw std::invalid_argument(v);
    } catch (const std::exception&) {
        throw OptionError("cgs: " + key + "=" + v + ": expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    }
    if (n < lo || n > hi)
        throw OptionError("cgs: " + key + "=" + v + ": expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return n;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string part;
    while (std::getline(in, part, sep)) out.push_back(part);
    return out;
}

Options read_options(const GameOptions& o, const Content& c) {
    static const std::vector<std::string> known{"players", "characters", "teams", "olympus", "max_rounds"};
    for (auto& [k, v] : o.values)
        if (std::find(known.begin(), known.end(), k) == known.end())
            throw OptionError("cgs: unknown option '" + k + "' (known: players, characters, teams, olympus, max_rounds)");
    Options opts;
    const std::string chars = o.get("characters", "");
    const int default_players = chars.empty() ? 2 : static_cast<int>(split(chars, ',').size());
    opts.players = int_option(o, "players", default_players, 2, kMaxSeats);
    // A3: the teams; "on" alternates the seats between two teams, a letter per seat says more.
    const std::string teams = o.get("teams", "off");
    for (int i = 0; i < opts.players; ++i) opts.team_of.push_back(i);
    if (teams == "on") {
        for (int i = 0; i < opts.players; ++i) opts.team_of[static_cast<std::size_t>(i)] = i % 2;
    } else if (teams != "off") {
        if (static_cast<int>(teams.size()) != opts.players ||
            !std::all_of(teams.begin(), teams.end(), [](char ch) { return ch >= 'A' && ch <= 'D'; }))
            throw OptionError("cgs: teams=" + teams + ": expected on, off, or a team letter A-D for each of the " +
                              std::to_string(opts.players) + " seats (teams=AAB)");
        std::string order;  // teams numbered as their letters first appear
        for (int i = 0; i < opts.players; ++i) {
            const char ch = teams[static_cast<std::size_t>(i)];
            if (order.find(ch) == std::string::npos) order += ch;
            opts.team_of[static_cast<std::size_t>(i)] = static_cast<int>(order.find(ch));
        }
        if (order.size() < 2) throw OptionError("cgs: teams=" + teams + ": expected at least two teams");
    }
    opts.teams = std::set<int>(opts.team_of.begin(), opts.team_of.end()).size() < static_cast<std::size_t>(opts.players);
    opts.olympus = int_option(o, "olympus", c.olympus_banners, 1, 60);
    opts.max_rounds = int_option(o, "max_rounds", 80, 1, 1000);

    std::vector<std::string> per_seat;
    if (chars.empty()) {
        // One main character each, Hercules and Xena first; in three-seat team play the lone
        // player of the smaller team leads two (C1.11: every team the same number).
        static const std::vector<std::string> defaults{"hercules", "xena", "iolaus", "gabrielle"};
        for (int i = 0; i < opts.players; ++i) per_seat.push_back(defaults[static_cast<std::size_t>(i)]);
        if (opts.teams && teams == "on" && opts.players == 3) per_seat[1] = "xena+gabrielle";
    } else {
        per_seat = split(chars, ',');
        if (static_cast<int>(per_seat.size()) != opts.players)
            throw OptionError("cgs: characters= names " + std::to_string(per_seat.size()) + " seats, players=" +
                              std::to_string(opts.players));
    }
    for (const std::string& seat : per_seat) {
        std::vector<int> ids;
        for (const std::string& name : split(seat, '+')) {
            auto id = c.sheet(name);
            if (!id) {
                std::string list;
                for (const SheetDef& d : c.sheets) list += (list.empty() ? "" : ", ") + d.key;
                throw OptionError("cgs: unknown main character '" + name + "' (" + list + ")");
            }
            ids.push_back(*id);
        }
        if (ids.empty()) throw OptionError("cgs: a seat without a main character");
        // Each main character is one figure on the map: two seats cannot both lead it.
        for (int id : ids)
            for (const auto& other : opts.characters)
                if (std::find(other.begin(), other.end(), id) != other.end())
                    throw OptionError("cgs: two seats cannot lead the same main character (" +
                                      c.sheets[static_cast<std::size_t>(id)].name + ")");
        opts.characters.push_back(ids);
    }
    if (teams == "on" && opts.players < 3) throw OptionError("cgs: team play (teams=on) needs 3 or 4 players");
    if (opts.teams) {
        std::map<int, std::size_t> count;
        for (int i = 0; i < opts.players; ++i)
            count[opts.team_of[static_cast<std::size_t>(i)]] += opts.characters[static_cast<std::size_t>(i)].size();
        std::vector<std::string> leads;
        for (const auto& [team, n] : count) leads.push_back("team " + std::to_string(team + 1) + " leads " + std::to_string(n));
        const std::string counts = and_list(leads);
        for (const auto& [team, n] : count)
            if (n != count.begin()->second)
                throw OptionError("cgs: teams=" + teams + ": every team must lead the same number of main characters (here " +
                                  counts + ")");
    }
    return opts;
}

}  // namespace

struct Setup {
    static State build(const GameOptions& o, std::shared_ptr<const Content> content) {
        State s;
        s.content_ = std::move(content);
        const Content& c = *s.content_;
        s.opts_ = read_options(o, c);
        s.rng_ = Rng(o.seed);
        const int n = s.opts_.players;
        const int teams = *std::max_element(s.opts_.team_of.begin(), s.opts_.team_of.end()) + 1;
        for (int i = 0; i < n; ++i) {
            SeatState st;
            st.team = static_cast<std::int8_t>(s.opts_.team_of[static_cast<std::size_t>(i)]);
            for (int id : s.opts_.characters[static_cast<std::size_t>(i)]) st.sheets.push_back(static_cast<std::int16_t>(id));
            s.seats_.push_back(st);
        }
        const auto positions = start_positions(teams);
        for (int t = 0; t < teams; ++t) {
            TeamState ts;
            ts.position = static_cast<std::int8_t>(positions[static_cast<std::size_t>(t)]);
            s.teams_.push_back(ts);
        }
        s.banners_.fill(-1);

        // C1.14: Olympus in the middle, the land tiles shuffled and laid face down around it.
        s.map_.slots[0].revealed = true;
        std::vector<std::int16_t> land;
        for (std::size_t i = 0; i < c.land.size(); ++i) land.push_back(static_cast<std::int16_t>(i));
        s.rng_.shuffle(land);
        for (int p = 1; p < kPositions; ++p) s.map_.slots[static_cast<std::size_t>(p)].tile = land[static_cast<std::size_t>(p - 1)];
        // B1.19A: the cave boards lie aside, drawn face down when a cave is first entered.
        std::vector<std::int16_t> caves;
        for (std::size_t i = 0; i < c.caves.size() && i < static_cast<std::size_t>(kMaxCaves); ++i)
            caves.push_back(static_cast<std::int16_t>(i));
        s.cave_pile_ = Pile<std::int16_t>::from_bottom_first(caves);
        s.cave_pile_.shuffle(s.rng_);

        // C1.12: creature counters in face-down stacks by the number on their back.
        for (std::size_t i = 0; i < c.creatures.size(); ++i)
            for (int k = 0; k < c.creatures[i].count; ++k)
                s.stacks_.at(static_cast<std::size_t>(c.creatures[i].stack)).put_top(static_cast<std::int16_t>(i));
        for (auto& st : s.stacks_) st.shuffle(s.rng_);

        // C1.13: special and encounter cards make the encounter deck; each player gets the own
        // cards of its main characters to pick the hand from; the rest is the draw deck.
        std::vector<CardId> enc, draw;
        s.pool_.assign(static_cast<std::size_t>(n), {});
        for (std::size_t i = 0; i < c.cards.size(); ++i) {
            const CardDef& d = c.cards[i];
            const auto id = static_cast<CardId>(i);
            for (int k = 0; k < d.count; ++k) {
                if (d.encounter_deck) {
                    enc.push_back(id);
                } else if (d.category == Category::Specific) {
                    // Cards of main characters nobody leads are left out (see RULINGS); a
                    // character led twice brings its cards twice, as from a second box.
                    for (int seat = 0; seat < n; ++seat)
                        for (std::int16_t sh : s.seats_[static_cast<std::size_t>(seat)].sheets)
                            if (c.sheets[static_cast<std::size_t>(sh)].key == d.character)
                                s.pool_[static_cast<std::size_t>(seat)].push_back(id);
                } else {
                    draw.push_back(id);
                }
            }
        }
        s.encounter_ = Pile<CardId>::from_bottom_first(enc);
        s.encounter_.shuffle(s.rng_);
        s.draw_ = Pile<CardId>::from_bottom_first(draw);
        s.deck_cards_ = static_cast<int>(enc.size() + draw.size());
        for (const auto& pool : s.pool_) s.deck_cards_ += static_cast<int>(pool.size());

        // C2.14: starting dinars from the sheets; the bank holds the rest.
        s.total_ = 1000;
        s.bank_ = s.total_;
        for (int seat = 0; seat < n; ++seat) {
            int d = 0;
            for (std::int16_t sh : s.seats_[static_cast<std::size_t>(seat)].sheets) d += c.sheets[static_cast<std::size_t>(sh)].dinars;
            Rules::gain(s, seat, d);
        }

        s.phase_ = Phase::Keep;
        s.setup_team_ = 0;
        Rules::log(s, "A new game for " + std::to_string(n) + " players" + (s.opts_.teams ? " in two teams" : "") + ".");
        next_keeper(s);
        return s;
    }

    static int hand_size(const State& s, int seat) {
        int h = 0;
        for (std::int16_t sh : s.seats_[static_cast<std::size_t>(seat)].sheets) h += s.content().sheets[static_cast<std::size_t>(sh)].hand;
        return h;
    }

    // Moves to the next seat that still has a choice to make; forced picks are made at once.
    static void next_keeper(State& s) {
        while (s.setup_team_ < s.num_players()) {
            const auto seat = static_cast<std::size_t>(s.setup_team_);
            auto& pool = s.pool_[seat];
            auto& hand = s.seats_[seat].hand;
            const int want = hand_size(s, s.setup_team_);
            if (static_cast<int>(hand.size()) < want && static_cast<int>(pool.size() + hand.size()) <= want) {
                hand.insert(hand.end(), pool.begin(), pool.end());
                pool.clear();
            }
            if (static_cast<int>(hand.size()) < want && !pool.empty()) return;  // a choice to make
            // C1.13: the cards not picked go into the draw deck.
            for (CardId x : pool) s.draw_.put_top(x);
            pool.clear();
            ++s.setup_team_;
        }
        s.draw_.shuffle(s.rng_);
        s.phase_ = Phase::Orient;
        s.setup_team_ = 0;
        start_orient(s);
    }

    static void start_orient(State& s) {
        // C2.11: the team turns over the tile in front of it, then lays it as it likes.
        Slot& slot = s.map_.slots[static_cast<std::size_t>(s.teams_[static_cast<std::size_t>(s.setup_team_)].position)];
        slot.revealed = true;
        Rules::log(s, "Position " + std::to_string(s.teams_[static_cast<std::size_t>(s.setup_team_)].position) + " is turned over: " +
                          s.content().land[static_cast<std::size_t>(slot.tile)].name + ".");
    }
};

void Rules::do_keep(State& s, CardId c) {
    auto& pool = s.pool_[static_cast<std::size_t>(s.setup_team_)];
    pool.erase(std::find(pool.begin(), pool.end(), c));
    s.seats_[static_cast<std::size_t>(s.setup_team_)].hand.push_back(c);
    Setup::next_keeper(s);
}

void Rules::do_orient(State& s, int turn) {
    const int pos = s.teams_[static_cast<std::size_t>(s.setup_team_)].position;
    s.map_.slots[static_cast<std::size_t>(pos)].turn = static_cast<std::int8_t>(turn);
    // The turn as the menus offer it.
    const std::string turned = turn_words(turn);
    log(s, team_said(s, s.setup_team_) + " lays the tile at position " + std::to_string(pos) +
               (turned.empty() ? " as it lies." : ", turned " + turned + "."));
    if (++s.setup_team_ < s.num_teams()) {
        Setup::start_orient(s);
        return;
    }
    s.setup_team_ = 0;
    s.phase_ = Phase::Camp;
}

void Rules::do_camp(State& s, CellId c) {
    const int team = s.setup_team_;
    const std::string there = where(s, c);  // named before the camp lies there
    s.teams_[static_cast<std::size_t>(team)].camp = c;
    // C2.13: the team's main characters start on the base camp.
    for (int seat = 0; seat < s.num_players(); ++seat) {
        if (s.team_of(seat) != team) continue;
        for (std::int16_t sh : s.seats_[static_cast<std::size_t>(seat)].sheets) {
            Piece p;
            p.kind = PieceKind::Main;
            p.def = sh;
            p.seat = static_cast<std::int8_t>(seat);
            p.name = unique_name(s, s.content().sheets[static_cast<std::size_t>(sh)].key);
            p.cell = c;
            add_piece(s, std::move(p));
        }
    }
    log(s, team_said(s, team) + (s.opts_.teams ? " places its base camp on " : " places a base camp on ") + there + ".");
    if (++s.setup_team_ < s.num_teams()) return;
    begin_play(s);
}

void Rules::begin_play(State& s) {
    // C2.2: everyone rolls; the highest begins (ties roll again), then clockwise (seat order).
    std::vector<int> in;
    for (int i = 0; i < s.num_players(); ++i) in.push_back(i);
    while (in.size() > 1) {
        std::vector<int> best;
        int top = 0;
        std::string line = "Who begins?";
        for (int seat : in) {
            int r = roll_d6(s.rng_);
            line += " P" + std::to_string(seat + 1) + " rolls " + std::to_string(r) + ".";
            if (r > top) {
                top = r;
                best.clear();
            }
            if (r == top) best.push_back(seat);
        }
        // A tie is said, so the next "Who begins?" line does not read as a repeat (C2.2).
        if (best.size() > 1) {
            std::vector<std::string> tied;
            for (int seat : best) tied.push_back("P" + std::to_string(seat + 1));
            line += " " + and_list(tied) + " tie at " + std::to_string(top) + " and roll again.";
        }
        log(s, line);
        in = best;
    }
    s.first_seat_ = in.front();
    log(s, "P" + std::to_string(s.first_seat_ + 1) + " begins.");
    start_turn(s, s.first_seat_);
}

State State::new_game(const GameOptions& opts) { return new_game(opts, load_content()); }

State State::new_game(const GameOptions& opts, std::shared_ptr<const Content> content) {
    return Setup::build(opts, std::move(content));
}

}  // namespace olympus::cgs
