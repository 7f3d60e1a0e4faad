// The CGS table on the shared shell (issue 18): golden screens at 80x24 and 160x48, undo against
// the computer on u, the inspector (cards in hand, a menu entry's card, a hex and its pieces), and
// what playing found (issue 19): menu entries never read alike when cut, Enter on a far + hex
// walks there, the keep question says how many, the reaction question says who attacks whom.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <set>

#include "cgs/play_screen.hpp"
#include "cgs/table_view.hpp"
#include "cgs/view.hpp"
#include "cgs_test.hpp"
#include "core/save.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"

using namespace cgs_test;
namespace key = olympus::tui::key;

namespace {

std::unique_ptr<tui::ScreenStack> open_table(const TempDir& dir, State s, Seats seats = Seats{{std::nullopt, Level::Skilled}}) {
    auto path = dir.path / "cgs" / "g.json";
    auto lock = SaveLock::acquire(path);
    return std::make_unique<tui::ScreenStack>(make_play_screen(path, SavedGame{std::move(s), seats}, std::move(lock), 1));
}

State saved_state(const TempDir& dir) {
    return saved_from_json(read_save(dir.path / "cgs" / "g.json", kGameId, kSaveVersion).state).state;
}

State moving(std::uint64_t seed) {
    State s = started(seed);
    for (int i = 0; i < 200 && !(s.phase() == Phase::Move && s.current_player() == 0); ++i) {
        auto done = Action::parse("done");
        s.apply(legal(s, "done") ? *done : s.legal_actions().front());
    }
    REQUIRE(s.phase() == Phase::Move);
    return s;
}

int key_towards(const State& s, CellId from, CellId to) {
    static const int keys[6] = {key::Right, key::PageUp, key::Home, key::Left, key::End, key::PageDown};
    const int d = s.map().direction(from, to);
    REQUIRE(d >= 0);
    REQUIRE(d < 6);
    return keys[d];
}

// The rows of the side panel at 80x24 (or the menu drawn over it): what lies between its frame.
std::vector<std::string> panel_rows(const std::string& screen) {
    std::vector<std::string> rows;
    std::size_t at = 0;
    while (at < screen.size()) {
        const std::size_t end = screen.find('\n', at);
        const std::string line = screen.substr(at, end - at);
        const std::size_t l = line.rfind('|', line.size() >= 2 ? line.size() - 2 : 0);
        if (!line.empty() && line.back() == '|' && l != std::string::npos) rows.push_back(line.substr(l + 1, line.size() - l - 2));
        if (end == std::string::npos) break;
        at = end + 1;
    }
    return rows;
}

}  // namespace

TEST_CASE("CGS table: golden screens at 80x24 and 160x48, Unicode and ASCII") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    check_golden("cgs/table-80x24-unicode", render(*stack, 24, 80, true));
    check_golden("cgs/table-80x24-ascii", render(*stack, 24, 80, false));
    // At 160x48 a game some turns on: its log is long enough to fill the 15 rows the table gives it.
    State later = moving(3);
    do {
        auto done = Action::parse("done");
        later.apply(legal(later, "done") ? *done : later.legal_actions().front());
    } while (!(later.log().size() >= 20 && later.phase() == Phase::Move && later.current_player() == 0) && !later.is_terminal());
    REQUIRE(later.phase() == Phase::Move);
    TempDir wide_dir;
    auto wide_stack = open_table(wide_dir, later);
    const std::string wide = render(*wide_stack, 48, 160, true);
    check_golden("cgs/table-160x48-unicode", wide);
    CHECK(wide.find("┌ P1's base camp ") != std::string::npos);  // the inspector's own column, the hex named as the map shows it
    // Each line found after the one before it: a line said twice ("P1 draws 1 card.") counts twice
    // only when it is drawn twice.
    // The whole detailed map takes 37 of the 48 rows and the inspector the rows under it; the log
    // the side panel's column under the panel: 15 lines at least, its last lines in order.
    int shown = 0;
    std::size_t from = 0;
    for (std::size_t i = later.log().size() - 15; i < later.log().size(); ++i)
        if (const auto at = wide.find(" " + later.log()[i].substr(0, 40), from); at != std::string::npos) {
            ++shown;
            from = at + 1;
        }
    CHECK_MESSAGE(shown == 15, wide);
}

// The map gets every row it needs (it was cut at the top and bottom while rows stayed empty
// under a short log); the log takes the panel's column under the panel: 15 lines or more at 160x48.
TEST_CASE("CGS table: at 160x48 the whole map shows and the log takes the rows left") {
    State s = started(9);
    Rng rng(9, 1);
    for (int i = 0; i < 300 && !s.is_terminal(); ++i) {
        const auto moves = s.legal_actions();
        s.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
    }
    REQUIRE(s.log().size() >= 20);
    TempDir dir;
    auto stack = open_table(dir, s, Seats{{std::nullopt, std::nullopt}});
    stack->feed(key::Enter);  // past the pass screen
    const std::string wide = render(*stack, 48, 160, true);
    int shown = 0;
    for (std::size_t i = s.log().size() - 20; i < s.log().size(); ++i)
        shown += wide.find(" " + s.log()[i].substr(0, 40)) != std::string::npos;
    CHECK_MESSAGE(shown >= 15, wide);
    // The map's top row is the top of its highest hexes, its last the bottom of its lowest.
    const std::string top = wide.substr(0, wide.find('\n'));
    CHECK_MESSAGE(top.find("╱ ╲") != std::string::npos, wide);
    std::vector<std::string> rows;
    for (std::size_t at = 0; at < wide.size();) {
        const std::size_t nl = wide.find('\n', at);
        rows.push_back(wide.substr(at, nl == std::string::npos ? std::string::npos : nl - at));
        if (nl == std::string::npos) break;
        at = nl + 1;
    }
    REQUIRE(rows.size() > 12);
    CHECK_MESSAGE(rows[36].find("╲         ╱") != std::string::npos, wide);  // the map's last row, whole
}

TEST_CASE("CGS table: u takes back a step against the computer; a face-down pile drawn from cannot be undone") {
    TempDir dir;
    // A step that wakes nothing: it shows nothing hidden.
    State s = moving(3), stepped = s;
    CellId to = -1;
    for (std::uint64_t seed = 3; seed < 40 && to < 0; ++seed) {
        s = moving(seed);
        for (const Action& a : s.legal_actions()) {
            if (a.kind != Action::Kind::Move || a.a != "hercules" || a.n >= 0 || a.b == "cave") continue;
            State t = s;
            t.apply(a);
            if (!revealed_hidden(s, t)) to = *parse_cell(a.b), stepped = t;
        }
    }
    REQUIRE(to >= 0);
    const CellId home = s.piece("hercules")->cell;
    auto stack = open_table(dir, s);
    // Nothing was played since the game was opened (a saved game resumed): that is the reason said.
    stack->feed('u');
    const std::string fresh = render(*stack, 24, 80, true);
    CHECK_MESSAGE(fresh.find("Nothing to undo: you have made no move since the game was opened.") != std::string::npos, fresh);
    CHECK(saved_state(dir) == s);
    stack->feed(key_towards(s, home, to));
    stack->feed(key::Enter);
    CHECK(render(*stack, 40, 120, true).find("Hercules moves " + step_said(s, home, to) + ".") != std::string::npos);
    // The key line at 80 columns names undo by its key, u as in every game.
    const std::string moved = render(*stack, 24, 80, true);
    CHECK_MESSAGE(moved.substr(moved.rfind('\n', moved.size() - 2) + 1).find("u undo") != std::string::npos, moved);
    stack->feed('u');
    const std::string undone = render(*stack, 24, 80, true);
    // Said once, in the status line, not again in the log.
    const auto said = undone.find("You took back your last move.");
    CHECK_MESSAGE(said != std::string::npos, undone);
    CHECK_MESSAGE(undone.find("You took back your last move.", said + 1) == std::string::npos, undone);
    CHECK(saved_state(dir) == s);  // the save is the game as it was
    // A step shows nothing hidden; play on to the next card drawn and something came to light.
    CHECK(!revealed_hidden(s, stepped));
    State drawn = stepped;
    for (int i = 0; i < 200 && drawn.draw_deck().size() == stepped.draw_deck().size(); ++i)
        drawn.apply(legal(drawn, "done") ? *Action::parse("done") : drawn.legal_actions().front());
    REQUIRE(drawn.draw_deck().size() != stepped.draw_deck().size());
    CHECK(revealed_hidden(stepped, drawn));
}

TEST_CASE("CGS table: the inspector reads a card in hand, the card a menu entry names, and the hex with its pieces") {
    TempDir dir;
    State s = moving(3);
    const auto& hand = s.seats()[0].hand;
    REQUIRE(!hand.empty());
    const std::string first = s.content().card_def(hand[0]).name;
    auto stack = open_table(dir, s);
    // The hex under the cursor, whole, with the hero standing there.
    std::string wide = render(*stack, 48, 160, true);
    CHECK(wide.find("Hercules, a hero of P1 (you)") != std::string::npos);
    CHECK(wide.find("Values now: Def 7") != std::string::npos);
    // v reads the hand's first card: its name and first line beside the map at 80x24, whole on i.
    stack->feed('v');
    const std::string small = render(*stack, 24, 80, true);
    CHECK_MESSAGE(small.find(first + ":") != std::string::npos, small);
    stack->feed('i');
    const std::string whole = render(*stack, 24, 80, true);
    CHECK(whole.find("to play") != std::string::npos);  // the price, below what it does
    CHECK(whole.find("in the game") != std::string::npos);
    stack->feed(key::Escape);
    // A menu entry naming a card: "Keep ..." in the keep phase.
    TempDir dir2;
    auto keep = open_table(dir2, new_game(6));
    keep->feed(key::Enter);
    const std::string menu = render(*keep, 48, 160, true);
    CHECK(menu.find("Keep which card? You keep ") != std::string::npos);
    const std::size_t at = menu.find("▶ Keep ");
    REQUIRE(at != std::string::npos);
    const std::string entry = menu.substr(at + std::string("▶ Keep ").size(), menu.find("  ", at + 9) - at - std::string("▶ Keep ").size());
    CHECK_MESSAGE(menu.find("┌ " + entry) != std::string::npos, menu);  // the inspector column is titled with it
}

TEST_CASE("CGS table: at 80x24 no two menu entries read alike") {
    // Every menu of every move over many positions of played games, drawn at 80x24.
    int menus = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        State s = started(seed);
        Rng rng(seed, 5);
        for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
            if (s.current_player() == 0 && step % 3 == 0) {
                TempDir dir;
                auto stack = open_table(dir, s);
                stack->feed('m');
                const std::string screen = render(*stack, 24, 80, false);
                if (screen.find("Every move you can make") != std::string::npos) {
                    ++menus;
                    // Scroll through the whole menu, collecting each entry as shown.
                    std::set<std::string> seen;
                    const int n = static_cast<int>(s.legal_actions().size());
                    for (int i = 0; i < n; ++i) {
                        const auto rows = panel_rows(render(*stack, 24, 80, false));
                        for (std::size_t r = 0; r < rows.size(); ++r) {
                            const std::string& row = rows[r];
                            if (row.rfind("> ", 0) != 0) continue;
                            // A long entry wraps, its later lines indented: read it whole.
                            std::string shown = row.substr(2);
                            while (!shown.empty() && shown.back() == ' ') shown.pop_back();
                            for (std::size_t k = r + 1; k < rows.size() && rows[k].rfind("   ", 0) == 0 && rows[k].size() > 3 && rows[k][3] != ' '; ++k)
                                shown += " " + rows[k].substr(3);
                            while (!shown.empty() && shown.back() == ' ') shown.pop_back();
                            CHECK_MESSAGE(seen.insert(shown).second, "two entries read '" << shown << "'");
                        }
                        stack->feed(key::Down);
                    }
                }
            }
            const auto moves = s.legal_actions();
            s.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
        }
    }
    CHECK(menus > 20);
}

TEST_CASE("CGS table: Enter on a + hex two steps off walks the hero there") {
    // One Enter, two steps: a walk that nothing on the way interrupts (an indicator waking stops it).
    for (std::uint64_t seed = 3; seed < 40; ++seed) {
        State s = moving(seed);
        const Piece& h = *s.piece("hercules");
        const View v = view_for(s, 0);
        auto it = v.reach.find(h.uid);
        if (it == v.reach.end()) continue;
        for (CellId far : it->second) {
            if (!s.map().revealed(far) || s.map().distance(h.cell, far) != 2) continue;
            CellId mid = -1;
            for (int d = 0; d < 6 && mid < 0; ++d) {
                const CellId m = s.map().neighbor(h.cell, d);
                if (m >= 0 && s.map().distance(m, far) == 1) mid = m;
            }
            if (mid < 0) continue;
            TempDir dir;
            auto stack = open_table(dir, s);
            stack->feed(key_towards(s, h.cell, mid));
            stack->feed(key_towards(s, mid, far));
            stack->feed(key::Enter);
            for (int i = 0; i < 5; ++i) stack->tick();  // the later steps are made as the view comes back
            // The last step's line, from whichever neighbour of the goal the walk came by.
            const std::string shown = render(*stack, 40, 120, true);
            for (int d = 0; d < 6; ++d)
                if (const CellId n = s.map().neighbor(far, d); n >= 0 && s.map().distance(h.cell, n) == 1 &&
                                                               shown.find("Hercules moves " + step_said(s, n, far) + ".") != std::string::npos)
                    return;
        }
    }
    FAIL("Enter on a far + hex never walked Hercules there");
}

TEST_CASE("CGS table: the note to wait goes once it is this seat's turn again") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    for (int i = 0; i < 10 && render(*stack, 24, 80, true).find("P2 (skilled) to act") == std::string::npos; ++i) {
        stack->feed('d');
        // Ending the movement with steps left asks first.
        if (render(*stack, 24, 80, true).find("End the movement?") != std::string::npos) stack->feed('y');
    }
    stack->feed('d');  // pressed while the computer is to act
    CHECK(render(*stack, 24, 80, true).find("Wait: P2 (skilled) is to act.") != std::string::npos);
    for (int i = 0; i < 3000 && stack->tick(); ++i) {
    }
    const std::string back = render(*stack, 24, 80, true);
    CHECK(back.find("P1 to act") != std::string::npos);
    CHECK_MESSAGE(back.find("Wait:") == std::string::npos, back);
}

TEST_CASE("CGS table: at 80x24 the computer's turn is shown in a box when the person's turn comes") {
    TempDir dir;
    const State start = moving(3);
    auto stack = open_table(dir, start);
    for (int i = 0; i < 10 && render(*stack, 24, 80, true).find("P2 (skilled) to act") == std::string::npos; ++i) {
        stack->feed('d');
        if (render(*stack, 24, 80, true).find("End the movement?") != std::string::npos) stack->feed('y');
    }
    for (int i = 0; i < 3000 && stack->tick(); ++i) {
    }
    const State after = saved_state(dir);
    REQUIRE(after.current_player() == 0);
    // What the computer did: its turn's lines in the log, more than the three the log's rows hold.
    const auto& log = after.log();
    auto from = std::find_if(log.rbegin(), log.rend(), [](const std::string& l) { return l.rfind("P2's turn", 0) == 0; }).base();
    auto to = std::find_if(from, log.end(), [](const std::string& l) { return l.rfind("P1's turn", 0) == 0; });
    const std::vector<std::string> theirs(from, to);
    REQUIRE(theirs.size() > 3);
    const std::string box = render(*stack, 24, 80, true);
    CHECK_MESSAGE(box.find("While you waited") != std::string::npos, box);
    // The first of them, and the key line says how to go on.
    const std::string first = theirs.front().substr(0, 40);
    CHECK_MESSAGE(box.find(first) != std::string::npos, (first + "\n" + box));
    CHECK_MESSAGE(box.find("Enter go on") != std::string::npos, box);
    // Enter closes it on the table, the person to act; no move was made.
    stack->feed(key::Enter);
    const std::string table = render(*stack, 24, 80, true);
    CHECK_MESSAGE(table.find("While you waited") == std::string::npos, table);
    CHECK(table.find("P1 to act") != std::string::npos);
    CHECK(saved_state(dir) == after);
}

namespace {

// Xena (P2, the computer) attacks P1's Hercules in melee in the first turn; P1 holds the
// reactions given (with the hand's other cards) and is asked about them.
State attacked(const std::vector<std::string>& reactions) {
    State s0 = started(1);
    const std::string at = cell_name(s0.piece("hercules")->cell);
    State s = edited(s0, [&](nlohmann::json& j) {
        j["phase"] = "combat";
        j["to_move"] = 1;
        j["first"] = 1;
        piece_json(j, "xena")["cell"] = at;
        for (const auto& r : reactions) give_hand(j, 0, r);
    });
    s.apply(*Action::parse("attack xena hercules melee"));
    REQUIRE(s.phase() == Phase::React);
    REQUIRE(s.current_player() == 0);
    return s;
}

// The screen with every run of spaces and line breaks made one space: a prompt wrapped onto a
// second line reads as one sentence.
std::string flat(const std::string& screen) {
    std::string out;
    for (char ch : screen) {
        const bool space = ch == ' ' || ch == '\n';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : ch;
    }
    return out;
}

}  // namespace

TEST_CASE("CGS table: the reaction question says who attacks whom, whole, and does not ask again after the last reaction") {
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
        CAPTURE(w);
        TempDir dir;
        auto stack = open_table(dir, attacked({"dodge", "parry"}));
        for (bool unicode : {true, false}) {
            const std::string screen = render(*stack, h, w, unicode);
            INFO(screen);
            CHECK(flat(screen).find("Xena (P2) attacks your Hercules in melee: Enter picks a reaction, d plays none.") !=
                  std::string::npos);
        }
        stack->feed(key::Enter);  // the list: Dodge first
        CHECK(render(*stack, h, w, true).find("React with Parry") != std::string::npos);
        stack->feed(key::Enter);  // Dodge
        std::string after = render(*stack, h, w, false);
        CHECK_MESSAGE(flat(after).find("Xena (P2) attacks your Hercules in melee, defence +2 so far: Enter picks another "
                                       "reaction, d plays no more.") != std::string::npos,
                      after);
        stack->feed(key::Enter);
        stack->feed(key::Enter);  // Parry: nothing more can be played, so no question follows
        after = render(*stack, h, w, false);
        CHECK_MESSAGE(after.find("Enter picks") == std::string::npos, after);
        CHECK_MESSAGE(after.find("defence 7 +5 (reaction)") != std::string::npos, after);
    }
}

TEST_CASE("CGS table: with no reaction to play, the question says so plainly and Enter goes on") {
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
        CAPTURE(w);
        TempDir dir;
        auto stack = open_table(dir, attacked({}));
        const std::string screen = render(*stack, h, w, true);
        INFO(screen);
        CHECK(flat(screen).find("Xena (P2) attacks your Hercules in melee. No reaction to play: Enter goes on.") !=
              std::string::npos);
        CHECK(screen.find("Enter picks") == std::string::npos);
        stack->feed(key::Enter);
        const std::string after = render(*stack, h, w, true);
        CHECK_MESSAGE(flat(after).find("Xena rolls for the attack on Hercules: melee 4") != std::string::npos, after);
        CHECK(after.find("No reaction to play") == std::string::npos);
    }
}

TEST_CASE("CGS table: a walk that stops short of its + hex says where and why") {
    // Walks of two steps over many positions: one that the first step ends (an indicator met
    // wakes and ends the move) says so on the status line, in full at 80x24.
    int stops = 0;
    for (std::uint64_t seed = 1; seed < 60 && stops < 3; ++seed) {
        State s = moving(seed);
        const Piece& h = *s.piece("hercules");
        const View v = view_for(s, 0);
        auto it = v.reach.find(h.uid);
        if (it == v.reach.end()) continue;
        for (CellId far : it->second) {
            if (!s.map().revealed(far) || s.map().distance(h.cell, far) != 2) continue;
            TempDir dir;
            auto stack = open_table(dir, s);
            // The cursor to the goal through a neighbour the walk may not take: the keys only aim.
            CellId mid = -1;
            for (int d = 0; d < 6 && mid < 0; ++d) {
                const CellId m = s.map().neighbor(h.cell, d);
                if (m >= 0 && s.map().distance(m, far) == 1) mid = m;
            }
            if (mid < 0) continue;
            stack->feed(key_towards(s, h.cell, mid));
            stack->feed(key_towards(s, mid, far));
            stack->feed(key::Enter);
            for (int i = 0; i < 5; ++i) stack->tick();
            const std::string wide = render(*stack, 40, 120, true);
            // Where the first step went, from its line ("Hercules moves east onto the plain.").
            CellId stop = -1;
            for (int d = 0; d < 6; ++d)
                if (const CellId n = s.map().neighbor(h.cell, d); n >= 0 && wide.find("Hercules moves " + step_said(s, h.cell, n) + ".") != std::string::npos)
                    stop = n;
            if (stop < 0 || s.map().distance(stop, far) == 0) continue;
            bool arrived = false;
            for (int d = 0; d < 6; ++d)
                if (const CellId n = s.map().neighbor(far, d); n == stop && wide.find("Hercules moves " + step_said(s, n, far) + ".") != std::string::npos)
                    arrived = true;
            if (arrived) continue;
            ++stops;
            const std::string said = "Hercules stopped on " + where(s, stop) + ", short of " + where(s, far) + ": ";
            const std::string narrow = flat(render(*stack, 24, 80, false));
            CHECK_MESSAGE(narrow.find(said) != std::string::npos, narrow);
            // The reason follows, and the line ends whole (a full stop or a question's keys).
            const std::size_t why = narrow.find(said);
            if (why != std::string::npos) {
                const std::string rest = narrow.substr(why + said.size(), narrow.find(" ? help", why) - why - said.size());
                CHECK_MESSAGE(rest.size() > 10, rest);
                CHECK_MESSAGE((rest.back() == '.' || rest.ends_with(": Enter")), rest);
            }
            break;
        }
    }
    CHECK(stops > 0);
}

TEST_CASE("CGS table: the keep question reads whole at 80x24, before and in its menu") {
    TempDir dir;
    auto keep = open_table(dir, new_game(6));
    const std::string first = "Keep which card? You keep 2 cards (the rest go into the draw deck): Enter.";
    const std::string later = "Keep which card? You keep 2 cards, 1 kept so far (the rest go into the draw deck): Enter.";
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}})
        for (bool unicode : {true, false}) {
            const std::string screen = render(*keep, h, w, unicode);
            CHECK_MESSAGE(flat(screen).find(first) != std::string::npos, screen);
        }
    keep->feed(key::Enter);  // the menu: the question stays on the bottom line, whole
    CHECK(flat(render(*keep, 24, 80, true)).find(first) != std::string::npos);
    keep->feed(key::Enter);  // one card kept
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}})
        for (bool unicode : {true, false}) {
            const std::string screen = render(*keep, h, w, unicode);
            CHECK_MESSAGE(flat(screen).find(later) != std::string::npos, screen);
        }
}

TEST_CASE("CGS table: v reads the hand with its own key line, and Esc goes back to the map, not out of the game") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    auto key_line = [&] {
        const std::string screen = render(*stack, 24, 80, true);
        return screen.substr(screen.rfind('\n', screen.size() - 2) + 1);
    };
    CHECK(key_line().find("d done") != std::string::npos);
    stack->feed('v');
    CHECK(render(*stack, 24, 80, true).find("[Son of Zeus") != std::string::npos);  // the first card is being read
    const std::string reading = key_line();
    CHECK_MESSAGE(reading.find("v next card") != std::string::npos, reading);
    CHECK_MESSAGE(reading.find("Esc back to the map") != std::string::npos, reading);
    CHECK_MESSAGE(reading.find("d done") == std::string::npos, reading);  // the map's keys are not this mode's
    CHECK_MESSAGE(reading.find("q leave") == std::string::npos, reading);
    // Enter acts on no hex while the cards are read, nor do the map's keys the line leaves out.
    stack->feed(key::Enter);
    stack->feed('d');
    stack->feed('m');
    CHECK(saved_state(dir) == moving(3));
    CHECK(render(*stack, 24, 80, true).find("Every move you can make") == std::string::npos);
    CHECK(key_line().find("v next card") != std::string::npos);  // still reading
    stack->feed(key::Escape);
    const std::string back = render(*stack, 24, 80, true);
    CHECK_MESSAGE(back.find("Leave the game?") == std::string::npos, back);
    CHECK_MESSAGE(key_line().find("d done") != std::string::npos, back);
    CHECK_MESSAGE(back.find("[Son of Zeus") == std::string::npos, back);  // no card marked as being read
}

TEST_CASE("CGS table: the banners line says how many banners stand and what they are worth") {
    // Two banners of P1 on indicators 3 and 4: two banners, worth 7, not "P1 7".
    const State s0 = moving(3);
    const View v0 = view_for(s0, 0);
    std::vector<CellId> at;
    for (CellId c = 0; c < kCells && at.size() < 2; ++c)
        if (const HexDef* h = v0.hex(c); h && cell_layer(c) == 0 && h->indicator == IndicatorKind::Encounter) at.push_back(c);
    REQUIRE(at.size() == 2);
    const State s = edited(s0, [&](nlohmann::json& j) {
        for (CellId c : at) j["banners"][cell_name(c)] = 0;
    });
    const int worth = v0.hex(at[0])->value + v0.hex(at[1])->value;
    REQUIRE(view_for(s, 0).banner_totals[0] == worth);
    TempDir dir;
    auto table = open_table(dir, s);
    // The side panel's rows read as one text (the line wraps in a panel 29 cells wide).
    std::string panel;
    for (const auto& row : panel_rows(render(*table, 24, 80, false))) panel += row + " ";
    CHECK_MESSAGE(flat(panel).find("Banners: P1 2 (worth " + std::to_string(worth) + "), P2 none; worth 8 enters Olympus") != std::string::npos,
                  panel);
}

TEST_CASE("CGS table: the banners line names players when each plays alone, teams in a game of teams") {
    for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
        CAPTURE(w);
        TempDir dir;
        auto alone = open_table(dir, moving(3));
        const std::string screen = flat(render(*alone, h, w, true));
        CHECK_MESSAGE(screen.find("Banners: P1 none, P2 none") != std::string::npos, screen);
        CHECK(screen.find("T1") == std::string::npos);
        CHECK(screen.find("of team") == std::string::npos);
        TempDir dir2;
        State teams = started(3, {{"players", "4"}, {"teams", "on"}});
        auto together = open_table(dir2, teams, Seats{{std::nullopt, Level::Skilled, Level::Skilled, Level::Skilled}});
        const std::string t = flat(render(*together, h, w, true));
        CHECK_MESSAGE(t.find("Banners: P1+P3 none, P2+P4") != std::string::npos, t);
        CHECK_MESSAGE(t.find("Team 1 (P1+P3)") != std::string::npos, t);  // the camp, by its members
    }
}

TEST_CASE("CGS table: the card menu shows the price after a card indicator's discount (B1.13)") {
    // Hercules stands on a card indicator of a face-up tile, holding a Short Sword (2 dinars).
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        State s0 = started(seed);
        for (CellId c = 0; c < cell_of(kPositions, 0); ++c) {
            const HexDef* hx = s0.map().revealed(c) ? s0.map().hex(s0.content(), c) : nullptr;
            if (!hx || hx->indicator != IndicatorKind::Card || hx->value != 1) continue;
            State s = edited(s0, [&](nlohmann::json& j) {
                j["phase"] = "play";
                j["to_move"] = 0;
                j["first"] = 0;
                piece_json(j, "hercules")["cell"] = cell_name(c);
                give_hand(j, 0, "short_sword");
            });
            REQUIRE(legal(s, "play short_sword on hercules"));
            for (auto [h, w] : {std::pair{24, 80}, {48, 160}}) {
                TempDir dir;
                auto stack = open_table(dir, s);
                stack->feed('p');
                const std::string menu = render(*stack, h, w, true);
                CHECK_MESSAGE(menu.find("Play Short Sword (1 dinar)") != std::string::npos, menu);  // "on Hercules" may wrap
                CHECK(menu.find("Short Sword (2 dinars)") == std::string::npos);
            }
            return;
        }
    }
    FAIL("no face-up card indicator of value 1 in the first seeds");
}

TEST_CASE("CGS table: the keep menu stays open on the next card until the keeping is done") {
    TempDir dir;
    auto keep = open_table(dir, new_game(6));
    keep->feed(key::Enter);  // the menu
    keep->feed(key::Down);   // the second card
    auto entry_at = [](const std::string& screen, std::size_t row_from_cursor) {
        std::vector<std::string> names;
        for (std::size_t at = screen.find("Keep "); at != std::string::npos; at = screen.find("Keep ", at + 1)) {
            if (screen.compare(at, 10, "Keep which") == 0) continue;
            names.push_back(screen.substr(at + 5, screen.find("  ", at) - at - 5));
        }
        const std::size_t cur = screen.find("> Keep ");
        if (cur == std::string::npos) return std::string();
        const std::string here = screen.substr(cur + 7, screen.find("  ", cur) - cur - 7);
        for (std::size_t i = 0; i < names.size(); ++i)
            if (names[i] == here) return i + row_from_cursor < names.size() ? names[i + row_from_cursor] : std::string();
        return std::string();
    };
    const std::string before = render(*keep, 40, 120, false);
    const std::string next = entry_at(before, 1);
    REQUIRE(!next.empty());
    keep->feed(key::Enter);  // one card kept: the menu is still open, on the card after it
    const std::string after = render(*keep, 40, 120, false);
    CHECK_MESSAGE(after.find("> Keep " + next) != std::string::npos, after);
    keep->feed(key::Enter);  // the second: the keeping is done, the menu closes
    CHECK(render(*keep, 40, 120, false).find("> Keep ") == std::string::npos);
}

TEST_CASE("CGS table: at 80x24 a menu keeps the side panel's width; its long entries wrap") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    const std::string before = render(*stack, 24, 80, true);
    const std::size_t left = before.find("┌ P1 (you)");
    REQUIRE(left != std::string::npos);
    stack->feed('m');
    const std::string menu = render(*stack, 24, 80, true);
    REQUIRE(menu.find("Every move you can make") != std::string::npos);
    CHECK_MESSAGE(menu.find("┌ P1 (you)") == left, menu);  // the same column: the map beside it stays in sight
}

// Issue 18: nothing is cut without a mark. A place's name too long for its hex ends in "…" ("."
// in ASCII, where "~" is water); the log shows whole entries only, never the tail of one whose
// first row scrolled away; a side panel too short for the hand ends in the cut mark.
TEST_CASE("CGS table: cut names end in a mark, the log shows whole entries, a cut hand is marked") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    const std::string wide = render(*stack, 48, 160, true);
    CHECK_MESSAGE(wide.find("Fishing Vi…") != std::string::npos, wide);
    CHECK(wide.find("Fishing Vil[") == std::string::npos);
    const std::string ascii = render(*stack, 48, 160, false);
    CHECK_MESSAGE(ascii.find("Fishing Vi.") != std::string::npos, ascii);

    // A long entry (three rows at 80 columns) under a growing number of short ones: wherever the
    // log's top falls, the long entry's end shows only with its beginning.
    const View base = view_for(moving(3), 0);
    tui::Theme t;
    t.glyphs = &tui::unicode_glyphs();
    TableUi ui;
    ui.map.cursor = kOlympusCell;
    ui.labels = {"P1 (you)", "P2"};
    ui.prompt = "Your move.";
    int tail_alone = 0, whole = 0;
    for (int shorts = 0; shorts < 12; ++shorts) {
        View v = base;
        v.log = {"FIRSTWORD " + std::string(60, 'a') + " " + std::string(60, 'b') + " LASTWORD"};
        for (int i = 0; i < shorts; ++i) v.log.push_back("Short line " + std::to_string(i) + ".");
        tui::MemoryCanvas c(23, 80);
        draw_table(c, {0, 0, 23, 80}, v, ui, t);
        const std::string text = c.to_text();
        const bool first = text.find("FIRSTWORD") != std::string::npos, last = text.find("LASTWORD") != std::string::npos;
        tail_alone += last && !first;
        whole += first && last;
    }
    CHECK(whole > 0);
    CHECK(tail_alone == 0);
    // A hand of 20 cards does not fit the panel at 80x24: its last row ends in the cut mark.
    View big = base;
    auto& hand = big.seats[static_cast<std::size_t>(big.seat)].hand;
    REQUIRE(!hand.empty());
    while (hand.size() < 20) hand.push_back(hand.front());
    tui::MemoryCanvas c(23, 80);
    tui::Theme ascii_theme;
    ascii_theme.glyphs = &tui::ascii_glyphs();
    draw_table(c, {0, 0, 23, 80}, big, ui, ascii_theme);
    const auto rows = panel_rows(c.to_text());
    REQUIRE(rows.size() > 2);
    const std::string last = rows.back().substr(0, rows.back().find_last_not_of(' ') + 1);
    CHECK_MESSAGE(last.ends_with("~"), c.to_text());
}

// Issue 18: the key line tells the truth. i and L show where the line has room (at 160 columns);
// in the card phase the prompt names p, and the line at 80 columns shows it.
TEST_CASE("CGS table: the key line shows i and L at 160 columns, and p at 80 in the card phase") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    const std::string wide = render(*stack, 48, 160, true);
    const std::string keys = wide.substr(wide.rfind('\n', wide.size() - 2) + 1);
    CHECK_MESSAGE(keys.find("i read it whole") != std::string::npos, keys);
    CHECK_MESSAGE(keys.find("L whole log") != std::string::npos, keys);
    std::optional<State> play;
    for (std::uint64_t seed = 1; seed < 40 && !play; ++seed) {
        State s = started(seed);
        for (int i = 0; i < 300 && !s.is_terminal(); ++i) {
            if (s.phase() == Phase::Play && s.current_player() == 0) {
                play = s;
                break;
            }
            s.apply(legal(s, "done") ? *Action::parse("done") : s.legal_actions().front());
        }
    }
    REQUIRE(play);
    TempDir dir2;
    auto cards = open_table(dir2, *play);
    const std::string small = render(*cards, 24, 80, true);
    REQUIRE(small.find("p plays a card") != std::string::npos);
    const std::string line = small.substr(small.rfind('\n', small.size() - 2) + 1);
    CHECK_MESSAGE(line.find("p play a card") != std::string::npos, small);
}

// Issue 18: in ASCII "+" is every frame's corner, so a reachable hex shows "o" there, and the
// prompt names the mark the map shows.
TEST_CASE("CGS table: in ASCII a reachable hex shows o, not the frames' +, and the prompt says so") {
    TempDir dir;
    auto stack = open_table(dir, moving(3));
    const std::string ascii = render(*stack, 24, 80, false);
    int marks = 0;
    bool plus_on_map = false;
    for (std::size_t at = 0; at < ascii.size();) {
        const std::size_t nl = ascii.find('\n', at);
        const std::string row = ascii.substr(at, nl == std::string::npos ? std::string::npos : nl - at);
        const std::string map_part = row.substr(0, std::min<std::size_t>(row.size(), 48));  // left of the panel
        plus_on_map |= map_part.find('+') != std::string::npos;
        for (std::size_t i = 1; i + 1 < map_part.size(); ++i) marks += map_part[i] == 'o' && map_part[i - 1] == ' ';
        if (nl == std::string::npos) break;
        at = nl + 1;
    }
    CHECK_MESSAGE(!plus_on_map, ascii);
    CHECK_MESSAGE(marks >= 3, ascii);
    CHECK_MESSAGE(ascii.find("Enter on an o hex") != std::string::npos, ascii);
    // Unicode keeps "+", no frame's corner.
    CHECK(render(*stack, 24, 80, true).find("Enter on a + hex") != std::string::npos);
}

// Issue 18 leftovers: the end says why, a sheet counts no steps after it, the panel beside the
// inspector shows a 9-card hand whole, and the log tells how many rows it had.
TEST_CASE("CGS table: the end says why, no steps after it, a 9-card hand whole at 160x48, the log's room") {
    View v = view_for(moving(3), 0);
    // C2.4's win and the round cap, each with its reason.
    View won = v;
    won.phase = Phase::Over;
    won.winner = 1;
    CHECK(ending_words(won, "P2 (skilled)") == "P2 (skilled) wins: first to overcome the encounter on Olympus.");
    View capped = won;
    capped.winner = -1;
    capped.round = 80;
    CHECK(ending_words(capped, "?").find("undecided: nobody overcame the encounter on Olympus within the 80 rounds") !=
          std::string::npos);
    // A sheet after the end counts no steps.
    const PieceView* hero = nullptr;
    for (const auto& p : v.pieces)
        if (p.seat == 0 && is_character(p.kind)) hero = &p;
    REQUIRE(hero);
    auto has_steps = [](const std::vector<std::string>& ls) {
        return std::any_of(ls.begin(), ls.end(), [](const std::string& l) { return l.find("steps left") != std::string::npos; });
    };
    CHECK(has_steps(sheet_lines(v, *hero, {"P1", "P2"}, 80)));
    View over = v;
    over.phase = Phase::Over;
    CHECK(!has_steps(sheet_lines(over, *hero, {"P1", "P2"}, 80)));
    // A narrow panel wraps the values by whole pairs: no row ends on a label without its value.
    const auto narrow = sheet_lines(v, *hero, {"P1", "P2"}, 38);
    REQUIRE(narrow.size() >= 3);
    CHECK(narrow[1].starts_with("Def "));
    for (const std::string& row : narrow) {
        CHECK(tui::text_width(row) <= 38);
        for (const char* label : {"Def", "Rng", "Mel", "Cmd", "Dip", "Mag", "Spd"})
            CHECK_MESSAGE(!row.ends_with(label), row);
    }
    CHECK(sheet_lines(v, *hero, {"P1", "P2"}, 80)[1].find("Spd") != std::string::npos);  // one row where it fits

    // Nine cards in hand at 160x48 beside the inspector: the last one's name shows.
    View nine = v;
    auto& hand = nine.seats[static_cast<std::size_t>(nine.seat)].hand;
    REQUIRE(!hand.empty());
    hand.resize(1);
    while (hand.size() < 9) hand.push_back(hand.front());
    const std::string name = v.content->card_def(hand.front()).name + " (";
    tui::Theme t;
    t.glyphs = &tui::ascii_glyphs();
    TableUi ui;
    ui.map.cursor = kOlympusCell;
    ui.labels = {"P1 (you)", "P2"};
    ui.prompt = "Your move.";
    ui.inspector = tui::Inspection{"Olympus", {"The mountain."}};
    tui::MemoryCanvas big(47, 160);
    const tui::LogRoom room = draw_table(big, {0, 0, 47, 160}, nine, ui, t);
    // The panel's rows read as one text: a name wrapped over two rows is whole again.
    std::string text;
    for (const std::string& row : panel_rows(big.to_text())) {
        for (char ch : row)
            if (ch != ' ' || (!text.empty() && text.back() != ' ')) text += ch;
        if (!text.empty() && text.back() != ' ') text += ' ';
    }
    CHECK_MESSAGE(text.find("Hand (9)") != std::string::npos, big.to_text());
    CHECK_MESSAGE(text.find("~") == std::string::npos, big.to_text());  // nothing cut
    int named = 0;
    for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) ++named;
    CHECK_MESSAGE(named == 9, big.to_text());
    // The log keeps at least 15 rows under the panel, and says so.
    CHECK(room.rows >= 15);
    std::vector<std::string> turn(10, "P2's Xena moves a step.");
    CHECK(room.holds(turn));
    tui::MemoryCanvas small(23, 80);
    ui.inspector.reset();
    const tui::LogRoom little = draw_table(small, {0, 0, 23, 80}, v, ui, t);
    CHECK(little.rows < 10);
    CHECK(!little.holds(turn));
}
