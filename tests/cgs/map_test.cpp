// B1, C1.14, C2.11: the board of seven tiles, tiles turned in 60-degree steps, edges between
// hexes and tiles, caves, cell names.
#include <set>

#include "content_fixture.hpp"

using namespace cgs_test;
using olympus::hex::Hex;

namespace {

int land_index(const std::string& key) {
    for (std::size_t i = 0; i < content()->land.size(); ++i)
        if (content()->land[i].key == key) return static_cast<int>(i);
    FAIL("no tile " << key);
    return -1;
}

Map map_with(int position, const std::string& key, int turn) {
    Map m;
    m.slots[0].revealed = true;
    Slot& s = m.slots[static_cast<std::size_t>(position)];
    s.tile = static_cast<std::int16_t>(land_index(key));
    s.turn = static_cast<std::int8_t>(turn);
    s.revealed = true;
    return m;
}

}  // namespace

TEST_CASE("CGS map: Olympus in the middle, positions 1-6 clockwise around it (C1.14)") {
    CHECK(slot_centre(0) == Hex{0, 0});
    CHECK(slot_centre(1) == Hex{1, -3});  // position 1 at the top
    std::set<Hex> cells;
    for (int slot = 0; slot < kPositions; ++slot) {
        if (slot > 0) {
            CHECK(hex::distance(slot_centre(slot), {0, 0}) == 3);
            // Neighbouring positions are one right turn apart and their tiles touch.
            const int next = slot % 6 + 1;
            CHECK(slot_centre(next) == hex::rotate(slot_centre(slot), -1));
        }
        for (int p = 0; p < 7; ++p) {
            const CellId c = cell_of(slot, p);
            CHECK(slot_of(c) == slot);
            CHECK(place_of(c) == p);
            CHECK(main_cell_at(cell_hex(c)) == c);
            cells.insert(cell_hex(c));
            CHECK(hex::distance(cell_hex(c), slot_centre(slot)) == (p == 0 ? 0 : 1));
        }
    }
    CHECK(cells.size() == 49u);  // seven tiles of seven hexes, none overlapping
    CHECK(main_cell_at({5, 0}) == -1);
    CHECK(main_cell_at({4, -4}) == -1);  // a notch between two tiles
    CHECK(main_cell_at({3, 0}) == cell_of(3, 2));
}

TEST_CASE("CGS map: starting tiles by player count (C2.11)") {
    CHECK(start_positions(2) == std::vector<int>{1, 4});
    CHECK(start_positions(3) == std::vector<int>{1, 3, 5});
    CHECK(start_positions(4) == std::vector<int>{1, 2, 4, 5});
}

TEST_CASE("CGS map: cell names") {
    CHECK(cell_name(kOlympusCell) == "0.0");
    CHECK(cell_name(cell_of(3, 5)) == "3.5");
    CHECK(cell_name(cell_of(kPositions, 2)) == "c1.2");
    for (CellId c = 0; c < kCells; ++c) CHECK(parse_cell(cell_name(c)) == c);
    for (const char* bad : {"", "3", "3.", ".3", "7.0", "3.7", "c0.1", "c5.1", "x1.1", "1.1 ", "12.1", "-1.0"})
        CHECK_MESSAGE(!parse_cell(bad), bad);
}

TEST_CASE("CGS map: a tile turned by k steps shows its hexes k directions on (C2.11)") {
    const TileDef& t = content()->land[static_cast<std::size_t>(land_index("thebes"))];
    // Thebes (our design): its card indicator on the ring hex in local direction 0.
    REQUIRE(t.hex[1].indicator == IndicatorKind::Card);
    for (int turn = 0; turn < 6; ++turn) {
        Map m = map_with(2, "thebes", turn);
        const CellId where = cell_of(2, hex::rotate_direction(0, turn) + 1);
        REQUIRE(m.hex(*content(), where));
        CHECK(m.hex(*content(), where)->indicator == IndicatorKind::Card);
        CHECK(m.hex(*content(), cell_of(2, 0))->indicator == IndicatorKind::Encounter);
        // Its centre has roads in local directions 0 and 3 and walls elsewhere; both turn with it.
        for (int d = 0; d < 6; ++d) {
            const int local = hex::rotate_direction(d, -turn);
            const std::uint8_t e = m.edge(*content(), cell_of(2, 0), d);
            CHECK(((e & kRoad) != 0) == (local == 0 || local == 3));
            CHECK(((e & kWall) != 0) == !(local == 0 || local == 3));
            // Inside the tile the edge is the same seen from the other hex.
            const CellId other = m.neighbor(cell_of(2, 0), d);
            CHECK(m.edge(*content(), other, hex::opposite(d)) == e);
        }
    }
}

TEST_CASE("CGS map: edges on a tile's border are seen from the neighbouring tile too") {
    // Thebes lays a road off its border from ring hex 1 in local direction 0.
    Map m = map_with(1, "thebes", 0);
    const CellId from = cell_of(1, 1);
    const CellId across = m.neighbor(from, 0);
    REQUIRE(across >= 0);
    CHECK(slot_of(across) == 2);
    CHECK((m.edge(*content(), from, 0) & kRoad) != 0);
    CHECK((m.edge(*content(), across, 3) & kRoad) != 0);
    // A face-down tile shows nothing of its own.
    CHECK(!m.revealed(across));
    CHECK(m.hex(*content(), across) == nullptr);
    // Off the board there is no neighbour.
    int off = 0;
    for (int d = 0; d < 6; ++d) off += m.neighbor(cell_of(1, 2), d) < 0;
    CHECK(off > 0);
}

TEST_CASE("CGS map: a cave board is reached only through its link (B1.19, B1.22)") {
    Map m = map_with(3, "dark_forest", 0);
    CellId entrance = -1;
    for (int p = 0; p < 7; ++p)
        if (m.hex(*content(), cell_of(3, p))->cave == CaveMark::Entrance) entrance = cell_of(3, p);
    REQUIRE(entrance >= 0);
    CHECK(m.neighbor(entrance, kCaveDir) == -1);  // not entered yet
    Slot& cave = m.slots[kPositions];
    cave.tile = 0;
    cave.revealed = true;
    cave.link = entrance;
    for (int p = 0; p < 7; ++p)
        if (content()->caves[0].hex[static_cast<std::size_t>(p)].cave == CaveMark::Exit) cave.exit = static_cast<std::int8_t>(p);
    const CellId exit = cell_of(kPositions, cave.exit);
    CHECK(m.neighbor(entrance, kCaveDir) == exit);
    CHECK(m.neighbor(exit, kCaveDir) == entrance);
    CHECK(m.direction(entrance, exit) == kCaveDir);
    CHECK(m.adjacent(exit, entrance));
    CHECK(cell_layer(exit) == 1);
    CHECK(m.distance(entrance, exit) == -1);  // different boards
    // Inside the cave, neighbours stay on the board.
    for (int d = 0; d < 6; ++d) {
        const CellId n = m.neighbor(cell_of(kPositions, 0), d);
        CHECK(slot_of(n) == kPositions);
    }
    // Another cave slot not yet in play has no cells.
    CHECK(!m.exists(cell_of(kPositions + 1, 0)));
}
