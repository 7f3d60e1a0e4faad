// Saves: the whole state as JSON, with cards, tiles, creatures and characters named by their keys
// and hexes by their cell names, so a save reads like the game; and a seat's view, which leaves
// out what that seat may not know (face-down tiles, other hands, the order of every deck).
#include <algorithm>
#include <stdexcept>

#include "cgs/rules.hpp"
#include "cgs/words.hpp"
#include "core/json_read.hpp"

namespace olympus::cgs {

using nlohmann::json;
namespace jr = olympus::json_read;

namespace {

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
        // Who acts follows from phase, to_move, the set-up team and the attack, so a state does not
        // say it again (an edited to_move must not disagree with it); a seat's view says it for
        // its reader's sake.
        if (!all) j["current_player"] = s.current_player();
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

    // ---- reading (through core/json_read.hpp: every message names the path of what is wrong) ----
    struct Reader {
        const Content& c;
        CardId card(const json& v, const std::string& path) const {
            const std::string k = jr::as_str(v, path, 64);
            auto id = c.card(k);
            if (!id) jr::bad(path, "unknown card '" + k + "'");
            return *id;
        }
        std::vector<CardId> cards(const json& j, std::string_view key, const std::string& path) const {
            std::vector<CardId> out;
            const std::string at = jr::member(path, key);
            const json& a = jr::get_arr(j, key, path, 1000);
            for (std::size_t i = 0; i < a.size(); ++i) out.push_back(card(a[i], jr::element(at, i)));
            return out;
        }
        std::int16_t creature(const json& v, const std::string& path) const {
            const std::string k = jr::as_str(v, path, 64);
            auto id = c.creature(k);
            if (!id) jr::bad(path, "unknown creature '" + k + "'");
            return static_cast<std::int16_t>(*id);
        }
        std::int16_t sheet(const json& v, const std::string& path) const {
            const std::string k = jr::as_str(v, path, 64);
            auto id = c.sheet(k);
            if (!id) jr::bad(path, "unknown main character '" + k + "'");
            return static_cast<std::int16_t>(*id);
        }
        std::int16_t tile(const json& v, const std::vector<TileDef>& list, const std::string& path) const {
            const std::string k = jr::as_str(v, path, 64);
            for (std::size_t i = 0; i < list.size(); ++i)
                if (list[i].key == k) return static_cast<std::int16_t>(i);
            jr::bad(path, "unknown tile '" + k + "'");
        }
        CellId cell(const json& j, std::string_view key, const std::string& path, bool may_be_none) const {
            const std::string t = jr::get_str(j, key, path, 16);
            if (t.empty() && may_be_none) return -1;
            auto cid = parse_cell(t);
            if (!cid) jr::bad(jr::member(path, key), "not a cell: '" + t + "'");
            return *cid;
        }
    };

    static State read(const json& j, std::shared_ptr<const Content> content) {
        State s;
        s.content_ = std::move(content);
        const Content& c = *s.content_;
        Reader r{c};
        if (!j.is_object() || !j.contains("format") || j["format"] != "olympus-cgs-state")
            jr::bad("", "not a CGS game state ('format' must be \"olympus-cgs-state\")");
        if (jr::get_int(j, "version", "", 1, 1000) != 1) jr::bad("version", "made by a newer version");
        // Every field write() puts in a state, and no other: a misspelt field is refused, not passed by.
        jr::only_keys(j, {"format", "version", "options", "rng", "slots", "cave_pile", "pieces", "next_uid", "seats", "teams",
                          "banners", "sites", "draw", "discard", "encounter", "encounter_discard", "stacks", "bank", "total",
                          "deck_cards", "phase", "resume", "to_move", "current_player", "setup", "first", "turn", "round",
                          "mover", "creature_done", "attacks", "winner", "capped", "log"},
                      "");

        const json& o = jr::at(j, "options", "");
        jr::only_keys(o, {"players", "teams", "olympus", "max_rounds", "characters"}, "options");
        s.opts_.players = jr::get_int(o, "players", "options", 2, kMaxSeats);
        s.opts_.teams = jr::get_bool(o, "teams", "options");
        s.opts_.olympus = jr::get_int(o, "olympus", "options", 1, 60);
        s.opts_.max_rounds = jr::get_int(o, "max_rounds", "options", 1, 1000);
        const json& chars = jr::get_arr(o, "characters", "options", kMaxSeats);
        for (std::size_t i = 0; i < chars.size(); ++i) {
            const std::string w = jr::element("options.characters", i);
            std::vector<int> ids;
            const json& per = jr::as_arr(chars[i], w, 8);
            for (std::size_t k = 0; k < per.size(); ++k) ids.push_back(r.sheet(per[k], jr::element(w, k)));
            s.opts_.characters.push_back(ids);
        }
        if (static_cast<int>(s.opts_.characters.size()) != s.opts_.players) jr::bad("options.characters", "one list for every seat");
        s.rng_ = Rng::from_json(jr::at(j, "rng", ""), "rng");

        const json& slots = jr::get_arr(j, "slots", "", 64);
        if (slots.size() != kSlots - 1) jr::bad("slots", "expected " + std::to_string(kSlots - 1) + " slots");
        s.map_.slots[0].revealed = true;
        for (int k = 1; k < kSlots; ++k) {
            const json& x = slots[static_cast<std::size_t>(k - 1)];
            const std::string w = jr::element("slots", static_cast<std::size_t>(k - 1));
            Slot& sl = s.map_.slots[static_cast<std::size_t>(k)];
            jr::only_keys(x, {"tile", "turn", "revealed", "link", "exit"}, w);
            const json& t = jr::at(x, "tile", w);
            if (!t.is_null()) sl.tile = r.tile(t, is_cave_slot(k) ? c.caves : c.land, jr::member(w, "tile"));
            sl.turn = jr::get_int<std::int8_t>(x, "turn", w, 0, 5);
            sl.revealed = jr::get_bool(x, "revealed", w);
            if (x.contains("link")) sl.link = r.cell(x, "link", w, false);
            if (x.contains("exit")) sl.exit = jr::get_int<std::int8_t>(x, "exit", w, 0, 6);
        }
        const json& caves = jr::get_arr(j, "cave_pile", "", kMaxCaves);
        for (std::size_t i = 0; i < caves.size(); ++i) s.cave_pile_.put_top(r.tile(caves[i], c.caves, jr::element("cave_pile", i)));

        const int players = s.opts_.players;
        const json& pieces = jr::get_arr(j, "pieces", "", 500);
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            const json& x = pieces[i];
            const std::string w = jr::element("pieces", i);
            jr::only_keys(x, {"uid", "kind", "def", "seat", "name", "cell", "wounded", "cards", "rules", "home", "moves_used",
                              "road_used", "moved", "acted"},
                          w);
            Piece p;
            p.uid = jr::get_int<std::int16_t>(x, "uid", w, 1, 30000);
            p.kind = jr::get_enum(x, "kind", kind_words(), w);
            const std::string def = jr::get_str(x, "def", w, 64);
            std::optional<int> id;
            if (p.kind == PieceKind::Main) id = c.sheet(def);
            else if (p.kind == PieceKind::Counter) id = c.creature(def);
            else if (auto cid = c.card(def)) id = *cid;
            if (!id) jr::bad(jr::member(w, "def"), "unknown '" + def + "'");
            p.def = static_cast<std::int16_t>(*id);
            p.seat = jr::get_int<std::int8_t>(x, "seat", w, -1, players - 1);
            p.name = jr::get_str(x, "name", w, 64);
            p.cell = r.cell(x, "cell", w, false);
            p.wounded = jr::get_bool(x, "wounded", w);
            const json& cs = jr::get_arr(x, "cards", w, 64);
            for (std::size_t k = 0; k < cs.size(); ++k) {
                const std::string wc = jr::element(jr::member(w, "cards"), k);
                jr::only_keys(cs[k], {"card", "rounds", "this_turn", "used", "handed"}, wc);
                Attached at;
                at.card = r.card(jr::at(cs[k], "card", wc), jr::member(wc, "card"));
                at.rounds = jr::get_int<std::int8_t>(cs[k], "rounds", wc, 0, 9);
                at.this_turn = jr::get_bool(cs[k], "this_turn", wc);
                at.used = jr::get_bool(cs[k], "used", wc);
                at.handed = jr::get_bool(cs[k], "handed", wc);
                p.cards.push_back(at);
            }
            const json& rules = jr::get_arr(x, "rules", w, 64);
            for (std::size_t k = 0; k < rules.size(); ++k) p.rules.push_back(r.creature(rules[k], jr::element(jr::member(w, "rules"), k)));
            p.home = r.cell(x, "home", w, true);
            p.moves_used = jr::get_int<std::int8_t>(x, "moves_used", w, 0, 20);
            p.road_used = jr::get_bool(x, "road_used", w);
            p.moved = jr::get_bool(x, "moved", w);
            p.acted = jr::get_bool(x, "acted", w);
            s.pieces_.push_back(std::move(p));
        }
        s.next_uid_ = jr::get_int<std::int16_t>(j, "next_uid", "", 1, 30000);

        const json& seats = jr::get_arr(j, "seats", "", kMaxSeats);
        if (static_cast<int>(seats.size()) != players) jr::bad("seats", "one per player");
        for (std::size_t i = 0; i < seats.size(); ++i) {
            const json& x = seats[i];
            const std::string w = jr::element("seats", i);
            jr::only_keys(x, {"team", "sheets", "hand", "dinars", "pool"}, w);
            SeatState st;
            st.team = jr::get_int<std::int8_t>(x, "team", w, 0, players - 1);
            const json& sh = jr::get_arr(x, "sheets", w, 8);
            for (std::size_t k = 0; k < sh.size(); ++k) st.sheets.push_back(r.sheet(sh[k], jr::element(jr::member(w, "sheets"), k)));
            st.hand = r.cards(x, "hand", w);
            st.dinars = jr::get_int(x, "dinars", w, 0, 100000);
            s.pool_.push_back(r.cards(x, "pool", w));
            s.seats_.push_back(st);
            s.opts_.team_of.push_back(st.team);
        }
        const json& teams = jr::get_arr(j, "teams", "", kMaxSeats);
        for (std::size_t i = 0; i < teams.size(); ++i) {
            const std::string w = jr::element("teams", i);
            jr::only_keys(teams[i], {"position", "camp"}, w);
            TeamState t;
            t.position = jr::get_int<std::int8_t>(teams[i], "position", w, 1, 6);
            t.camp = r.cell(teams[i], "camp", w, true);
            s.teams_.push_back(t);
        }
        if (!s.opts_.teams && s.teams_.size() != static_cast<std::size_t>(players)) jr::bad("teams", "one team per seat without team play");
        s.banners_.fill(-1);
        const json& banners = jr::object(jr::at(j, "banners", ""), "banners");
        for (auto it = banners.begin(); it != banners.end(); ++it) {
            auto cid = parse_cell(it.key());
            if (!cid) jr::bad("banners", "not a cell: '" + it.key() + "'");
            s.banners_[static_cast<std::size_t>(*cid)] = jr::as_int<std::int8_t>(it.value(), jr::member("banners", it.key()), 0, kMaxSeats - 1);
        }
        const json& sites = jr::get_arr(j, "sites", "", kCells);
        for (std::size_t i = 0; i < sites.size(); ++i) {
            const json& x = sites[i];
            const std::string w = jr::element("sites", i);
            jr::only_keys(x, {"cell", "beaten", "current", "creature", "ready_turn"}, w);
            Site site;
            site.cell = r.cell(x, "cell", w, false);
            site.beaten = r.cards(x, "beaten", w);
            const json& cur = jr::at(x, "current", w);
            site.current = cur.is_null() ? CardId{-1} : r.card(cur, jr::member(w, "current"));
            site.creature = jr::get_int<std::int16_t>(x, "creature", w, -1, 30000);
            site.ready_turn = jr::get_int<std::int16_t>(x, "ready_turn", w, 0, 30000);
            s.sites_.push_back(site);
        }
        s.draw_ = Pile<CardId>::from_bottom_first(r.cards(j, "draw", ""));
        s.discard_ = Pile<CardId>::from_bottom_first(r.cards(j, "discard", ""));
        s.encounter_ = Pile<CardId>::from_bottom_first(r.cards(j, "encounter", ""));
        s.enc_discard_ = Pile<CardId>::from_bottom_first(r.cards(j, "encounter_discard", ""));
        const json& stacks = jr::object(jr::at(j, "stacks", ""), "stacks");
        for (auto it = stacks.begin(); it != stacks.end(); ++it) {
            const std::string w = jr::member("stacks", it.key());
            const std::string& k = it.key();
            if (k.size() != 1 || k[0] < '1' || k[0] > '0' + kMaxStack) jr::bad(w, "no stack numbered '" + k + "'");
            const json& a = jr::as_arr(it.value(), w, 200);
            for (std::size_t i = 0; i < a.size(); ++i)
                s.stacks_[static_cast<std::size_t>(k[0] - '0')].put_top(r.creature(a[i], jr::element(w, i)));
        }
        s.bank_ = jr::get_int(j, "bank", "", -1000000, 1000000);
        s.total_ = jr::get_int(j, "total", "", 0, 1000000);
        s.deck_cards_ = jr::get_int(j, "deck_cards", "", 0, 100000);
        s.phase_ = jr::get_enum(j, "phase", phase_words(), "");
        s.resume_ = jr::get_enum(j, "resume", phase_words(), "");
        s.to_move_ = jr::get_int(j, "to_move", "", 0, players - 1);
        s.setup_team_ = jr::get_int(j, "setup", "", 0, players);
        s.first_seat_ = jr::get_int(j, "first", "", 0, players - 1);
        s.turn_ = jr::get_int(j, "turn", "", 0, 1000000);
        s.round_ = jr::get_int(j, "round", "", 0, 1000000);
        s.mover_ = jr::get_int<std::int16_t>(j, "mover", "", -1, 30000);
        s.creature_done_ = jr::get_bool(j, "creature_done", "");
        const json& attacks = jr::get_arr(j, "attacks", "", 100);
        for (std::size_t i = 0; i < attacks.size(); ++i) {
            const json& x = attacks[i];
            const std::string w = jr::element("attacks", i);
            jr::only_keys(x, {"attacker", "defender", "ranged", "support", "counter", "creature_chooses", "bonus", "asked"}, w);
            Attack a;
            a.attacker = jr::get_int<std::int16_t>(x, "attacker", w, 1, 30000);
            a.defender = jr::get_int<std::int16_t>(x, "defender", w, 1, 30000);
            a.ranged = jr::get_bool(x, "ranged", w);
            const json& sup = jr::get_arr(x, "support", w, 64);
            for (std::size_t k = 0; k < sup.size(); ++k)
                a.support.push_back(jr::as_int<std::int16_t>(sup[k], jr::element(jr::member(w, "support"), k), 1, 30000));
            a.counter = jr::get_bool(x, "counter", w);
            a.creature_chooses = jr::get_bool(x, "creature_chooses", w);
            a.bonus = jr::get_int<std::int8_t>(x, "bonus", w, -20, 20);
            a.asked = jr::get_bool(x, "asked", w);
            s.attacks_.push_back(a);
        }
        s.winner_ = jr::get_int(j, "winner", "", -1, players - 1);
        s.capped_ = jr::get_bool(j, "capped", "");
        const json& log = jr::get_arr(j, "log", "", 1000);
        for (std::size_t i = 0; i < log.size(); ++i) s.log_.push_back(jr::as_str(log[i], jr::element("log", i)));
        if (std::string bad = check(s); !bad.empty()) jr::bad("", "inconsistent: " + bad);
        // States written before it was left out carry current_player: it may stay, but one edited
        // to hand the move over would do nothing, so it must agree.
        if (jr::has(j, "current_player")) {
            const int said = jr::get_int(j, "current_player", "", 0, players - 1);
            if (said != s.current_player())
                jr::bad("current_player", "the file says seat " + std::to_string(said) + " acts, but in this state seat " +
                                              std::to_string(s.current_player()) +
                                              " does (it follows from phase and to_move; remove current_player)");
        }
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
    return jr::checked("cgs state: ", [&] { return Json::read(j, std::move(content)); });
}

}  // namespace olympus::cgs
