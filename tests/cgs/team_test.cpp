// A3, B2.1, B2.3, B2.4, C1.11, C2.2, D1.2, D1.3: team play. Two teams, seats alternating, one
// base camp and one set of banners per team, team mates helping with dinars and cards.
#include "cgs/inspect.hpp"
#include "cgs_test.hpp"

using namespace cgs_test;

TEST_CASE("CGS teams: seats alternate, one tile and one camp per team (A3, C2.2, C2.11, B2.4)") {
    State s = new_game(7, {{"players", "4"}, {"teams", "on"}});
    CHECK(s.num_teams() == 2);
    CHECK(s.team_of(0) == 0);
    CHECK(s.team_of(1) == 1);
    CHECK(s.team_of(2) == 0);
    CHECK(s.team_of(3) == 1);
    while (s.phase() == Phase::Keep) s.apply(s.legal_actions().front());
    // Two teams turn over positions 1 and 4, as two players would.
    int orients = 0;
    while (s.phase() == Phase::Orient) {
        ++orients;
        act(s, "orient 0");
    }
    CHECK(orients == 2);
    CHECK(s.map().slots[1].revealed);
    CHECK(s.map().slots[4].revealed);
    CHECK(!s.map().slots[2].revealed);
    // One camp per team; every main character of the team starts there.
    act(s, s.legal_actions().front().to_string());
    act(s, s.legal_actions().front().to_string());
    CHECK(s.piece("hercules")->cell == s.piece("iolaus")->cell);
    CHECK(s.piece("xena")->cell == s.piece("gabrielle")->cell);
    CHECK(s.piece("hercules")->cell != s.piece("xena")->cell);
    // With team play the set-up log names the team.
    CHECK(logged(s, "Team 2 (P2+P4) lays the tile at position 4 as it lies."));  // not "turned 0 degrees"
    CHECK(logged(s, "Team 1 (P1+P3) places its base camp on "));
    // Turns run through the seats in order, so the teams alternate.
    const int first = s.to_move();
    std::vector<int> order{first};
    for (int k = 0; k < 3; ++k) {
        const int turn = s.turn();
        while (s.turn() == turn) {
            Action a = s.legal_actions().front();
            for (const Action& b : s.legal_actions())
                if (b.kind == Action::Kind::Done || b.kind == Action::Kind::Pass) a = b;
            s.apply(a);
        }
        order.push_back(s.to_move());
    }
    for (std::size_t i = 1; i < order.size(); ++i) CHECK(s.team_of(order[i]) != s.team_of(order[i - 1]));
}

TEST_CASE("CGS teams: banners are the team's; team mates pay when a player is short (B2.1, B2.3)") {
    State s = started(8, {{"players", "4"}, {"teams", "on"}});
    s = edit(s, [](nlohmann::json& j) {
        for (int p = 1; p <= 6; ++p) slot_json(j, p)["revealed"] = true;
        j["phase"] = "play";
        j["to_move"] = 0;
        j["first"] = 0;  // turn 1 of round 1 is the first seat's
        j["bank"] = j["bank"].get<int>() + j["seats"][0]["dinars"].get<int>() - 1;
        j["seats"][0]["dinars"] = 1;
        give_hand(j, 0, "shield");
    });
    // A banner placed by either team mate counts for both.
    CellId ind = -1;
    for (CellId c = 0; c < kCells; ++c)
        if (const HexDef* h = s.map().hex(*content(), c); h && h->indicator == IndicatorKind::Encounter && c != kOlympusCell) ind = c;
    REQUIRE(ind >= 0);
    State b = edit(s, [&](nlohmann::json& j) { j["banners"][cell_name(ind)] = 0; });
    CHECK(b.banner_total(0) == b.map().hex(*content(), ind)->value);
    CHECK(b.banner_total(1) == 0);
    // P1 has 1 dinar; P3 (same team) makes up the rest of the shield's 2.
    const int p3 = s.seats()[2].dinars;
    CHECK(s.purse(0) == 1 + p3);
    act(s, "play shield on hercules");
    CHECK(s.seats()[0].dinars == 0);
    CHECK(s.seats()[2].dinars == p3 - 1);
}

TEST_CASE("CGS teams: cards handed to team mates; equipment to a team mate's character in the hex (D1.2, D1.3)") {
    State s = started(9, {{"players", "4"}, {"teams", "on"}});
    s = edit(s, [](nlohmann::json& j) {
        j["phase"] = "play";
        j["to_move"] = 0;
        j["first"] = 0;  // turn 1 of round 1 is the first seat's
        give_hand(j, 0, "horse");
    });
    CHECK(legal(s, "share horse p3"));
    CHECK(!legal(s, "share horse p2"));  // the other team
    act(s, "share horse p3");
    CHECK(s.seats()[2].hand.back() == *content()->card("horse"));
    State g = edit(s, [](nlohmann::json& j) {
        j["phase"] = "pass";
        equip(j, "hercules", "shield");
    });
    CHECK(g.piece("hercules")->cell == g.piece("iolaus")->cell);
    CHECK(legal(g, "give hercules shield iolaus"));
}

TEST_CASE("CGS teams: with three players the turns go P1, P2, P3 and round again (C2.2, see RULINGS)") {
    State s = started(9, {{"players", "3"}, {"teams", "on"}, {"characters", "hercules,xena+joxer,iolaus"}});
    CHECK(s.team_of(0) == s.team_of(2));
    CHECK(s.team_of(1) != s.team_of(0));
    std::vector<int> order{s.to_move()};
    for (int k = 0; k < 6; ++k) {
        const int turn = s.turn();
        while (s.turn() == turn && !s.is_terminal()) {
            Action a = s.legal_actions().front();
            for (const Action& b : s.legal_actions())
                if (b.kind == Action::Kind::Done || b.kind == Action::Kind::Pass) a = b;
            s.apply(a);
        }
        order.push_back(s.to_move());
    }
    // Every seat once in each stretch of three turns, in seat order.
    for (std::size_t i = 1; i < order.size(); ++i) CHECK(order[i] == (order[i - 1] + 1) % 3);
}

TEST_CASE("CGS teams: teams of other sizes, and three teams, named by a letter per seat (A3, C2.2)") {
    // P1, P2 and P3 against P4, who leads as many main characters as the three together.
    State s = started(10, {{"players", "4"}, {"teams", "AAAB"}, {"characters", "hercules,iolaus,autolycus,xena+gabrielle+joxer"}});
    CHECK(s.num_teams() == 2);
    CHECK(s.team_of(0) == 0);
    CHECK(s.team_of(2) == 0);
    CHECK(s.team_of(3) == 1);
    // C2.2: the first of each team, then the second of each team that has one, and so on.
    CHECK(s.seat_after(0) == 3);
    CHECK(s.seat_after(3) == 1);
    CHECK(s.seat_after(1) == 2);
    CHECK(s.seat_after(2) == 0);
    // Three teams: three starting tiles, as for three players (C2.11).
    State three = new_game(11, {{"players", "4"}, {"teams", "ABCA"}, {"characters", "hercules,xena+gabrielle,iolaus+joxer,autolycus"}});
    CHECK(three.num_teams() == 3);
    CHECK(three.seat_after(0) == 1);
    CHECK(three.seat_after(1) == 2);
    CHECK(three.seat_after(2) == 3);
    CHECK(three.seat_after(3) == 0);
    CHECK(State::from_json(three.to_json(), content()) == three);
    // Unequal numbers of main characters, one team only, or a wrong letter are refused.
    auto refused = [](std::map<std::string, std::string> v) {
        try {
            (void)new_game(1, std::move(v));
        } catch (const OptionError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    CHECK(refused({{"players", "4"}, {"teams", "AAAB"}}).find("same number") != std::string::npos);
    CHECK(refused({{"players", "3"}, {"teams", "AAA"}}).find("two teams") != std::string::npos);
    CHECK(refused({{"players", "3"}, {"teams", "AXB"}}).find("letter") != std::string::npos);
}

TEST_CASE("CGS teams: a team is said by its members, and a game without teams never says 'team' (issue 18)") {
    // With teams: "Team 1 (P1+P3)" in the log, on the panel's words and in the inspector.
    State t = started(7, {{"players", "4"}, {"teams", "on"}});
    CHECK(logged(t, "Team 1 (P1+P3) places its base camp on"));
    const View tv = view_for(t, 0);
    CHECK(tv.team_called(0) == "Team 1 (P1+P3)");
    CHECK(tv.team_called(1) == "Team 2 (P2+P4)");
    // Without teams: each team is its one player, and no line of the log says "team".
    State s = started(7, {{"players", "3"}});
    CHECK(view_for(s, 0).team_called(1) == "P2");
    for (const std::string& line : s.log()) {
        std::string lower = line;
        for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        CHECK_MESSAGE(lower.find("team") == std::string::npos, line);
    }
    CHECK(s.describe(0).find("team") == std::string::npos);
    CHECK(s.describe(0).find("Team") == std::string::npos);
    // Nor the inspector, on any hex (an indicator's banner counts toward its owner's total).
    const View sv = view_for(s, 0);
    for (int c = 0; c < kCells; ++c) {
        Focus f;
        f.cursor = static_cast<CellId>(c);
        const tui::Inspection in = inspect_at(sv, f, {});
        for (const std::string& line : in.lines) CHECK_MESSAGE(line.find("team") == std::string::npos, line);
    }
}
