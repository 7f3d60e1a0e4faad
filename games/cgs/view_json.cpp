#include <set>

#include "cgs/view_json.hpp"

#include <algorithm>
#include <stdexcept>

#include "cgs/words.hpp"
#include "core/json_read.hpp"

namespace olympus::cgs {

using nlohmann::json;

namespace jr = olympus::json_read;

namespace {

json cells(const std::vector<CellId>& v) { return json(v); }

CellId cell_from(const json& v, const std::string& path, bool may_be_none = true) {
    return jr::as_int<CellId>(v, path, may_be_none ? -1 : 0, kCells - 1);
}

CardId card_from(const json& v, const std::string& path, const Content& content, bool may_be_none = false) {
    return jr::as_int<CardId>(v, path, may_be_none ? -1 : 0, static_cast<long long>(content.cards.size()) - 1);
}

std::vector<std::string> words(const json& j, std::string_view key, const std::string& path) {
    std::vector<std::string> out;
    const json& a = jr::get_arr(j, key, path, 1000);
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(jr::as_str(a[i], jr::element(jr::member(path, key), i)));
    return out;
}

std::vector<int> ints(const json& j, const std::string& path, long long lo, long long hi, std::size_t max_len = 1000) {
    std::vector<int> out;
    const json& a = jr::as_arr(j, path, max_len);
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(jr::as_int(a[i], jr::element(path, i), lo, hi));
    return out;
}

// Reads what a host sent; everything the screens index by (seats, teams, cells, tiles, cards) is
// range-checked here, so a damaged view is refused in words instead of drawn.
View read_view(const json& j, std::shared_ptr<const Content> content) {
    View v;
    v.content = std::move(content);
    const Content& c = *v.content;
    const json& slots = jr::get_arr(j, "slots", "", 64);
    if (slots.size() != v.map.slots.size()) jr::bad("slots", "the map needs " + std::to_string(kSlots) + " slots");
    for (std::size_t k = 0; k < v.map.slots.size(); ++k) {
        const json& x = slots[k];
        const std::string w = jr::element("slots", k);
        Slot& s = v.map.slots[k];
        const auto& list = is_cave_slot(static_cast<int>(k)) ? c.caves : c.land;
        s.tile = jr::get_int<std::int16_t>(x, "tile", w, -1, static_cast<long long>(list.size()) - 1);
        s.turn = jr::get_int<std::int8_t>(x, "turn", w, 0, 5);
        s.revealed = jr::get_bool(x, "revealed", w);
        s.link = cell_from(jr::at(x, "link", w), jr::member(w, "link"));
        s.exit = jr::get_int<std::int8_t>(x, "exit", w, -1, 6);
        if (k > 0 && s.revealed && s.tile < 0) jr::bad(w, "face up without a tile");
    }
    if (!v.map.slots[0].revealed || v.map.slots[0].turn != 0) jr::bad("slots[0]", "the Olympus tile is not as it lies");
    const json& seats = jr::get_arr(j, "seats", "", kMaxSeats);
    const int players = static_cast<int>(seats.size());
    if (players < 2) jr::bad("seats", "2 to " + std::to_string(kMaxSeats) + " seats");
    v.positions = ints(jr::at(j, "positions", ""), "positions", 1, kPositions - 1, kMaxSeats);
    const int teams = static_cast<int>(v.positions.size());
    if (teams < 2 || teams > players) jr::bad("positions", "one starting tile for each of 2 to " + std::to_string(players) + " teams");
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const json& x = seats[i];
        const std::string w = jr::element("seats", i);
        SeatView s;
        s.team = jr::get_int(x, "team", w, 0, teams - 1);
        s.sheets = words(x, "sheets", w);
        s.dinars = jr::get_int(x, "dinars", w, 0, 1000000);
        s.hand_size = jr::get_int(x, "hand_size", w, 0, 1000);
        const json& hand = jr::get_arr(x, "hand", w, 1000);
        for (std::size_t k = 0; k < hand.size(); ++k) s.hand.push_back(card_from(hand[k], jr::element(jr::member(w, "hand"), k), c));
        const json& pool = jr::get_arr(x, "pool", w, 1000);
        for (std::size_t k = 0; k < pool.size(); ++k) s.pool.push_back(card_from(pool[k], jr::element(jr::member(w, "pool"), k), c));
        v.seats.push_back(std::move(s));
    }
    v.seat = jr::get_int(j, "seat", "", 0, players - 1);
    const json& pieces = jr::get_arr(j, "pieces", "", 500);
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const json& x = pieces[i];
        const std::string w = jr::element("pieces", i);
        PieceView p;
        p.uid = jr::get_int(x, "uid", w, 1, 30000);
        p.kind = jr::get_enum(x, "kind", kind_words(), w);
        p.name = jr::get_str(x, "name", w, 64);
        p.title = jr::get_str(x, "title", w, 64);
        p.seat = jr::get_int(x, "seat", w, is_character(p.kind) ? 0 : -1, is_character(p.kind) ? players - 1 : -1);
        p.cell = cell_from(jr::at(x, "cell", w), jr::member(w, "cell"), false);
        if (!v.map.hex(c, p.cell)) jr::bad(jr::member(w, "cell"), "a piece on a face-down or missing hex");
        p.wounded = jr::get_bool(x, "wounded", w);
        const auto value = ints(jr::at(x, "value", w), jr::member(w, "value"), -99, 999, kStats);
        if (value.size() != static_cast<std::size_t>(kStats)) jr::bad(jr::member(w, "value"), "expected " + std::to_string(kStats) + " values");
        std::copy(value.begin(), value.end(), p.value.begin());
        p.moves_left = jr::get_int(x, "moves_left", w, -100, 100);
        p.moved = jr::get_bool(x, "moved", w);
        p.acted = jr::get_bool(x, "acted", w);
        p.cards = words(x, "cards", w);
        v.pieces.push_back(std::move(p));
    }
    const json& camps = jr::get_arr(j, "camps", "", kMaxSeats);
    for (std::size_t i = 0; i < camps.size(); ++i) v.camps.push_back(cell_from(camps[i], jr::element("camps", i)));
    v.banner_totals = ints(jr::at(j, "banner_totals", ""), "banner_totals", 0, 1000, kMaxSeats);
    if (v.camps.size() != v.positions.size() || v.banner_totals.size() != v.positions.size())
        jr::bad("camps", "one camp and one banner total for each team");
    const auto banners = ints(jr::at(j, "banners", ""), "banners", -1, teams - 1, kCells);
    if (banners.size() != static_cast<std::size_t>(kCells)) jr::bad("banners", "expected one entry per hex");
    for (std::size_t i = 0; i < banners.size(); ++i) v.banners[i] = static_cast<std::int8_t>(banners[i]);
    const json& sites = jr::get_arr(j, "sites", "", kCells);
    for (std::size_t i = 0; i < sites.size(); ++i) {
        const std::string w = jr::element("sites", i);
        v.sites.push_back({cell_from(jr::at(sites[i], "cell", w), jr::member(w, "cell"), false),
                           card_from(jr::at(sites[i], "current", w), jr::member(w, "current"), c, true),
                           jr::get_int(sites[i], "beaten", w, 0, 1000)});
    }
    v.phase = jr::get_enum(j, "phase", phase_words(), "");
    v.to_move = jr::get_int(j, "to_move", "", 0, players - 1);
    v.current = jr::get_int(j, "current", "", 0, players - 1);
    v.turn = jr::get_int(j, "turn", "", 0, 1000000);
    v.round = jr::get_int(j, "round", "", 0, 1000000);
    v.winner = jr::get_int(j, "winner", "", -1, players - 1);
    v.olympus = jr::get_int(j, "olympus", "", 1, 60);
    v.teams = jr::get_bool(j, "teams", "");
    v.log = words(j, "log", "");
    v.draw_size = jr::get_int(j, "draw_size", "", 0, 10000);
    v.encounter_size = jr::get_int(j, "encounter_size", "", 0, 10000);
    if (j.contains("attack") && !j["attack"].is_null()) {
        const json& a = j["attack"];
        v.attack = AttackView{jr::get_int(a, "attacker", "attack", 0, 30000), jr::get_int(a, "defender", "attack", 0, 30000),
                              jr::get_bool(a, "ranged", "attack"), jr::get_int(a, "bonus", "attack", 0, 100)};
    }
    const json& legal = jr::get_arr(j, "legal", "", 100000);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        auto a = Action::parse(jr::as_str(legal[i], jr::element("legal", i), 256));
        if (!a) jr::bad(jr::element("legal", i), "a move that cannot be read");
        v.legal.push_back(*a);
    }
    const json& reach = jr::get_arr(j, "reach", "", 500);
    for (std::size_t i = 0; i < reach.size(); ++i) {
        const std::string w = jr::element("reach", i);
        const json& pair = jr::as_arr(reach[i], w, 2);
        if (pair.size() != 2) jr::bad(w, "expected a piece and its hexes");
        const auto to = ints(pair[1], jr::element(w, 1), 0, kCells - 1, kCells);
        std::vector<CellId> cells;
        for (int x : to) cells.push_back(static_cast<CellId>(x));
        v.reach[jr::as_int(pair[0], jr::element(w, 0), 1, 30000)] = std::move(cells);
    }
    const json& targets = jr::get_arr(j, "targets", "", 500);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const std::string w = jr::element("targets", i);
        const json& pair = jr::as_arr(targets[i], w, 2);
        if (pair.size() != 2) jr::bad(w, "expected a piece and its targets");
        v.targets[jr::as_int(pair[0], jr::element(w, 0), 1, 30000)] = ints(pair[1], jr::element(w, 1), 1, 30000, 500);
    }
    if (const std::string why = check(v); !why.empty()) jr::bad("", why);
    return v;
}

}  // namespace

// What a view must hold beyond each field's range: the cross-references the board follows.
std::string check(const View& v) {
    std::set<int> uids;
    for (const PieceView& p : v.pieces)
        if (!uids.insert(p.uid).second) return "two pieces share the number " + std::to_string(p.uid);
    if (v.attack && (!uids.count(v.attack->attacker) || !uids.count(v.attack->defender)))
        return "an attack by or on a piece that is not on the board";
    if (v.phase == Phase::React && !v.attack) return "a reaction window without an attack";
    for (const auto& [uid, cells] : v.reach)
        if (!uids.count(uid)) return "hexes in reach of a piece that is not on the board";
    for (const auto& [uid, list] : v.targets) {
        if (!uids.count(uid)) return "targets of a piece that is not on the board";
        for (int t : list)
            if (!uids.count(t)) return "a target that is not on the board";
    }
    if (v.phase != Phase::Over && v.winner >= 0) return "a winner while the game goes on";
    if (v.phase == Phase::Over && !v.legal.empty()) return "moves offered after the game ended";
    if (v.round > 0 && v.turn < v.round) return "turn " + std::to_string(v.turn) + " before round " + std::to_string(v.round);
    return {};
}

json view_to_json(const View& v) {
    json slots = json::array();
    for (const Slot& s : v.map.slots)
        slots.push_back({{"tile", s.tile}, {"turn", s.turn}, {"revealed", s.revealed}, {"link", s.link}, {"exit", s.exit}});
    json pieces = json::array();
    for (const PieceView& p : v.pieces)
        pieces.push_back({{"uid", p.uid}, {"kind", piece_kind_name(p.kind)}, {"name", p.name}, {"title", p.title},
                          {"seat", p.seat}, {"cell", p.cell}, {"wounded", p.wounded}, {"value", p.value},
                          {"moves_left", p.moves_left}, {"moved", p.moved}, {"acted", p.acted}, {"cards", p.cards}});
    json seats = json::array();
    for (const SeatView& s : v.seats)
        seats.push_back({{"team", s.team}, {"sheets", s.sheets}, {"dinars", s.dinars}, {"hand_size", s.hand_size},
                         {"hand", s.hand}, {"pool", s.pool}});
    json sites = json::array();
    for (const SiteView& s : v.sites) sites.push_back({{"cell", s.cell}, {"current", s.current}, {"beaten", s.beaten}});
    json legal = json::array();
    for (const Action& a : v.legal) legal.push_back(a.to_string());
    json reach = json::array(), targets = json::array();
    for (const auto& [uid, c] : v.reach) reach.push_back({uid, cells(c)});
    for (const auto& [uid, t] : v.targets) targets.push_back({uid, t});
    return {{"seat", v.seat},         {"slots", slots},     {"pieces", pieces},
            {"seats", seats},         {"positions", v.positions}, {"camps", cells(v.camps)},
            {"banner_totals", v.banner_totals}, {"banners", v.banners}, {"sites", sites},
            {"phase", phase_name(v.phase)}, {"to_move", v.to_move}, {"current", v.current},
            {"turn", v.turn},         {"round", v.round},   {"winner", v.winner},
            {"olympus", v.olympus},   {"teams", v.teams},   {"log", v.log},
            {"draw_size", v.draw_size}, {"encounter_size", v.encounter_size}, {"legal", legal},
            {"reach", reach},         {"targets", targets},
            {"attack", v.attack ? json{{"attacker", v.attack->attacker}, {"defender", v.attack->defender},
                                       {"ranged", v.attack->ranged}, {"bonus", v.attack->bonus}}
                                : json(nullptr)}};
}

View view_from_json(const json& j, std::shared_ptr<const Content> content) {
    try {
        return jr::checked("cgs view: ", [&] { return read_view(j, std::move(content)); });
    } catch (const std::runtime_error& e) {
        throw std::invalid_argument(e.what());  // what callers of a view catch (view_json.hpp)
    }
}

nlohmann::json State::screen_json(int seat) const {
    if (seat >= num_players()) throw std::out_of_range("cgs: no seat " + std::to_string(seat));
    return view_to_json(seat < 0 ? public_view(*this) : cgs::view_for(*this, seat));
}

View public_view(const State& s) {
    View v = view_for(s, 0);
    for (SeatView& sv : v.seats) sv.hand.clear(), sv.pool.clear();
    v.legal.clear();
    v.reach.clear();
    v.targets.clear();
    return v;
}

}  // namespace olympus::cgs
