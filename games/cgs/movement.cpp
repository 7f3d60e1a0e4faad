// D2: the movement phase. Speed 2 (D2.11), a mountain costs one more (B1.17), one road crossing a
// turn is free (B1.16), water and walls bar the way (B1.14-B1.15), black cave hexes too (B1.21);
// exploring turns a face-down tile over before the step (D2.21-D2.22); caves (B1.19); entering a
// hex activates its indicator (D2.3).
#include "cgs/rules.hpp"

namespace olympus::cgs {

void Rules::finish_mover(State& s) {
    if (Piece* p = find(s, s.mover_)) p->moved = true;
    s.mover_ = -1;
}

void Rules::reveal_tile(State& s, int slot, int turn) {
    Slot& sl = s.map_.slots[static_cast<std::size_t>(slot)];
    sl.turn = static_cast<std::int8_t>(turn);
    sl.revealed = true;
    const std::string turned = turn_words(turn);
    log(s, "Position " + std::to_string(slot) + " is explored and shows " + s.content().land[static_cast<std::size_t>(sl.tile)].name +
               (turned.empty() ? "." : ", turned " + turned + "."));
}

int Rules::open_cave(State& s, CellId entrance) {
    // B1.19A: the first time a cave is entered a cave board is drawn; every entrance leads to a
    // different one.
    int slot = -1;
    for (int k = kPositions; k < kSlots; ++k)
        if (!s.map_.slots[static_cast<std::size_t>(k)].revealed) {
            slot = k;
            break;
        }
    auto board = s.cave_pile_.draw();
    if (slot < 0 || !board) return -1;
    Slot& sl = s.map_.slots[static_cast<std::size_t>(slot)];
    sl.tile = *board;
    sl.turn = 0;
    sl.revealed = true;
    sl.link = entrance;
    const TileDef& t = s.content().caves[static_cast<std::size_t>(*board)];
    for (int p = 0; p < 7; ++p)
        if (t.hex[static_cast<std::size_t>(p)].cave == CaveMark::Exit) sl.exit = static_cast<std::int8_t>(p);
    log(s, "The cave behind " + where(s, entrance) + " is " + t.name + " (cave " + std::to_string(slot - kPositions + 1) + ").");
    return slot;
}

void Rules::do_move(State& s, int uid, const Action& a) {
    Piece& p = *find(s, uid);
    // D2: one character after the other; starting another ends the one before.
    if (s.mover_ >= 0 && s.mover_ != p.uid) finish_mover(s);
    s.mover_ = p.uid;
    CellId to = -1;
    if (a.b == "cave") {
        const int cave = open_cave(s, p.cell);
        to = s.map_.neighbor(p.cell, kCaveDir);
        if (cave < 0 || to < 0) return;  // not offered when no board is left
    } else {
        to = *parse_cell(a.b);
        if (!s.map_.revealed(to)) reveal_tile(s, slot_of(to), a.n);  // D2.21: turned before stepping on
    }
    const int dir = s.map_.direction(p.cell, to);
    const int cost = s.step_cost(p, to);
    if (cost < 0 || cost > s.moves_left(p)) {
        // D2.22: the new tile (or cave) bars the way; this character's movement is over.
        log(s, called(s, p) + " cannot step " + step_words(s.content(), s.map_, camp_marks(s), p.cell, to) + " and stops.");
        finish_mover(s);
        return;
    }
    if (dir >= 0 && dir < 6 && (s.map_.edge(s.content(), p.cell, dir) & kRoad) && !p.road_used) p.road_used = true;
    p.moves_used = static_cast<std::int8_t>(p.moves_used + cost);
    enter(s, uid, to, true, p.cell);
}

void Rules::enter(State& s, int uid, CellId to, bool step, CellId from) {
    Piece& p = *find(s, uid);
    p.cell = to;
    // A step by its direction ("moves north-east onto the forest"); a piece put somewhere by the
    // hex's whole name. controls.cpp reads "NAME moves " to find what came of a walk's last step.
    if (step && from >= 0) log(s, called(s, p) + " moves " + step_words(s.content(), s.map_, camp_marks(s), from, to) + ".");
    else log(s, called(s, p) + (step ? " moves to " : " is put on ") + where(s, to) + ".");
    const bool act = activates(s, p, to);
    if (act && s.mover_ == uid) finish_mover(s);  // an indicator met ends the move (see RULINGS)
    near_triggers(s, p);
    if (act) activate(s, uid, to);
}

}  // namespace olympus::cgs
