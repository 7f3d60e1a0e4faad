#include "cgs/view_json.hpp"

#include <stdexcept>

namespace olympus::cgs {

using nlohmann::json;

namespace {

[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument("cgs view: " + what); }

json cells(const std::vector<CellId>& v) { return json(v); }

CellId cell_from(const json& j) {
    const int c = j.get<int>();
    if (c < -1 || c >= kCells) bad("no cell " + std::to_string(c));
    return static_cast<CellId>(c);
}

CardId card_from(const json& j, const Content& content) {
    const int id = j.get<int>();
    if (id < -1 || id >= static_cast<int>(content.cards.size())) bad("no card " + std::to_string(id));
    return static_cast<CardId>(id);
}

template <class E>
E enum_from(const std::string& name, std::string_view (*name_of)(E), E last, const char* what) {
    for (int i = 0; i <= static_cast<int>(last); ++i)
        if (name_of(static_cast<E>(i)) == name) return static_cast<E>(i);
    bad(std::string("unknown ") + what + " '" + name + "'");
}

}  // namespace

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
            {"reach", reach},         {"targets", targets}};
}

View view_from_json(const json& j, std::shared_ptr<const Content> content) {
    try {
        View v;
        v.content = std::move(content);
        const Content& c = *v.content;
        v.seat = j.at("seat").get<int>();
        const json& slots = j.at("slots");
        if (!slots.is_array() || slots.size() != v.map.slots.size()) bad("the map needs " + std::to_string(kSlots) + " slots");
        for (std::size_t k = 0; k < v.map.slots.size(); ++k) {
            const json& x = slots[k];
            Slot& s = v.map.slots[k];
            s.tile = x.at("tile").get<std::int16_t>();
            const auto& list = is_cave_slot(static_cast<int>(k)) ? c.caves : c.land;
            if (s.tile < -1 || s.tile >= static_cast<int>(list.size())) bad("no tile " + std::to_string(s.tile));
            s.turn = x.at("turn").get<std::int8_t>();
            if (s.turn < 0 || s.turn > 5) bad("a tile turned " + std::to_string(s.turn) + " times");
            s.revealed = x.at("revealed").get<bool>();
            s.link = cell_from(x.at("link"));
            s.exit = x.at("exit").get<std::int8_t>();
        }
        for (const json& x : j.at("pieces")) {
            PieceView p;
            p.uid = x.at("uid").get<int>();
            p.kind = enum_from(x.at("kind").get<std::string>(), piece_kind_name, PieceKind::Creature, "piece kind");
            p.name = x.at("name").get<std::string>();
            p.title = x.at("title").get<std::string>();
            p.seat = x.at("seat").get<int>();
            p.cell = cell_from(x.at("cell"));
            p.wounded = x.at("wounded").get<bool>();
            p.value = x.at("value").get<std::array<int, kStats>>();
            p.moves_left = x.at("moves_left").get<int>();
            p.moved = x.at("moved").get<bool>();
            p.acted = x.at("acted").get<bool>();
            p.cards = x.at("cards").get<std::vector<std::string>>();
            v.pieces.push_back(std::move(p));
        }
        for (const json& x : j.at("seats")) {
            SeatView s;
            s.team = x.at("team").get<int>();
            s.sheets = x.at("sheets").get<std::vector<std::string>>();
            s.dinars = x.at("dinars").get<int>();
            s.hand_size = x.at("hand_size").get<int>();
            for (const json& id : x.at("hand")) s.hand.push_back(card_from(id, c));
            for (const json& id : x.at("pool")) s.pool.push_back(card_from(id, c));
            v.seats.push_back(std::move(s));
        }
        const int players = static_cast<int>(v.seats.size());
        if (players < 2 || players > kMaxSeats) bad("2 to " + std::to_string(kMaxSeats) + " seats");
        if (v.seat < 0 || v.seat >= players) bad("no seat " + std::to_string(v.seat));
        for (const PieceView& p : v.pieces)
            if (p.seat < -1 || p.seat >= players) bad(p.name + " belongs to no seat");
        v.positions = j.at("positions").get<std::vector<int>>();
        for (int pos : v.positions)
            if (pos < 0 || pos >= kSlots) bad("no starting tile " + std::to_string(pos));
        for (const json& x : j.at("camps")) v.camps.push_back(cell_from(x));
        v.banner_totals = j.at("banner_totals").get<std::vector<int>>();
        v.banners = j.at("banners").get<std::array<std::int8_t, kCells>>();
        for (const json& x : j.at("sites")) v.sites.push_back({cell_from(x.at("cell")), card_from(x.at("current"), c), x.at("beaten").get<int>()});
        v.phase = enum_from(j.at("phase").get<std::string>(), phase_name, Phase::Over, "phase");
        v.to_move = j.at("to_move").get<int>();
        v.current = j.at("current").get<int>();
        v.turn = j.at("turn").get<int>();
        v.round = j.at("round").get<int>();
        v.winner = j.at("winner").get<int>();
        v.olympus = j.at("olympus").get<int>();
        v.teams = j.at("teams").get<bool>();
        v.log = j.at("log").get<std::vector<std::string>>();
        v.draw_size = j.at("draw_size").get<int>();
        v.encounter_size = j.at("encounter_size").get<int>();
        for (const json& x : j.at("legal")) {
            auto a = Action::parse(x.get<std::string>());
            if (!a) bad("a move that cannot be read: " + x.dump());
            v.legal.push_back(*a);
        }
        for (const json& x : j.at("reach")) {
            std::vector<CellId> to;
            for (const json& cell : x.at(1)) to.push_back(cell_from(cell));
            v.reach[x.at(0).get<int>()] = std::move(to);
        }
        for (const json& x : j.at("targets")) v.targets[x.at(0).get<int>()] = x.at(1).get<std::vector<int>>();
        return v;
    } catch (const json::exception& e) {
        bad(std::string("damaged: ") + e.what());
    }
}

nlohmann::json State::screen_json(int seat) const {
    if (seat >= num_players()) throw std::out_of_range("cgs: no seat " + std::to_string(seat));
    return view_to_json(seat < 0 ? public_view(*this) : view_for(*this, seat));
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
