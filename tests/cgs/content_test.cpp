// data/cgs: the designed content loads, covers what the rulebook names, and a damaged file is
// refused with a message naming the file, the record and the word.
#include <set>

#include "content_fixture.hpp"
#include "core/data_files.hpp"

using namespace cgs_test;
using nlohmann::json;

namespace {

struct Docs {
    json tiles = data::read_json("cgs/tiles.json");
    json chars = data::read_json("cgs/characters.json");
    json creatures = data::read_json("cgs/creatures.json");
    json cards = data::read_json("cgs/cards.json");
    std::shared_ptr<const Content> load() const { return parse_content(tiles, chars, creatures, cards); }
};

std::string error_of(const Docs& d) {
    try {
        d.load();
    } catch (const data::DataError& e) {
        return e.what();
    }
    return "";
}

json& card(json& cards, const std::string& key) {
    for (json& c : cards["cards"])
        if (c["key"] == key) return c;
    FAIL("no card " << key);
    return cards;
}

}  // namespace

TEST_CASE("CGS content: tiles, sheets, counters and cards as the rulebook names them") {
    const Content& c = *content();
    CHECK(c.land.size() >= 12);
    CHECK(c.caves.size() == 2);
    CHECK(c.olympus.hex[0].indicator == IndicatorKind::Encounter);  // C2.4
    CHECK(c.olympus_banners == 8);                                   // C2.31
    // B3: the eight main characters, each sheet with every value and a wounded side.
    std::set<std::string> names;
    for (const SheetDef& s : c.sheets) {
        names.insert(s.key);
        CHECK(s.has_wounded);
        CHECK(s.hand > 0);
        for (Stat st : {Stat::Defence, Stat::Ranged, Stat::Melee, Stat::Command, Stat::Diplomacy, Stat::Magic}) CHECK(s.stats[st] >= 0);
        CHECK(s.stats[Stat::Speed] == 2);  // D2.11
    }
    CHECK(names == std::set<std::string>{"hercules", "iolaus", "autolycus", "salmoneus", "xena", "gabrielle", "callisto", "joxer"});
    // C1.12: three creature stacks, one for each creature indicator number on the tiles.
    CHECK(c.creature_stacks() == std::vector<int>{1, 2, 3});
    std::set<int> on_tiles;
    for (const TileDef& t : c.land)
        for (const HexDef& h : t.hex)
            if (h.indicator == IndicatorKind::Creature) on_tiles.insert(h.value);
    const auto stacks = c.creature_stacks();
    for (int n : on_tiles) CHECK(std::count(stacks.begin(), stacks.end(), n) == 1);
    // B1.1: every kind of terrain, edge and indicator appears somewhere.
    std::set<Terrain> terrain;
    std::set<IndicatorKind> ind;
    std::uint8_t edges = 0;
    int entrances = 0;
    for (const auto* list : {&c.land, &c.caves})
        for (const TileDef& t : *list)
            for (const HexDef& h : t.hex) {
                terrain.insert(h.terrain);
                ind.insert(h.indicator);
                entrances += h.cave == CaveMark::Entrance;
                for (std::uint8_t e : h.edges) edges |= e;
            }
    CHECK(terrain.size() == 4);
    CHECK(ind.size() == 4);
    CHECK(edges == (kWater | kWall | kRoad));
    CHECK(entrances >= 2);
    // B6: every type, category and function mark; reactions; durations.
    std::set<CardType> types;
    std::set<Category> cats;
    std::set<Mark> marks;
    bool reaction = false, rounds = false, this_turn = false, carries = false;
    for (const CardDef& d : c.cards) {
        types.insert(d.type);
        cats.insert(d.category);
        for (const Function& f : d.functions) marks.insert(f.mark);
        reaction |= d.reaction;
        rounds |= d.rounds > 0;
        this_turn |= d.this_turn;
        carries |= d.carries > 0;
    }
    CHECK(types.size() == 5);
    CHECK(cats.size() == 4);
    CHECK(marks.size() == 4);
    CHECK(reaction);
    CHECK(rounds);
    CHECK(this_turn);
    CHECK(carries);
    // Every main character has cards of its own to pick a starting hand from (C1.13).
    for (const SheetDef& s : c.sheets) {
        int own = 0;
        for (const CardDef& d : c.cards) own += d.category == Category::Specific && d.character == s.key ? d.count : 0;
        CHECK_MESSAGE(own >= s.hand, s.key);
    }
}

TEST_CASE("CGS content: a damaged file is refused, naming file, record and word") {
    {
        Docs d;  // read wide before the range check: as a signed number it was -1, which passed
        card(d.cards, "shield")["functions"][0]["effects"][0]["by"] = 18446744073709551615ULL;
        const std::string e = error_of(d);
        CHECK_MESSAGE(e.find("cards.json") != std::string::npos, e);
        CHECK_MESSAGE(e.find("by: the number is too large") != std::string::npos, e);
        card(d.cards, "shield")["functions"][0]["effects"][0]["by"] = 12;
        CHECK_MESSAGE(error_of(d).find("by: 12 is out of range (-9 to 9)") != std::string::npos, error_of(d));
    }
    {
        Docs d;
        card(d.cards, "short_sword")["colour"] = "red";
        const std::string e = error_of(d);
        CHECK(e.find("cards.json") != std::string::npos);
        CHECK(e.find("short_sword") != std::string::npos);
        CHECK(e.find("colour") != std::string::npos);
    }
    {
        Docs d;
        card(d.cards, "shield")["functions"][0]["effects"][0]["do"] = "modfy";
        const std::string e = error_of(d);
        CHECK(e.find("shield") != std::string::npos);
        CHECK(e.find("modfy") != std::string::npos);
    }
    {
        Docs d;
        card(d.cards, "shield")["functions"][0]["effects"][0]["stat"] = "luck";
        CHECK(error_of(d).find("luck") != std::string::npos);
    }
    {
        Docs d;
        card(d.cards, "shield")["functions"][0]["mark"] = "sometimes";
        CHECK(error_of(d).find("sometimes") != std::string::npos);
    }
    {
        Docs d;  // a constant function may only change values
        card(d.cards, "shield")["functions"][0]["effects"][0] = json{{"do", "dinars"}, {"by", 2}};
        CHECK(error_of(d).find("constant") != std::string::npos);
    }
    {
        Docs d;  // encounter cards have values, not costs
        card(d.cards, "lost_child")["cost"] = 2;
        CHECK(error_of(d).find("lost_child") != std::string::npos);
    }
    {
        Docs d;
        d.cards["cards"].push_back(card(d.cards, "bow"));
        CHECK(error_of(d).find("used twice") != std::string::npos);
    }
    {
        Docs d;
        d.tiles["land"][0]["hexes"].push_back(json{{"at", 4}, {"terrain", "black"}});
        CHECK(error_of(d).find("black") != std::string::npos);
    }
    {
        Docs d;
        d.tiles["caves"][0]["hexes"] = json::array({json{{"at", 0}, {"terrain", "plain"}}});
        CHECK(error_of(d).find("exit") != std::string::npos);
    }
    {
        Docs d;
        d.tiles["land"][0]["edges"].push_back(json::array({0, 9, "water"}));
        CHECK(error_of(d).find("tiles.json") != std::string::npos);
    }
    {
        Docs d;
        d.chars["sheets"][0]["stats"].erase("magic");
        CHECK(error_of(d).find("magic") != std::string::npos);
    }
    {
        Docs d;
        d.creatures["creatures"][0]["stack"] = 0;
        CHECK(error_of(d).find("creatures.json") != std::string::npos);
    }
    {
        Docs d;  // untouched, it loads
        CHECK(error_of(d) == "");
    }
}
