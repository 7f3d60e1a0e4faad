#include "cgs/view.hpp"

#include <algorithm>
#include <cctype>
#include <queue>

#include "cgs/team_words.hpp"

namespace olympus::cgs {

namespace {

// Hexes a character can still reach this movement phase (D2.1), from public facts only: a
// face-down tile can be stepped onto (exploring) but not through.
std::vector<CellId> reachable(const State& s, const Piece& p) {
    std::vector<CellId> out;
    const int left = s.moves_left(p);
    if (left <= 0 || p.moved) return out;
    struct Node {
        CellId cell;
        int used;
        bool road;
    };
    std::map<std::pair<CellId, bool>, int> best;
    std::queue<Node> q;
    q.push({p.cell, 0, p.road_used});
    best[{p.cell, p.road_used}] = 0;
    while (!q.empty()) {
        Node n = q.front();
        q.pop();
        if (n.cell != p.cell && !s.map().revealed(n.cell)) continue;
        for (int d = 0; d <= kCaveDir; ++d) {
            const CellId to = s.map().neighbor(n.cell, d);
            if (to < 0) continue;
            Piece probe = p;
            probe.cell = n.cell;
            probe.road_used = n.road;
            int cost = s.map().revealed(to) ? s.step_cost(probe, to) : 1;
            if (cost < 0 || n.used + cost > left) continue;
            const bool road = n.road || (cost == 0);
            auto key = std::make_pair(to, road);
            auto it = best.find(key);
            if (it != best.end() && it->second <= n.used + cost) continue;
            best[key] = n.used + cost;
            if (std::find(out.begin(), out.end(), to) == out.end() && to != p.cell) out.push_back(to);
            q.push({to, n.used + cost, road});
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

View view_for(const State& s, int seat) {
    const Content& c = s.content();
    View v;
    v.content = s.content_ptr();
    v.seat = seat;
    v.map = s.map();
    for (int k = 1; k < kSlots; ++k) {
        Slot& sl = v.map.slots[static_cast<std::size_t>(k)];
        if (!sl.revealed) {
            sl.tile = -1;  // what lies face down is not known
            sl.turn = 0;
        }
    }
    for (const Piece& p : s.pieces()) {
        PieceView pv;
        pv.uid = p.uid;
        pv.kind = p.kind;
        pv.name = p.name;
        pv.title = piece_title(c, p);
        pv.seat = p.seat;
        pv.cell = p.cell;
        pv.wounded = p.wounded;
        for (int k = 0; k < kStats; ++k) pv.value[static_cast<std::size_t>(k)] = s.value(p, static_cast<Stat>(k));
        pv.moves_left = s.moves_left(p);
        pv.moved = p.moved;
        pv.acted = p.acted;
        for (const Attached& a : p.cards) pv.cards.push_back(c.card_def(a.card).name);
        v.pieces.push_back(std::move(pv));
    }
    for (int i = 0; i < s.num_players(); ++i) {
        const SeatState& st = s.seats()[static_cast<std::size_t>(i)];
        SeatView sv;
        sv.team = st.team;
        for (std::int16_t sh : st.sheets) sv.sheets.push_back(c.sheets[static_cast<std::size_t>(sh)].name);
        sv.dinars = st.dinars;
        sv.hand_size = static_cast<int>(st.hand.size());
        if (i == seat) {
            sv.hand = st.hand;
            sv.pool = s.keep_pool(i);
        }
        v.seats.push_back(std::move(sv));
    }
    for (int t = 0; t < s.num_teams(); ++t) {
        v.positions.push_back(s.teams()[static_cast<std::size_t>(t)].position);
        v.camps.push_back(s.teams()[static_cast<std::size_t>(t)].camp);
        v.banner_totals.push_back(s.banner_total(t));
    }
    for (CellId x = 0; x < kCells; ++x) v.banners[static_cast<std::size_t>(x)] = static_cast<std::int8_t>(s.banner(x));
    for (const Site& x : s.sites()) v.sites.push_back({x.cell, x.current, static_cast<int>(x.beaten.size())});
    v.phase = s.phase();
    v.to_move = s.to_move();
    v.current = s.current_player();
    v.turn = s.turn();
    v.round = s.round();
    v.winner = s.winner();
    v.olympus = s.options().olympus;
    v.teams = s.options().teams;
    v.log = s.log();
    v.draw_size = static_cast<int>(s.draw_deck().size());
    v.encounter_size = static_cast<int>(s.encounter_deck().size());
    if (!s.attacks().empty()) {
        const Attack& a = s.attacks().front();
        v.attack = AttackView{a.attacker, a.defender, a.ranged, a.bonus};
    }
    if (!s.is_terminal() && s.current_player() == seat) {
        v.legal = s.legal_actions();
        for (const Piece& p : s.pieces()) {
            if (p.seat != seat || !is_character(p.kind)) continue;
            if (s.phase() == Phase::Move && s.to_move() == seat) v.reach[p.uid] = reachable(s, p);
            std::vector<int> t;
            for (const Piece& d : s.pieces()) {
                if (&d == &p || (is_character(d.kind) && !s.opponents(seat, d.seat))) continue;
                if (s.can_attack(p, d, false) || s.can_attack(p, d, true)) t.push_back(d.uid);
            }
            v.targets[p.uid] = std::move(t);
        }
    }
    return v;
}

std::vector<int> View::team_of() const {
    std::vector<int> out;
    for (const SeatView& s : seats) out.push_back(s.team);
    return out;
}

std::string View::team_called(int team) const { return team_words(team, team_of(), teams); }

std::vector<CampMark> View::camp_marks() const {
    std::vector<CampMark> out;
    for (std::size_t t = 0; t < camps.size(); ++t) out.push_back({camps[t], team_called(static_cast<int>(t))});
    return out;
}

std::string View::where(CellId c) const { return hex_words(*content, map, camp_marks(), c); }
std::string View::landmark(CellId c) const { return landmark_name(*content, map, camp_marks(), c); }
std::string View::step(CellId from, CellId to) const { return step_words(*content, map, camp_marks(), from, to); }

const PieceView* View::piece(int uid) const {
    for (const auto& p : pieces)
        if (p.uid == uid) return &p;
    return nullptr;
}

const PieceView* View::piece(std::string_view name) const {
    for (const auto& p : pieces)
        if (p.name == name) return &p;
    return nullptr;
}

std::vector<const PieceView*> View::pieces_at(CellId c) const {
    std::vector<const PieceView*> out;
    for (const auto& p : pieces)
        if (p.cell == c) out.push_back(&p);
    return out;
}

const SiteView* View::site(CellId c) const {
    for (const auto& x : sites)
        if (x.cell == c) return &x;
    return nullptr;
}

std::string piece_abbrev(const PieceView& p, std::size_t letters) {
    std::string out;
    for (char ch : p.title)
        if (std::isalpha(static_cast<unsigned char>(ch)) && out.size() < letters) out += ch;
    while (out.size() < letters) out += '?';
    const bool character = is_character(p.kind);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const auto u = static_cast<unsigned char>(out[i]);
        out[i] = static_cast<char>(i == 0 && character ? std::toupper(u) : std::tolower(u));
    }
    return out;
}

}  // namespace olympus::cgs
