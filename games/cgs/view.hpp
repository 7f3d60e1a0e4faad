// What one seat may know of a CGS game, as the screens draw it: the face-up map (face-down tiles
// carry no tile), every piece with its values now, banners, camps, the encounters lying on the
// map, dinars and hand sizes, the seat's own hand, the log, and, when the seat is to act, its
// legal moves with the hexes its characters can reach and the pieces they can attack.
// Screens read this, never the State, so nothing hidden can reach the screen.
#pragma once
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cgs/hex_words.hpp"
#include "cgs/state.hpp"

namespace olympus::cgs {

struct PieceView {
    int uid = 0;
    PieceKind kind = PieceKind::Main;
    std::string name;   // the unique name actions use ("wolf-2")
    std::string title;  // as printed ("Wolf")
    int seat = -1;      // -1: a creature
    CellId cell = -1;
    bool wounded = false;
    std::array<int, kStats> value{};  // now, with its cards; -1: lacks the ability
    int moves_left = 0;
    bool moved = false, acted = false;
    std::vector<std::string> cards;  // cards lying on it, by name
};

struct SeatView {
    int team = 0;
    std::vector<std::string> sheets;  // its main characters, by name
    int dinars = 0;
    int hand_size = 0;
    std::vector<CardId> hand;  // only the viewing seat's own
    std::vector<CardId> pool;  // Keep: the own cards to pick the hand from
};

struct SiteView {
    CellId cell = -1;
    CardId current = -1;  // the encounter card lying there, or -1
    int beaten = 0;
};

// The attack being fought out (the React phase asks its defender's player about it).
struct AttackView {
    int attacker = -1, defender = -1;  // uids
    bool ranged = false;
    int bonus = 0;  // defence added by reactions so far
};

struct View {
    std::shared_ptr<const Content> content;
    int seat = 0;
    Map map;  // face-down slots hold no tile
    std::vector<PieceView> pieces;
    std::vector<SeatView> seats;
    std::vector<int> positions;        // per team: its starting tile (C2.11)
    std::vector<CellId> camps;         // per team
    std::vector<int> banner_totals;    // per team
    std::array<std::int8_t, kCells> banners{};  // the team whose banner lies there, or -1
    std::vector<SiteView> sites;
    Phase phase = Phase::Orient;
    int to_move = 0, current = 0, turn = 0, round = 0, winner = -1;
    int olympus = 8;
    bool teams = false;
    std::vector<std::string> log;
    int draw_size = 0, encounter_size = 0;
    std::optional<AttackView> attack;  // the first attack waiting to be rolled, if any
    // Only when this seat is to act:
    std::vector<Action> legal;
    std::map<int, std::vector<CellId>> reach;  // own characters in the movement phase: hexes within their steps
    std::map<int, std::vector<int>> targets;   // own characters: pieces they could attack now (uids)

    const HexDef* hex(CellId c) const { return map.hex(*content, c); }
    // What a team is called (team_words.hpp): its player ("P1") when each plays alone,
    // "Team 1 (P1+P3)" in a game of teams.
    std::string team_called(int team) const;
    std::vector<int> team_of() const;  // per seat
    // A hex as every screen names it (hex_words.hpp): "Thebes", "the forest 2 hexes north-east of
    // Olympus"; a step as "north-east onto the forest".
    std::vector<CampMark> camp_marks() const;
    std::string where(CellId c) const;
    std::string landmark(CellId c) const;  // empty when the hex is no landmark
    std::string step(CellId from, CellId to) const;
    const PieceView* piece(int uid) const;
    const PieceView* piece(std::string_view name) const;
    std::vector<const PieceView*> pieces_at(CellId c) const;
    const SiteView* site(CellId c) const;
    bool to_act() const { return !legal.empty(); }
};

View view_for(const State& s, int seat);

// Short names for pieces on the map: two letters ("He", creatures in lower case "wo") and
// three ("Her").
std::string piece_abbrev(const PieceView& p, std::size_t letters);

}  // namespace olympus::cgs
