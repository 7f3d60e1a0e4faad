// "Ending the game and the winner": every way it ends.
#include "hz_test.hpp"

using namespace hz;

TEST_CASE("a player who cannot spend all action points loses") {
    // Hera has two points, one card to lay and nothing else she may do afterwards: her deck is
    // empty, the first round forbids challenges and her hand will be empty.
    State s = pos(R"({"turn":1,"to_move":"hera","hera":{"field":[["hydra"],["harpy"]],"hand":["furies"]},
        "zeus":{"field":[["giant"]]}})");
    auto j = s.to_json();
    j["hera"]["discard"] = j["hera"]["deck"];
    j["hera"]["deck"] = nlohmann::json::array();
    s = State::from_json(j);
    REQUIRE_FALSE(s.is_terminal());
    act(s, "play furies col3 pos1");
    CHECK(s.is_terminal());
    CHECK(s.winner() == kZeus);
    CHECK(s.end_reason() == EndReason::Stuck);
}

TEST_CASE("a player who begins a turn with no card on the table loses") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["furies"]]},"zeus":{"field":[["giant"]]}})");
    act(s, "challenge col1");  // Zeus's last point takes Hera's last card
    CHECK(s.is_terminal());
    CHECK(s.winner() == kZeus);
    CHECK(s.end_reason() == EndReason::EmptyField);
    CHECK(end_headline(s.board()) == "Zeus wins because Hera began a turn with no card on the table.");
}

TEST_CASE("challenging the hostage in the first row wins, whatever the challenger's strength") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["io","nemesis"]]},"zeus":{"field":[["pegasus"],["giant"]]}})");
    act(s, "challenge col1");
    CHECK(s.winner() == kZeus);
    CHECK(s.end_reason() == EndReason::HostageChallenged);
    State h = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]]},"zeus":{"field":[["argus"]]}})");
    act(h, "challenge col1");
    CHECK(h.winner() == kHera);
}

TEST_CASE("Pegasus striking the hostage in the first row wins") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},"zeus":{"field":[["argus","giant"]]}})");
    act(s, "pegasus col1");
    CHECK(s.winner() == kHera);
    CHECK(s.end_reason() == EndReason::HostageChallenged);
}

TEST_CASE("Pegasus picking the hostage from the hand wins") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["giant"]],"hand":["argus"]}})");
    act(s, "pegasus hand");
    CHECK(s.winner() == kHera);
    CHECK(s.end_reason() == EndReason::HostageRaided);
    // The hostage is Hera's now: gone from Zeus's hand, face up in her keeping, seen by both.
    CHECK(hand(s, kZeus).empty());
    CHECK(s.cards().token(s.board().pending.type, kZeus) == "argus");
    CHECK(s.board().pending.flags == kFaceUp);
    for (int seat : {kHera, kZeus}) CHECK(s.view_for(seat).board.pending.type == s.board().pending.type);
    CHECK(State::from_json(s.to_json()).to_json() == s.to_json());  // a finished game's save reads back
}

TEST_CASE("Pegasus picking Pandora from a hand that holds the hostage wins") {
    std::map<EndReason, int> seen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        std::string spec = R"({"seed":)" + std::to_string(seed) + R"(,"to_move":"zeus","hera":{"field":[["hydra"]],
            "hand":["io","pandora"]},"zeus":{"field":[["giant"]],"hand":["pegasus"]}})";
        State s = State::from_position(nlohmann::json::parse(spec));
        act(s, "pegasus hand");
        CHECK(s.winner() == kZeus);
        ++seen[s.end_reason()];
        if (s.end_reason() == EndReason::PandoraHand) CHECK(discard(s, kHera).size() == 2);
    }
    CHECK(seen[EndReason::PandoraHand] > 0);
    CHECK(seen[EndReason::HostageRaided] > 0);
}

TEST_CASE("challenging Pandora with the opponent's hostage in that column wins") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","harpy"]]},
        "zeus":{"field":[["pandora","giant","argus"]]}})");
    act(s, "challenge col1");
    CHECK(s.winner() == kHera);
    CHECK(s.end_reason() == EndReason::PandoraColumn);
}

TEST_CASE("challenging Pandora with both hostages in the column loses") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","io"],["artemis"]]},
        "zeus":{"field":[["pandora","argus"],["giant"]]}})");
    act(s, "challenge col1");
    CHECK(s.winner() == kZeus);
    CHECK(s.end_reason() == EndReason::PandoraColumn);
}

TEST_CASE("challenging Pandora with one's own hostage in the column loses") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra","io"],["artemis"]]},
        "zeus":{"field":[["pandora","giant"],["giant"]]}})");
    act(s, "challenge col1");
    CHECK(s.winner() == kZeus);
    CHECK(s.end_reason() == EndReason::PandoraColumn);
}

TEST_CASE("the project's turn cap ends an endless game drawn") {
    State s = pos(R"({"to_move":"hera","turn":10,"max_turns":10,"hera":{"field":[["hydra"]]},"zeus":{"field":[["giant"]]}})");
    act(s, "draw");
    CHECK(s.is_terminal());
    CHECK(s.winner() == -1);
    CHECK(s.end_reason() == EndReason::TurnLimit);
}

TEST_CASE("a finished game offers no moves and refuses them") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]]},"zeus":{"field":[["argus"]]}})");
    act(s, "challenge col1");
    CHECK(s.legal_actions().empty());
    CHECK_THROWS_AS(s.apply(Action::draw()), std::invalid_argument);
}

TEST_CASE("a player who begins a turn with nothing to spend a point on loses at once") {
    // Hera's Medusa cannot challenge, her hand and deck are empty: Zeus's last point ends his
    // turn, and Hera's turn ends the game before she acts.
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["medusa"]]},"zeus":{"field":[["giant"]]}})");
    auto j = s.to_json();
    j["hera"]["discard"] = j["hera"]["deck"];
    j["hera"]["deck"] = nlohmann::json::array();
    s = State::from_json(j);
    act(s, "draw");
    CHECK(s.is_terminal());
    CHECK(s.winner() == kZeus);
    CHECK(s.end_reason() == EndReason::Stuck);
    CHECK(s.board().turn == 4);  // it happened at the start of Hera's turn
}

TEST_CASE("Pegasus striking Pandora with a hostage in the column: the hostage's owner loses") {
    State win = pos(R"({"to_move":"hera","hera":{"field":[["hydra"]],"hand":["pegasus"]},
        "zeus":{"field":[["pandora","argus"]]}})");
    act(win, "pegasus col1");
    CHECK(win.winner() == kHera);
    CHECK(win.end_reason() == EndReason::PandoraColumn);
    State lose = pos(R"({"to_move":"hera","hera":{"field":[["hydra","io"],["harpy"]],"hand":["pegasus"]},
        "zeus":{"field":[["pandora","giant"]]}})");
    act(lose, "pegasus col1");
    CHECK(lose.winner() == kZeus);
    CHECK(lose.end_reason() == EndReason::PandoraColumn);
}
