// `olympus arc check-deck FILE`: the deck check on the command line, with line numbers,
// suggestions and exit statuses 0 (legal), 1 (not legal) and 2 (usage errors).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "app/arc_commands.hpp"
#include "core/data_files.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;

namespace {
struct Run {
    int rc = -1;
    std::string out, err;
};

Run check(const std::string& path, const std::string& set = "", int size = 40) {
    std::ostringstream out, err;
    Run r;
    r.rc = app::arc_check_deck(path, set, size, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

std::string write(const TempDir& dir, const std::string& name, const std::string& text) {
    const std::string path = (dir.path / name).string();
    std::ofstream(path) << text;
    return path;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("arc check-deck: a sample deck is legal") {
    TempDir dir;
    const std::string path = write(dir, "raiding.txt", data::read("arc/decks/raiding-party.txt"));
    Run r = check(path);
    CHECK(r.rc == 0);
    CHECK(r.out == path + ": legal (40 cards, agreed size 40)\n");
    CHECK(r.err.empty());
    Run h = check(path, "hercules");
    CHECK(h.rc == 0);
    CHECK(has(h.out, "hercules set"));
    // The same deck is not a Xena deck.
    Run x = check(path, "xena");
    CHECK(x.rc == 1);
    CHECK(has(x.out, path + ": line 4: Wedding Feast is a card of the hercules set, not xena"));
}

TEST_CASE("arc check-deck: a typo names its line and the closest card") {
    TempDir dir;
    std::string text = data::read("arc/decks/raiding-party.txt");
    const std::string good = "3 Ironhead Warrior\n";
    REQUIRE(has(text, good));
    text.replace(text.find(good), good.size(), "3 Ironhed Warior\n");
    const std::string path = write(dir, "typo.txt", text);
    Run r = check(path);
    CHECK(r.rc == 1);
    CHECK(has(r.out, path + ": line 21: unknown card 'Ironhed Warior' (did you mean 'Ironhead Warrior'?)\n"));
    CHECK(has(r.out, "not legal, 1 problem"));
}

TEST_CASE("arc check-deck: too many cards, too many copies, an agreed size") {
    TempDir dir;
    const std::string big = data::read("arc/decks/raiding-party.txt") + "2 Dangerous Warrior\n";
    const std::string path = write(dir, "big.txt", big);
    Run r = check(path);
    CHECK(r.rc == 1);
    CHECK(has(r.out, path + ": line 30: 5 copies of Dangerous Warrior (at most 4 of a card that isn't a resource)\n"));
    CHECK(has(r.out, path + ": 42 cards (at most 40)\n"));
    CHECK_FALSE(has(r.out, "deck:"));  // our own words, no internal prefix
    CHECK(has(r.out, "not legal, 2 problems (42 cards, agreed size 40)"));
    // Resources may come in any number; with a bigger agreed size the deck is legal.
    const std::string res = write(dir, "res.txt", data::read("arc/decks/raiding-party.txt") + "2 Town Square\n");
    CHECK(check(res).rc == 1);
    Run agreed = check(res, "", 42);
    CHECK(agreed.rc == 0);
    CHECK(has(agreed.out, "legal (42 cards, agreed size 42)"));
}

TEST_CASE("arc check-deck: a legal deck that cannot last is legal with a warning; a Xena card under --set hercules is named as such") {
    TempDir dir;
    const std::string path = write(dir, "eight.txt", "4 Cyclops\n4 Iolaus\n");
    Run at40 = check(path);
    CHECK(at40.rc == 1);
    CHECK(has(at40.out, path + ": 8 cards, fewer than the agreed 40"));
    CHECK_FALSE(has(at40.out, "deck:"));
    Run agreed = check(path, "", 8);
    CHECK(agreed.rc == 0);
    CHECK(has(agreed.out, path + ": warning: it has no resources, so no card in it can ever be paid for\n"));
    CHECK(has(agreed.out, path + ": warning: with 8 cards, 1 is left after the starting hand of 7, so the deck runs out on its owner's first turn"));
    CHECK(has(agreed.out, path + ": legal (8 cards, agreed size 8)\n"));
    const std::string xena = write(dir, "xena.txt", data::read("arc/decks/xena-warrior-princess.txt"));
    Run h = check(xena, "hercules");
    CHECK(h.rc == 1);
    CHECK(has(h.out, "Xena is a card of the xena set, not hercules\n"));
    CHECK_FALSE(has(h.out, "Zeus"));
    CHECK_FALSE(has(h.out, "nearest"));
}

TEST_CASE("arc check-deck: usage errors exit with 2 and say why") {
    TempDir dir;
    Run missing = check((dir.path / "nope.txt").string());
    CHECK(missing.rc == 2);
    CHECK(has(missing.err, "nope.txt: cannot be read"));
    CHECK(missing.out.empty());
    Run folder = check(dir.path.string());
    CHECK(folder.rc == 2);
    CHECK(has(folder.err, "is a folder"));
    const std::string path = write(dir, "d.txt", data::read("arc/decks/raiding-party.txt"));
    Run set = check(path, "olympians");
    CHECK(set.rc == 2);
    CHECK(has(set.err, "unknown set 'olympians' (the sets are: hercules, xena)"));
    CHECK(check(path, "", 3).rc == 2);
}
