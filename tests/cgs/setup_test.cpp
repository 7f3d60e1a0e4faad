// C1-C2.2 and B3: setting up. Starting hands from the characters' own cards, decks, starting
// tiles by player count turned by their team, base camps, dinars, who begins; options.
#include <set>

#include "cgs_test.hpp"

using namespace cgs_test;

TEST_CASE("CGS setup: starting hands are picked from the main character's own cards (C1.13)") {
    State s = new_game(3);
    REQUIRE(s.phase() == Phase::Keep);
    CHECK(s.current_player() == 0);
    // Hercules picks 2 of his 4 cards; the choice offers only his.
    const auto legal = s.legal_actions();
    CHECK(legal.size() == 4u);
    for (const Action& a : legal) {
        CHECK(a.kind == Action::Kind::Keep);
        CHECK(content()->card_def(*content()->card(a.a)).character == "hercules");
    }
    act(s, "keep son_of_zeus");
    act(s, "keep stand_firm");
    CHECK(s.current_player() == 1);  // then Xena's player
    act(s, "keep chakram");
    act(s, "keep war_cry");
    CHECK(s.phase() == Phase::Orient);
    CHECK(s.seats()[0].hand.size() == 2u);
    CHECK(s.seats()[1].hand.size() == 2u);
    // The cards not picked went into the draw deck; cards of characters nobody leads are left out.
    std::multiset<std::string> deck;
    for (CardId c : s.draw_deck().bottom_first()) deck.insert(content()->card_def(c).key);
    CHECK(deck.count("mighty_leap") == 1);
    CHECK(deck.count("flying_leap") == 1);
    CHECK(deck.count("son_of_zeus") == 0);
    CHECK(deck.count("sales_pitch") == 0);  // Salmoneus is not in this game
    for (CardId c : s.draw_deck().bottom_first()) CHECK(!content()->card_def(c).encounter_deck);
    for (CardId c : s.encounter_deck().bottom_first()) CHECK(content()->card_def(c).encounter_deck);
    CHECK(s.check_invariants() == "");
}

TEST_CASE("CGS setup: the tiles turned over at the start by player count (C2.11)") {
    for (int players : {2, 3, 4}) {
        State s = new_game(10 + static_cast<std::uint64_t>(players), {{"players", std::to_string(players)}});
        while (s.phase() == Phase::Keep) s.apply(s.legal_actions().front());
        REQUIRE(s.phase() == Phase::Orient);
        std::vector<int> orienting;
        while (s.phase() == Phase::Orient) {
            // The tile in front of the team is face up while it chooses its turn (six choices).
            std::vector<int> up;
            for (int p = 1; p <= 6; ++p)
                if (s.map().slots[static_cast<std::size_t>(p)].revealed) up.push_back(p);
            orienting.push_back(up.back());
            CHECK(s.legal_actions().size() == 6u);
            act(s, "orient 2");
        }
        std::vector<int> up;
        for (int p = 1; p <= 6; ++p)
            if (s.map().slots[static_cast<std::size_t>(p)].revealed) {
                up.push_back(p);
                CHECK(s.map().slots[static_cast<std::size_t>(p)].turn == 2);
            }
        CHECK(up == start_positions(players));
        CHECK(orienting == start_positions(players));
    }
}

TEST_CASE("CGS setup: base camps off indicators on the team's tile; characters and dinars (C2.12-C2.14)") {
    State s = new_game(21);
    while (s.phase() != Phase::Camp) s.apply(s.legal_actions().front());
    const int slot = s.teams()[0].position;
    CHECK(slot == 1);
    for (const Action& a : s.legal_actions()) {
        const CellId c = *parse_cell(a.a);
        CHECK(slot_of(c) == slot);
        const HexDef* h = s.map().hex(*content(), c);
        CHECK(h->indicator != IndicatorKind::Encounter);
        CHECK(h->indicator != IndicatorKind::Creature);
    }
    const std::string camp = s.legal_actions().back().a;
    act(s, "camp " + camp);
    CHECK(s.teams()[0].camp == *parse_cell(camp));
    CHECK(s.piece("hercules")->cell == *parse_cell(camp));
    CHECK(s.current_player() == 1);
    act(s, s.legal_actions().front().to_string());
    CHECK(s.piece("xena")->cell == s.teams()[1].camp);
    // Dinars from the sheets (our numbers: Hercules 3, Xena 3).
    CHECK(s.seats()[0].dinars == 3);
    CHECK(s.seats()[1].dinars == 3);
    // Without team play each team is one player, and the log names the player, never a team.
    CHECK(logged(s, "P1 places a base camp on the "));  // named by terrain and landmark, never coordinates
    CHECK(logged(s, "P2 places a base camp on "));
    CHECK(logged(s, "P1 lays the tile at position 1 as it lies."));  // the first way offered: unturned
    CHECK(logged(s, "P2 lays the tile at position 4 as it lies."));
    CHECK_FALSE(logged(s, "Team "));
    // C2.2: the rolls for who begins are in the log; the game is in a player's turn.
    CHECK(logged(s, "Who begins?"));
    CHECK(s.turn() == 1);
    CHECK(s.round() == 1);
    CHECK(s.to_move() == s.current_player());
    CHECK((s.phase() == Phase::Play || s.phase() == Phase::Move));
}

TEST_CASE("CGS setup: main characters from their sheets (B3, B5.2)") {
    State s = started(5, {{"characters", "salmoneus+autolycus,xena+joxer"}});
    const Piece& sal = *s.piece("salmoneus");
    CHECK(sal.kind == PieceKind::Main);
    CHECK(s.value(sal, Stat::Diplomacy) == 5);
    CHECK(s.value(sal, Stat::Defence) == 4);
    CHECK(s.speed(sal) == 2);
    // Two sheets, two hands and two purses for one player.
    CHECK(s.seats()[0].sheets.size() == 2u);
    CHECK(s.seats()[0].dinars == 9 + 6);
    CHECK(s.piece("autolycus")->seat == 0);
    CHECK(s.piece("joxer")->seat == 1);
}

TEST_CASE("CGS setup: options are checked") {
    auto error = [](std::map<std::string, std::string> v) -> std::string {
        try {
            new_game(1, std::move(v));
        } catch (const OptionError& e) {
            return e.what();
        }
        return "";
    };
    CHECK(error({{"players", "5"}}).find("players") != std::string::npos);
    CHECK(error({{"players", "two"}}).find("whole number") != std::string::npos);
    CHECK(error({{"characters", "hercules,ares"}}).find("ares") != std::string::npos);
    CHECK(error({{"characters", "hercules,xena+hercules"}}) == "cgs: two seats cannot lead the same main character (Hercules)");
    CHECK(error({{"characters", "hercules,xena"}, {"players", "3"}}).find("seats") != std::string::npos);
    CHECK(error({{"colour", "red"}}).find("colour") != std::string::npos);
    CHECK(error({{"teams", "on"}}).find("3 or 4") != std::string::npos);
    // A3, C1.11: teams lead the same number of main characters.
    CHECK(error({{"teams", "on"}, {"characters", "hercules,xena,iolaus"}}).find("same number") != std::string::npos);
    CHECK(error({{"teams", "on"}, {"characters", "hercules,xena+joxer,iolaus"}}) == "");
    CHECK(error({{"olympus", "0"}}).find("olympus") != std::string::npos);
    CHECK(error({}) == "");
}

TEST_CASE("CGS setup: the highest roll begins, ties roll again (C2.2)") {
    auto first_with = [](const std::vector<int>& rolls) {
        State s = new_game(30);
        while (s.phase() != Phase::Camp || s.current_player() != 1) s.apply(s.legal_actions().front());
        s = rigged(s, rolls);
        s.apply(s.legal_actions().front());
        return s;
    };
    State a = first_with({2, 5});
    CHECK(logged(a, "Who begins? P1 rolls 2. P2 rolls 5."));
    CHECK(a.to_move() == 1);
    State b = first_with({4, 4, 6, 3});
    // The tie is said, so the second "Who begins?" does not read as the same line twice.
    CHECK(logged(b, "Who begins? P1 rolls 4. P2 rolls 4. P1 and P2 tie at 4 and roll again."));
    CHECK(logged(b, "Who begins? P1 rolls 6. P2 rolls 3."));
    CHECK(b.to_move() == 0);
    CHECK(b.round() == 1);
}
