// D1 and B6: drawing, paying, cheaper equipment on card indicators, one item per slot, handing
// equipment on, lasting cards counted down (the rulebook's two examples), reaction cards, periodic
// and conditional functions.
#include "cgs/seats.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;

namespace {

State in_phase(const std::string& phase, const std::function<void(nlohmann::json&)>& more = {},
               std::map<std::string, std::string> opts = {}) {
    return edit(arena(1, std::move(opts)), [&](nlohmann::json& j) {
        j["phase"] = phase;
        if (more) more(j);
    });
}

std::vector<std::string> cards_on(const State& s, const std::string& name) {
    std::vector<std::string> out;
    for (const Attached& a : s.piece(name)->cards) out.push_back(content()->card_def(a.card).key);
    return out;
}

// Plays "done" (or "pass", or the first legal action) until `seat`'s next turn has begun.
void next_turn_of(State& s, int seat) {
    const int turn = s.turn();
    for (int guard = 0; guard < 200 && !(s.turn() > turn && s.to_move() == seat && s.current_player() == seat); ++guard) {
        Action a = s.legal_actions().front();
        for (const Action& b : s.legal_actions())
            if (b.kind == Action::Kind::Done || b.kind == Action::Kind::Pass) a = b;
        s.apply(a);
        REQUIRE(s.check_invariants() == "");
    }
    REQUIRE(s.to_move() == seat);
}

}  // namespace

TEST_CASE("CGS cards: one card for each character sheet; an empty deck is the shuffled discards (D1.3)") {
    State s = in_phase("combat", {}, {{"characters", "hercules,xena+joxer"}});
    const std::size_t deck = s.draw_deck().size();
    act(s, "done");  // P1's creature phase has nothing to do: P2's turn begins
    CHECK(s.to_move() == 1);
    CHECK(s.seats()[1].hand.size() == 2u);  // two sheets, two cards
    CHECK(s.draw_deck().size() == deck - 2);
    // With the deck empty, the discard pile becomes the new deck.
    State e = in_phase("combat", [](nlohmann::json& j) {
        for (auto& c : j["draw"]) j["discard"].push_back(c);
        j["draw"] = nlohmann::json::array();
    });
    const std::size_t discards = e.discard_pile().size();
    act(e, "done");
    CHECK(logged(e, "The discard pile is shuffled into a new draw deck."));
    CHECK(e.seats()[1].hand.size() == 1u);
    CHECK(e.draw_deck().size() == discards - 1);
    CHECK(e.discard_pile().empty());
}

TEST_CASE("CGS cards: cards are paid in dinars to the bank; no card without the money (D1.4, B2.1)") {
    State s = in_phase("play", [](nlohmann::json& j) {
        give_hand(j, 0, "short_sword");
        give_hand(j, 0, "bronze_armour");
    });
    CHECK(s.seats()[0].dinars == 3);
    CHECK(!legal(s, "play bronze_armour on hercules"));  // 4 dinars
    const int bank = s.bank();
    act(s, "play short_sword on hercules");
    CHECK(s.seats()[0].dinars == 1);
    CHECK(s.bank() == bank + 2);
    CHECK(cards_on(s, "hercules") == std::vector<std::string>{"short_sword"});
    CHECK(s.value(*s.piece("hercules"), Stat::Melee) == 5);  // B6.15: the card's value adds
}

TEST_CASE("CGS cards: equipment is cheaper on a card indicator, never below 0 (B1.13)") {
    State s = in_phase("play", [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "4.2";  // card indicator 2
        j["seats"][0]["dinars"] = 1;
        j["bank"] = j["bank"].get<int>() + 2;
        give_hand(j, 0, "short_sword");  // 2 -> 0
        give_hand(j, 0, "bow");          // 3 -> 1
        give_hand(j, 0, "battle_cry");   // an ability: full price 2
    });
    CHECK(legal(s, "play bow on hercules"));
    CHECK(!legal(s, "play battle_cry on hercules"));
    act(s, "play short_sword on hercules");
    CHECK(s.seats()[0].dinars == 1);
    CHECK(logged(s, "P1 plays Short Sword on Hercules."));
    // A 1-dinar item with 2 off costs 0, not -1.
    State cloak = in_phase("play", [](nlohmann::json& j) {
        piece_json(j, "hercules")["cell"] = "4.2";
        give_hand(j, 0, "hooded_cloak");
    });
    const int bank = cloak.bank();
    act(cloak, "play hooded_cloak on hercules");
    CHECK(logged(cloak, "P1 plays Hooded Cloak on Hercules."));
    CHECK(cloak.bank() == bank);
}

TEST_CASE("CGS cards: a second item of a kind replaces the first (B6.33)") {
    State s = in_phase("play", [](nlohmann::json& j) {
        equip(j, "hercules", "bow");
        give_hand(j, 0, "short_sword");
    });
    act(s, "play short_sword on hercules");
    CHECK(cards_on(s, "hercules") == std::vector<std::string>{"short_sword"});
    CHECK(content()->card_def(s.discard_pile().top()).key == "bow");
}

TEST_CASE("CGS cards: a character's own cards are for that character (C1.13, B6.23)") {
    State s = in_phase("play", [](nlohmann::json& j) {
        give_hand(j, 0, "chakram");
        give_hand(j, 0, "son_of_zeus");
    });
    CHECK(!legal(s, "play chakram on hercules"));
    CHECK(legal(s, "play son_of_zeus on hercules"));
}

TEST_CASE("CGS cards: a player leading two heroes chooses which one a hero's own card goes to (issue 19)") {
    State s = in_phase("play", [](nlohmann::json& j) { give_hand(j, 0, "mighty_leap"); }, {{"characters", "hercules+iolaus,xena"}});
    CHECK(legal(s, "play mighty_leap on hercules"));
    CHECK(legal(s, "play mighty_leap on iolaus"));
    CHECK(!legal(s, "play mighty_leap on xena"));  // never on another player's character
    act(s, "play mighty_leap on iolaus");
    CHECK(cards_on(s, "iolaus") == std::vector<std::string>{"mighty_leap"});
}

TEST_CASE("CGS cards: a character card's counter joins a main character (B6.31)") {
    State s = in_phase("play", [](nlohmann::json& j) {
        give_hand(j, 0, "village_militia");
        piece_json(j, "hercules")["cell"] = "1.6";
    });
    act(s, "play village_militia on hercules");
    const Piece* m = s.piece("village_militia");
    REQUIRE(m);
    CHECK(m->kind == PieceKind::Ally);
    CHECK(m->seat == 0);
    CHECK(m->cell == *parse_cell("1.6"));
    CHECK(s.speed(*m) == 2);
}

TEST_CASE("CGS cards: a character card's counter put on an indicator enters it, and the indicator wakes (D2.31)") {
    // Hercules stands on creature indicator 1 of the proving lair with no creature there.
    State s = in_phase("play", [](nlohmann::json& j) {
        give_hand(j, 0, "village_militia");
        piece_json(j, "hercules")["cell"] = "4.1";
    });
    std::size_t creatures = 0;
    for (const Piece& p : s.pieces()) creatures += p.kind == PieceKind::Counter;
    act(s, "play village_militia on hercules");
    CHECK(logged(s, "Village Militia is put on " + where(s, *parse_cell("4.1"))));
    std::size_t after = 0;
    for (const Piece& p : s.pieces()) after += p.kind == PieceKind::Counter;
    CHECK(logged(s, "Village Militia activates the creature indicator 1 on " + where(s, *parse_cell("4.1"))));
    CHECK(after > creatures);  // creature counters came out of stack 1
}

TEST_CASE("CGS cards: equipment is handed on between characters in one hex, once a turn (D1.2)") {
    State s = in_phase("pass", [](nlohmann::json& j) { equip(j, "hercules", "shield"); }, {{"characters", "hercules+iolaus,xena"}});
    CHECK(legal(s, "give hercules shield iolaus"));
    act(s, "give hercules shield iolaus");
    CHECK(cards_on(s, "iolaus") == std::vector<std::string>{"shield"});
    CHECK(!legal(s, "give iolaus shield hercules"));  // not round in circles
    // Not to a character in another hex.
    State apart = in_phase("pass", [](nlohmann::json& j) {
        equip(j, "hercules", "shield");
        piece_json(j, "iolaus")["cell"] = "1.6";
    }, {{"characters", "hercules+iolaus,xena"}});
    CHECK(!legal(apart, "give hercules shield iolaus"));
}

TEST_CASE("CGS cards: a card lasting three rounds counts down and goes in the fourth (D1.12's example)") {
    State s = in_phase("play", [](nlohmann::json& j) { give_hand(j, 0, "blessing_three"); });
    act(s, "play blessing_three on hercules");
    REQUIRE(s.piece("hercules")->cards.size() == 1u);
    CHECK(s.piece("hercules")->cards[0].rounds == 3);
    CHECK(s.value(*s.piece("hercules"), Stat::Melee) == 5);
    next_turn_of(s, 0);  // the next round: 2
    CHECK(s.round() == 2);
    CHECK(s.piece("hercules")->cards[0].rounds == 2);
    next_turn_of(s, 0);  // 1
    CHECK(s.piece("hercules")->cards[0].rounds == 1);
    next_turn_of(s, 0);  // then the discard pile
    CHECK(s.piece("hercules")->cards.empty());
    CHECK(logged(s, "Three-Round Blessing on Hercules has run its course."));
    CHECK(s.value(*s.piece("hercules"), Stat::Melee) == 4);
}

TEST_CASE("CGS cards: a card of one round played last round is discarded now (D1.11's example)") {
    State s = in_phase("play", [](nlohmann::json& j) { give_hand(j, 0, "blessing_one"); });
    act(s, "play blessing_one on hercules");
    CHECK(s.piece("hercules")->cards.size() == 1u);
    next_turn_of(s, 0);
    CHECK(s.piece("hercules")->cards.empty());
}

TEST_CASE("CGS cards: a card for this turn only (D1.11)") {
    State s = in_phase("play", [](nlohmann::json& j) { give_hand(j, 0, "fleet_foot"); });
    act(s, "play fleet_foot on hercules");
    CHECK(s.speed(*s.piece("hercules")) == 4);
    next_turn_of(s, 1);
    CHECK(s.piece("hercules")->cards.empty());
    CHECK(s.speed(*s.piece("hercules")) == 2);
}

TEST_CASE("CGS cards: reaction cards answer an attack in another player's turn (D1.41)") {
    State s = edit(arena(), [](nlohmann::json& j) {
        j["phase"] = "combat";
        j["to_move"] = 1;
        j["first"] = 1;  // turn 1 of round 1 is the first seat's
        piece_json(j, "xena")["cell"] = "1.6";
        give_hand(j, 0, "dodge");
    });
    s = rigged(s, {5, 1});
    act(s, "attack xena hercules melee");
    CHECK(s.phase() == Phase::React);
    CHECK(s.current_player() == 0);
    CHECK(legal(s, "react dodge"));
    CHECK(legal(s, "pass"));
    act(s, "react dodge");
    CHECK(s.seats()[0].dinars == 2);
    CHECK(s.phase() == Phase::React);  // more may follow
    act(s, "pass");
    // Xena 4 + 5 = 9, against Hercules' 7 + 2.
    CHECK(logged(s, "Xena rolls for the attack on Hercules: melee 4 + a roll of 5 = 9 against defence 7 +2 (reaction) = 9. Hercules holds."));
    CHECK(!s.piece("hercules")->wounded);
}

TEST_CASE("CGS cards: the question comes whenever the attacked player holds cards, reactions or not") {
    State s = edit(arena(), [](nlohmann::json& j) {
        j["phase"] = "combat";
        j["to_move"] = 1;
        j["first"] = 1;  // turn 1 of round 1 is the first seat's
        piece_json(j, "xena")["cell"] = "1.6";
        give_hand(j, 0, "shield");
    });
    act(s, "attack xena hercules melee");
    CHECK(s.phase() == Phase::React);
    const auto legal_now = s.legal_actions();
    REQUIRE(legal_now.size() == 1u);
    CHECK(legal_now[0].to_string() == "pass");
}

TEST_CASE("CGS cards: periodic functions once a round, as the character's action (B6.13)") {
    State s = in_phase("combat", [](nlohmann::json& j) {
        equip(j, "hercules", "healing_herbs");
        piece_json(j, "hercules")["wounded"] = true;
    });
    act(s, "use hercules healing_herbs");
    CHECK_FALSE(s.piece("hercules")->wounded);
    CHECK(cards_on(s, "hercules").empty());  // used up
    // Sales Pitch: a diplomacy check for 2 dinars, once a round.
    State p = rigged(in_phase("combat", [](nlohmann::json& j) { equip(j, "salmoneus", "sales_pitch"); },
                              {{"characters", "salmoneus+iolaus,xena"}}),
                     {3});
    act(p, "use salmoneus sales_pitch");
    CHECK(logged(p, "Salmoneus makes a check with diplomacy 5 and rolls 3, where at most 5 succeeds. It succeeds."));
    CHECK(p.seats()[0].dinars == 9 + 4 + 2);
    CHECK(p.piece("salmoneus")->acted);
    for (const Action& a : p.legal_actions()) CHECK(a.a != "salmoneus");
}

TEST_CASE("CGS cards: Pick Pocket takes dinars from a player next door (B6.13)") {
    State s = in_phase("combat", [](nlohmann::json& j) {
        equip(j, "autolycus", "pick_pocket");
        piece_json(j, "xena")["cell"] = "1.6";
    }, {{"characters", "autolycus,xena"}});
    CHECK(legal(s, "use autolycus pick_pocket on p2"));
    act(s, "use autolycus pick_pocket on p2");
    CHECK(s.seats()[0].dinars == 6 + 2);
    CHECK(s.seats()[1].dinars == 3 - 2);
}

TEST_CASE("CGS cards: conditional functions fire when their condition is met (B6.13)") {
    // Monster Hunter: 2 dinars more for a creature.
    State s = rigged(in_phase("combat", [](nlohmann::json& j) {
                         equip(j, "hercules", "monster_hunter");
                         add_counter(j, "wolf", "1.6");
                     }),
                     {5});
    act(s, "attack hercules wolf melee");
    CHECK(s.seats()[0].dinars == 3 + 1 + 2);
    // A harpy must swoop on a character coming next to it.
    State h = rigged(edit(arena(), [](nlohmann::json& j) {
                         add_counter(j, "harpy", "1.1");
                         j["to_move"] = 0;
                         j["first"] = 0;  // turn 1 of round 1 is the first seat's
                     }),
                     {1, 1});
    act(h, "move hercules 1.6");
    CHECK(logged(h, "Harpy swoops on Hercules."));
    CHECK(logged(h, "Harpy"));
    // The hydra grows back at the start of a turn.
    State y = edit(in_phase("combat"), [](nlohmann::json& j) {
        add_counter(j, "hydra", "3.0");
        slot_json(j, 3)["revealed"] = true;
        piece_json(j, "hydra")["wounded"] = true;
    });
    act(y, "done");
    CHECK(!y.piece("hydra")->wounded);
    CHECK(logged(y, "Hydra is healed."));
}

TEST_CASE("CGS cards: a turn's draw from two empty decks logs nothing, never 'draws 0 cards' (issue 18)") {
    // Novices hoard cards: their games run both decks dry, and every turn after draws nothing.
    int dry_turns = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        State s = new_game(seed, {{"players", "2"}});
        Rng r(seed);
        for (int n = 0; n < 4000 && !s.is_terminal(); ++n) {
            const bool dry = s.draw_deck().empty() && s.discard_pile().empty();
            const int turn = s.turn();
            s.apply(computer_move(s, Level::Novice, r));
            dry_turns += dry && s.turn() > turn && s.draw_deck().empty() && s.discard_pile().empty();
            for (const std::string& line : s.log()) REQUIRE_MESSAGE(line.find(" draws 0 ") == std::string::npos, line);
        }
    }
    CHECK(dry_turns > 0);
}
