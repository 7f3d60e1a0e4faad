// What one seat may know, and worlds consistent with it.
//
// A seat knows its own hand, everything in play and in every discard pile, every decklist (the
// cards each player brought), how many cards each deck and hand holds, and any card in a deck or
// hand that came there from a public place (marked `known`). Nobody knows a deck's order.
#include <algorithm>
#include <map>
#include <stdexcept>

#include "arc/rules.hpp"
#include "arc/serial.hpp"

namespace olympus::arc {

namespace {
// Hands are sets to an observer: order them so a view does not depend on the order cards came in.
void sort_cards(std::vector<Card>& v) {
    std::sort(v.begin(), v.end(), [](const Card& a, const Card& b) { return a.id != b.id ? a.id < b.id : a.known < b.known; });
}
}  // namespace

View State::view_for(int seat) const {
    if (seat < 0 || seat >= b_.players) throw std::invalid_argument("arc: no seat " + std::to_string(seat));
    View v;
    v.db = db_;
    v.seat = seat;
    v.board = b_;
    for (int s = 0; s < b_.players; ++s) {
        Player& p = v.board.p[static_cast<std::size_t>(s)];
        for (Card& c : p.deck)
            if (!c.known) c.id = kUnknown;
        if (s != seat)
            for (Card& c : p.hand)
                if (!c.known) c.id = kUnknown;
        sort_cards(p.hand);
    }
    return v;
}

State State::sample_world(const View& v, int seat, Rng& rng) {
    if (seat != v.seat) throw std::invalid_argument("arc: sample_world for a seat other than the view's");
    State s;
    s.db_ = v.db;
    s.b_ = v.board;
    s.rng_ = rng.split();
    s.quiet_ = true;  // the log stays as the seat saw it; a world adds nothing to it
    for (int p = 0; p < s.b_.players; ++p) {
        Player& pl = s.b_.p[static_cast<std::size_t>(p)];
        // What this player's decklist holds that the view does not show anywhere.
        std::map<CardId, int> left;
        for (CardId id : pl.decklist) ++left[id];
        auto see = [&](CardId id) {
            if (id != kUnknown) --left[id];
        };
        for (const Card& c : pl.deck) see(c.id);
        for (const Card& c : pl.hand) see(c.id);
        for (CardId id : pl.discard) see(id);
        for (const Unit& u : pl.resources) see(u.id);
        for (const Unit& u : pl.characters) see(u.id);
        for (const Task& t : s.b_.stack)
            if (t.held && t.controller == p) see(t.source);
        std::vector<CardId> pool;
        for (auto& [id, n] : left) {
            if (n < 0) throw std::invalid_argument("arc: the view shows too many " + (*v.db)[id].name);
            for (int k = 0; k < n; ++k) pool.push_back(id);
        }
        rng.shuffle(pool);
        std::size_t k = 0;
        auto deal = [&](Card& c) {
            if (c.id != kUnknown) return;
            if (k >= pool.size()) throw std::invalid_argument("arc: the view hides more cards than the decklist has left");
            c.id = pool[k++];
        };
        for (Card& c : pl.hand) deal(c);
        for (Card& c : pl.deck) deal(c);
        if (k != pool.size()) throw std::invalid_argument("arc: the view hides fewer cards than the decklist has left");
    }
    return s;
}

namespace {
// A board as a reader of a view sees it. The pending abilities stay (every card on them has been
// shown to all), so a client can read the view back; "resolving" and "waiting" name them.
nlohmann::json board_view_json(const CardDb& db, const Board& board) {
    Reader r(db, board);
    nlohmann::json j = board_to_json(db, board, true);
    j["to_act"] = r.to_act();
    // What the pending question is about, for a reader of the view.
    if (!board.stack.empty()) j["resolving"] = r.task_name(board.stack.back());
    nlohmann::json waiting = nlohmann::json::array();
    for (const Task& t : board.queue) waiting.push_back(r.task_name(t));
    j["waiting"] = waiting;
    return j;
}
}  // namespace

nlohmann::json View::to_json() const {
    nlohmann::json j = board_view_json(*db, board);
    j["seat"] = seat;
    nlohmann::json legal = nlohmann::json::array();
    for (const Action& a : legal_actions()) legal.push_back(a.to_string());
    j["legal"] = legal;
    return j;
}

View View::from_json(const nlohmann::json& j, std::shared_ptr<const CardDb> db) {
    namespace jr = json_read;
    return refuse_as_invalid("arc view: ", [&] {
        View v;
        v.db = db ? std::move(db) : load_card_db();
        v.board = board_from_json(*v.db, j, "view");
        const nlohmann::json& seat = jr::at(j, "seat", "view");
        v.seat = seat.is_null() ? 0 : jr::as_int<int>(seat, "view.seat", 0, v.board.players - 1);
        // A client draws and plays from this board: it must hold what the rules read.
        if (std::string bad = check_board(*v.db, v.board, false); !bad.empty()) jr::bad("", bad);
        return v;
    });
}

nlohmann::json State::public_view_json() const {
    // Every seat's view with its own hand hidden too: what is left is what all seats know.
    // No legal moves: they would need the hand of the seat to act.
    Board b = view_for(0).board;
    for (Card& c : b.p[0].hand)
        if (!c.known) c.id = kUnknown;
    sort_cards(b.p[0].hand);
    nlohmann::json j = board_view_json(*db_, b);
    j["seat"] = nullptr;
    j["legal"] = nlohmann::json::array();
    return j;
}

}  // namespace olympus::arc
