// Saves: the whole state as JSON, with cards, tiles, creatures and characters named by their keys
// and hexes by their cell names, so a save reads like the game; and a seat's view, which leaves
// out what that seat may not know (face-down tiles, other hands, the order of every deck).
#include <algorithm>
#include <stdexcept>

#include "cgs/rules.hpp"

namespace olympus::cgs {

using nlohmann::json;

namespace {

constexpr std::array<Phase, 10> kPhases{Phase::Orient, Phase::Camp,     Phase::Keep,  Phase::Pass, Phase::Play,
                                        Phase::Move,   Phase::Combat,   Phase::Creature, Phase::React, Phase::Over};
constexpr std::array<PieceKind, 4> kKinds{PieceKind::Main, PieceKind::Ally, PieceKind::Counter, PieceKind::Creature};

std::string cell_or_null_name(CellId c) { return c < 0 ? "" : cell_name(c); }

}  // namespace

struct Json {
    static json cards(const Content& c, const std::vector<CardId>& v) {
        json a = json::array();
        for (CardId x : v) a.push_back(c.card_def(x).key);
        return a;
    }
    static json creatures(const Content& c, const std::vector<std::int16_t>& v) {
        json a = json::array();
        for (std::int16_t x : v) a.push_back(c.creatures[static_cast<std::size_t>(x)].key);
        return a;
    }
    static std::string def_key(const Content& c, const Piece& p) {
        switch (p.kind) {
            case PieceKind::Main: return c.sheets[static_cast<std::size_t>(p.def)].key;
            case PieceKind::Ally:
            case PieceKind::Creature: return c.card_def(p.def).key;
            case PieceKind::Counter: return c.creatures[static_cast<std::size_t>(p.def)].key;
        }
        return "?";
    }

    static constexpr int kAll = -1;     // everything
    static constexpr int kPublic = -2;  // what every seat knows: no hand or pool shown

    // `seat`: kAll, kPublic, or a seat for what that seat may know.
    static json write(const State& s, int seat) {
        const Content& c = s.content();
        const bool all = seat == kAll;
        json j;
        j["format"] = all ? "olympus-cgs-state" : "olympus-cgs-view";
        j["version"] = 1;
        if (seat == kPublic) j["seat"] = nullptr;
        else if (!all) j["seat"] = seat;
        json o;
        o["players"] = s.opts_.players;
        o["teams"] = s.opts_.teams;
        o["olympus"] = s.opts_.olympus;
        o["max_rounds"] = s.opts_.max_rounds;
        json chars = json::array();
        for (const auto& per : s.opts_.characters) {
            json a = json::array();
            for (int id : per) a.push_back(c.sheets[static_cast<std::size_t>(id)].key);
            chars.push_back(a);
        }
        o["characters"] = chars;
        j["options"] = o;
        if (all) j["rng"] = s.rng_.to_json();

        json slots = json::array();
        for (int k = 1; k < kSlots; ++k) {
            const Slot& sl = s.map_.slots[static_cast<std::size_t>(k)];
            json x;
            const bool known = all || sl.revealed;
            if (sl.tile >= 0 && known) x["tile"] = is_cave_slot(k) ? c.caves[static_cast<std::size_t>(sl.tile)].key : c.land[static_cast<std::size_t>(sl.tile)].key;
            else x["tile"] = nullptr;
            x["turn"] = sl.turn;
            x["revealed"] = sl.revealed;
            if (sl.link >= 0) x["link"] = cell_name(sl.link);
            if (sl.exit >= 0) x["exit"] = sl.exit;
            slots.push_back(x);
        }
        j["slots"] = slots;
        if (all) j["cave_pile"] = cave_keys(c, s.cave_pile_.bottom_first());
        else j["cave_pile"] = s.cave_pile_.size();

        json pieces = json::array();
        for (const Piece& p : s.pieces_) {
            json x;
            x["uid"] = p.uid;
            x["kind"] = piece_kind_name(p.kind);
            x["def"] = def_key(c, p);
            x["seat"] = p.seat;
            x["name"] = p.name;
            x["cell"] = cell_or_null_name(p.cell);
            x["wounded"] = p.wounded;
            json cs = json::array();
            for (const Attached& a : p.cards)
                cs.push_back({{"card", c.card_def(a.card).key}, {"rounds", a.rounds}, {"this_turn", a.this_turn},
                              {"used", a.used}, {"handed", a.handed}});
            x["cards"] = cs;
            x["rules"] = creatures(c, p.rules);
            x["home"] = cell_or_null_name(p.home);
            x["moves_used"] = p.moves_used;
            x["road_used"] = p.road_used;
            x["moved"] = p.moved;
            x["acted"] = p.acted;
            pieces.push_back(x);
        }
        j["pieces"] = pieces;
        j["next_uid"] = s.next_uid_;

        json seats = json::array();
        for (std::size_t i = 0; i < s.seats_.size(); ++i) {
            const SeatState& st = s.seats_[i];
            json x;
            x["team"] = st.team;
            json sh = json::array();
            for (std::int16_t id : st.sheets) sh.push_back(c.sheets[static_cast<std::size_t>(id)].key);
            x["sheets"] = sh;
            if (all || seat == static_cast<int>(i)) x["hand"] = cards(c, st.hand);
            else x["hand"] = st.hand.size();
            x["dinars"] = st.dinars;
            if (all || seat == static_cast<int>(i)) x["pool"] = cards(c, s.pool_[i]);
            else x["pool"] = s.pool_[i].size();
            seats.push_back(x);
        }
        j["seats"] = seats;
        json teams = json::array();
        for (const TeamState& t : s.teams_) teams.push_back({{"position", t.position}, {"camp", cell_or_null_name(t.camp)}});
        j["teams"] = teams;
        json banners = json::object();
        for (CellId x = 0; x < kCells; ++x)
            if (s.banners_[static_cast<std::size_t>(x)] >= 0) banners[cell_name(x)] = s.banners_[static_cast<std::size_t>(x)];
        j["banners"] = banners;
        json sites = json::array();
        for (const Site& x : s.sites_)
            sites.push_back({{"cell", cell_name(x.cell)},
                             {"beaten", cards(c, x.beaten)},
                             {"current", x.current < 0 ? json(nullptr) : json(c.card_def(x.current).key)},
                             {"creature", x.creature},
                             {"ready_turn", x.ready_turn}});
        j["sites"] = sites;
        auto pile = [&](const Pile<CardId>& p, bool hidden) -> json {
            if (hidden && !all) return p.size();
            return cards(c, p.bottom_first());
        };
        j["draw"] = pile(s.draw_, true);
        j["discard"] = pile(s.discard_, false);
        j["encounter"] = pile(s.encounter_, true);
        j["encounter_discard"] = pile(s.enc_discard_, false);
        json stacks = json::object();
        for (int n = 1; n <= kMaxStack; ++n) {
            const auto& st = s.stacks_[static_cast<std::size_t>(n)];
            if (st.empty()) continue;
            stacks[std::to_string(n)] = all ? creatures(c, st.bottom_first()) : json(st.size());
        }
        j["stacks"] = stacks;
        j["bank"] = s.bank_;
        j["total"] = s.total_;
        j["deck_cards"] = s.deck_cards_;
        j["phase"] = phase_name(s.phase_);
        j["resume"] = phase_name(s.resume_);
        j["to_move"] = s.to_move_;
        j["current_player"] = s.current_player();
        j["setup"] = s.setup_team_;
        j["first"] = s.first_seat_;
        j["turn"] = s.turn_;
        j["round"] = s.round_;
        j["mover"] = s.mover_;
        j["creature_done"] = s.creature_done_;
        json attacks = json::array();
        for (const Attack& a : s.attacks_)
            attacks.push_back({{"attacker", a.attacker}, {"defender", a.defender}, {"ranged", a.ranged}, {"support", a.support},
                               {"counter", a.counter}, {"creature_chooses", a.creature_chooses}, {"bonus", a.bonus},
                               {"asked", a.asked}});
        j["attacks"] = attacks;
        j["winner"] = s.winner_;
        j["capped"] = s.capped_;
        j["log"] = s.log_;
        return j;
    }

    static json cave_keys(const Content& c, const std::vector<std::int16_t>& v) {
        json a = json::array();
        for (std::int16_t x : v) a.push_back(c.caves[static_cast<std::size_t>(x)].key);
        return a;
    }

    // ---- reading ----
    struct Reader {
        const Content& c;
        [[noreturn]] void fail(const std::string& where, const std::string& what) const {
            throw std::runtime_error("cgs state: " + where + ": " + what);
        }
        const json& at(const json& j, const std::string& key, const std::string& where) const {
            if (!j.is_object()) fail(where, "expected an object");
            auto it = j.find(key);
            if (it == j.end()) fail(where, "'" + key + "' is missing");
            return *it;
        }
        long long integer(const json& j, const std::string& key, const std::string& where, long long lo, long long hi) const {
            const json& v = at(j, key, where);
            if (!v.is_number_integer()) fail(where + "." + key, "expected a whole number");
            auto n = v.get<long long>();
            if (n < lo || n > hi) fail(where + "." + key, std::to_string(n) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
            return n;
        }
        bool boolean(const json& j, const std::string& key, const std::string& where) const {
            const json& v = at(j, key, where);
            if (!v.is_boolean()) fail(where + "." + key, "expected true or false");
            return v.get<bool>();
        }
        std::string text(const json& j, const std::string& key, const std::string& where) const {
            const json& v = at(j, key, where);
            if (!v.is_string()) fail(where + "." + key, "expected a string");
            return v.get<std::string>();
        }
        const json& array(const json& j, const std::string& key, const std::string& where) const {
            const json& v = at(j, key, where);
            if (!v.is_array()) fail(where + "." + key, "expected an array");
            return v;
        }
        CardId card(const json& v, const std::string& where) const {
            if (!v.is_string()) fail(where, "expected a card key");
            auto id = c.card(v.get<std::string>());
            if (!id) fail(where, "unknown card '" + v.get<std::string>() + "'");
            return *id;
        }
        std::vector<CardId> cards(const json& j, const std::string& key, const std::string& where) const {
            std::vector<CardId> out;
            for (const json& x : array(j, key, where)) out.push_back(card(x, where + "." + key));
            return out;
        }
        std::int16_t creature(const json& v, const std::string& where) const {
            if (!v.is_string()) fail(where, "expected a creature key");
            auto id = c.creature(v.get<std::string>());
            if (!id) fail(where, "unknown creature '" + v.get<std::string>() + "'");
            return static_cast<std::int16_t>(*id);
        }
        CellId cell(const json& j, const std::string& key, const std::string& where, bool may_be_none) const {
            const std::string t = text(j, key, where);
            if (t.empty() && may_be_none) return -1;
            auto cid = parse_cell(t);
            if (!cid) fail(where + "." + key, "not a cell: '" + t + "'");
            return *cid;
        }
        Phase phase(const json& j, const std::string& key) const {
            const std::string t = text(j, key, "state");
            for (Phase p : kPhases)
                if (phase_name(p) == t) return p;
            fail("state." + key, "unknown phase '" + t + "'");
        }
    };

    static State read(const json& j, std::shared_ptr<const Content> content) {
        State s;
        s.content_ = std::move(content);
        const Content& c = *s.content_;
        Reader r{c};
        if (!j.is_object() || j.value("format", std::string()) != "olympus-cgs-state")
            r.fail("state", "not a CGS game state ('format' must be \"olympus-cgs-state\")");
        if (r.integer(j, "version", "state", 1, 1000) != 1) r.fail("state", "made by a newer version");

        const json& o = r.at(j, "options", "state");
        s.opts_.players = static_cast<int>(r.integer(o, "players", "options", 2, kMaxSeats));
        s.opts_.teams = r.boolean(o, "teams", "options");
        s.opts_.olympus = static_cast<int>(r.integer(o, "olympus", "options", 1, 60));
        s.opts_.max_rounds = static_cast<int>(r.integer(o, "max_rounds", "options", 1, 1000));
        for (const json& per : r.array(o, "characters", "options")) {
            std::vector<int> ids;
            if (!per.is_array()) r.fail("options.characters", "expected arrays of keys");
            for (const json& k : per) {
                auto id = k.is_string() ? c.sheet(k.get<std::string>()) : std::nullopt;
                if (!id) r.fail("options.characters", "unknown main character");
                ids.push_back(*id);
            }
            s.opts_.characters.push_back(ids);
        }
        if (static_cast<int>(s.opts_.characters.size()) != s.opts_.players) r.fail("options", "characters for every seat");
        try {
            s.rng_ = Rng::from_json(r.at(j, "rng", "state"));
        } catch (const std::exception& e) {
            r.fail("state.rng", e.what());
        }

        const json& slots = r.array(j, "slots", "state");
        if (slots.size() != kSlots - 1) r.fail("state.slots", "expected " + std::to_string(kSlots - 1) + " slots");
        s.map_.slots[0].revealed = true;
        for (int k = 1; k < kSlots; ++k) {
            const json& x = slots[static_cast<std::size_t>(k - 1)];
            const std::string w = "slots[" + std::to_string(k) + "]";
            Slot& sl = s.map_.slots[static_cast<std::size_t>(k)];
            const json& t = r.at(x, "tile", w);
            if (!t.is_null()) {
                if (!t.is_string()) r.fail(w, "tile must be a key or null");
                const auto& list = is_cave_slot(k) ? c.caves : c.land;
                sl.tile = -1;
                for (std::size_t i = 0; i < list.size(); ++i)
                    if (list[i].key == t.get<std::string>()) sl.tile = static_cast<std::int16_t>(i);
                if (sl.tile < 0) r.fail(w, "unknown tile '" + t.get<std::string>() + "'");
            }
            sl.turn = static_cast<std::int8_t>(r.integer(x, "turn", w, 0, 5));
            sl.revealed = r.boolean(x, "revealed", w);
            if (x.contains("link")) sl.link = r.cell(x, "link", w, false);
            if (x.contains("exit")) sl.exit = static_cast<std::int8_t>(r.integer(x, "exit", w, 0, 6));
            if (!is_cave_slot(k) && sl.tile < 0) r.fail(w, "a land position without a tile");
            if (sl.revealed && sl.tile < 0) r.fail(w, "face up without a tile");
            if (is_cave_slot(k) && sl.revealed && (sl.link < 0 || sl.exit < 0)) r.fail(w, "a cave without its link");
        }
        for (const json& x : r.array(j, "cave_pile", "state")) {
            if (!x.is_string()) r.fail("state.cave_pile", "expected cave keys");
            int id = -1;
            for (std::size_t i = 0; i < c.caves.size(); ++i)
                if (c.caves[i].key == x.get<std::string>()) id = static_cast<int>(i);
            if (id < 0) r.fail("state.cave_pile", "unknown cave '" + x.get<std::string>() + "'");
            s.cave_pile_.put_top(static_cast<std::int16_t>(id));
        }

        const int players = s.opts_.players;
        for (const json& x : r.array(j, "pieces", "state")) {
            Piece p;
            const std::string w = "pieces";
            p.uid = static_cast<std::int16_t>(r.integer(x, "uid", w, 1, 30000));
            const std::string kind = r.text(x, "kind", w);
            bool found = false;
            for (PieceKind k : kKinds)
                if (piece_kind_name(k) == kind) {
                    p.kind = k;
                    found = true;
                }
            if (!found) r.fail(w, "unknown kind '" + kind + "'");
            const std::string def = r.text(x, "def", w);
            std::optional<int> id;
            if (p.kind == PieceKind::Main) id = c.sheet(def);
            else if (p.kind == PieceKind::Counter) id = c.creature(def);
            else if (auto cid = c.card(def)) id = *cid;
            if (!id) r.fail(w, "unknown '" + def + "'");
            p.def = static_cast<std::int16_t>(*id);
            if (p.kind == PieceKind::Counter && c.creatures[static_cast<std::size_t>(p.def)].rule) r.fail(w, "a rule counter on the board");
            if ((p.kind == PieceKind::Ally || p.kind == PieceKind::Creature) &&
                c.card_def(p.def).type != (p.kind == PieceKind::Ally ? CardType::Character : CardType::Creature))
                r.fail(w, "'" + def + "' is not a card of that kind");
            p.seat = static_cast<std::int8_t>(r.integer(x, "seat", w, -1, players - 1));
            p.name = r.text(x, "name", w);
            if (p.name.empty()) r.fail(w, "a piece without a name");
            p.cell = r.cell(x, "cell", w, false);
            p.wounded = r.boolean(x, "wounded", w);
            for (const json& a : r.array(x, "cards", w)) {
                Attached at;
                at.card = r.card(r.at(a, "card", w + ".cards"), w + ".cards");
                at.rounds = static_cast<std::int8_t>(r.integer(a, "rounds", w + ".cards", 0, 9));
                at.this_turn = r.boolean(a, "this_turn", w + ".cards");
                at.used = r.boolean(a, "used", w + ".cards");
                at.handed = r.boolean(a, "handed", w + ".cards");
                p.cards.push_back(at);
            }
            for (const json& rr : r.array(x, "rules", w)) p.rules.push_back(r.creature(rr, w + ".rules"));
            p.home = r.cell(x, "home", w, true);
            p.moves_used = static_cast<std::int8_t>(r.integer(x, "moves_used", w, 0, 20));
            p.road_used = r.boolean(x, "road_used", w);
            p.moved = r.boolean(x, "moved", w);
            p.acted = r.boolean(x, "acted", w);
            s.pieces_.push_back(std::move(p));
        }
        s.next_uid_ = static_cast<std::int16_t>(r.integer(j, "next_uid", "state", 1, 30000));
        for (const Piece& p : s.pieces_)
            if (p.uid >= s.next_uid_) r.fail("state.pieces", "a uid from the future");

        const json& seats = r.array(j, "seats", "state");
        if (static_cast<int>(seats.size()) != players) r.fail("state.seats", "one per player");
        for (const json& x : seats) {
            SeatState st;
            st.team = static_cast<std::int8_t>(r.integer(x, "team", "seats", 0, players - 1));
            for (const json& k : r.array(x, "sheets", "seats")) {
                auto id = k.is_string() ? c.sheet(k.get<std::string>()) : std::nullopt;
                if (!id) r.fail("seats.sheets", "unknown main character");
                st.sheets.push_back(static_cast<std::int16_t>(*id));
            }
            st.hand = r.cards(x, "hand", "seats");
            st.dinars = static_cast<int>(r.integer(x, "dinars", "seats", 0, 100000));
            s.pool_.push_back(r.cards(x, "pool", "seats"));
            s.seats_.push_back(st);
        }
        for (const json& x : r.array(j, "teams", "state")) {
            TeamState t;
            t.position = static_cast<std::int8_t>(r.integer(x, "position", "teams", 1, 6));
            t.camp = r.cell(x, "camp", "teams", true);
            s.teams_.push_back(t);
        }
        std::vector<int> in_team(s.teams_.size(), 0);
        for (const SeatState& st : s.seats_) {
            if (st.team >= s.num_teams()) r.fail("state.seats", "a seat in no team");
            ++in_team[static_cast<std::size_t>(st.team)];
            s.opts_.team_of.push_back(st.team);
        }
        if (s.teams_.size() < 2 || std::count(in_team.begin(), in_team.end(), 0) > 0 ||
            (!s.opts_.teams && s.teams_.size() != static_cast<std::size_t>(players)))
            r.fail("state.teams", "wrong number of teams");
        s.banners_.fill(-1);
        const json& banners = r.at(j, "banners", "state");
        if (!banners.is_object()) r.fail("state.banners", "expected an object");
        for (auto it = banners.begin(); it != banners.end(); ++it) {
            auto cid = parse_cell(it.key());
            if (!cid || !it.value().is_number_integer()) r.fail("state.banners", "bad entry '" + it.key() + "'");
            s.banners_[static_cast<std::size_t>(*cid)] = static_cast<std::int8_t>(it.value().get<int>());
        }
        for (const json& x : r.array(j, "sites", "state")) {
            Site site;
            site.cell = r.cell(x, "cell", "sites", false);
            site.beaten = r.cards(x, "beaten", "sites");
            const json& cur = r.at(x, "current", "sites");
            site.current = cur.is_null() ? CardId{-1} : r.card(cur, "sites.current");
            site.creature = static_cast<std::int16_t>(r.integer(x, "creature", "sites", -1, 30000));
            site.ready_turn = static_cast<std::int16_t>(r.integer(x, "ready_turn", "sites", 0, 30000));
            s.sites_.push_back(site);
        }
        s.draw_ = Pile<CardId>::from_bottom_first(r.cards(j, "draw", "state"));
        s.discard_ = Pile<CardId>::from_bottom_first(r.cards(j, "discard", "state"));
        s.encounter_ = Pile<CardId>::from_bottom_first(r.cards(j, "encounter", "state"));
        s.enc_discard_ = Pile<CardId>::from_bottom_first(r.cards(j, "encounter_discard", "state"));
        const json& stacks = r.at(j, "stacks", "state");
        if (!stacks.is_object()) r.fail("state.stacks", "expected an object");
        for (auto it = stacks.begin(); it != stacks.end(); ++it) {
            int n = 0;
            try {
                n = std::stoi(it.key());
            } catch (const std::exception&) {
                r.fail("state.stacks", "bad stack '" + it.key() + "'");
            }
            if (n < 1 || n > kMaxStack || !it.value().is_array()) r.fail("state.stacks", "bad stack '" + it.key() + "'");
            for (const json& k : it.value()) s.stacks_[static_cast<std::size_t>(n)].put_top(r.creature(k, "state.stacks"));
        }
        s.bank_ = static_cast<int>(r.integer(j, "bank", "state", -1000000, 1000000));
        s.total_ = static_cast<int>(r.integer(j, "total", "state", 0, 1000000));
        s.deck_cards_ = static_cast<int>(r.integer(j, "deck_cards", "state", 0, 100000));
        s.phase_ = r.phase(j, "phase");
        s.resume_ = r.phase(j, "resume");
        s.to_move_ = static_cast<int>(r.integer(j, "to_move", "state", 0, players - 1));
        s.setup_team_ = static_cast<int>(r.integer(j, "setup", "state", 0, players));
        s.first_seat_ = static_cast<int>(r.integer(j, "first", "state", 0, players - 1));
        s.turn_ = static_cast<int>(r.integer(j, "turn", "state", 0, 1000000));
        s.round_ = static_cast<int>(r.integer(j, "round", "state", 0, 1000000));
        s.mover_ = static_cast<std::int16_t>(r.integer(j, "mover", "state", -1, 30000));
        s.creature_done_ = r.boolean(j, "creature_done", "state");
        for (const json& x : r.array(j, "attacks", "state")) {
            Attack a;
            a.attacker = static_cast<std::int16_t>(r.integer(x, "attacker", "attacks", 1, 30000));
            a.defender = static_cast<std::int16_t>(r.integer(x, "defender", "attacks", 1, 30000));
            a.ranged = r.boolean(x, "ranged", "attacks");
            for (const json& u : r.array(x, "support", "attacks")) {
                if (!u.is_number_integer()) r.fail("attacks.support", "expected uids");
                a.support.push_back(static_cast<std::int16_t>(u.get<int>()));
            }
            a.counter = r.boolean(x, "counter", "attacks");
            a.creature_chooses = r.boolean(x, "creature_chooses", "attacks");
            a.bonus = static_cast<std::int8_t>(r.integer(x, "bonus", "attacks", -20, 20));
            a.asked = r.boolean(x, "asked", "attacks");
            s.attacks_.push_back(a);
        }
        s.winner_ = static_cast<int>(r.integer(j, "winner", "state", -1, players - 1));
        s.capped_ = r.boolean(j, "capped", "state");
        for (const json& l : r.array(j, "log", "state")) {
            if (!l.is_string()) r.fail("state.log", "expected lines of text");
            s.log_.push_back(l.get<std::string>());
        }
        if (s.phase_ == Phase::React && s.attacks_.empty()) r.fail("state", "a reaction window without an attack");
        std::string bad = check(s);
        if (!bad.empty()) r.fail("state", "inconsistent: " + bad);
        return s;
    }
};

nlohmann::json State::to_json() const { return Json::write(*this, Json::kAll); }

nlohmann::json State::view_json(int seat) const {
    if (seat < 0 || seat >= num_players()) throw std::out_of_range("cgs: no seat " + std::to_string(seat));
    return Json::write(*this, seat);
}

nlohmann::json State::public_view_json() const { return Json::write(*this, Json::kPublic); }

State State::from_json(const nlohmann::json& j) { return from_json(j, load_content()); }

State State::from_json(const nlohmann::json& j, std::shared_ptr<const Content> content) {
    return Json::read(j, std::move(content));
}

}  // namespace olympus::cgs
